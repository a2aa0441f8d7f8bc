import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { organizationOnly } from "@/lib/db/scope";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { CreateWebhookEndpointBody } from "@/lib/validation/webhook-endpoint";
import { assertSafeTarget } from "./safe-target";
import { newWebhookSecret } from "./sign";
import { serializeWebhookEndpoint, WEBHOOK_ENDPOINT_SELECT, type WebhookEndpointView } from "./webhook-endpoint-view";

/** POST /v1/webhook-endpoints → 201 with the signing secret, shown this once. */
export async function createWebhookEndpoint(ctx: ServiceContext, body: CreateWebhookEndpointBody): Promise<WebhookEndpointView & { secret: string }> {
  // organization-level: 403 for credentials restricted to some employers
  const { organizationId } = organizationOnly(ctx.scope);
  await assertSafeTarget(body.url);
  const secret = newWebhookSecret();
  return writeTransaction(async (tx) => {
    const e = await tx.webhookEndpoint.create({
      data: {
        organizationId,
        url: body.url,
        description: body.description ?? null,
        events: body.events,
        enabled: body.enabled,
        secret,
      },
      select: WEBHOOK_ENDPOINT_SELECT,
    });
    await writeAuditEntry(tx, ctx.principal, {
      action: "webhook_endpoint.create",
      entityType: "webhook_endpoint",
      entityId: e.id,
      after: { url: e.url, events: e.events },
      requestId: ctx.requestId,
    });
    return { ...serializeWebhookEndpoint(e), secret };
  });
}

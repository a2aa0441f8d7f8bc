import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { CreateWebhookEndpointBody } from "@/lib/validation/webhook-endpoint";
import { assertSafeTarget } from "./safe-target";
import { newWebhookSecret } from "./sign";
import { serializeWebhookEndpoint, WEBHOOK_ENDPOINT_SELECT, type WebhookEndpointView } from "./webhook-endpoint-view";

/** POST /v1/webhook-endpoints → 201 with the signing secret, shown this once. */
export async function createWebhookEndpoint(
  principal: Principal,
  body: CreateWebhookEndpointBody,
  requestId?: string,
): Promise<WebhookEndpointView & { secret: string }> {
  await assertSafeTarget(body.url);
  const secret = newWebhookSecret();
  return writeTransaction(async (tx) => {
    const e = await tx.webhookEndpoint.create({
      data: {
        organizationId: principal.organizationId,
        url: body.url,
        description: body.description ?? null,
        events: body.events,
        enabled: body.enabled,
        secret,
      },
      select: WEBHOOK_ENDPOINT_SELECT,
    });
    await writeAuditEntry(tx, principal, {
      action: "webhook_endpoint.create",
      entityType: "webhook_endpoint",
      entityId: e.id,
      after: { url: e.url, events: e.events },
      requestId,
    });
    return { ...serializeWebhookEndpoint(e), secret };
  });
}

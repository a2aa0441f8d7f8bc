import "server-only";
import { webhookEndpointWhere } from "@/lib/db/scope";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { UpdateWebhookEndpointBody } from "@/lib/validation/webhook-endpoint";
import { assertSafeTarget } from "./safe-target";
import { serializeWebhookEndpoint, WEBHOOK_ENDPOINT_SELECT, type WebhookEndpointView } from "./webhook-endpoint-view";

/** PATCH /v1/webhook-endpoints/{id} */
export async function updateWebhookEndpoint(ctx: ServiceContext, id: string, body: UpdateWebhookEndpointBody): Promise<WebhookEndpointView> {
  const { principal, requestId } = ctx;
  if (body.url !== undefined) await assertSafeTarget(body.url);
  return writeTransaction(async (tx) => {
    const changed = await tx.webhookEndpoint.updateMany({ where: { id, ...webhookEndpointWhere(ctx.scope) }, data: body });
    if (changed.count === 0) throw notFound("Webhook endpoint");
    const e = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: WEBHOOK_ENDPOINT_SELECT });
    await writeAuditEntry(tx, principal, { action: "webhook_endpoint.update", entityType: "webhook_endpoint", entityId: id, after: body, requestId });
    return serializeWebhookEndpoint(e);
  });
}

import "server-only";
import { webhookEndpointWhere } from "@/lib/db/scope";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { newWebhookSecret } from "./sign";
import { serializeWebhookEndpoint, WEBHOOK_ENDPOINT_SELECT, type WebhookEndpointView } from "./webhook-endpoint-view";

/** POST /v1/webhook-endpoints/{id}/rotate-secret → the new secret, shown this once; the old one stops signing at once. */
export async function rotateWebhookSecret(ctx: ServiceContext, id: string): Promise<WebhookEndpointView & { secret: string }> {
  const { principal, requestId } = ctx;
  const secret = newWebhookSecret();
  return writeTransaction(async (tx) => {
    const changed = await tx.webhookEndpoint.updateMany({ where: { id, ...webhookEndpointWhere(ctx.scope) }, data: { secret } });
    if (changed.count === 0) throw notFound("Webhook endpoint");
    const e = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: WEBHOOK_ENDPOINT_SELECT });
    await writeAuditEntry(tx, principal, { action: "webhook_endpoint.rotate_secret", entityType: "webhook_endpoint", entityId: id, requestId });
    return { ...serializeWebhookEndpoint(e), secret };
  });
}

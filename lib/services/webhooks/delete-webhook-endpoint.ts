import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { webhookEndpointWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";

/** DELETE /v1/webhook-endpoints/{id} → 204 (its delivery log goes with it). */
export async function deleteWebhookEndpoint(ctx: ServiceContext, id: string): Promise<void> {
  await writeTransaction(async (tx) => {
    const deleted = await tx.webhookEndpoint.deleteMany({ where: { id, ...webhookEndpointWhere(ctx.scope) } });
    if (deleted.count === 0) throw notFound("Webhook endpoint");
    await writeAuditEntry(tx, ctx.principal, { action: "webhook_endpoint.delete", entityType: "webhook_endpoint", entityId: id, requestId: ctx.requestId });
  });
}

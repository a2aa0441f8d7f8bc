import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";

/** DELETE /v1/webhook-endpoints/{id} → 204 (its delivery log goes with it). */
export async function deleteWebhookEndpoint(principal: Principal, id: string, requestId?: string): Promise<void> {
  await writeTransaction(async (tx) => {
    const deleted = await tx.webhookEndpoint.deleteMany({ where: { id, organizationId: principal.organizationId } });
    if (deleted.count === 0) throw notFound("Webhook endpoint");
    await writeAuditEntry(tx, principal, { action: "webhook_endpoint.delete", entityType: "webhook_endpoint", entityId: id, requestId });
  });
}

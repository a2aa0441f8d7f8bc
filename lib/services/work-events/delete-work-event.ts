import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { serializeWorkEvent, workEventSelect } from "./serialize-work-event";

/**
 * DELETE /v1/work-events/{id} → 204. Allowed even when a payslip used the event (decisions §5):
 * the payslip does not change; its input snapshot shows it is outdated.
 */
export async function deleteWorkEvent(principal: Principal, id: string, requestId?: string): Promise<void> {
  await writeTransaction(async (tx) => {
    const existing = await tx.workEvent.findFirst({ where: { id, organizationId: principal.organizationId }, select: workEventSelect });
    if (!existing) throw notFound("Work event");
    const { count } = await tx.workEvent.deleteMany({ where: { id, organizationId: principal.organizationId } });
    if (count === 0) throw notFound("Work event");
    await writeAuditEntry(tx, principal, {
      action: "work_event.delete",
      entityType: "work_event",
      entityId: id,
      before: serializeWorkEvent(existing),
      requestId,
    });
  });
}

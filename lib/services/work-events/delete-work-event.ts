import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { workEventWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { dateString } from "@/lib/db/serialize";
import { assertHouseholdMayEdit } from "@/lib/services/months/month-gate";
import { lockContractEvents } from "./create-work-event-batch";
import { serializeWorkEvent, workEventSelect } from "./serialize-work-event";

/**
 * DELETE /v1/work-events/{id} → 204. Allowed even when a payslip used the event (decisions §5):
 * the payslip does not change; its input snapshot shows it is outdated.
 */
export async function deleteWorkEvent(ctx: ServiceContext, id: string): Promise<void> {
  await writeTransaction(async (tx) => {
    const existing = await tx.workEvent.findFirst({ where: { id, ...workEventWhere(ctx.scope) }, select: workEventSelect });
    if (!existing) throw notFound("Work event");
    if (ctx.principal.portal) {
      await lockContractEvents(tx, existing.contractId);
      await assertHouseholdMayEdit(tx, ctx.principal, existing.contractId, [dateString(existing.date)]);
    }
    const { count } = await tx.workEvent.deleteMany({ where: { id, ...workEventWhere(ctx.scope) } });
    if (count === 0) throw notFound("Work event");
    await writeAuditEntry(tx, ctx.principal, {
      action: "work_event.delete",
      entityType: "work_event",
      entityId: id,
      before: serializeWorkEvent(existing),
      requestId: ctx.requestId,
    });
  });
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { getPayrollRun, type PayrollRunDetail } from "./get-payroll-run";

/**
 * POST /v1/payroll-runs/{id}/cancel. Items not yet started become `cancelled`; an item a worker
 * is computing finishes (its transaction holds the item row), so the payslips already written
 * stay and nothing is left half-written. A finished run answers 409 payroll_run_finished.
 */
export async function cancelPayrollRun(principal: Principal, id: string, requestId?: string): Promise<PayrollRunDetail> {
  return writeTransaction(async (tx) => {
    const changed = await tx.payrollRun.updateMany({
      where: { id, organizationId: principal.organizationId, status: "running" },
      data: { status: "cancelled", cancelledAt: new Date() },
    });
    if (changed.count === 0) {
      const run = await tx.payrollRun.findFirst({ where: { id, organizationId: principal.organizationId }, select: { status: true } });
      if (!run) throw notFound("Payroll run");
      throw new AppError("payroll_run_finished", `The run is already ${run.status}`, { extra: { status: run.status } });
    }
    // SKIP LOCKED: an item being computed right now is left to its worker, which completes it.
    await tx.$executeRaw`UPDATE payroll_run_items SET outcome = 'cancelled', processed_at = now()
      WHERE id IN (SELECT id FROM payroll_run_items WHERE run_id = ${id}::uuid AND outcome = 'pending' FOR UPDATE SKIP LOCKED)`;
    await writeAuditEntry(tx, principal, {
      action: "payroll_run.cancel",
      entityType: "payroll_run",
      entityId: id,
      before: { status: "running" },
      after: { status: "cancelled" },
      requestId,
    });
    // the answer read in the transaction: an Idempotency-Key's replay is recorded with it
    return getPayrollRun(principal, id, { page: 1, limit: 0 }, tx);
  });
}

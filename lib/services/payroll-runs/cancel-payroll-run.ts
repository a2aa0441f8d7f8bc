import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/db/audit";
import { cancelPendingItems } from "@/lib/db/statements/payroll-runs";
import type { ServiceContext } from "@/lib/services/context";
import { getPayrollRun, type PayrollRunDetail } from "./get-payroll-run";

/**
 * POST /v1/payroll-runs/{id}/cancel. Items not yet started become `cancelled`; an item a worker
 * is computing finishes (its transaction holds the item row), so the payslips already written
 * stay and nothing is left half-written. A finished run answers 409 payroll_run_finished.
 */
export async function cancelPayrollRun(ctx: ServiceContext, id: string): Promise<PayrollRunDetail> {
  const organizationId = ctx.scope.organizationId;
  return writeTransaction(async (tx) => {
    const changed = await tx.payrollRun.updateMany({
      where: { id, organizationId, status: "running" },
      data: { status: "cancelled", cancelledAt: new Date() },
    });
    if (changed.count === 0) {
      const run = await tx.payrollRun.findFirst({ where: { id, organizationId }, select: { status: true } });
      if (!run) throw notFound("Payroll run");
      throw new AppError("payroll_run_finished", `The run is already ${run.status}`, { extra: { status: run.status } });
    }
    await cancelPendingItems(tx, id);
    await writeAuditEntry(tx, ctx.principal, {
      action: "payroll_run.cancel",
      entityType: "payroll_run",
      entityId: id,
      before: { status: "running" },
      after: { status: "cancelled" },
      requestId: ctx.requestId,
    });
    // the answer read in the transaction: an Idempotency-Key's replay is recorded with it
    return getPayrollRun(ctx, id, { page: 1, limit: 0 }, tx);
  });
}

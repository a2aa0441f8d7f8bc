import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { payrollRunWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { withoutTransactionHooks } from "@/lib/db/transaction-hooks";
import { AppError, notFound } from "@/lib/errors";
import { assertCanFinalize } from "@/lib/services/payslips/assert-can-finalize";
import { finalizePayslip } from "@/lib/services/payslips/finalize-payslip";
import { getPayrollRun, type PayrollRunDetail } from "./get-payroll-run";

/**
 * POST /v1/payroll-runs/{id}/finalize: finalizes the drafts the run produced with no blocking
 * issue (outcome ok or warnings), each through the clerk's finalize (same lock and audit), and
 * records per item finalized | not_draft. Blocked, failed and skipped items are left alone.
 */
export async function finalizePayrollRun(ctx: ServiceContext, id: string): Promise<PayrollRunDetail> {
  const db = getDb();
  const run = await db.payrollRun.findFirst({ where: { id, ...payrollRunWhere(ctx.scope) }, select: { status: true } });
  if (!run) throw notFound("Payroll run");
  await assertCanFinalize(db, ctx.principal);
  if (run.status === "running") throw new AppError("payroll_run_not_finished", "Wait for the run to complete (or cancel it) before finalizing");
  const items = await db.payrollRunItem.findMany({
    where: { runId: id, outcome: { in: ["ok", "warnings"] }, payslipId: { not: null }, finalizeOutcome: null },
    orderBy: { position: "asc" },
    select: { id: true, payslipId: true },
  });
  for (const item of items) {
    let result = "finalized";
    try {
      // each payslip in a transaction of its own (finalizing twice is refused, not repeated): the
      // request's Idempotency-Key is recorded by the last transaction, with the answer
      await withoutTransactionHooks(() => finalizePayslip(ctx, item.payslipId!));
    } catch (error) {
      if (!(error instanceof AppError) || !["payslip_not_draft", "not_found"].includes(error.code)) throw error;
      result = error.code === "not_found" ? "deleted" : "not_draft";
    }
    await db.payrollRunItem.update({ where: { id: item.id }, data: { finalizeOutcome: result }, select: { id: true } });
  }
  return writeTransaction((tx) => getPayrollRun(ctx, id, { page: 1, limit: 500 }, tx));
}

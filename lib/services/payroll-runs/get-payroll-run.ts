import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { toPage } from "@/lib/validation/pagination";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { payrollRunWhere } from "@/lib/db/scope";
import { parseJsonColumn } from "@/lib/db/json-columns";
import { payrollRunItemResponseSchema, type PayrollRunDetail, type PayrollRunItemView, type PayrollRunOutcome } from "@/lib/validation/payroll-run";
import { selectFinalizeCounts } from "@/lib/db/statements/payroll-runs";
import { runCounts } from "./run-counts";
import { PAYROLL_RUN_SELECT, serializePayrollRun } from "./serialize-payroll-run";

export type { PayrollRunDetail, PayrollRunItemView };

const { outcome: itemOutcome, errors: itemErrors, warnings: itemWarnings, finalizeOutcome: itemFinalizeOutcome } = payrollRunItemResponseSchema.shape;

/**
 * GET /v1/payroll-runs/{id}: the run, its counts per outcome and one page of its items. A run is
 * the organization's (its counts cover every item), found by the caller's organization.
 */
export async function getPayrollRun(
  ctx: ServiceContext,
  id: string,
  query: { outcome?: PayrollRunOutcome; page: number; limit: number },
  db: Db | Tx = getDb(),
): Promise<PayrollRunDetail> {
  const run = await db.payrollRun.findFirst({ where: { id, ...payrollRunWhere(ctx.scope) }, select: PAYROLL_RUN_SELECT });
  if (!run) throw notFound("Payroll run");
  const counts = (await runCounts(db, [run.id])).get(run.id)!;
  const finalizeCounts = run.finalizeStatus ? (await selectFinalizeCounts(db, [run.id])).get(run.id) : undefined;
  const where = { runId: run.id, ...(query.outcome ? { outcome: query.outcome } : {}) };
  const total = query.outcome ? counts[query.outcome] : run.total;
  const items =
    query.limit === 0
      ? []
      : await db.payrollRunItem.findMany({
          where,
          orderBy: { position: "asc" },
          skip: (query.page - 1) * query.limit,
          take: query.limit,
          select: {
            id: true,
            contractId: true,
            outcome: true,
            payslipId: true,
            errors: true,
            warnings: true,
            reason: true,
            attempts: true,
            finalizeOutcome: true,
            processedAt: true,
          },
        });
  const contracts = items.length
    ? await db.domesticContract.findMany({
        where: { id: { in: items.map((i) => i.contractId) } },
        select: { id: true, employerId: true, workerFirstName: true, workerLastName: true, employer: { select: { displayName: true } } },
      })
    : [];
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const data: PayrollRunItemView[] = items.map((i) => {
    const c = byId.get(i.contractId);
    return {
      id: i.id,
      domesticContractId: i.contractId,
      employerId: c?.employerId ?? "",
      employerName: c?.employer.displayName ?? "",
      workerName: c ? `${c.workerFirstName} ${c.workerLastName}` : "",
      outcome: parseJsonColumn(itemOutcome, i.outcome, "payroll_run_items.outcome"),
      payslipId: i.payslipId,
      errors: parseJsonColumn(itemErrors, i.errors, "payroll_run_items.errors"),
      warnings: parseJsonColumn(itemWarnings, i.warnings, "payroll_run_items.warnings"),
      reason: i.reason,
      attempts: i.attempts,
      finalizeOutcome: parseJsonColumn(itemFinalizeOutcome, i.finalizeOutcome, "payroll_run_items.finalize_outcome"),
      processedAt: i.processedAt?.toISOString() ?? null,
    };
  });
  return { ...serializePayrollRun(run, counts, finalizeCounts), items: toPage(data, total, query.page, Math.max(query.limit, 1)) };
}

import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { toPage, type Page } from "@/lib/validation/pagination";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import type { PayrollRunOutcome } from "@/lib/validation/payroll-run";
import { runCounts } from "./run-counts";
import { PAYROLL_RUN_SELECT, serializePayrollRun, type PayrollRunView } from "./serialize-payroll-run";

export interface PayrollRunItemView {
  id: string;
  domesticContractId: string;
  employerId: string;
  employerName: string;
  workerName: string;
  outcome: PayrollRunOutcome;
  payslipId: string | null;
  /** blocked: the validation errors (as validate-before-run gives them); failed: the error */
  errors: unknown[];
  warnings: unknown[];
  /** skipped: why (already_final, not_active_in_period); failed: the error code */
  reason: string | null;
  attempts: number;
  finalizeOutcome: string | null;
  processedAt: string | null;
}

export type PayrollRunDetail = PayrollRunView & { items: Page<PayrollRunItemView> };

/** GET /v1/payroll-runs/{id}: the run, its counts per outcome and one page of its items. */
export async function getPayrollRun(
  principal: Principal,
  id: string,
  query: { outcome?: PayrollRunOutcome; page: number; limit: number },
): Promise<PayrollRunDetail> {
  const db = getDb();
  const run = await db.payrollRun.findFirst({ where: { id, organizationId: principal.organizationId }, select: PAYROLL_RUN_SELECT });
  if (!run) throw notFound("Payroll run");
  const counts = (await runCounts(db, [run.id])).get(run.id)!;
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
      outcome: i.outcome as PayrollRunOutcome,
      payslipId: i.payslipId,
      errors: i.errors as unknown[],
      warnings: i.warnings as unknown[],
      reason: i.reason,
      attempts: i.attempts,
      finalizeOutcome: i.finalizeOutcome,
      processedAt: i.processedAt?.toISOString() ?? null,
    };
  });
  return { ...serializePayrollRun(run, counts), items: toPage(data, total, query.page, Math.max(query.limit, 1)) };
}

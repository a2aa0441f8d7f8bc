import "server-only";
import { parseJsonColumn } from "@/lib/db/json-columns";
import type { FinalizeCounts } from "@/lib/db/statements/payroll-runs";
import { payrollRunResponseSchema, payrollRunScopeResponseSchema, type PayrollRunOutcome, type PayrollRunView } from "@/lib/validation/payroll-run";

const runStatus = payrollRunResponseSchema.shape.status;

export interface PayrollRunRow {
  id: string;
  organizationId: string;
  period: string;
  scopeKind: string;
  scope: unknown;
  autoFillEmptyMonths: boolean;
  status: string;
  total: number;
  createdAt: Date;
  completedAt: Date | null;
  cancelledAt: Date | null;
  finalizeStatus?: string | null;
  finalizeRequestedAt?: Date | null;
  finalizeCompletedAt?: Date | null;
}

export type PayrollRunCounts = Record<PayrollRunOutcome, number>;

export type { PayrollRunView };

export const emptyCounts = (): PayrollRunCounts => ({ pending: 0, ok: 0, warnings: 0, blocked: 0, failed: 0, skipped: 0, cancelled: 0 });

export const PAYROLL_RUN_SELECT = {
  id: true,
  organizationId: true,
  period: true,
  scopeKind: true,
  scope: true,
  autoFillEmptyMonths: true,
  status: true,
  total: true,
  createdAt: true,
  completedAt: true,
  cancelledAt: true,
  finalizeStatus: true,
  finalizeRequestedAt: true,
  finalizeCompletedAt: true,
} as const;

const finalizeStatus = payrollRunResponseSchema.shape.finalize.unwrap().shape.status;

export const emptyFinalizeCounts = (): FinalizeCounts => ({ finalized: 0, notDraft: 0, deleted: 0, pending: 0, documentsPending: 0 });

/** The run as answered; `finalizeCounts` (selectFinalizeCounts) when its finalize was asked for. */
export function serializePayrollRun(run: PayrollRunRow, counts: PayrollRunCounts, finalizeCounts?: FinalizeCounts): PayrollRunView {
  return {
    id: run.id,
    organizationId: run.organizationId,
    period: run.period,
    scope: parseJsonColumn(payrollRunScopeResponseSchema, run.scope, `payroll run ${run.id}: scope`),
    autoFillEmptyMonths: run.autoFillEmptyMonths,
    status: parseJsonColumn(runStatus, run.status, `payroll run ${run.id}: status`),
    total: run.total,
    processed: run.total - counts.pending,
    counts,
    createdAt: run.createdAt.toISOString(),
    completedAt: run.completedAt?.toISOString() ?? null,
    cancelledAt: run.cancelledAt?.toISOString() ?? null,
    finalize:
      run.finalizeStatus && run.finalizeRequestedAt
        ? {
            status: parseJsonColumn(finalizeStatus, run.finalizeStatus, `payroll run ${run.id}: finalize status`),
            ...(finalizeCounts ?? emptyFinalizeCounts()),
            requestedAt: run.finalizeRequestedAt.toISOString(),
            completedAt: run.finalizeCompletedAt?.toISOString() ?? null,
          }
        : null,
  };
}

import "server-only";
import { parseJsonColumn } from "@/lib/db/json-columns";
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
} as const;

export function serializePayrollRun(run: PayrollRunRow, counts: PayrollRunCounts): PayrollRunView {
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
  };
}

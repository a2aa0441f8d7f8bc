import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { assertOrganization } from "@/lib/auth/principal";
import { AppError, notFound } from "@/lib/errors";
import { hasRatesForYear } from "@/lib/payroll";
import { periodBounds } from "@/lib/payroll";
import { getBoss, QUEUES, sqlExecutor } from "@/lib/queue/boss";
import type { CreatePayrollRunBody } from "@/lib/validation/payroll-run";
import { inTransaction } from "@/lib/db/sql";
import { auditWrite } from "@/lib/db/audit";
import { writeAtOnce } from "@/lib/db/insert-rows";
import { countInScope, insertRun, runItemsWrite, selectActiveContractIds, selectRunningRun } from "@/lib/db/statements/payroll-runs";
import type { ServiceContext } from "@/lib/services/context";
import { toPage } from "@/lib/validation/pagination";
import { emptyCounts, serializePayrollRun, type PayrollRunView } from "./serialize-payroll-run";

/**
 * Items per queue job: one job computes this many payslips together, in one transaction. A
 * batch's statements are the same whatever its size, so a larger batch spends less per payslip
 * on round trips, transactions and the queue (issue 34: 25 → 100). Bounded by what a batch holds
 * while it runs: the advisory locks of its contracts (a clerk's run-payroll of one of them waits
 * up to the lock budget, 2 s), its inputs and drafts in memory, and the turn a smaller run waits.
 */
export const PAYROLL_BATCH_SIZE = 100;

/** The batch size of runs created from now on: PAGHE_PAYROLL_BATCH_SIZE (tests that need several batches of a few contracts), else PAYROLL_BATCH_SIZE. */
export function payrollBatchSize(): number {
  const configured = Number.parseInt(process.env.PAGHE_PAYROLL_BATCH_SIZE ?? "", 10);
  return Number.isFinite(configured) && configured > 0 ? configured : PAYROLL_BATCH_SIZE;
}

/**
 * Fair between runs (and so between organizations): a run's n-th batch has priority −n, and the
 * queue hands out the highest priority first, then the oldest. Runs running together take turns,
 * one batch each: a 10-contract run started while a 100,000-contract run is under way waits for
 * the batches in flight, not for the 1,000 behind them.
 */
export function batchPriority(index: number): number {
  return -index;
}

/**
 * Whether batch `index` first refreshes the statistics of the tables the run bulk-loads (the
 * first, then each time the run has written as many batches again: 1, 2, 4, 8 … batches before
 * it). The rows the run writes grow by a constant factor between two of them, so each finds the
 * tables changed by more than the tenth that makes it analyse, a run of 1,000 batches analyses
 * about ten times, and its plans never see statistics of less than half its rows.
 */
export function analyzesFirst(index: number): boolean {
  return (index & (index + 1)) === 0;
}

function scopeOf(body: CreatePayrollRunBody): { kind: "all" | "employerIds" | "contractIds"; ids: string[] } {
  if (body.scope === "all") return { kind: "all", ids: [] };
  if ("employerIds" in body.scope) return { kind: "employerIds", ids: [...new Set(body.scope.employerIds)].sort() };
  return { kind: "contractIds", ids: [...new Set(body.scope.contractIds)].sort() };
}

/**
 * POST /v1/payroll-runs → 202. In one transaction (inTransaction, on a pg connection so the
 * queue inserts its jobs on it): refuses a second running run of the same
 * scope and period (advisory lock per organization and period, then a look-up), resolves the
 * scope to contracts of the caller's scope (ids outside it answer 404 like unknown ones), inserts the run,
 * its items and the audit entry, and enqueues the batch jobs on the same connection, so either
 * all of it exists or none of it does.
 */
export async function createPayrollRun(ctx: ServiceContext, body: CreatePayrollRunBody): Promise<PayrollRunView> {
  const { principal, requestId } = ctx;
  if (body.organizationId) assertOrganization(principal, body.organizationId);
  const year = Number(body.period.slice(0, 4));
  if (!hasRatesForYear(year)) throw new AppError("rates_missing_for_year", `There are no INPS/CCNL rate tables for ${year}`);
  const scope = scopeOf(body);
  const scopeKey = createHash("sha256")
    .update(`${scope.kind}:${scope.ids.join(",")}`)
    .digest("hex");
  const { start, end } = periodBounds(body.period);
  const org = ctx.scope.organizationId;
  const boss = await getBoss();
  // a second run of the same period waits for the first one's transaction (no lock budget), then sees it running
  return inTransaction(
    async (sql) => {
      const running = await selectRunningRun(sql, { organizationId: org, period: body.period, scopeKey });
      if (running) throw new AppError("payroll_run_already_running", "A run of the same scope and period is still running", { extra: { runId: running } });
      if (scope.kind !== "all" && (await countInScope(sql, ctx.scope, scope.kind, scope.ids)) !== scope.ids.length)
        throw notFound(scope.kind === "employerIds" ? "Employer" : "Contract");
      const contractIds = await selectActiveContractIds(sql, {
        scope: ctx.scope,
        start,
        end,
        only: scope.kind === "all" ? null : { kind: scope.kind, ids: scope.ids },
      });
      if (contractIds.length === 0) {
        throw new AppError("payroll_run_empty_scope", `No contract of the scope is active in ${body.period}`, {
          errors: [{ path: "/scope", message: "No contract of the scope is active in the period", code: "empty_scope" }],
        });
      }
      const total = contractIds.length;
      const runId = randomUUID();
      const createdAt = await insertRun(sql, {
        id: runId,
        organizationId: org,
        period: body.period,
        scopeKind: scope.kind,
        scope: body.scope,
        scopeKey,
        autoFillEmptyMonths: body.autoFillEmptyMonths,
        status: "running",
        total,
        actorType: principal.kind,
        actorId: principal.actorId,
        requestId: requestId ?? null,
      });
      const items = contractIds.map((contractId, position) => ({ id: randomUUID(), runId, organizationId: org, contractId, position }));
      // the items and the audit entry: one statement
      await writeAtOnce(sql, [
        runItemsWrite(items),
        auditWrite(principal, [
          { action: "payroll_run.create", entityType: "payroll_run", entityId: runId, after: { period: body.period, scope: body.scope, total }, requestId },
        ]),
      ]);
      const jobs = [];
      const batchSize = payrollBatchSize();
      for (let i = 0; i < items.length; i += batchSize)
        jobs.push({
          name: QUEUES.payrollBatch,
          data: { runId, itemIds: items.slice(i, i + batchSize).map((item) => item.id), analyze: analyzesFirst(i / batchSize) },
          priority: batchPriority(i / batchSize),
        });
      // on the transaction's own connection: the jobs exist exactly when the run does
      await boss.insert(jobs, { db: sqlExecutor(sql.pgTarget!) });
      // the answer is the run as created (nothing processed yet), the same whenever it is replayed
      return {
        ...serializePayrollRun(
          {
            id: runId,
            organizationId: org,
            period: body.period,
            scopeKind: scope.kind,
            scope: body.scope,
            autoFillEmptyMonths: body.autoFillEmptyMonths,
            status: "running",
            total,
            createdAt,
            completedAt: null,
            cancelledAt: null,
          },
          { ...emptyCounts(), pending: total },
        ),
        items: toPage([], total, 1, 1),
      };
    },
    { lockWaitMs: null, lockKeys: [`payroll-run:${org}:${body.period}`] },
  );
}

import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { inTransaction, writeTransaction, type Sql } from "@/lib/db/sql";
import { analyzeStaleTables, RUN_ANALYSED_TABLES } from "@/lib/db/statements/maintenance";
import { completeRun, lockPendingItems, recordItemOutcomes } from "@/lib/db/statements/payroll-runs";
import { serviceContext } from "@/lib/services/context";
import { AppError, notFound } from "@/lib/errors";
import { periodBounds } from "@/lib/payroll";
import { contributionWeeksOf } from "@/lib/services/payslips/compute-contribution-weeks";
import { loadPayrollInputsMany } from "@/lib/services/payslips/payroll-inputs";
import { lockContractsPayslips, storeDraftPayslips } from "@/lib/services/payslips/run-payroll";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { autoFillEmptyRanges } from "@/lib/services/work-events/auto-fill-work-events";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { runPayrollBody, type RunPayrollBody } from "@/lib/validation/payslip";
import { runCounts } from "./run-counts";
import { PAYROLL_RUN_SELECT, serializePayrollRun } from "./serialize-payroll-run";

export interface PayrollBatchJob {
  runId: string;
  itemIds: string[];
  /** first refresh the statistics of the tables the run bulk-loads (createPayrollRun marks the batches that do) */
  analyze?: boolean;
}

/**
 * The statistics of the tables the run bulk-loads or reads for every contract, refreshed where
 * they changed by more than a tenth since their last analysis (issue 34: the batch's plans must
 * not depend on an ANALYZE nobody runs, autovacuum being off on some installations and on
 * PGlite). In a transaction of its own before the batch's; another process already analysing
 * skips it; a failure (a lock not had within a second included) is logged, never the batch's.
 */
async function refreshStatistics(runId: string): Promise<void> {
  try {
    const t0 = performance.now();
    // a table's lock held by a vacuum (autovacuum where it is on) is not waited for beyond a second: skipped this time
    const analysed = await inTransaction((sql) => analyzeStaleTables(sql, RUN_ANALYSED_TABLES), { lockWaitMs: 1_000 });
    if (analysed.length > 0 && process.env.PAGHE_LOG_ANALYZE === "1")
      console.log(JSON.stringify({ level: "info", source: "payroll-runs", step: "analyze", runId, tables: analysed, ms: Math.round(performance.now() - t0) }));
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        source: "payroll-runs",
        step: "analyze",
        runId,
        error: error instanceof Error ? `${error.name}: ${error.message}` : typeof error,
      }),
    );
  }
}

type Outcome = { outcome: "ok" | "warnings" | "blocked" | "failed" | "skipped"; payslipId?: string; errors?: unknown[]; warnings?: unknown[]; reason?: string };

function outcomeOfError(error: unknown): Outcome {
  if (!(error instanceof AppError)) {
    // a defect, not the data: named in the log and on the item instead of retrying the batch for ever
    console.error(
      JSON.stringify({
        level: "error",
        source: "payroll-runs",
        step: "item",
        error: error instanceof Error ? `${error.name}: ${error.message}` : typeof error,
      }),
    );
    return { outcome: "failed", reason: "internal_error", errors: [{ path: "", message: "Unexpected error computing this payslip", code: "internal_error" }] };
  }
  if (error.code === "payroll_blocked") return { outcome: "blocked", errors: error.errors ?? [], warnings: (error.extra?.warnings as unknown[]) ?? [] };
  // refusals the clerk fixes in the data (a TFR coefficient to publish, rate tables to load): blocked, not failed
  if (error.code === "tfr_coefficient_missing" || error.code === "rates_missing_for_year") {
    return { outcome: "blocked", errors: error.errors?.length ? error.errors : [{ path: "", message: error.detail ?? error.code, code: error.code }] };
  }
  if (error.code === "payslip_already_final") return { outcome: "skipped", reason: "already_final", payslipId: error.extra?.payslipId as string };
  return { outcome: "failed", reason: error.code, errors: error.errors ?? [{ path: "", message: error.detail ?? error.code, code: error.code }] };
}

/** The warning of an item whose empty month the run filled from the weekly schedule (worded by the screens from its code). */
function autoFilledWarning(period: string) {
  return {
    code: "month_auto_filled",
    message: `Il mese ${period} non aveva presenze: compilato dall'orario settimanale con le festività`,
    params: { period },
  };
}

/** The items' outcomes in one statement; only a pending item takes one (a retried job never overwrites a finished item). */
async function recordOutcomes(tx: Sql, outcomes: ReadonlyMap<string, Outcome>): Promise<void> {
  await recordItemOutcomes(
    tx,
    [...outcomes].map(([id, o]) => ({
      id,
      outcome: o.outcome,
      payslipId: o.payslipId ?? null,
      errors: o.errors ?? [],
      warnings: o.warnings ?? [],
      reason: o.reason ?? null,
    })),
  );
}

/**
 * One queue job: a batch of items, each exactly as a clerk does it (auto-fill of an empty month
 * when asked, contribution weeks, run-payroll as a draft), computed together: the inputs of all
 * the batch's contracts are loaded with one statement per kind of input and the drafts, their
 * lines, audit entries and the items' outcomes written with one statement per table, in one
 * transaction. A worker killed mid-batch leaves nothing of it (rolled back); the retried job
 * skips the items that are no longer pending, so nothing is computed twice.
 */
export async function processPayrollBatch(job: PayrollBatchJob): Promise<void> {
  const db = getDb();
  const run = await db.payrollRun.findUnique({
    where: { id: job.runId },
    select: { id: true, organizationId: true, period: true, autoFillEmptyMonths: true, actorType: true, actorId: true, requestId: true, status: true },
  });
  if (!run) return;
  // A system context acting for the run's organization: the run's author is the actor of every
  // payslip it writes (audit entries as for a clerk's call), the scope the whole organization (the
  // run's contracts were resolved in its author's scope when it was created), the request the run's.
  const principal: Principal = {
    kind: run.actorType === "user" ? "user" : "api_key",
    actorId: run.actorId ?? "00000000-0000-0000-0000-000000000000",
    organizationId: run.organizationId,
    readOnly: false,
    role: null,
  };
  const ctx = serviceContext(principal, run.requestId ?? `payroll-run:${run.id}`);
  const requestId = run.requestId ?? undefined;
  // the organization's tables (its overrides of provisional versions), as a clerk's run reads them:
  // one statement per batch (its overrides stamp), whatever the number of its contracts
  const rates = await ratesOf(ctx);
  const { start, end } = periodBounds(run.period);
  if (job.analyze) await refreshStatistics(run.id);
  // a transaction on a pg connection of its own: the batch's large writes (rows as one JSON
  // parameter) do not pass through Prisma's raw-query path, which serialises every parameter to
  // JSON and parses it again (about a tenth of a worker's time at 10,000 contracts)
  await inTransaction(
    async (tx) => {
      // cancelled items, or items another worker finished, are no longer pending: left alone
      const items = await lockPendingItems(tx, run.id, job.itemIds);
      if (items.length === 0) return;
      const contractIds = items.map((i) => i.contractId);
      await lockContractsPayslips(tx, contractIds);
      const filled = run.autoFillEmptyMonths
        ? await autoFillEmptyRanges(tx, principal, contractIds, { startDate: start, endDate: end }, requestId)
        : new Set<string>();
      const inputs = await loadPayrollInputsMany(tx, ctx.scope, contractIds, run.period, "ordinary");
      const outcomes = new Map<string, Outcome>();
      const toRun: { itemId: string; body: RunPayrollBody }[] = [];
      for (const item of items) {
        try {
          const contract = inputs.get(item.contractId);
          if (!contract) throw notFound("Domestic contract");
          const weeks = contributionWeeksOf({
            contract: contract.contract,
            events: contract.events,
            state: contract.state,
            settings: contract.settings,
            startDate: start,
            endDate: end,
            rates,
          });
          const body = runPayrollBody.parse({
            domesticContractId: item.contractId,
            organizationId: run.organizationId,
            period: run.period,
            // notice weeks keep their mark: a final settlement's weeks are checked as the clerk's call checks them
            contributionWeeks: weeks.map((w) => ({
              hours: w.hours,
              weekStart: w.weekStart,
              weekEnd: w.weekEnd,
              isFromNextPeriod: w.isFromNextPeriod,
              ...(w.isNoticePeriod ? { isNoticePeriod: true } : {}),
            })),
          });
          toRun.push({ itemId: item.id, body });
        } catch (error) {
          outcomes.set(item.id, outcomeOfError(error));
        }
      }
      const drafts = await storeDraftPayslips(
        tx,
        principal,
        toRun.map((r) => r.body),
        requestId,
        inputs,
        ctx.scope,
        rates,
      );
      const contractOf = new Map(items.map((i) => [i.id, i.contractId]));
      drafts.forEach((d, i) => {
        const itemId = toRun[i]!.itemId;
        // a month the run filled from the schedule is worth a look before it is confirmed: never a plain "ok"
        const warnings = d.ok && filled.has(contractOf.get(itemId)!) ? [autoFilledWarning(run.period), ...d.warnings] : d.ok ? d.warnings : [];
        outcomes.set(itemId, d.ok ? { outcome: warnings.length ? "warnings" : "ok", payslipId: d.id, warnings } : outcomeOfError(d.error));
      });
      await recordOutcomes(tx, outcomes);
    },
    // a batch's locks are its own contracts': another writer of one of them is waited for like a clerk's call waits
    { lockWaitMs: null },
  );
  await completeRunIfDone(run.id);
}

/** Marks the run completed once no item is pending; exactly one caller wins and emits the event. */
export async function completeRunIfDone(runId: string): Promise<void> {
  // the completion and its event in one transaction (the outbox), the event queued after the commit
  const deliveries = await writeTransaction(async (tx) => {
    if (!(await completeRun(tx, runId))) return [];
    const run = await tx.payrollRun.findUniqueOrThrow({ where: { id: runId }, select: PAYROLL_RUN_SELECT });
    const counts = (await runCounts(tx, [runId])).get(runId)!;
    return recordWebhookEvent(tx, run.organizationId, "payroll_run.completed", { object: serializePayrollRun(run, counts) });
  });
  await queueWebhookDeliveries(deliveries);
}

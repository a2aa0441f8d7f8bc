import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { ServiceContext } from "@/lib/services/context";
import { serviceContext } from "@/lib/services/context";
import { payrollRunWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { PAYROLL_RUNS } from "@/lib/db/columns";
import { fromRaw } from "@/lib/db/raw-columns";
import { inTransaction } from "@/lib/db/sql";
import {
  completeFinalize,
  recordFinalizeOutcomes,
  selectFinalizableItems,
  selectFinalizeCounts,
  selectOutcomeCounts,
  selectRunRow,
  startFinalize,
} from "@/lib/db/statements/payroll-runs";
import { withoutTransactionHooks } from "@/lib/db/transaction-hooks";
import { AppError, notFound } from "@/lib/errors";
import { getBoss, QUEUES, sqlExecutor } from "@/lib/queue/boss";
import { assertCanFinalize } from "@/lib/services/payslips/assert-can-finalize";
import { finalizeCheckedPayslips } from "@/lib/services/payslips/finalize-payslip";
import { toPage } from "@/lib/validation/pagination";
import type { PayrollRunDetail } from "@/lib/validation/payroll-run";
import { batchPriority } from "./create-payroll-run";
import { emptyCounts, serializePayrollRun, type PayrollRunCounts, type PayrollRunRow } from "./serialize-payroll-run";
import { primeRates } from "@/lib/services/rate-tables/rate-source";

/** Items per finalize job: the job finalizes them in one transaction, then queues one job that renders their PDFs. */
export const FINALIZE_BATCH_SIZE = 100;

export interface FinalizeBatchJob {
  runId: string;
  itemIds: string[];
}

/**
 * POST /v1/payroll-runs/{id}/finalize → 202: the finalize of the drafts the run produced with no
 * blocking issue (outcome ok or warnings) is handed to the job queue, and the run is answered with
 * its finalize's progress (`finalize`; GET /v1/payroll-runs/{id} follows it). In one transaction,
 * on the run's row lock: the finalize is marked running with who asked for it, and one job per 100
 * items is queued on the same connection (the jobs exist exactly when the finalize does). Asked
 * again while it runs, nothing more is queued; asked again after it completed, the items still
 * without a finalize outcome (none, usually) are queued. Each job finalizes its payslips through
 * the clerk's finalize made for many (same lock, checks, audit, e-mails and events; its 100 final at
 * once, in one transaction with the items' outcomes), then queues the rendering of their stored PDFs.
 */
export async function finalizePayrollRun(ctx: ServiceContext, id: string): Promise<PayrollRunDetail> {
  const db = getDb();
  const exists = await db.payrollRun.findFirst({ where: { id, ...payrollRunWhere(ctx.scope) }, select: { id: true } });
  if (!exists) throw notFound("Payroll run");
  await assertCanFinalize(db, ctx.principal);
  const boss = await getBoss();
  const org = ctx.scope.organizationId;
  return inTransaction(async (sql) => {
    const locked = await selectRunRow(sql, id, org, true);
    if (!locked) throw notFound("Payroll run");
    const run = fromRaw<PayrollRunRow>(locked, PAYROLL_RUNS.columns);
    if (run.status === "running") throw new AppError("payroll_run_not_finished", "Wait for the run to complete (or cancel it) before finalizing");
    if (run.finalizeStatus !== "running") {
      const items = await selectFinalizableItems(sql, id);
      await startFinalize(sql, { runId: id, actorType: ctx.principal.kind, actorId: ctx.principal.actorId, requestId: ctx.requestId ?? null });
      const jobs = [];
      for (let i = 0; i < items.length; i += FINALIZE_BATCH_SIZE)
        jobs.push({
          name: QUEUES.payrollFinalize,
          data: { runId: id, itemIds: items.slice(i, i + FINALIZE_BATCH_SIZE).map((item) => item.id) },
          // runs finalizing together take turns, as their computing does
          priority: batchPriority(i / FINALIZE_BATCH_SIZE),
        });
      if (jobs.length) await boss.insert(jobs, { db: sqlExecutor(sql.pgTarget!) });
      else await completeFinalize(sql, id);
    }
    const after = fromRaw<PayrollRunRow>((await selectRunRow(sql, id, org))!, PAYROLL_RUNS.columns);
    const counts: PayrollRunCounts = emptyCounts();
    for (const row of await selectOutcomeCounts(sql, id)) if (row.outcome in counts) counts[row.outcome as keyof PayrollRunCounts] = row.n;
    const finalizeCounts = (await selectFinalizeCounts(sql, [id])).get(id);
    return { ...serializePayrollRun(after, counts, finalizeCounts), items: toPage([], after.total, 1, 1) };
  });
}

/**
 * One finalize job: its items still without a finalize outcome, finalized together as the clerk's
 * finalize does each (finalizeCheckedPayslips: the same lock, checks, audit, e-mails and events,
 * for the whole batch in one transaction, each write one statement), by whoever asked for the
 * run's finalize; the items' outcomes are written in that transaction (a payslip no longer a draft
 * or deleted is recorded so), then one job renders the stored PDFs of the payslips made final.
 * Any error fails the job and rolls the batch back; the queue retries it.
 */
export async function processFinalizeBatch(job: FinalizeBatchJob): Promise<void> {
  const db = getDb();
  const run = await db.payrollRun.findUnique({
    where: { id: job.runId },
    select: { organizationId: true, finalizeStatus: true, finalizeActorType: true, finalizeActorId: true, finalizeRequestId: true },
  });
  if (!run || run.finalizeStatus !== "running") return;
  // approval was checked when the finalize was asked for; the asker is the actor of every payslip's audit entry
  const principal: Principal = {
    kind: run.finalizeActorType === "user" ? "user" : "api_key",
    actorId: run.finalizeActorId ?? "00000000-0000-0000-0000-000000000000",
    organizationId: run.organizationId,
    readOnly: false,
    role: null,
  };
  const ctx = await primeRates(serviceContext(principal, run.finalizeRequestId ?? `payroll-run-finalize:${job.runId}`));
  const items = await selectFinalizableItems(db, job.runId, job.itemIds);
  if (items.length) {
    const itemOf = new Map(items.map((item) => [item.payslipId, item.id]));
    await withoutTransactionHooks(() =>
      finalizeCheckedPayslips(
        ctx,
        items.map((item) => item.payslipId),
        {
          document: "queued",
          inTransaction: (tx, outcome) =>
            recordFinalizeOutcomes(tx, [
              ...outcome.finalized.map((id) => ({ itemId: itemOf.get(id)!, outcome: "finalized" })),
              ...outcome.notDraft.map((id) => ({ itemId: itemOf.get(id)!, outcome: "not_draft" })),
              ...outcome.missing.map((id) => ({ itemId: itemOf.get(id)!, outcome: "deleted" })),
            ]),
        },
      ),
    );
  }
  await completeFinalize(db, job.runId);
}

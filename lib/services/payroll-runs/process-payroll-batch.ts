import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { periodBounds } from "@/lib/payroll";
import { computeContributionWeeks } from "@/lib/services/payslips/compute-contribution-weeks";
import { lockContractPayslips, storeDraftPayslip } from "@/lib/services/payslips/run-payroll";
import { autoFillWorkEvents } from "@/lib/services/work-events/auto-fill-work-events";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { runPayrollBody } from "@/lib/validation/payslip";
import { runCounts } from "./run-counts";
import { PAYROLL_RUN_SELECT, serializePayrollRun } from "./serialize-payroll-run";

export interface PayrollBatchJob {
  runId: string;
  itemIds: string[];
}

type Outcome = { outcome: "ok" | "warnings" | "blocked" | "failed" | "skipped"; payslipId?: string; errors?: unknown[]; warnings?: unknown[]; reason?: string };

function outcomeOfError(error: unknown): Outcome | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === "payroll_blocked") return { outcome: "blocked", errors: error.errors ?? [], warnings: (error.extra?.warnings as unknown[]) ?? [] };
  // refusals the clerk fixes in the data (a TFR coefficient to publish, rate tables to load): blocked, not failed
  if (error.code === "tfr_coefficient_missing" || error.code === "rates_missing_for_year") {
    return { outcome: "blocked", errors: error.errors?.length ? error.errors : [{ path: "", message: error.detail ?? error.code, code: error.code }] };
  }
  if (error.code === "payslip_already_final") return { outcome: "skipped", reason: "already_final", payslipId: error.extra?.payslipId as string };
  return { outcome: "failed", reason: error.code, errors: error.errors ?? [{ path: "", message: error.detail ?? error.code, code: error.code }] };
}

async function recordOutcome(itemId: string, o: Outcome, tx = getDb()) {
  // Only a pending item takes an outcome: a retried job never overwrites a finished item.
  await tx.payrollRunItem.updateMany({
    where: { id: itemId, outcome: "pending" },
    data: {
      outcome: o.outcome,
      payslipId: o.payslipId ?? null,
      errors: (o.errors ?? []) as Prisma.InputJsonValue,
      warnings: (o.warnings ?? []) as Prisma.InputJsonValue,
      reason: o.reason ?? null,
      processedAt: new Date(),
      attempts: { increment: 1 },
    },
  });
}

/**
 * One queue job: the items of a batch, each exactly as a clerk does it (auto-fill of an empty
 * month when asked, contribution weeks, run-payroll as a draft) in its own transaction that also
 * records the item's outcome: a worker killed mid-batch leaves finished items finished and the
 * item in progress untouched (rolled back), and the retried job skips what is no longer pending.
 */
export async function processPayrollBatch(job: PayrollBatchJob): Promise<void> {
  const db = getDb();
  const run = await db.payrollRun.findUnique({ where: { id: job.runId }, select: { id: true, organizationId: true, period: true, autoFillEmptyMonths: true, actorType: true, actorId: true, requestId: true, status: true } });
  if (!run) return;
  // The run's author is the actor of every payslip it writes (audit entries as for a clerk's call).
  const principal: Principal = {
    kind: run.actorType === "user" ? "user" : "api_key",
    actorId: run.actorId ?? "00000000-0000-0000-0000-000000000000",
    organizationId: run.organizationId,
    readOnly: false,
    role: null,
  };
  const requestId = run.requestId ?? undefined;
  const { start, end } = periodBounds(run.period);
  const items = await db.payrollRunItem.findMany({ where: { id: { in: job.itemIds }, runId: run.id, outcome: "pending" }, orderBy: { position: "asc" }, select: { id: true, contractId: true } });
  for (const item of items) {
    try {
      if (run.autoFillEmptyMonths) {
        const any = await db.workEvent.findFirst({ where: { contractId: item.contractId, date: { gte: new Date(`${start}T00:00:00Z`), lte: new Date(`${end}T00:00:00Z`) } }, select: { id: true } });
        if (!any) await autoFillWorkEvents(principal, { domesticContractId: item.contractId, startDate: start, endDate: end }, requestId);
      }
      const contributionWeeks = await computeContributionWeeks(principal, { domesticContractId: item.contractId, startDate: start, endDate: end });
      const body = runPayrollBody.parse({
        domesticContractId: item.contractId,
        organizationId: run.organizationId,
        period: run.period,
        // notice weeks keep their mark: a final settlement's weeks are checked as the clerk's call checks them
        contributionWeeks: contributionWeeks.map((w) => ({ hours: w.hours, weekStart: w.weekStart, weekEnd: w.weekEnd, isFromNextPeriod: w.isFromNextPeriod, ...(w.isNoticePeriod ? { isNoticePeriod: true } : {}) })),
      });
      await db.$transaction(
        async (tx) => {
          await lockContractPayslips(tx, item.contractId);
          const rows = await tx.$queryRaw<{ outcome: string }[]>`SELECT outcome FROM payroll_run_items WHERE id = ${item.id}::uuid FOR UPDATE`;
          if (rows[0]?.outcome !== "pending") return; // cancelled, or finished by another worker
          let outcome: Outcome;
          try {
            const stored = await storeDraftPayslip(tx, principal, body, requestId);
            outcome = { outcome: stored.warnings.length ? "warnings" : "ok", payslipId: stored.id, warnings: stored.warnings };
          } catch (error) {
            // Refusals happen before any write, so the transaction is still clean.
            const refused = outcomeOfError(error);
            if (!refused || refused.outcome === "failed") throw error;
            outcome = refused;
          }
          await recordOutcome(item.id, outcome, tx as unknown as ReturnType<typeof getDb>);
        },
        { timeout: 30_000, maxWait: 30_000 },
      );
    } catch (error) {
      const failed = outcomeOfError(error);
      if (!failed) throw error; // unexpected (database down…): the job fails and pg-boss retries it
      await recordOutcome(item.id, failed);
    }
  }
  await completeRunIfDone(run.id);
}

/** Marks the run completed once no item is pending; exactly one caller wins and emits the event. */
export async function completeRunIfDone(runId: string): Promise<void> {
  // the completion and its event in one transaction (the outbox), the event queued after the commit
  const deliveries = await getDb().$transaction(async (tx) => {
    const done = await tx.$executeRaw`UPDATE payroll_runs SET status = 'completed', completed_at = now()
      WHERE id = ${runId}::uuid AND status = 'running' AND NOT EXISTS (SELECT 1 FROM payroll_run_items WHERE run_id = ${runId}::uuid AND outcome = 'pending')`;
    if (done === 0) return [];
    const run = await tx.payrollRun.findUniqueOrThrow({ where: { id: runId }, select: PAYROLL_RUN_SELECT });
    const counts = (await runCounts(tx, [runId])).get(runId)!;
    return recordWebhookEvent(tx, run.organizationId, "payroll_run.completed", { object: serializePayrollRun(run, counts) });
  });
  await queueWebhookDeliveries(deliveries);
}

import { processPayrollBatch, type PayrollBatchJob } from "@/lib/services/payroll-runs/process-payroll-batch";
import { processFinalizeBatch, type FinalizeBatchJob } from "@/lib/services/payroll-runs/finalize-payroll-run";
import { renderPayslipDocuments, type PayslipDocumentsJob } from "@/lib/services/documents/render-payslip-documents";
import { deliverWebhook } from "@/lib/services/webhooks/deliver-webhook";
import { claimDeliverySlot, DEFER_SECONDS, DEFERRED_PRIORITY, webhookConcurrency } from "@/lib/services/webhooks/fair-delivery";
import { requeueStrandedDeliveries } from "@/lib/services/webhooks/emit-webhook-event";
import { sweepExpiredIdempotencyRecords } from "@/lib/services/maintenance/sweep-expired";
import { sweepDueInpsCommunications } from "@/lib/services/inps-communications/sweep-due-communications";
import { sendDueEmails } from "@/lib/services/email/send-outbox";
import { sweepContributionReminders } from "@/lib/services/contribution-payments/sweep-contribution-reminders";
import { processBookImport } from "@/lib/services/imports/process-book-import";
import { getBoss, onBossStop, QUEUES, stopBoss } from "./boss";

const globalForWorkers = globalThis as typeof globalThis & { __workersStarted?: boolean };

/**
 * Registers this process's workers: payroll batches, a run's finalize and its PDFs, webhook deliveries, imports and e-mails. Called by the app at
 * start (instrumentation.ts) unless PAGHE_WORKERS=off, and by `npm run worker`.
 */
export async function startWorkers(): Promise<void> {
  if (globalForWorkers.__workersStarted) return;
  globalForWorkers.__workersStarted = true;
  const timers: NodeJS.Timeout[] = [];
  onBossStop(() => {
    for (const timer of timers) clearInterval(timer);
    globalForWorkers.__workersStarted = false;
  });
  const boss = await getBoss();
  const concurrency = Math.max(1, Number.parseInt(process.env.PAGHE_WORKER_CONCURRENCY ?? "1", 10) || 1);
  for (let i = 0; i < concurrency; i++) {
    const workerId: string = await boss.work<PayrollBatchJob>(QUEUES.payrollBatch, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (!job) return;
      await processPayrollBatch(job.data);
      // a month-end queues its batches at once: fetch the next one now instead of after the polling interval
      boss.notifyWorker(workerId);
    });
  }
  // a run's finalize: its batches, then the stored PDFs of each batch (queues of their own, so a
  // month's PDFs never hold up another organization's run)
  const finalizeWorker: string = await boss.work<FinalizeBatchJob>(QUEUES.payrollFinalize, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    await processFinalizeBatch(job.data);
    boss.notifyWorker(finalizeWorker);
  });
  for (let i = 0; i < concurrency; i++) {
    const documentsWorker: string = await boss.work<PayslipDocumentsJob>(
      QUEUES.payslipDocuments,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (!job) return;
        await renderPayslipDocuments(job.data);
        boss.notifyWorker(documentsWorker);
      },
    );
  }
  // several deliveries at once, at most one per endpoint (lib/services/webhooks/fair-delivery.ts):
  // a slow receiver holds one slot, not the queue
  for (let i = 0; i < webhookConcurrency(); i++) {
    await boss.work<{ deliveryId: string }>(QUEUES.webhookDelivery, { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
      if (!job) return;
      const slot = await claimDeliverySlot(job.data.deliveryId);
      if (slot === "gone") return;
      if (slot === null) {
        // its endpoint or organization is busy here: back on the queue, not an attempt, behind the
        // deliveries waiting for the first time (the queue serves higher priorities first, then the
        // oldest): a busy organization's deferred deliveries, sent again every DEFER_SECONDS, would
        // otherwise stand in front of another organization's new one whenever they are due
        await boss.send(QUEUES.webhookDelivery, job.data, { startAfter: DEFER_SECONDS, retryLimit: job.retryLimit, priority: DEFERRED_PRIORITY });
        return;
      }
      try {
        await deliverWebhook(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
      } finally {
        slot.release();
      }
    });
  }
  // bulk imports: one at a time per process (each row is its own transaction)
  await boss.work<{ importId: string }>(QUEUES.bookImport, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) await processBookImport(job.data.importId);
  });
  // the outbox's e-mails: sent when a commit kicks the queue, and swept every few seconds (retries
  // whose time has come, kicks lost to a crash); one send at a time per process
  let sending: Promise<unknown> | null = null;
  const sendEmails = () => {
    sending ??= sendDueEmails()
      .catch((error: unknown) =>
        console.error(JSON.stringify({ level: "error", source: "email", step: "send", error: error instanceof Error ? error.name : typeof error })),
      )
      .finally(() => {
        sending = null;
      });
    return sending;
  };
  await boss.work(QUEUES.emailSend, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
    await sendEmails();
  });
  timers.push(setInterval(() => void sendEmails(), Math.max(1000, Number.parseInt(process.env.PAGHE_EMAIL_SWEEP_MS ?? "", 10) || 5000)).unref());
  // webhook deliveries recorded but never queued (a crash after the commit): found and queued again;
  // expired idempotency records (and the personal data of their stored answers) removed
  const sweep = () => {
    void requeueStrandedDeliveries().catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", source: "webhooks", step: "sweep", error: error instanceof Error ? error.name : typeof error })),
    );
    void sweepExpiredIdempotencyRecords().catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", source: "idempotency", step: "sweep", error: error instanceof Error ? error.name : typeof error })),
    );
    // communications to INPS due today or tomorrow: inps_communication.due, once each
    void sweepDueInpsCommunications().catch((error: unknown) =>
      console.error(
        JSON.stringify({ level: "error", source: "inps_communications", step: "sweep", error: error instanceof Error ? error.name : typeof error }),
      ),
    );
    // contribution payments not paid: the reminder before the due date, the one after it (and .overdue)
    void sweepContributionReminders().catch((error: unknown) =>
      console.error(
        JSON.stringify({ level: "error", source: "contribution_payments", step: "sweep", error: error instanceof Error ? error.name : typeof error }),
      ),
    );
  };
  sweep();
  timers.push(setInterval(sweep, 60_000).unref());
}

/**
 * startWorkers until it succeeds (the app's in-process workers): a database that is slow to answer
 * at start — a connection timeout on a loaded machine, a server still starting — must not leave the
 * app without workers for its whole life, runs stuck at "running" and e-mails never sent. A failed
 * attempt stops the half-started queue (no worker registered twice) and the next one starts afresh,
 * after 1, 2, 4 … at most 30 s.
 */
export function keepStartingWorkers(attempt = 0): void {
  startWorkers().catch(async (error: unknown) => {
    const delayMs = Math.min(30_000, 1_000 * 2 ** attempt);
    console.error(
      JSON.stringify({
        level: "error",
        source: "worker",
        step: "start",
        attempt: attempt + 1,
        retryInMs: delayMs,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    await stopBoss(1_000).catch(() => undefined);
    globalForWorkers.__workersStarted = false;
    setTimeout(() => keepStartingWorkers(attempt + 1), delayMs).unref();
  });
}

export function workersStarted(): boolean {
  return globalForWorkers.__workersStarted === true;
}

import PgBoss from "pg-boss";
import type pg from "pg";
import { getPool } from "@/lib/db/client";

/**
 * The job queue: pg-boss 10 over the app's own pg pool (ARCHITECTURE.md "Job queue"). Its tables
 * live in the schema "pgboss", created and upgraded by pg-boss itself at start.
 */
export const QUEUES = {
  payrollBatch: "payroll-run-batch",
  /** a batch of a run's items to finalize (lib/services/payroll-runs/finalize-payroll-run.ts) */
  payrollFinalize: "payroll-run-finalize",
  /** the stored PDFs of payslips just finalized (lib/services/documents/render-payslip-documents.ts) */
  payslipDocuments: "payslip-documents",
  webhookDelivery: "webhook-delivery",
  /** "send the outbox's due e-mails now" (a kick after a commit; lib/services/email/send-outbox.ts) */
  emailSend: "email-send",
  /** one bulk import of a book (lib/services/imports/process-book-import.ts) */
  bookImport: "book-import",
} as const;

const intEnv = (name: string, fallback: number) => {
  const v = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** A batch job taking longer than this is presumed dead (its worker killed) and retried. */
export const jobExpireSeconds = () => intEnv("PAGHE_QUEUE_EXPIRE_SECONDS", 120);

const globalForBoss = globalThis as typeof globalThis & { __boss?: Promise<PgBoss> };

/** executeSql on one client (a transaction the caller holds) or on the pool. */
export function sqlExecutor(client: pg.Pool | pg.ClientBase): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) };
}

/** The instances stopBoss has stopped (their executor's after-stop rule). */
const stoppedBosses = new WeakSet<PgBoss>();

/**
 * The boss's own executor, on the app's pool. A job still running when its boss stopped (a graceful
 * stop that timed out) finishes later, and pg-boss records its completion or failure without
 * awaiting it: on a pool already ended (the app leaving, the database reconnected, a test file's
 * teardown) that rejection would be unhandled, which ends a Node process. After the stop such a
 * write is given up and logged; the job, still active in the queue, expires and runs again.
 */
function poolExecutor(pool: pg.Pool, stopped: () => boolean): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      try {
        return await pool.query(text, values);
      } catch (error) {
        if (!stopped()) throw error;
        console.error(JSON.stringify({ level: "warn", source: "queue", step: "after-stop", error: error instanceof Error ? error.message : String(error) }));
        // the shape of pg-boss's completion commands' answer (mapCommandResponse): nothing changed
        return { rows: [{ count: "0" }], rowCount: 0 };
      }
    },
  };
}

async function createBoss(): Promise<PgBoss> {
  let self: PgBoss | null = null;
  const boss = new PgBoss({
    db: poolExecutor(getPool(), () => self !== null && stoppedBosses.has(self)),
    schema: "pgboss",
    // Expired jobs (a killed worker) are found by maintenance: every few seconds, not minutes.
    maintenanceIntervalSeconds: intEnv("PAGHE_QUEUE_MAINTENANCE_SECONDS", 10),
    monitorStateIntervalSeconds: 60,
  });
  self = boss;
  boss.on("error", (error: Error) => console.error(JSON.stringify({ level: "error", source: "queue", error: error.name, message: error.message })));
  await boss.start();
  await setUpQueues(boss, getPool());
  return boss;
}

const queueOptions = (): [string, PgBoss.Queue][] => [
  [QUEUES.payrollBatch, { name: QUEUES.payrollBatch, retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: jobExpireSeconds() }],
  [QUEUES.payrollFinalize, { name: QUEUES.payrollFinalize, retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: jobExpireSeconds() }],
  // a PDF not rendered here is rendered on its first request: a few retries are enough
  [QUEUES.payslipDocuments, { name: QUEUES.payslipDocuments, retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: jobExpireSeconds() }],
  // Webhook deliveries: 8 retries with exponential backoff (1 s, 2 s, 4 s … about 4 minutes in all).
  [
    QUEUES.webhookDelivery,
    { name: QUEUES.webhookDelivery, retryLimit: intEnv("PAGHE_WEBHOOK_RETRY_LIMIT", 8), retryDelay: 1, retryBackoff: true, expireInSeconds: 60 },
  ],
  // E-mail kicks: the retries and their backoff are the outbox row's own (attempts, next_attempt_at),
  // so a kick is not retried; the sweep sends whatever a lost kick would have.
  [QUEUES.emailSend, { name: QUEUES.emailSend, retryLimit: 0, expireInSeconds: 300 }],
  // An import retried after a killed worker starts over: the rows it wrote are matched and skipped.
  [QUEUES.bookImport, { name: QUEUES.bookImport, retryLimit: 2, retryDelay: 5, expireInSeconds: 1800 }],
];

const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === "40P01";

/**
 * Creates (first start) and updates our queues. pg-boss's create_queue inserts the queue row, then
 * adds a foreign key to the queue table: two processes creating queues at once each wait for the
 * other's lock, and Postgres kills one of them (deadlock). So the processes take turns (a session
 * advisory lock on a connection of their own; not on the embedded database, whose single
 * connection serves one process), and a deadlock met anyway is retried.
 */
export async function setUpQueues(boss: PgBoss, pool: pg.Pool, schema = "pgboss"): Promise<void> {
  const lockKey = `paghe:queue-setup:${schema}`;
  const lockHolder = pool.options.max !== undefined && pool.options.max > 1 ? await pool.connect() : null;
  const ignore = () => undefined;
  lockHolder?.on("error", ignore);
  try {
    await lockHolder?.query("SELECT pg_advisory_lock(hashtext($1))", [lockKey]);
    for (const [name, options] of queueOptions()) {
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name, options);
          await boss.updateQueue(name, options); // the settings of this version win over an older creation
          break;
        } catch (error) {
          if (!isDeadlock(error) || attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
        }
      }
    }
  } finally {
    if (lockHolder) {
      await lockHolder.query("SELECT pg_advisory_unlock(hashtext($1))", [lockKey]).catch(ignore);
      lockHolder.removeListener("error", ignore);
      lockHolder.release();
    }
  }
}

/** The process's pg-boss instance, started once. */
export function getBoss(): Promise<PgBoss> {
  globalForBoss.__boss ??= createBoss().catch((error) => {
    globalForBoss.__boss = undefined;
    throw error;
  });
  return globalForBoss.__boss;
}

const globalForStop = globalThis as typeof globalThis & { __onBossStop?: (() => void)[] };

/**
 * Runs `cleanup` when the queue stops: what was started on this instance (the workers' timers and
 * their started flag, lib/queue/workers.ts) ends with it, so a later getBoss() starts afresh (a
 * test worker runs many files in one process).
 */
export function onBossStop(cleanup: () => void): void {
  (globalForStop.__onBossStop ??= []).push(cleanup);
}

/** Stops the queue, letting the jobs in flight finish for up to `timeoutMs` (a test file's teardown gives them longer). */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const pending = globalForBoss.__boss;
  globalForBoss.__boss = undefined;
  for (const cleanup of globalForStop.__onBossStop?.splice(0) ?? []) cleanup();
  if (!pending) return;
  const boss = await pending.catch(() => null);
  if (!boss) return;
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs }).catch(() => undefined);
  stoppedBosses.add(boss);
}

/**
 * Idempotency-Key under database faults (issue 27): the key's record commits in the operation's
 * own transaction, so a keyed write executes exactly once however the database fails around it.
 *
 * - A COMMIT whose answer is lost (the server committed, the connection dies before the client
 *   hears it): the caller gets a 5xx, its retry replays the first answer and runs nothing again.
 * - Connection kills under a stream of keyed writes (work events, batches, employers, payroll
 *   runs): every key executed exactly once (one audit entry among all its attempts).
 * - A request that outlives the lease keeps its key (a retry is told to wait, never runs it), and
 *   its caller gets its real answer; a request whose key was taken over rolls back.
 *
 * Each attempt sends its own x-request-id, which the services write into their audit entries: the
 * number of audit entries carrying the request ids of one key's attempts is how often it executed.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as events from "@/app/(api)/v1/work-events/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as runPayroll from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as payrollRuns from "@/app/(api)/v1/payroll-runs/route";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call, type CallResult } from "../support/http";

const kind = inject("databaseKind");
const databaseUrl = inject("databaseUrl");
const dbName = new URL(databaseUrl).pathname.slice(1);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RUN = randomUUID().slice(0, 8);

type Handler = Parameters<typeof call>[0];
interface KeyedOp {
  key: string;
  handler: Handler;
  path: string;
  query?: Record<string, string>;
  body: unknown;
  /** the request ids of every attempt */
  attempts: string[];
}

let admin: pg.Client;
let colfId = "";
let babysitterId = "";

/** The COMMIT of the next transaction reaches the server, and its answer is lost: the connection dies. */
let loseNextCommit = false;
const originalQuery = pg.Client.prototype.query;

function installCommitFault() {
  (pg.Client.prototype as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (loseNextCommit && text?.trim().toUpperCase() === "COMMIT" && typeof args[args.length - 1] !== "function") {
      loseNextCommit = false;
      const sent = (originalQuery as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      return sent.then(() => {
        (this as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
        throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
      });
    }
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
}

async function attempt(op: KeyedOp): Promise<CallResult> {
  const requestId = randomUUID();
  op.attempts.push(requestId);
  return call(op.handler, "POST", op.path, { query: op.query, body: op.body, headers: { "idempotency-key": op.key, "x-request-id": requestId } });
}

/** Retries like a careful client: on 5xx and on 409 "in progress", with the same key, until an answer. */
async function untilAnswered(op: KeyedOp, deadlineMs = 20_000): Promise<CallResult> {
  const started = Date.now();
  for (;;) {
    const res = await attempt(op);
    const retry = res.status >= 500 || (res.status === 409 && res.body?.code === "idempotency_key_in_use");
    if (!retry) return res;
    if (Date.now() - started > deadlineMs) throw new Error(`${op.key}: no answer within ${deadlineMs} ms (last ${res.status} ${res.text})`);
    await sleep(30 + Math.random() * 50);
  }
}

/** How many times the operation behind these attempts executed: its audit entries. */
async function executions(op: KeyedOp): Promise<number> {
  const rows = await getDb().$queryRaw<
    { n: number }[]
  >`SELECT count(DISTINCT request_id)::int AS n FROM audit_log WHERE request_id = ANY(${op.attempts}::text[])`;
  return rows[0]!.n;
}

async function terminateAppConnections() {
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [dbName]);
}

const workEvent = (date: string) => ({ domesticContractId: colfId, date, hours: "1", type: "work", subType: "regular_work", multiplier: "1" });
const isoDay = (base: string, plus: number) => {
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
};

describe.skipIf(kind !== "postgres")("Idempotency-Key under database faults", () => {
  beforeAll(async () => {
    const adminUrl = new URL(databaseUrl);
    adminUrl.pathname = "/postgres";
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const contract = (lastName: string) =>
      getDb().domesticContract.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID, workerLastName: lastName }, select: { id: true } });
    colfId = (await contract("Bianchi")).id;
    babysitterId = (await contract("Greco")).id;
    installCommitFault();
    // every 5xx logs a line: not wanted in the test's output
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    vi.restoreAllMocks();
    await admin?.end();
  });

  it("a COMMIT whose answer is lost: the retry replays the first answer and nothing runs twice", async () => {
    // run-payroll needs a month of events and its weeks (its own pg transaction, not Prisma's)
    const month = { start: "2025-10-01", end: "2025-10-31" };
    expect(
      (
        await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
          body: { domesticContractId: babysitterId, startDate: month.start, endDate: month.end },
        })
      ).status,
    ).toBe(201);
    const contributionWeeks = (
      await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
        body: { domesticContractId: babysitterId, startDate: month.start, endDate: month.end },
      })
    ).body as unknown[];

    const ops: KeyedOp[] = [
      { key: `lost-event-${RUN}`, handler: events.POST, path: "/v1/work-events", body: workEvent("2024-02-05"), attempts: [] },
      {
        key: `lost-batch-${RUN}`,
        handler: batch.POST,
        path: "/v1/work-events/batch",
        query: { domesticContractId: colfId },
        body: Array.from({ length: 20 }, (_, i) => ({ date: isoDay("2024-03-01", i), hours: "1", type: "work", subType: "regular_work", multiplier: "1" })),
        attempts: [],
      },
      {
        key: `lost-employer-${RUN}`,
        handler: employers.POST,
        path: "/v1/employers",
        body: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Persa", lastName: `Risposta${RUN}` } },
        attempts: [],
      },
      {
        key: `lost-run-${RUN}`,
        handler: payrollRuns.POST,
        path: "/v1/payroll-runs",
        body: { period: "2024-05", scope: { contractIds: [colfId] }, autoFillEmptyMonths: false },
        attempts: [],
      },
      {
        key: `lost-payslip-${RUN}`,
        handler: runPayroll.POST,
        path: "/v1/domestic-payslips/run-payroll",
        body: {
          domesticContractId: babysitterId,
          organizationId: DEMO_ORGANIZATION_ID,
          period: "2025-10",
          contributionWeeks,
          notUsedVacationContributionHours: "0.00",
          missingNoticeWeeks: "0",
        },
        attempts: [],
      },
    ];
    for (const op of ops) {
      loseNextCommit = true;
      const first = await attempt(op);
      expect(loseNextCommit, `${op.key}: a COMMIT was sent`).toBe(false);
      expect(first.status, `${op.key}: ${first.text}`).toBeGreaterThanOrEqual(500);
      const retried = await untilAnswered(op);
      expect([201, 202], `${op.key}: ${retried.text}`).toContain(retried.status);
      expect(retried.headers.get("idempotent-replayed"), op.key).toBe("true");
      expect(await executions(op), op.key).toBe(1);
    }
    // what the operations wrote, once
    expect(await getDb().workEvent.count({ where: { contractId: colfId, date: new Date("2024-02-05T00:00:00Z") } })).toBe(1);
    expect(
      await getDb().workEvent.count({ where: { contractId: colfId, date: { gte: new Date("2024-03-01T00:00:00Z"), lte: new Date("2024-03-20T00:00:00Z") } } }),
    ).toBe(20);
    expect(await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID, displayName: { contains: `Risposta${RUN}` } } })).toBe(1);
    expect(await getDb().payrollRun.count({ where: { organizationId: DEMO_ORGANIZATION_ID, period: "2024-05" } })).toBe(1);
  }, 60_000);

  it("connection kills under keyed writes: every key executes exactly once and answers its own result", async () => {
    // runs other files of this tier made before (in whatever order they ran) are not this test's
    const runsBefore = (await getDb().payrollRun.findMany({ where: { organizationId: DEMO_ORGANIZATION_ID }, select: { id: true } })).map((r) => r.id);
    const ops: KeyedOp[] = [];
    for (let i = 0; i < 12; i++) {
      ops.push({ key: `kill-event-${RUN}-${i}`, handler: events.POST, path: "/v1/work-events", body: workEvent(isoDay("2024-06-03", i)), attempts: [] });
      ops.push({
        key: `kill-batch-${RUN}-${i}`,
        handler: batch.POST,
        path: "/v1/work-events/batch",
        query: { domesticContractId: colfId },
        body: Array.from({ length: 5 }, (_, j) => ({
          date: isoDay("2024-07-01", i * 5 + j),
          hours: "1",
          type: "work",
          subType: "regular_work",
          multiplier: "1",
        })),
        attempts: [],
      });
      ops.push({
        key: `kill-employer-${RUN}-${i}`,
        handler: employers.POST,
        path: "/v1/employers",
        body: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Uccisa", lastName: `Connessione${RUN}x${i}` } },
        attempts: [],
      });
    }
    for (let i = 0; i < 6; i++) {
      ops.push({
        key: `kill-run-${RUN}-${i}`,
        handler: payrollRuns.POST,
        path: "/v1/payroll-runs",
        body: { period: `2025-0${i + 1}`, scope: { contractIds: [colfId] }, autoFillEmptyMonths: false },
        attempts: [],
      });
    }
    // a claim whose INSERT committed unheard (and could not be freed) waits for its lease: a short one here
    const previousLease = process.env.IDEMPOTENCY_LEASE_MS;
    process.env.IDEMPOTENCY_LEASE_MS = "1500";
    let killing = true;
    let kills = 0;
    // Kills every 40–120 ms for 10 s, over the first ops and their retries: a write longer than the
    // interval (a batch of events, a run) could otherwise never finish while the killing went on,
    // and the test would measure the interval, not the keys. The later ops then meet the
    // connections the kills left dead in the pool.
    const killUntil = Date.now() + 10_000;
    const killer = (async () => {
      while (killing && Date.now() < killUntil) {
        await sleep(40 + Math.random() * 80);
        await terminateAppConnections();
        kills++;
      }
    })();
    const answers = new Map<string, CallResult>();
    try {
      // four clients at a time
      const queue = [...ops];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let op = queue.shift(); op; op = queue.shift()) answers.set(op.key, await untilAnswered(op, 45_000));
        }),
      );
    } finally {
      killing = false;
      await killer;
      if (previousLease === undefined) delete process.env.IDEMPOTENCY_LEASE_MS;
      else process.env.IDEMPOTENCY_LEASE_MS = previousLease;
    }
    // the pool's connections killed last are found dead by the next statements: let them go first
    for (let ok = 0; ok < 12;)
      ok = await getDb().$queryRaw`SELECT 1`.then(
        () => ok + 1,
        () => 0,
      );
    expect(kills).toBeGreaterThan(5);
    const retriedKeys = ops.filter((op) => op.attempts.length > 1).length;
    expect(retriedKeys, "some keys met a fault").toBeGreaterThan(0);
    for (const op of ops) {
      const answer = answers.get(op.key)!;
      expect([201, 202], `${op.key}: ${answer.text}`).toContain(answer.status);
      expect(await executions(op), `${op.key} (${op.attempts.length} attempts)`).toBe(1);
    }
    // the answers name what was stored, once
    const runs = ops.filter((op) => op.key.startsWith("kill-run-"));
    const runIds = runs.map((op) => (answers.get(op.key)!.body as { id: string }).id);
    expect(await getDb().payrollRun.count({ where: { id: { in: runIds } } })).toBe(runs.length);
    expect(
      await getDb().payrollRun.count({
        where: { organizationId: DEMO_ORGANIZATION_ID, period: { in: runs.map((_, i) => `2025-0${i + 1}`) }, id: { notIn: runsBefore } },
      }),
    ).toBe(runs.length);
    expect(
      await getDb().workEvent.count({
        where: { contractId: colfId, date: { gte: new Date("2024-07-01T00:00:00Z"), lte: new Date(`${isoDay("2024-07-01", 59)}T00:00:00Z`) } },
      }),
    ).toBe(60);
    expect(await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID, displayName: { contains: `Connessione${RUN}x` } } })).toBe(12);
  }, 120_000);

  describe("a request that outlives its lease", () => {
    let holder: pg.Client;
    const previousLease = process.env.IDEMPOTENCY_LEASE_MS;
    beforeAll(async () => {
      process.env.IDEMPOTENCY_LEASE_MS = "300";
      holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
    });
    afterAll(async () => {
      if (previousLease === undefined) delete process.env.IDEMPOTENCY_LEASE_MS;
      else process.env.IDEMPOTENCY_LEASE_MS = previousLease;
      await holder.end();
    });

    /** Holds the lock a payroll run of the period waits for, so the request runs as long as the test wants. */
    async function holdRunLock(period: string) {
      await holder.query("SELECT pg_advisory_lock(hashtext($1))", [`payroll-run:${DEMO_ORGANIZATION_ID}:${period}`]);
      return () => holder.query("SELECT pg_advisory_unlock(hashtext($1))", [`payroll-run:${DEMO_ORGANIZATION_ID}:${period}`]);
    }

    it("keeps its key while it runs: a retry waits, the run is created once and its caller gets it", async () => {
      const op: KeyedOp = {
        key: `slow-run-${RUN}`,
        handler: payrollRuns.POST,
        path: "/v1/payroll-runs",
        body: { period: "2024-09", scope: { contractIds: [colfId] }, autoFillEmptyMonths: false },
        attempts: [],
      };
      const release = await holdRunLock("2024-09");
      const slow = attempt(op);
      await sleep(1_200); // four leases
      const meanwhile = await attempt(op);
      expect(meanwhile.status, meanwhile.text).toBe(409);
      expect(meanwhile.body.code).toBe("idempotency_key_in_use");
      await release();
      const answer = await slow;
      expect(answer.status, answer.text).toBe(202);
      const replay = await attempt(op);
      expect(replay.status).toBe(202);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body.id).toBe(answer.body.id);
      expect(await getDb().payrollRun.count({ where: { organizationId: DEMO_ORGANIZATION_ID, period: "2024-09" } })).toBe(1);
      expect(await executions(op)).toBe(1);
    }, 30_000);

    it("whose key was taken over (its lease ran out while it hung) rolls back: the operation runs once", async () => {
      const op: KeyedOp = {
        key: `hung-run-${RUN}`,
        handler: payrollRuns.POST,
        path: "/v1/payroll-runs",
        body: { period: "2024-10", scope: { contractIds: [colfId] }, autoFillEmptyMonths: false },
        attempts: [],
      };
      const release = await holdRunLock("2024-10");
      const hung = attempt(op);
      await sleep(200);
      // what a retry does once the lease of a hung request (one whose process stopped renewing it) ran out
      await getDb().idempotencyRecord.deleteMany({ where: { key: op.key } });
      const takeover = attempt(op);
      await sleep(200);
      await release();
      const [first, second] = await Promise.all([hung, takeover]);
      const statuses = [first.status, second.status].sort();
      expect(statuses, `${first.text} ${second.text}`).toEqual([202, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body.code).toBe("idempotency_key_in_use");
      expect(await getDb().payrollRun.count({ where: { organizationId: DEMO_ORGANIZATION_ID, period: "2024-10" } })).toBe(1);
      expect(await executions(op)).toBe(1);
      const replay = await attempt(op);
      expect(replay.status).toBe(202);
      expect(replay.body.id).toBe((first.status === 202 ? first : second).body.id);
    }, 30_000);
  });
});

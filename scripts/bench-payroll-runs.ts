/**
 * Benchmark (not a test): month-end of N hourly contracts (default 1,000 over 300 employers)
 * through POST /v1/payroll-runs with the app's in-process worker(s), from the request to
 * `completed`; then its floor in the same run (floorOfTheRun: one read, the same engine calls,
 * COPY of the same rows), and the month's worklist, whole and paged, against a hand-written statement. With DATABASE_URL, on that Postgres server (a dedicated
 * `<db>_benchruns_<pid>` database is created and dropped); without it, on the embedded database
 * (in-memory PGlite, one connection: what `npm start` gives a single clerk).
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/paghe npx tsx scripts/bench-payroll-runs.ts
 *   BENCH_CONTRACTS=1000 PAGHE_WORKER_CONCURRENCY=2 … (batches computed at once by the process)
 *   BENCH_WORKER_PROCESSES=2 …  (no in-process worker: that many `scripts/worker.ts` processes)
 *   BENCH_HTTP=1 …  (through the production server: `npm start` on the benchmark's database, after
 *                    `npx next build`; the run is created by POST /v1/payroll-runs with an API key
 *                    and followed by GET /v1/payroll-runs/{id}, the server's own worker computing it)
 *   BENCH_FINALIZE=1 …  (then the run's finalize through the queue: its answer, every payslip final, every PDF stored)
 *   BENCH_ANALYZE=1 …  (ANALYZE after seeding: fresh statistics; by default none, as with autovacuum off,
 *                       which is turned off for the benchmark database's tables if the server has it on)
 *   BENCH_TEMPLATES=200 …  (contracts built through the builders; the others are their copies, made in SQL)
 *   BENCH_WORKLIST=0 …  (skip the month's worklist: at 100,000 contracts its whole month takes minutes)
 *   BENCH_CPU_PROF=/tmp/prof …  (with BENCH_WORKER_PROCESSES: each worker writes a CPU profile there when stopped)
 *   BENCH_WORKER_IMPORT=/path/module.mjs …  (with BENCH_WORKER_PROCESSES: a module each worker imports first, e.g. to time its statements)
 *   PAGHE_PAYROLL_BATCH_SIZE=25 …  (the run's batch size, to compare with the default)
 *   PAGHE_LOG_ANALYZE=1 …  (with BENCH_WORKER_PROCESSES: each analysis of the tables the run bulk-loads, its tables and time)
 * After the run it prints the items' pace at its start and its end and times the month-end's keyed
 * statements against the join forms they replaced, on the tables as the run left them.
 * It checks that every item was processed once (attempts = 1) and that each
 * contract has one payslip of the period.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { pipeline } from "node:stream/promises";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "../tests/support/test-database";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_API_KEY, TEST_OTHER_API_KEY } from "../tests/support/constants";
import { cpuMsOf } from "./bench-proc";

const N = Number(process.env.BENCH_CONTRACTS ?? 1000);
const WORKER_PROCESSES = Number(process.env.BENCH_WORKER_PROCESSES ?? 0);
const VIA_HTTP = process.env.BENCH_HTTP === "1";
const PORT = process.env.BENCH_PORT ?? "3196";
/** contracts built through the builders; the rest are their copies */
/** how often the run's progress is read (its counts group every item: at 100,000 items not ten times a second) */
const POLL_MS = Math.max(100, Math.min(1000, N / 100));
const TEMPLATES = Math.min(N, Number(process.env.BENCH_TEMPLATES ?? 200));

const testDb = await createTestDatabase("benchruns");
process.env.DATABASE_URL = testDb.url;
process.env.DATABASE_POOL_MAX = String(testDb.poolMax);
if (testDb.kind === "embedded" && (WORKER_PROCESSES > 0 || VIA_HTTP))
  throw new Error("separate worker or server processes need a real Postgres (DATABASE_URL)");
const { getDb, getPool, disconnectDb } = await import("@/lib/db/client");
const { seedDemo, DEMO_ORGANIZATION_ID: ORG } = await import("../prisma/seed/demo");
const { buildContract, buildEmployer } = await import("../prisma/seed/builders");
const { cloneContracts } = await import("../prisma/seed/clone-book");
const { startWorkers } = await import("@/lib/queue/workers");
const { stopBoss } = await import("@/lib/queue/boss");
const { createPayrollRun } = await import("@/lib/services/payroll-runs/create-payroll-run");
const { getPayrollRun } = await import("@/lib/services/payroll-runs/get-payroll-run");
const { listPayrollMonth } = await import("@/lib/services/payslips/list-payroll-month");
const { calculatePayslip, computeContributionWeeks, validateBeforeRun, periodBounds, planAutoFill } = await import("@/lib/payroll");
const { serviceContext } = await import("@/lib/services/context");

/** `npm start` on the benchmark's database (built app, migrations already applied, demo already seeded), ready when /readyz says so. */
async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: testDb.url, PORT, SKIP_BUILD: "true", PAGHE_DATA_DIR: mkdtempSync(path.join(tmpdir(), "paghe-bench-")) },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

/**
 * The month-end's floor: what any implementation has to do, written by hand. Before the clock
 * starts, the rows the run wrote (its work events, payslips and their lines, audit entries, items)
 * are read out as COPY text and empty tables like the app's are made (indexes included, no
 * triggers or foreign keys). Timed: one statement reading every input the engine takes (the
 * stored input snapshots: contract, terms, the month's events, running state, settings), the same
 * engine calls as the app per contract (auto-fill plan, validate-before-run, contribution weeks,
 * payslip, its result serialized), then COPY of the same rows into those tables in one transaction.
 */
async function floorOfTheRun(runId: string, since: Date) {
  const client = await getPool().connect();
  try {
    const org = `'${ORG}'::uuid`;
    const at = `'${since.toISOString()}'::timestamptz`;
    const ofRun = `payslip_id IN (SELECT id FROM payslips WHERE organization_id = ${org} AND period = '2025-01')`;
    const sources: [string, string][] = [
      ["work_events", `SELECT * FROM work_events WHERE organization_id = ${org} AND created_at >= ${at}`],
      ["payslips", `SELECT * FROM payslips WHERE organization_id = ${org} AND period = '2025-01'`],
      ["payslip_elements", `SELECT * FROM payslip_elements WHERE ${ofRun}`],
      ["payslip_inps_weeks", `SELECT * FROM payslip_inps_weeks WHERE ${ofRun}`],
      ["payslip_cassacolf_weeks", `SELECT * FROM payslip_cassacolf_weeks WHERE ${ofRun}`],
      ["audit_log", `SELECT * FROM audit_log WHERE organization_id = ${org} AND created_at >= ${at}`],
      ["payroll_run_items", `SELECT * FROM payroll_run_items WHERE run_id = '${runId}'::uuid`],
    ];
    await client.query("DROP SCHEMA IF EXISTS bench_floor CASCADE; CREATE SCHEMA bench_floor");
    // the rows as COPY text in files (at 100,000 contracts they are gigabytes: not held in memory)
    const dir = mkdtempSync(path.join(tmpdir(), "paghe-bench-floor-"));
    const copies: { table: string; file: string; rows: number }[] = [];
    for (const [table, select] of sources) {
      await client.query(`CREATE TABLE bench_floor.${table} (LIKE public.${table} INCLUDING ALL)`);
      const file = path.join(dir, table);
      let rows = 0;
      await pipeline(
        client.query(copyTo(`COPY (${select}) TO STDOUT`)),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            for (const b of chunk) if (b === 10) rows++;
            yield chunk;
          }
        },
        createWriteStream(file),
      );
      copies.push({ table, file, rows });
    }
    const { start, end } = periodBounds("2025-01");
    // one statement read through a cursor, 2,000 rows a fetch, each computed as it arrives (at
    // 100,000 contracts the snapshots do not fit a default heap at once)
    const t0 = performance.now();
    let readMs = 0;
    let payslips = 0;
    let serialized = 0;
    await client.query("BEGIN");
    await client.query(
      `DECLARE bench_inputs NO SCROLL CURSOR FOR SELECT input_snapshot FROM payslips WHERE organization_id = '${ORG}'::uuid AND period = '2025-01' AND kind = 'ordinary'`,
    );
    let engineMs = 0;
    for (;;) {
      const r0 = performance.now();
      const { rows: inputs } = await client.query<{ input_snapshot: any }>("FETCH 2000 FROM bench_inputs");
      readMs += performance.now() - r0;
      if (inputs.length === 0) break;
      payslips += inputs.length;
      const e0 = performance.now();
      computeAll(inputs);
      engineMs += performance.now() - e0;
    }
    await client.query("COMMIT");
    const t2 = performance.now();
    function computeAll(inputs: { input_snapshot: any }[]) {
      for (const { input_snapshot: x } of inputs) {
        planAutoFill({ startDate: x.contract.startDate, endDate: x.contract.endDate, terms: x.terms, patronSaintDay: null }, start, end, new Set());
        validateBeforeRun({
          contract: x.contract,
          terms: x.terms,
          period: "2025-01",
          events: x.events,
          state: x.state,
          options: {},
          settings: x.settings,
          facts: { workerFiscalCode: null, periodsWithoutPayslip: [], periodsWithDraftOnly: [], sickDays: [] },
        });
        computeContributionWeeks({ contract: x.contract, terms: x.terms, events: x.events, startDate: start, endDate: end, settings: x.settings });
        const result = calculatePayslip({ contract: x.contract, terms: x.terms, events: x.events, state: x.state, options: x.options, settings: x.settings });
        serialized += JSON.stringify(result).length + JSON.stringify(x).length;
      }
    }
    await client.query("BEGIN");
    for (const c of copies) await pipeline(createReadStream(c.file), client.query(copyFrom(`COPY bench_floor.${c.table} FROM STDIN`)));
    await client.query("COMMIT");
    const t3 = performance.now();
    rmSync(dir, { recursive: true, force: true });
    if (serialized === 0) throw new Error("nothing computed");
    return { readMs, engineMs, copyMs: t3 - t2, totalMs: t3 - t0, payslips, rows: copies.reduce((n, c) => n + c.rows, 0) };
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.query("DROP SCHEMA IF EXISTS bench_floor CASCADE").catch(() => undefined);
    client.release();
  }
}

/** The resident memory of a process now, in MiB. */
function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The peak resident memory of a process (its high-water mark), in MiB. */
function peakRssMiB(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The V8 flags `npm run worker` gives the worker process (package.json's script, between "node" and "--import"). */
const WORKER_NODE_FLAGS = (JSON.parse(readFileSync("package.json", "utf8")).scripts.worker as string).split(" ").filter((word) => /^--(?!import)/.test(word));

/** A worker process's CPU time so far (user + system), in seconds; the worker must still be running. */
function cpuSecondsOf(pid: number): number {
  const ms = cpuMsOf(pid);
  if (ms === null) throw new Error(`worker process ${pid} has gone`);
  return ms / 1000;
}

/** The machine's busy CPU time so far (every core, idle and I/O wait excluded), in seconds. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number) as number[];
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) / 100;
}

try {
  let db = getDb();
  await seedDemo(db, { adminEmail: TEST_ADMIN_EMAIL, adminPassword: TEST_ADMIN_PASSWORD, apiKey: TEST_API_KEY, otherApiKey: TEST_OTHER_API_KEY });
  const t0 = Date.now();
  // TEMPLATES real contracts through the builders (each with an employer of its own, as a household
  // usually is), then copied row for row in SQL (prisma/seed/clone-book.ts: employers, contracts,
  // terms; fresh ids) up to N: seeding 100,000 takes minutes, not hours (through the builders, every
  // contract re-aggregated its employer's workers' search text, 582 s for 10,000 at load 29)
  const copies = Math.max(0, Math.floor(N / TEMPLATES) - 1);
  const built = N - TEMPLATES * copies;
  const templates: string[] = [];
  for (let i = 0; i < built; i++) {
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Bench", lastName: `E${i}` } });
    const c = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "W", lastName: `C${i}`, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2025-01-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    templates.push(c.id);
  }
  const tBuilt = Date.now();
  // the copies on new connections: the sessions that built the templates cached generic plans of
  // the contracts' triggers made on near-empty tables (a sequential scan of the employers per row,
  // quadratic over 100,000 copies)
  await disconnectDb();
  db = getDb();
  if (copies > 0) await cloneContracts(db, templates.slice(0, TEMPLATES), copies, `bench${process.pid}`);
  console.log(`seed: ${built} contracts through the builders in ${tBuilt - t0} ms, ${TEMPLATES * copies} copied in SQL in ${Date.now() - tBuilt} ms`);
  console.log(
    `seeded ${N} contracts (an employer each) in ${Date.now() - t0} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  // no statistics unless asked: autovacuum off for this database's tables if the server has it on
  const [{ autovacuum }] = (await db.$queryRawUnsafe<{ autovacuum: string }[]>("SHOW autovacuum")) as [{ autovacuum: string }];
  if (autovacuum === "on" && process.env.BENCH_ANALYZE !== "1") {
    const tables = await db.$queryRawUnsafe<{ t: string }[]>(`SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = current_schema()`);
    for (const { t } of tables) await db.$executeRawUnsafe(`ALTER TABLE ${t} SET (autovacuum_enabled = false)`);
  }
  console.log(`autovacuum: ${autovacuum}${autovacuum === "on" && process.env.BENCH_ANALYZE !== "1" ? " (turned off for this database's tables)" : ""}`);
  if (process.env.BENCH_ANALYZE === "1") await db.$executeRawUnsafe("ANALYZE");
  const children: ChildProcess[] = [];
  if (WORKER_PROCESSES > 0) {
    for (let i = 0; i < WORKER_PROCESSES; i++) {
      const child = spawn(
        process.execPath,
        [
          ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", process.env.BENCH_CPU_PROF] : []),
          ...(process.env.BENCH_WORKER_IMPORT ? ["--import", process.env.BENCH_WORKER_IMPORT] : []),
          // as `npm run worker` starts it (its V8 flags), unless BENCH_WORKER_FLAGS says otherwise
          ...(process.env.BENCH_WORKER_FLAGS !== undefined ? process.env.BENCH_WORKER_FLAGS.split(" ").filter(Boolean) : WORKER_NODE_FLAGS),
          "--import",
          "tsx",
          "scripts/worker.ts",
        ],
        {
          env: { ...process.env, DATABASE_POOL_MAX: "4" },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      children.push(child);
      // started when it says so; then its analyses of the tables the run bulk-loads (PAGHE_LOG_ANALYZE=1) are shown
      await new Promise<void>((resolve) =>
        child.stdout!.on("data", (b: Buffer) => {
          const text = b.toString();
          if (text.includes("worker started")) resolve();
          for (const line of text.split("\n")) if (line.includes('"step":"analyze"')) console.log(`worker ${i + 1}: ${line}`);
        }),
      );
    }
  } else if (VIA_HTTP) {
    children.push(await startServer());
  } else {
    await startWorkers();
  }
  const principal = { kind: "api_key" as const, actorId: "00000000-0000-4000-8000-0000000000aa", organizationId: ORG, readOnly: false, role: null };
  const ctx = serviceContext(principal, `bench-${process.pid}`);
  // memory along the run: each worker process's resident set (this process's without them) per
  // tenth of the items processed, the highest seen in that tenth: flat if nothing is kept per batch
  const rssByTenth: number[][] = Array.from({ length: 10 }, () => []);
  let lastSample = 0;
  const sampleMemory = (v: { total: number; counts: unknown }) => {
    if (performance.now() - lastSample < 1000) return;
    lastSample = performance.now();
    const counts = v.counts as Record<string, number>;
    const done = v.total - (counts.pending ?? 0);
    const tenth = Math.min(9, Math.floor((done * 10) / Math.max(1, v.total)));
    const now = children.length && !VIA_HTTP ? children.map((c) => rssMiB(c.pid!)) : [process.memoryUsage().rss / 2 ** 20];
    rssByTenth[tenth] = rssByTenth[tenth]!.length ? rssByTenth[tenth]!.map((x, i) => Math.max(x, now[i] ?? 0)) : now;
  };
  const started = performance.now();
  const cpuAtStart = { machine: machineBusySeconds(), self: process.cpuUsage(), workers: children.map((c) => cpuSecondsOf(c.pid!)) };
  let view: { id: string; status: string; total: number; counts: unknown };
  if (VIA_HTTP) {
    const base = `http://127.0.0.1:${PORT}`;
    const headers = { authorization: `Bearer ${TEST_API_KEY}`, "content-type": "application/json", "idempotency-key": `bench-${process.pid}` };
    const created = await fetch(`${base}/v1/payroll-runs`, {
      method: "POST",
      headers,
      body: JSON.stringify({ period: "2025-01", scope: "all", autoFillEmptyMonths: true }),
    });
    if (created.status !== 202) throw new Error(`POST /v1/payroll-runs → ${created.status} ${await created.text()}`);
    view = (await created.json()) as typeof view;
    while (view.status === "running") {
      await new Promise((r) => setTimeout(r, POLL_MS));
      view = (await (await fetch(`${base}/v1/payroll-runs/${view.id}?limit=1`, { headers })).json()) as typeof view;
      sampleMemory(view);
    }
  } else {
    view = await createPayrollRun(ctx, { period: "2025-01", scope: "all", autoFillEmptyMonths: true });
    while (view.status === "running") {
      await new Promise((r) => setTimeout(r, POLL_MS));
      view = await getPayrollRun(ctx, view.id, { page: 1, limit: 0 });
      sampleMemory(view);
    }
  }
  // where the machine's CPU went during the run: the worker processes, this process (its polling; with
  // no worker processes, the worker too), and the rest (Postgres's backends, mostly)
  const cpuSpent = {
    machine: machineBusySeconds() - cpuAtStart.machine,
    self: (() => {
      const u = process.cpuUsage(cpuAtStart.self);
      return (u.user + u.system) / 1e6;
    })(),
    workers: children.map((c, i) => cpuSecondsOf(c.pid!) - cpuAtStart.workers[i]!),
  };
  const run = { id: view.id };
  const runStartedAt = (await db.payrollRun.findUniqueOrThrow({ where: { id: run.id }, select: { createdAt: true } })).createdAt;
  const wall = performance.now() - started;
  const workers = VIA_HTTP
    ? "HTTP: POST /v1/payroll-runs to the production server, its in-process worker"
    : WORKER_PROCESSES > 0
      ? `${WORKER_PROCESSES} worker processes`
      : `in-process worker, concurrency ${process.env.PAGHE_WORKER_CONCURRENCY ?? 1}`;
  console.log(`database: ${testDb.kind}`);
  console.log(
    `month-end: ${view.total} contracts, status ${view.status}, counts ${JSON.stringify(view.counts)}, ${(wall / 1000).toFixed(2)} s wall (${workers})`,
  );
  const workersCpu = cpuSpent.workers.reduce((a, b) => a + b, 0);
  console.log(
    `CPU during the run: ${cpuSpent.machine.toFixed(1)} s busy over ${os.cpus().length} cores (${(cpuSpent.machine / (wall / 1000)).toFixed(2)} cores used): worker processes ${cpuSpent.workers
      .map((x) => x.toFixed(1))
      .join(" + ")} s, this process ${cpuSpent.self.toFixed(1)} s, the rest (Postgres mostly) ${(cpuSpent.machine - workersCpu - cpuSpent.self).toFixed(1)} s`,
  );
  const peaks = children.map((c) => peakRssMiB(c.pid!));
  console.log(
    `peak RSS: ${children.length ? `worker processes ${peaks.map((p) => p.toFixed(0)).join(", ")} MiB` : `this process (seeding, run and worker) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    `resident memory per tenth of the items (highest sample in it, MiB, ${children.length && !VIA_HTTP ? "each worker process" : "this process"}): ${rssByTenth
      .map((xs, i) => `${i + 1}/10 ${xs.length ? xs.map((x) => x.toFixed(0)).join("+") : "-"}`)
      .join(", ")}`,
  );
  for (const c of children) {
    // the server runs in its own process group (start.ts and Next under it)
    if (VIA_HTTP && c.pid) process.kill(-c.pid, "SIGTERM");
    else c.kill("SIGTERM");
  }
  const twice = await db.payrollRunItem.count({ where: { runId: run.id, attempts: { not: 1 } } });
  const perContract = await db.payslip.groupBy({ by: ["contractId"], where: { organizationId: ORG, period: "2025-01" }, _count: true });
  console.log(`items not processed exactly once: ${twice}; contracts with more than one payslip: ${perContract.filter((p) => p._count > 1).length}`);
  // linear whatever the statistics: the items' pace at the start and at the end of the run (from
  // their processed_at), and, on the tables as the run left them (never analysed unless
  // BENCH_ANALYZE=1), the month-end's two keyed statements against the join forms they replaced
  const paced = await db.payrollRunItem.findMany({ where: { runId: run.id }, orderBy: { processedAt: "asc" }, select: { processedAt: true } });
  const tenth = Math.max(1, Math.floor(paced.length / 10));
  const span = (from: number, to: number) => paced[to]!.processedAt!.getTime() - paced[from]!.processedAt!.getTime();
  console.log(`pace: first tenth of the items (${tenth}) in ${span(0, tenth - 1)} ms, last tenth in ${span(paced.length - tenth, paced.length - 1)} ms`);
  const lastItems = await db.payrollRunItem.findMany({
    where: { runId: run.id },
    orderBy: { position: "desc" },
    take: 25,
    select: { id: true, contractId: true, reason: true },
  });
  const cids = lastItems.map((i) => i.contractId);
  const explainMs = async (statement: string, values: unknown[]) => {
    const rows = await db
      .$transaction(async (tx) => {
        const plan = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${statement}`, ...values);
        throw Object.assign(new Error("rollback"), { plan });
      })
      .catch((e: { plan?: { "QUERY PLAN": string }[] }) => e.plan ?? []);
    const text = rows.map((r) => r["QUERY PLAN"]);
    return { ms: Number(/Execution Time: ([\d.]+)/.exec(text.join("\n"))?.[1] ?? NaN), top: text[0]?.trim().slice(0, 70) };
  };
  const range = ["2025-01-01", "2025-01-31"];
  const oldCheck = await explainMs(
    `SELECT DISTINCT contract_id FROM work_events WHERE organization_id = $1::uuid AND contract_id = ANY($2::uuid[]) AND date >= $3::date AND date <= $4::date`,
    [ORG, cids, ...range],
  );
  const newCheck = await explainMs(
    `SELECT c.id::text FROM unnest($2::uuid[]) AS c(id) CROSS JOIN LATERAL (SELECT 1 FROM work_events e WHERE e.contract_id = c.id AND e.date >= $3::date AND e.date <= $4::date AND e.organization_id = $1::uuid LIMIT 1) AS hit`,
    [ORG, cids, ...range],
  );
  const payload = JSON.stringify(lastItems.map((i) => ({ id: i.id, reason: i.reason })));
  const oldUpdate = await explainMs(
    `UPDATE payroll_run_items AS t SET reason = x.reason FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, reason varchar) WHERE t.id = x.id`,
    [payload],
  );
  const newUpdate = await explainMs(
    `UPDATE payroll_run_items AS t SET reason = x.reason FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, reason varchar) WHERE t.id = ANY($2::uuid[]) AND t.id = x.id`,
    [payload, lastItems.map((i) => i.id)],
  );
  const analyses = await db.$queryRawUnsafe<{ relname: string; n: number }[]>(
    `SELECT relname, analyze_count::int AS n FROM pg_stat_user_tables WHERE relname IN ('work_events', 'payslips', 'payroll_run_items') ORDER BY relname`,
  );
  console.log(
    `statistics: ${process.env.BENCH_ANALYZE === "1" ? "analysed after seeding" : "none after seeding (the migrations analysed the tables empty)"}; analyze_count (the migrations' included): ${analyses.map((a) => `${a.relname} ${a.n}`).join(", ")}`,
  );
  console.log(`auto-fill check, a batch of 25 at the end: join form ${oldCheck.ms} ms (${oldCheck.top}); keyed probes ${newCheck.ms} ms (${newCheck.top})`);
  console.log(`items update, a batch of 25 at the end: join form ${oldUpdate.ms} ms (${oldUpdate.top}); by primary key ${newUpdate.ms} ms (${newUpdate.top})`);
  if (process.env.BENCH_FINALIZE === "1") {
    // the run's finalize through the queue: the answer at once, every payslip final, then every PDF stored
    const { finalizePayrollRun, FINALIZE_BATCH_SIZE } = await import("@/lib/services/payroll-runs/finalize-payroll-run");
    if (children.length > 0 && !VIA_HTTP) await startWorkers();
    // the floor, timed first on the same drafts: one transaction that turns them final with a plain
    // UPDATE and writes the same audit entries with one INSERT, then rolled back (the audit log is
    // append-only and a final payslip stays final: the drafts must stay drafts for the app's turn;
    // the commit's WAL flush, a few milliseconds, is not in the floor)
    const drafts = (await db.payslip.findMany({ where: { organizationId: ORG, period: "2025-01", status: "draft" }, select: { id: true } })).map((p) => p.id);
    let floorMs = 0;
    await db
      .$transaction(
        async (tx) => {
          const fl0 = performance.now();
          await tx.$executeRawUnsafe(`UPDATE payslips SET status = 'final', finalized_at = now() WHERE id = ANY($1::uuid[]) AND status = 'draft'`, drafts);
          await tx.$executeRawUnsafe(
            `INSERT INTO audit_log (organization_id, actor_type, actor_id, action, entity_type, entity_id, before, after, request_id)
             SELECT $1::uuid, 'api_key', $2::uuid, 'payslip.finalize', 'payslip', id, '{"status":"draft"}'::jsonb, '{"status":"final"}'::jsonb, 'bench-floor' FROM unnest($3::uuid[]) AS id`,
            ORG,
            principal.actorId,
            drafts,
          );
          floorMs = performance.now() - fl0;
          throw new Error("rollback");
        },
        { timeout: 600_000 },
      )
      .catch((e: Error) => {
        if (e.message !== "rollback") throw e;
      });
    const f0 = performance.now();
    const answered = await finalizePayrollRun(ctx, run.id);
    const answerMs = performance.now() - f0;
    let f = answered.finalize;
    let finalMs = 0;
    while (f?.documentsPending !== 0 || f.status !== "completed") {
      await new Promise((r) => setTimeout(r, 100));
      f = (await getPayrollRun(ctx, run.id, { page: 1, limit: 0 })).finalize;
      if (!finalMs && f?.status === "completed") finalMs = performance.now() - f0;
    }
    const docsMs = performance.now() - f0;
    console.log(
      `finalize (batches of ${FINALIZE_BATCH_SIZE}): answered in ${answerMs.toFixed(0)} ms (status ${answered.finalize?.status}); ${f.finalized} payslips final after ${(finalMs / 1000).toFixed(2)} s (floor: UPDATE + audit INSERT of the ${drafts.length} drafts in one transaction ${(floorMs / 1000).toFixed(3)} s, ratio ${(finalMs / floorMs).toFixed(1)}×); every PDF stored after ${(docsMs / 1000).toFixed(2)} s; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  }
  if (process.env.BENCH_FINALIZE === "1") {
    // the month's file of the finals just made: streamed by the service, read here as a client would
    const { getMonthPayslipsPdf } = await import("@/lib/services/documents/get-month-payslips-pdf");
    const m0 = performance.now();
    const file = await getMonthPayslipsPdf(ctx, { organizationId: ORG, period: "2025-01" }, new Date());
    const reader = file.stream.getReader();
    let bytes = 0;
    let firstMs = 0;
    let peakRss = 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      if (!firstMs) firstMs = performance.now() - m0;
      bytes += next.value.byteLength;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const monthMs = performance.now() - m0;
    const finals = await db.payslip.count({ where: { organizationId: ORG, period: "2025-01", status: "final" } });
    console.log(
      `month's PDF (GET /v1/domestic-payslips/pdf's service), ${finals} payslips: first bytes after ${firstMs.toFixed(0)} ms, all ${(bytes / 2 ** 20).toFixed(1)} MiB after ${(monthMs / 1000).toFixed(2)} s (${((finals * 1000) / monthMs).toFixed(0)} payslips/s), peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  }
  // the month's worklist right after (every row a draft whose outdated state is checked): the whole
  // month, its first page and a page in the middle, each alternated call by call with its floor,
  // a hand-written statement selecting the same rows (contract, employer, payslip, amounts paid,
  // the month's status) over a pg connection
  const worklistFloorSql = (limit: number | null, offset: number) =>
    `SELECT c.id, c.employer_id, e.display_name, e.display_tax_id, c.worker_first_name, c.worker_last_name, c.worker_fiscal_code, c.start_date, c.end_date,
            p.id AS payslip_id, p.status, p.total_net, p.total_cost, p.viewed_at, p.receipt_confirmed_at,
            (SELECT array_agg(x.amount) FROM payslip_payments x WHERE x.payslip_id = p.id) AS payments, m.status AS month_status
       FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id
       LEFT JOIN payslips p ON p.contract_id = c.id AND p.period = '2025-01' AND p.kind = 'ordinary'
       LEFT JOIN contract_months m ON m.contract_id = c.id AND m.period = '2025-01'
      WHERE c.organization_id = '${ORG}'::uuid AND c.start_date <= '2025-01-31' AND (c.end_date IS NULL OR c.end_date >= '2025-01-01')
      ORDER BY e.sort_name, c.worker_last_name, c.id${limit === null ? "" : ` LIMIT ${limit} OFFSET ${offset}`}`;
  const floorClient = await getPool().connect();
  const worklist = process.env.BENCH_WORKLIST !== "0";
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const pageCount = Math.ceil(view.total / 50);
  const cases = [
    ["whole month", undefined],
    ["page 1 of 50", { page: 1, limit: 50 }],
    [`page ${Math.ceil(pageCount / 2)} of 50`, { page: Math.ceil(pageCount / 2), limit: 50 }],
  ] as const;
  for (const [label, paging] of worklist ? cases : []) {
    const app: number[] = [];
    const bare: number[] = [];
    let rows = 0;
    for (let i = 0; i < 5; i++) {
      const a0 = performance.now();
      const month = await listPayrollMonth(ctx, "2025-01", paging);
      app.push(performance.now() - a0);
      const f0 = performance.now();
      const floorRows = await floorClient.query(worklistFloorSql(paging?.limit ?? null, paging ? (paging.page - 1) * paging.limit : 0));
      bare.push(performance.now() - f0);
      if (floorRows.rowCount !== month.data.length) throw new Error(`the floor selected ${floorRows.rowCount} rows, the app ${month.data.length}`);
      rows = month.data.length;
      if (i === 0 && !paging) console.log(`worklist: ${month.data.length} rows, counts ${JSON.stringify(month.counts)}`);
    }
    console.log(
      `worklist (month-status), ${label}: ${rows} rows, median ${median(app).toFixed(1)} ms over 5 calls; floor (one hand-written statement) ${median(bare).toFixed(1)} ms; ${(median(app) / median(bare)).toFixed(1)}×`,
    );
  }
  floorClient.release();
  // The floor (issue 34): one read of every input, the same engine calls, COPY of the same rows
  // into tables like the app's (their indexes included), timed in the same run.
  const floor = await floorOfTheRun(run.id, runStartedAt);
  console.log(
    `floor (one read ${floor.readMs.toFixed(0)} ms, engine ${floor.engineMs.toFixed(0)} ms for ${floor.payslips} payslips, COPY of ${floor.rows} rows ${floor.copyMs.toFixed(0)} ms): ${(floor.totalMs / 1000).toFixed(2)} s; month-end / floor = ${(wall / floor.totalMs).toFixed(2)}×; month-end / engine alone = ${(wall / floor.engineMs).toFixed(1)}×`,
  );
  console.log(`server memory (this process, after the month-end): ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB RSS`);
} finally {
  await stopBoss();
  await disconnectDb();
  // BENCH_KEEP_DATABASE=1 leaves the database (its rows, the floor's tables) for a closer look
  if (process.env.BENCH_KEEP_DATABASE === "1") console.log(`database kept: ${testDb.url}`);
  else await testDb.stop();
}

/**
 * Benchmark (not a test): run-payroll for a contract with 31 work events, measured from an HTTP
 * client against the production server. Needs DATABASE_URL (a Postgres server; a dedicated
 * `<db>_bench_<pid>` database is created) and a build (`npx next build`).
 * In the same run, alternating request by request, the same call against its floor: a bare
 * node:http + pg server doing the same statements and the same engine (scripts/bench-floor-server.ts);
 * both must give the same totals. Then BENCH_CLIENTS (default 8) clients at once, each on its own
 * contract, in phases alternating app and floor: the throughput of each (issue 34 point 6), and
 * the CPU time per call of the serving process (the Next server, the floor's) and of the
 * database's backends, read from /proc (Linux, Postgres on this machine).
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/paghe npx tsx scripts/bench-payroll-api.ts
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createTestDatabase } from "../tests/support/test-database";
import { TEST_API_KEY } from "../tests/support/constants";
import { cpuMsOf } from "./bench-proc";

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const PHASES = Number(process.env.BENCH_PHASES ?? 5);
const PHASE_MS = Number(process.env.BENCH_PHASE_SECONDS ?? 5) * 1000;
const port = process.env.BENCH_PORT ?? "3197";
const floorPort = process.env.BENCH_FLOOR_PORT ?? "3198";
const base = `http://127.0.0.1:${port}`;
if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL to a Postgres server");

const db = await createTestDatabase("bench");
const monitor = new pg.Pool({ connectionString: db.url, max: 1 });
// Its own process group, so stopping it stops start.ts and the Next server under it.
const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  detached: true,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    PORT: port,
    SKIP_BUILD: "true",
    PAGHE_DATA_DIR: mkdtempSync(path.join(tmpdir(), "paghe-bench-")),
    SEED_API_KEY: TEST_API_KEY,
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/v1/openapi.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

const headers = { authorization: `Bearer ${TEST_API_KEY}`, "content-type": "application/json" };
async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/**
 * CLIENTS clients at once, each re-running the draft of its own contract (runs of one contract
 * are serialised by its lock), in phases of PHASE_MS alternating app and floor: the throughput of
 * each, and the answer's size as sent (the client asks for gzip like any fetch).
 */
async function concurrentPhase(
  first: { domesticContractId: string; organizationId: string; period: string; contributionWeeks: unknown },
  floorCall: (b: any) => Promise<unknown>,
  floorPid: number | null,
) {
  // the employer of the first contract (the demo's active one)
  const employerId: string = (await api("GET", `/v1/domestic-contracts/${first.domesticContractId}`)).employerId;
  const bodies = [first];
  for (let i = bodies.length; i < CLIENTS; i++) {
    const contract = await api("POST", "/v1/domestic-contracts", {
      employerId,
      worker: { firstName: "Bench", lastName: `Client ${i}` },
      startDate: "2025-01-06",
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "9.00",
        weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" },
      },
    });
    for (const month of ["2025-01", "2025-02"]) {
      const [y, m] = month.split("-").map(Number) as [number, number];
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      await api("POST", "/v1/work-events/auto-fill", { domesticContractId: contract.id, startDate: `${month}-01`, endDate: `${month}-${last}` });
      const weeks = await api("POST", "/v1/domestic-payslips/contribution-weeks", {
        domesticContractId: contract.id,
        startDate: `${month}-01`,
        endDate: `${month}-${last}`,
      });
      await api("POST", "/v1/domestic-payslips/run-payroll", { ...first, domesticContractId: contract.id, period: month, contributionWeeks: weeks });
    }
    const events = Array.from({ length: 31 }, (_, d) => {
      const date = `2025-03-${String(d + 1).padStart(2, "0")}`;
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      return { date, hours: weekday === 0 || weekday === 6 ? "0.00" : "4.00", type: "work", subType: "regular_work", multiplier: "1" };
    });
    await api("POST", `/v1/work-events/batch?domesticContractId=${contract.id}`, events);
    const weeks = await api("POST", "/v1/domestic-payslips/contribution-weeks", {
      domesticContractId: contract.id,
      startDate: "2025-03-01",
      endDate: "2025-03-31",
    });
    const b = { ...first, domesticContractId: contract.id, contributionWeeks: weeks };
    const app = await api("POST", "/v1/domestic-payslips/run-payroll", b);
    const bare = (await floorCall(b)) as { totalNet: string; totalCost: string };
    if (app.totalNet !== bare.totalNet || app.totalCost !== bare.totalCost)
      throw new Error(`contract ${i}: the floor computes ${bare.totalNet}, the app ${app.totalNet}`);
    bodies.push(b);
  }
  // the answer as the server sends it, with and without compression
  const gz = await fetch(`${base}/v1/domestic-payslips/run-payroll`, {
    method: "POST",
    headers: { ...headers, "accept-encoding": "gzip" },
    body: JSON.stringify(first),
  });
  const plain = await fetch(`${base}/v1/domestic-payslips/run-payroll`, {
    method: "POST",
    headers: { ...headers, "accept-encoding": "identity" },
    body: JSON.stringify(first),
  });
  const plainText = await plain.text();
  await gz.arrayBuffer();
  console.log(
    `the answer: ${plainText.length} bytes of JSON (content-encoding asked gzip → ${gz.headers.get("content-encoding") ?? "none"}, identity → ${plain.headers.get("content-encoding") ?? "none"})`,
  );
  const appCall = (b: unknown) => api("POST", "/v1/domestic-payslips/run-payroll", b);
  // CPU time of the server process answering (the Next server; the floor's own process), per call:
  // on a machine shared with other jobs a throughput moves with the load, the CPU a call costs much less
  const appPid = nextServerPid(server.pid!);
  const run = async (call: (b: unknown) => Promise<unknown>, pid: number | null): Promise<{ rate: number; cpuMs: number | null; pgCpuMs: number | null }> => {
    let done = 0;
    const backendsBefore = await databaseBackends();
    const pgBefore = new Map(backendsBefore.map((b) => [b, cpuMsOf(b) ?? 0]));
    const cpuBefore = cpuMsOf(pid);
    const until = performance.now() + PHASE_MS;
    await Promise.all(
      bodies.map(async (b) => {
        while (performance.now() < until) {
          await call(b);
          done++;
        }
      }),
    );
    const cpuAfter = cpuMsOf(pid);
    // the database's backends (the other side idles meanwhile): their CPU in the phase, a backend opened during it counted whole
    let pgCpu = 0;
    for (const b of new Set([...backendsBefore, ...(await databaseBackends())])) pgCpu += (cpuMsOf(b) ?? pgBefore.get(b) ?? 0) - (pgBefore.get(b) ?? 0);
    return {
      rate: done / (PHASE_MS / 1000),
      cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / done,
      pgCpuMs: backendsBefore.length === 0 ? null : pgCpu / done,
    };
  };
  await run(appCall, appPid);
  await run(floorCall, floorPid); // warm-up of both at this concurrency
  const app: { rate: number; cpuMs: number | null; pgCpuMs: number | null }[] = [];
  const bare: { rate: number; cpuMs: number | null; pgCpuMs: number | null }[] = [];
  for (let i = 0; i < PHASES; i++) {
    app.push(await run(appCall, appPid));
    bare.push(await run(floorCall, floorPid));
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  const appRates = app.map((p) => p.rate);
  const floorRates = bare.map((p) => p.rate);
  console.log(
    `${bodies.length} clients at once, ${PHASES} phases of ${PHASE_MS / 1000} s each, alternated: app ${appRates.map((r) => r.toFixed(1)).join(", ")} runs/s (median ${med(appRates).toFixed(1)}), floor ${floorRates.map((r) => r.toFixed(1)).join(", ")} (median ${med(floorRates).toFixed(1)}); floor / app = ${(med(floorRates) / med(appRates)).toFixed(2)}× (target ≤ 2×); load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
  );
  if (app.every((p) => p.cpuMs !== null) && bare.every((p) => p.cpuMs !== null)) {
    const appCpu = app.map((p) => p.cpuMs!);
    const floorCpu = bare.map((p) => p.cpuMs!);
    console.log(
      `CPU of the serving process per call, same phases: app (Next server) ${appCpu.map((c) => c.toFixed(1)).join(", ")} ms (median ${med(appCpu).toFixed(1)}), floor ${floorCpu.map((c) => c.toFixed(1)).join(", ")} ms (median ${med(floorCpu).toFixed(1)}); app / floor = ${(med(appCpu) / med(floorCpu)).toFixed(2)}× (Postgres's own CPU not included)`,
    );
  }
  if (app.every((p) => p.pgCpuMs !== null) && bare.every((p) => p.pgCpuMs !== null)) {
    const appPg = app.map((p) => p.pgCpuMs!);
    const floorPg = bare.map((p) => p.pgCpuMs!);
    console.log(
      `Postgres backends' CPU per call, same phases: app ${appPg.map((c) => c.toFixed(1)).join(", ")} ms (median ${med(appPg).toFixed(1)}), floor ${floorPg.map((c) => c.toFixed(1)).join(", ")} ms (median ${med(floorPg).toFixed(1)}); app / floor = ${(med(appPg) / med(floorPg)).toFixed(2)}×`,
    );
  }
}

/** The server processes of the benchmark's database (Postgres on this machine: their CPU is read from /proc). */
async function databaseBackends(): Promise<number[]> {
  try {
    const rows = (await monitor.query("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")).rows as {
      pid: number;
    }[];
    return rows.map((r) => r.pid).filter((pid) => cpuMsOf(pid) !== null);
  } catch {
    return [];
  }
}

/** The Next server under the start process (scripts/start.ts → scripts/next-server.mjs), or null. */
function nextServerPid(root: number): number | null {
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("next-server.mjs")) return pid;
      for (const task of readdirSync(`/proc/${pid}/task`))
        queue.push(...readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    } catch {
      /* gone, or no /proc */
    }
  }
  return null;
}

try {
  await waitForServer();
  const me = await api("GET", "/v1/me");
  const month = await api("GET", "/v1/domestic-payslips/month-status?period=2025-03");
  const row = month.data.find((r: { workerName: string }) => r.workerName === "Giulia Bianchi");
  const contractId: string = row.domesticContractId;
  // 31 events: every day of March 2025 (weekdays 4 h of work, weekends 0 h ordinary events).
  const events = Array.from({ length: 31 }, (_, i) => {
    const date = `2025-03-${String(i + 1).padStart(2, "0")}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return { date, hours: weekday === 0 || weekday === 6 ? "0.00" : "4.00", type: "work", subType: "regular_work", multiplier: "1" };
  });
  await api("POST", `/v1/work-events/batch?domesticContractId=${contractId}`, events);
  const contributionWeeks = await api("POST", "/v1/domestic-payslips/contribution-weeks", {
    domesticContractId: contractId,
    startDate: "2025-03-01",
    endDate: "2025-03-31",
  });
  const body = {
    domesticContractId: contractId,
    organizationId: me.organizationId,
    period: "2025-03",
    contributionWeeks,
    notUsedVacationContributionHours: "0.00",
    missingNoticeWeeks: "0",
  };
  const floor = spawn(process.execPath, ["--import", "tsx", "scripts/bench-floor-server.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, DATABASE_URL: db.url, PORT: floorPort },
  });
  await new Promise<void>((resolve) => floor.stdout!.on("data", (b: Buffer) => (b.toString().includes("listening") ? resolve() : undefined)));
  const floorCall = async (b: typeof body = body) => {
    const res = await fetch(`http://127.0.0.1:${floorPort}/`, { method: "POST", headers, body: JSON.stringify(b) });
    if (!res.ok) throw new Error(`floor → ${res.status} ${await res.text()}`);
    return res.json();
  };
  try {
    for (let i = 0; i < 10; i++) {
      await api("POST", "/v1/domestic-payslips/run-payroll", body); // warm-up
      await floorCall();
    }
    const app = await api("POST", "/v1/domestic-payslips/run-payroll", body);
    const bare = await floorCall();
    if (app.totalNet !== bare.totalNet || app.totalCost !== bare.totalCost)
      throw new Error(`the floor computes ${bare.totalNet}/${bare.totalCost}, the app ${app.totalNet}/${app.totalCost}`);
    const times: number[] = [];
    const floorTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t0 = performance.now();
      await api("POST", "/v1/domestic-payslips/run-payroll", body);
      times.push(performance.now() - t0);
      t0 = performance.now();
      await floorCall();
      floorTimes.push(performance.now() - t0);
    }
    const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
    console.log(
      `run-payroll (31 events, re-run of a draft) over HTTP, ${RUNS} runs: median ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${pct(times, 100).toFixed(1)} ms (target: median < 100 ms)`,
    );
    console.log(
      `floor (node:http + pg + engine, same statements), alternating with it: median ${pct(floorTimes, 50).toFixed(1)} ms, p95 ${pct(floorTimes, 95).toFixed(1)} ms; app / floor = ${(pct(times, 50) / pct(floorTimes, 50)).toFixed(2)}× (target ≤ 2×)`,
    );
    await concurrentPhase(body, floorCall, floor.pid ?? null);
  } finally {
    floor.kill("SIGTERM");
  }
} finally {
  process.kill(-server.pid!, "SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  await monitor.end();
  await db.stop();
}

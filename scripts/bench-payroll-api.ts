/**
 * Benchmark (not a test): run-payroll for a contract with 31 work events, measured from an HTTP
 * client against the production server. Needs DATABASE_URL (a Postgres server; a dedicated
 * `<db>_bench_<pid>` database is created) and a build (`npx next build`).
 * In the same run, alternating request by request, the same call against its floor: a bare
 * node:http + pg server doing the same statements and the same engine (scripts/bench-floor-server.ts);
 * both must give the same totals.
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/paghe npx tsx scripts/bench-payroll-api.ts
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "../tests/support/test-database";
import { TEST_API_KEY } from "../tests/support/constants";

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const port = process.env.BENCH_PORT ?? "3197";
const floorPort = process.env.BENCH_FLOOR_PORT ?? "3198";
const base = `http://127.0.0.1:${port}`;
if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL to a Postgres server");

const db = await createTestDatabase("bench");
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
  const floorCall = async () => {
    const res = await fetch(`http://127.0.0.1:${floorPort}/`, { method: "POST", headers, body: JSON.stringify(body) });
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
  } finally {
    floor.kill("SIGTERM");
  }
} finally {
  process.kill(-server.pid!, "SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  await db.stop();
}

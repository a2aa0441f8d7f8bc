/**
 * Memory of the embedded default (issue 34 point 7): `npm start` without DATABASE_URL (PGlite in
 * the start process, the Next server as its child) on a fresh temporary data folder.
 *   1. starts the app as `npm start` does (`scripts/start.sh`; the build must exist: `npx next build`), waits for /healthz;
 *   2. samples the resident memory (RSS, from /proc) of the whole process tree every second while
 *      it idles (BENCH_IDLE_SECONDS, default 30): the first start migrates and seeds the demo;
 *   3. runs a month-end of the demo book (POST /v1/payroll-runs with auto-fill, the in-process
 *      worker) sampling as it goes, then idles again and samples;
 *   4. stops the app and removes the folder.
 * Prints, per phase, the tree's median and peak and each process's share at the end of the phase.
 *   npx tsx scripts/bench-embedded-memory.ts        (DATABASE_URL is ignored)
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_API_KEY } from "../tests/support/constants";

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const PERIOD = process.env.BENCH_PERIOD ?? "2025-10";
const RUN_TIMEOUT_MS = Number(process.env.BENCH_RUN_TIMEOUT_SECONDS ?? 600) * 1000;
/** A port free on this machine (BENCH_PORT to choose one). */
async function freePort(): Promise<string> {
  if (process.env.BENCH_PORT) return process.env.BENCH_PORT;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(String(typeof address === "object" && address ? address.port : 3297)));
    });
  });
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const MiB = 1024 * 1024;

const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, SKIP_BUILD: "true", SEED_API_KEY: TEST_API_KEY };
delete env.DATABASE_URL;
delete env.PGLITE_DATA_DIR;
const dataDir = mkdtempSync(path.join(tmpdir(), "paghe-memory-"));
env.PAGHE_DATA_DIR = dataDir;

/** pid → { ppid, rss bytes, command } of every process, from /proc. */
function processTable(): Map<number, { ppid: number; rss: number; name: string }> {
  const table = new Map<number, { ppid: number; rss: number; name: string }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
      const script = cmd.find((a) => a.startsWith("scripts/")) ?? cmd.find((a) => a.endsWith(".js") || a.endsWith(".mjs")) ?? cmd[0] ?? "?";
      table.set(Number(entry), { ppid, rss, name: path.basename(script) });
    } catch {
      // the process ended while being read
    }
  }
  return table;
}

/** The RSS of `root` and its descendants, and each one's. */
function treeRss(root: number): { total: number; parts: { pid: number; name: string; rss: number }[] } {
  const table = processTable();
  const parts: { pid: number; name: string; rss: number }[] = [];
  const walk = (pid: number) => {
    const p = table.get(pid);
    if (!p) return;
    parts.push({ pid, name: p.name, rss: p.rss });
    for (const [child, c] of table) if (c.ppid === pid) walk(child);
  };
  walk(root);
  return { total: parts.reduce((s, p) => s + p.rss, 0), parts };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

function report(phase: string, samples: number[], root: number) {
  const last = treeRss(root);
  const parts = last.parts
    .filter((p) => p.rss > 0)
    .map((p) => `${p.name} ${fmt(p.rss)}`)
    .join(", ");
  console.log(
    `${phase.padEnd(34)} median ${fmt(median(samples)).padStart(9)}  peak ${fmt(Math.max(...samples)).padStart(9)}  (${samples.length} samples; now: ${parts})`,
  );
}

async function sampleFor(root: number, seconds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < seconds; i++) {
    samples.push(treeRss(root).total);
    await sleep(1000);
  }
  return samples;
}

const headers = { authorization: `Bearer ${TEST_API_KEY}`, "content-type": "application/json" };

// what `npm start` runs (the shell becomes the start process: exec), in its own process group
const server = spawn("sh", ["scripts/start.sh"], { detached: true, stdio: ["ignore", "ignore", "inherit"], env });
const root = server.pid!;
try {
  console.log(`load ${readFileSync("/proc/loadavg", "utf8").trim()}`);
  const started = performance.now();
  const startSamples: number[] = [];
  for (let up = false; !up;) {
    if (performance.now() - started > 300_000) throw new Error("the app did not answer /healthz in 5 minutes");
    startSamples.push(treeRss(root).total);
    try {
      up = (await fetch(`${base}/healthz`)).ok;
    } catch {
      await sleep(1000);
    }
  }
  console.log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s (migrated and seeded a fresh data folder)`);
  report("start (migrate, seed, serve)", startSamples, root);
  // one request of each kind the idle app has served once (the API, a page), then idle
  await fetch(`${base}/v1/me`, { headers });
  await fetch(`${base}/sign-in`);
  report(`idle ${IDLE_SECONDS} s after start`, await sampleFor(root, IDLE_SECONDS), root);

  const runSamples: number[] = [];
  const t0 = performance.now();
  const created = await fetch(`${base}/v1/payroll-runs`, {
    method: "POST",
    headers,
    body: JSON.stringify({ period: PERIOD, scope: "all", autoFillEmptyMonths: true }),
  });
  if (created.status !== 202) throw new Error(`POST /v1/payroll-runs → ${created.status} ${await created.text()}`);
  let view = (await created.json()) as { id: string; status: string; total: number; counts: unknown };
  while (view.status === "running" || view.status === "queued") {
    if (performance.now() - t0 > RUN_TIMEOUT_MS) throw new Error(`the month-end did not complete in ${RUN_TIMEOUT_MS / 1000} s: ${JSON.stringify(view)}`);
    runSamples.push(treeRss(root).total);
    await sleep(500);
    view = (await (await fetch(`${base}/v1/payroll-runs/${view.id}`, { headers })).json()) as typeof view;
  }
  runSamples.push(treeRss(root).total);
  console.log(
    `month-end ${PERIOD} of the demo book: ${view.total} contracts, ${view.status} ${JSON.stringify(view.counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  report("month-end", runSamples, root);
  report(`idle ${IDLE_SECONDS} s after the month-end`, await sampleFor(root, IDLE_SECONDS), root);
  console.log(`load ${readFileSync("/proc/loadavg", "utf8").trim()}`);
} finally {
  try {
    process.kill(-root, "SIGTERM");
  } catch {
    // already gone
  }
  await sleep(2000);
  rmSync(dataDir, { recursive: true, force: true });
}

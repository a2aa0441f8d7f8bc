/**
 * Memory of the embedded default (issue 34 point 7): `npm start` without DATABASE_URL (PGlite in
 * the start process, the Next server as its child) on a fresh temporary data folder.
 *   1. starts the app as `npm start` does (`scripts/start.sh`; the build must exist: `npx next build`), waits for /healthz;
 *   2. samples the resident memory (RSS, from /proc) of the whole process tree every second while
 *      it idles (BENCH_IDLE_SECONDS, default 30): the first start migrates and seeds the demo;
 *   3. runs a month-end of the demo book (POST /v1/payroll-runs with auto-fill, the in-process
 *      worker) sampling as it goes, then idles again and samples;
 *   4. serves requests for BENCH_LOAD_SECONDS (default 20) from 4 clients at once, alternating an
 *      API read (GET /v1/employers, the database) and a page (GET /sign-in, rendering only), and
 *      prints the requests per second and their median and 95th percentile, sampling memory;
 *   5. stops the app and removes the folder.
 * BENCH_NPM=1 starts it with `npm start` instead, so npm's own process (the tree's root) is counted;
 * BENCH_START_SCRIPT=path runs another start script than scripts/start.sh (to compare a former one).
 * Prints, per phase, the tree's median and peak and each process's share at the end of the phase,
 * twice: RSS (each process's resident pages, shared ones counted in every process that maps them)
 * and PSS (from /proc/<pid>/smaps_rollup: a shared page divided among the processes sharing it),
 * the tree's PSS being what the machine pays for it.
 *   npx tsx scripts/bench-embedded-memory.ts        (DATABASE_URL is ignored)
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_API_KEY } from "../tests/support/constants";

/** The demo organization (prisma/seed.ts) that the benchmark key belongs to. */
const DEMO_ORGANIZATION = "00000000-0000-4000-8000-000000000001";
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
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
// the load phase must not meet the API rate limit
env.RATE_LIMIT_API_PER_MINUTE = "0";
delete env.DATABASE_URL;
delete env.PGLITE_DATA_DIR;
const dataDir = mkdtempSync(path.join(tmpdir(), "paghe-memory-"));
env.PAGHE_DATA_DIR = dataDir;

interface Proc {
  ppid: number;
  rss: number;
  pss: number;
  name: string;
}

/** Proportional set size of a process (bytes), 0 when unreadable. */
function pssOf(pid: string): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** pid → { ppid, rss and pss bytes, command } of every process, from /proc. */
function processTable(): Map<number, Proc> {
  const table = new Map<number, Proc>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
      const script = cmd.find((a) => a.startsWith("scripts/")) ?? cmd.find((a) => a.endsWith(".js") || a.endsWith(".mjs")) ?? cmd[0] ?? "?";
      table.set(Number(entry), { ppid, rss, pss: 0, name: path.basename(script) });
    } catch {
      // the process ended while being read
    }
  }
  return table;
}

interface Sample {
  rss: number;
  pss: number;
}

/** The RSS and PSS of `root` and its descendants, and each one's. */
function treeMemory(root: number): Sample & { parts: { pid: number; name: string; rss: number; pss: number }[] } {
  const table = processTable();
  const parts: { pid: number; name: string; rss: number; pss: number }[] = [];
  const walk = (pid: number) => {
    const p = table.get(pid);
    if (!p) return;
    parts.push({ pid, name: p.name, rss: p.rss, pss: pssOf(String(pid)) });
    for (const [child, c] of table) if (c.ppid === pid) walk(child);
  };
  walk(root);
  return { rss: parts.reduce((s, p) => s + p.rss, 0), pss: parts.reduce((s, p) => s + p.pss, 0), parts };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;

function report(phase: string, samples: Sample[], root: number) {
  const last = treeMemory(root);
  for (const kind of ["rss", "pss"] as const) {
    const values = samples.map((s) => s[kind]);
    const parts = last.parts
      .filter((p) => p.rss > 0)
      .map((p) => `${p.name} ${fmt(p[kind])}`)
      .join(", ");
    console.log(
      `${phase.padEnd(34)} ${kind.toUpperCase()} median ${fmt(median(values)).padStart(9)}  peak ${fmt(Math.max(...values)).padStart(9)}  (${samples.length} samples; now: ${parts})`,
    );
  }
}

function sample(root: number): Sample {
  const { rss, pss } = treeMemory(root);
  return { rss, pss };
}

async function sampleFor(root: number, seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < seconds; i++) {
    samples.push(sample(root));
    await sleep(1000);
  }
  return samples;
}

const headers = { authorization: `Bearer ${TEST_API_KEY}`, "content-type": "application/json" };

// what `npm start` runs (the shell becomes the start process: exec), in its own process group
const server =
  process.env.BENCH_NPM === "1"
    ? spawn("npm", ["start"], { detached: true, stdio: ["ignore", "ignore", "inherit"], env })
    : spawn("sh", [process.env.BENCH_START_SCRIPT ?? "scripts/start.sh"], { detached: true, stdio: ["ignore", "ignore", "inherit"], env });
const root = server.pid!;
let exited: number | null = null;
server.on("exit", (code) => (exited = code ?? -1));
try {
  console.log(`load ${readFileSync("/proc/loadavg", "utf8").trim()}`);
  const started = performance.now();
  const startSamples: Sample[] = [];
  for (let up = false; !up;) {
    if (performance.now() - started > 300_000) throw new Error("the app did not answer /healthz in 5 minutes");
    if (exited !== null) throw new Error(`the start script exited with ${exited}`);
    startSamples.push(sample(root));
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

  const runSamples: Sample[] = [];
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
    runSamples.push(sample(root));
    await sleep(500);
    view = (await (await fetch(`${base}/v1/payroll-runs/${view.id}`, { headers })).json()) as typeof view;
  }
  runSamples.push(sample(root));
  console.log(
    `month-end ${PERIOD} of the demo book: ${view.total} contracts, ${view.status} ${JSON.stringify(view.counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  report("month-end", runSamples, root);
  report(`idle ${IDLE_SECONDS} s after the month-end`, await sampleFor(root, IDLE_SECONDS), root);

  // requests from 4 clients at once: an API read (the database) and a page (rendering only), alternating
  const latencies: number[] = [];
  const loadSamples: Sample[] = [];
  const until = performance.now() + LOAD_SECONDS * 1000;
  const sampler = (async () => {
    while (performance.now() < until) {
      loadSamples.push(sample(root));
      await sleep(1000);
    }
  })();
  const client = async (k: number) => {
    for (let i = k; performance.now() < until; i++) {
      const t = performance.now();
      const answer =
        i % 2 === 0 ? await fetch(`${base}/v1/employers?limit=20&organizationId=${DEMO_ORGANIZATION}`, { headers }) : await fetch(`${base}/sign-in`);
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${answer.url} → ${answer.status}`);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all([0, 1, 2, 3].map(client));
  await sampler;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `load: ${latencies.length} requests in ${LOAD_SECONDS} s (${(latencies.length / LOAD_SECONDS).toFixed(1)}/s), median ${median(sorted).toFixed(0)} ms, p95 ${(sorted[Math.floor(sorted.length * 0.95)] ?? 0).toFixed(0)} ms`,
  );
  report(`${LOAD_SECONDS} s of requests (4 clients)`, loadSamples, root);
  report(`idle ${IDLE_SECONDS} s after the requests`, await sampleFor(root, IDLE_SECONDS), root);
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

/**
 * `npm test`: every tier — lint, format (Prettier) and types, unit (engine and golden cases),
 * integration (real Postgres when DATABASE_URL or TEST_DATABASE_URL is set, the embedded one
 * otherwise), reliability (database faults, OpenAPI-generated fuzz and tenant isolation), end-to-end
 * (Playwright in Chromium against the built app). Every tier runs even if an earlier one failed; the
 * exit code and the closing line say how it went.
 *
 * When the end-to-end tier will need a production build, it starts after the unit tier, beside the
 * integration tier (which mostly waits on Postgres), instead of inside the end-to-end tier: the
 * whole run was at 14.5 of its 15 minutes. `npm test -- unit e2e` runs only the named tiers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { buildIsCurrent } from "./build-state";

const REPORTS = ".test-reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const only = process.argv.slice(2);
const selected = (name: string) => only.length === 0 || only.includes(name);

interface Tier {
  name: string;
  command: string[];
  report?: string;
  kind?: "vitest" | "playwright";
}

const vitestTier = (name: string): Tier => ({
  name,
  command: ["npx", "vitest", "run", "--project", name, "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/${name}.json`],
  report: `${REPORTS}/${name}.json`,
  kind: "vitest",
});

const staticTiers: Tier[] = [
  { name: "lint", command: ["npx", "eslint", "."] },
  { name: "format", command: ["npx", "prettier", "--check", "."] },
  { name: "typecheck", command: ["npx", "tsc", "--noEmit", "-p", "."] },
];
const e2eTier: Tier = { name: "e2e", command: ["npx", "playwright", "test"], report: `${REPORTS}/e2e.json`, kind: "playwright" };
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_JSON_OUTPUT_FILE: `${REPORTS}/e2e.json` };

let passed = 0;
let failed = 0;
let skipped = 0;
const outcomes: string[] = [];
const failures: string[] = [];

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests?: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface Finished {
  code: number | null;
  output: string;
  seconds: number;
}

/** Runs a command; `capture` keeps its output for later instead of printing it as it comes. */
function run(command: string[], capture: boolean): { child: ChildProcess; done: Promise<Finished> } {
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), { stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit", env });
  let output = "";
  child.stdout?.on("data", (b: Buffer) => (output += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (output += b.toString()));
  const done = new Promise<Finished>((resolve) => {
    child.on("error", (error) => resolve({ code: 1, output: `${output}${error.message}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on("close", (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
  return { child, done };
}

function record(tier: Tier, finished: Finished) {
  const ok = finished.code === 0;
  let failedTests = 0;
  if (tier.report && existsSync(tier.report)) {
    const report = JSON.parse(readFileSync(tier.report, "utf8"));
    if (tier.kind === "vitest") {
      passed += report.numPassedTests ?? 0;
      failedTests = report.numFailedTests ?? 0;
      for (const file of report.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status === "failed") failures.push(`${tier.name}: ${String(file.name).replace(`${process.cwd()}/`, "")} > ${test.fullName}`);
        }
      }
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else {
      passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
      failedTests = report.stats?.unexpected ?? 0;
      const walk = (suite: PlaywrightSuite, file: string) => {
        for (const spec of suite.specs ?? []) {
          if (spec.tests?.some((t) => t.status === "unexpected")) failures.push(`${tier.name}: ${file} > ${spec.title}`);
        }
        for (const child of suite.suites ?? []) walk(child, file);
      };
      for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
      skipped += report.stats?.skipped ?? 0;
    }
  }
  // a tier that failed without a failing test (a lint error, a crash before the report) counts as one failure
  failed += !ok && failedTests === 0 ? 1 : failedTests;
  outcomes.push(`${tier.name}: ${ok ? "ok" : "FAILED"} (${Math.round(finished.seconds)} s)`);
  if (!ok) console.error(`${tier.name} failed`);
}

async function runTier(tier: Tier) {
  console.log(`\n=== ${tier.name}: ${tier.command.join(" ")}\n`);
  record(tier, await run(tier.command, false).done);
}

// 1. The static checks, side by side, each tier's output printed when it ends: ESLint keeps one core
//    busy for most of its run, Prettier and the type check the other (28 Nov: 58 s together against
//    83 s one after the other on a warm machine, 120 s in a fresh clone).
const staticRuns = staticTiers.filter((tier) => selected(tier.name)).map((tier) => ({ tier, proc: run(tier.command, true) }));
for (const { tier, proc } of staticRuns) {
  const finished = await proc.done;
  console.log(`\n=== ${tier.name}: ${tier.command.join(" ")}\n`);
  process.stdout.write(finished.output);
  record(tier, finished);
}

// 2. Unit, then the early build beside integration and reliability, then end-to-end.
if (selected("unit")) await runTier(vitestTier("unit"));

let build: { done: Promise<Finished> } | null = null;
if (selected("e2e") && process.env.SKIP_BUILD !== "true" && !buildIsCurrent()) {
  console.log("\n=== next build (for the end-to-end tier), in the background\n");
  build = run(["npx", "next", "build"], true);
}

if (selected("integration")) await runTier(vitestTier("integration"));
if (selected("reliability")) await runTier(vitestTier("reliability"));

if (build) {
  const finished = await build.done;
  writeFileSync(`${REPORTS}/next-build.log`, finished.output);
  console.log(`\n=== next build: ${finished.code === 0 ? "done" : "FAILED"} in ${Math.round(finished.seconds)} s (output in ${REPORTS}/next-build.log)\n`);
  if (finished.code !== 0) process.stdout.write(finished.output);
  // a failed build is not hidden: the end-to-end server builds again and fails in its tier
}
if (selected("e2e")) await runTier(e2eTier);

const allOk = outcomes.every((o) => !o.includes("FAILED"));
// The summary is also kept in a file: CI runs the suite twice and prints both summaries at its end.
const summary = [
  ...outcomes,
  ...(failures.length > 0 ? ["", "failed tests:", ...failures] : []),
  "",
  `${passed} passed, ${failed} failed, ${skipped} skipped`,
].join("\n");
writeFileSync(`${REPORTS}/summary.txt`, `${summary}\n`);
console.log(`\n${summary}`);
process.exit(allOk ? 0 : 1);

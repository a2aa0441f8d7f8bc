/**
 * `npm test`: every tier, in order — lint, format (Prettier) and types, unit (engine and golden cases),
 * integration (real Postgres when DATABASE_URL or TEST_DATABASE_URL is set, the embedded one
 * otherwise), reliability (database faults, OpenAPI-generated fuzz and tenant isolation), end-to-end (Playwright in Chromium against the built app). Every tier runs even
 * if an earlier one failed; the exit code and the closing line say how it went.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const REPORTS = ".test-reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const only = process.argv.slice(2);

interface Tier {
  name: string;
  command: string[];
  report?: string;
  kind?: "vitest" | "playwright";
}

const tiers: Tier[] = [
  { name: "lint", command: ["npx", "eslint", "."] },
  { name: "format", command: ["npx", "prettier", "--check", "."] },
  { name: "typecheck", command: ["npx", "tsc", "--noEmit", "-p", "."] },
  {
    name: "unit",
    command: ["npx", "vitest", "run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/unit.json`],
    report: `${REPORTS}/unit.json`,
    kind: "vitest",
  },
  {
    name: "integration",
    command: ["npx", "vitest", "run", "--project", "integration", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/integration.json`],
    report: `${REPORTS}/integration.json`,
    kind: "vitest",
  },
  {
    name: "reliability",
    command: ["npx", "vitest", "run", "--project", "reliability", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/reliability.json`],
    report: `${REPORTS}/reliability.json`,
    kind: "vitest",
  },
  { name: "e2e", command: ["npx", "playwright", "test"], report: `${REPORTS}/e2e.json`, kind: "playwright" },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const outcomes: string[] = [];

for (const tier of tiers) {
  if (only.length > 0 && !only.includes(tier.name)) continue;
  console.log(`\n=== ${tier.name}: ${tier.command.join(" ")}\n`);
  const started = Date.now();
  const result = spawnSync(tier.command[0]!, tier.command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: `${REPORTS}/e2e.json` },
  });
  const ok = result.status === 0;
  if (tier.report && existsSync(tier.report)) {
    const report = JSON.parse(readFileSync(tier.report, "utf8"));
    if (tier.kind === "vitest") {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else {
      passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
      failed += report.stats?.unexpected ?? 0;
      skipped += report.stats?.skipped ?? 0;
    }
  } else if (!ok) {
    failed += 1;
  }
  outcomes.push(`${tier.name}: ${ok ? "ok" : "FAILED"} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (!ok && !tier.report) console.error(`${tier.name} failed`);
  if (!ok && tier.report && failed === 0) failed += 1;
}

console.log(`\n${outcomes.join("\n")}`);
const allOk = outcomes.every((o) => !o.includes("FAILED"));
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);

import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { defineConfig, devices } from "@playwright/test";

/** A free port of 127.0.0.1, asked of the system by a short child process (this file loads synchronously). */
function freePort(): number {
  const free = execFileSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: "utf8" },
  );
  return Number(free.trim());
}

/**
 * One app server per Playwright worker, each on its own fresh database (scripts/e2e-server.ts), so
 * the workers never see each other's data: E2E_WORKERS (default 2; 1 on a one-core machine) of
 * them. Their ports: E2E_PORT and the ones after it, else free ports chosen once by the main
 * process and handed to the workers through the environment (E2E_PORTS; they load this file
 * again), so two runs on one machine never collide. tests/e2e/fixtures.ts points each worker's
 * pages and API calls at its own server.
 */
const WORKERS = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? "", 10) || Math.min(2, availableParallelism()));
function e2ePorts(): number[] {
  if (!process.env.E2E_PORTS) {
    if (process.env.E2E_PORT) {
      process.env.E2E_PORTS = Array.from({ length: WORKERS }, (_, i) => Number(process.env.E2E_PORT) + i).join(",");
    } else {
      const free = execFileSync(
        process.execPath,
        [
          "-e",
          `const net=require('net');const ss=[];let n=${WORKERS};for(let i=0;i<${WORKERS};i++){const s=net.createServer().listen(0,'127.0.0.1',()=>{ss.push(s);if(--n===0){process.stdout.write(ss.map(x=>x.address().port).join(','));ss.forEach(x=>x.close())}})}`,
        ],
        { encoding: "utf8" },
      );
      process.env.E2E_PORTS = free.trim();
    }
  }
  return process.env.E2E_PORTS.split(",").map(Number);
}
const PORTS = e2ePorts();
/**
 * The run's SMTP server (tests/e2e/global-setup.ts) listens on E2E_SMTP_PORT; the app servers send
 * to it (scripts/e2e-server.ts) and it writes what arrives to E2E_MAIL_FILE for the specs
 * (tests/e2e/mailbox.ts). Chosen once, like the port, and inherited by the workers and the servers.
 */
process.env.E2E_SMTP_PORT ??= String(freePort());
process.env.E2E_MAIL_FILE ??= path.join(tmpdir(), `paghe-e2e-mail-${process.env.E2E_SMTP_PORT}.jsonl`);
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * System Chromium (Debian's /usr/bin/chromium) when present, else Playwright's own browser if
 * one was installed; with neither, stop with a message saying what to install.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = (() => {
    try {
      const require = createRequire(import.meta.url);
      return (require("playwright-core") as typeof import("playwright-core")).chromium.executablePath();
    } catch {
      return undefined;
    }
  })();
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error("No Chromium found for the end-to-end tests. Install Debian's `chromium` package (apt-get install -y chromium) or set CHROMIUM_PATH.");
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: PORTS.length,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.ts reads the JSON report for the closing "N passed, N failed" line.
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "playwright-report/results.json" }]],
  use: {
    // the first server's; each worker's own comes from tests/e2e/fixtures.ts
    baseURL: `http://127.0.0.1:${PORTS[0]}`,
    locale: "it-IT",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  // started one after the other: the first builds the app when the build is not current, the others find it built
  webServer: PORTS.map((port) => ({
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/v1/openapi.json`,
    timeout: 400_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL: the server drops its database and scratch folder on the way out (scripts/e2e-server.ts)
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: { E2E_PORT: String(port), E2E_SMTP_PORT: process.env.E2E_SMTP_PORT! },
  })),
});

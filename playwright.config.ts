import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
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
 * E2E_PORT, else a free port chosen once by the main process and handed to the workers through
 * the environment (they load this file again), so two runs on one machine never collide.
 */
function e2ePort(): number {
  process.env.E2E_PORT ??= String(freePort());
  return Number(process.env.E2E_PORT);
}
const PORT = e2ePort();
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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.ts reads the JSON report for the closing "N passed, N failed" line.
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? "playwright-report/results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/v1/openapi.json`,
    timeout: 400_000,
    reuseExistingServer: false,
    // SIGTERM, not SIGKILL: the server drops its database and scratch folder on the way out (scripts/e2e-server.ts)
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT), E2E_SMTP_PORT: process.env.E2E_SMTP_PORT },
  },
});

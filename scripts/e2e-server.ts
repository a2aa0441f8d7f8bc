/**
 * The server the Playwright suite runs against: a fresh database (a dedicated `<db>_e2e`
 * database on DATABASE_URL's Postgres, or a new embedded PGlite folder), seeded with the known
 * test credentials, then the ordinary `npm start` path (migrate, seed, build if needed, serve).
 * With E2E_SMTP_PORT (playwright.config.ts) it sends e-mail to the run's SMTP server.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "../tests/support/test-database";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_API_KEY, TEST_OTHER_API_KEY } from "../tests/support/constants";

const port = process.env.E2E_PORT ?? "3107";
const scratch = mkdtempSync(path.join(tmpdir(), "paghe-e2e-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  PAGHE_DATA_DIR: scratch,
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  SEED_ADMIN_EMAIL: TEST_ADMIN_EMAIL,
  SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  SEED_API_KEY: TEST_API_KEY,
  SEED_OTHER_API_KEY: TEST_OTHER_API_KEY,
  // links in e-mails point at this server
  APP_URL: `http://127.0.0.1:${port}`,
};
// the run's SMTP server (tests/e2e/global-setup.ts): e-mail really leaves, and the specs read it
if (process.env.E2E_SMTP_PORT) env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;

let dropDatabase: (() => Promise<void>) | null = null;
if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
  const db = await createTestDatabase("e2e");
  env.DATABASE_URL = db.url;
  dropDatabase = db.stop;
} else {
  delete env.DATABASE_URL;
  env.PGLITE_DATA_DIR = path.join(scratch, "pglite");
}

const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
// When Playwright stops the server, the run's database and its scratch folder go with it.
child.on("exit", async (code) => {
  await dropDatabase?.().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code ?? 0);
});

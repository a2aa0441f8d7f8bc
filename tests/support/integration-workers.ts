/**
 * How many files the integration tier runs side by side. On Postgres each worker gets its own copy
 * of the seeded database (tests/integration/global-setup.ts), so files never meet each other's data
 * or job queue; the embedded database serves one connection at a time, so there it stays one.
 * INTEGRATION_WORKERS overrides (1 runs the files one after the other, as before).
 */
export function integrationWorkers(): number {
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) return 1;
  const asked = Number.parseInt(process.env.INTEGRATION_WORKERS ?? "", 10);
  return Number.isFinite(asked) && asked > 0 ? asked : 2;
}

/**
 * Whether each integration file gets a fresh process. On Postgres a worker imports the app once for
 * all its files (that import was half the tier's time); a job a file leaves running ends on its
 * own sessions. On the embedded database every statement shares one connection, so a job an earlier
 * file left running (a book import's rows) would hold it in the next file: each file starts afresh.
 */
export function integrationIsolated(): boolean {
  return !process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL;
}

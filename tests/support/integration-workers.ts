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

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/sql";
import { analyzeStaleTables } from "@/lib/db/statements/maintenance";
import { analyzesFirst } from "@/lib/services/payroll-runs/create-payroll-run";

/**
 * The month-end's plans must not depend on an ANALYZE nobody runs (issue 34 point 1): the run
 * analyses the tables it bulk-loads when they changed by more than a tenth since their last
 * analysis, on the batches 1, 2, 4, 8 … batches into the run, never two processes at once.
 */
const TABLE = "statistics_probe";

async function modifiedSinceAnalyze(): Promise<{ n: number; analysed: boolean }> {
  const rows = await getDb().$queryRawUnsafe<{ n: bigint; analysed: boolean }[]>(
    `SELECT n_mod_since_analyze AS n, last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables WHERE relname = $1`,
    TABLE,
  );
  return { n: Number(rows[0]?.n ?? 0), analysed: rows[0]?.analysed ?? false };
}

/** The counters are flushed by the writing session shortly after its commit: waits for them. */
async function untilCounted(atLeast: number): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const { n } = await modifiedSinceAnalyze();
    if (n >= atLeast) return n;
    await new Promise((r) => setTimeout(r, 200));
  }
  return (await modifiedSinceAnalyze()).n;
}

describe("the statistics of the tables a run bulk-loads", () => {
  beforeAll(async () => {
    await getDb().$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS ${TABLE} (id int PRIMARY KEY, v text)`);
  });

  afterAll(async () => {
    await getDb().$executeRawUnsafe(`DROP TABLE IF EXISTS ${TABLE}`);
  });

  it("are refreshed by the first batch, then by the batches that follow 1, 2, 4, 8 … batches", () => {
    const first = Array.from({ length: 40 }, (_, i) => i).filter(analyzesFirst);
    expect(first).toEqual([0, 1, 3, 7, 15, 31]);
  });

  it("a table changed by more than a tenth is analysed once, and not while another process is analysing", async () => {
    await getDb().$executeRawUnsafe(`INSERT INTO ${TABLE} SELECT g, md5(g::text) FROM generate_series(1, 2000) AS g`);
    const counted = await untilCounted(2000);
    expect(counted).toBeGreaterThanOrEqual(2000);
    // another process holds the analysis: nothing is done, nothing waits (the embedded database
    // serves one connection, one process: no other to wait for)
    if (inject("databaseKind") === "postgres") {
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      try {
        await other.query("BEGIN");
        await other.query(`SELECT pg_advisory_xact_lock(hashtext('analyze-bulk-loaded-tables'))`);
        const t0 = performance.now();
        expect(await inTransaction((sql) => analyzeStaleTables(sql, [TABLE]))).toEqual([]);
        expect(performance.now() - t0).toBeLessThan(2000);
        await other.query("COMMIT");
      } finally {
        await other.end();
      }
    }
    expect(await inTransaction((sql) => analyzeStaleTables(sql, [TABLE, "no_such_table"]))).toEqual([TABLE]);
    expect((await modifiedSinceAnalyze()).analysed).toBe(true);
    // analysed: a few more rows (under a tenth) are not worth another
    await getDb().$executeRawUnsafe(`INSERT INTO ${TABLE} SELECT g, md5(g::text) FROM generate_series(2001, 2100) AS g`);
    await untilCounted(100);
    expect(await inTransaction((sql) => analyzeStaleTables(sql, [TABLE]))).toEqual([]);
  });
});

import "server-only";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "prisma/migrations");
// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 727_120_001;

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

async function listMigrations(dir: string): Promise<{ name: string; sql: string; checksum: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, each in its own
 * transaction, recording name and checksum in schema_migrations. A session advisory lock makes
 * concurrent runs (two app processes starting at once) wait for each other instead of racing;
 * an applied migration whose file changed afterwards stops the run. Its own transaction per file
 * (not inTransaction: a migration may run longer than a request's statement timeout).
 */
export async function migrate(connectionString: string, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const migrations = await listMigrations(dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  const run = (statement: Prisma.Sql) => client.query(statement.text, statement.values);
  const result: MigrationResult = { applied: [], alreadyApplied: [] };
  try {
    await run(Prisma.sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY,
      checksum CHAR(64) NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ name: string; checksum: string }>("SELECT name, checksum FROM schema_migrations");
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    for (const migration of migrations) {
      const previous = applied.get(migration.name);
      if (previous) {
        if (previous !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied (checksum mismatch)`);
        }
        result.alreadyApplied.push(migration.name);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await run(Prisma.sql`INSERT INTO schema_migrations (name, checksum) VALUES (${migration.name}, ${migration.checksum})`);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      result.applied.push(migration.name);
    }
  } finally {
    await run(Prisma.sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => undefined);
    await client.end();
  }
  return result;
}

/** Migration names present in the folder but not recorded in the database (for /readyz). */
export async function pendingMigrations(appliedNames: string[], dir = MIGRATIONS_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const applied = new Set(appliedNames);
  return entries
    .filter((e) => e.isDirectory() && !applied.has(e.name))
    .map((e) => e.name)
    .sort();
}

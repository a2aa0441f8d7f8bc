/**
 * The migration that makes workers persons (20261126170000_workers) on a database already holding
 * contracts: the migrations before it are applied to an empty database, contracts are inserted
 * (the same fiscal code twice in one organization, once more in a second organization, and two
 * without a fiscal code), then the rest is applied.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR, migrate } from "@/lib/db/migrate";

const onPostgres = inject("databaseKind") === "postgres";
const WORKERS_MIGRATION = "20261126170000_workers";
const CODE = "RSSMRA80A41H501Y"; // a woman's code: day 41 = 1st + 40

describe("migration 20261126170000_workers", () => {
  it.runIf(onPostgres)("merges contracts with the same fiscal code in an organization into one worker, and gives each other contract its own", async () => {
    const base = new URL(process.env.DATABASE_URL as string);
    const name = `workers_migration_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    base.pathname = `/${name}`;
    const before = mkdtempSync(path.join(tmpdir(), "migrations-"));
    const db = new pg.Client({ connectionString: base.toString() });
    try {
      for (const dir of readdirSync(MIGRATIONS_DIR).filter((d) => d < WORKERS_MIGRATION))
        cpSync(path.join(MIGRATIONS_DIR, dir), path.join(before, dir), { recursive: true });
      await migrate(base.toString(), before);
      await db.connect();
      const org = async (n: string) => (await db.query<{ id: string }>("INSERT INTO organizations (name) VALUES ($1) RETURNING id", [n])).rows[0]!.id;
      const employer = async (o: string, n: string) =>
        (
          await db.query<{ id: string }>(
            "INSERT INTO employers (organization_id, type, personal_info, display_name, sort_name, search_text) VALUES ($1, 'domestic', '{}', $2, $3, $4) RETURNING id",
            [o, n, n.toLowerCase(), n.toLowerCase()],
          )
        ).rows[0]!.id;
      const contract = async (o: string, e: string, first: string, code: string | null, created: string, address: string | null = null) =>
        (
          await db.query<{ id: string }>(
            `INSERT INTO domestic_contracts (organization_id, employer_id, worker_first_name, worker_last_name, worker_fiscal_code, worker_address, start_date, created_at)
             VALUES ($1, $2, $3, 'Rossi', $4, $5, '2024-01-08', $6) RETURNING id`,
            [o, e, first, code, address, created],
          )
        ).rows[0]!.id;
      const a = await org("A");
      const b = await org("B");
      const [a1, a2, b1] = [await employer(a, "Uno"), await employer(a, "Due"), await employer(b, "Tre")];
      const older = await contract(a, a1, "Maria", CODE, "2024-01-01T10:00:00Z", "Via Vecchia 1");
      const newer = await contract(a, a2, "Maria Grazia", CODE, "2024-05-01T10:00:00Z", "Via Nuova 2");
      const otherOrg = await contract(b, b1, "Maria", CODE, "2024-02-01T10:00:00Z");
      const noCode1 = await contract(a, a1, "Senza", null, "2024-03-01T10:00:00Z");
      const noCode2 = await contract(a, a2, "Senza", null, "2024-03-02T10:00:00Z");

      const result = await migrate(base.toString());
      expect(result.applied[0]).toBe(WORKERS_MIGRATION);

      const { rows: workers } = await db.query(
        "SELECT id, organization_id, first_name, fiscal_code, sex, address FROM workers ORDER BY organization_id = $1 DESC, fiscal_code NULLS LAST, id",
        [a],
      );
      expect(workers).toHaveLength(4); // A: one for the code, two without a code; B: one
      const { rows: links } = await db.query<{ id: string; worker_id: string; worker_first_name: string; worker_address: string | null }>(
        "SELECT id, worker_id, worker_first_name, worker_address FROM domestic_contracts",
      );
      const workerOf = Object.fromEntries(links.map((l) => [l.id, l.worker_id]));
      expect(links.every((l) => l.worker_id !== null)).toBe(true);
      expect(workerOf[older]).toBe(workerOf[newer]);
      expect(workerOf[otherOrg]).not.toBe(workerOf[older]);
      expect(workerOf[noCode1]).not.toBe(workerOf[noCode2]);
      const byId = Object.fromEntries(workers.map((w) => [w.id, w]));
      // the merged worker takes the fields of the most recent contract; the sex is read from the code
      expect(byId[workerOf[older]!]).toMatchObject({ organization_id: a, first_name: "Maria Grazia", fiscal_code: CODE, sex: "F", address: "Via Nuova 2" });
      expect(byId[workerOf[otherOrg]!]).toMatchObject({ organization_id: b, fiscal_code: CODE, sex: "F" });
      expect(byId[workerOf[noCode1]!]).toMatchObject({ organization_id: a, first_name: "Senza", fiscal_code: null, sex: null });
      // nothing lost: each contract keeps its own worker fields
      expect(Object.fromEntries(links.map((l) => [l.id, [l.worker_first_name, l.worker_address]]))).toMatchObject({
        [older]: ["Maria", "Via Vecchia 1"],
        [newer]: ["Maria Grazia", "Via Nuova 2"],
      });

      // after the migration, an insert without worker_id is linked by the trigger: a known code to its worker, a new one to a new worker
      const later = await contract(a, a1, "Maria", CODE, "2025-01-01T10:00:00Z");
      const fresh = await contract(a, a1, "Nuova", null, "2025-01-02T10:00:00Z");
      const { rows: after } = await db.query<{ id: string; worker_id: string }>("SELECT id, worker_id FROM domestic_contracts WHERE id = ANY($1::uuid[])", [
        [later, fresh],
      ]);
      const linked = Object.fromEntries(after.map((r) => [r.id, r.worker_id]));
      expect(linked[later]).toBe(workerOf[older]);
      expect(Object.values(workerOf)).not.toContain(linked[fresh]);
      await expect(db.query("DELETE FROM workers WHERE id = $1", [workerOf[older]])).rejects.toThrow(/foreign key/);
    } finally {
      await db.end().catch(() => undefined);
      rmSync(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

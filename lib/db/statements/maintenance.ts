import "server-only";
/** Statements of the installation's upkeep: readiness, sweeps, the ISTAT series. */
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

/** The names of the applied migrations. */
export async function selectAppliedMigrations(db: Queryable): Promise<string[]> {
  return (await sqlOf(db).query<{ name: string }>(Prisma.sql`SELECT name FROM schema_migrations`)).map((r) => r.name);
}

/** Idempotency records past `expires_at`; answers how many went. */
export async function deleteExpiredIdempotencyRecords(db: Queryable, now: Date): Promise<number> {
  return sqlOf(db).execute(Prisma.sql`DELETE FROM idempotency_records WHERE expires_at < ${now}::timestamptz`);
}

/** A month's FOI index of the installation's series (null: not in it). */
export async function selectFoi(db: Queryable, month: string): Promise<string | null> {
  return (await sqlOf(db).one<{ foi: string | null }>(Prisma.sql`SELECT foi::text AS foi FROM tfr_coefficients WHERE month = ${month}`))?.foi ?? null;
}

/** Records (or corrects) a month's FOI and its derived coefficient. */
export async function upsertFoi(db: Queryable, row: { month: string; percent: string; foi: string; foiBase: string; source: string }): Promise<void> {
  await sqlOf(db).execute(
    Prisma.sql`INSERT INTO tfr_coefficients (month, percent, foi, foi_base, is_derived, source)
       VALUES (${row.month}, ${row.percent}::numeric, ${row.foi}::numeric, ${row.foiBase}, true, ${row.source})
       ON CONFLICT (month) DO UPDATE SET percent = EXCLUDED.percent, foi = EXCLUDED.foi, foi_base = EXCLUDED.foi_base, is_derived = true, source = EXCLUDED.source`,
  );
}

/** The months of a year (`YYYY`) with a FOI, in order. */
export function selectFoiOfYear(db: Queryable, year: string): Promise<{ month: string; foi: string; source: string }[]> {
  return sqlOf(db).query(
    Prisma.sql`SELECT month, foi::text AS foi, source FROM tfr_coefficients WHERE month LIKE ${`${year}-%`} AND foi IS NOT NULL ORDER BY month`,
  );
}

export async function updateCoefficient(db: Queryable, month: string, percent: string): Promise<void> {
  await sqlOf(db).execute(Prisma.sql`UPDATE tfr_coefficients SET percent = ${percent}::numeric WHERE month = ${month}`);
}

/** The series, of one year (`YYYY`) or whole. */
export function selectSeries(
  db: Queryable,
  year: string | null,
): Promise<{ month: string; foi: string | null; percent: string; source: string; derived: boolean }[]> {
  return sqlOf(db).query(
    Prisma.sql`SELECT month, foi::text AS foi, percent::text AS percent, source, is_derived AS derived FROM tfr_coefficients
       WHERE (${year}::text IS NULL OR month LIKE ${year}::text || '-%') ORDER BY month`,
  );
}

/**
 * The tables a month-end run analyses where their statistics are stale (analyzeStaleTables): those
 * it bulk-loads (its items, the work events it fills, the drafts and their lines, their audit
 * entries), and those its batches read for every contract (contracts, employers, terms, opening
 * balances), which a book import or a seed loads in bulk too. Plans over tables whose statistics
 * describe a fraction of their rows go wrong, and nothing else analyses them where autovacuum is
 * off (as on PGlite): measured at 10,000 contracts never analysed, Postgres spent 3 s more on the
 * run (21.3 s of CPU against 18.1 s with fresh statistics) while only the loaded tables were analysed.
 */
export const RUN_ANALYSED_TABLES = [
  "payroll_run_items",
  "work_events",
  "payslips",
  "payslip_elements",
  "payslip_inps_weeks",
  "payslip_cassacolf_weeks",
  "audit_log",
  "domestic_contracts",
  "employers",
  "contract_terms",
  "contract_opening_balances",
] as const;

/**
 * ANALYZE of those of `tables` changed by more than a tenth of their rows (and 500 rows) since
 * their last analysis, as autovacuum's default threshold would; answers which were analysed. On
 * the connection of a transaction of its own (never a batch's: ANALYZE holds its table's
 * SHARE UPDATE EXCLUSIVE lock to the end of the transaction), under a try-lock: while another
 * process is analysing, nothing is done and nothing waits.
 */
export async function analyzeStaleTables(db: Queryable, tables: readonly string[]): Promise<string[]> {
  const sql = sqlOf(db);
  const row = await sql.one<{ stale: string[] | null }>(
    Prisma.sql`SELECT CASE WHEN pg_try_advisory_xact_lock(hashtext('analyze-bulk-loaded-tables')) THEN ARRAY(
        SELECT quote_ident(relname) FROM pg_stat_user_tables
         WHERE schemaname = current_schema() AND relname = ANY(${[...tables]}::text[]) AND n_mod_since_analyze > 500 + 0.1 * n_live_tup
         ORDER BY relname) END AS stale`,
  );
  const stale = row?.stale ?? [];
  if (stale.length > 0) await sql.execute(`ANALYZE ${stale.join(", ")}`);
  return stale;
}

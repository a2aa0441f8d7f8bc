/**
 * A large book made from a few real ones (benchmarks and tests of the book's quarter, issue 34
 * point 3): each template contract copied `copies` times, each copy with an employer of its own,
 * its terms, its payslips and their lines and weeks, row for row, under new ids. The figures of a
 * copy are those of its template; the employers' and workers' names are varied so that the book's
 * order interleaves the copies. New ids are md5(old id, copy number, salt) as uuids: every statement
 * computes the same mapping, so no temporary table (and no single connection) is needed.
 */
import type { Db, Tx } from "@/lib/db/client";

type SeedDb = Db | Tx;

async function columnsOf(db: SeedDb, table: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ column_name: string }[]>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    table,
  );
  return rows.map((r) => r.column_name);
}

/** INSERT INTO table (every column) SELECT each column of `t`, or its override, FROM `from`. */
async function cloneInto(db: SeedDb, table: string, overrides: Record<string, string>, from: string, values: unknown[]): Promise<number> {
  const cols = await columnsOf(db, table);
  const list = cols.map((c) => `"${c}"`).join(", ");
  const select = cols.map((c) => overrides[c] ?? `t."${c}"`).join(", ");
  return db.$executeRawUnsafe(`INSERT INTO "${table}" (${list}) SELECT ${select} FROM ${from}`, ...values);
}

/**
 * The new id of `expr` in copy g (params: $1 templates, $2 copies, $3 salt): an md5 marked as a
 * version-4 uuid (version and variant digits), as the API's validation wants its ids.
 */
const newId = (expr: string) => `overlay(overlay(md5(${expr}::text || ':' || g::text || ':' || $3::text) placing '4' from 13) placing '8' from 17)::uuid`;

/** Copies each template contract `copies` times; answers the new contracts' ids. */
export async function cloneContracts(db: SeedDb, templateContractIds: readonly string[], copies: number, salt = Date.now().toString(36)): Promise<string[]> {
  const values = [[...templateContractIds], copies, salt];
  const series = `CROSS JOIN generate_series(1, $2::int) AS g`;
  // a pseudo-random prefix per copy: the copies of different templates interleave in the book's order
  const prefix = `lpad(((hashtext(c0.id::text || g::text || $3::text)::bigint & 65535))::text, 5, '0')`;
  await cloneInto(
    db,
    "employers",
    {
      id: newId(`(t.id::text || c0.id::text)`),
      sort_name: `left(${prefix} || ' ' || t.sort_name, 300)`,
      display_name: `left(${prefix} || ' ' || t.display_name, 300)`,
      search_text: `${prefix} || ' ' || t.search_text`,
      external_id: "NULL",
    },
    `employers t JOIN domestic_contracts c0 ON c0.employer_id = t.id AND c0.id = ANY($1::uuid[]) ${series}`,
    values,
  );
  // the contracts' row trigger re-aggregating their employer's workers' search text would run once
  // per copy (with the employers' own triggers under it): off for the copy, the text set once after
  await db.$executeRawUnsafe(`ALTER TABLE domestic_contracts DISABLE TRIGGER domestic_contracts_worker_search`);
  try {
    await cloneInto(
      db,
      "domestic_contracts",
      {
        id: newId("t.id"),
        employer_id: newId(`(t.employer_id::text || t.id::text)`),
        // a few surnames per template: ties in the employer's name are ordered by worker, then id
        worker_last_name: `left(t.worker_last_name, 90) || ' ' || (g % 4)::text`,
        external_id: "NULL",
        work_event_count: "0",
      },
      `domestic_contracts t ${series} WHERE t.id = ANY($1::uuid[])`,
      values,
    );
  } finally {
    await db.$executeRawUnsafe(`ALTER TABLE domestic_contracts ENABLE TRIGGER domestic_contracts_worker_search`);
  }
  await db.$executeRawUnsafe(
    `UPDATE employers e SET worker_search_text = employer_worker_search_text(e.id)
      WHERE e.id IN (SELECT ${newId("(t.employer_id::text || t.id::text)")} FROM domestic_contracts t ${series} WHERE t.id = ANY($1::uuid[]))`,
    ...values,
  );
  await cloneInto(
    db,
    "contract_terms",
    { id: newId("t.id"), contract_id: newId("t.contract_id") },
    `contract_terms t ${series} WHERE t.contract_id = ANY($1::uuid[])`,
    values,
  );
  await cloneInto(
    db,
    "payslips",
    {
      id: newId("t.id"),
      contract_id: newId("t.contract_id"),
      corrects_payslip_id: `CASE WHEN t.corrects_payslip_id IS NULL THEN NULL ELSE ${newId("t.corrects_payslip_id")} END`,
      external_id: "NULL",
    },
    `payslips t ${series} WHERE t.contract_id = ANY($1::uuid[])`,
    values,
  );
  for (const table of ["payslip_elements", "payslip_inps_weeks", "payslip_cassacolf_weeks"]) {
    await cloneInto(
      db,
      table,
      { id: newId("t.id"), payslip_id: newId("t.payslip_id") },
      `"${table}" t JOIN payslips p ON p.id = t.payslip_id AND p.contract_id = ANY($1::uuid[]) ${series}`,
      values,
    );
  }
  const ids = await db.$queryRawUnsafe<{ id: string }[]>(
    `SELECT ${newId("t.id")}::text AS id FROM domestic_contracts t ${series} WHERE t.id = ANY($1::uuid[])`,
    ...values,
  );
  return ids.map((r) => r.id);
}

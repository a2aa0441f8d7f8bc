import "server-only";
import { sqlOf, type Queryable } from "@/lib/db/sql";

/** A column of a multi-row insert: its SQL name and type (`numeric`, `date`, `jsonb`, `"PayslipKind"`…). */
export interface InsertColumn<Row> {
  key: keyof Row & string;
  column: string;
  type: string;
}

/**
 * Inserts any number of rows in one statement: the rows travel as one JSON parameter and
 * `jsonb_to_recordset` turns them into typed columns, so a month-end batch writes each table once
 * instead of once per row (Prisma's createMany builds its statement row by row). Table and column
 * names come from code, never from a request; values are parameters.
 */
export async function insertRows<Row extends Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: readonly InsertColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => `"${c.column}"`).join(", ");
  const record = columns.map((c) => `"${c.column}" ${c.type}`).join(", ");
  const payload = rows.map((row) => Object.fromEntries(columns.map((c) => [c.column, row[c.key] ?? null])));
  await sqlOf(tx).execute(`INSERT INTO "${table}" (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`, [JSON.stringify(payload)]);
}

/** A column whose SQL name is its key in snake_case ("weekStart" → week_start). */
export function column<Row>(key: keyof Row & string, type: string): InsertColumn<Row> {
  return { key, column: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), type };
}

/**
 * Updates any number of rows by id in one statement, the companion of insertRows: the rows travel
 * as one JSON parameter, so large JSON columns (a payslip's input snapshot) are not walked key by
 * key by Prisma's argument serializer. `updated_at` is set to now() (Prisma's @updatedAt does it
 * for its own updates only).
 */
export async function updateRows<Row extends Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: readonly InsertColumn<Row>[],
  rows: readonly (Row & { id: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const assignments = columns.map((c) => `"${c.column}" = x."${c.column}"`).join(", ");
  const record = [`"id" uuid`, ...columns.map((c) => `"${c.column}" ${c.type}`)].join(", ");
  const payload = rows.map((row) => ({ id: row.id, ...Object.fromEntries(columns.map((c) => [c.column, row[c.key] ?? null])) }));
  await sqlOf(tx).execute(
    `UPDATE "${table}" AS t SET ${assignments}, "updated_at" = now() FROM jsonb_to_recordset($1::jsonb) AS x(${record}) WHERE t."id" = x."id"`,
    [JSON.stringify(payload)],
  );
}

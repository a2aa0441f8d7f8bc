import "server-only";
import { sqlOf, type Queryable } from "@/lib/db/sql";
import { snakeCase } from "@/lib/db/raw-columns";

/** A column of a multi-row insert: its SQL name and type (`numeric`, `date`, `jsonb`, `"PayslipKind"`…). */
export interface InsertColumn<Row> {
  key: keyof Row & string;
  column: string;
  type: string;
}

/** A column whose SQL name is its key in snake_case ("weekStart" → week_start). */
export function column<Row>(key: keyof Row & string, type: string): InsertColumn<Row> {
  return { key, column: snakeCase(key), type };
}

/**
 * One write of many rows whose values travel as one JSON parameter: `text` takes the parameter's
 * placeholder, so several writes can share one statement (writeAtOnce).
 */
export interface RowsWrite {
  text: (parameter: string) => string;
  payload: string;
}

function payloadOf<Row extends Record<string, unknown>>(columns: readonly InsertColumn<Row>[], rows: readonly Row[], withId = false): string {
  return JSON.stringify(rows.map((row) => ({ ...(withId ? { id: row.id } : {}), ...Object.fromEntries(columns.map((c) => [c.column, row[c.key] ?? null])) })));
}

/**
 * Inserts any number of rows: `jsonb_to_recordset` turns the JSON parameter into typed columns,
 * so a month-end batch writes each table once instead of once per row (Prisma's createMany builds
 * its statement row by row). Table and column names come from code, never from a request.
 */
export function insertWrite<Row extends Record<string, unknown>>(table: string, columns: readonly InsertColumn<Row>[], rows: readonly Row[]): RowsWrite | null {
  if (rows.length === 0) return null;
  const names = columns.map((c) => `"${c.column}"`).join(", ");
  const record = columns.map((c) => `"${c.column}" ${c.type}`).join(", ");
  return {
    text: (p) => `INSERT INTO "${table}" (${names}) SELECT ${names} FROM jsonb_to_recordset(${p}::jsonb) AS x(${record})`,
    payload: payloadOf(columns, rows),
  };
}

/**
 * Updates any number of rows by id, the companion of insertWrite: large JSON columns (a payslip's
 * input snapshot) are not walked key by key by Prisma's argument serializer. `updated_at` is set
 * to now() (Prisma's @updatedAt does it for its own updates only).
 */
export function updateWrite<Row extends Record<string, unknown>>(
  table: string,
  columns: readonly InsertColumn<Row>[],
  rows: readonly (Row & { id: string })[],
): RowsWrite | null {
  if (rows.length === 0) return null;
  const assignments = columns.map((c) => `"${c.column}" = x."${c.column}"`).join(", ");
  const record = [`"id" uuid`, ...columns.map((c) => `"${c.column}" ${c.type}`)].join(", ");
  return {
    text: (p) => `UPDATE "${table}" AS t SET ${assignments}, "updated_at" = now() FROM jsonb_to_recordset(${p}::jsonb) AS x(${record}) WHERE t."id" = x."id"`,
    payload: payloadOf(columns, rows, true),
  };
}

/**
 * Several writes in one statement (one round trip): all but the last become data-modifying WITH
 * queries. They see the same snapshot, so they must not touch the same rows (no write here reads
 * another's rows); foreign keys are checked at the end of the statement, so a payslip and its lines
 * may be inserted together.
 */
export async function writeAtOnce(tx: Queryable, writes: readonly (RowsWrite | null)[]): Promise<void> {
  const present = writes.filter((w): w is RowsWrite => w !== null);
  if (present.length === 0) return;
  const texts = present.map((w, i) => w.text(`$${i + 1}`));
  const last = texts.pop()!;
  const text = texts.length === 0 ? last : `WITH ${texts.map((t, i) => `w${i} AS (${t})`).join(",\n")}\n${last}`;
  await sqlOf(tx).execute(
    text,
    present.map((w) => w.payload),
  );
}

import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "@/lib/db/sql";
import { columnOf, typeOf } from "@/lib/db/raw-columns";
import type { Table } from "@/lib/db/columns";

/**
 * The one way raw SQL writes many rows: the rows travel as ONE JSON parameter and
 * `jsonb_to_recordset` turns it into typed columns (the types of the table's column list,
 * lib/db/columns.ts), so a month-end batch writes each table once instead of once per row
 * (Prisma's createMany builds its statement row by row) and a statement has the same shape
 * whatever the number of rows. Table and column names come from code, never from a request.
 */

/** One write of many rows: a statement, or a data-modifying WITH query of a larger one (writeAtOnce). */
export interface RowsWrite {
  statement: Prisma.Sql;
}

type Row<Model> = { [K in keyof Model]?: unknown };

function recordOf<Model>(t: Table<Model>, keys: readonly (keyof Model & string)[]): { names: string; record: string } {
  const specs = keys.map((k) => ({ column: columnOf(k, t.columns[k]), type: typeOf(t.columns[k]) }));
  return { names: specs.map((c) => `"${c.column}"`).join(", "), record: specs.map((c) => `"${c.column}" ${c.type}`).join(", ") };
}

function payloadOf<Model>(t: Table<Model>, keys: readonly (keyof Model & string)[], rows: readonly Row<Model>[]): string {
  // the column names once per write, not once per row and field (a month-end writes thousands of lines)
  const columns = keys.map((k) => columnOf(k, t.columns[k]));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) record[columns[i]!] = row[keys[i]!] ?? null;
    return record;
  });
  return JSON.stringify(records);
}

/** INSERT of `rows` (the fields `keys` of each) into table `t`; `returning`, a select list over the table, answers the rows written. */
export function insertWrite<Model>(
  t: Table<Model>,
  keys: readonly (keyof Model & string)[],
  rows: readonly Row<Model>[],
  returning?: Prisma.Sql,
): RowsWrite | null {
  if (rows.length === 0) return null;
  const { names, record } = recordOf(t, keys);
  return {
    statement: Prisma.sql`INSERT INTO ${Prisma.raw(`"${t.name}" (${names})`)} SELECT ${Prisma.raw(names)} FROM jsonb_to_recordset(${payloadOf(t, keys, rows)}::jsonb) AS x(${Prisma.raw(record)})${
      returning ? Prisma.sql` RETURNING ${returning}` : Prisma.empty
    }`,
  };
}

/**
 * UPDATE by id of the fields `keys` of `rows`, the companion of insertWrite: large JSON columns (a
 * payslip's input snapshot) are not walked key by key by Prisma's argument serializer.
 * `updated_at` is set to now() when the table has it (Prisma's @updatedAt does it for its own
 * updates only). `where`, over the table `t` and the record `x`, narrows the rows changed. The rows
 * are found by primary key (`id = ANY(ids)`), so the cost is the rows written, never the table's.
 */
export function updateWrite<Model extends { id: string }>(
  t: Table<Model>,
  keys: readonly (keyof Model & string)[],
  rows: readonly (Row<Model> & { id: string })[],
  options: { where?: Prisma.Sql; set?: Prisma.Sql } = {},
): RowsWrite | null {
  if (rows.length === 0) return null;
  const assignments = keys.map((k) => `"${columnOf(k, t.columns[k])}" = x."${columnOf(k, t.columns[k])}"`);
  if ("updatedAt" in t.columns) assignments.push(`"updated_at" = now()`);
  const { record } = recordOf(t, ["id" as keyof Model & string, ...keys]);
  const idType = typeOf(t.columns["id" as keyof Model]);
  // the ids also as an array: the rows changed are found by primary key, one probe each, whatever
  // the planner knows of the table (a join on the record alone scanned the table on tables never analysed)
  return {
    statement: Prisma.sql`UPDATE ${Prisma.raw(`"${t.name}"`)} AS t SET ${Prisma.raw(assignments.join(", "))}${options.set ? Prisma.sql`, ${options.set}` : Prisma.empty}
      FROM jsonb_to_recordset(${payloadOf(t, ["id" as keyof Model & string, ...keys], rows)}::jsonb) AS x(${Prisma.raw(record)})
     WHERE t."id" = ANY(${rows.map((r) => r.id)}::${Prisma.raw(`${idType}[]`)}) AND t."id" = x."id"${options.where ? Prisma.sql` AND ${options.where}` : Prisma.empty}`,
  };
}

/**
 * Several writes in one statement (one round trip): all but the last become data-modifying WITH
 * queries. They see the same snapshot, so they must not touch the same rows (no write here reads
 * another's rows); foreign keys are checked at the end of the statement, so a payslip and its lines
 * may be inserted together.
 */
export function writesAtOnce(writes: readonly (RowsWrite | null)[]): Prisma.Sql | null {
  const present = writes.filter((w): w is RowsWrite => w !== null).map((w) => w.statement);
  if (present.length === 0) return null;
  const last = present.pop()!;
  if (present.length === 0) return last;
  return Prisma.sql`WITH ${Prisma.join(
    present.map((statement, i) => Prisma.sql`${Prisma.raw(`w${i}`)} AS (${statement})`),
    ",\n",
  )}\n${last}`;
}

/** Runs writesAtOnce's statement. */
export async function writeAtOnce(tx: Queryable, writes: readonly (RowsWrite | null)[]): Promise<void> {
  const statement = writesAtOnce(writes);
  if (statement) await sqlOf(tx).execute(statement);
}

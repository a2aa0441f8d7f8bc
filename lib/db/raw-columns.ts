import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Reading rows with raw SQL (lib/db/sql.ts) into the same objects Prisma's model queries give:
 * a column list names each field's kind once, and from it come the SELECT list (numerics, dates
 * and timestamps as text, so no driver turns them into floats or local-time dates), the
 * json_build_object of nested rows, and the mapping back (Prisma.Decimal, UTC Date).
 */
export type ColumnKind = "plain" | "decimal" | "date" | "timestamp";

/** A field's kind, with its column's name when it is not the field's name in snake_case. */
export type ColumnSpec = ColumnKind | { kind: ColumnKind; column: string };

/** Every field of a model with its kind: `satisfies RawColumns<Model>` keeps the list complete. */
export type RawColumns<T> = { [K in keyof T]: ColumnSpec };

/** A field's column name by the schema's convention: "weekStart" → week_start. */
export const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kindOf = (spec: ColumnSpec): ColumnKind => (typeof spec === "string" ? spec : spec.kind);

function expression(alias: string, key: string, spec: ColumnSpec): string {
  const kind = kindOf(spec);
  const column = `${alias}."${typeof spec === "string" ? snakeCase(key) : spec.column}"`;
  switch (kind) {
    case "decimal":
      return `${column}::text`;
    case "date":
      return `to_char(${column}, 'YYYY-MM-DD')`;
    case "timestamp":
      return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    default:
      return column;
  }
}

/** `expr AS "field", …` for a SELECT over `alias`. */
export function selectList(alias: string, columns: Record<string, ColumnSpec>): string {
  return Object.entries(columns)
    .map(([key, kind]) => `${expression(alias, key, kind)} AS "${key}"`)
    .join(", ");
}

/** `json_build_object('field', expr, …)` of a row of `alias` (a nested list through json_agg). */
export function jsonObject(alias: string, columns: Record<string, ColumnSpec>): string {
  return `json_build_object(${Object.entries(columns)
    .map(([key, kind]) => `'${key}', ${expression(alias, key, kind)}`)
    .join(", ")})`;
}

/** A row selected with selectList or jsonObject, typed back as Prisma would give it. */
export function fromRaw<T>(row: Record<string, unknown>, columns: Record<string, ColumnSpec>): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, spec] of Object.entries(columns)) {
    const kind = kindOf(spec);
    const value = row[key];
    if (value === null || value === undefined || kind === "plain") continue;
    if (kind === "decimal") out[key] = new Prisma.Decimal(value as string);
    else if (kind === "date") out[key] = new Date(`${value as string}T00:00:00.000Z`);
    else out[key] = new Date(value as string);
  }
  return out as T;
}

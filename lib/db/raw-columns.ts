import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Reading rows with raw SQL (lib/db/sql.ts) into the same objects Prisma's model queries give:
 * a column list names each field's kind once (lib/db/columns.ts: the SQL type of each column of a
 * table), and from it come the SELECT list (numerics, dates and timestamps as text, so no driver
 * turns them into floats or local-time dates), the json_build_object of nested rows, and the
 * mapping back (Prisma.Decimal, UTC Date).
 */
export type ColumnKind = "plain" | "decimal" | "date" | "timestamp";

/**
 * A field's kind or its SQL type (`numeric`, `date`, `timestamptz`, `uuid`, `"PayslipKind"`…),
 * with its column's name when it is not the field's name in snake_case.
 */
export type ColumnSpec = string | { type: string; column: string };

/** Every field of a model with its kind: `satisfies RawColumns<Model>` keeps the list complete. */
export type RawColumns<T> = { [K in keyof T]: ColumnSpec };

const snakeCases = new Map<string, string>();

/** A field's column name by the schema's convention: "weekStart" → week_start (kept once computed: field names come from code). */
export function snakeCase(key: string): string {
  let name = snakeCases.get(key);
  if (name === undefined) {
    name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    snakeCases.set(key, name);
  }
  return name;
}

export const typeOf = (spec: ColumnSpec): string => (typeof spec === "string" ? spec : spec.type);
export const columnOf = (key: string, spec: ColumnSpec): string => (typeof spec === "string" ? snakeCase(key) : spec.column);

/** How a column's value comes back: numerics as Decimal, dates and timestamps as UTC Date, the rest as the driver gives it. */
export function kindOf(spec: ColumnSpec): ColumnKind {
  const type = typeOf(spec);
  if (type === "decimal" || type === "numeric") return "decimal";
  if (type === "date") return "date";
  if (type === "timestamp" || type === "timestamptz") return "timestamp";
  return "plain";
}

function expression(alias: string, key: string, spec: ColumnSpec): string {
  const column = `${alias}."${columnOf(key, spec)}"`;
  switch (kindOf(spec)) {
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

/** `expr AS "field", …` for a SELECT over `alias` (names from code, never from a request). */
export function selectList(alias: string, columns: Record<string, ColumnSpec>): Prisma.Sql {
  return Prisma.raw(
    Object.entries(columns)
      .map(([key, spec]) => `${expression(alias, key, spec)} AS "${key}"`)
      .join(", "),
  );
}

/** `json_build_object('field', expr, …)` of a row of `alias` (a nested list through json_agg). */
export function jsonObject(alias: string, columns: Record<string, ColumnSpec>): Prisma.Sql {
  return Prisma.raw(
    `json_build_object(${Object.entries(columns)
      .map(([key, spec]) => `'${key}', ${expression(alias, key, spec)}`)
      .join(", ")})`,
  );
}

/** The fields of a column list that are not read as the driver gives them, with their kind: worked out once per list. */
const convertedFields = new WeakMap<Record<string, ColumnSpec>, readonly (readonly [string, ColumnKind])[]>();

function convertedFieldsOf(columns: Record<string, ColumnSpec>): readonly (readonly [string, ColumnKind])[] {
  let fields = convertedFields.get(columns);
  if (!fields) {
    fields = Object.entries(columns)
      .map(([key, spec]) => [key, kindOf(spec)] as const)
      .filter(([, kind]) => kind !== "plain");
    convertedFields.set(columns, fields);
  }
  return fields;
}

/** A row selected with selectList or jsonObject, typed back as Prisma would give it. */
export function fromRaw<T>(row: Record<string, unknown>, columns: Record<string, ColumnSpec>): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, kind] of convertedFieldsOf(columns)) {
    const value = row[key];
    if (value === null || value === undefined) continue;
    if (kind === "decimal") out[key] = new Prisma.Decimal(value as string);
    else if (kind === "date") out[key] = new Date(`${value as string}T00:00:00.000Z`);
    else out[key] = new Date(value as string);
  }
  return out as T;
}

/**
 * Proves the hand-written SQL migrations and prisma/schema.prisma describe the same database:
 * the schema is read with Prisma's own schema parser (WebAssembly, no engine binary) and
 * compared with the catalog of the database the migrations built.
 */
import { readFileSync } from "node:fs";
import { get_dmmf } from "@prisma/prisma-schema-wasm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "@/lib/db/migrate";

interface DmmfField {
  name: string;
  dbName?: string | null;
  kind: "scalar" | "enum" | "object";
  type: string;
  isRequired: boolean;
  isList: boolean;
  hasDefaultValue: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationOnDelete?: string;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: "id" | "unique" | "normal" | "fulltext";
  fields: { name: string }[];
}

const dmmf = JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [["schema.prisma", readFileSync("prisma/schema.prisma", "utf8")]] }))) as {
  datamodel: { models: DmmfModel[]; enums: { name: string; values: { name: string }[] }[]; indexes: DmmfIndex[] };
};
const models = dmmf.datamodel.models;
const tableOf = (m: DmmfModel) => m.dbName ?? m.name;
const columnOf = (m: DmmfModel, fieldName: string) => {
  const f = m.fields.find((x) => x.name === fieldName)!;
  return f.dbName ?? f.name;
};

/** The Postgres type a Prisma field must have, as `udt_name(args)`. */
function expectedType(f: DmmfField): string {
  // a scalar list is the element type's array (udt_name `_uuid`)
  if (f.isList) return `_${expectedType({ ...f, isList: false })}`;
  if (f.kind === "enum") return f.type;
  const [native, args = []] = f.nativeType ?? [null, []];
  switch (f.type) {
    case "String":
      if (native === "Uuid") return "uuid";
      if (native === "VarChar") return `varchar(${args[0]})`;
      if (native === "Char") return `bpchar(${args[0]})`;
      return "text";
    case "DateTime":
      if (native === "Date") return "date";
      if (native === "Timestamptz") return `timestamptz(${args[0] ?? 6})`;
      return "timestamp(3)";
    case "Decimal":
      return `numeric(${args[0] ?? 65},${args[1] ?? 30})`;
    case "Int":
      return "int4";
    case "BigInt":
      return "int8";
    case "Boolean":
      return "bool";
    case "Json":
      return native === "Json" ? "json" : "jsonb";
    case "Bytes":
      return "bytea";
    default:
      return `unknown:${f.type}`;
  }
}

let client: pg.Client;
let dbName: string;
const adminUrl = () => {
  const u = new URL(process.env.DATABASE_URL as string);
  return u;
};

beforeAll(async () => {
  // A database of our own, built only by the migrations.
  const base = adminUrl();
  dbName = `drift_${process.pid}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => undefined);
  const created = await admin
    .query(`CREATE DATABASE ${dbName}`)
    .then(() => true)
    .catch(() => false);
  await admin.end();
  if (created) base.pathname = `/${dbName}`;
  // PGlite has a single database: reuse the (already migrated) one.
  await migrate(base.toString());
  client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  const admin = new pg.Client({ connectionString: adminUrl().toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => undefined);
  await admin.end();
});

describe("schema.prisma and the migrated database agree", () => {
  it("has exactly the tables of the schema (plus the migrations ledger)", async () => {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual([...models.map(tableOf), "schema_migrations"].sort());
  });

  it("has the enums with the same values", async () => {
    const { rows } = await client.query<{ name: string; value: string }>(
      // the app's schema only: pg-boss (schema pgboss) has an enum of its own once it has started in this database
      "SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public' ORDER BY t.typname, e.enumsortorder",
    );
    const actual: Record<string, string[]> = {};
    for (const r of rows) (actual[r.name] ??= []).push(r.value);
    const expected = Object.fromEntries(dmmf.datamodel.enums.map((e) => [e.name, e.values.map((v) => v.name)]));
    expect(actual).toEqual(expected);
  });

  it.each(models.map((m) => [tableOf(m), m] as const))("table %s has the columns, types, nullability and defaults of the model", async (table, model) => {
    const { rows } = await client.query<{
      column_name: string;
      udt_name: string;
      is_nullable: string;
      column_default: string | null;
      character_maximum_length: number | null;
      numeric_precision: number | null;
      numeric_scale: number | null;
      datetime_precision: number | null;
    }>(
      "SELECT column_name, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision, numeric_scale, datetime_precision FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
      [table],
    );
    const actual = Object.fromEntries(
      rows.map((r) => {
        let type = r.udt_name;
        if (type === "varchar" || type === "bpchar") type = `${type}(${r.character_maximum_length})`;
        if (type === "numeric") type = `numeric(${r.numeric_precision},${r.numeric_scale})`;
        if (type === "timestamptz" || type === "timestamp") type = `${type}(${r.datetime_precision})`;
        return [r.column_name, { type, nullable: r.is_nullable === "YES", hasDefault: r.column_default !== null }];
      }),
    );
    const scalars = model.fields.filter((f) => f.kind !== "object");
    const expected = Object.fromEntries(
      scalars.map((f) => [f.dbName ?? f.name, { type: expectedType(f), nullable: !f.isRequired, hasDefault: f.hasDefaultValue }]),
    );
    expect(actual).toEqual(expected);
  });

  it("has the primary keys, unique constraints and indexes of the schema, and no others", async () => {
    const { rows } = await client.query<{ table: string; columns: string[]; is_unique: boolean; is_primary: boolean }>(`
      SELECT t.relname AS table, ix.indisunique AS is_unique, ix.indisprimary AS is_primary,
             array_agg(a.attname::text ORDER BY k.ord) AS columns
      FROM pg_index ix
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE t.relname <> 'schema_migrations'
      GROUP BY t.relname, ix.indexrelid, ix.indisunique, ix.indisprimary`);
    const describe = (table: string, columns: string[], kind: string) => `${table}(${columns.join(",")}) ${kind}`;
    const actual = rows.map((r) => describe(r.table, r.columns, r.is_primary ? "id" : r.is_unique ? "unique" : "normal")).sort();
    const byName = new Map(models.map((m) => [m.name, m]));
    const expected = dmmf.datamodel.indexes
      .map((ix) => {
        const m = byName.get(ix.model)!;
        return describe(
          tableOf(m),
          ix.fields.map((f) => columnOf(m, f.name)),
          ix.type,
        );
      })
      .sort();
    expect(actual).toEqual(expected);
  });

  it("has a foreign key for every relation, with the schema's delete rule", async () => {
    const { rows } = await client.query<{ table: string; columns: string[]; on_delete: string }>(`
      SELECT cl.relname AS table, c.confdeltype AS on_delete,
             array_agg(a.attname::text ORDER BY k.ord) AS columns
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord) ON true
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
      -- the app's schema only: the job queue's tables (schema pgboss, created by pg-boss at start) have keys of their own
      JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = 'public'
      WHERE c.contype = 'f'
      GROUP BY cl.relname, c.oid, c.confdeltype`);
    const RULE: Record<string, string> = { c: "Cascade", n: "SetNull", r: "Restrict", a: "NoAction", d: "SetDefault" };
    const actual = rows.map((r) => `${r.table}(${r.columns.join(",")}) ${RULE[r.on_delete]}`).sort();
    const expected = models
      .flatMap((m) =>
        m.fields
          .filter((f) => f.kind === "object" && f.relationFromFields && f.relationFromFields.length > 0)
          .map((f) => `${tableOf(m)}(${f.relationFromFields!.map((n) => columnOf(m, n)).join(",")}) ${f.relationOnDelete ?? "NoAction"}`),
      )
      .sort();
    expect(actual).toEqual(expected);
  });

  it("enforces the data-protecting checks (hours 0–24, multiplier 0.01–10, append-only audit log)", async () => {
    const { rows } = await client.query<{ conname: string }>("SELECT conname FROM pg_constraint WHERE contype = 'c'");
    const names = rows.map((r) => r.conname);
    expect(names).toEqual(
      expect.arrayContaining(["work_events_hours_range", "work_events_multiplier_range", "contract_terms_daily_hours_range", "employers_type_matches_details"]),
    );
    const triggers = await client.query("SELECT tgname FROM pg_trigger WHERE tgname = 'audit_log_append_only'");
    expect(triggers.rowCount).toBe(1);
  });
});

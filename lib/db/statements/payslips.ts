import "server-only";
/** Statements of payslips and their lines: the run's reads and writes, the detail read back, documents. */
import { Prisma } from "@/lib/generated/prisma/client";
import type { Payslip, PayslipCassacolfWeek, PayslipElement, PayslipInpsWeek } from "@/lib/generated/prisma/client";
import { PAYSLIPS, PAYSLIP_CASSACOLF_WEEKS, PAYSLIP_ELEMENTS, PAYSLIP_INPS_WEEKS, omit, type Table } from "../columns";
import { insertWrite, updateWrite, type RowsWrite } from "../insert-rows";
import { fromRaw, jsonObject, selectList } from "../raw-columns";
import { sqlOf, type Queryable } from "../sql";
import { checkFactsItems, existingPayslipsItem, type FactsRange, type RawFacts } from "./payroll-inputs";

const uuids = (ids: readonly string[]) => Prisma.sql`${[...ids]}::uuid[]`;

/** A payslip of the same contract, period and kind as a run: a draft it replaces, or a final one it refuses to. */
export type ExistingPayslip = { id: string; contractId: string; status: string; note1: string | null; note2: string | null; totalNet: string };

/**
 * Validate's facts and the payslips of (period, kind) a run replaces (or refuses to: final ones)
 * of contracts `contractIds`, in one statement.
 */
export async function selectRunFacts(
  db: Queryable,
  input: { contractIds: readonly string[]; range: FactsRange; period: string; kind: string },
): Promise<(RawFacts & { existing: ExistingPayslip[] }) | null> {
  const ids = uuids(input.contractIds);
  return sqlOf(db).one(Prisma.sql`SELECT ${checkFactsItems(ids, input.range)}, ${existingPayslipsItem(ids, input.period, input.kind)}`);
}

/** The lines of payslips `ids` (elements, INPS and CAS.SA.COLF weeks), in one statement: a re-run writes them anew. */
export async function deletePayslipLines(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sqlOf(db).execute(
    Prisma.sql`WITH elements AS (DELETE FROM payslip_elements WHERE payslip_id = ANY(${uuids(ids)})),
            inps AS (DELETE FROM payslip_inps_weeks WHERE payslip_id = ANY(${uuids(ids)}))
       DELETE FROM payslip_cassacolf_weeks WHERE payslip_id = ANY(${uuids(ids)})`,
  );
}

type Fields<Model> = { [K in keyof Model]?: unknown };
const keysOf = <Model>(t: Table<Model>, without: readonly string[] = []) =>
  (Object.keys(t.columns) as (keyof Model & string)[]).filter((k) => !without.includes(k));

/** Written by the database: a new row's id (lines), its times, its finalization. */
const DATABASE_FIELDS = ["createdAt", "updatedAt", "finalizedAt"];

/** Written by the integrator only (PATCH): a run never writes them, a re-run keeps them. */
const INTEGRATOR_FIELDS = ["metadata", "externalId"];

/** Written by a correction only (lib/services/payslip-corrections): a run leaves them to their defaults. */
const CORRECTION_FIELDS = ["correctsPayslipId", "correctionNumber", "paidPeriod", "correction"];

/** A computed payslip: everything a run writes. */
export const PAYSLIP_INSERT_FIELDS = keysOf(PAYSLIPS, [...DATABASE_FIELDS, ...INTEGRATOR_FIELDS, ...CORRECTION_FIELDS]);
/** What a re-run rewrites: everything computed, not who or what the payslip is. */
export const PAYSLIP_RERUN_FIELDS = keysOf(PAYSLIPS, [
  ...DATABASE_FIELDS,
  ...INTEGRATOR_FIELDS,
  ...CORRECTION_FIELDS,
  "id",
  "organizationId",
  "contractId",
  "period",
  "kind",
  "status",
]);

/** New payslips (every PAYSLIP_INSERT_FIELDS field given) as one write. */
export const insertPayslipsWrite = (rows: readonly Fields<Payslip>[]) => insertWrite(PAYSLIPS, PAYSLIP_INSERT_FIELDS, rows);

/** Re-run drafts rewritten in place (same id). */
export const rerunPayslipsWrite = (rows: readonly (Fields<Payslip> & { id: string })[]) => updateWrite(PAYSLIPS, PAYSLIP_RERUN_FIELDS, rows);

/** Payslip lines of the three tables, one write per table. */
export function payslipLinesWrites(lines: {
  elements: readonly Fields<PayslipElement>[];
  inpsWeeks: readonly Fields<PayslipInpsWeek>[];
  cassacolfWeeks: readonly Fields<PayslipCassacolfWeek>[];
}): (RowsWrite | null)[] {
  return [
    insertWrite(PAYSLIP_ELEMENTS, keysOf(PAYSLIP_ELEMENTS, ["id"]), lines.elements),
    insertWrite(PAYSLIP_INPS_WEEKS, keysOf(PAYSLIP_INPS_WEEKS, ["id"]), lines.inpsWeeks),
    insertWrite(PAYSLIP_CASSACOLF_WEEKS, keysOf(PAYSLIP_CASSACOLF_WEEKS, ["id"]), lines.cassacolfWeeks),
  ];
}

// ---------------------------------------------------------------- the detail, read back

export const PAYSLIP_DETAIL_READ_COLUMNS = omit(PAYSLIPS, ["inputSnapshot", "runningState"]);

type Raw = Record<string, unknown>;

export type ComputedPayslipRow = Omit<Payslip, "inputSnapshot" | "runningState"> & {
  inputSnapshot: { endReason: string | null };
  elements: PayslipElement[];
  inpsWeeks: PayslipInpsWeek[];
  cassacolfWeeks: PayslipCassacolfWeek[];
};

function lines(t: Table<unknown>, alias: string): Prisma.Sql {
  return Prisma.sql`COALESCE((SELECT json_agg(${jsonObject(alias, t.columns as Record<string, string>)} ORDER BY ${Prisma.raw(alias)}.position) FROM ${Prisma.raw(
    `${t.name} ${alias}`,
  )} WHERE ${Prisma.raw(alias)}.payslip_id = p.id), '[]')`;
}

/**
 * A payslip of those `where` (over `p`) admits with its lines as JSON lists, in one statement:
 * what a run answers, read back in its own transaction. Only the snapshot's end reason.
 */
export async function selectComputedPayslip(db: Queryable, id: string, where: Prisma.Sql): Promise<ComputedPayslipRow | null> {
  const row = await sqlOf(db).one<Raw & { endReason: string | null; elements: Raw[]; inpsWeeks: Raw[]; cassacolfWeeks: Raw[] }>(
    Prisma.sql`SELECT ${selectList("p", PAYSLIP_DETAIL_READ_COLUMNS)}, p.input_snapshot->>'endReason' AS "endReason",
            ${lines(PAYSLIP_ELEMENTS as Table<unknown>, "e")} AS elements,
            ${lines(PAYSLIP_INPS_WEEKS as Table<unknown>, "w")} AS "inpsWeeks",
            ${lines(PAYSLIP_CASSACOLF_WEEKS as Table<unknown>, "k")} AS "cassacolfWeeks"
       FROM payslips p WHERE p.id = ${id}::uuid AND ${where}`,
  );
  if (!row) return null;
  const { endReason, elements, inpsWeeks, cassacolfWeeks, ...payslip } = row;
  return {
    ...fromRaw<Omit<Payslip, "inputSnapshot" | "runningState">>(payslip, PAYSLIP_DETAIL_READ_COLUMNS),
    inputSnapshot: { endReason },
    elements: elements.map((e) => fromRaw<PayslipElement>(e, PAYSLIP_ELEMENTS.columns)),
    inpsWeeks: inpsWeeks.map((w) => fromRaw<PayslipInpsWeek>(w, PAYSLIP_INPS_WEEKS.columns)),
    cassacolfWeeks: cassacolfWeeks.map((w) => fromRaw<PayslipCassacolfWeek>(w, PAYSLIP_CASSACOLF_WEEKS.columns)),
  };
}

/** Only the stored fingerprints of payslips `ids`, not their whole input snapshots (a month of events each). */
export function selectFingerprints(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; contractId: string; fingerprint: unknown; rateTableVersions: unknown }[]> {
  // a final payslip corrected since (docs/corrections.md) is as current as its latest correction's recomputation
  return sqlOf(db).query(
    Prisma.sql`SELECT p.id::text, p.contract_id::text AS "contractId",
            COALESCE(latest.input_snapshot -> 'fingerprint', p.input_snapshot -> 'fingerprint') AS fingerprint,
            COALESCE(latest.rate_table_versions, p.rate_table_versions) AS "rateTableVersions"
       FROM payslips p
       LEFT JOIN LATERAL (SELECT c.input_snapshot, c.rate_table_versions FROM payslips c
                           WHERE c.corrects_payslip_id = p.id AND c.status = 'final'
                           ORDER BY c.correction_number DESC LIMIT 1) latest ON true
      WHERE p.id = ANY(${uuids(ids)})`,
  );
}

/** A payslip of those `where` (over `p`) admits, locked for the transaction: its status and finalization time. */
export async function lockPayslip(db: Queryable, id: string, where: Prisma.Sql): Promise<{ status: string; finalizedAt: Date | null } | null> {
  const row = await sqlOf(db).one<{ status: string; finalizedAt: string | null }>(
    Prisma.sql`SELECT p.status::text AS status, ${selectList("p", { finalizedAt: "timestamptz" })} FROM payslips p WHERE p.id = ${id}::uuid AND ${where} FOR UPDATE`,
  );
  return row ? { status: row.status, finalizedAt: row.finalizedAt ? new Date(row.finalizedAt) : null } : null;
}

/** The stored versions of a payslip's document, oldest first, with their sizes (the bytes stay in the database). */
export async function selectDocumentVersions(db: Queryable, payslipId: string): Promise<{ version: number; sha256: string; size: number; createdAt: Date }[]> {
  const rows = await sqlOf(db).query<{ version: number; sha256: string; size: number; createdAt: string }>(
    Prisma.sql`SELECT d.version, d.sha256::text AS sha256, octet_length(d.content)::int AS size, ${selectList("d", { createdAt: "timestamptz" })}
       FROM payslip_documents d WHERE d.payslip_id = ${payslipId}::uuid ORDER BY d.version`,
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

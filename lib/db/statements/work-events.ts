import "server-only";
import { Prisma, type WorkEvent } from "@/lib/generated/prisma/client";
import { pick, WORK_EVENTS } from "../columns";
import { insertWrite } from "../insert-rows";
import { fromRaw, jsonObject, selectList, type ColumnSpec } from "../raw-columns";
import { sqlOf, type Queryable, type Sql } from "../sql";
import { WORK_EVENT_READ_COLUMNS } from "./payroll-inputs";
import type { AccessScope } from "@/lib/auth/scope";
import { contractRowScopeSql, contractScopeSql } from "../scope";
import { metadataFilterSql } from "./list-filters";

/** What an insert answers: what payroll reads, and the integrator's metadata and external id (payroll never reads those). */
const INSERTED_COLUMNS = { ...WORK_EVENT_READ_COLUMNS, ...pick(WORK_EVENTS, ["metadata", "externalId"]) };

/** The fields a new event is written with (the database sets its times). */
export type NewWorkEventRow = Omit<WorkEvent, "createdAt" | "updatedAt" | "date" | "hours" | "multiplier"> & {
  date: string;
  hours: string;
  multiplier: string;
};

/** The fields of NewWorkEventRow, in the order they are written. */
const NEW_EVENT_FIELDS = [
  "id",
  "organizationId",
  "contractId",
  "date",
  "hours",
  "type",
  "subType",
  "multiplier",
  "customName",
  "notes",
  "addsToThirteen",
  "addsToSeverance",
  "isFromGlobalWage",
  "affectsContributions",
  "absenceLocation",
  "metadata",
  "externalId",
] as const satisfies readonly (keyof NewWorkEventRow)[];

/**
 * Writes many events (of any contracts) with one statement (lib/db/insert-rows.ts), where Prisma's
 * createMany spends ~1 ms per row building the statement (a year of auto-fill went from ~300 ms to
 * ~20 ms), and answers the rows as written, typed as Prisma gives them (in no particular order).
 */
export async function insertWorkEventRows<Row>(db: Queryable, rows: readonly NewWorkEventRow[]): Promise<Row[]> {
  const write = insertWrite(WORK_EVENTS, NEW_EVENT_FIELDS, rows, selectList(WORK_EVENTS.name, INSERTED_COLUMNS));
  if (!write) return [];
  return (await sqlOf(db).query(write.statement)).map((row) => fromRaw<Row>(row, INSERTED_COLUMNS));
}

/**
 * The same statement answering nothing: for a writer that already holds what it wrote (a
 * month-end's auto-fill: 230,000 events at 10,000 contracts, read back for their ids only).
 */
export async function writeWorkEventRows(db: Queryable, rows: readonly NewWorkEventRow[]): Promise<void> {
  const write = insertWrite(WORK_EVENTS, NEW_EVENT_FIELDS, rows);
  if (write) await sqlOf(db).execute(write.statement);
}

/**
 * Of `contractIds` (of `organizationId`), those with at least one event between `start` and `end`
 * (YYYY-MM-DD): one probe per contract on (contract_id, date), stopped at its first event. Its
 * cost is the number of contracts asked about, whatever the table holds and whatever the planner
 * knows of it: a month-end asks this of every batch while its own auto-fill adds the month's
 * events, and on tables never analysed a join over the organization's events grew with the
 * items already processed.
 */
export async function selectContractsWithEvents(
  db: Queryable,
  organizationId: string,
  contractIds: readonly string[],
  range: { start: string; end: string },
): Promise<Set<string>> {
  if (contractIds.length === 0) return new Set();
  const rows = await sqlOf(db).query<{ id: string }>(
    Prisma.sql`SELECT c.id::text FROM unnest(${[...contractIds]}::uuid[]) AS c(id)
      CROSS JOIN LATERAL (SELECT 1 FROM work_events e
        WHERE e.contract_id = c.id AND e.date >= ${range.start}::date AND e.date <= ${range.end}::date AND e.organization_id = ${organizationId}::uuid
        LIMIT 1) AS hit`,
  );
  return new Set(rows.map((r) => r.id));
}

export interface WorkEventPageQuery {
  /** the caller's scope (a household's portal scope narrowed to its employers) */
  scope: AccessScope;
  contractId: string;
  from?: string;
  to?: string;
  type?: string;
  subType?: string;
  externalId?: string;
  metadata?: Record<string, string>;
  /** the cursor's position (sorted by date), or null */
  after: { date: string; id: string } | null;
  /** the sort field's column but date (names from code, never from a request), or null: by date */
  sortColumn: string | null;
  direction: "asc" | "desc";
  limit: number;
  /** rows skipped (0 with a cursor) */
  offset: number;
}

/**
 * A page of a contract's events (GET /v1/work-events) with its total, in one statement: the contract
 * (not found when it is not the caller's), the page in its order (a range of the (contract_id, date,
 * id) index when sorted by date; a cursor's seek is an index range from the cursor's date, its ties
 * filtered by id), and the total (the contract's kept event count, or a count of the filtered
 * events). The page's rows come back as `columns` types them (Prisma's types). Ties are broken by
 * id in the sort's direction.
 */
export async function selectWorkEventPage<Row>(
  sql: Sql,
  q: WorkEventPageQuery,
  columns: Record<string, ColumnSpec>,
): Promise<{ found: false } | { found: true; rows: Row[]; total: number }> {
  const contractId = Prisma.sql`${q.contractId}::uuid`;
  // the events are scoped by organization (and the scope's contracts) too, beside the contract's check
  const filters: Prisma.Sql[] = [contractRowScopeSql(q.scope, "w"), Prisma.sql`w.contract_id = ${contractId}`];
  if (q.from) filters.push(Prisma.sql`w.date >= ${q.from}::date`);
  if (q.to) filters.push(Prisma.sql`w.date <= ${q.to}::date`);
  if (q.type) filters.push(Prisma.sql`w.type = ${q.type}::"WorkEventType"`);
  if (q.subType) filters.push(Prisma.sql`w.sub_type = ${q.subType}::"WorkEventSubType"`);
  const own = metadataFilterSql(q, "w");
  filters.push(...own);
  const where = Prisma.join(filters, " AND ");
  // (date, id) after the cursor's: the bound on date alone is the range of the (contract_id, date, id)
  // index scan, the ties on the cursor's own date are filtered by id (an OR of the two alone left
  // the planner only a filter over the contract's every event before the cursor)
  const seek = q.after
    ? q.direction === "asc"
      ? Prisma.sql`w.date >= ${q.after.date}::date AND (w.date > ${q.after.date}::date OR w.id > ${q.after.id}::uuid)`
      : Prisma.sql`w.date <= ${q.after.date}::date AND (w.date < ${q.after.date}::date OR w.id < ${q.after.id}::uuid)`
    : null;
  const dir = q.direction === "asc" ? "ASC" : "DESC";
  const orderBy = Prisma.raw(q.sortColumn ? `w.${q.sortColumn} ${dir}, w.date ${dir}, w.id ${dir}` : `w.date ${dir}, w.id ${dir}`);
  // unfiltered, the total is the contract's event count kept by the database (no count over every event)
  const filtered = !!(q.from || q.to || q.type || q.subType) || own.length > 0;
  const row = await sql.one<{ total: number; rows: Record<string, unknown>[] }>(
    Prisma.sql`SELECT ${filtered ? Prisma.sql`(SELECT count(*)::int FROM work_events w WHERE ${where})` : Prisma.sql`c.work_event_count`} AS total,
                      (SELECT COALESCE(json_agg(${jsonObject("w", columns)} ORDER BY ${orderBy}), '[]')
                         FROM (SELECT w.* FROM work_events w WHERE ${seek ? Prisma.sql`${where} AND ${seek}` : where}
                                ORDER BY ${orderBy} LIMIT ${q.limit} OFFSET ${q.offset}) w) AS rows
                 FROM domestic_contracts c WHERE c.id = ${contractId} AND ${contractScopeSql(q.scope, "c")}`,
  );
  if (!row) return { found: false };
  return { found: true, rows: row.rows.map((r) => fromRaw<Row>(r, columns)), total: row.total };
}

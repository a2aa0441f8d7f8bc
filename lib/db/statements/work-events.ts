import "server-only";
import { Prisma, type WorkEvent } from "@/lib/generated/prisma/client";
import { pick, WORK_EVENTS } from "../columns";
import { insertWrite } from "../insert-rows";
import { fromRaw, jsonObject, selectList, type ColumnSpec } from "../raw-columns";
import { sqlOf, type Queryable, type Sql } from "../sql";
import { WORK_EVENT_READ_COLUMNS } from "./payroll-inputs";

/** What an insert answers: what payroll reads, and the integrator's metadata and external id (payroll never reads those). */
const INSERTED_COLUMNS = { ...WORK_EVENT_READ_COLUMNS, ...pick(WORK_EVENTS, ["metadata", "externalId"]) };

/** The fields a new event is written with (the database sets its times). */
export type NewWorkEventRow = Omit<WorkEvent, "createdAt" | "updatedAt" | "date" | "hours" | "multiplier"> & {
  date: string;
  hours: string;
  multiplier: string;
};

/**
 * Writes many events (of any contracts) with one statement (lib/db/insert-rows.ts), where Prisma's
 * createMany spends ~1 ms per row building the statement (a year of auto-fill went from ~300 ms to
 * ~20 ms), and answers the rows as written, typed as Prisma gives them (in no particular order).
 */
export async function insertWorkEventRows<Row>(db: Queryable, rows: readonly NewWorkEventRow[]): Promise<Row[]> {
  const write = insertWrite(
    WORK_EVENTS,
    [
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
    ],
    rows,
    selectList(WORK_EVENTS.name, INSERTED_COLUMNS),
  );
  if (!write) return [];
  return (await sqlOf(db).query(write.statement)).map((row) => fromRaw<Row>(row, INSERTED_COLUMNS));
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

export interface WorkEventPageStatement {
  /** the contract asked for, on `c` (its id and the caller's scope) */
  contract: Prisma.Sql;
  /** the listed events, on `w` (organization, contract, scope, filters, a cursor's seek) */
  events: Prisma.Sql;
  /** the events counted when a filter narrows them (no cursor's seek), or null: the contract's kept count */
  counted: Prisma.Sql | null;
  /** the page's order on `w`, ties broken by id (names from code, never from a request) */
  orderBy: Prisma.Sql;
  limit: number;
  offset: number;
}

/**
 * A page of a contract's events (GET /v1/work-events) with its total, in one statement: the contract
 * (null when it is not the caller's), the page in its order (a range of the (contract_id, date, id)
 * index when sorted by date), and the total (the contract's kept event count, or a count of the
 * filtered events). The page's rows come back as `columns` types them (Prisma's types).
 */
export async function selectWorkEventPage<Row>(
  sql: Sql,
  s: WorkEventPageStatement,
  columns: Record<string, ColumnSpec>,
): Promise<{ found: false } | { found: true; rows: Row[]; total: number }> {
  const row = await sql.one<{ total: number; rows: Record<string, unknown>[] }>(
    Prisma.sql`SELECT ${s.counted ? Prisma.sql`(SELECT count(*)::int FROM work_events w WHERE ${s.counted})` : Prisma.sql`c.work_event_count`} AS total,
                      (SELECT COALESCE(json_agg(${jsonObject("w", columns)} ORDER BY ${s.orderBy}), '[]')
                         FROM (SELECT w.* FROM work_events w WHERE ${s.events} ORDER BY ${s.orderBy} LIMIT ${s.limit} OFFSET ${s.offset}) w) AS rows
                 FROM domestic_contracts c WHERE ${s.contract}`,
  );
  if (!row) return { found: false };
  return { found: true, rows: row.rows.map((r) => fromRaw<Row>(r, columns)), total: row.total };
}

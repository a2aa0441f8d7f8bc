import "server-only";
import { Prisma, type WorkEvent } from "@/lib/generated/prisma/client";
import { pick, WORK_EVENTS } from "../columns";
import { insertWrite } from "../insert-rows";
import { fromRaw, selectList } from "../raw-columns";
import { sqlOf, type Queryable } from "../sql";
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

import "server-only";
import { calendarScope } from "@/lib/services/months/month-gate";
import type { ServiceContext } from "@/lib/services/context";
import { contractRowScopeSql, contractScopeSql } from "@/lib/db/scope";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { pooledSql } from "@/lib/db/sql";
import { metadataFilterSql } from "@/lib/db/statements/list-filters";
import { selectWorkEventPage } from "@/lib/db/statements/work-events";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { decodeWorkEventCursor, encodeWorkEventCursor, isUuid, type ListWorkEventsQuery, type WorkEventPage } from "@/lib/validation/work-event";
import { serializeWorkEvent, WORK_EVENT_COLUMNS, type WorkEventRow } from "./serialize-work-event";

/** The column of each sort field but date (names from code). */
const SORT_COLUMNS: Record<Exclude<ListWorkEventsQuery["sortField"], "date">, string> = { createdAt: "created_at", hours: "hours", type: "type" };

/**
 * GET /v1/work-events: the events of one contract, filtered by date range and type, paginated.
 * Sorting is stable: ties are broken by id in the same direction, which lets the default order
 * (date, id) walk the (contract_id, date, id) index. The contract's check, the page and its total
 * are one statement (lib/db/statements/work-events.ts).
 */
/**
 * With `cursor` (sorted by date), the page starts after that (date, id) position: a keyset seek on
 * the (contract_id, date, id) index (an index range from the cursor's date, its ties by id), as fast at the 100,000th event as at the first. A full page
 * sorted by date answers the cursor of its last event (`pagination.nextCursor`).
 */
export async function listWorkEvents(ctx: ServiceContext, query: ListWorkEventsQuery): Promise<WorkEventPage> {
  // A malformed contract id cannot exist: answered like an unknown one.
  if (!isUuid(query.domesticContractId)) throw notFound("Domestic contract");
  const scope = calendarScope(ctx);
  const contractId = Prisma.sql`${query.domesticContractId}::uuid`;
  // the events are scoped by organization (and the scope's contracts) too, beside the contract check
  const filters: Prisma.Sql[] = [contractRowScopeSql(scope, "w"), Prisma.sql`w.contract_id = ${contractId}`];
  if (query.from) filters.push(Prisma.sql`w.date >= ${query.from}::date`);
  if (query.to) filters.push(Prisma.sql`w.date <= ${query.to}::date`);
  if (query.type) filters.push(Prisma.sql`w.type = ${query.type}::"WorkEventType"`);
  if (query.subType) filters.push(Prisma.sql`w.sub_type = ${query.subType}::"WorkEventSubType"`);
  // the integrator's filters
  const own = metadataFilterSql(query, "w");
  filters.push(...own);
  const dir = query.sortDirection === "asc" ? "ASC" : "DESC";
  const orderBy = Prisma.raw(
    query.sortField === "date" ? `w.date ${dir}, w.id ${dir}` : `w.${SORT_COLUMNS[query.sortField]} ${dir}, w.date ${dir}, w.id ${dir}`,
  );

  const after = query.cursor ? decodeWorkEventCursor(query.cursor) : null;
  // (date, id) after the cursor's, written so the index is sought: the bound on date alone is the
  // range of the (contract_id, date, id) index scan (contract_id = … AND date >= …), and the
  // ties on the cursor's own date are filtered by id (an OR of the two alone left the planner only
  // a filter over the contract's every event before the cursor)
  const seek = after
    ? query.sortDirection === "asc"
      ? Prisma.sql`w.date >= ${after.date}::date AND (w.date > ${after.date}::date OR w.id > ${after.id}::uuid)`
      : Prisma.sql`w.date <= ${after.date}::date AND (w.date < ${after.date}::date OR w.id < ${after.id}::uuid)`
    : null;
  // unfiltered, the total is the contract's event count kept by the database (no count over every event)
  const filtered = !!(query.from || query.to || query.type || query.subType) || own.length > 0;
  const where = Prisma.join(filters, " AND ");
  const { skip, take } = skipTake(query.page, query.limit);
  const found = await selectWorkEventPage<WorkEventRow>(
    pooledSql(),
    {
      contract: Prisma.sql`c.id = ${contractId} AND ${contractScopeSql(scope, "c")}`,
      events: seek ? Prisma.sql`${where} AND ${seek}` : where,
      counted: filtered ? where : null,
      orderBy,
      limit: take,
      offset: seek ? 0 : skip,
    },
    WORK_EVENT_COLUMNS,
  );
  if (!found.found) throw notFound("Domestic contract");
  const { rows, total } = found;
  const page = toPage(rows.map(serializeWorkEvent), total, query.page, query.limit);
  if (query.sortField !== "date") return page;
  const last = page.data.at(-1);
  // present only when more may follow (a full page): absent on the last page
  if (!last || rows.length < query.limit) return page;
  return { ...page, pagination: { ...page.pagination, nextCursor: encodeWorkEventCursor(last.date, last.id) } };
}

import "server-only";
import { calendarScope } from "@/lib/services/months/month-gate";
import type { ServiceContext } from "@/lib/services/context";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { pooledSql } from "@/lib/db/sql";
import { selectWorkEventPage } from "@/lib/db/statements/work-events";
import { notFound } from "@/lib/errors";
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
  const after = query.cursor ? decodeWorkEventCursor(query.cursor) : null;
  const { skip, take } = skipTake(query.page, query.limit);
  const found = await selectWorkEventPage<WorkEventRow>(
    pooledSql(),
    {
      scope: calendarScope(ctx),
      contractId: query.domesticContractId,
      from: query.from,
      to: query.to,
      type: query.type,
      subType: query.subType,
      externalId: query.externalId,
      metadata: query.metadata,
      after,
      sortColumn: query.sortField === "date" ? null : SORT_COLUMNS[query.sortField],
      direction: query.sortDirection,
      limit: take,
      offset: after ? 0 : skip,
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

import "server-only";
import { metadataConditions } from "@/lib/services/metadata/metadata-fields";
import { calendarScope } from "@/lib/services/months/month-gate";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere, workEventWhere } from "@/lib/db/scope";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { toDbDate } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeWorkEventCursor, encodeWorkEventCursor, isUuid, type ListWorkEventsQuery, type WorkEventPage } from "@/lib/validation/work-event";
import { serializeWorkEvent, workEventSelect } from "./serialize-work-event";

/**
 * GET /v1/work-events: the events of one contract, filtered by date range and type, paginated.
 * Sorting is stable: ties are broken by id in the same direction, which lets the default order
 * (date, id) walk the (contract_id, date, id) index.
 */
/**
 * With `cursor` (sorted by date), the page starts after that (date, id) position: a keyset seek on
 * the (contract_id, date, id) index (an index range from the cursor's date, its ties by id), as fast at the 100,000th event as at the first. A full page
 * sorted by date answers the cursor of its last event (`pagination.nextCursor`).
 */
export async function listWorkEvents(ctx: ServiceContext, query: ListWorkEventsQuery): Promise<WorkEventPage> {
  // A malformed contract id cannot exist: answered like an unknown one.
  if (!isUuid(query.domesticContractId)) throw notFound("Domestic contract");
  const db = getDb();
  const base: Prisma.WorkEventWhereInput = { ...workEventWhere(calendarScope(ctx)), contractId: query.domesticContractId };
  if (query.from || query.to) base.date = { ...(query.from ? { gte: toDbDate(query.from) } : {}), ...(query.to ? { lte: toDbDate(query.to) } : {}) };
  if (query.type) base.type = query.type;
  if (query.subType) base.subType = query.subType;
  // the integrator's filters beside the scope's builder, in an AND of their own
  const own = metadataConditions(query);
  const where: Prisma.WorkEventWhereInput = own.length > 0 ? { AND: [base, ...own] } : base;
  const dir = query.sortDirection;
  const orderBy: Prisma.WorkEventOrderByWithRelationInput[] =
    query.sortField === "date" ? [{ date: dir }, { id: dir }] : [{ [query.sortField]: dir }, { date: dir }, { id: dir }];

  // The three reads run together; the event queries are scoped by organization too, so nothing
  // of another organization is read even before the contract check answers.
  const after = query.cursor ? decodeWorkEventCursor(query.cursor) : null;
  // (date, id) after the cursor's, written so the index is sought: the bound on date alone is the
  // range of the (contract_id, date, id) index scan (contract_id = … AND date >= …), and the
  // ties on the cursor's own date are filtered by id (an OR of the two alone left the planner only
  // a filter over the contract's every event before the cursor)
  const seek: Prisma.WorkEventWhereInput | null = after
    ? dir === "asc"
      ? { date: { gte: toDbDate(after.date) }, OR: [{ date: { gt: toDbDate(after.date) } }, { id: { gt: after.id } }] }
      : { date: { lte: toDbDate(after.date) }, OR: [{ date: { lt: toDbDate(after.date) } }, { id: { lt: after.id } }] }
    : null;
  // unfiltered, the total is the contract's event count kept by the database (no count over every event)
  const filtered = !!(query.from || query.to || query.type || query.subType) || own.length > 0;
  const [contract, rows, counted] = await Promise.all([
    db.domesticContract.findFirst({
      where: { id: query.domesticContractId, ...contractWhere(calendarScope(ctx)) },
      select: { id: true, workEventCount: true },
    }),
    db.workEvent.findMany({
      where: seek ? { AND: [where, seek] } : where,
      orderBy,
      ...(seek ? { take: query.limit } : skipTake(query.page, query.limit)),
      select: workEventSelect,
    }),
    filtered ? db.workEvent.count({ where }) : Promise.resolve(null),
  ]);
  if (!contract) throw notFound("Domestic contract");
  const total = counted ?? contract.workEventCount;
  const page = toPage(rows.map(serializeWorkEvent), total, query.page, query.limit);
  if (query.sortField !== "date") return page;
  const last = page.data.at(-1);
  // present only when more may follow (a full page): absent on the last page
  if (!last || rows.length < query.limit) return page;
  return { ...page, pagination: { ...page.pagination, nextCursor: encodeWorkEventCursor(last.date, last.id) } };
}

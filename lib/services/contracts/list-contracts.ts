import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere, organizationOnly } from "@/lib/db/scope";
import { isOrganizationWide } from "@/lib/auth/scope";
import { metadataConditions } from "@/lib/services/metadata/metadata-fields";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { toDbDate } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodeContractCursor, encodeContractCursor, type ListContractsQuery } from "@/lib/validation/contract";
import { contractSelect, serializeContract } from "./serialize-contract";
import type { ContractList } from "@/lib/validation/contract";
import { todayInItaly } from "@/lib/validation/common";

const SORT: Record<ListContractsQuery["sortField"], (dir: "asc" | "desc") => Prisma.DomesticContractOrderByWithRelationInput[]> = {
  createdAt: (dir) => [{ createdAt: dir }],
  updatedAt: (dir) => [{ updatedAt: dir }],
  startDate: (dir) => [{ startDate: dir }],
  workerName: (dir) => [{ workerLastName: dir }, { workerFirstName: dir }],
};

/**
 * Contracts of the caller's organization. `search` matches every word, case-insensitively, against
 * the worker's first name, last name or fiscal code, or the employer's names and tax codes (the
 * contract's `search_text`, kept by the database, one trigram index). An employerId of another
 * organization simply matches nothing.
 *
 * Sorted by creation (the default), a page is a range of an (organization, created_at, id) index in
 * either direction; with `cursor` the page starts after that (createdAt, id) position, a keyset seek
 * as fast at the 100,000th contract as at the first, and a full page answers the cursor of its last
 * contract (`pagination.nextCursor`). The totals: the organization's contract count kept by the
 * database when nothing narrows the list, the ended ones by a range of the (organization, end date)
 * index; with a filter, two counts of the filtered rows (all, ended), the page's total derived.
 */
export async function listContracts(ctx: ServiceContext, query: ListContractsQuery): Promise<ContractList> {
  // the filters are AND-ed with the scope, never in place of it: an employer outside the scope matches nothing
  const filters: Prisma.DomesticContractWhereInput[] = [contractWhere(ctx.scope)];
  const base: Prisma.DomesticContractWhereInput = { AND: filters };
  if (query.employerId) filters.push({ employerId: query.employerId });
  const own = metadataConditions(query);
  filters.push(...own);
  // LIKE wildcards typed by the user mean themselves ("50%" is the text "50%").
  const words = (query.search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`));
  // the worker's names and fiscal code and the employer's search text (issue 15 point 6), lower-cased
  filters.push(...words.map((word) => ({ searchText: { contains: word } })));
  // "ended": the end date is past (Italian time); an end recorded for today or later is still active.
  const today = todayInItaly();
  const endedWhere: Prisma.DomesticContractWhereInput = { endDate: { lt: toDbDate(today) } };
  const activeWhere: Prisma.DomesticContractWhereInput = { OR: [{ endDate: null }, { endDate: { gte: toDbDate(today) } }] };
  const where: Prisma.DomesticContractWhereInput = { ...base };
  if (query.status === "active") Object.assign(where, activeWhere);
  if (query.status === "ended") Object.assign(where, endedWhere);

  const dir = query.sortDirection;
  const after = query.cursor && query.sortField === "createdAt" ? decodeContractCursor(query.cursor) : null;
  // (createdAt, id) after the cursor's in the list's order (createdAt in the asked direction, id
  // ascending among equal times), written so the index is sought from the cursor's time
  const seek: Prisma.DomesticContractWhereInput | null = after
    ? {
        createdAt: dir === "asc" ? { gte: new Date(after.createdAt) } : { lte: new Date(after.createdAt) },
        OR: [{ createdAt: dir === "asc" ? { gt: new Date(after.createdAt) } : { lt: new Date(after.createdAt) } }, { id: { gt: after.id } }],
      }
    : null;

  const db = getDb();
  const narrowed = !isOrganizationWide(ctx.scope) || !!query.employerId || own.length > 0 || words.length > 0;
  const [rows, all, ended] = await Promise.all([
    // the page's ids first (an index range, no joins), then those rows with their employer and
    // terms: joined in the one query, the relations were read for every row the offset skipped
    db.domesticContract
      .findMany({
        where: seek ? { AND: [where, seek] } : where,
        orderBy: [...SORT[query.sortField](dir), { id: "asc" }],
        ...(seek ? { take: query.limit } : skipTake(query.page, query.limit)),
        select: { id: true },
      })
      .then(async (page) => {
        if (page.length === 0) return [];
        // by primary key only: the ids come from the scoped query above (a condition on the
        // organization too let a planner without statistics scan the organization's rows for them)
        const found = await db.domesticContract.findMany({
          where: { id: { in: page.map((r) => r.id) } },
          select: contractSelect,
        });
        const byId = new Map(found.map((r) => [r.id, r]));
        return page.flatMap((r) => byId.get(r.id) ?? []);
      }),
    narrowed
      ? db.domesticContract.count({ where: base })
      : db.contractCount.findUnique({ where: organizationOnly(ctx.scope), select: { n: true } }).then((r) => r?.n ?? 0),
    db.domesticContract.count({ where: { ...base, ...endedWhere } }),
  ]);
  const total = query.status === "ended" ? ended : query.status === "active" ? all - ended : all;
  const page = toPage(
    rows.map((r) => serializeContract(r, today)),
    total,
    query.page,
    query.limit,
  );
  const result: ContractList = { ...page, counts: { active: all - ended, ended } };
  const last = rows.at(-1);
  // present only when more may follow (a full page sorted by createdAt): absent on the last page
  if (query.sortField !== "createdAt" || !last || rows.length < query.limit) return result;
  return { ...result, pagination: { ...result.pagination, nextCursor: encodeContractCursor(last.createdAt.toISOString(), last.id) } };
}

import "server-only";
import { metadataConditions } from "@/lib/services/metadata/metadata-fields";
import { assertOrganization } from "@/lib/auth/principal";
import type { ServiceContext } from "@/lib/services/context";
import { workerWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { likePattern } from "@/lib/services/employers/list-employers";
import { todayInItaly } from "@/lib/validation/common";
import { skipTake, toPage } from "@/lib/validation/pagination";
import type { ListWorkersQuery, WorkerList } from "@/lib/validation/worker";
import { serializeWorker, workerSelectIn } from "./serialize-worker";

const MAX_SEARCH_TERMS = 6;

/** Every word of the search in the first name, last name or fiscal code (any order, any case). */
function searchWhere(search: string | undefined): Prisma.WorkerWhereInput[] {
  const terms = (search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  return terms.map((term) => {
    const contains = { contains: likePattern(term), mode: "insensitive" as const };
    return { OR: [{ firstName: contains }, { lastName: contains }, { fiscalCode: contains }] };
  });
}

function orderBy(query: ListWorkersQuery): Prisma.WorkerOrderByWithRelationInput[] {
  const dir = query.sortDirection;
  const by: Prisma.WorkerOrderByWithRelationInput[] =
    query.sortField === "name" ? [{ lastName: dir }, { firstName: dir }] : query.sortField === "updatedAt" ? [{ updatedAt: dir }] : [{ createdAt: dir }];
  return [...by, { id: "asc" }];
}

/** The organization's workers, each with their contracts, hours and warnings for today. */
export async function listWorkers(ctx: ServiceContext, query: ListWorkersQuery): Promise<WorkerList> {
  if (query.organizationId) assertOrganization(ctx.principal, query.organizationId);
  const where: Prisma.WorkerWhereInput = {
    // the search's words AND-ed with the scope's own condition (a narrowed scope: workers with a contract in it)
    AND: [workerWhere(ctx.scope), ...searchWhere(query.search), ...metadataConditions(query)],
    ...(query.fiscalCode ? { fiscalCode: query.fiscalCode } : {}),
  };
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.worker.findMany({ where, orderBy: orderBy(query), ...skipTake(query.page, query.limit), select: workerSelectIn(ctx.scope) }),
    db.worker.count({ where }),
  ]);
  const today = todayInItaly();
  return toPage(
    rows.map((row) => serializeWorker(row, today)),
    total,
    query.page,
    query.limit,
  );
}

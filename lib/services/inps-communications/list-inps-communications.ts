import "server-only";
import { assertOrganization } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { toDbDate } from "@/lib/db/serialize";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ServiceContext } from "@/lib/services/context";
import { todayInItaly } from "@/lib/validation/common";
import type { InpsCommunicationList, ListInpsCommunicationsQuery } from "@/lib/validation/inps-communication";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { communicationSelect, communicationWhere, serializeCommunication } from "./serialize";

const SORT_COLUMN = { dueDate: "dueDate", eventDate: "eventDate", createdAt: "createdAt" } as const;

/**
 * The organization's communications to INPS, filtered by status, kind, contract, employer, due
 * date and overdue (still to file, due before today in Italy); sorted by due date by default.
 */
export async function listInpsCommunications(ctx: ServiceContext, query: ListInpsCommunicationsQuery): Promise<InpsCommunicationList> {
  assertOrganization(ctx.principal, query.organizationId);
  const today = todayInItaly();
  const where: Prisma.InpsCommunicationWhereInput = { ...communicationWhere(ctx.scope) };
  const and: Prisma.InpsCommunicationWhereInput[] = [];
  if (query.status) and.push({ status: query.status });
  if (query.kind) and.push({ kind: query.kind });
  if (query.contractId) and.push({ contractId: query.contractId });
  if (query.employerId) and.push({ employerId: query.employerId });
  if (query.dueBefore) and.push({ dueDate: { lte: toDbDate(query.dueBefore) } });
  if (query.overdue === true) and.push({ status: "to_file", dueDate: { lt: toDbDate(today) } });
  if (query.overdue === false) and.push({ OR: [{ status: { not: "to_file" } }, { dueDate: { gte: toDbDate(today) } }] });
  if (and.length) where.AND = and;
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.inpsCommunication.findMany({
      where,
      orderBy: [{ [SORT_COLUMN[query.sortField]]: query.sortDirection }, { id: "asc" }],
      ...skipTake(query.page, query.limit),
      select: communicationSelect,
    }),
    db.inpsCommunication.count({ where }),
  ]);
  return toPage(
    rows.map((r) => serializeCommunication(r, today)),
    total,
    query.page,
    query.limit,
  );
}

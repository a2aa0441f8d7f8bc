import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere } from "@/lib/db/scope";
import { metadataConditions } from "@/lib/services/metadata/metadata-fields";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { toDbDate } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListContractsQuery } from "@/lib/validation/contract";
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
 * the worker's first name, last name or fiscal code, or the employer's names and tax codes. An employerId of another organization simply
 * matches nothing.
 */
export async function listContracts(ctx: ServiceContext, query: ListContractsQuery): Promise<ContractList> {
  // the filters are AND-ed with the scope, never in place of it: an employer outside the scope matches nothing
  const filters: Prisma.DomesticContractWhereInput[] = [contractWhere(ctx.scope)];
  const base: Prisma.DomesticContractWhereInput = { AND: filters };
  if (query.employerId) filters.push({ employerId: query.employerId });
  filters.push(...metadataConditions(query));
  // LIKE wildcards typed by the user mean themselves ("50%" is the text "50%").
  const words = (query.search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
  if (words.length > 0) {
    filters.push(
      ...words.map((word) => ({
        OR: [
          { workerFirstName: { contains: word, mode: "insensitive" as const } },
          { workerLastName: { contains: word, mode: "insensitive" as const } },
          { workerFiscalCode: { contains: word, mode: "insensitive" as const } },
          // and by the employer's name or tax code (issue 15 point 6)
          { employer: { searchText: { contains: word.toLowerCase() } } },
        ],
      })),
    );
  }
  // "ended": the end date is past (Italian time); an end recorded for today or later is still active.
  const today = todayInItaly();
  const endedWhere: Prisma.DomesticContractWhereInput = { endDate: { lt: toDbDate(today) } };
  const activeWhere: Prisma.DomesticContractWhereInput = { OR: [{ endDate: null }, { endDate: { gte: toDbDate(today) } }] };
  const where: Prisma.DomesticContractWhereInput = { ...base };
  if (query.status === "active") Object.assign(where, activeWhere);
  if (query.status === "ended") Object.assign(where, endedWhere);

  const db = getDb();
  const [rows, total, ended, all] = await Promise.all([
    db.domesticContract.findMany({
      where,
      orderBy: [...SORT[query.sortField](query.sortDirection), { id: "asc" }],
      ...skipTake(query.page, query.limit),
      select: contractSelect,
    }),
    db.domesticContract.count({ where }),
    db.domesticContract.count({ where: { ...base, ...endedWhere } }),
    db.domesticContract.count({ where: base }),
  ]);
  return {
    ...toPage(
      rows.map((r) => serializeContract(r, today)),
      total,
      query.page,
      query.limit,
    ),
    counts: { active: all - ended, ended },
  };
}

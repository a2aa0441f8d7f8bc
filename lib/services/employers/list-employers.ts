import { assertOrganization, type Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { skipTake, toPage, type Page } from "@/lib/api/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListEmployersQuery } from "@/lib/validation/employer-query";
import { employerSelect, serializeEmployer, type EmployerView } from "./serialize-employer";

const SORT_COLUMN = { createdAt: "createdAt", updatedAt: "updatedAt", name: "displayName", type: "type" } as const;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listEmployers(principal: Principal, query: ListEmployersQuery): Promise<Page<EmployerView> & { counts: { active: number; archived: number } }> {
  assertOrganization(principal, query.organizationId);
  const base: Prisma.EmployerWhereInput = { organizationId: principal.organizationId };
  if (query.type) base.type = query.type;
  if (query.search) base.searchText = { contains: likePattern(query.search) };
  const where: Prisma.EmployerWhereInput = { ...base };
  if (query.status === "active") where.archivedAt = null;
  if (query.status === "archived") where.archivedAt = { not: null };

  const db = getDb();
  const column = SORT_COLUMN[query.sortField];
  const [rows, total, archived, all] = await Promise.all([
    db.employer.findMany({
      where,
      orderBy: [{ [column]: query.sortDirection }, { id: "asc" }],
      ...skipTake(query.page, query.limit),
      select: employerSelect,
    }),
    db.employer.count({ where }),
    db.employer.count({ where: { ...base, archivedAt: { not: null } } }),
    db.employer.count({ where: base }),
  ]);
  return { ...toPage(rows.map(serializeEmployer), total, query.page, query.limit), counts: { active: all - archived, archived } };
}

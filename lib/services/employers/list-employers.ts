import "server-only";
import { assertOrganization } from "@/lib/auth/principal";
import { isOrganizationWide } from "@/lib/auth/scope";
import type { ServiceContext } from "@/lib/services/context";
import { employerWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { skipTake, toPage } from "@/lib/validation/pagination";
import type { EmployerList } from "@/lib/validation/employer";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListEmployersQuery } from "@/lib/validation/employer-query";
import { employerSelect, serializeEmployer } from "./serialize-employer";
import { metadataConditions } from "@/lib/services/metadata/metadata-fields";

const SORT_COLUMN = { createdAt: "createdAt", updatedAt: "updatedAt", name: "sortName", type: "type" } as const;
const MAX_SEARCH_TERMS = 6;

/**
 * Escapes LIKE wildcards so a search for "50%" means the text "50%". Prisma's `contains` does
 * not escape them itself (verified against Postgres: `contains: "a_b"` also matches "axb"), and
 * backslash is Postgres' default LIKE escape character.
 */
export function likePattern(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The search text is split on spaces and every word must occur (in any order) in the stored,
 * lower-cased search text (names, company name, fiscal code, VAT number, e-mail, PEC): "conti
 * anna", "anna conti" and "CNTNNA70" all find Anna Conti; a word may also be a name or fiscal code of
 * one of the employer's workers ("popescu" finds the family Ioana Popescu works for).
 */
export function searchWhere(search: string | undefined): Prisma.EmployerWhereInput | null {
  const terms = (search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
  if (terms.length === 0) return null;
  // each word in the employer's own text or its workers' names: search_all, generated from both (one trigram index)
  return { AND: terms.map((term) => ({ searchAll: { contains: likePattern(term) } })) };
}

export type { EmployerList };

export async function listEmployers(ctx: ServiceContext, query: ListEmployersQuery): Promise<EmployerList> {
  assertOrganization(ctx.principal, query.organizationId);
  const search = searchWhere(query.search);
  // the search's AND nests beside the scope's, never in place of it
  const own = metadataConditions(query);
  const base: Prisma.EmployerWhereInput = { AND: [employerWhere(ctx.scope), ...(search ? [search] : []), ...own] };
  if (query.type) base.type = query.type;
  const where: Prisma.EmployerWhereInput = { ...base };
  if (query.status === "active") where.archivedAt = null;
  if (query.status === "archived") where.archivedAt = { not: null };

  const db = getDb();
  const column = SORT_COLUMN[query.sortField];
  const [rows, { archived, all }] = await Promise.all([
    db.employer.findMany({
      where,
      orderBy: [{ [column]: query.sortDirection }, { id: "asc" }],
      ...skipTake(query.page, query.limit),
      select: employerSelect,
    }),
    // the kept counts are the whole organization's: a narrowed scope counts its own employers
    search || own.length > 0 || !isOrganizationWide(ctx.scope) ? countMatching(base) : keptCounts(ctx.scope.organizationId, query.type),
  ]);
  const active = all - archived;
  const total = query.status === "active" ? active : query.status === "archived" ? archived : all;
  return { ...toPage(rows.map(serializeEmployer), total, query.page, query.limit), counts: { active, archived } };
}

/** Employers matching a search: counted (the trigram index narrows them first). */
async function countMatching(base: Prisma.EmployerWhereInput): Promise<{ archived: number; all: number }> {
  const db = getDb();
  const [archived, all] = await Promise.all([db.employer.count({ where: { ...base, archivedAt: { not: null } } }), db.employer.count({ where: base })]);
  return { archived, all };
}

/** Without a search: the counts kept by triggers (migration …_employer_counts), one small read instead of counting the book. */
async function keptCounts(organizationId: string, type: ListEmployersQuery["type"]): Promise<{ archived: number; all: number }> {
  const rows = await getDb().employerCount.findMany({ where: { organizationId, ...(type ? { type } : {}) }, select: { archived: true, n: true } });
  return { archived: rows.filter((r) => r.archived).reduce((a, r) => a + r.n, 0), all: rows.reduce((a, r) => a + r.n, 0) };
}

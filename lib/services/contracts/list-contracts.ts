import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { contractScopeSql } from "@/lib/db/scope";
import { isOrganizationWide } from "@/lib/auth/scope";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { pooledSql } from "@/lib/db/sql";
import { selectContractList } from "@/lib/db/statements/contracts";
import { metadataFilterSql } from "@/lib/db/statements/list-filters";
import { Prisma } from "@/lib/generated/prisma/client";
import { decodeContractCursor, encodeContractCursor, type ListContractsQuery } from "@/lib/validation/contract";
import { serializeContract } from "./serialize-contract";
import type { ContractList } from "@/lib/validation/contract";
import { todayInItaly } from "@/lib/validation/common";

/** The columns of each sort field, in order (names from code). */
const SORT: Record<ListContractsQuery["sortField"], string[]> = {
  createdAt: ["created_at"],
  updatedAt: ["updated_at"],
  startDate: ["start_date"],
  workerName: ["worker_last_name", "worker_first_name"],
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
 * contract (`pagination.nextCursor`). The totals: the organization's contract count and its
 * contracts per end date, kept by the database, when nothing narrows the list; with a filter, one count of the filtered rows (all and ended), the page's total derived.
 * The page and the totals are one statement (lib/db/statements/contracts.ts).
 */
export async function listContracts(ctx: ServiceContext, query: ListContractsQuery): Promise<ContractList> {
  // the filters are AND-ed with the scope, never in place of it: an employer outside the scope matches nothing
  const filters: Prisma.Sql[] = [contractScopeSql(ctx.scope, "c")];
  if (query.employerId) filters.push(Prisma.sql`c.employer_id = ${query.employerId}::uuid`);
  const own = metadataFilterSql(query, "c");
  filters.push(...own);
  // LIKE wildcards typed by the user mean themselves ("50%" is the text "50%").
  const words = (query.search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`));
  // the worker's names and fiscal code and the employer's search text (issue 15 point 6), lower-cased
  filters.push(...words.map((word) => Prisma.sql`c.search_text LIKE ${`%${word}%`}`));
  // "ended": the end date is past (Italian time); an end recorded for today or later is still active.
  const today = todayInItaly();
  const page: Prisma.Sql[] = [];
  if (query.status === "active") page.push(Prisma.sql`(c.end_date IS NULL OR c.end_date >= ${today}::date)`);
  if (query.status === "ended") page.push(Prisma.sql`c.end_date < ${today}::date`);

  const dir = query.sortDirection;
  const after = query.cursor && query.sortField === "createdAt" ? decodeContractCursor(query.cursor) : null;
  // (createdAt, id) after the cursor's in the list's order (createdAt in the asked direction, id
  // ascending among equal times), written so the index is sought from the cursor's time
  if (after) {
    const at = Prisma.sql`${after.createdAt}::timestamptz`;
    page.push(
      dir === "asc"
        ? Prisma.sql`c.created_at >= ${at} AND (c.created_at > ${at} OR c.id > ${after.id}::uuid)`
        : Prisma.sql`c.created_at <= ${at} AND (c.created_at < ${at} OR c.id > ${after.id}::uuid)`,
    );
  }
  const narrowed = !isOrganizationWide(ctx.scope) || !!query.employerId || own.length > 0 || words.length > 0;
  const { skip, take } = skipTake(query.page, query.limit);
  const { rows, all, ended } = await selectContractList(pooledSql(), {
    base: Prisma.join(filters, " AND "),
    page: page.length > 0 ? Prisma.join(page, " AND ") : null,
    orderBy: Prisma.raw(`${SORT[query.sortField].map((column) => `c.${column} ${dir === "asc" ? "ASC" : "DESC"}`).join(", ")}, c.id ASC`),
    sortColumns: SORT[query.sortField],
    limit: take,
    offset: after ? 0 : skip,
    wholeOrganization: !narrowed,
    searched: words.length > 0,
    organizationId: ctx.scope.organizationId,
    today,
  });
  const total = query.status === "ended" ? ended : query.status === "active" ? all - ended : all;
  const result: ContractList = {
    ...toPage(
      rows.map((r) => serializeContract(r, today)),
      total,
      query.page,
      query.limit,
    ),
    counts: { active: all - ended, ended },
  };
  const last = rows.at(-1);
  // present only when more may follow (a full page sorted by createdAt): absent on the last page
  if (query.sortField !== "createdAt" || !last || rows.length < query.limit) return result;
  return { ...result, pagination: { ...result.pagination, nextCursor: encodeContractCursor(last.createdAt.toISOString(), last.id) } };
}

import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { isOrganizationWide } from "@/lib/auth/scope";
import { skipTake, toPage } from "@/lib/validation/pagination";
import { pooledSql } from "@/lib/db/sql";
import { selectContractList } from "@/lib/db/statements/contracts";
import { searchWords } from "@/lib/db/statements/list-filters";
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
  const words = searchWords(query.search);
  // "ended": the end date is past (Italian time); an end recorded for today or later is still active.
  const today = todayInItaly();
  const after = query.cursor && query.sortField === "createdAt" ? decodeContractCursor(query.cursor) : null;
  const narrowed =
    !isOrganizationWide(ctx.scope) || !!query.employerId || query.externalId !== undefined || Object.keys(query.metadata ?? {}).length > 0 || words.length > 0;
  const { skip, take } = skipTake(query.page, query.limit);
  // the worker's names and fiscal code and the employer's search text (issue 15 point 6), lower-cased
  const { rows, all, ended } = await selectContractList(pooledSql(), {
    scope: ctx.scope,
    employerId: query.employerId,
    externalId: query.externalId,
    metadata: query.metadata,
    words,
    status: query.status,
    after,
    sortColumns: SORT[query.sortField],
    direction: query.sortDirection,
    limit: take,
    offset: after ? 0 : skip,
    wholeOrganization: !narrowed,
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

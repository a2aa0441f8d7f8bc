import "server-only";
/**
 * The contract list (GET /v1/domestic-contracts) in one statement: the page's contracts with their
 * employer and terms, and the list's totals (issue 34 point 5). Read as four statements (the page's
 * ids, those rows, two counts) it cost three to four times a hand-written single statement when
 * the page itself is cheap (a cursor, a rare word): the list's time was the round trips and each
 * filtered count's own scan of the search index.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { ContractTerms, DomesticContract, Employer } from "@/lib/generated/prisma/client";
import { CONTRACT_TERMS, omit } from "../columns";
import { fromRaw, jsonObject, type RawColumns } from "../raw-columns";
import type { Sql } from "../sql";
import type { AccessScope } from "@/lib/auth/scope";
import { contractScopeSql } from "../scope";
import { contractSearchSql, metadataFilterSql } from "./list-filters";

/** Every field of a contract the list answers (the worker's copy, the terms' dates, metadata): not the kept search text or event count. */
export const CONTRACT_LIST_COLUMNS = {
  id: "uuid",
  organizationId: "uuid",
  employerId: "uuid",
  workerId: "uuid",
  workerFirstName: "varchar",
  workerLastName: "varchar",
  workerFiscalCode: "varchar",
  workerBirthDate: "date",
  workerBirthPlace: "varchar",
  workerNationality: "varchar",
  workerAddress: "varchar",
  workerLocality: "varchar",
  workerProvince: "varchar",
  workerZipCode: "varchar",
  workerIban: "varchar",
  inpsRelationshipCode: "varchar",
  startDate: "date",
  endDate: "date",
  endReason: "varchar",
  noticeGivenDate: "date",
  noticeWorkedDays: "int",
  noticeOverrideDays: "int",
  noticeOverrideReason: "varchar",
  fixedTerm: "boolean",
  fixedTermEndDate: "date",
  replacesAbsentWorker: "boolean",
  expectedBirthDate: "date",
  assistedPersonName: "varchar",
  assistedPersonFiscalCode: "varchar",
  assistedPersonBirthDate: "date",
  workplaceAddress: "varchar",
  cuafDue: "boolean",
  workerRenouncedIvsShare: "boolean",
  over80ReliefStart: "date",
  notes: "varchar",
  metadata: "jsonb",
  externalId: "varchar",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const satisfies Partial<RawColumns<DomesticContract>>;

const EMPLOYER_LIST_COLUMNS = { id: "uuid", displayName: "varchar", archivedAt: "timestamptz" } as const satisfies Partial<RawColumns<Employer>>;
const TERMS_LIST_COLUMNS = omit(CONTRACT_TERMS, ["contractId"]);

export type ListedContract = Pick<DomesticContract, keyof typeof CONTRACT_LIST_COLUMNS> & {
  employer: Pick<Employer, keyof typeof EMPLOYER_LIST_COLUMNS>;
  terms: Omit<ContractTerms, "contractId">[];
};

export interface ContractListQuery {
  scope: AccessScope;
  employerId?: string;
  externalId?: string;
  metadata?: Record<string, string>;
  /** every word must be in the contract's search text: lower-cased, LIKE's wildcards escaped */
  words: readonly string[];
  status?: "active" | "ended";
  /** the cursor's position (sorted by createdAt), or null */
  after: { createdAt: string; id: string } | null;
  /** the columns of the list's sort field, in order (names from code, never from a request); ties by id ascending */
  sortColumns: readonly string[];
  direction: "asc" | "desc";
  limit: number;
  /** rows skipped (0 with a cursor) */
  offset: number;
  /** true: nothing narrows the list (organization-wide scope, no filter): the totals are the organization's kept counts */
  wholeOrganization: boolean;
  /** YYYY-MM-DD: a contract whose end date is before it is ended */
  today: string;
}

/**
 * The page (its contracts with employer and terms, in the list's order) and the totals: `all` and
 * `ended` of the counted list. The page's ids come from a range of the list's index (no joins for
 * the rows an offset skips), its rows are then read by primary key. The whole organization's
 * totals are kept by the database (contract_counts, and contract_end_date_counts summed over the
 * end dates before today); a narrowed list counts all and ended in one pass over its rows, and a
 * searched one reads its matches once for the count and the page.
 */
export async function selectContractList(sql: Sql, q: ContractListQuery): Promise<{ rows: ListedContract[]; all: number; ended: number }> {
  // the filters are AND-ed with the scope, never in place of it: an employer outside the scope matches nothing
  const filters: Prisma.Sql[] = [contractScopeSql(q.scope, "c")];
  if (q.employerId) filters.push(Prisma.sql`c.employer_id = ${q.employerId}::uuid`);
  filters.push(...metadataFilterSql(q, "c"));
  filters.push(...contractSearchSql(q.words, "c"));
  // the page alone: the status (an end recorded for today or later is still active) and the cursor's
  // seek, (createdAt, id) after the cursor's in the list's order (createdAt in the asked direction,
  // id ascending among equal times), written so the index is sought from the cursor's time
  const pageFilters: Prisma.Sql[] = [];
  if (q.status === "active") pageFilters.push(Prisma.sql`(c.end_date IS NULL OR c.end_date >= ${q.today}::date)`);
  if (q.status === "ended") pageFilters.push(Prisma.sql`c.end_date < ${q.today}::date`);
  if (q.after) {
    const at = Prisma.sql`${q.after.createdAt}::timestamptz`;
    pageFilters.push(
      q.direction === "asc"
        ? Prisma.sql`c.created_at >= ${at} AND (c.created_at > ${at} OR c.id > ${q.after.id}::uuid)`
        : Prisma.sql`c.created_at <= ${at} AND (c.created_at < ${at} OR c.id > ${q.after.id}::uuid)`,
    );
  }
  const dir = q.direction === "asc" ? "ASC" : "DESC";
  const s = {
    ...q,
    base: Prisma.join(filters, " AND "),
    page: pageFilters.length > 0 ? Prisma.join(pageFilters, " AND ") : null,
    orderBy: Prisma.raw(`${q.sortColumns.map((column) => `c.${column} ${dir}`).join(", ")}, c.id ASC`),
    searched: q.words.length > 0,
    organizationId: q.scope.organizationId,
  };
  const where = s.page ? Prisma.sql`${s.base} AND ${s.page}` : s.base;
  const orgTotals = Prisma.sql`SELECT COALESCE((SELECT n FROM contract_counts WHERE organization_id = ${s.organizationId}::uuid), 0) AS all_n,
                        (SELECT COALESCE(sum(n), 0)::int FROM contract_end_date_counts WHERE organization_id = ${s.organizationId}::uuid AND end_date < ${s.today}::date) AS ended_n`;
  const counted = (from: Prisma.Sql) =>
    Prisma.sql`SELECT count(*)::int AS all_n, (count(*) FILTER (WHERE c.end_date < ${s.today}::date))::int AS ended_n FROM ${from}`;
  // searched: the words' matches are read once from the search index, then counted and paged (the
  // index scan and its recheck are most of a search's cost, and a plan that pages by walking the
  // list's index filtering each row by the words depends on statistics the tables may not have)
  const cte = s.wholeOrganization
    ? Prisma.sql`ids AS MATERIALIZED (
                   SELECT c.id, row_number() OVER () AS n
                     FROM (SELECT c.id FROM domestic_contracts c WHERE ${where} ORDER BY ${s.orderBy} LIMIT ${s.limit} OFFSET ${s.offset}) c
                 ), totals AS (${orgTotals})`
    : s.searched
      ? Prisma.sql`matches AS MATERIALIZED (
                     SELECT c.id, c.end_date, ${Prisma.raw(s.sortColumns.map((column) => `c.${column}`).join(", "))}
                       FROM domestic_contracts c WHERE ${s.base}
                   ), ids AS MATERIALIZED (
                     SELECT c.id, row_number() OVER () AS n
                       FROM (SELECT c.id FROM matches c ${s.page ? Prisma.sql`WHERE ${s.page}` : Prisma.empty} ORDER BY ${s.orderBy} LIMIT ${s.limit} OFFSET ${s.offset}) c
                   ), totals AS (${counted(Prisma.sql`matches c`)})`
      : Prisma.sql`ids AS MATERIALIZED (
                     SELECT c.id, row_number() OVER () AS n
                       FROM (SELECT c.id FROM domestic_contracts c WHERE ${where} ORDER BY ${s.orderBy} LIMIT ${s.limit} OFFSET ${s.offset}) c
                   ), totals AS (${counted(Prisma.sql`domestic_contracts c WHERE ${s.base}`)})`;
  const row = await sql.one<{
    rows: { contract: Record<string, unknown>; employer: Record<string, unknown>; terms: Record<string, unknown>[] }[];
    all_n: number;
    ended_n: number;
  }>(
    Prisma.sql`WITH ${cte}
               SELECT totals.all_n, totals.ended_n,
                      (SELECT COALESCE(json_agg(json_build_object(
                                'contract', ${jsonObject("c", CONTRACT_LIST_COLUMNS)},
                                'employer', ${jsonObject("e", EMPLOYER_LIST_COLUMNS)},
                                'terms', COALESCE((SELECT json_agg(${jsonObject("t", TERMS_LIST_COLUMNS)} ORDER BY t.effective_from) FROM contract_terms t WHERE t.contract_id = c.id), '[]')
                              ) ORDER BY ids.n), '[]')
                         FROM ids JOIN domestic_contracts c ON c.id = ids.id JOIN employers e ON e.id = c.employer_id) AS rows
                 FROM totals`,
  );
  if (!row) throw new Error("The contract list's statement answered no row");
  return {
    rows: row.rows.map((r) => ({
      ...fromRaw<Pick<DomesticContract, keyof typeof CONTRACT_LIST_COLUMNS>>(r.contract, CONTRACT_LIST_COLUMNS),
      employer: fromRaw<ListedContract["employer"]>(r.employer, EMPLOYER_LIST_COLUMNS),
      terms: r.terms.map((t) => fromRaw<Omit<ContractTerms, "contractId">>(t, TERMS_LIST_COLUMNS)),
    })),
    all: row.all_n,
    ended: row.ended_n,
  };
}

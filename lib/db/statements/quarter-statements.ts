import "server-only";
/**
 * The book's quarterly statements, paged (issue 34 point 3): which contracts are in a quarter's book
 * (scope, active in the quarter or ended before it with a correction paid in it, search), the key of
 * what each one's statement reads, and the kept figures (`quarter_statement_figures`) that give the
 * page's order, its total count and the quarter's totals without computing the book.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { isOrganizationWide, type AccessScope } from "@/lib/auth/scope";
import { contractScopeSql } from "../scope";
import { sqlOf, type Queryable } from "../sql";
import { contractSearchSql, searchWords } from "./list-filters";

export interface QuarterBookRange {
  quarter: string;
  /** the quarter's first and last day, YYYY-MM-DD */
  start: string;
  end: string;
  /** the quarter's months, YYYY-MM */
  periods: readonly string[];
  search?: string;
}

/**
 * The search over contract `c`, as the contract list searches: every word in its search text (the
 * worker's names and fiscal code, the employer's search text), on its trigram index; or nothing.
 */
function searchSql(search: string | undefined): Prisma.Sql {
  const words = contractSearchSql(searchWords(search), "c");
  return words.length > 0 ? Prisma.sql`AND ${Prisma.join(words, " AND ")}` : Prisma.empty;
}

/**
 * Contract `c` is in the quarter's book: hired by its end, not ended before its start, or ended
 * before it with a final correction paid in it (the same contracts as `quarterContractsWhere`).
 */
function inBookSql(f: QuarterBookRange): Prisma.Sql {
  return Prisma.sql`c.start_date <= ${f.end}::date
       AND (c.end_date IS NULL OR c.end_date >= ${f.start}::date
         OR EXISTS (SELECT 1 FROM payslips p WHERE p.contract_id = c.id AND p.kind = 'correction' AND p.status = 'final'
                       AND p.paid_period = ANY(${[...f.periods]}::text[])))`;
}

/** A statement's figures, or their totals over a book (amounts as decimal strings). */
export interface QuarterFigures {
  hours: number;
  inps_amount: string;
  cassacolf_amount: string;
  total_to_pay: string;
  employee_share: string;
  employer_share: string;
}

/** The totals over the statements of a filter. */
export interface QuarterBookTotals extends QuarterFigures {
  statements: number;
  complete: number;
  incomplete: number;
}

/** json of the totals over the kept rows `k` that satisfy `where` (an aggregate). */
function totalsJson(where: Prisma.Sql): Prisma.Sql {
  const f = (column: string) => Prisma.sql`coalesce(sum(k.${Prisma.raw(column)}) FILTER (WHERE ${where}), 0)::text`;
  return Prisma.sql`json_build_object(
      'statements', count(*) FILTER (WHERE ${where}),
      'complete', count(*) FILTER (WHERE ${where} AND k.status = 'complete'),
      'incomplete', count(*) FILTER (WHERE ${where} AND k.status = 'incomplete'),
      'hours', coalesce(sum(k.hours) FILTER (WHERE ${where}), 0)::int,
      'inps_amount', ${f("inps_amount")}, 'cassacolf_amount', ${f("cassacolf_amount")}, 'total_to_pay', ${f("total_to_pay")},
      'employee_share', ${f("employee_share")}, 'employer_share', ${f("employer_share")})`;
}

export interface QuarterBookPage<Item> {
  /** the organization's settings (its rounding of the quarter's hours is part of the key) */
  settings: unknown;
  /** the organization-wide key the kept figures were computed with (null: never computed) */
  global_key: string | null;
  /** a contract changed since the figures were kept: compute them again first (refreshQuarterBook) */
  changed: boolean;
  totals: QuarterBookTotals | null;
  /** the page's kept statements, in the book's order */
  items: Item[];
}

/** Contract `k.contract_id` is in `scope` and matches the search: among the contracts the scope and the search find. */
function keptInScopeSql(scope: AccessScope, search: string | undefined): Prisma.Sql {
  if (isOrganizationWide(scope) && !search) return Prisma.empty;
  // the contracts found first (the search's trigram index), then their kept rows: a search costs its hits, not the book
  return Prisma.sql`AND k.contract_id IN (SELECT c.id FROM domestic_contracts c WHERE c.organization_id = ${scope.organizationId}::uuid AND ${contractScopeSql(scope, "c")} ${searchSql(search)})`;
}

/**
 * One statement: whether the kept statements are current (the organization-wide key they were
 * computed with; whether a contract's inputs changed since), the totals over the filter and the
 * page's kept statements. Without a search and for the whole organization, the totals are the
 * book's one row and the page is read on the book's order index (with `status`, on the status's),
 * from the nearer end;
 * a search or a narrowed scope finds its contracts first (the search on the contracts' trigram
 * index) and reads their kept rows. Right only when the key is the current one and nothing changed.
 */
export async function quarterBookPage<Item>(
  db: Queryable,
  scope: AccessScope,
  f: { quarter: string; search?: string; status?: "complete" | "incomplete"; limit: number; offset: number },
): Promise<QuarterBookPage<Item>> {
  const org = scope.organizationId;
  const status = f.status ? Prisma.sql`AND k.status = ${f.status}` : Prisma.empty;
  const asc = Prisma.sql`k.sort_name, k.worker_last_name, k.contract_id`;
  const desc = Prisma.sql`k.sort_name DESC, k.worker_last_name DESC, k.contract_id DESC`;
  const kept = Prisma.sql`k.organization_id = ${org}::uuid AND k.quarter = ${f.quarter}`;
  const { limit, offset } = f;
  let pageSql: Prisma.Sql;
  let totals: Prisma.Sql;
  let hits = Prisma.empty;
  if (isOrganizationWide(scope) && !f.search) {
    // the book's order index, from whichever end is nearer the page (the count is the book's row's)
    const count = Prisma.sql`coalesce((SELECT (totals->${f.status ?? "all"}->>'statements')::int FROM b), 0)`;
    pageSql = Prisma.sql`
      (SELECT k.contract_id, k.sort_name, k.worker_last_name FROM quarter_statement_figures k
        WHERE ${kept} ${status} AND ${count} >= 2 * ${offset}::int ORDER BY ${asc} LIMIT ${limit} OFFSET ${offset})
      UNION ALL
      (SELECT k.contract_id, k.sort_name, k.worker_last_name FROM quarter_statement_figures k
        WHERE ${kept} ${status} AND ${count} < 2 * ${offset}::int ORDER BY ${desc}
        LIMIT greatest(0, least(${limit}::int, ${count} - ${offset}::int)) OFFSET greatest(0, ${count} - ${offset}::int - ${limit}::int))`;
    totals = Prisma.sql`(SELECT totals->${f.status ?? "all"} FROM b)`;
  } else {
    hits = Prisma.sql`hits AS MATERIALIZED (
        SELECT k.contract_id, k.sort_name, k.worker_last_name, k.status, k.hours, k.inps_amount, k.cassacolf_amount, k.total_to_pay,
               k.employee_share, k.employer_share
          FROM quarter_statement_figures k WHERE ${kept} ${status} ${keptInScopeSql(scope, f.search)}),`;
    pageSql = Prisma.sql`SELECT k.contract_id, k.sort_name, k.worker_last_name FROM hits k ORDER BY ${asc} LIMIT ${limit} OFFSET ${offset}`;
    totals = Prisma.sql`(SELECT ${totalsJson(Prisma.sql`true`)} FROM hits k)`;
  }
  const row = await sqlOf(db).one<QuarterBookPage<Item>>(Prisma.sql`
    WITH b AS (SELECT global_key, as_of_xmin, totals FROM quarter_statement_books WHERE organization_id = ${org}::uuid AND quarter = ${f.quarter}),
    ${hits}
    pg AS (${pageSql})
    SELECT (SELECT settings FROM organizations WHERE id = ${org}::uuid) AS settings,
           (SELECT global_key FROM b) AS global_key,
           EXISTS (${changedSql(org, f.quarter, Prisma.sql`(SELECT as_of_xmin FROM b)`)}) AS changed,
           ${totals} AS totals,
           (SELECT coalesce(json_agg(k.item ORDER BY pg.sort_name, pg.worker_last_name, pg.contract_id), '[]'::json)
              FROM pg JOIN quarter_statement_figures k ON k.contract_id = pg.contract_id AND k.quarter = ${f.quarter}) AS items`);
  return row!;
}

/** Where a chunk of the kept statements ends in the book's order: the next chunk starts after it. */
export type QuarterBookPosition = [sortName: string, workerLastName: string, contractId: string];

/**
 * The kept statements of the quarter's book after `after` (from the start when null) in the book's
 * order, `limit` of them: a seek on the book's order index (the CSV's chunks; current only after
 * refreshQuarterBook).
 */
export async function quarterKeptStatements<Item>(
  db: Queryable,
  scope: AccessScope,
  f: { quarter: string; search?: string; status?: "complete" | "incomplete"; after: QuarterBookPosition | null; limit: number },
): Promise<{ position: QuarterBookPosition; item: Item }[]> {
  const after = f.after
    ? Prisma.sql`AND (k.sort_name, k.worker_last_name, k.contract_id) > (${f.after[0]}::varchar, ${f.after[1]}::varchar, ${f.after[2]}::uuid)`
    : Prisma.empty;
  const status = f.status ? Prisma.sql`AND k.status = ${f.status}` : Prisma.empty;
  return sqlOf(db).query<{ position: QuarterBookPosition; item: Item }>(Prisma.sql`
    SELECT json_build_array(k.sort_name, k.worker_last_name, k.contract_id) AS position, k.item
      FROM quarter_statement_figures k
     WHERE k.organization_id = ${scope.organizationId}::uuid AND k.quarter = ${f.quarter} ${after} ${status} ${keptInScopeSql(scope, f.search)}
     ORDER BY k.sort_name, k.worker_last_name, k.contract_id LIMIT ${f.limit}`);
}

/**
 * The contracts of organization `org` whose quarter inputs were changed by a transaction at or after
 * `since` (not all of them seen when the figures were kept) and whose kept row of `quarter` is not
 * of that version (or missing: a contract not in the book has none).
 */
function changedSql(org: string, quarter: string, since: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT v.contract_id FROM quarter_input_versions v
     WHERE v.organization_id = ${org}::uuid AND v.changed_xid >= ${since}
       -- a scalar probe of the kept row by its primary key (never turned into a join over every kept row)
       AND (SELECT k.inputs_version FROM quarter_statement_figures k WHERE k.contract_id = v.contract_id AND k.quarter = ${quarter})
           IS DISTINCT FROM v.changed_xid`;
}

/** What a refresh of the quarter's kept figures starts from. */
export interface QuarterBookState {
  /** the oldest transaction running now: every change before it is seen by what is read from now on */
  xmin: string;
  global_key: string | null;
  /** contracts changed since the figures were kept (null when there is no book yet) */
  changed: string[] | null;
}

export async function quarterBookState(db: Queryable, org: string, quarter: string): Promise<QuarterBookState> {
  const row = await sqlOf(db).one<QuarterBookState>(Prisma.sql`
    WITH b AS (SELECT global_key, as_of_xmin FROM quarter_statement_books WHERE organization_id = ${org}::uuid AND quarter = ${quarter})
    SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, (SELECT global_key FROM b) AS global_key,
           CASE WHEN EXISTS (SELECT 1 FROM b)
                THEN (SELECT coalesce(json_agg(ch.contract_id), '[]'::json) FROM (${changedSql(org, quarter, Prisma.sql`(SELECT as_of_xmin FROM b)`)}) ch)
           END AS changed`);
  return row!;
}

/** Of contracts `ids` (all of the organization's when null), those in the quarter's book. */
export async function quarterBookMembers(db: Queryable, org: string, f: QuarterBookRange, ids: readonly string[] | null): Promise<string[]> {
  const only = ids ? Prisma.sql`AND c.id = ANY(${[...ids]}::uuid[])` : Prisma.empty;
  const rows = await sqlOf(db).query<{ id: string }>(Prisma.sql`
    SELECT c.id FROM domestic_contracts c WHERE c.organization_id = ${org}::uuid ${only} AND ${inBookSql(f)}`);
  return rows.map((r) => r.id);
}

/** Forgets the kept figures of the quarter: of contracts `ids`, or (null) of the organization's contracts not in `keep`. */
export async function forgetQuarterFigures(
  db: Queryable,
  org: string,
  quarter: string,
  which: { ids: readonly string[] } | { keep: readonly string[] },
): Promise<void> {
  const where =
    "ids" in which
      ? Prisma.sql`contract_id = ANY(${[...which.ids]}::uuid[])`
      : Prisma.sql`organization_id = ${org}::uuid AND contract_id <> ALL(${[...which.keep]}::uuid[])`;
  if ("ids" in which && which.ids.length === 0) return;
  await sqlOf(db).execute(Prisma.sql`DELETE FROM quarter_statement_figures WHERE quarter = ${quarter} AND ${where}`);
}

/**
 * The quarter's book of the organization from its kept rows: the totals (all, complete, incomplete),
 * the key of the organization-wide inputs and `xmin` (changes from transactions at or after it are
 * checked again when next read).
 */
export async function storeQuarterBook(db: Queryable, org: string, quarter: string, globalKey: string, xmin: string): Promise<void> {
  await sqlOf(db).execute(Prisma.sql`
    INSERT INTO quarter_statement_books AS b (organization_id, quarter, global_key, as_of_xmin, totals, computed_at)
    SELECT ${org}::uuid, ${quarter}, ${globalKey}, ${xmin}::bigint,
           jsonb_build_object('all', ${totalsJson(Prisma.sql`true`)}, 'complete', ${totalsJson(Prisma.sql`k.status = 'complete'`)},
                              'incomplete', ${totalsJson(Prisma.sql`k.status = 'incomplete'`)}), now()
      FROM quarter_statement_figures k WHERE k.organization_id = ${org}::uuid AND k.quarter = ${quarter}
    ON CONFLICT (organization_id, quarter) DO UPDATE SET global_key = excluded.global_key, as_of_xmin = excluded.as_of_xmin,
        totals = excluded.totals, computed_at = excluded.computed_at`);
}

/** VACUUM (ANALYZE) of the kept statements (outside any transaction: on the pool). */
export async function vacuumQuarterFigures(db: Queryable): Promise<void> {
  await sqlOf(db).execute(Prisma.sql`VACUUM (ANALYZE) quarter_statement_figures`);
}

/** A contract's figures of one quarter, as its statement gives them, with where it sits in the book's order. */
export interface QuarterFiguresRow extends QuarterFigures {
  contract_id: string;
  quarter: string;
  organization_id: string;
  inputs_version: string | null;
  sort_name: string;
  worker_last_name: string;
  status: "complete" | "incomplete";
  /** the statement as the list answers it */
  item: unknown;
}

/** Keeps the figures (one statement, one JSON parameter); a row already kept takes the new ones. */
export async function upsertQuarterFigures(db: Queryable, rows: readonly QuarterFiguresRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sqlOf(db).execute(Prisma.sql`
    INSERT INTO quarter_statement_figures AS q (contract_id, quarter, organization_id, inputs_version, sort_name, worker_last_name, status, hours,
        inps_amount, cassacolf_amount, total_to_pay, employee_share, employer_share, item, computed_at)
    SELECT r.contract_id, r.quarter, r.organization_id, r.inputs_version, r.sort_name, r.worker_last_name, r.status, r.hours, r.inps_amount,
           r.cassacolf_amount, r.total_to_pay, r.employee_share, r.employer_share, r.item, now()
      -- json, not jsonb: each statement's text kept as written
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(contract_id uuid, quarter text, organization_id uuid, inputs_version bigint,
           sort_name text, worker_last_name text, status text, hours int, inps_amount numeric, cassacolf_amount numeric, total_to_pay numeric,
           employee_share numeric, employer_share numeric, item json)
      -- a contract deleted meanwhile has nothing to keep
     WHERE EXISTS (SELECT 1 FROM domestic_contracts c WHERE c.id = r.contract_id)
    ON CONFLICT (contract_id, quarter) DO UPDATE SET organization_id = excluded.organization_id, inputs_version = excluded.inputs_version,
        sort_name = excluded.sort_name, worker_last_name = excluded.worker_last_name, status = excluded.status, hours = excluded.hours,
        inps_amount = excluded.inps_amount, cassacolf_amount = excluded.cassacolf_amount, total_to_pay = excluded.total_to_pay,
        employee_share = excluded.employee_share, employer_share = excluded.employer_share, item = excluded.item,
        computed_at = excluded.computed_at`);
}

/** A contract as its quarter's statement reads it (lib/services/statements/build-quarter-statements.ts), every value as JSON gives it. */
export interface QuarterStatementInputRow {
  id: string;
  organizationId: string;
  employerId: string;
  workerFirstName: string;
  workerLastName: string;
  workerFiscalCode: string | null;
  inpsRelationshipCode: string | null;
  startDate: string;
  endDate: string | null;
  fixedTerm: boolean;
  replacesAbsentWorker: boolean;
  cuafDue: boolean;
  workerRenouncedIvsShare: boolean;
  over80ReliefStart: string | null;
  /** the transaction that last changed the contract's quarter inputs (null: none since it was created) */
  version: string | null;
  employer: { displayName: string; displayTaxId: string | null; sortName: string };
  payslips: {
    id: string;
    period: string;
    status: "draft" | "final";
    inpsWeeks: { type: string; weekStart: string; weekEnd: string; hours: string; effectiveWageRate: string; employeeAmount: string; tableYear: number }[];
    cassacolfWeeks: { weekStart: string; weekEnd: string; hours: string; employeeAmount: string }[];
    elements: { value: string }[];
  }[];
  corrections: { id: string; period: string; correctionNumber: number; correction: unknown }[];
}

/**
 * Contract `c` as its statement of the quarter of `periods` reads it, as one JSON value: its ordinary
 * payslips of the quarter's months (the INPS and CAS.SA.COLF weeks of their own period, the
 * whole-hours difference settled) and the final corrections paid in them (numerics and dates as
 * text), with its organization, its employer's sort name and the version of its inputs (read in the
 * same statement: figures kept from these inputs are kept under this version).
 */
function inputsJson(periods: readonly string[]): Prisma.Sql {
  const p = [...periods];
  return Prisma.sql`json_build_object(
        'id', c.id, 'organizationId', c.organization_id, 'employerId', c.employer_id, 'workerFirstName', c.worker_first_name,
        'workerLastName', c.worker_last_name, 'workerFiscalCode', c.worker_fiscal_code, 'inpsRelationshipCode', c.inps_relationship_code,
        'startDate', c.start_date::text, 'endDate', c.end_date::text, 'fixedTerm', c.fixed_term, 'replacesAbsentWorker', c.replaces_absent_worker,
        'cuafDue', c.cuaf_due, 'workerRenouncedIvsShare', c.worker_renounced_ivs_share, 'over80ReliefStart', c.over80_relief_start::text,
        'version', (SELECT v.changed_xid::text FROM quarter_input_versions v WHERE v.contract_id = c.id),
        'employer', (SELECT json_build_object('displayName', e.display_name, 'displayTaxId', e.display_tax_id, 'sortName', e.sort_name)
                       FROM employers e WHERE e.id = c.employer_id),
        'payslips', (
          SELECT coalesce(json_agg(json_build_object(
              'id', ps.id, 'period', ps.period, 'status', ps.status,
              'inpsWeeks', (SELECT coalesce(json_agg(json_build_object('type', w.type, 'weekStart', w.week_start::text, 'weekEnd', w.week_end::text,
                                'hours', w.hours::text, 'effectiveWageRate', w.effective_wage_rate::text, 'employeeAmount', w.employee_amount::text,
                                'tableYear', w.table_year) ORDER BY w.position), '[]'::json)
                              FROM payslip_inps_weeks w WHERE w.payslip_id = ps.id AND NOT w.is_from_next_period),
              'cassacolfWeeks', (SELECT coalesce(json_agg(json_build_object('weekStart', w.week_start::text, 'weekEnd', w.week_end::text,
                                'hours', w.hours::text, 'employeeAmount', w.employee_amount::text) ORDER BY w.position), '[]'::json)
                              FROM payslip_cassacolf_weeks w WHERE w.payslip_id = ps.id AND NOT w.is_from_next_period),
              'elements', (SELECT coalesce(json_agg(json_build_object('value', el.value::text)), '[]'::json)
                              FROM payslip_elements el
                             WHERE el.payslip_id = ps.id AND el.code IN ('INPS_LAVORATORE_CONGUAGLIO', 'CASSACOLF_LAVORATORE_CONGUAGLIO'))
            ) ORDER BY ps.period, ps.id), '[]'::json)
            FROM payslips ps WHERE ps.contract_id = c.id AND ps.kind = 'ordinary' AND ps.period = ANY(${p}::text[])),
        'corrections', (
          SELECT coalesce(json_agg(json_build_object('id', k.id, 'period', k.period, 'correctionNumber', k.correction_number, 'correction', k.correction)
                                   ORDER BY k.period, k.correction_number), '[]'::json)
            FROM payslips k WHERE k.contract_id = c.id AND k.kind = 'correction' AND k.status = 'final' AND k.paid_period = ANY(${p}::text[]))
      )`;
}

/** Contracts `ids` (in scope) as their statements of the quarter of `periods` read them: one statement, one JSON row per contract. */
export async function quarterStatementInputs(
  db: Queryable,
  scope: AccessScope,
  ids: readonly string[],
  periods: readonly string[],
): Promise<QuarterStatementInputRow[]> {
  if (ids.length === 0) return [];
  const rows = await sqlOf(db).query<{ row: QuarterStatementInputRow }>(Prisma.sql`
    SELECT ${inputsJson(periods)} AS row
      FROM domestic_contracts c
     WHERE c.id = ANY(${[...ids]}::uuid[]) AND ${contractScopeSql(scope, "c")}`);
  return rows.map((r) => r.row);
}

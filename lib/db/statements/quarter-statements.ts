import "server-only";
/**
 * The book's quarterly statements, paged (issue 34 point 3): which contracts are in a quarter's book
 * (scope, active in the quarter or ended before it with a correction paid in it, search), the key of
 * what each one's statement reads, and the kept figures (`quarter_statement_figures`) that give the
 * page's order, its total count and the quarter's totals without computing the book.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { AccessScope } from "@/lib/auth/scope";
import { contractScopeSql } from "../scope";
import { sqlOf, type Queryable } from "../sql";

export interface QuarterBookRange {
  quarter: string;
  /** the quarter's first and last day, YYYY-MM-DD */
  start: string;
  end: string;
  /** the quarter's months, YYYY-MM */
  periods: readonly string[];
  search?: string;
}

export interface QuarterBookFilter extends QuarterBookRange {
  /** what every statement of the quarter reads beside the contract's own rows (rounding, rate versions, code version) */
  globalKey: string;
}

/** `%text%` for LIKE, the wildcards of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The quarter's book: `id`, the order columns and `key` (md5 of the contract's terms the statement
 * reads, its ordinary payslips of the quarter with their status and the final corrections paid in
 * it, and the global key). The same contracts, in the same order, as the statements service's
 * Prisma filter (`quarterContractsWhere`).
 */
function bookSql(scope: AccessScope, f: QuarterBookRange & { globalKey?: string }): Prisma.Sql {
  const periods = [...f.periods];
  const search = f.search
    ? Prisma.sql`AND (c.worker_first_name ILIKE ${containsPattern(f.search)} OR c.worker_last_name ILIKE ${containsPattern(f.search)}
        OR c.worker_fiscal_code ILIKE ${containsPattern(f.search)} OR (SELECT e.search_text FROM employers e WHERE e.id = c.employer_id) LIKE ${containsPattern(f.search.toLowerCase())})`
    : Prisma.empty;
  return Prisma.sql`
    SELECT c.id, (SELECT e.sort_name FROM employers e WHERE e.id = c.employer_id) AS sort_name, c.worker_last_name,
           md5(concat_ws('|', ${f.globalKey ?? ""}::text, c.start_date::text, coalesce(c.end_date::text, '-'), c.fixed_term::text,
               c.replaces_absent_worker::text, c.cuaf_due::text, c.worker_renounced_ivs_share::text,
               coalesce(c.over80_relief_start::text, '-'), coalesce(ps.inputs, '-'))) AS key
      FROM domestic_contracts c
      -- per contract (the employer's name too, by its primary key), on the payslips' (contract, period, kind, number) index: the same plan whether
      -- or not the tables were ever analysed (a join over the organization's payslips was not)
      CROSS JOIN LATERAL (
        SELECT string_agg(p.id::text || ':' || p.kind::text || ':' || p.status::text || ':' || p.updated_at::text, ',' ORDER BY p.id) AS inputs,
               bool_or(p.kind = 'correction') AS corrected
          FROM payslips p
         WHERE p.contract_id = c.id
           AND ((p.kind = 'ordinary' AND p.period = ANY(${periods}::text[]))
             OR (p.kind = 'correction' AND p.status = 'final' AND p.paid_period = ANY(${periods}::text[])))
      ) ps
     WHERE ${contractScopeSql(scope, "c")}
       AND c.start_date <= ${f.end}::date
       AND (c.end_date IS NULL OR c.end_date >= ${f.start}::date OR ps.corrected)
       ${search}`;
}

/** A statement's figures, or their totals over a book (amounts as decimal strings). */
interface QuarterFigures {
  hours: number;
  inps_amount: string;
  cassacolf_amount: string;
  total_to_pay: string;
  employee_share: string;
  employer_share: string;
}

export interface QuarterBookPage extends QuarterFigures {
  /** contracts whose kept figures are missing or were computed from other inputs: compute them first */
  stale: { id: string; key: string }[];
  /** the page's contract ids, in the book's order */
  page: string[];
  statements: number;
  complete: number;
  incomplete: number;
}

/**
 * One statement: the contracts whose kept figures are stale, the page's ids (employer, worker,
 * contract; `status` filtered on the kept status) and the totals over every statement of the filter.
 * Page and totals are right only when `stale` is empty.
 */
export async function quarterBookPage(
  db: Queryable,
  scope: AccessScope,
  f: QuarterBookFilter & { status?: "complete" | "incomplete"; limit: number; offset: number },
): Promise<QuarterBookPage> {
  const row = await sqlOf(db).one<QuarterBookPage>(Prisma.sql`
    WITH book AS (${bookSql(scope, f)}),
    -- the kept row by its primary key, one probe per contract (a scalar subquery: never turned into a
    -- join whose plan would depend on statistics)
    probed AS MATERIALIZED (
      SELECT b.*, (SELECT k FROM quarter_statement_figures k WHERE k.contract_id = b.id AND k.quarter = ${f.quarter}) AS q FROM book b
    ),
    kept AS (
      SELECT id, sort_name, worker_last_name, key, (q).inputs_key, (q).status, (q).hours, (q).inps_amount, (q).cassacolf_amount,
             (q).total_to_pay, (q).employee_share, (q).employer_share
        FROM probed
    ),
    chosen AS (SELECT * FROM kept WHERE ${f.status ?? null}::text IS NULL OR status = ${f.status ?? null}::text)
    SELECT (SELECT coalesce(json_agg(json_build_object('id', id, 'key', key)), '[]'::json) FROM kept WHERE inputs_key IS DISTINCT FROM key) AS stale,
           (SELECT coalesce(json_agg(id ORDER BY sort_name, worker_last_name, id), '[]'::json)
              FROM (SELECT id, sort_name, worker_last_name FROM chosen ORDER BY sort_name, worker_last_name, id LIMIT ${f.limit} OFFSET ${f.offset}) pg) AS page,
           count(*)::int AS statements,
           (count(*) FILTER (WHERE status = 'complete'))::int AS complete,
           (count(*) FILTER (WHERE status = 'incomplete'))::int AS incomplete,
           coalesce(sum(hours), 0)::int AS hours,
           coalesce(sum(inps_amount), 0)::text AS inps_amount,
           coalesce(sum(cassacolf_amount), 0)::text AS cassacolf_amount,
           coalesce(sum(total_to_pay), 0)::text AS total_to_pay,
           coalesce(sum(employee_share), 0)::text AS employee_share,
           coalesce(sum(employer_share), 0)::text AS employer_share
      FROM chosen`);
  return row!;
}

/** A contract's figures of one quarter, as its statement gives them. */
export interface QuarterFiguresRow extends QuarterFigures {
  contract_id: string;
  quarter: string;
  inputs_key: string;
  status: "complete" | "incomplete";
}

/** Keeps the figures (one statement, one JSON parameter); a row already kept takes the new ones. */
export async function upsertQuarterFigures(db: Queryable, rows: readonly QuarterFiguresRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sqlOf(db).execute(Prisma.sql`
    INSERT INTO quarter_statement_figures AS q (contract_id, quarter, inputs_key, status, hours, inps_amount, cassacolf_amount, total_to_pay,
        employee_share, employer_share, computed_at)
    SELECT r.contract_id, r.quarter, r.inputs_key, r.status, r.hours, r.inps_amount, r.cassacolf_amount, r.total_to_pay, r.employee_share,
           r.employer_share, now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(contract_id uuid, quarter text, inputs_key text, status text, hours int,
           inps_amount numeric, cassacolf_amount numeric, total_to_pay numeric, employee_share numeric, employer_share numeric)
      -- a contract deleted meanwhile has nothing to keep
     WHERE EXISTS (SELECT 1 FROM domestic_contracts c WHERE c.id = r.contract_id)
    ON CONFLICT (contract_id, quarter) DO UPDATE SET inputs_key = excluded.inputs_key, status = excluded.status, hours = excluded.hours,
        inps_amount = excluded.inps_amount, cassacolf_amount = excluded.cassacolf_amount, total_to_pay = excluded.total_to_pay,
        employee_share = excluded.employee_share, employer_share = excluded.employer_share, computed_at = excluded.computed_at`);
}

/** The quarter's book in its order (employer, worker, contract): the ids only (the CSV's chunks). */
export async function quarterBookIds(db: Queryable, scope: AccessScope, f: QuarterBookRange): Promise<string[]> {
  const rows = await sqlOf(db).query<{ id: string }>(Prisma.sql`
    SELECT id FROM (${bookSql(scope, f)}) b ORDER BY sort_name, worker_last_name, id`);
  return rows.map((r) => r.id);
}

/** A contract as its quarter's statement reads it (lib/services/statements/build-quarter-statements.ts), every value as JSON gives it. */
export interface QuarterStatementInputRow {
  id: string;
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
  employer: { displayName: string; displayTaxId: string | null };
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
 * Contracts `ids` with their ordinary payslips of the quarter's months (the INPS and CAS.SA.COLF
 * weeks of their own period, the whole-hours difference settled) and the final corrections paid
 * in them: one statement, one JSON row per contract (numerics and dates as text).
 */
export async function quarterStatementInputs(
  db: Queryable,
  scope: AccessScope,
  ids: readonly string[],
  periods: readonly string[],
): Promise<QuarterStatementInputRow[]> {
  if (ids.length === 0) return [];
  const p = [...periods];
  const rows = await sqlOf(db).query<{ row: QuarterStatementInputRow }>(Prisma.sql`
    SELECT json_build_object(
        'id', c.id, 'employerId', c.employer_id, 'workerFirstName', c.worker_first_name, 'workerLastName', c.worker_last_name,
        'workerFiscalCode', c.worker_fiscal_code, 'inpsRelationshipCode', c.inps_relationship_code,
        'startDate', c.start_date::text, 'endDate', c.end_date::text, 'fixedTerm', c.fixed_term, 'replacesAbsentWorker', c.replaces_absent_worker,
        'cuafDue', c.cuaf_due, 'workerRenouncedIvsShare', c.worker_renounced_ivs_share, 'over80ReliefStart', c.over80_relief_start::text,
        'employer', (SELECT json_build_object('displayName', e.display_name, 'displayTaxId', e.display_tax_id) FROM employers e WHERE e.id = c.employer_id),
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
      ) AS row
      FROM domestic_contracts c
     WHERE c.id = ANY(${[...ids]}::uuid[]) AND ${contractScopeSql(scope, "c")}`);
  return rows.map((r) => r.row);
}

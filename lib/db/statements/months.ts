import "server-only";
/** Statements of contracts' months (issue 29 points 4–6): the clerk's inbox over the active contracts of a period. */
import { Prisma } from "@/lib/generated/prisma/client";
import type { AccessScope } from "@/lib/auth/scope";
import { contractScopeSql } from "../scope";
import { sqlOf, type Queryable } from "../sql";

export interface InboxRow {
  domesticContractId: string;
  employerId: string;
  employerName: string;
  workerName: string;
  status: "not_started" | "open" | "submitted" | "returned" | "accepted";
  note: string | null;
  returnNote: string | null;
  changedAt: string | null;
  hasFinalPayslip: boolean;
}

export interface InboxFilter {
  scope: AccessScope;
  period: string;
  start: string;
  end: string;
  status: InboxRow["status"] | null;
  employerId: string | null;
  search: string | null;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The contracts in scope active in the period, each with its month's status (a month never moved
 * is open when events are recorded, not started otherwise), counted per status before the status
 * filter, and one page of the filtered rows: submitted first, then returned, open, not started,
 * accepted; by employer and worker within each.
 */
export async function selectMonthInbox(db: Queryable, f: InboxFilter): Promise<{ rows: InboxRow[]; total: number; counts: Record<string, number> }> {
  const employer = f.employerId ? Prisma.sql` AND c.employer_id = ${f.employerId}::uuid` : Prisma.empty;
  const search = f.search ? Prisma.sql` AND e.search_all LIKE ${likePattern(f.search)}` : Prisma.empty;
  const status = f.status ? Prisma.sql` WHERE status = ${f.status}` : Prisma.empty;
  const row = await sqlOf(db).one<{ counts: Record<string, number>; total: number; rows: InboxRow[] }>(Prisma.sql`
    WITH base AS (
      SELECT c.id::text AS "domesticContractId", c.employer_id::text AS "employerId", e.display_name AS "employerName",
             c.worker_first_name || ' ' || c.worker_last_name AS "workerName",
             CASE WHEN m.status IS NULL OR m.status = 'open' THEN
                    CASE WHEN EXISTS (SELECT 1 FROM work_events w WHERE w.contract_id = c.id AND w.date BETWEEN ${f.start}::date AND ${f.end}::date)
                         THEN 'open' ELSE 'not_started' END
                  ELSE m.status::text END AS status,
             m.note, m.return_note AS "returnNote",
             to_char(m.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changedAt",
             EXISTS (SELECT 1 FROM payslips p WHERE p.contract_id = c.id AND p.period = ${f.period} AND p.status = 'final') AS "hasFinalPayslip",
             e.sort_name, c.worker_last_name, c.worker_first_name, c.id
        FROM domestic_contracts c
        JOIN employers e ON e.id = c.employer_id
        LEFT JOIN contract_months m ON m.contract_id = c.id AND m.period = ${f.period}
       WHERE ${contractScopeSql(f.scope, "c")} AND c.start_date <= ${f.end}::date AND (c.end_date IS NULL OR c.end_date >= ${f.start}::date)${employer}${search}
    ),
    filtered AS (SELECT * FROM base${status}),
    page AS (
      SELECT *, array_position(ARRAY['submitted', 'returned', 'open', 'not_started', 'accepted'], status) AS rank FROM filtered
       ORDER BY rank, sort_name, worker_last_name, worker_first_name, id LIMIT ${f.limit} OFFSET ${f.offset}
    )
    SELECT (SELECT coalesce(json_object_agg(status, n), '{}'::json) FROM (SELECT status, count(*)::int AS n FROM base GROUP BY status) g) AS counts,
           (SELECT count(*)::int FROM filtered) AS total,
           (SELECT coalesce(json_agg(json_build_object(
               'domesticContractId', "domesticContractId", 'employerId', "employerId", 'employerName', "employerName", 'workerName', "workerName",
               'status', status, 'note', note, 'returnNote', "returnNote", 'changedAt', "changedAt", 'hasFinalPayslip', "hasFinalPayslip")
             ORDER BY rank, sort_name, worker_last_name, worker_first_name, id), '[]'::json) FROM page) AS rows`);
  return { rows: row?.rows ?? [], total: row?.total ?? 0, counts: row?.counts ?? {} };
}

export interface WorklistRow {
  domesticContractId: string;
  employerId: string;
  employerName: string;
  employerTaxId: string | null;
  workerFirstName: string;
  workerLastName: string;
  workerFiscalCode: string | null;
  startDate: string;
  endDate: string | null;
  payslipId: string | null;
  payslipStatus: "draft" | "final" | null;
  totalNet: string | null;
  totalCost: string | null;
  viewedAt: string | null;
  receiptConfirmedAt: string | null;
  payments: string[];
  monthStatus: string | null;
}

const isoTime = (column: string) => Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The month's worklist (GET /v1/domestic-payslips/month-status) in one statement (issue 34 point 1):
 * the contracts in scope active in the period, by employer and worker, each with its ordinary
 * payslip of the period (totals, the worker's reads, the amounts paid) and its month's status;
 * a page of them when `limit` is given (the month's count is countMonthPayslips': a count over
 * the window here would join every row of the month before the page is cut).
 */
export async function selectMonthWorklist(
  db: Queryable,
  f: { scope: AccessScope; period: string; start: string; end: string; limit: number | null; offset: number },
): Promise<WorklistRow[]> {
  const page = f.limit === null ? Prisma.empty : Prisma.sql` LIMIT ${f.limit} OFFSET ${f.offset}`;
  return sqlOf(db).query<WorklistRow>(Prisma.sql`
    SELECT c.id::text AS "domesticContractId", c.employer_id::text AS "employerId", e.display_name AS "employerName", e.display_tax_id AS "employerTaxId",
           c.worker_first_name AS "workerFirstName", c.worker_last_name AS "workerLastName", c.worker_fiscal_code AS "workerFiscalCode",
           to_char(c.start_date, 'YYYY-MM-DD') AS "startDate", to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
           p.id::text AS "payslipId", p.status::text AS "payslipStatus", round(p.total_net, 2)::text AS "totalNet", round(p.total_cost, 2)::text AS "totalCost",
           ${isoTime("p.viewed_at")} AS "viewedAt", ${isoTime("p.receipt_confirmed_at")} AS "receiptConfirmedAt",
           COALESCE((SELECT json_agg(round(x.amount, 2)::text) FROM payslip_payments x WHERE x.payslip_id = p.id), '[]') AS payments,
           m.status::text AS "monthStatus"
      FROM domestic_contracts c
      JOIN employers e ON e.id = c.employer_id
      LEFT JOIN LATERAL (SELECT * FROM payslips p WHERE p.contract_id = c.id AND p.period = ${f.period} AND p.kind = 'ordinary' LIMIT 1) p ON true
      LEFT JOIN contract_months m ON m.contract_id = c.id AND m.period = ${f.period}
     WHERE ${contractScopeSql(f.scope, "c")} AND c.start_date <= ${f.end}::date AND (c.end_date IS NULL OR c.end_date >= ${f.start}::date)
     ORDER BY e.sort_name, c.worker_last_name, c.id${page}`);
}

/** The month's ordinary payslips of the contracts in scope active in the period, by stored status (the worklist's counts). */
export async function countMonthPayslips(
  db: Queryable,
  f: { scope: AccessScope; period: string; start: string; end: string },
): Promise<{ contracts: number; draft: number; final: number }> {
  const row = await sqlOf(db).one<{ contracts: number; draft: number; final: number }>(Prisma.sql`
    SELECT count(*)::int AS contracts, count(*) FILTER (WHERE p.status = 'draft')::int AS draft, count(*) FILTER (WHERE p.status = 'final')::int AS final
      FROM domestic_contracts c
      LEFT JOIN LATERAL (SELECT status FROM payslips p WHERE p.contract_id = c.id AND p.period = ${f.period} AND p.kind = 'ordinary' LIMIT 1) p ON true
     WHERE ${contractScopeSql(f.scope, "c")} AND c.start_date <= ${f.end}::date AND (c.end_date IS NULL OR c.end_date >= ${f.start}::date)`);
  return row ?? { contracts: 0, draft: 0, final: 0 };
}

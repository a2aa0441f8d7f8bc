import "server-only";
/**
 * Contribution payments (lib/services/contribution-payments): the quarter's rows written at once,
 * the worklist's page (overdue first) and counts, the row lock and the reminders' claim.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { AccessScope } from "@/lib/auth/scope";
import { contractRowScopeSql } from "../scope";
import { sqlOf, type Queryable } from "../sql";

/** One computed payment, as the quarter's statement gives it (amounts as decimal strings). */
export interface ContributionPaymentRow {
  organization_id: string;
  employer_id: string;
  contract_id: string;
  quarter: string;
  kind: "quarterly" | "cessation_worked" | "cessation_notice";
  ready: boolean;
  due_date: string;
  period_start: string | null;
  period_end: string | null;
  lines: unknown;
  hours: number;
  inps_amount: string;
  inps_employee: string;
  inps_employer: string;
  cassacolf_amount: string;
  cassacolf_employee: string;
  cassacolf_employer: string;
  over80_relief: string;
  total_due: string;
}

/**
 * Writes the rows in one statement (`jsonb_to_recordset` over one JSON parameter): new ones
 * `pending` or `ready`; existing ones take the new figures, move from `pending` to `ready` when their
 * quarter is complete, become `paid` when the payments already recorded cover the new total, and
 * leave `paid` (to `notified` or `ready`) when a larger total is no longer covered. Answers the ids.
 */
export async function upsertContributionPayments(
  db: Queryable,
  rows: readonly ContributionPaymentRow[],
): Promise<{ id: string; contract_id: string; kind: string }[]> {
  if (rows.length === 0) return [];
  return sqlOf(db).query(Prisma.sql`
    INSERT INTO contribution_payments AS cp (organization_id, employer_id, contract_id, quarter, kind, state, due_date, period_start, period_end, lines, hours,
        inps_amount, inps_employee, inps_employer, cassacolf_amount, cassacolf_employee, cassacolf_employer, over80_relief, total_due, computed_at, updated_at)
    SELECT r.organization_id, r.employer_id, r.contract_id, r.quarter, r.kind::"ContributionPaymentKind",
           (CASE WHEN r.ready THEN 'ready' ELSE 'pending' END)::"ContributionPaymentState", r.due_date, r.period_start, r.period_end, r.lines, r.hours,
           r.inps_amount, r.inps_employee, r.inps_employer, r.cassacolf_amount, r.cassacolf_employee, r.cassacolf_employer, r.over80_relief, r.total_due, now(), now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(organization_id uuid, employer_id uuid, contract_id uuid, quarter char(7), kind text, ready boolean,
           due_date date, period_start date, period_end date, lines jsonb, hours int, inps_amount numeric, inps_employee numeric, inps_employer numeric,
           cassacolf_amount numeric, cassacolf_employee numeric, cassacolf_employer numeric, over80_relief numeric, total_due numeric)
    ON CONFLICT (contract_id, quarter, kind) DO UPDATE SET
      due_date = EXCLUDED.due_date, period_start = EXCLUDED.period_start, period_end = EXCLUDED.period_end, lines = EXCLUDED.lines, hours = EXCLUDED.hours,
      inps_amount = EXCLUDED.inps_amount, inps_employee = EXCLUDED.inps_employee, inps_employer = EXCLUDED.inps_employer,
      cassacolf_amount = EXCLUDED.cassacolf_amount, cassacolf_employee = EXCLUDED.cassacolf_employee, cassacolf_employer = EXCLUDED.cassacolf_employer,
      over80_relief = EXCLUDED.over80_relief, total_due = EXCLUDED.total_due, computed_at = now(), updated_at = now(),
      state = (CASE
        WHEN cp.state = 'pending' AND EXCLUDED.state = 'pending' THEN 'pending'
        WHEN cp.paid_amount >= EXCLUDED.total_due AND cp.paid_amount > 0 THEN 'paid'
        WHEN cp.notified_on IS NOT NULL THEN 'notified'
        ELSE 'ready' END)::"ContributionPaymentState",
      paid_on = CASE WHEN cp.paid_amount >= EXCLUDED.total_due AND cp.paid_amount > 0 THEN cp.paid_on ELSE NULL END
    RETURNING cp.id::text AS id, cp.contract_id::text AS contract_id, cp.kind::text AS kind`);
}

/** The derived status in SQL: `overdue` is ready or notified and due before today. */
function statusSql(today: string): Prisma.Sql {
  return Prisma.sql`(CASE WHEN cp.state IN ('ready', 'notified') AND cp.due_date < ${today}::date THEN 'overdue' ELSE cp.state::text END)`;
}

export interface ContributionPaymentFilter {
  quarter?: string;
  status?: string;
  search?: string;
  employerId?: string;
  contractId?: string;
}

function filterSql(scope: AccessScope, f: ContributionPaymentFilter, today: string, withStatus: boolean): Prisma.Sql {
  const parts = [contractRowScopeSql(scope, "cp")];
  if (f.quarter) parts.push(Prisma.sql`cp.quarter = ${f.quarter}`);
  if (f.employerId) parts.push(Prisma.sql`cp.employer_id = ${f.employerId}::uuid`);
  if (f.contractId) parts.push(Prisma.sql`cp.contract_id = ${f.contractId}::uuid`);
  if (withStatus && f.status) parts.push(Prisma.sql`${statusSql(today)} = ${f.status}`);
  if (f.search) {
    const like = `%${f.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(Prisma.sql`(lower(c.worker_first_name || ' ' || c.worker_last_name) LIKE ${like} OR lower(e.display_name) LIKE ${like}
      OR lower(coalesce(c.inps_relationship_code, '')) LIKE ${like})`);
  }
  return Prisma.join(parts, " AND ");
}

/** One page of ids, overdue first, then by due date and the book's order; with the filtered total. */
export async function contributionPaymentPage(
  db: Queryable,
  input: { scope: AccessScope; filter: ContributionPaymentFilter; today: string; offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const rows = await sqlOf(db).query<{ id: string; total: string }>(Prisma.sql`
    SELECT cp.id::text AS id, count(*) OVER ()::text AS total
      FROM contribution_payments cp
      JOIN domestic_contracts c ON c.id = cp.contract_id
      JOIN employers e ON e.id = cp.employer_id
     WHERE ${filterSql(input.scope, input.filter, input.today, true)}
     ORDER BY (${statusSql(input.today)} = 'overdue') DESC, (cp.state = 'paid') ASC, cp.due_date, e.sort_name, c.worker_last_name, cp.kind, cp.id
     LIMIT ${input.limit}::int OFFSET ${input.offset}::int`);
  return { ids: rows.map((r) => r.id), total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}

/** Counts per derived status over the filters but the status. */
export async function contributionPaymentCounts(
  db: Queryable,
  input: { scope: AccessScope; filter: ContributionPaymentFilter; today: string },
): Promise<Record<string, number>> {
  const rows = await sqlOf(db).query<{ status: string; n: string }>(Prisma.sql`
    SELECT ${statusSql(input.today)} AS status, count(*)::text AS n
      FROM contribution_payments cp
      JOIN domestic_contracts c ON c.id = cp.contract_id
      JOIN employers e ON e.id = cp.employer_id
     WHERE ${filterSql(input.scope, input.filter, input.today, false)}
     GROUP BY 1`);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Locks one contribution payment (FOR UPDATE); the caller found it inside its scope first. */
export async function lockContributionPaymentRow(db: Queryable, id: string): Promise<void> {
  await sqlOf(db).query(Prisma.sql`SELECT id FROM contribution_payments WHERE id = ${id}::uuid FOR UPDATE`);
}

export type ReminderKind = "before_due" | "overdue";

/**
 * Claims (FOR UPDATE SKIP LOCKED) at most `limit` unpaid, ready or notified payments whose reminder
 * of this kind is due and not yet queued: `before_due` when the due date is within each
 * organization's `daysBefore` days (today ≤ due ≤ today + days), `overdue` from the day after the due date.
 */
export async function claimReminders(db: Queryable, input: { kind: ReminderKind; today: string; defaultDaysBefore: number; limit: number }): Promise<string[]> {
  const due =
    input.kind === "overdue"
      ? Prisma.sql`cp.overdue_queued_at IS NULL AND cp.due_date < ${input.today}::date`
      : Prisma.sql`cp.reminder_queued_at IS NULL AND cp.due_date >= ${input.today}::date
          AND cp.due_date <= ${input.today}::date + coalesce((o.settings #>> '{payroll,contributionReminderDaysBefore}')::int, ${input.defaultDaysBefore}::int)`;
  const rows = await sqlOf(db).query<{ id: string }>(Prisma.sql`
    SELECT cp.id::text AS id FROM contribution_payments cp JOIN organizations o ON o.id = cp.organization_id
     WHERE cp.state IN ('ready', 'notified') AND ${due}
     ORDER BY cp.due_date, cp.id
     LIMIT ${input.limit}::int
     FOR UPDATE OF cp SKIP LOCKED`);
  return rows.map((r) => r.id);
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { addDays, addMonthsToPeriod, nextQuarterlyDeadline, periodOf } from "@/lib/payroll";
import type { Locale } from "@/lib/i18n/config";
import type { ServiceContext } from "@/lib/services/context";
import { listDeadlines } from "@/lib/services/deadlines/list-deadlines";
import { listPayrollMonth } from "@/lib/services/payslips/list-payroll-month";
import type { DeadlineView } from "@/lib/validation/deadlines";
import type { MonthStatus } from "@/lib/validation/payslip";

/** How far ahead the home page looks for contracts that end, and for deadlines. */
export const ENDING_SOON_DAYS = 30;
/** How far back a deadline still shows, as overdue (nothing records that it was met). */
export const OVERDUE_DAYS = 30;

export interface ClerkTodo {
  today: string;
  /** the month usually paid now (the previous one) and the current one, with their worklist counts */
  months: { period: string; counts: Record<MonthStatus, number>; total: number }[];
  endingSoon: { domesticContractId: string; workerName: string; employerName: string; endDate: string; kind: "recorded_end" | "fixed_term" }[];
  nextDeadline: { quarter: string; dueDate: string };
  /** the deadlines calendar: the overdue ones of the last 30 days first, then the next 30 days by date */
  deadlines: DeadlineView[];
}

/**
 * The clerk's to-do list on the home page (issue 15 point 13): months with payslips not yet run,
 * drafts and outdated payslips, contracts ending in the next 30 days (a recorded end, or the end of
 * a fixed term not yet recorded), the next quarterly INPS deadline, and the deadlines calendar
 * (issue 31 point 5: `listDeadlines`).
 */
export async function clerkTodo(ctx: ServiceContext, input: { today: string; locale: Locale }): Promise<ClerkTodo> {
  const { today } = input;
  const current = periodOf(today);
  const months = [];
  for (const period of [addMonthsToPeriod(current, -1), current]) {
    const month = await listPayrollMonth(ctx, period);
    months.push({ period, counts: month.counts, total: month.data.length });
  }
  const until = addDays(today, ENDING_SOON_DAYS);
  const ending = await getDb().domesticContract.findMany({
    where: {
      ...contractWhere(ctx.scope),
      OR: [
        { endDate: { gte: toDbDate(today), lte: toDbDate(until) } },
        { endDate: null, fixedTerm: true, fixedTermEndDate: { gte: toDbDate(today), lte: toDbDate(until) } },
      ],
    },
    select: { id: true, workerFirstName: true, workerLastName: true, endDate: true, fixedTermEndDate: true, employer: { select: { displayName: true } } },
    take: 50,
  });
  const endingSoon = ending
    .map((c) => ({
      domesticContractId: c.id,
      workerName: `${c.workerFirstName} ${c.workerLastName}`,
      employerName: c.employer.displayName,
      endDate: dateString((c.endDate ?? c.fixedTermEndDate)!),
      kind: c.endDate ? ("recorded_end" as const) : ("fixed_term" as const),
    }))
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.workerName.localeCompare(b.workerName));
  const calendar = await listDeadlines(ctx, { from: addDays(today, -OVERDUE_DAYS), to: until, locale: input.locale, today });
  const deadlines = [...calendar.data.filter((d) => d.overdue), ...calendar.data.filter((d) => !d.overdue)];
  return { today, months, endingSoon, nextDeadline: nextQuarterlyDeadline(today), deadlines };
}

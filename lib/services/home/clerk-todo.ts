import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { addDays, addMonthsToPeriod, nextQuarterlyDeadline, periodOf } from "@/lib/payroll";
import { listPayrollMonth } from "@/lib/services/payslips/list-payroll-month";
import type { MonthStatus } from "@/lib/validation/payslip";

/** How far ahead the home page looks for contracts that end. */
export const ENDING_SOON_DAYS = 30;

export interface ClerkTodo {
  today: string;
  /** the month usually paid now (the previous one) and the current one, with their worklist counts */
  months: { period: string; counts: Record<MonthStatus, number>; total: number }[];
  endingSoon: { domesticContractId: string; workerName: string; employerName: string; endDate: string; kind: "recorded_end" | "fixed_term" }[];
  nextDeadline: { quarter: string; dueDate: string };
}

/**
 * The clerk's to-do list on the home page (issue 15 point 13): months with payslips not yet run,
 * drafts and outdated payslips, contracts ending in the next 30 days (a recorded end, or the end of
 * a fixed term not yet recorded), and the next quarterly INPS deadline.
 */
export async function clerkTodo(ctx: ServiceContext, today: string): Promise<ClerkTodo> {
  const current = periodOf(today);
  const months = [];
  for (const period of [addMonthsToPeriod(current, -1), current]) {
    const month = await listPayrollMonth(ctx.principal, period);
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
  return { today, months, endingSoon, nextDeadline: nextQuarterlyDeadline(today) };
}

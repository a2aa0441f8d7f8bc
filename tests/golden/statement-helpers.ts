/** Runs consecutive monthly payslips (state chained) and collects what a quarterly statement reads. */
import {
  calculatePayslip,
  type ContractInput,
  type ContractTerms,
  type PayrollSettings,
  type PayslipResult,
  type RunOptions,
  type StatementCassacolfWeek,
  type StatementInpsWeek,
  type WorkEvent,
} from "@/lib/payroll";

/**
 * The statement golden figures were worked out under the earlier conventions: a holiday on an
 * unscheduled day credited weekly/6 h and the INPS class decided week by week. Issue 12 changed
 * both defaults (rules-update §1d: scheduled hours; §1a: class by the contract's agreed hours); these
 * cases keep the earlier settings explicitly so their hand calculations still hold.
 */
export const STATEMENT_CASE_SETTINGS: Partial<PayrollSettings> = { holidayContributionHoursUnscheduledDay: "weekly_sixth", inpsFlatRateBasis: "week" };

export function runMonths(
  contract: ContractInput,
  terms: ContractTerms[],
  events: WorkEvent[],
  periods: string[],
  extra: Record<string, Partial<RunOptions>> = {},
  settings: Partial<PayrollSettings> = STATEMENT_CASE_SETTINGS,
): PayslipResult[] {
  const out: PayslipResult[] = [];
  let state: PayslipResult["nextState"] | null = null;
  for (const period of periods) {
    const r = calculatePayslip({ contract, terms, events, state, options: { period, ...extra[period] }, settings });
    out.push(r);
    state = r.nextState;
  }
  return out;
}

export function statementWeeks(payslips: PayslipResult[]): { inpsWeeks: StatementInpsWeek[]; cassacolfWeeks: StatementCassacolfWeek[] } {
  return {
    inpsWeeks: payslips.flatMap((p) =>
      p.inpsContributions
        .filter((l) => !l.isFromNextPeriod)
        .map((l) => ({
          type: l.type,
          weekStart: l.weekStart,
          weekEnd: l.weekEnd,
          hours: l.hours,
          effectiveWageRate: l.effectiveWageRate,
          employeeAmount: l.employeeAmount,
          tableYear: l.tableYear,
        })),
    ),
    cassacolfWeeks: payslips.flatMap((p) =>
      p.cassacolfContributions
        .filter((l) => !l.isFromNextPeriod)
        .map((l) => ({ weekStart: l.weekStart, weekEnd: l.weekEnd, hours: l.hours, employeeAmount: l.employeeAmount })),
    ),
  };
}

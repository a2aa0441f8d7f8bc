/** Runs consecutive monthly payslips (state chained) and collects what a quarterly statement reads. */
import { calculatePayslip, type ContractInput, type ContractTerms, type PayslipResult, type RunOptions, type StatementCassacolfWeek, type StatementInpsWeek, type WorkEvent } from "@/lib/payroll";

export function runMonths(contract: ContractInput, terms: ContractTerms[], events: WorkEvent[], periods: string[], extra: Record<string, Partial<RunOptions>> = {}): PayslipResult[] {
  const out: PayslipResult[] = [];
  let state: PayslipResult["nextState"] | null = null;
  for (const period of periods) {
    const r = calculatePayslip({ contract, terms, events, state, options: { period, ...extra[period] } });
    out.push(r);
    state = r.nextState;
  }
  return out;
}

export function statementWeeks(payslips: PayslipResult[]): { inpsWeeks: StatementInpsWeek[]; cassacolfWeeks: StatementCassacolfWeek[] } {
  return {
    inpsWeeks: payslips.flatMap((p) => p.inpsContributions.filter((l) => !l.isFromNextPeriod).map((l) => ({ type: l.type, weekStart: l.weekStart, weekEnd: l.weekEnd, hours: l.hours, effectiveWageRate: l.effectiveWageRate, employeeAmount: l.employeeAmount, tableYear: l.tableYear }))),
    cassacolfWeeks: payslips.flatMap((p) => p.cassacolfContributions.filter((l) => !l.isFromNextPeriod).map((l) => ({ weekStart: l.weekStart, weekEnd: l.weekEnd, hours: l.hours, employeeAmount: l.employeeAmount }))),
  };
}

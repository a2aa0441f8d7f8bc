import type { Dictionary } from "@/lib/i18n/dictionary";
import type { PayslipKind, ValidationIssue } from "@/lib/client/payroll";

export const monthHref = (period: string) => `/payroll?period=${period}`;
export const payslipHref = (id: string) => `/payslips/${id}`;
export const printHref = (id: string) => `/print/payslips/${id}`;
export const contractHref = (contractId: string) => `/contracts/${contractId}`;
/** The contract page with its opening-balances dialog open (the catch-up of a client taken over from another provider). */
export const openingBalancesHref = (contractId: string) => `/contracts/${contractId}?open=balances`;
export const contractPayslipsHref = (contractId: string) => `/contracts/${contractId}/payslips`;
export const calendarHref = (contractId: string, period: string) => `/contracts/${contractId}/calendar?month=${period}`;

export function wizardHref(contractId: string, period: string, kind: PayslipKind = "ordinary"): string {
  const params = new URLSearchParams({ contractId, period });
  if (kind !== "ordinary") params.set("kind", kind);
  return `/payroll/run?${params.toString()}`;
}

/** Fields of validate-before-run issues that are fixed in the contract (terms, wage, schedule, worker data). */
const CONTRACT_FIELDS = new Set(["terms", "weeklySchedule", "level", "wage", "worker.fiscalCode", "domesticContractId", "period"]);
const EARLIER_PERIOD_CODES = new Set(["earlier_periods_without_payslip", "earlier_periods_draft_only"]);
/** More earlier months than this without payslip: one catch-up action instead of a link per month (issue 26 point 15). */
export const CATCH_UP_FROM = 3;

/** The catch-up of many earlier months without payslip (a client taken over): opening balances first, then the first month to run. */
export function catchUpFor(issue: ValidationIssue, period: string): { firstPeriod: string; count: number } | null {
  if (issue.code !== "earlier_periods_without_payslip") return null;
  const periods = (issue.periods ?? []).filter((p) => p < period).sort();
  return periods.length >= CATCH_UP_FROM ? { firstPeriod: periods[0]!, count: periods.length } : null;
}

/**
 * Where the clerk fixes a validation issue: the contract for terms, wage and schedule, the month's
 * calendar for events, the wizard of each earlier period left without a payslip.
 */
export function fixLinksFor(
  issue: ValidationIssue,
  contractId: string,
  period: string,
  t: Dictionary,
  formatPeriod: (p: string) => string,
): { href: string; label: string }[] {
  if (EARLIER_PERIOD_CODES.has(issue.code)) {
    if (catchUpFor(issue, period)) return [];
    const periods = (issue.periods ?? []).filter((p) => p < period);
    return periods.map((p) => ({ href: wizardHref(contractId, p), label: t.payroll.wizard.validation.runEarlier(formatPeriod(p)) }));
  }
  // no_events_in_month: the calendar's "Compila mese"
  if (issue.action === "auto_fill") return [{ href: calendarHref(contractId, period), label: t.payroll.wizard.validation.fillMonth }];
  if (issue.field === "events") return [{ href: calendarHref(contractId, period), label: t.payroll.wizard.validation.fixCalendar }];
  if (issue.code === "rates_missing_for_year") return [];
  if (issue.field && (CONTRACT_FIELDS.has(issue.field) || issue.field.startsWith("worker"))) {
    return [{ href: contractHref(contractId), label: t.payroll.wizard.validation.fixContract }];
  }
  return [];
}

/**
 * Helpers used by the service layer: contribution weeks for a date range (the contribution-weeks
 * endpoint), the event range a payslip needs, and the running state built from opening balances.
 */
import { addDays, addMonthsToPeriod, periodBounds, periodOf } from "./calendar/dates";
import { holidaysBetween } from "./calendar/holidays";
import { contributionEventRange } from "./calendar/weeks";
import { PayrollError } from "./errors";
import { dec, fmtExact } from "./money";
import type { RateRegistry } from "./rates/types";
import { emptyState } from "./rules/accruals";
import { buildContext } from "./rules/context";
import { computeWeeks, noticeDaysSchedule, toContributionWeek } from "./rules/hours";
import { noticePeriodSpans } from "./rules/termination-weeks";
import type { PayrollSettings } from "./settings";
import type { AbsenceDay, ContractInput, ContractTerms, ContributionWeek, RunningState, TotalName, WorkEvent } from "./types";

export interface ComputeContributionWeeksInput {
  contract: ContractInput;
  terms: readonly ContractTerms[];
  /** events from the Sunday on or before startDate to the Saturday on or after endDate */
  events: readonly WorkEvent[];
  startDate: string;
  endDate: string;
  /** employment ends in this range: the last week ends on the termination day and is not deferred */
  employmentEnding?: boolean;
  /** termination date (defaults to endDate when employmentEnding, else contract.endDate) */
  employmentEndDate?: string | null;
  /** earlier sick/injury days, to classify paid/unpaid sick days in the range */
  absenceHistory?: readonly AbsenceDay[];
  settings?: Partial<PayrollSettings>;
  rates?: RateRegistry;
  /**
   * calendar days of notice indemnity credited after the termination (employer-owed): their weeks
   * are appended with `isNoticePeriod: true` (docs/domain/rules-update.md §3)
   */
  noticeDays?: number;
}

/** Sunday–Saturday weeks meeting [startDate, endDate] with their contributory hours (interface §2.3). */
export function computeContributionWeeks(input: ComputeContributionWeeksInput): ContributionWeek[] {
  if (input.endDate < input.startDate)
    throw new PayrollError("invalid_range", "endDate precedes startDate", { startDate: input.startDate, endDate: input.endDate });
  // the contract's recorded end wins over the range end: no week after the termination (rules-update.md §3)
  const recorded =
    input.contract.endDate && input.contract.endDate >= input.startDate && input.contract.endDate <= input.endDate ? input.contract.endDate : null;
  const termination = input.employmentEndDate ?? recorded ?? (input.employmentEnding ? input.endDate : (input.contract.endDate ?? null));
  const ending = !!input.employmentEnding || !!recorded;
  const ctx = buildContext({
    contract: input.contract,
    terms: input.terms,
    events: input.events,
    state: input.absenceHistory ? { ...emptyState(Number(input.startDate.slice(0, 4))), absenceHistory: input.absenceHistory } : null,
    options: { period: periodOf(input.endDate), employmentEndDate: termination },
    settings: input.settings,
    rates: input.rates,
  });
  const range = contributionEventRange(input.startDate, input.endDate);
  for (const h of holidaysBetween(range.from, range.to, input.contract.patronSaintDay)) ctx.holidays.add(h.date);
  const weeks = computeWeeks(ctx, input.startDate, termination && ending && termination < input.endDate ? termination : input.endDate, ending).map(
    toContributionWeek,
  );
  if (ending && termination && input.noticeDays && input.noticeDays > 0) {
    const sched = noticeDaysSchedule(ctx, termination, input.noticeDays);
    for (const span of noticePeriodSpans(termination, input.noticeDays)) {
      const hours = sched.filter((d) => d.date >= span.weekStart && d.date <= span.weekEnd).reduce((a, d) => a.plus(d.hours), dec(0));
      weeks.push({ hours: hours.toFixed(2), weekStart: span.weekStart, weekEnd: span.weekEnd, isFromNextPeriod: false, isNoticePeriod: true });
    }
  }
  return weeks;
}

/** Events a payslip for `period` ('YYYY-MM') needs: from the Sunday on/before the 1st to the Saturday on/after the last day. */
export function contributionEventRangeForPeriod(period: string): { from: string; to: string } {
  const b = periodBounds(period);
  return contributionEventRange(b.start, b.end);
}

export interface OpeningBalances {
  /** balances are as of the end of this day */
  asOfDate: string;
  vacationDaysLeftThisYear?: string;
  vacationDaysLeftPreviousYear?: string;
  thirteenthAccruedThisYear?: string;
  /** TFR fund at the last 31 December (incl. revaluations, net of advances) */
  severanceFundAtLastDecember?: string;
  severanceAccruedThisYear?: string;
  /** sick days used in the 365 days before asOfDate, when the dated list is unknown */
  sickDaysUsedLast365?: number;
  /** dated earlier sick/injury days (preferred) */
  absenceHistory?: readonly AbsenceDay[];
  ytd?: Partial<Record<TotalName, string>>;
}

/**
 * Running state from a contract's opening balances (a contract taken over from another system).
 * Undated sick days are placed on the days before asOfDate − 1 (paid, full), leaving a one-day gap
 * so that a sickness right after the take-over starts a new episode.
 */
export function stateFromOpeningBalances(ob: OpeningBalances): RunningState {
  const year = Number(ob.asOfDate.slice(0, 4));
  const s = emptyState(year);
  const z = (v?: string) => fmtExact(dec(v ?? "0"));
  const nextDay = addDays(ob.asOfDate, 1);
  const through = periodOf(nextDay) !== periodOf(ob.asOfDate) ? periodOf(ob.asOfDate) : addMonthsToPeriod(periodOf(ob.asOfDate), -1);
  const history: AbsenceDay[] = ob.absenceHistory ? [...ob.absenceHistory] : [];
  if (!ob.absenceHistory && ob.sickDaysUsedLast365 && ob.sickDaysUsedLast365 > 0) {
    for (let i = 0; i < ob.sickDaysUsedLast365; i++) history.push({ date: addDays(ob.asOfDate, -2 - i), kind: "sick", pay: "full" });
  }
  return {
    ...s,
    period: null,
    vacation: { previousYearLeft: z(ob.vacationDaysLeftPreviousYear), accruedThisYear: z(ob.vacationDaysLeftThisYear), usedThisYear: "0" },
    thirteenth: {
      ...s.thirteenth,
      accruedThisYear: z(ob.thirteenthAccruedThisYear),
      totalLeft: z(ob.thirteenthAccruedThisYear),
      accruedThroughPeriod: through,
    },
    severance: {
      ...s.severance,
      accruedPreviousYears: z(ob.severanceFundAtLastDecember),
      accruedThisYear: z(ob.severanceAccruedThisYear),
      fundAtLastYearEnd: z(ob.severanceFundAtLastDecember),
      // balances at 31 December are taken as already revalued at that date (docs/domain/rules-update.md §1e):
      // the year-end rollover must not revalue the fund a second time
      revaluedThroughYear: ob.asOfDate.endsWith("-12-31") ? year : null,
    },
    absenceHistory: history,
    ytd: ob.ytd ?? {},
  };
}

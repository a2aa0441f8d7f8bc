/**
 * Contribution weeks at termination and the check of the weeks a client passes to run-payroll
 * (docs/domain/rules-update.md §3 "Termination"; rules.md §4.5, §4.7). Pure.
 * - No contribution week after the termination date: the last week ends on the termination day.
 * - Unused vacation paid at termination: its hours go with the last period worked, up to the
 *   termination date (INPS msg 2330/2021).
 * - Notice indemnity: its hours are credited to the notice period, the calendar days after the
 *   termination up to the "fine obbligo contributivo" date, as their own Sunday–Saturday weeks marked
 *   `isNoticePeriod` (second PagoPA notice).
 * - A week given to run-payroll must be one of the period's Sunday–Saturday weeks (clipped at hiring
 *   and termination) by the Saturday rule, with the right `isFromNextPeriod`, or one of the notice
 *   weeks; hours 0–168; no duplicates.
 */
import { addDays, periodBounds } from "../calendar/dates";
import { contributionWeekSpans, saturdayOnOrAfter, type WeekSpan } from "../calendar/weeks";
import { dec } from "../money";

export interface WeekLike {
  weekStart: string;
  weekEnd: string;
  hours: string;
  isFromNextPeriod: boolean;
  isNoticePeriod?: boolean;
}

/** The period's weeks: Sunday–Saturday meeting the period, clipped at hiring and at termination. */
export function expectedWeekSpans(period: string, hireDate: string, terminationDate: string | null): WeekSpan[] {
  const pb = periodBounds(period);
  const ending = !!terminationDate && terminationDate >= pb.start && terminationDate <= pb.end;
  return contributionWeekSpans({
    startDate: pb.start,
    endDate: pb.end,
    employmentStartDate: hireDate,
    employmentEndDate: terminationDate,
    employmentEnding: ending,
  });
}

/** Sunday–Saturday weeks of the notice period: the `days` calendar days after the termination. */
export function noticePeriodSpans(terminationDate: string, days: number): Array<{ weekStart: string; weekEnd: string; saturday: string }> {
  const out: Array<{ weekStart: string; weekEnd: string; saturday: string }> = [];
  if (days <= 0) return out;
  const first = addDays(terminationDate, 1);
  const last = addDays(terminationDate, days);
  let start = first;
  while (start <= last) {
    const sat = saturdayOnOrAfter(start);
    const end = sat < last ? sat : last;
    out.push({ weekStart: start, weekEnd: end, saturday: sat });
    start = addDays(end, 1);
  }
  return out;
}

/** Index of the week that receives the unused-vacation hours: the last own week ending on or before the termination. */
export function lastWorkedWeekIndex(weeks: ReadonlyArray<{ weekStart: string; isFromNextPeriod: boolean; origin?: string }>, terminationDate: string): number {
  for (let i = weeks.length - 1; i >= 0; i--) {
    const w = weeks[i];
    if (w && !w.isFromNextPeriod && w.origin !== "notice" && w.weekStart <= terminationDate) return i;
  }
  return -1;
}

export interface WeeksCheckIssue {
  /** JSON pointer into the run-payroll body */
  path: string;
  message: string;
  code: "contribution_weeks_mismatch";
  /** the week the problem is about (absent when no week was given), for the sentence on screens */
  params: Record<string, string>;
}

export interface WeeksCheckInput {
  period: string;
  hireDate: string;
  terminationDate: string | null;
  /** calendar days of notice credited after the termination (employer-owed indemnity), 0 when none */
  noticeDays: number;
  weeks: readonly WeekLike[];
  /** an ordinary payslip needs at least one week */
  ordinary: boolean;
}

/** The first problem with the given weeks, or null. */
export function checkGivenWeeks(input: WeeksCheckInput): WeeksCheckIssue | null {
  const issue = (path: string, message: string, week?: WeekLike): WeeksCheckIssue => ({
    path,
    message,
    code: "contribution_weeks_mismatch",
    params: week ? { weekStart: week.weekStart, weekEnd: week.weekEnd } : {},
  });
  if (input.weeks.length === 0) {
    return input.ordinary
      ? issue("/contributionWeeks", "An ordinary payslip needs its contribution weeks: pass the weeks returned by contribution-weeks")
      : null;
  }
  const spans = expectedWeekSpans(input.period, input.hireDate, input.terminationDate);
  const notice = input.terminationDate ? noticePeriodSpans(input.terminationDate, input.noticeDays) : [];
  const seen = new Set<string>();
  for (let i = 0; i < input.weeks.length; i++) {
    const w = input.weeks[i] as WeekLike;
    const at = `/contributionWeeks/${i}`;
    const hours = dec(w.hours);
    if (hours.isNegative() || hours.greaterThan(168)) return issue(`${at}/hours`, `Week ${w.weekStart}: hours must be within 0 and 168`, w);
    const key = `${w.isNoticePeriod ? "n" : "w"}|${w.weekStart}`;
    if (seen.has(key)) return issue(`${at}/weekStart`, `Week ${w.weekStart} is given twice`, w);
    seen.add(key);
    if (w.isNoticePeriod) {
      const n = notice.find((s) => s.weekStart === w.weekStart);
      if (!n || n.weekEnd !== w.weekEnd) {
        return issue(
          `${at}/weekStart`,
          notice.length === 0
            ? `Week ${w.weekStart}–${w.weekEnd} is marked isNoticePeriod but no notice indemnity is credited after the termination`
            : `Notice week ${w.weekStart}–${w.weekEnd} is not one of the notice-period weeks (${notice.map((s) => `${s.weekStart}–${s.weekEnd}`).join(", ")})`,
          w,
        );
      }
      if (w.isFromNextPeriod)
        return issue(`${at}/isFromNextPeriod`, `Notice week ${w.weekStart} is paid with the final settlement: isFromNextPeriod must be false`, w);
      continue;
    }
    const s = spans.find((x) => x.weekStart === w.weekStart);
    if (!s) {
      if (input.terminationDate && w.weekStart > input.terminationDate)
        return issue(`${at}/weekStart`, `Week ${w.weekStart} starts after the termination on ${input.terminationDate}`, w);
      return issue(
        `${at}/weekStart`,
        `Week ${w.weekStart}–${w.weekEnd} is not a contribution week of ${input.period} (Sunday–Saturday weeks whose Saturday falls in the period, clipped at hiring and termination)`,
        w,
      );
    }
    if (s.weekEnd !== w.weekEnd) return issue(`${at}/weekEnd`, `Week ${w.weekStart} ends on ${s.weekEnd}, not ${w.weekEnd}`, w);
    if (s.isFromNextPeriod !== w.isFromNextPeriod)
      return issue(`${at}/isFromNextPeriod`, `Week ${w.weekStart}: isFromNextPeriod must be ${s.isFromNextPeriod} (its Saturday ${s.saturday})`, w);
  }
  return null;
}

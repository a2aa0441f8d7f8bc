/**
 * INPS contribution weeks: Sunday → Saturday; a week belongs to the month (and quarter) of its
 * Saturday (rules.md §4.5). For a date range, every week meeting the range is returned; weeks
 * whose Saturday is after the range end are `isFromNextPeriod` (paid with the next period); the
 * first week may include days before the range start (they were deferred by the previous period).
 * At hiring the first week starts on the hiring day; when employment ends in the range the last
 * week ends on the termination day and is not deferred (rules §4.7).
 */
import { addDays, fromDayNumber, toDayNumber, weekdayOfDayNumber, type ISODate } from "./dates";

export interface WeekSpan {
  weekStart: ISODate;
  weekEnd: ISODate;
  /** the week's (notional) Saturday: picks the month, quarter and the year of the INPS table */
  saturday: ISODate;
  isFromNextPeriod: boolean;
}

export function sundayOnOrBefore(date: ISODate): ISODate {
  const n = toDayNumber(date);
  return fromDayNumber(n - weekdayOfDayNumber(n));
}
export function saturdayOnOrAfter(date: ISODate): ISODate {
  const n = toDayNumber(date);
  return fromDayNumber(n + (6 - weekdayOfDayNumber(n)));
}

export interface WeekSpanArgs {
  startDate: ISODate;
  endDate: ISODate;
  /** hiring date: the first week starts no earlier */
  employmentStartDate?: ISODate | null;
  /** termination date; honoured when `employmentEnding` is true (or when it falls inside the range) */
  employmentEndDate?: ISODate | null;
  employmentEnding?: boolean;
}

export function contributionWeekSpans(args: WeekSpanArgs): WeekSpan[] {
  const { startDate, endDate } = args;
  if (endDate < startDate) return [];
  const hire = args.employmentStartDate ?? null;
  const term = args.employmentEndDate ?? null;
  const ending = !!term && (args.employmentEnding === true || (term >= startDate && term <= endDate));
  const rangeEnd = ending && term ? (term < endDate ? term : endDate) : endDate;
  const out: WeekSpan[] = [];
  let sunday = sundayOnOrBefore(startDate);
  while (sunday <= rangeEnd) {
    const saturday = addDays(sunday, 6);
    let weekStart = sunday;
    if (hire && hire > weekStart) weekStart = hire;
    let weekEnd = saturday;
    if (ending && term && term < weekEnd) weekEnd = term;
    if (weekStart <= weekEnd && !(hire && weekEnd < hire)) {
      out.push({ weekStart, weekEnd, saturday, isFromNextPeriod: !ending && saturday > endDate });
    }
    sunday = addDays(sunday, 7);
  }
  return out;
}

/** Range of event dates a payslip for `period` needs for its contribution weeks. */
export function contributionEventRange(periodStart: ISODate, periodEnd: ISODate): { from: ISODate; to: ISODate } {
  return { from: sundayOnOrBefore(periodStart), to: saturdayOnOrAfter(periodEnd) };
}

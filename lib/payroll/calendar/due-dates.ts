/**
 * Payment deadlines of INPS domestic contributions (docs/domain/rules-update.md §3 "Deadlines", §1f).
 * - Quarterly: the 10th of the month after the quarter (Q1 → 10 Apr, Q2 → 10 Jul, Q3 → 10 Oct,
 *   Q4 → 10 Jan of the next year); when the 10th is a Saturday, Sunday or national public holiday the
 *   deadline moves to the next working day (10 Jan 2026, a Saturday → Mon 12 Jan 2026).
 * - Cessation: contributions up to the termination are due within 10 days of the termination
 *   (rules-update.md §3 "Termination"); the same next-working-day shift is applied (interpretation:
 *   the shift is the general rule for contribution deadlines, §1f).
 * Pure: the caller supplies dates; no clock.
 */
import { addDays, isValidDate, makeDate, weekday, type ISODate } from "./dates";
import { isItalianPublicHoliday } from "./holidays";

export interface Quarter {
  year: number;
  /** 1–4 */
  quarter: number;
}

const QUARTER_RE = /^(\d{4})-Q([1-4])$/;

/** "2026-Q3" → { year: 2026, quarter: 3 }; null when malformed. */
export function parseQuarter(s: string): Quarter | null {
  const m = QUARTER_RE.exec(s);
  if (!m) return null;
  return { year: Number(m[1]), quarter: Number(m[2]) };
}

export function formatQuarter(q: Quarter): string {
  return `${q.year}-Q${q.quarter}`;
}

/** Quarter containing a date ("2026-08-15" → 2026-Q3). */
export function quarterOfDate(date: ISODate): Quarter {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return { year, quarter: Math.floor((month - 1) / 3) + 1 };
}

/** Index for ordering/comparing quarters (year × 4 + quarter − 1). */
export function quarterIndex(q: Quarter): number {
  return q.year * 4 + q.quarter - 1;
}

export function addQuarters(q: Quarter, n: number): Quarter {
  const idx = quarterIndex(q) + n;
  return { year: Math.floor(idx / 4), quarter: (idx % 4) + 1 };
}

/** First and last calendar day and the three periods ('YYYY-MM') of a quarter. */
export function quarterBounds(q: Quarter): { start: ISODate; end: ISODate; periods: string[] } {
  const firstMonth = (q.quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  const lastDay = lastMonth === 3 || lastMonth === 12 ? 31 : 30;
  const periods = [0, 1, 2].map((i) => `${q.year}-${String(firstMonth + i).padStart(2, "0")}`);
  return { start: makeDate(q.year, firstMonth, 1), end: makeDate(q.year, lastMonth, lastDay), periods };
}

/** Saturday, Sunday or a national public holiday (the patron saint's day does not move deadlines). */
export function isNonWorkingDay(date: ISODate): boolean {
  const wd = weekday(date);
  return wd === 0 || wd === 6 || isItalianPublicHoliday(date);
}

/** The date itself when it is a working day, else the next working day. */
export function nextWorkingDayOnOrAfter(date: ISODate): ISODate {
  let d = date;
  while (isNonWorkingDay(d)) d = addDays(d, 1);
  return d;
}

/** Deadline of a quarter's INPS/CAS.SA.COLF payment (rules-update.md §3 table: Q4 2025 → 2026-01-12). */
export function quarterlyDueDate(q: Quarter | string): ISODate {
  const quarter = typeof q === "string" ? parseQuarter(q) : q;
  if (!quarter) throw new Error(`invalid quarter "${String(q)}"`);
  const tenth = quarter.quarter === 4 ? makeDate(quarter.year + 1, 1, 10) : makeDate(quarter.year, quarter.quarter * 3 + 1, 10);
  return nextWorkingDayOnOrAfter(tenth);
}

/** Deadline of a cessation payment: 10 days after the termination date, moved off non-working days. */
export function cessationDueDate(terminationDate: ISODate): ISODate {
  if (!isValidDate(terminationDate)) throw new Error(`invalid date "${terminationDate}"`);
  return nextWorkingDayOnOrAfter(addDays(terminationDate, 10));
}

/**
 * The next quarterly deadline on or after `today` (for the home page's "next INPS deadline"): the
 * deadline of the quarter before today's quarter if it has not passed yet, else the current quarter's.
 */
export function nextQuarterlyDeadline(today: ISODate): { quarter: string; dueDate: ISODate } {
  const current = quarterOfDate(today);
  const previous = addQuarters(current, -1);
  const prevDue = quarterlyDueDate(previous);
  if (prevDue >= today) return { quarter: formatQuarter(previous), dueDate: prevDue };
  return { quarter: formatQuarter(current), dueDate: quarterlyDueDate(current) };
}

/**
 * The thirteenth month is paid "at Christmas and in any case within December"; employer associations
 * advise paying it by mid-December (docs/domain/rules.md §6, CCNL art. 39 in the 2020 numbering).
 * The deadlines calendar reminds of it on 15 December, the practical date before the legal end of the month.
 */
export function thirteenthDueDate(year: number): ISODate {
  return makeDate(year, 12, 15);
}

/**
 * The annual statement of a year's pay to the worker ("dichiarazione sostitutiva della CU", CCNL 2020
 * art. 34 c. 6): at least 30 days before the tax-return deadline; the employer associations say by
 * 31 March of the following year, the default of docs/domain/rules-update.md §7 (also due with the final settlement).
 */
export function annualStatementDueDate(year: number): ISODate {
  return makeDate(year + 1, 3, 31);
}

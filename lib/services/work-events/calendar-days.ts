/**
 * What the calendar knows about each day of a contract: inside the employment or not, the hours
 * of the weekly schedule in force that day (terms history honoured), the public holiday.
 * Pure: shared by auto-fill and the month summary.
 */
import { eachDay, weekday } from "@/lib/payroll/calendar/dates";
import { holidaysBetween, type Holiday } from "@/lib/payroll/calendar/holidays";
import { Decimal, ZERO, fmt2 } from "@/lib/payroll/money";
import { isWithinEmployment, scheduledHoursOn, termsInForceOn, type ContractTermsRow } from "@/lib/services/contracts/contract-with-terms";

export interface CalendarContract {
  startDate: Date;
  endDate: Date | null;
  terms: readonly ContractTermsRow[];
  employer: { patronSaintDay: string | null };
}

export interface CalendarDay {
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  withinEmployment: boolean;
  /** terms in force that day; for a day before the first terms, the first terms (so the schedule of an outside day is known) */
  terms: ContractTermsRow | null;
  /** hours of the weekly schedule that day ("0.00" without terms) */
  scheduledHours: Decimal;
  /** sum of the seven weekdays of the schedule in force */
  weeklyHours: Decimal;
  holiday: Holiday | null;
}

const PATRON_RE = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The employer's patron saint 'MM-DD', or null when absent or malformed (never a reason to fail). */
export function patronSaintDayOf(contract: CalendarContract): string | null {
  const value = contract.employer.patronSaintDay?.trim();
  return value && PATRON_RE.test(value) ? value : null;
}

export function holidaysOf(contract: CalendarContract, start: string, end: string): Holiday[] {
  return holidaysBetween(start, end, patronSaintDayOf(contract));
}

function weeklyHoursOf(t: ContractTermsRow): Decimal {
  return [t.hoursMon, t.hoursTue, t.hoursWed, t.hoursThu, t.hoursFri, t.hoursSat, t.hoursSun].reduce<Decimal>((acc, h) => acc.plus(h.toString()), ZERO);
}

export function calendarDays(contract: CalendarContract, start: string, end: string): CalendarDay[] {
  const holidays = new Map(holidaysOf(contract, start, end).map((h) => [h.date, h]));
  const weekly = new Map<ContractTermsRow, Decimal>();
  const out: CalendarDay[] = [];
  for (const date of eachDay(start, end)) {
    const terms = termsInForceOn(contract.terms, date) ?? contract.terms[0] ?? null;
    let weeklyHours = ZERO;
    if (terms) {
      weeklyHours = weekly.get(terms) ?? weeklyHoursOf(terms);
      weekly.set(terms, weeklyHours);
    }
    out.push({
      date,
      weekday: weekday(date),
      withinEmployment: isWithinEmployment(contract, date),
      terms,
      scheduledHours: terms ? new Decimal(scheduledHoursOn(terms, date)) : ZERO,
      weeklyHours,
      holiday: holidays.get(date) ?? null,
    });
  }
  return out;
}

/** Hours string with two decimals, half-up. */
export const hoursString = (d: Decimal): string => fmt2(d);

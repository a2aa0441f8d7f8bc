/**
 * The calendar of a contract and the auto-fill plan (decisions §5, rules.md §3.3): which day gets
 * which event. Pure: the work-event services load the contract and call these.
 *
 * For each day of the range:
 * - a day with hours in the weekly schedule in force that day → `work`/`regular_work` with those hours;
 * - an Italian public holiday (Easter Monday computed, 4 October from 2026, the employer's patron
 *   saint) → `public_holiday`/`regular_public_holiday` instead, named after the holiday, with
 *   `holidayHours`:
 *   - on a day with scheduled hours: those hours;
 *   - on a day without scheduled hours, hourly pay: weekly hours ÷ 6 (the CCNL pays every holiday
 *     of an hourly worker at 1/6 of the weekly hours, Sundays included, once);
 *   - on a day without scheduled hours, monthly pay: a Sunday holiday gets weekly hours ÷ 6 (the
 *     1/26 of the monthly pay it adds: monthly/26 = weekly × 52/12/26 = weekly/6 hours); a
 *     Monday–Saturday one adds nothing to the monthly pay → skipped `no_schedule`;
 * - a rest day that is not a holiday is not a candidate (neither created nor listed).
 * A candidate day is skipped with `outside_contract` outside the employment, `existing_event` when
 * it already has any event, `no_schedule` when it would get 0 hours.
 */
import type { EventSubType, EventType } from "../events";
import { Decimal, ZERO, dec, fmt2, round2 } from "../money";
import { eachDay, scheduleIndex, weekday } from "./dates";
import { holidaysBetween, type Holiday } from "./holidays";

/** The terms a calendar needs: from when, pay basis, Monday-first weekly schedule. */
export interface CalendarTerms {
  effectiveFrom: string;
  payBasis: "hourly" | "monthly";
  weeklySchedule: readonly string[];
}

export interface CalendarContractInput<T extends CalendarTerms = CalendarTerms> {
  startDate: string;
  endDate: string | null;
  /** oldest first */
  terms: readonly T[];
  /** employer's patron saint 'MM-DD' (null when none) */
  patronSaintDay: string | null;
}

export interface CalendarDay<T extends CalendarTerms = CalendarTerms> {
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  withinEmployment: boolean;
  /** terms in force that day; for a day before the first terms, the first terms (so the schedule of an outside day is known) */
  terms: T | null;
  /** hours of the weekly schedule that day (0 without terms) */
  scheduledHours: Decimal;
  /** sum of the seven weekdays of the schedule in force */
  weeklyHours: Decimal;
  holiday: Holiday | null;
}

const PATRON_RE = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The employer's patron saint 'MM-DD', or null when absent or malformed (never a reason to fail). */
export function validPatronSaintDay(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && PATRON_RE.test(v) ? v : null;
}

function termsOn<T extends CalendarTerms>(terms: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const t of terms) {
    if (t.effectiveFrom <= date) found = t;
    else break;
  }
  return found;
}

/** Each day of [start, end] with its employment, schedule and holiday. */
export function calendarDays<T extends CalendarTerms>(contract: CalendarContractInput<T>, start: string, end: string): CalendarDay<T>[] {
  const holidays = new Map(holidaysBetween(start, end, validPatronSaintDay(contract.patronSaintDay)).map((h) => [h.date, h]));
  const weekly = new Map<T, Decimal>();
  const out: CalendarDay<T>[] = [];
  for (const date of eachDay(start, end)) {
    const terms = termsOn(contract.terms, date) ?? contract.terms[0] ?? null;
    let weeklyHours = ZERO;
    if (terms) {
      weeklyHours = weekly.get(terms) ?? terms.weeklySchedule.reduce<Decimal>((acc, h) => acc.plus(dec(h)), ZERO);
      weekly.set(terms, weeklyHours);
    }
    out.push({
      date,
      weekday: weekday(date),
      withinEmployment: date >= contract.startDate && (!contract.endDate || date <= contract.endDate),
      terms,
      scheduledHours: terms ? dec(terms.weeklySchedule[scheduleIndex(date)] ?? "0") : ZERO,
      weeklyHours,
      holiday: holidays.get(date) ?? null,
    });
  }
  return out;
}

const SIX = new Decimal(6);

/** The hours of a public holiday on a day (see the module comment). */
export function holidayHours(
  day: Pick<CalendarDay, "scheduledHours" | "weeklyHours" | "weekday"> & { terms: Pick<CalendarTerms, "payBasis"> | null },
): Decimal {
  if (day.scheduledHours.greaterThan(0)) return day.scheduledHours;
  if (day.terms?.payBasis === "hourly" || (day.terms?.payBasis === "monthly" && day.weekday === 0)) return round2(day.weeklyHours.div(SIX));
  return ZERO;
}

export type SkipReason = "existing_event" | "outside_contract" | "no_schedule";

export interface PlannedEvent {
  date: string;
  hours: string;
  type: EventType;
  subType: EventSubType;
  customName: string | null;
}

export interface AutoFillPlan {
  toCreate: PlannedEvent[];
  skipped: { date: string; reason: SkipReason }[];
}

export function planAutoFill(contract: CalendarContractInput, startDate: string, endDate: string, occupiedDates: ReadonlySet<string>): AutoFillPlan {
  const plan: AutoFillPlan = { toCreate: [], skipped: [] };
  for (const day of calendarDays(contract, startDate, endDate)) {
    let candidate: PlannedEvent | null = null;
    let hours: Decimal = ZERO;
    if (day.holiday) {
      hours = holidayHours(day);
      candidate = { date: day.date, hours: fmt2(hours), type: "public_holiday", subType: "regular_public_holiday", customName: day.holiday.name };
    } else if (day.scheduledHours.greaterThan(0)) {
      hours = day.scheduledHours;
      candidate = { date: day.date, hours: fmt2(hours), type: "work", subType: "regular_work", customName: null };
    }
    if (!candidate) continue;
    if (!day.withinEmployment) plan.skipped.push({ date: day.date, reason: "outside_contract" });
    else if (occupiedDates.has(day.date)) plan.skipped.push({ date: day.date, reason: "existing_event" });
    else if (!hours.greaterThan(0)) plan.skipped.push({ date: day.date, reason: "no_schedule" });
    else plan.toCreate.push(candidate);
  }
  return plan;
}

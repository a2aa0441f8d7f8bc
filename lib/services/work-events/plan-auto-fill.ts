/**
 * The pure part of auto-fill (decisions §5, rules.md §3.3): which day gets which event.
 *
 * For each day of the range:
 * - a day with hours in the weekly schedule in force that day → `work`/`regular_work` with those hours;
 * - an Italian public holiday (Easter Monday computed, 4 October from 2026, the employer's patron
 *   saint) → `public_holiday`/`regular_public_holiday` instead, named after the holiday:
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
import { Decimal, ZERO, round2 } from "@/lib/payroll/money";
import type { EventSubType, EventType } from "@/lib/payroll/events";
import { calendarDays, hoursString, type CalendarContract } from "./calendar-days";

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

const SIX = new Decimal(6);

export function planAutoFill(contract: CalendarContract, startDate: string, endDate: string, occupiedDates: ReadonlySet<string>): AutoFillPlan {
  const plan: AutoFillPlan = { toCreate: [], skipped: [] };
  for (const day of calendarDays(contract, startDate, endDate)) {
    let candidate: PlannedEvent | null = null;
    let hours: Decimal = ZERO;
    if (day.holiday) {
      if (day.scheduledHours.greaterThan(0)) hours = day.scheduledHours;
      else if (day.terms?.payBasis === "hourly" || (day.terms?.payBasis === "monthly" && day.weekday === 0)) hours = round2(day.weeklyHours.div(SIX));
      candidate = { date: day.date, hours: hoursString(hours), type: "public_holiday", subType: "regular_public_holiday", customName: day.holiday.name };
    } else if (day.scheduledHours.greaterThan(0)) {
      hours = day.scheduledHours;
      candidate = { date: day.date, hours: hoursString(hours), type: "work", subType: "regular_work", customName: null };
    }
    if (!candidate) continue;
    if (!day.withinEmployment) plan.skipped.push({ date: day.date, reason: "outside_contract" });
    else if (occupiedDates.has(day.date)) plan.skipped.push({ date: day.date, reason: "existing_event" });
    else if (!hours.greaterThan(0)) plan.skipped.push({ date: day.date, reason: "no_schedule" });
    else plan.toCreate.push(candidate);
  }
  return plan;
}

import "server-only";
/**
 * The month's summary and its differences from the schedule (issue 29 point 5), from loaded data
 * and no database: what the household recorded against what "as scheduled" (the auto-fill plan:
 * the weekly schedule and the holidays, lib/payroll/calendar) would record. Pure, unit-tested.
 */
import { Decimal, ZERO, fmt2, type EventSubType, type EventType, type PlannedEvent } from "@/lib/payroll";
import type { DayDifference, MonthDay, MonthSummary } from "@/lib/validation/month";

export interface SummaryDay {
  date: string;
  withinEmployment: boolean;
  holiday: string | null;
  scheduledHours: string;
}

export interface RecordedEvent {
  id: string;
  date: string;
  type: EventType;
  subType: EventSubType;
  hours: string;
}

const OVERTIME: ReadonlySet<EventSubType> = new Set(["overtime", "daily_overtime", "night_overtime"]);

const eventKey = (e: { type: string; subType: string; hours: string }) => `${e.type}/${e.subType}/${new Decimal(e.hours).toFixed(2)}`;

/** How a day's events compare with the plan's: the same multiset of (type, subType, hours) is as scheduled. */
export function dayDifference(recorded: readonly { type: string; subType: string; hours: string }[], planned: readonly PlannedEvent[]): DayDifference {
  if (recorded.length === 0) return planned.length === 0 ? "as_scheduled" : "missing";
  if (planned.length === 0) return "added";
  const a = recorded.map(eventKey).sort();
  const b = planned.map(eventKey).sort();
  return a.length === b.length && a.every((k, i) => k === b[i]) ? "as_scheduled" : "changed";
}

function groupByDate<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(item.date);
    if (list) list.push(item);
    else out.set(item.date, [item]);
  }
  return out;
}

/** Each day of the month: its events, what the schedule plans, and how they differ. */
export function monthDays(days: readonly SummaryDay[], planned: readonly PlannedEvent[], events: readonly RecordedEvent[]): MonthDay[] {
  const plannedByDate = groupByDate(planned);
  const eventsByDate = groupByDate(events);
  return days.map((d) => {
    const recorded = eventsByDate.get(d.date) ?? [];
    const plan = d.withinEmployment ? (plannedByDate.get(d.date) ?? []) : [];
    return {
      date: d.date,
      withinEmployment: d.withinEmployment,
      holiday: d.holiday,
      scheduledHours: d.scheduledHours,
      recordedHours: fmt2(recorded.reduce((acc, e) => acc.plus(e.hours), ZERO)),
      events: recorded.map((e) => ({ id: e.id, type: e.type, subType: e.subType, hours: fmt2(new Decimal(e.hours)) })),
      planned: plan.map((p) => ({ type: p.type, subType: p.subType, hours: fmt2(new Decimal(p.hours)) })),
      difference: dayDifference(recorded, plan),
    };
  });
}

/** The month's totals: days and hours worked, overtime, absences by kind, and how many days differ from the schedule. */
export function summarizeMonth(days: readonly MonthDay[]): MonthSummary {
  const workedDates = new Set<string>();
  let worked = ZERO;
  let extra = ZERO;
  let scheduled = ZERO;
  let eventCount = 0;
  const absences = new Map<EventSubType, { type: EventType; dates: Set<string>; hours: Decimal }>();
  for (const day of days) {
    if (day.withinEmployment) scheduled = scheduled.plus(day.scheduledHours);
    for (const e of day.events) {
      eventCount++;
      if (e.type === "work") {
        workedDates.add(day.date);
        worked = worked.plus(e.hours);
        if (OVERTIME.has(e.subType)) extra = extra.plus(e.hours);
        continue;
      }
      const bucket = absences.get(e.subType) ?? { type: e.type, dates: new Set<string>(), hours: ZERO };
      bucket.dates.add(day.date);
      bucket.hours = bucket.hours.plus(e.hours);
      absences.set(e.subType, bucket);
    }
  }
  return {
    daysWorked: workedDates.size,
    workedHours: fmt2(worked),
    scheduledHours: fmt2(scheduled),
    extraHours: fmt2(extra),
    absences: [...absences].map(([subType, b]) => ({ type: b.type, subType, days: b.dates.size, hours: fmt2(b.hours) })),
    eventCount,
    daysDifferent: days.filter((d) => d.difference !== "as_scheduled").length,
  };
}

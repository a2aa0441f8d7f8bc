/**
 * Contributory hours per day and per contribution week (rules.md §4.4).
 * Worked hours (all work subtypes) + paid absences: vacation (weekly hours / 6 per day), paid
 * permits (event hours), paid sick / employer-paid injury / marriage leave (the day's scheduled
 * hours), public holidays (the day's scheduled hours, 0 if none — docs/domain/rules-update.md §1d —
 * or the hours paid with `holidayContributionHours: "paid"`). On a holiday with work the day
 * counts max(holiday hours, worked hours). Unpaid days count nothing. CAS.SA.COLF uses the same
 * hours except night assistance (8 h per day with hours) and night presence (5 h).
 */
import { addDays, fromDayNumber, toDayNumber, weekday } from "../calendar/dates";
import { contributionWeekSpans, type WeekSpan } from "../calendar/weeks";
import { Decimal, ZERO, dec, max, plus, round2, gt0 } from "../money";
import type { ContributionWeek } from "../types";
import type { Ctx } from "./context";
import { DAY_HOURS_LIMIT } from "./day-hours";
import { weeklySixthOf } from "./wage";

const WORK_SUBTYPES = new Set(["regular_work", "holiday_work", "sunday_work", "night_work", "other_work", "overtime", "daily_overtime", "night_overtime"]);

export interface DayHours {
  inps: Decimal;
  cassa: Decimal;
}

/**
 * Contributory hours a paid holiday adds (without work) on `date` (docs/domain/rules-update.md §1d):
 * default the hours scheduled for that day (0 if none; a monthly worker's Sunday holiday paid 1/26
 * adds none); `paid`: the hours paid (weekly/6 for hourly pay and for the Sunday 1/26).
 */
export function holidayContributionHours(ctx: Ctx, date: string): Decimal {
  const t = ctx.termAt(date);
  const sched = ctx.scheduled(date);
  const sixth = weeklySixthOf(t);
  const s = ctx.settings;
  const paid = s.holidayContributionHours === "paid";
  if (gt0(sched)) {
    if (s.holidayContributionHoursScheduledDay) return s.holidayContributionHoursScheduledDay === "scheduled" ? sched : sixth;
    return paid && t.payBasis === "hourly" ? sixth : sched;
  }
  if (t.payBasis === "monthly") {
    // monthly pay already covers weekday holidays; only a paid Sunday holiday is paid on top
    const sundayPaid = weekday(date) === 0 && s.monthlySundayHoliday === "pay";
    const unscheduled = s.holidayContributionHoursUnscheduledDay;
    return sundayPaid && (unscheduled ? unscheduled === "weekly_sixth" : paid) ? sixth : ZERO;
  }
  if (s.holidayContributionHoursUnscheduledDay) return s.holidayContributionHoursUnscheduledDay === "weekly_sixth" ? sixth : ZERO;
  return paid ? sixth : ZERO;
}

/** Days on which the worker is away without pay (holiday then not paid either). */
export function isUnpaidSuspensionDay(ctx: Ctx, date: string): boolean {
  const evs = ctx.eventsByDate.get(date);
  if (!evs) return false;
  return evs.some(
    (e) =>
      e.subType === "maternity_leave" ||
      e.subType === "paternity_leave" ||
      e.subType === "unpaid_absence_suspended" ||
      e.subType === "parental_leave" ||
      e.subType === "unpaid_absence" ||
      // an INAIL day (injury day 4+): INAIL indemnifies every calendar day, the holiday included
      // (interpretation, lib/payroll/README.md "Interpretations")
      (e.type === "work_injury" && ctx.absences.get(`injury|${date}`)?.pay === "none"),
  );
}

/** a day without contributory hours (shared: most days of a week, no allocation each) */
const NO_HOURS: DayHours = Object.freeze({ inps: ZERO, cassa: ZERO });

export function dayContributionHours(ctx: Ctx, date: string): DayHours {
  if (!ctx.inEmployment(date)) return NO_HOURS;
  const evs = ctx.eventsByDate.get(date);
  const isHol = ctx.holidays.has(date);
  if (!evs && !isHol) return NO_HOURS;
  const holiday = isHol && !isUnpaidSuspensionDay(ctx, date);
  if (!evs) {
    const h = holiday ? holidayContributionHours(ctx, date) : ZERO;
    return { inps: h, cassa: nightCassa(ctx, date, h) };
  }
  let worked = ZERO;
  let other = ZERO;
  for (const e of evs) {
    if (!e.affectsContributions) continue;
    const st = e.subType;
    if (WORK_SUBTYPES.has(st)) worked = plus(worked, dec(e.hours));
    else if (st === "paid_permit" || st === "birth_permit") other = plus(other, dec(e.hours));
    else if (holiday)
      continue; // the holiday's hours cover paid absences on that day
    else if (st === "regular_vacation") {
      if (weekday(date) !== 0) other = plus(other, weeklySixthOf(ctx.termAt(date)));
    } else if (e.type === "sick_leave") {
      const a = ctx.absences.get(`sick|${date}`);
      if (a && a.pay !== "none") other = plus(other, ctx.scheduled(date));
    } else if (e.type === "work_injury") {
      const a = ctx.absences.get(`injury|${date}`);
      if (a && a.pay !== "none") other = plus(other, ctx.scheduled(date));
    } else if (st === "matrimonial_leave") other = plus(other, ctx.scheduled(date));
  }
  let inps = holiday ? plus(max(holidayContributionHours(ctx, date), worked), other) : plus(worked, other);
  if (inps.isNegative()) inps = ZERO;
  // a day holds at most 24 h (rules/day-hours.ts): computed hours (vacation sixths, holidays) never pass it
  if (inps.greaterThan(DAY_HOURS_LIMIT)) inps = DAY_HOURS_LIMIT;
  return { inps, cassa: nightCassa(ctx, date, inps) };
}

const EIGHT = new Decimal(8);
const FIVE = new Decimal(5);
/** CAS.SA.COLF conventional hours of a paid day of a night job (rules.md §5 [S47]): 8 (table D), 5 (table E); null otherwise. */
export function nightCassaDayHours(jobType: string): Decimal | null {
  return jobType === "night_assistance" ? EIGHT : jobType === "night_presence" ? FIVE : null;
}
function nightCassa(ctx: Ctx, date: string, inps: Decimal): Decimal {
  if (!gt0(inps)) return inps;
  return nightCassaDayHours(ctx.termAt(date).jobType) ?? inps;
}

export interface ComputedWeek extends WeekSpan {
  hours: Decimal;
  cassaHours: Decimal;
}

export function computeWeeks(ctx: Ctx, startDate: string, endDate: string, employmentEnding: boolean): ComputedWeek[] {
  const spans = contributionWeekSpans({
    startDate,
    endDate,
    employmentStartDate: ctx.contract.startDate,
    employmentEndDate: ctx.terminationDate ?? ctx.options.employmentEndDate ?? ctx.contract.endDate,
    employmentEnding,
  });
  // CAS.SA.COLF hours differ from the INPS hours only for night jobs (nightCassa): otherwise every
  // day's cassa figure is the inps figure itself, so the week sum is the same and is not redone
  const night = ctx.terms.some((t) => t.jobType === "night_assistance" || t.jobType === "night_presence");
  return spans.map((w) => {
    let hours = ZERO;
    let cassa = ZERO;
    const last = toDayNumber(w.weekEnd);
    for (let n = toDayNumber(w.weekStart); n <= last; n++) {
      const h = dayContributionHours(ctx, fromDayNumber(n));
      hours = plus(hours, h.inps);
      if (night) cassa = plus(cassa, h.cassa);
    }
    const rounded = round2(hours);
    return {
      weekStart: w.weekStart,
      weekEnd: w.weekEnd,
      saturday: w.saturday,
      isFromNextPeriod: w.isFromNextPeriod,
      hours: rounded,
      cassaHours: night ? round2(cassa) : rounded,
    };
  });
}

export function toContributionWeek(w: { weekStart: string; weekEnd: string; hours: Decimal; isFromNextPeriod: boolean }): ContributionWeek {
  return { hours: w.hours.toFixed(2), weekStart: w.weekStart, weekEnd: w.weekEnd, isFromNextPeriod: w.isFromNextPeriod };
}

/** Scheduled hours over the calendar days after `from` (exclusive) for `days` days — notice-period credit (Q8). */
export function noticeDaysSchedule(ctx: Ctx, from: string, days: number): Array<{ date: string; hours: Decimal }> {
  const out: Array<{ date: string; hours: Decimal }> = [];
  const t = ctx.termAt(from);
  const sched = t.weeklySchedule;
  for (let i = 1; i <= days; i++) {
    const d = addDays(from, i);
    const idx = (weekday(d) + 6) % 7;
    out.push({ date: d, hours: dec(sched[idx] ?? "0") });
  }
  return out;
}

/**
 * Thirteenth and TFR of an hourly-paid worker on the pay of the period (issue 12; rules.md §6–§7:
 * the thirteenth is the year's retribuzione globale di fatto / 12, the TFR quota the year's pay incl.
 * the thirteenth / 13.5, art. 2120 c.c.), month by month:
 *   thirteenth accrual = (base-wage lines of the month + notional pay of maternity/INAIL days) / 12
 *   TFR base           = (base-wage lines of the month + notional pay) × 13/12
 * Base-wage lines: ordinary hours, holidays, vacation, paid permits, sick and employer-paid injury
 * pay, seniority increments, allowances, board (cash or in kind). A line whose events say
 * addsToThirteen / addsToSeverance = false stays out of that base; premiums enter through their
 * own flags as before. Notional pay of a maternity/INAIL day = schedule monthly pay / days of the
 * month × the day's share (0.2 / 0.4 / 0.25 for the thirteenth, 1 for the TFR by default).
 * For a regular schedule a year of these accruals equals the schedule figure
 * (hourly × weekly hours × 52/12 per month) up to the calendar's weekday count.
 * Setting `hourlyAccrualBase`: `schedule_when_regular` (default) keeps the schedule figure for a month
 * paid as scheduled (`paidAsScheduled`) and takes the pay of the period for the others;
 * `schedule` keeps the schedule figure every month; `period_pay` takes the pay every month.
 */
import { eachDay } from "../calendar/dates";
import { SUBTYPE_DEFAULTS } from "../events";
import { Decimal, ZERO, dec, plus } from "../money";
import type { Ctx } from "./context";
import type { RawLine } from "./lines";

const TWELVE = new Decimal(12);
const THIRTEEN = new Decimal(13);

export interface PeriodPayBases {
  /** the month's pay entering the thirteenth (incl. notional days) */
  thirteenth: Decimal;
  /** the month's TFR base (pay incl. notional days × 13/12) */
  severance: Decimal;
}

export function periodPayBases(
  lines: readonly RawLine[],
  scheduleMonthly: Decimal,
  daysInMonth: number,
  notionalThirteenthDays: Decimal,
  notionalSeveranceDays: Decimal,
): PeriodPayBases {
  let t = ZERO;
  let s = ZERO;
  for (const l of lines) {
    if (!l.includedInBaseWage || (l.type !== "earning" && l.type !== "imputed")) continue;
    if (!l.excludeThirteenth) t = t.plus(l.value);
    if (!l.excludeSeverance) s = s.plus(l.value);
  }
  const perDay = scheduleMonthly.div(daysInMonth);
  return {
    thirteenth: t.plus(perDay.times(notionalThirteenthDays)),
    severance: s.plus(perDay.times(notionalSeveranceDays)).times(THIRTEEN).div(TWELVE),
  };
}

/**
 * Subtypes whose pay lines carry the event's addsToThirteen / addsToSeverance (earnings.ts
 * `baseFlags`); premiums enter through their own flags in either mode, unpaid absences have no line.
 */
const FLAGGED_BASE_SUBTYPES: ReadonlySet<string> = new Set([
  "regular_work",
  "paid_permit",
  "birth_permit",
  "regular_vacation",
  "matrimonial_leave",
  "sick_full",
  "sick_half",
  "sick_none",
  "sick_custom",
  "work_injury_full",
  "work_injury_none",
]);

/**
 * Unpaid absences that make a month's 13th/TFR follow the pay of the period (rules-update-3 A16):
 * paternity beyond the paid days, parental leave, unpaid leave and unpaid permits — never a
 * calendar-day pro rata of the schedule figure. (Maternity and INAIL days keep their notional
 * shares, rules.md Q3.)
 */
const UNPAID_ABSENCE_SUBTYPES: ReadonlySet<string> = new Set([
  "paternity_leave",
  "parental_leave",
  "unpaid_absence",
  "unpaid_absence_suspended",
  "unpaid_permit",
]);

/**
 * Was the month paid as the schedule says (setting `hourlyAccrualBase: "schedule_when_regular"`,
 * rules.md §6: "monthly equivalent = hourly × weekly hours × 52/12; if hours vary, sum of ordinary
 * pay earned in the year / 12")? Every day of the employment part of the month holds exactly its
 * scheduled ordinary hours, or is a holiday or an absence day with no more ordinary hours than
 * scheduled; and no paid event's flags differ from its subtype's defaults. Premium subtypes
 * (overtime, night, Sunday, holiday work, other work) do not vary the schedule. A month with an unpaid
 * absence day (UNPAID_ABSENCE_SUBTYPES) is not: its 13th/TFR follow the pay earned (A16).
 */
export function paidAsScheduled(ctx: Ctx): boolean {
  const ordinary = new Map<string, Decimal>();
  const absent = new Set<string>();
  for (const e of ctx.periodEvents) {
    if (e.type === "work" && e.subType !== "regular_work") continue;
    if (UNPAID_ABSENCE_SUBTYPES.has(e.subType) && e.date >= ctx.effStart && e.date <= ctx.effEnd) return false;
    if (FLAGGED_BASE_SUBTYPES.has(e.subType)) {
      const defaults = SUBTYPE_DEFAULTS[e.subType];
      if (e.addsToThirteen !== defaults.addsToThirteen || e.addsToSeverance !== defaults.addsToSeverance) return false;
    }
    if (e.subType === "regular_work") ordinary.set(e.date, plus(ordinary.get(e.date) ?? ZERO, dec(e.hours)));
    else absent.add(e.date);
  }
  for (const d of eachDay(ctx.effStart, ctx.effEnd)) {
    const worked = ordinary.get(d) ?? ZERO;
    const scheduled = ctx.scheduled(d);
    if (absent.has(d) || ctx.holidays.has(d) ? worked.greaterThan(scheduled) : !worked.equals(scheduled)) return false;
  }
  return true;
}

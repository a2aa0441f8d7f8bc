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
 * Setting `hourlyAccrualBase: "schedule"` keeps the schedule figure each month.
 */
import { Decimal, ZERO } from "../money";
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

/**
 * Wage model of a contract term on a date: pay table, CCNL minimum, seniority increments,
 * allowances, board and lodging, hourly/monthly conversions, global and INPS effective wage.
 * Conventions (rules.md §2.6): hourly = monthly × 12 / 52 / weekly hours; monthly = hourly ×
 * weekly hours × 52 / 12.
 */
import { elementName, type ElementCode } from "../element-wording";
import { minimumInPayUnit, payTableFor } from "../ccnl";
import { addYears, addDays, periodOf } from "../calendar/dates";
import { Decimal, ZERO, dec, round2, gt0 } from "../money";
import { ccnlMinimum, ratesForDate } from "../rates";
import type { PayTable, RateRegistry, YearRates } from "../rates/types";
import type { PayrollSettings } from "../settings";
import type { ContractTerms } from "../types";

const TWELVE = new Decimal(12);
const FIFTYTWO = new Decimal(52);
const THIRTEEN = new Decimal(13);

/** The CCNL pay table of a job: D/E/G by job, B for reduced live-in (≤30 h, B/BS/C), A live-in, C otherwise. */

interface ScheduleInfo {
  weekly: Decimal;
  /** weekly / 6: the hours of a vacation or holiday day (divided once per terms, not per day) */
  weeklySixth: Decimal;
  days: Decimal[];
  workDays: number;
}
const weeklyCache = new WeakMap<object, ScheduleInfo>();
function scheduleInfo(t: ContractTerms): ScheduleInfo {
  const hit = weeklyCache.get(t);
  if (hit) return hit;
  const days: Decimal[] = [];
  let weekly = ZERO;
  let workDays = 0;
  for (let i = 0; i < 7; i++) {
    const h = dec(t.weeklySchedule[i] ?? "0");
    days.push(h);
    weekly = weekly.plus(h);
    if (gt0(h)) workDays++;
  }
  const info = { weekly, weeklySixth: weekly.div(6), days, workDays };
  weeklyCache.set(t, info);
  return info;
}

export function weeklyHours(t: ContractTerms): Decimal {
  return scheduleInfo(t).weekly;
}
/** weekly hours / 6 (vacation and holiday hours) */
export function weeklySixthOf(t: ContractTerms): Decimal {
  return scheduleInfo(t).weeklySixth;
}
/** scheduled hours for schedule index 0 = Monday … 6 = Sunday */
export function scheduledHoursByIndex(t: ContractTerms, idx: number): Decimal {
  return scheduleInfo(t).days[idx] ?? ZERO;
}
export function scheduledWorkDays(t: ContractTerms): number {
  return scheduleInfo(t).workDays;
}

export function monthlyFromHourly(hourly: Decimal, weekly: Decimal): Decimal {
  return hourly.times(weekly).times(FIFTYTWO).div(TWELVE);
}
export function hourlyFromMonthly(monthly: Decimal, weekly: Decimal): Decimal {
  if (weekly.isZero()) return ZERO;
  return monthly.times(TWELVE).div(FIFTYTWO).div(weekly);
}

/**
 * Completed bienniums for period 'YYYY-MM' (max 7). The k-th increment matures from the month after
 * the biennium is completed (completion day = start + 2k years − 1 day).
 */
export function seniorityIncrementsFor(startDate: string, period: string, override?: number | null): number {
  if (override !== undefined && override !== null) return Math.max(0, Math.min(7, Math.floor(override)));
  let n = 0;
  for (let k = 1; k <= 7; k++) {
    const completion = addDays(addYears(startDate, 2 * k), -1);
    if (periodOf(completion) < period) n = k;
    else break;
  }
  return n;
}

export interface BoardValues {
  daily: Decimal;
  monthlyDays: number;
  monthly: Decimal;
  /** hourly share used in the global hourly pay and the INPS effective wage */
  hourlyShare: Decimal;
  inCash: boolean;
  any: boolean;
}

export function boardMonthlyDays(date: string, settings: PayrollSettings): number {
  return date >= settings.boardMonthlyDaysSwitchDate ? settings.boardMonthlyDaysFromSwitch : settings.boardMonthlyDaysBeforeSwitch;
}

/** Conventional board-and-lodging monthly value = daily × days (rules §2.5): e.g. 5.48 × 26 = 142.48. */
export function boardMonthlyValue(daily: Decimal, days: number): Decimal {
  return daily.times(days);
}

export interface AllowanceLine {
  code: ElementCode;
  name: string;
  /** per month for monthly pay, per hour for hourly pay */
  amount: Decimal;
}

export interface WageModel {
  table: PayTable;
  payBasis: "hourly" | "monthly";
  weekly: Decimal;
  /** weekly / 6 (hours of a vacation or holiday day) */
  weeklySixth: Decimal;
  /** agreed wage per unit (hour or month) */
  wage: Decimal;
  increments: number;
  /** seniority increment per unit (hour or month) */
  incrementAmount: Decimal;
  allowances: AllowanceLine[];
  /** wage + increments + allowances, per unit */
  cashUnit: Decimal;
  /** cash pay per hour (for hourly pay = cashUnit) */
  cashHourly: Decimal;
  /** cash pay per month (monthly equivalent for hourly pay) */
  cashMonthly: Decimal;
  board: BoardValues;
  /** retribuzione globale di fatto per hour (cash + board hourly share) */
  globalHourly: Decimal;
  /** retribuzione globale di fatto per month (cash monthly + board monthly) */
  globalMonthly: Decimal;
  /** INPS effective hourly wage: global × 13/12, rounded to the cent unless settings say otherwise */
  effectiveWage: Decimal;
  minimum: { amount: Decimal; unit: "month" | "hour" } | null;
  year: number;
  /** the composition of tables the model was read from (YearRates.key) */
  ratesKey: string;
  /** the UNI 11766 allowance per month when due on this date (valid certification, level B/BS/CS), else null */
  uniMonthly: Decimal | null;
}

/** Levels of the UNI 11766 allowance in the 2026 table (rules-update §8; live-in DS: absorbed by the function allowance). */
export const UNI_ALLOWANCE_LEVELS: readonly string[] = ["B", "BS", "CS"];

/** How the agreed wage of a day is built from a superminimo (issue 12 item 9; rules-update §8). */
export interface WageComposition {
  /** the CCNL minimum of the day, in the pay unit */
  minimum: Decimal;
  /** the minimum when the terms took effect */
  baseMinimum: Decimal;
  /** the superminimo as agreed, and what is left of it after absorbing the minimum's increases */
  superminimo: Decimal;
  superminimoLeft: Decimal;
  absorbable: boolean;
}

/**
 * The agreed wage on a date. Terms with a superminimo follow the CCNL minimum: minimum of the day
 * + superminimo; an absorbable superminimo absorbs the increase of the minimum since the terms took
 * effect, up to its amount (so the pay stays the same until the minimum overtakes it). Without a
 * superminimo, or without the tables of either date, the wage is the fixed agreed figure.
 */
export function agreedWageAt(t: ContractTerms, date: string, registry: RateRegistry): { wage: Decimal; composition: WageComposition | null } {
  const fixed = { wage: dec(t.wage), composition: null };
  if (t.superminimo === undefined || t.superminimo === null) return fixed;
  const shape = { level: t.level, jobType: t.jobType, cohabiting: t.cohabiting, payBasis: t.payBasis, weeklyHours: scheduleInfo(t).weekly };
  const minimum = minimumInPayUnit(shape, date, registry);
  const baseMinimum = minimumInPayUnit(shape, t.effectiveFrom, registry);
  if (!minimum || !baseMinimum) return fixed;
  const superminimo = dec(t.superminimo);
  const absorbable = t.superminimoAbsorbable !== false;
  const increase = Decimal.max(ZERO, minimum.minus(baseMinimum));
  const superminimoLeft = absorbable ? Decimal.max(ZERO, superminimo.minus(increase)) : superminimo;
  return { wage: minimum.plus(superminimoLeft), composition: { minimum, baseMinimum, superminimo, superminimoLeft, absorbable } };
}

export const UNI_ALLOWANCE_CODE = "IND_UNI11766" satisfies ElementCode;

type ToUnit = (amount: Decimal, unit: "month" | "hour") => Decimal;

/** The CCNL allowances of the terms on a date, per pay unit, and the UNI 11766 monthly amount when due. */
function allowanceLines(
  t: ContractTerms,
  table: PayTable,
  c: YearRates["ccnl"],
  date: string,
  monthlyBasis: boolean,
  settings: PayrollSettings,
  toUnit: ToUnit,
): { allowances: AllowanceLine[]; uniMonthly: Decimal | null } {
  const allowances: AllowanceLine[] = [];
  if (t.babysitterChildUnderSix && t.level === "BS") {
    let a: Decimal;
    if (table === "A") a = toUnit(dec(c.babysitterAllowance.liveInFullTimeMonthly), "month");
    else if (table === "B") a = toUnit(dec(c.babysitterAllowance.liveInReducedMonthly), "month");
    else a = toUnit(dec(c.babysitterAllowance.hourly), "hour");
    allowances.push({ code: "IND_BABYSITTER", name: elementName("IND_BABYSITTER"), amount: a });
  }
  if (t.multipleAssisted && (t.level === "CS" || t.level === "DS")) {
    const a =
      table === "C" || table === "G" ? toUnit(dec(c.multiAssistanceAllowance.hourly), "hour") : toUnit(dec(c.multiAssistanceAllowance.monthly), "month");
    allowances.push({ code: "IND_PLURIASSISTENZA", name: elementName("IND_PLURIASSISTENZA"), amount: a });
  }
  if (t.functionAllowance && t.cohabiting && (t.level === "D" || t.level === "DS")) {
    allowances.push({ code: "IND_FUNZIONE", name: elementName("IND_FUNZIONE"), amount: toUnit(dec(c.functionAllowanceMonthly), "month") });
  }
  const uniRate =
    UNI_ALLOWANCE_LEVELS.includes(t.level) && t.uniCertifiedUntil && date <= t.uniCertifiedUntil ? c.uniCertificationAllowanceMonthly[t.level] : undefined;
  const uniMonthly = uniRate ? dec(uniRate) : null;
  // monthly pay, or hourly pay pro rata: part of the unit wage; hourly full month: a monthly line (rules/earnings.ts)
  if (uniMonthly && (monthlyBasis || settings.uniAllowanceHourly === "pro_rata")) {
    allowances.push({ code: UNI_ALLOWANCE_CODE, name: elementName(UNI_ALLOWANCE_CODE), amount: toUnit(uniMonthly, "month") });
  }
  return { allowances, uniMonthly };
}

export function wageModel(t: ContractTerms, date: string, contractStart: string, settings: PayrollSettings, registry: RateRegistry): WageModel {
  const year = Number(date.slice(0, 4));
  // the tables in force on the day: a step inside the year (1 September 2028) reads differently from the day before
  const r = ratesForDate(date, registry);
  const table = payTableFor(t);
  const { weekly, weeklySixth, workDays } = scheduleInfo(t);
  const monthlyBasis = t.payBasis === "monthly";
  const wage = agreedWageAt(t, date, registry).wage;
  const min = ccnlMinimum(t.level, table, date, registry);
  const minimum = min ? { amount: dec(min.amount), unit: min.unit } : null;

  // convert a figure given per `unit` into the pay basis unit
  const toUnit = (amount: Decimal, unit: "month" | "hour"): Decimal => {
    if (monthlyBasis) return unit === "month" ? amount : monthlyFromHourly(amount, weekly);
    return unit === "hour" ? amount : hourlyFromMonthly(amount, weekly);
  };

  const increments = seniorityIncrementsFor(contractStart, date.slice(0, 7), t.seniorityIncrements);
  const incrementAmount = minimum && increments > 0 ? toUnit(minimum.amount.times("0.04").times(increments), minimum.unit) : ZERO;

  const { allowances, uniMonthly } = allowanceLines(t, table, r.ccnl, date, monthlyBasis, settings, toUnit);
  let cashUnit = wage.plus(incrementAmount);
  for (const a of allowances) cashUnit = cashUnit.plus(a.amount);
  const cashHourly = monthlyBasis ? hourlyFromMonthly(cashUnit, weekly) : cashUnit;
  const cashMonthly = monthlyBasis ? cashUnit : monthlyFromHourly(cashUnit, weekly);

  let daily = ZERO;
  if (t.board.breakfastLunch) daily = daily.plus(r.board.lunchOrBreakfast);
  if (t.board.dinner) daily = daily.plus(r.board.dinner);
  if (t.board.lodging) daily = daily.plus(r.board.lodging);
  const days = boardMonthlyDays(date, settings);
  const boardMonthly = boardMonthlyValue(daily, days);
  let boardHourly = ZERO;
  if (!daily.isZero() && !weekly.isZero()) {
    boardHourly = monthlyBasis ? hourlyFromMonthly(boardMonthly, weekly) : daily.times(workDays).div(weekly);
  }
  const board: BoardValues = {
    daily,
    monthlyDays: days,
    monthly: monthlyBasis ? boardMonthly : monthlyFromHourly(boardHourly, weekly),
    hourlyShare: boardHourly,
    inCash: t.board.inCash,
    any: !daily.isZero(),
  };
  const globalHourly = cashHourly.plus(boardHourly);
  const globalMonthly = cashMonthly.plus(board.monthly);
  let eff: Decimal;
  if (monthlyBasis) eff = weekly.isZero() ? ZERO : globalMonthly.times(THIRTEEN).div(TWELVE).div(weekly.times(FIFTYTWO).div(TWELVE));
  else eff = globalHourly.times(THIRTEEN).div(TWELVE);
  const effectiveWage = settings.effectiveWageRounding === "cent" ? round2(eff) : eff;
  return {
    table,
    payBasis: t.payBasis,
    weekly,
    weeklySixth,
    wage,
    increments,
    incrementAmount,
    allowances,
    cashUnit,
    cashHourly,
    cashMonthly,
    board,
    globalHourly,
    globalMonthly,
    effectiveWage,
    minimum,
    year,
    ratesKey: r.key,
    uniMonthly,
  };
}

/** Effective hourly wage for INPS (F1/F2): (hourly + daily board × days per week / weekly hours) × 13/12. */
export function effectiveHourlyWage(hourly: Decimal, dailyBoard: Decimal, daysPerWeek: number, weekly: Decimal): Decimal {
  const share = dailyBoard.isZero() || weekly.isZero() ? ZERO : dailyBoard.times(daysPerWeek).div(weekly);
  return hourly.plus(share).times(THIRTEEN).div(TWELVE);
}

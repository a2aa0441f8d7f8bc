/**
 * Accruals and running states: thirteenth (rules §6), TFR (§7), vacation (§8), sick/injury
 * counters (§9). Month rule: a month with ≥ 15 days of service counts whole; a month with unpaid
 * leave on at least half of its days accrues nothing. Day weights inside a counted month:
 * thirteenth — maternity 20 %, INAIL days 4–90 40 %, 91+ 25 %, paternity and suspension 0;
 * TFR — maternity and injury 100 % (settings), suspension 0; CCNL 2025 parental leave accrues
 * nothing: 13th, TFR and vacation 0 for its days (docs/domain/rules-update.md §8).
 * Running figures are kept at full precision; displayed accruals are differences of rounded
 * cumulative values ('cumulative' rounding), so twelve twelfths add back to the yearly figure.
 */
import { eachDay, periodBounds, toDayNumber } from "../calendar/dates";
import { Decimal, ONE, ZERO, dec, roundN, round2, roundUp2 } from "../money";
import type { PayrollSettings } from "../settings";
import type { RunningState, WorkEvent } from "../types";
import type { Ctx } from "./context";

const TWELVE = new Decimal(12);
export const VACATION_DAYS_PER_YEAR = new Decimal(26);

export interface MonthFractions {
  serviceDays: number;
  counts: boolean;
  halfUnpaid: boolean;
  thirteenth: Decimal;
  severance: Decimal;
  vacation: Decimal;
  /** days without pay that still accrue on notional pay (maternity, INAIL), weighted by their 13th / TFR share */
  notionalThirteenthDays: Decimal;
  notionalSeveranceDays: Decimal;
}

/** A month that accrues nothing (not employed, under 15 days, or half of it unpaid) keeps its notional days. */
function noAccrual(serviceDays: number, counts: boolean, halfUnpaid: boolean, notional13 = ZERO, notionalTfr = ZERO): MonthFractions {
  return {
    serviceDays,
    counts,
    halfUnpaid,
    thirteenth: ZERO,
    severance: ZERO,
    vacation: ZERO,
    notionalThirteenthDays: notional13,
    notionalSeveranceDays: notionalTfr,
  };
}

interface DayWeights {
  /** share of the day that accrues the 13th and TFR (1 = whole) */
  w13: Decimal;
  wTfr: Decimal;
  unpaid: boolean;
  /** accrues on notional pay (maternity, INAIL without pay) */
  notional: boolean;
  parental: boolean;
}

/** How one day's events weigh on the month's 13th, TFR and vacation accruals. */
function dayWeights(ctx: Ctx, date: string, events: readonly WorkEvent[]): DayWeights {
  const s = ctx.settings;
  const out: DayWeights = { w13: ONE, wTfr: ONE, unpaid: false, notional: false, parental: false };
  for (const e of events) {
    switch (e.subType) {
      case "unpaid_absence":
        out.unpaid = true;
        break;
      case "unpaid_absence_suspended":
        out.unpaid = true;
        out.w13 = ZERO;
        out.wTfr = ZERO;
        break;
      case "parental_leave":
        out.unpaid = true;
        out.w13 = ZERO;
        out.wTfr = ZERO;
        out.parental = true;
        break;
      case "maternity_leave":
        out.notional = true;
        out.w13 = Decimal.min(out.w13, dec(s.thirteenthShareMaternity));
        out.wTfr = Decimal.min(out.wTfr, dec(s.severanceShareMaternity));
        break;
      case "paternity_leave":
        out.w13 = ZERO;
        break;
      case "work_injury_full":
      case "work_injury_none": {
        const a = ctx.absences.get(`injury|${date}`);
        if (a && a.pay === "none") {
          out.notional = true;
          out.w13 = Decimal.min(out.w13, dec(a.episodeDay <= 90 ? s.thirteenthShareInail4to90 : s.thirteenthShareInail91plus));
          out.wTfr = Decimal.min(out.wTfr, dec(s.severanceShareInail));
        }
        break;
      }
      default:
        break;
    }
  }
  return out;
}

export function monthFractions(ctx: Ctx): MonthFractions {
  if (!ctx.employed) return noAccrual(0, false, false);
  const serviceDays = toDayNumber(ctx.effEnd) - toDayNumber(ctx.effStart) + 1;
  const counts = serviceDays >= 15 || serviceDays === ctx.daysInMonth;
  let unpaidDays = 0;
  let red13 = ZERO;
  let redTfr = ZERO;
  let notional13 = ZERO;
  let notionalTfr = ZERO;
  let parentalDays = 0;
  for (const d of eachDay(ctx.effStart, ctx.effEnd)) {
    const evs = ctx.eventsByDate.get(d);
    if (!evs) continue;
    const { w13, wTfr, unpaid, notional, parental } = dayWeights(ctx, d, evs);
    if (parental) parentalDays++;
    if (unpaid) unpaidDays++;
    if (notional) {
      notional13 = notional13.plus(w13);
      notionalTfr = notionalTfr.plus(wTfr);
    }
    if (w13 !== ONE) red13 = red13.plus(ONE.minus(w13));
    if (wTfr !== ONE) redTfr = redTfr.plus(ONE.minus(wTfr));
  }
  const halfUnpaid = unpaidDays * 2 >= ctx.daysInMonth;
  if (!counts || halfUnpaid) return noAccrual(serviceDays, counts, halfUnpaid, notional13, notionalTfr);
  const f13 = Decimal.max(ZERO, ONE.minus(red13.div(ctx.daysInMonth)));
  const fTfr = Decimal.max(ZERO, ONE.minus(redTfr.div(ctx.daysInMonth)));
  const fVacation = parentalDays === 0 ? ONE : Decimal.max(ZERO, ONE.minus(new Decimal(parentalDays).div(ctx.daysInMonth)));
  return {
    serviceDays,
    counts,
    halfUnpaid,
    thirteenth: f13,
    severance: fTfr,
    vacation: fVacation,
    notionalThirteenthDays: notional13,
    notionalSeveranceDays: notionalTfr,
  };
}

/**
 * Add an accrual to a running cumulative figure; returns the new cumulative (full precision) and the
 * displayed accrual of this payslip.
 */
export function accrue(
  prevCumulative: Decimal,
  exact: Decimal,
  rounding: PayrollSettings["accrualRounding"],
  places = 2,
): { cumulative: Decimal; shown: Decimal } {
  if (rounding === "monthly_half_up") {
    const r = roundN(exact, places);
    return { cumulative: prevCumulative.plus(r), shown: r };
  }
  if (rounding === "monthly_up") {
    const r = places === 2 ? roundUp2(exact) : exact.toDecimalPlaces(places, Decimal.ROUND_UP);
    return { cumulative: prevCumulative.plus(r), shown: r };
  }
  const cumulative = prevCumulative.plus(exact);
  return { cumulative, shown: roundN(cumulative, places).minus(roundN(prevCumulative, places)) };
}

/** Thirteenth for n months of a monthly global pay (F9): base × months / 12, rounded. */
export function thirteenthForMonths(base: Decimal, months: Decimal | number): Decimal {
  return round2(base.times(months).div(TWELVE));
}

/** Monthly thirteenth rateo (F9): base / 12, rounded. */
export function thirteenthMonthlyAccrual(base: Decimal): Decimal {
  return round2(base.div(TWELVE));
}

/** Annual TFR quota (F12): pay / 13.5, rounded. */
export function severanceQuota(pay: Decimal): Decimal {
  return round2(pay.div("13.5"));
}

/**
 * TFR revaluation of a fund with a coefficient (percent). 'components' rounds the fixed part
 * (1.5 % × months / 12) and the FOI part separately (as some guides do).
 */
export function severanceRevaluation(
  fund: Decimal,
  coefficientPercent: Decimal,
  months: number,
  rounding: PayrollSettings["severanceRevaluationRounding"],
): Decimal {
  if (rounding === "components") {
    const fixedPct = new Decimal("1.5").times(months).div(12);
    const fixed = round2(fund.times(fixedPct).div(100));
    const variable = round2(fund.times(coefficientPercent.minus(fixedPct)).div(100));
    return fixed.plus(variable);
  }
  return round2(fund.times(coefficientPercent).div(100));
}

/**
 * Whether a month counts for the thirteenth/TFR/vacation: at least 15 calendar days of service
 * in it (or the whole month). `period` 'YYYY-MM'.
 */
export function monthCounts(hireDate: string, period: string, endDate?: string | null): boolean {
  const { start, end } = periodBounds(period);
  const a = hireDate > start ? hireDate : start;
  const b = endDate && endDate < end ? endDate : end;
  if (a > b) return false;
  const days = toDayNumber(b) - toDayNumber(a) + 1;
  return days >= 15 || days === toDayNumber(end) - toDayNumber(start) + 1;
}

export function emptyState(year: number): RunningState {
  return {
    period: null,
    year,
    vacation: { previousYearLeft: "0", accruedThisYear: "0", usedThisYear: "0" },
    thirteenth: { accruedThisYear: "0", liquidatedThisYear: "0", totalLiquidated: "0", totalLeft: "0", accruedThroughPeriod: null },
    severance: { accruedThisYear: "0", accruedPreviousYears: "0", totalLiquidated: "0", revaluationTotal: "0" },
    sick: { totalPaidHalfDays: "0", totalPaidFullDays: "0", totalNonPaidDays: "0" },
    injury: { totalPaidFullDays: "0", totalNonPaidDays: "0" },
    absenceHistory: [],
    ytd: {},
    elementYtd: {},
  };
}

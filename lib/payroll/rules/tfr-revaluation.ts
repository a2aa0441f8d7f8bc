/**
 * TFR revaluation (art. 2120 c.c.; docs/domain/rules-update.md §1e, §1f, §2):
 * - the coefficient of month m from the FOI: 1.5 × m/12 + max(0, 0.75 × (FOI_m / FOI_Dec(y−1) − 1) × 100),
 *   6 decimals half-up; from January 2026 FOI_m (base 2025 = 100) × 1.214 against FOI Dec 2025 (base 2015);
 * - the coefficient month of a payment date: the coefficient of month m applies from the 15th of m
 *   to the 14th of m + 1 (a fraction of a month ≥ 15 days counts as a month);
 * - an advance: the advanced part taken from the fund at 31 Dec (A_old) is revalued with the
 *   coefficient of the month of the advance; the rest of the fund with the December (or termination)
 *   coefficient: revaluation = A_old × c_m + (F0 − A_old) × c_end, each part rounded to the cent.
 * Pure: the coefficients come in as data (`settings.tfrMonthlyCoefficients` from the maintained table).
 */
import { Decimal, ZERO, dec, round2 } from "../money";
import { FOI_BASE_2025_FROM, FOI_LINK_2015_TO_2025, TFR_FIXED_PERCENT_PER_YEAR, TFR_FOI_SHARE } from "../rates/tfr";

export interface CoefficientMonth {
  /** 'YYYY-MM' of the coefficient, null when less than half a month of the year has elapsed (coefficient 0) */
  key: string | null;
  /** months of the year counted for the fixed 1.5 % part */
  months: number;
}

/** Which month's coefficient applies to a payment (termination, advance) on `date` (15th rule). */
export function coefficientMonthOf(date: string): CoefficientMonth {
  const y = Number(date.slice(0, 4));
  const mo = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const month = day >= 15 ? mo : mo - 1;
  if (month <= 0) return { key: null, months: 0 };
  return { key: `${y}-${String(month).padStart(2, "0")}`, months: month };
}

/**
 * Coefficient (percent, 6 decimals) of `month` ('YYYY-MM') from its FOI and the FOI of the previous
 * December. `foi` is in the base ISTAT published for that month (base 2025 = 100 from January 2026);
 * for the months of 2026 it is linked to base 2015 with 1.214, since December 2025 is in base 2015.
 */
export function coefficientFromFoi(month: string, foi: Decimal | string, foiPreviousDecember: Decimal | string): Decimal {
  const m = Number(month.slice(5, 7));
  const year = Number(month.slice(0, 4));
  let f = dec(foi);
  if (month >= FOI_BASE_2025_FROM && year === Number(FOI_BASE_2025_FROM.slice(0, 4))) f = f.times(FOI_LINK_2015_TO_2025);
  const fixed = dec(TFR_FIXED_PERCENT_PER_YEAR).times(m).div(12);
  const change = f.div(dec(foiPreviousDecember)).minus(1).times(100).times(TFR_FOI_SHARE);
  const variable = change.isNegative() ? ZERO : change;
  return fixed.plus(variable).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
}

/** The previous month key ('2026-01' → '2025-12'). */
export function previousDecemberKey(month: string): string {
  return `${Number(month.slice(0, 4)) - 1}-12`;
}

/** Revaluation of the advanced part A_old (taken from the fund at the last 31 Dec) with the coefficient of the month of the advance. */
export function advancedPartRevaluation(advancedFromFund: Decimal, percent: Decimal): Decimal {
  return round2(advancedFromFund.times(percent).div(100));
}

/**
 * The part of an advance A taken from the revaluable fund at 31 Dec (F0, net of earlier advances of
 * the year): min(A, F0); any excess comes from the current year's accrual and is not revalued.
 */
export function advancedFromFund(advance: Decimal, fundAtLastDecemberNet: Decimal): Decimal {
  return Decimal.max(ZERO, Decimal.min(advance, fundAtLastDecemberNet));
}

export interface ResolvedCoefficient {
  key: string | null;
  months: number;
  percent: Decimal | null;
  provisional: boolean;
  provisionalReason: string | null;
}

/**
 * The coefficient for a payment on `date`: the maintained table (`overrides`), else the built-in
 * series, else a provisional coefficient the clerk gave with a reason; null percent when none.
 */
export function resolveCoefficient(
  date: string,
  lookup: (key: string, months: number) => Decimal | null,
  provisional?: { percent: string; reason: string } | null,
): ResolvedCoefficient {
  const cm = coefficientMonthOf(date);
  if (!cm.key) return { ...cm, percent: ZERO, provisional: false, provisionalReason: null };
  const p = lookup(cm.key, cm.months);
  if (p !== null) return { ...cm, percent: p, provisional: false, provisionalReason: null };
  if (provisional) return { ...cm, percent: dec(provisional.percent), provisional: true, provisionalReason: provisional.reason };
  return { ...cm, percent: null, provisional: false, provisionalReason: null };
}

/**
 * Whether a TFR payment (termination, advance) on `date` has anything to revalue
 * (docs/domain/rules-update-3.md A5): a fund at the last 31 December before `date` greater than zero.
 * A worker hired this year who leaves before any 31 December needs no coefficient; an advance taken
 * only from this year's quota needs none either (the advanced part of an earlier fund was revalued
 * with its own month's coefficient when paid). The same condition as `liquidateSeverance` and
 * `severanceAdvance`, which throw `tfr_coefficient_missing` only then. `state` is the running state
 * the payslip chains from (null = fresh hire); a state of an earlier year is rolled over at 31 Dec,
 * so its whole fund becomes revaluable.
 */
export function severanceNeedsCoefficient(
  state: { year: number; severance: { accruedPreviousYears: string; accruedThisYear: string } } | null,
  date: string,
): boolean {
  if (!state) return false;
  const s = state.severance;
  const year = Number(date.slice(0, 4));
  const revaluable = state.year < year ? dec(s.accruedPreviousYears).plus(dec(s.accruedThisYear)) : dec(s.accruedPreviousYears);
  return revaluable.greaterThan(0);
}

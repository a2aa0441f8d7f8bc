/**
 * TFR (rules.md §7, F12): year-end revaluation of the fund at the previous 31 Dec, monthly
 * coefficient for a termination or liquidation during the year (a month's ISTAT coefficient
 * applies from the 15th of that month to the 14th of the next).
 */
import { Decimal, dec } from "../money";
import { tfrRevaluationFor } from "../rates";
import { TFR_MONTHLY_COEFFICIENTS } from "../rates/tfr";
import type { RateRegistry } from "../rates/types";
import type { PayrollSettings } from "../settings";

export interface CoefficientLookup {
  percent: Decimal | null;
  /** months of the year elapsed for the fixed 1.5 % part */
  months: number;
  key: string | null;
}

/** Coefficient at 31 Dec of `year` (applied to the fund at the previous 31 Dec). */
export function yearEndCoefficient(year: number, registry: RateRegistry, settings: PayrollSettings): Decimal | null {
  const override = settings.tfrMonthlyCoefficients[`${year}-12`];
  if (override) return dec(override);
  const tabled = tfrRevaluationFor(year, registry);
  if (tabled !== null) return dec(tabled);
  const m = TFR_MONTHLY_COEFFICIENTS[`${year}-12`];
  return m ? dec(m.percent) : null;
}

/** Coefficient for a liquidation on `date` during the year. */
export function coefficientForDate(date: string, registry: RateRegistry, settings: PayrollSettings): CoefficientLookup {
  const y = Number(date.slice(0, 4));
  const mo = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const month = day >= 15 ? mo : mo - 1;
  if (month <= 0) return { percent: new Decimal(0), months: 0, key: null };
  const key = `${y}-${String(month).padStart(2, "0")}`;
  if (month === 12) return { percent: yearEndCoefficient(y, registry, settings), months: 12, key };
  const override = settings.tfrMonthlyCoefficients[key];
  if (override) return { percent: dec(override), months: month, key };
  const c = TFR_MONTHLY_COEFFICIENTS[key];
  return { percent: c ? dec(c.percent) : null, months: month, key };
}

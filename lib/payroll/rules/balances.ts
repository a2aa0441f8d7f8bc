/**
 * Balances a clerk is asked about (issue 12 item 10):
 * - vacation by year of origin, used oldest first, with the 18-month deadline: vacation of year Y
 *   is taken by 30 June of Y + 2 (docs/domain/rules.md §9.1 "the rest within 18 months"); a warning
 *   in the six months before the deadline of the oldest days, another once it has passed;
 * - paid-permit hours (CCNL art. 19, docs/domain/rules.md §9.4): 16 h a year live-in full time,
 *   12 h live-in reduced and non-live-in with ≥ 30 h a week, weekly hours × 40 / 100 below 30 h;
 *   used = the year's `paid_permit` hours (the father's birth permit is separate);
 * - a negative vacation balance after the payslip is warned (`vacation_balance_negative`).
 */
import { Decimal, ZERO, dec, fmt2, round2 } from "../money";
import type { ContractTerms, Warning } from "../types";
import type { Balances } from "./draft";

export interface VacationYearBalance {
  /** year the days were accrued in; the oldest entry also holds any earlier year */
  year: number;
  left: string;
  /** last day to take them (30 June of year + 2) */
  useBy: string;
}

export interface PaidPermitBalance {
  entitlementHours: string;
  usedThisYear: string;
  left: string;
}

/** FIFO split of the days left into the years they come from, as of the balances of `year`. */
export function vacationByYear(b: Balances, year: number): VacationYearBalance[] {
  const older = b.vacationOlderYearsLeft;
  const previous = Decimal.max(ZERO, b.vacationPreviousYearLeft.minus(older));
  let used = b.vacationUsedThisYear;
  const take = (bucket: Decimal): Decimal => {
    const t = Decimal.min(bucket, Decimal.max(ZERO, used));
    used = used.minus(t);
    return bucket.minus(t);
  };
  const olderLeft = take(older);
  const previousLeft = take(previous);
  const thisLeft = b.vacationAccruedThisYear.minus(used);
  const rows: VacationYearBalance[] = [];
  if (!round2(olderLeft).isZero()) rows.push({ year: year - 2, left: fmt2(olderLeft), useBy: `${year}-06-30` });
  if (!round2(previousLeft).isZero()) rows.push({ year: year - 1, left: fmt2(previousLeft), useBy: `${year + 1}-06-30` });
  rows.push({ year, left: fmt2(thisLeft), useBy: `${year + 2}-06-30` });
  return rows;
}

/** Days of a year still untaken close to (January–June of year + 2) or after their deadline. */
export function vacationDeadlineWarnings(rows: readonly VacationYearBalance[], period: string): Warning[] {
  const year = Number(period.slice(0, 4));
  const oldest = rows.find((r) => r.year <= year - 2 && dec(r.left).greaterThan(0));
  if (!oldest) return [];
  const params = { year: String(oldest.year), days: oldest.left, useBy: oldest.useBy };
  if (period <= oldest.useBy.slice(0, 7)) {
    return [
      {
        code: "vacation_deadline_approaching",
        message: `${oldest.left} giorni di ferie maturati nel ${oldest.year} (o prima) vanno goduti entro il ${oldest.useBy}`,
        params,
      },
    ];
  }
  return [
    {
      code: "vacation_deadline_passed",
      message: `${oldest.left} giorni di ferie maturati nel ${oldest.year} (o prima) non goduti entro il ${oldest.useBy} (18 mesi dalla fine dell'anno)`,
      params,
    },
  ];
}

/**
 * A negative vacation balance after the payslip (more days taken than accrued and carried): warned,
 * not refused — the days are recovered at the end of employment (rules.md §9.1, `rules/termination.ts`)
 * or by later accruals (issue 26 item 9).
 */
export function negativeVacationWarnings(left: Decimal): Warning[] {
  const shown = round2(left);
  if (!shown.isNegative()) return [];
  return [
    {
      code: "vacation_balance_negative",
      message: `Saldo ferie negativo dopo il cedolino: ${fmt2(shown)} giorni (godute più ferie di quelle maturate)`,
      params: { days: fmt2(shown) },
    },
  ];
}

const FORTY_PERCENT = new Decimal("0.4");

/** Yearly paid-permit hours of the terms (art. 19). */
export function paidPermitEntitlement(t: ContractTerms, weeklyHours: Decimal, reducedLiveIn: boolean): Decimal {
  if (t.cohabiting) return reducedLiveIn ? new Decimal(12) : new Decimal(16);
  if (weeklyHours.greaterThanOrEqualTo(30)) return new Decimal(12);
  return round2(weeklyHours.times(FORTY_PERCENT));
}

export function paidPermitBalance(entitlement: Decimal, usedThisYear: Decimal): { balance: PaidPermitBalance; warnings: Warning[] } {
  const left = entitlement.minus(usedThisYear);
  const balance = { entitlementHours: fmt2(entitlement), usedThisYear: fmt2(usedThisYear), left: fmt2(Decimal.max(ZERO, left)) };
  const warnings: Warning[] = left.isNegative()
    ? [
        {
          code: "paid_permits_over_entitlement",
          message: `Permessi retribuiti ${fmt2(usedThisYear)} h nell'anno oltre le ${fmt2(entitlement)} h previste (CCNL art. 19)`,
          params: { used: fmt2(usedThisYear), entitlement: fmt2(entitlement) },
        },
      ]
    : [];
  return { balance, warnings };
}

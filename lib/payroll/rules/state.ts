/**
 * Opening the draft's running state: the previous payslip's state (or opening balances), rolled
 * over at each 31 December up to the payslip's year (README "Accruals and states").
 */
import { PayrollError } from "../errors";
import { Decimal, ZERO, fmt2, gt0, round2 } from "../money";
import type { RateRegistry } from "../rates/types";
import type { PayrollSettings } from "../settings";
import type { Warning } from "../types";
import { severanceRevaluation } from "./accruals";
import type { Balances, PayslipStep } from "./draft";
import { yearEndCoefficient } from "./severance";

/**
 * 31 Dec of `year`: TFR fund revalued with the year-end coefficient and this year's quota added;
 * vacation left carried to the previous years; thirteenth, sick and injury year counters reset.
 */
export function rollOverYear(b: Balances, year: number, registry: RateRegistry, settings: PayrollSettings, warnings: Warning[]): void {
  const coefficient = yearEndCoefficient(year, registry, settings);
  // the advanced parts were revalued with the coefficient of their month (docs/domain/rules-update.md §1e)
  let revaluation = b.severanceAdvanceRevaluation;
  // opening balances given at 31 Dec are already revalued at that date (§1e)
  if (b.severanceRevaluedThroughYear !== null && year <= b.severanceRevaluedThroughYear) revaluation = ZERO;
  else if (gt0(b.severanceAccruedPreviousYears)) {
    if (coefficient === null)
      warnings.push({
        code: "tfr_coefficient_missing",
        message: `Coefficiente di rivalutazione TFR al 31/12/${year} non disponibile: rivalutazione non applicata`,
        params: { year: String(year) },
      });
    else revaluation = revaluation.plus(severanceRevaluation(b.severanceAccruedPreviousYears, coefficient, 12, settings.severanceRevaluationRounding));
  }
  b.severanceAccruedPreviousYears = b.severanceAccruedPreviousYears.plus(revaluation).plus(b.severanceAccruedThisYear);
  b.severanceRevaluationTotal = b.severanceRevaluationTotal.plus(revaluation);
  b.severanceAccruedThisYear = ZERO;
  b.severanceFundAtLastYearEnd = b.severanceAccruedPreviousYears;
  b.severanceAdvancesThisYear = ZERO;
  b.severanceAdvanceRevaluation = ZERO;
  // days of the years before the closing one, left after its use (oldest first): rules/balances.ts
  b.vacationOlderYearsLeft = Decimal.max(ZERO, b.vacationPreviousYearLeft.minus(b.vacationUsedThisYear));
  b.vacationPreviousYearLeft = b.vacationPreviousYearLeft.plus(b.vacationAccruedThisYear).minus(b.vacationUsedThisYear);
  b.vacationAccruedThisYear = ZERO;
  b.vacationUsedThisYear = ZERO;
  b.paidPermitHoursUsedThisYear = ZERO;
  if (gt0(round2(b.thirteenthLeft)))
    warnings.push({
      code: "thirteenth_unpaid_previous_year",
      message: `Tredicesima ${year} maturata e non liquidata: ${fmt2(b.thirteenthLeft)}`,
      params: { year: String(year), amount: fmt2(b.thirteenthLeft) },
    });
  b.thirteenthAccruedThisYear = ZERO;
  b.thirteenthLiquidatedThisYear = ZERO;
  b.thirteenthMonthsThisYear = ZERO;
  b.thirteenthBaseAccruedThisYear = ZERO;
  b.sick = { paidHalfDays: ZERO, paidFullDays: ZERO, nonPaidDays: ZERO };
  b.injury = { paidFullDays: ZERO, nonPaidDays: ZERO };
}

/** Step: the state must not be later than the payslip; roll it over to the payslip's year. */
export const openState: PayslipStep = {
  name: "open the draft (state + year rollover)",
  reference: [
    "Art. 2120 c.c.: at each 31 December the TFR fund of the earlier years is revalued by 1.5 % + 75 % of the FOI change and the year's quota is added (rules.md §7, F12); an advanced part is revalued with the coefficient of its month (rules-update.md §1e)",
    "CCNL 2020 art. 17 (ferie): the days not taken carry to the next year (rules.md §8)",
    "CCNL 2020 art. 39 (tredicesima): paid within December, so a thirteenth left unpaid at 31 December is flagged (rules.md §6)",
    "CCNL 2020 art. 19 (paid permits): hours counted per calendar year (rules.md §9.4)",
  ],
  reads: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceRevaluationTotal",
    "balances.severanceRevaluedThroughYear",
    "balances.thirteenthLeft",
    "balances.vacationAccruedThisYear",
    "balances.vacationPreviousYearLeft",
    "balances.vacationUsedThisYear",
    "ctx.registry",
    "ctx.settings",
    "ctx.year",
    "previousState",
    "warnings",
  ],
  writes: [
    "balances.injury",
    "balances.paidPermitHoursUsedThisYear",
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceAdvancesThisYear",
    "balances.severanceFundAtLastYearEnd",
    "balances.severanceRevaluationTotal",
    "balances.sick",
    "balances.thirteenthAccruedThisYear",
    "balances.thirteenthBaseAccruedThisYear",
    "balances.thirteenthLiquidatedThisYear",
    "balances.thirteenthMonthsThisYear",
    "balances.vacationAccruedThisYear",
    "balances.vacationOlderYearsLeft",
    "balances.vacationPreviousYearLeft",
    "balances.vacationUsedThisYear",
    "warnings",
  ],
  run(d) {
    const from = d.previousState.year;
    if (from > d.ctx.year)
      throw new PayrollError("state_after_period", `Running state of ${from} cannot feed a payslip of ${d.ctx.year}`, {
        stateYear: String(from),
        year: String(d.ctx.year),
      });
    for (let y = from; y < d.ctx.year; y++) rollOverYear(d.balances, y, d.ctx.registry, d.ctx.settings, d.warnings);
  },
};

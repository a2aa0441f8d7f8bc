/**
 * TFR liquidation (rules §7, F12): the fund paid with the revaluation of the previous years' part
 * by the coefficient of the payment month — at the end of employment, or as its own payslip.
 */
import { ONE, ZERO, gt0, round2 } from "../money";
import { severanceRevaluation } from "./accruals";
import type { PayslipDraft, PayslipStep } from "./draft";
import { coefficientForDate } from "./severance";

export function liquidateSeverance(d: PayslipDraft, date: string): void {
  const b = d.balances;
  const c = coefficientForDate(date, d.ctx.registry, d.ctx.settings);
  let revaluation = ZERO;
  if (gt0(b.severanceAccruedPreviousYears)) {
    if (c.percent === null) {
      d.warnings.push({ code: "tfr_coefficient_missing", message: `Coefficiente ISTAT TFR per ${c.key} non disponibile: rivalutazione non applicata (impostare settings.tfrMonthlyCoefficients)`, params: { month: c.key ?? "" } });
    } else revaluation = severanceRevaluation(b.severanceAccruedPreviousYears, c.percent, c.months, d.ctx.settings.severanceRevaluationRounding);
  }
  const fund = round2(b.severanceAccruedPreviousYears.plus(b.severanceAccruedThisYear));
  if (gt0(fund)) d.lines.addFixed("earning", "TFR", "Trattamento di fine rapporto", "period", ONE, fund, fund, { separatelyTaxed: true });
  if (!revaluation.isZero()) d.lines.addFixed("earning", "TFR_RIVALUTAZIONE", `Rivalutazione TFR (${c.percent?.toString() ?? "0"}%)`, "period", ONE, revaluation, revaluation, { separatelyTaxed: true });
  const paid = fund.plus(revaluation);
  d.month.severancePaid = d.month.severancePaid.plus(paid);
  b.severanceTotalLiquidated = b.severanceTotalLiquidated.plus(paid);
  b.severanceRevaluationTotal = b.severanceRevaluationTotal.plus(revaluation);
  b.severanceAccruedPreviousYears = ZERO;
  b.severanceAccruedThisYear = ZERO;
}

/** Step (TFR liquidation payslip): pays the fund at the end date (or the period's end). */
export const severanceLiquidation: PayslipStep = {
  name: "severance liquidation",
  run(d) {
    liquidateSeverance(d, d.options.employmentEndDate ?? d.ctx.terminationDate ?? d.ctx.contract.endDate ?? d.ctx.pEnd);
  },
};

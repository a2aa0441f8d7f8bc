/**
 * TFR liquidation (rules §7, F12): the fund paid with the revaluation of the previous years' part
 * by the coefficient of the payment month — at the end of employment, or as its own payslip.
 */
import { elementName } from "../element-wording";
import { PayrollError } from "../errors";
import { ONE, ZERO, fmt2, gt0, round2 } from "../money";
import { severanceRevaluation } from "./accruals";
import type { PayslipDraft, PayslipStep } from "./draft";
import { coefficientForDate } from "./severance";
import { resolveCoefficient, type ResolvedCoefficient } from "./tfr-revaluation";

/** The coefficient of a payment on `date`: maintained table, built-in series, or the run's provisional one (rules-update.md §2). */
export function tfrCoefficient(d: PayslipDraft, date: string, needed = true): ResolvedCoefficient {
  const c = resolveCoefficient(
    date,
    (key) => coefficientForDate(date, d.ctx.registry, d.ctx.settings).percent ?? (key ? null : ZERO),
    // nothing to revalue: the published coefficient is shown when there is one, never a provisional one (rules-update-3 A5)
    needed ? d.options.provisionalTfrCoefficient : null,
  );
  if (c.provisional)
    d.warnings.push({
      code: "tfr_coefficient_provisional",
      message: `Coefficiente TFR ${c.key} provvisorio ${c.percent?.toString() ?? ""}%: ${c.provisionalReason ?? ""}`,
      params: { month: c.key ?? "", percent: c.percent?.toString() ?? "", reason: c.provisionalReason ?? "" },
    });
  return c;
}

/** A termination or advance whose coefficient month is not published is blocked (rules-update.md §2). */
export function missingCoefficient(key: string | null): PayrollError {
  return new PayrollError(
    "tfr_coefficient_missing",
    `Coefficiente ISTAT di rivalutazione TFR del mese ${key ?? ""} non ancora pubblicato: indicare un coefficiente provvisorio con il motivo`,
  );
}

export function liquidateSeverance(d: PayslipDraft, date: string): void {
  const b = d.balances;
  // a coefficient is needed only when there is a fund at the last 31 Dec to revalue (rules-update-3 A5)
  const c = tfrCoefficient(d, date, gt0(b.severanceAccruedPreviousYears));
  // advanced parts: revalued with the coefficient of their month; the rest of the fund with this one (§1e)
  let revaluation = b.severanceAdvanceRevaluation;
  if (gt0(b.severanceAccruedPreviousYears)) {
    if (c.percent === null) throw missingCoefficient(c.key);
    revaluation = revaluation.plus(severanceRevaluation(b.severanceAccruedPreviousYears, c.percent, c.months, d.ctx.settings.severanceRevaluationRounding));
  }
  const fund = round2(b.severanceAccruedPreviousYears.plus(b.severanceAccruedThisYear));
  if (gt0(fund)) d.lines.addFixed("earning", "TFR", elementName("TFR"), "period", ONE, fund, fund, { separatelyTaxed: true });
  const pctText = (c.percent ?? ZERO).toFixed(6);
  if (!revaluation.isZero()) {
    d.lines.addFixed(
      "earning",
      "TFR_RIVALUTAZIONE",
      elementName("TFR_RIVALUTAZIONE", { percent: pctText, ...(c.key ? { month: c.key } : {}), ...(c.provisional ? { variant: "provisional" } : {}) }),
      "period",
      ONE,
      revaluation,
      revaluation,
      { separatelyTaxed: true },
    );
  }
  const paid = fund.plus(revaluation);
  const advancedFromFundTotal = b.severanceFundAtLastYearEnd.minus(b.severanceAccruedPreviousYears);
  d.severanceBreakdown = {
    fundAtLastYearEnd: fmt2(b.severanceFundAtLastYearEnd),
    revaluation: fmt2(revaluation),
    coefficientPercent: pctText,
    coefficientMonth: c.key,
    coefficientProvisional: c.provisional,
    provisionalReason: c.provisionalReason,
    advanceRevaluation: fmt2(b.severanceAdvanceRevaluation),
    quotaOfYear: fmt2(b.severanceAccruedThisYear.plus(b.severanceAdvancesThisYear.minus(advancedFromFundTotal))),
    advancesThisYear: fmt2(b.severanceAdvancesThisYear),
    totalPaid: fmt2(paid),
  };
  d.month.severancePaid = d.month.severancePaid.plus(paid);
  b.severanceTotalLiquidated = b.severanceTotalLiquidated.plus(paid);
  b.severanceRevaluationTotal = b.severanceRevaluationTotal.plus(revaluation);
  b.severanceAccruedPreviousYears = ZERO;
  b.severanceAccruedThisYear = ZERO;
  b.severanceAdvanceRevaluation = ZERO;
}

/** Step (TFR liquidation payslip): pays the fund at the end date (or the period's end). */
export const severanceLiquidation: PayslipStep = {
  name: "severance liquidation",
  reference: [
    "Art. 2120 c.c.: the TFR fund paid with the revaluation of the earlier years' part by the coefficient of the payment month (rules.md §7, F12; rules-update.md §1e, §2)",
    "Art. 2120 c.c. revalues an existing fund: a coefficient only when there is one, a provisional coefficient until ISTAT publishes it (rules-update-3.md A5; rules-update.md §2)",
  ],
  reads: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceAdvancesThisYear",
    "balances.severanceFundAtLastYearEnd",
    "balances.severanceRevaluationTotal",
    "balances.severanceTotalLiquidated",
    "ctx.contract",
    "ctx.pEnd",
    "ctx.registry",
    "ctx.settings",
    "ctx.terminationDate",
    "lines",
    "month.severancePaid",
    "options.employmentEndDate",
    "options.provisionalTfrCoefficient",
    "warnings",
  ],
  writes: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceRevaluationTotal",
    "balances.severanceTotalLiquidated",
    "lines",
    "month.severancePaid",
    "severanceBreakdown",
    "warnings",
  ],
  run(d) {
    liquidateSeverance(d, d.options.employmentEndDate ?? d.ctx.terminationDate ?? d.ctx.contract.endDate ?? d.ctx.pEnd);
  },
};

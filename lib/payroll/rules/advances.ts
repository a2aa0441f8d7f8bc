/**
 * TFR advance (`severanceAnticipation`, rules §7): an amount taken first from the fund at the last
 * 31 Dec, then from this year's quota. Above the fund → error; above the share of the fund set by
 * `settings.severanceAdvanceMaxShare` (70 %) → warning (allowed only with a written agreement).
 */
import { elementName } from "../element-wording";
import { PayrollError } from "../errors";
import { Decimal, ONE, dec, fmt2, gt0, round2 } from "../money";
import { missingCoefficient, tfrCoefficient } from "./severance-liquidation";
import { advancedFromFund, advancedPartRevaluation } from "./tfr-revaluation";
import type { PayrollSettings } from "../settings";
import type { Warning } from "../types";
import type { PayslipStep } from "./draft";

/** The advance check shared by the run and validate-before-run: `exceeds_fund` (error), `above_limit` (warning) or ok. */
export function checkSeveranceAdvance(
  advance: Decimal,
  fund: Decimal,
  settings: Pick<PayrollSettings, "severanceAdvanceMaxShare">,
): { verdict: "exceeds_fund" | "above_limit" | "ok"; maxShare: Decimal; sharePercent: string } {
  const maxShare = round2(fund.times(settings.severanceAdvanceMaxShare));
  const sharePercent = dec(settings.severanceAdvanceMaxShare).times(100).toString();
  if (advance.greaterThan(round2(fund))) return { verdict: "exceeds_fund", maxShare, sharePercent };
  if (advance.greaterThan(maxShare)) return { verdict: "above_limit", maxShare, sharePercent };
  return { verdict: "ok", maxShare, sharePercent };
}

export function severanceAdvanceWarning(advance: Decimal, maxShare: Decimal, sharePercent: string): Warning {
  return {
    code: "severance_advance_above_limit",
    message: `Anticipo TFR ${fmt2(advance)} oltre il ${sharePercent}% del fondo (${fmt2(maxShare)}): consentito solo con accordo scritto`,
    params: { amount: fmt2(advance), percent: sharePercent, maxShare: fmt2(maxShare) },
  };
}

/** Step: the TFR advance of the run options. */
export const severanceAdvance: PayslipStep = {
  name: "advances",
  reference: [
    "Art. 2120 c.c.: a TFR advance up to 70 % of the fund, more only by written agreement (rules.md §7)",
    "Art. 2120 c. 5 c.c.: the advanced part is revalued with the coefficient of the month of the advance (15th rule) (rules-update.md §1e)",
  ],
  reads: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceAdvancesThisYear",
    "balances.severanceTotalLiquidated",
    "ctx.pEnd",
    "ctx.registry",
    "ctx.settings",
    "lines",
    "month.severancePaid",
    "options.provisionalTfrCoefficient",
    "options.severanceAnticipation",
    "warnings",
  ],
  writes: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceAdvancesThisYear",
    "balances.severanceTotalLiquidated",
    "lines",
    "month.severancePaid",
    "warnings",
  ],
  run(d) {
    const o = d.options;
    if (!o.severanceAnticipation || dec(o.severanceAnticipation).isZero()) return;
    const b = d.balances;
    const advance = dec(o.severanceAnticipation);
    const fund = b.severanceAccruedPreviousYears.plus(b.severanceAccruedThisYear);
    const check = checkSeveranceAdvance(advance, fund, d.ctx.settings);
    if (check.verdict === "exceeds_fund")
      throw new PayrollError("severance_advance_exceeds_fund", `Anticipo TFR ${fmt2(advance)} superiore al fondo maturato ${fmt2(fund)}`, {
        amount: fmt2(advance),
        fund: fmt2(fund),
      });
    if (check.verdict === "above_limit") d.warnings.push(severanceAdvanceWarning(advance, check.maxShare, check.sharePercent));
    d.lines.addFixed("earning", "ANTICIPO_TFR", elementName("ANTICIPO_TFR"), "period", ONE, advance, advance, { separatelyTaxed: true });
    const fromPreviousYears = advancedFromFund(advance, b.severanceAccruedPreviousYears);
    // the advanced part is revalued with the coefficient of the month of the advance (docs/domain/rules-update.md §1e)
    if (gt0(fromPreviousYears)) {
      const c = tfrCoefficient(d, d.ctx.pEnd);
      if (c.percent === null) throw missingCoefficient(c.key);
      b.severanceAdvanceRevaluation = b.severanceAdvanceRevaluation.plus(advancedPartRevaluation(fromPreviousYears, c.percent));
    }
    b.severanceAdvancesThisYear = b.severanceAdvancesThisYear.plus(advance);
    b.severanceAccruedPreviousYears = b.severanceAccruedPreviousYears.minus(fromPreviousYears);
    b.severanceAccruedThisYear = b.severanceAccruedThisYear.minus(advance.minus(fromPreviousYears));
    b.severanceTotalLiquidated = b.severanceTotalLiquidated.plus(advance);
    d.month.severancePaid = d.month.severancePaid.plus(advance);
  },
};

/**
 * Thirteenth month (rules §6): the month's accrual — once per period, whichever payslip comes
 * first — and its payment (thirteenth payslip, or pro rata at the end of employment).
 */
import { elementName } from "../element-wording";
import { Decimal, ONE, ZERO, round2, roundN } from "../money";
import { accrue } from "./accruals";
import type { PayslipDraft, PayslipStep } from "./draft";

const TWELVE = new Decimal(12);

/** A monthly-paid month under the CCNL reading of the thirteenth (setting thirteenthMonthlyBase, rules-update-3 A2). */
function ccnlThirteenth(d: PayslipDraft): boolean {
  const ctx = d.ctx;
  return ctx.settings.thirteenthMonthlyBase === "ccnl" && ctx.employed && ctx.modelAt(ctx.effEnd).payBasis === "monthly";
}

/**
 * Accrues the period's thirteenth once: (base × month fraction + premiums flagged for the
 * thirteenth) / 12. A period already accrued (`thirteenthAccruedThroughPeriod`) adds nothing.
 * CCNL reading (monthly pay, rules-update-3 A2): the thirteenth is one month of the global pay in
 * force in December or on the end date, in twelfths for the months counted (reduced for INAIL and
 * maternity by the month fractions), so the months already counted this year are brought to this
 * month's base: catch-up = base × months before / 12 − what they accrued (0 when the pay did not
 * change). Returns the catch-up (it is pay of the thirteenth, so it enters the TFR base).
 */
export function accrueThirteenth(d: PayslipDraft, flaggedPremiums: Decimal = ZERO): Decimal {
  const b = d.balances;
  if (b.thirteenthAccruedThroughPeriod !== null && b.thirteenthAccruedThroughPeriod >= d.ctx.period) return ZERO;
  const own = d.thirteenthBase.times(d.fractions.thirteenth).div(TWELVE);
  let catchUp = ZERO;
  if (ccnlThirteenth(d)) {
    // rounded to the state's 10 decimals: an unchanged pay leaves no residue of the divisions
    catchUp = roundN(d.thirteenthBase.times(b.thirteenthMonthsThisYear).div(TWELVE).minus(b.thirteenthBaseAccruedThisYear), 10);
    b.thirteenthMonthsThisYear = b.thirteenthMonthsThisYear.plus(d.fractions.thirteenth);
    b.thirteenthBaseAccruedThisYear = b.thirteenthBaseAccruedThisYear.plus(catchUp).plus(own);
  }
  const exact = own.plus(catchUp).plus(flaggedPremiums.div(TWELVE));
  const a = accrue(b.thirteenthAccruedThisYear, exact, d.ctx.settings.accrualRounding);
  const delta = a.cumulative.minus(b.thirteenthAccruedThisYear);
  b.thirteenthAccruedThisYear = a.cumulative;
  b.thirteenthLeft = b.thirteenthLeft.plus(delta);
  d.month.thirteenthAccrued = d.month.thirteenthAccrued.plus(a.shown);
  b.thirteenthAccruedThroughPeriod = d.ctx.period;
  return catchUp;
}

/** Pays the thirteenth accrued and not paid (rounded to the cent) and resets what is left. */
export function payThirteenth(d: PayslipDraft, code: "TREDICESIMA" | "TREDICESIMA_RATEI"): void {
  const b = d.balances;
  const pay = round2(b.thirteenthLeft);
  if (pay.isZero()) return;
  d.lines.addFixed("earning", code, elementName(code), "period", ONE, pay, pay, { includedInBaseWage: false });
  d.month.thirteenthPaid = d.month.thirteenthPaid.plus(pay);
  b.thirteenthLiquidatedThisYear = b.thirteenthLiquidatedThisYear.plus(pay);
  b.thirteenthTotalLiquidated = b.thirteenthTotalLiquidated.plus(pay);
  b.thirteenthLeft = ZERO;
}

/** Step (thirteenth payslip): accrue its own month when the setting says so and the ordinary payslip has not, then pay. */
export const thirteenthPayment: PayslipStep = {
  name: "thirteenth payment",
  reference: [
    "CCNL 2020 art. 39 (tredicesima): paid within December, what is accrued and not yet paid (rules.md §6, F9; rules-update-3.md A2)",
    "Interpretation: the thirteenth payslip accrues its own month when the ordinary payslip has not (setting thirteenthIncludesCurrentMonth; lib/payroll/README.md, Known gaps)",
  ],
  reads: [
    "balances.thirteenthAccruedThisYear",
    "balances.thirteenthAccruedThroughPeriod",
    "balances.thirteenthLeft",
    "balances.thirteenthLiquidatedThisYear",
    "balances.thirteenthTotalLiquidated",
    "ctx.effEnd",
    "ctx.employed",
    "ctx.modelAt",
    "ctx.period",
    "ctx.settings",
    "fractions",
    "lines",
    "month.thirteenthAccrued",
    "month.thirteenthPaid",
    "thirteenthBase",
  ],
  writes: [
    "balances.thirteenthAccruedThisYear",
    "balances.thirteenthAccruedThroughPeriod",
    "balances.thirteenthLeft",
    "balances.thirteenthLiquidatedThisYear",
    "balances.thirteenthTotalLiquidated",
    "lines",
    "month.thirteenthAccrued",
    "month.thirteenthPaid",
  ],
  run(d) {
    if (d.ctx.settings.thirteenthIncludesCurrentMonth && d.ctx.employed) accrueThirteenth(d);
    payThirteenth(d, "TREDICESIMA");
  },
};

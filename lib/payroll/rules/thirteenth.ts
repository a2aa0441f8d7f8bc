/**
 * Thirteenth month (rules §6): the month's accrual — once per period, whichever payslip comes
 * first — and its payment (thirteenth payslip, or pro rata at the end of employment).
 */
import { Decimal, ONE, ZERO, round2 } from "../money";
import { accrue } from "./accruals";
import type { PayslipDraft, PayslipStep } from "./draft";

const TWELVE = new Decimal(12);

/**
 * Accrues the period's thirteenth once: (base × month fraction + premiums flagged for the
 * thirteenth) / 12. A period already accrued (`thirteenthAccruedThroughPeriod`) adds nothing.
 */
export function accrueThirteenth(d: PayslipDraft, flaggedPremiums: Decimal = ZERO): void {
  const b = d.balances;
  if (b.thirteenthAccruedThroughPeriod !== null && b.thirteenthAccruedThroughPeriod >= d.ctx.period) return;
  const exact = d.thirteenthBase.times(d.fractions.thirteenth).div(TWELVE).plus(flaggedPremiums.div(TWELVE));
  const a = accrue(b.thirteenthAccruedThisYear, exact, d.ctx.settings.accrualRounding);
  const delta = a.cumulative.minus(b.thirteenthAccruedThisYear);
  b.thirteenthAccruedThisYear = a.cumulative;
  b.thirteenthLeft = b.thirteenthLeft.plus(delta);
  d.month.thirteenthAccrued = d.month.thirteenthAccrued.plus(a.shown);
  b.thirteenthAccruedThroughPeriod = d.ctx.period;
}

/** Pays the thirteenth accrued and not paid (rounded to the cent) and resets what is left. */
export function payThirteenth(d: PayslipDraft, code: string, name: string): void {
  const b = d.balances;
  const pay = round2(b.thirteenthLeft);
  if (pay.isZero()) return;
  d.lines.addFixed("earning", code, name, "period", ONE, pay, pay, { includedInBaseWage: false });
  d.month.thirteenthPaid = d.month.thirteenthPaid.plus(pay);
  b.thirteenthLiquidatedThisYear = b.thirteenthLiquidatedThisYear.plus(pay);
  b.thirteenthTotalLiquidated = b.thirteenthTotalLiquidated.plus(pay);
  b.thirteenthLeft = ZERO;
}

/** Step (thirteenth payslip): accrue its own month when the setting says so and the ordinary payslip has not, then pay. */
export const thirteenthPayment: PayslipStep = {
  name: "thirteenth payment",
  run(d) {
    if (d.ctx.settings.thirteenthIncludesCurrentMonth && d.ctx.employed) accrueThirteenth(d);
    payThirteenth(d, "TREDICESIMA", "Tredicesima mensilità");
  },
};

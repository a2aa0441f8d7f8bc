/**
 * Deduction of one sick or INAIL calendar day from a monthly-paid worker's cash pay
 * (docs/domain/rules-update.md §1b, rules.md F10).
 *
 * The worker is owed fraction f of the day's global pay (global = cash + board value). With board
 * in kind she keeps receiving the board (1/30 of its value) at the employer's home, so the cash
 * she is owed is f × global/30 − board/30, and the cash deduction from the normal cash/30 is
 * (1 − f) × global/30 (derived, §1b table). On an unpaid day (f = 0, beyond the paid days, and
 * INAIL days from day 4) the board keeps being given and is not charged: the deduction is cash/30.
 * Both are the same rule: (1 − f) × global/30, never more than cash/30 (the board in kind is
 * never taken out of the cash pay). Board paid in cash is part of `cash` (global = cash).
 */
import { Decimal, ONE } from "../money";

export type SickDeductionBase = "board_in_kind" | "global" | "cash";

/** the (positive) amount to deduct for one day paid at `fraction` (0 = unpaid, 0.5 = days 1–3, 1 = full) */
export function sickDayDeduction(base: SickDeductionBase, globalMonthly: Decimal, cashMonthly: Decimal, fraction: Decimal): Decimal {
  const unpaid = ONE.minus(fraction);
  if (base === "cash") return cashMonthly.div(30).times(unpaid);
  const onGlobal = globalMonthly.div(30).times(unpaid);
  if (base === "global") return onGlobal;
  const cap = cashMonthly.div(30);
  return onGlobal.greaterThan(cap) ? cap : onGlobal;
}

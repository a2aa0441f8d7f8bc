/**
 * INPS class of a contribution week (docs/domain/rules-update.md §1a).
 *
 * Default `inpsFlatRateBasis: "contract"`: the class follows the employment's agreed weekly hours
 * (the sum of the weekly schedule of the terms in force on the week's Saturday, or on the
 * termination day for the last week): agreed hours > 24 → the flat over-24-hours row for all the
 * week's contributory hours, whatever the week actually holds (a short vacation week, a long
 * overtime week); agreed hours ≤ 24 → the wage bracket of the effective hourly wage. A contract
 * without an agreed schedule (0 h) falls back to the week's own hours.
 * `"week"` reproduces Webcolf: each Sunday–Saturday week is classified on its own contributory hours.
 */
import { Decimal, ZERO, dec, plus } from "../money";
import type { ContractTerms } from "../types";

export type InpsFlatRateBasis = "contract" | "week";

/** agreed weekly hours of a set of terms: Σ of the Monday..Sunday schedule */
export function agreedWeeklyHours(terms: Pick<ContractTerms, "weeklySchedule">): Decimal {
  let sum = ZERO;
  for (const h of terms.weeklySchedule) sum = plus(sum, dec(h || "0"));
  return sum;
}

export interface InpsClassInput {
  basis: InpsFlatRateBasis;
  /** contributory hours of the week */
  weekHours: Decimal;
  /** the terms in force on the week's Saturday (or the termination day) */
  terms: Pick<ContractTerms, "weeklySchedule">;
}

/** The hours that decide the INPS class (> 24 → flat row) and which basis decided it. */
export function inpsClassHours(input: InpsClassInput): { hours: Decimal; basis: InpsFlatRateBasis } {
  if (input.basis === "week") return { hours: input.weekHours, basis: "week" };
  const agreed = agreedWeeklyHours(input.terms);
  if (agreed.isZero()) return { hours: input.weekHours, basis: "week" };
  return { hours: agreed, basis: "contract" };
}

/**
 * Whole hours of one quarterly payment line (docs/domain/rules-update.md §1c): the weekly
 * contributory hours keep their decimals and are summed per line (class × rate × period of
 * unchanged terms); the payment form takes an integer. `up` (default: never under-declare),
 * `half_up`, or `down` (what the public form automation does). Same setting and values as the
 * quarterly statement's toWholeHours (rules/quarterly-statement.ts).
 */
export function quarterLineHours(weekHours: readonly Decimal[], rounding: "up" | "half_up" | "down"): Decimal {
  let sum = ZERO;
  for (const h of weekHours) sum = plus(sum, h);
  const mode = rounding === "up" ? Decimal.ROUND_CEIL : rounding === "down" ? Decimal.ROUND_FLOOR : Decimal.ROUND_HALF_UP;
  return sum.toDecimalPlaces(0, mode);
}

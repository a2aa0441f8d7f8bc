/**
 * The monthly global pay a month's accruals (13th, TFR, and the schedule figure of hourly workers)
 * are measured on, day by day (docs/domain/rules-update-3.md A3): terms that change inside the month
 * weigh by the days of the employment part of the period they are in force — a change on the 10th
 * gives 9 days of the old figure and the rest of the new — never the terms at the period end for the
 * whole month. Days of the same figure are summed first, so an unchanged month returns its figure as is.
 */
import { eachDay } from "../calendar/dates";
import { Decimal, ZERO } from "../money";
import type { Ctx } from "./context";

export function monthAccrualBase(ctx: Ctx, atEnd: Decimal): Decimal {
  if (!ctx.employed) return atEnd;
  const runs: { value: Decimal; days: number }[] = [];
  for (const d of eachDay(ctx.effStart, ctx.effEnd)) {
    const value = ctx.modelAt(d).globalMonthly;
    const last = runs[runs.length - 1];
    if (last && last.value.eq(value)) last.days++;
    else runs.push({ value, days: 1 });
  }
  if (runs.length <= 1) return runs[0]?.value ?? atEnd;
  let total = ZERO;
  let days = 0;
  for (const r of runs) {
    total = total.plus(r.value.times(r.days));
    days += r.days;
  }
  return total.div(days);
}

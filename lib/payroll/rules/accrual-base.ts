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
import type { WageModel } from "./wage";

/**
 * One day's terms as accruing monthly pay: the global pay, plus an hourly worker's UNI 11766
 * allowance paid as a monthly amount (structural allowances are pay, rules-update-3 A15), for the
 * days the certification is in force.
 */
function accruingMonthly(ctx: Ctx, model: WageModel): Decimal {
  const uniPaidMonthly = model.payBasis === "hourly" && model.uniMonthly && ctx.settings.uniAllowanceHourly === "full_month";
  return uniPaidMonthly ? model.globalMonthly.plus(model.uniMonthly!) : model.globalMonthly;
}

export function monthAccrualBase(ctx: Ctx, modelAtEnd: WageModel): Decimal {
  const atEnd = accruingMonthly(ctx, modelAtEnd);
  if (!ctx.employed) return atEnd;
  const runs: { value: Decimal; days: number }[] = [];
  for (const d of eachDay(ctx.effStart, ctx.effEnd)) {
    const value = accruingMonthly(ctx, ctx.modelAt(d));
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

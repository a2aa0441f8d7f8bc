/**
 * The month's accruals of an ordinary payslip (README "Accruals and states"): thirteenth (once),
 * vacation days, the TFR base; then, after the end-of-employment items, the month's TFR quota.
 */
import { Decimal, ONE, ZERO, sum } from "../money";
import { paidAsScheduled, periodPayBases } from "./period-pay";
import { VACATION_DAYS_PER_YEAR, accrue } from "./accruals";
import type { PayslipDraft, PayslipStep } from "./draft";
import { accrueThirteenth } from "./thirteenth";

const TWELVE = new Decimal(12);
const THIRTEEN = new Decimal(13);
const TFR_DIVISOR = new Decimal("13.5");

/** Step: thirteenth (with premiums flagged for it), TFR base (base × fraction × 13/12 + flagged premiums), vacation days. */
export const accruals: PayslipStep = {
  name: "accruals",
  reference: [
    "CCNL 2020 art. 39 (tredicesima): one month of the global pay a year, in twelfths, a month counting from 15 days (rules.md §6, F9; rules-update-3.md A2, A3, A16)",
    "Art. 2120 c.c.: the TFR base is the year's non-occasional pay, the 13th and the board value included (rules.md §7; rules-update-3.md A4, A15)",
    "CCNL 2020 art. 17 (ferie): 26 days a year, 26/12 for each month of at least 15 days (rules.md §8, F8)",
    "CCNL 2020 art. 19 (paid permits): the hours used this year (rules.md §9.4)",
  ],
  reads: [
    "balances.paidPermitHoursUsedThisYear",
    "balances.thirteenthAccruedThisYear",
    "balances.thirteenthAccruedThroughPeriod",
    "balances.thirteenthBaseAccruedThisYear",
    "balances.thirteenthLeft",
    "balances.thirteenthMonthsThisYear",
    "balances.vacationAccruedThisYear",
    "balances.vacationUsedThisYear",
    "ctx.daysInMonth",
    "ctx.effEnd",
    "ctx.effStart",
    "ctx.employed",
    "ctx.holidays",
    "ctx.modelAt",
    "ctx.period",
    "ctx.periodEvents",
    "ctx.scheduled",
    "ctx.settings",
    "fractions",
    "lines",
    "month.thirteenthAccrued",
    "month.vacationUsed",
    "thirteenthBase",
  ],
  writes: [
    "balances.paidPermitHoursUsedThisYear",
    "balances.thirteenthAccruedThisYear",
    "balances.thirteenthAccruedThroughPeriod",
    "balances.thirteenthBaseAccruedThisYear",
    "balances.thirteenthLeft",
    "balances.thirteenthMonthsThisYear",
    "balances.vacationAccruedThisYear",
    "balances.vacationUsedThisYear",
    "fractions",
    "month.severanceBase",
    "month.thirteenthAccrued",
    "month.vacationAccrued",
    "thirteenthBase",
  ],
  run(d) {
    const linesSoFar = d.lines.build();
    const thirteenthPremiums = sum(linesSoFar.filter((l) => l.extraThirteenth).map((l) => l.value));
    const severancePremiums = sum(linesSoFar.filter((l) => l.extraSeverance).map((l) => l.value));
    if (onPeriodPay(d)) {
      // rules/period-pay.ts: the bases are the month's pay, not the schedule
      const f = d.fractions;
      const p = periodPayBases(linesSoFar, d.thirteenthBase, d.ctx.daysInMonth, f.notionalThirteenthDays, f.notionalSeveranceDays);
      d.thirteenthBase = p.thirteenth;
      d.fractions = { ...f, thirteenth: ONE, severance: ONE };
      accrueThirteenth(d, thirteenthPremiums);
      d.month.severanceBase = p.severance.plus(severancePremiums);
    } else {
      // the thirteenth's catch-up after a raise (rules-update-3 A2) is pay of the year: it enters the TFR base
      const catchUp = accrueThirteenth(d, thirteenthPremiums);
      d.month.severanceBase = d.thirteenthBase.times(d.fractions.severance).times(THIRTEEN).div(TWELVE).plus(severancePremiums).plus(catchUp);
    }
    const b = d.balances;
    const rounding = d.ctx.settings.accrualRounding === "cumulative" ? "cumulative" : "monthly_half_up";
    const vacation = accrue(b.vacationAccruedThisYear, VACATION_DAYS_PER_YEAR.div(12).times(d.fractions.vacation), rounding, 2);
    d.month.vacationAccrued = vacation.shown;
    b.vacationAccruedThisYear = vacation.cumulative;
    b.vacationUsedThisYear = b.vacationUsedThisYear.plus(d.month.vacationUsed);
    b.paidPermitHoursUsedThisYear = b.paidPermitHoursUsedThisYear.plus(paidPermitHoursOf(d));
  },
};

/** Hourly pay: do this month's thirteenth and TFR come from the pay of the period (setting hourlyAccrualBase, rules/period-pay.ts)? */
function onPeriodPay(d: PayslipDraft): boolean {
  const ctx = d.ctx;
  if (!ctx.employed || ctx.modelAt(ctx.effEnd).payBasis !== "hourly") return false;
  switch (ctx.settings.hourlyAccrualBase) {
    case "period_pay":
      return true;
    case "schedule":
      return false;
    case "schedule_when_regular":
      return !paidAsScheduled(ctx);
  }
}

/** Step: the month's TFR quota = TFR base / 13.5 (after the notice indemnity joined the base). */
export const severanceAccrual: PayslipStep = {
  name: "severance accrual",
  reference: ["Art. 2120 c.c.: the month's TFR quota is its base / 13.5 (rules.md §7, F12)"],
  reads: ["balances.severanceAccruedThisYear", "ctx.settings", "month.severanceBase"],
  writes: ["balances.severanceAccruedThisYear", "month.severanceAccrued"],
  run(d) {
    const a = accrue(d.balances.severanceAccruedThisYear, d.month.severanceBase.div(TFR_DIVISOR), d.ctx.settings.accrualRounding);
    d.month.severanceAccrued = a.shown;
    d.balances.severanceAccruedThisYear = a.cumulative;
  },
};

/** The month's paid-permit hours (CCNL art. 19) inside the employment part of the period. */
function paidPermitHoursOf(d: PayslipDraft): Decimal {
  const ctx = d.ctx;
  if (!ctx.employed) return ZERO;
  let hours = ZERO;
  for (const e of ctx.periodEvents) if (e.subType === "paid_permit" && e.date >= ctx.effStart && e.date <= ctx.effEnd) hours = hours.plus(e.hours);
  return hours;
}

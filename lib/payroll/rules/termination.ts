/**
 * End of employment inside the period (README "Earnings", "Contribution weeks"): unused vacation
 * paid (or recovered) with its contributory hours on the last week, the notice indemnity (or the
 * deduction for notice not given) with its hours credited in weeks after the termination; then,
 * after the month's TFR quota, the pro-rata thirteenth and the TFR liquidation.
 */
import { elementName } from "../element-wording";
import { contributionWeekSpans } from "../calendar/weeks";
import { Decimal, ZERO, dec, gt0, round2, sum } from "../money";
import type { PeriodType } from "../types";
import { vacationLeft, type DraftWeek, type PayslipDraft, type PayslipStep } from "./draft";
import { nightCassaDayHours, noticeDaysSchedule } from "./hours";
import { liquidateSeverance } from "./severance-liquidation";
import { lastWorkedWeekIndex } from "./termination-weeks";
import { payThirteenth } from "./thirteenth";

const saturdayOf = (date: string) => contributionWeekSpans({ startDate: date, endDate: date })[0]?.saturday ?? date;

/** Unused vacation days at the termination: paid at the day value (monthly global / 26, or weekly/6 × global hourly), or recovered when negative. */
export function settleUnusedVacation(d: PayslipDraft, termination: string): void {
  const left = vacationLeft(d.balances);
  if (left.isZero()) return;
  const model = d.ctx.modelAt(termination);
  const dayValue = model.payBasis === "monthly" ? model.globalMonthly.div(26) : model.weeklySixth.times(model.globalHourly);
  if (gt0(left)) {
    d.lines.add("earning", "FERIE_NON_GODUTE", elementName("FERIE_NON_GODUTE"), "day", left, dayValue);
    const computedHours = round2(left.times(model.weekly).div(6));
    const givenHours = d.options.notUsedVacationContributionHours ? dec(d.options.notUsedVacationContributionHours) : ZERO;
    const hours = gt0(givenHours) ? givenHours : computedHours;
    // with the last period worked, up to the termination date (docs/domain/rules-update.md §3)
    // CAS.SA.COLF of a night job: 8 h (table D) / 5 h (table E) per unused day paid (rules-update-3 A6)
    const nightDay = nightCassaDayHours(d.ctx.termAt(termination).jobType);
    const cassaHours = nightDay ? round2(left.times(nightDay)) : hours;
    const last = d.weeks[lastWorkedWeekIndex(d.weeks, termination)];
    if (last) {
      last.hours = last.hours.plus(hours);
      last.cassacolfHours = last.cassacolfHours.plus(cassaHours);
    } else if (gt0(hours)) {
      d.weeks.push({
        weekStart: termination,
        weekEnd: termination,
        saturday: saturdayOf(termination),
        hours,
        cassacolfHours: cassaHours,
        isFromNextPeriod: false,
        origin: "week",
      });
    }
  } else {
    d.lines.add("deduction", "RECUPERO_FERIE", elementName("RECUPERO_FERIE"), "day", left.negated(), dayValue);
  }
  d.balances.vacationUsedThisYear = d.balances.vacationUsedThisYear.plus(left);
  d.month.vacationUsed = d.month.vacationUsed.plus(left);
}

/** Notice days (days + weeks × 7) of the run options. */
export function noticeDaysOf(d: PayslipDraft): Decimal {
  const o = d.options;
  return (o.missingNoticeDays ? dec(o.missingNoticeDays) : ZERO).plus((o.missingNoticeWeeks ? dec(o.missingNoticeWeeks) : ZERO).times(7));
}

/** Scheduled hours of the notice calendar days grouped in Sunday–Saturday weeks (`origin: "notice"`). */
export function noticeWeeks(schedule: ReadonlyArray<{ date: string; hours: Decimal }>, nightDay: Decimal | null = null): DraftWeek[] {
  const out: DraftWeek[] = [];
  let cur: { weekStart: string; weekEnd: string; saturday: string; hours: Decimal; cassacolfHours: Decimal } | null = null;
  for (const s of schedule) {
    const saturday = saturdayOf(s.date);
    if (!cur || cur.saturday !== saturday) {
      if (cur) out.push({ ...cur, isFromNextPeriod: false, origin: "notice" });
      cur = { weekStart: s.date, weekEnd: s.date, saturday, hours: ZERO, cassacolfHours: ZERO };
    }
    cur.weekEnd = s.date;
    cur.hours = cur.hours.plus(s.hours);
    // a night job's paid day counts its CAS.SA.COLF conventional hours (rules-update-3 A6)
    cur.cassacolfHours = cur.cassacolfHours.plus(nightDay && gt0(s.hours) ? nightDay : s.hours);
  }
  if (cur) out.push({ ...cur, isFromNextPeriod: false, origin: "notice" });
  return out;
}

/** Notice indemnity (employer: earning + hours in weeks after the termination) or deduction (worker). */
export function settleNotice(d: PayslipDraft, termination: string): void {
  const o = d.options;
  const days = noticeDaysOf(d);
  if (!o.missingNoticeType || !gt0(days)) return;
  const model = d.ctx.modelAt(termination);
  const schedule = noticeDaysSchedule(d.ctx, termination, days.floor().toNumber());
  const byHours = d.ctx.settings.noticeMethod === "scheduled_hours_effective_wage";
  const quantity = byHours ? sum(schedule.map((s) => s.hours)) : days;
  const rate = byHours ? model.effectiveWage : model.globalMonthly.div(30);
  const periodType: PeriodType = byHours ? "hour" : "day";
  if (o.missingNoticeType === "EMPLOYER") {
    d.lines.add("earning", "INDENNITA_PREAVVISO", elementName("INDENNITA_PREAVVISO", { days: days.floor().toString() }), periodType, quantity, rate, {
      extraSeverance: true,
    });
    d.weeks.push(...noticeWeeks(schedule, nightCassaDayHours(d.ctx.termAt(termination).jobType)));
  } else {
    d.lines.add("deduction", "TRATTENUTA_PREAVVISO", elementName("TRATTENUTA_PREAVVISO", { days: days.floor().toString() }), periodType, quantity, rate);
  }
}

/** Step: unused vacation and notice; the employer's notice indemnity joins this month's TFR base. */
export const terminationIndemnities: PayslipStep = {
  name: "termination",
  reference: [
    "CCNL 2020 art. 40 c. 1 and 4: notice and the indemnity in lieu of it, in thirtieths of the monthly global pay (rules.md §10, F11; rules-update.md §4)",
    "CCNL 2020 art. 17 (ferie): unused days are paid only at the end of employment; days taken in advance are recovered (rules.md §8, F8)",
    "INPS msg. 2330/2021 (recalling circ. 263/1997): the hours of unused vacation go on the last week worked, the notice indemnity's weeks after the end date (rules.md §4.7; rules-update-3.md A6)",
  ],
  reads: [
    "balances.vacationAccruedThisYear",
    "balances.vacationPreviousYearLeft",
    "balances.vacationUsedThisYear",
    "ctx.ending",
    "ctx.modelAt",
    "ctx.settings",
    "ctx.termAt",
    "ctx.terminationDate",
    "lines",
    "month.severanceBase",
    "month.vacationUsed",
    "options.missingNoticeDays",
    "options.missingNoticeType",
    "options.missingNoticeWeeks",
    "options.notUsedVacationContributionHours",
    "weeks",
  ],
  writes: ["balances.vacationUsedThisYear", "lines", "month.severanceBase", "month.vacationUsed", "weeks"],
  run(d) {
    const termination = d.ctx.terminationDate;
    if (!d.ctx.ending || !termination) return;
    settleUnusedVacation(d, termination);
    settleNotice(d, termination);
    const noticeLine = d.lines.build().find((l) => l.code === "INDENNITA_PREAVVISO");
    if (noticeLine) d.month.severanceBase = d.month.severanceBase.plus(noticeLine.value);
  },
};

/** Step: at the termination, the thirteenth accrued and not paid and (unless kept) the TFR fund. */
export const terminationSettlement: PayslipStep = {
  name: "termination settlement",
  reference: [
    "CCNL 2020 art. 39 (tredicesima): the twelfths accrued and not paid are paid in the final settlement (rules.md §6)",
    "Art. 2120 c.c. (c. 5: a fraction of 15 days or more counts as a month): the TFR fund paid at the end of employment, revalued with the coefficient of the payment month (rules.md §7, F12; rules-update.md §1e, §2; rules-update-3.md A5)",
  ],
  reads: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceAdvancesThisYear",
    "balances.severanceFundAtLastYearEnd",
    "balances.severanceRevaluationTotal",
    "balances.severanceTotalLiquidated",
    "balances.thirteenthLeft",
    "balances.thirteenthLiquidatedThisYear",
    "balances.thirteenthTotalLiquidated",
    "ctx.ending",
    "ctx.registry",
    "ctx.settings",
    "ctx.terminationDate",
    "lines",
    "month.severancePaid",
    "month.thirteenthPaid",
    "options.liquidateSeveranceWithEmploymentEnd",
    "options.provisionalTfrCoefficient",
    "warnings",
  ],
  writes: [
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceRevaluationTotal",
    "balances.severanceTotalLiquidated",
    "balances.thirteenthLeft",
    "balances.thirteenthLiquidatedThisYear",
    "balances.thirteenthTotalLiquidated",
    "lines",
    "month.severancePaid",
    "month.thirteenthPaid",
    "severanceBreakdown",
    "warnings",
  ],
  run(d) {
    const termination = d.ctx.terminationDate;
    if (!d.ctx.ending || !termination) return;
    payThirteenth(d, "TREDICESIMA_RATEI");
    if (d.options.liquidateSeveranceWithEmploymentEnd !== false) liquidateSeverance(d, termination);
  },
};

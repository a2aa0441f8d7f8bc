/**
 * INPS and CAS.SA.COLF per contribution week (rules §4–§5, README "Rounding"): the bracket of the
 * week's effective wage and hours in the table of the year of its Saturday; deferred weeks are
 * listed with zero amounts and left out of the totals.
 */
import { PayrollError } from "../errors";
import { ZERO, dec, fmt2 } from "../money";
import { RatesMissingError, hasRatesForYear } from "../rates";
import type { CassacolfContributionLine } from "../types";
import type { Ctx } from "./context";
import type { DraftWeek, PayslipDraft, PayslipStep } from "./draft";
import { cassacolfWeekAmounts, inpsHourly, inpsLine } from "./inps";
import { inpsClassHours } from "./inps-class";

/** the table year of a week: its Saturday's year; a deferred week of a year without tables uses the payslip's year (warning) */
export function weekTableYear(d: PayslipDraft, week: DraftWeek): number {
  const year = Number(week.saturday.slice(0, 4));
  if (hasRatesForYear(year, d.ctx.registry)) return year;
  if (!week.isFromNextPeriod) throw new RatesMissingError(year);
  d.warnings.push({
    code: "rates_missing_for_deferred_week",
    message: `Tabelle ${year} non disponibili: la settimana ${week.weekStart} è mostrata con le tabelle ${d.ctx.year}`,
    params: { year: String(year), weekStart: week.weekStart, tableYear: String(d.ctx.year) },
  });
  return d.ctx.year;
}

/** the date whose wage model prices a week: the termination for notice weeks, else the week's end kept inside the employment */
export function weekWageDate(ctx: Ctx, week: DraftWeek): string {
  const date =
    week.origin === "notice"
      ? (ctx.terminationDate ?? ctx.pEnd)
      : week.weekEnd > ctx.effEnd && ctx.employed
        ? ctx.effEnd
        : week.weekEnd < ctx.effStart && ctx.employed
          ? ctx.effStart
          : week.weekEnd;
  return date < ctx.contract.startDate ? ctx.contract.startDate : date;
}

function cassacolfLine(id: string, week: DraftWeek, c: ReturnType<typeof cassacolfWeekAmounts>): CassacolfContributionLine {
  const deferred = week.isFromNextPeriod;
  return {
    id,
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    hours: fmt2(week.cassacolfHours),
    rate: c.rate.toFixed(2),
    employeeRate: c.employeeRate.toFixed(2),
    employerRate: c.employerRate.toFixed(2),
    amount: fmt2(deferred ? ZERO : c.total),
    employeeAmount: fmt2(deferred ? ZERO : c.employee),
    employerAmount: fmt2(deferred ? ZERO : c.employer),
    isFromNextPeriod: deferred,
  };
}

export function contributeWeek(d: PayslipDraft, week: DraftWeek, index: number, threshold: ReturnType<typeof dec>): void {
  const ctx = d.ctx;
  if (week.hours.isNegative()) throw new PayrollError("negative_hours", `Ore negative nella settimana ${week.weekStart}`, { weekStart: week.weekStart });
  if (week.hours.greaterThan(threshold))
    d.warnings.push({
      code: "week_hours_above_threshold",
      message: `Settimana ${week.weekStart}–${week.weekEnd}: ${fmt2(week.hours)} ore contributive (oltre ${threshold.toString()})`,
      params: { weekStart: week.weekStart, weekEnd: week.weekEnd, hours: fmt2(week.hours), threshold: threshold.toString() },
    });
  const tableYear = weekTableYear(d, week);
  const wageDate = weekWageDate(ctx, week);
  const model = ctx.modelAt(wageDate);
  // docs/domain/rules-update.md §1a: the class follows the agreed weekly hours of the terms in force
  const cls = inpsClassHours({ basis: ctx.settings.inpsFlatRateBasis, weekHours: week.hours, terms: ctx.termAt(wageDate) });
  const h = inpsHourly(tableYear, cls.hours, model.effectiveWage, ctx.contract, ctx.registry);
  d.rateVersions.add(h.version);
  const { line, amounts } = inpsLine(`inps-${index + 1}`, week, model.effectiveWage, h, week.origin, cls);
  d.inpsLines.push(line);
  const c = cassacolfWeekAmounts(week.cassacolfHours, tableYear, ctx.registry);
  d.cassacolfLines.push(cassacolfLine(`cassacolf-${index + 1}`, week, c));
  if (!week.isFromNextPeriod) {
    d.inpsWeeks.push({
      employee: amounts.employeeAmount,
      employer: amounts.employerAmount,
      hourlyEmployee: h.hourlyEmployee,
      hourlyEmployer: h.hourlyEmployer,
      hours: week.hours,
    });
    d.cassacolfWeeks.push({
      employee: c.employee,
      employer: c.employer,
      employeeRate: c.employeeRate,
      employerRate: c.employerRate,
      hours: week.cassacolfHours,
    });
  }
}

/** Step: INPS and CAS.SA.COLF lines, one per week. */
export const weeklyContributions: PayslipStep = {
  name: "weekly contributions",
  reference: [
    "INPS circ. 13/2023, 23/2024, 29/2025 and 9/2026: hourly contributions per effective-wage bracket, one flat rate above 24 hours a week (rules.md §4.1–4.3, F1–F4)",
    "Interpretation (sources disagree; setting inpsFlatRateBasis): the flat rate follows the employment's agreed weekly hours (rules-update.md §1a)",
    "CCNL 2020 art. 53 (art. 54 of CCNL 2025) CAS.SA.COLF: 0.06 an hour (0.02 the worker's), 8 h a day for night assistance and 5 h for night presence (rules.md §5; rules-update-3.md A6)",
    "INPS: a week takes the tables of the year of its Saturday (rules.md §4.5)",
  ],
  reads: [
    "cassacolfLines",
    "cassacolfWeeks",
    "ctx.contract",
    "ctx.effEnd",
    "ctx.effStart",
    "ctx.employed",
    "ctx.modelAt",
    "ctx.registry",
    "ctx.settings",
    "ctx.termAt",
    "ctx.terminationDate",
    "ctx.year",
    "inpsLines",
    "inpsWeeks",
    "rateVersions",
    "warnings",
    "weeks",
  ],
  writes: ["cassacolfLines", "cassacolfWeeks", "inpsLines", "inpsWeeks", "rateVersions", "warnings"],
  run(d) {
    const threshold = dec(d.ctx.settings.weeklyHoursWarningThreshold);
    d.weeks.forEach((week, i) => contributeWeek(d, week, i, threshold));
  },
};

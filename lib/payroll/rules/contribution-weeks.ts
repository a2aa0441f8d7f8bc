/**
 * Contribution weeks of an ordinary payslip (README "Contribution weeks"): Sunday–Saturday weeks
 * computed from the events, or the caller's edited weeks (their hours replace the computed ones;
 * a night job keeps the computed CAS.SA.COLF conventional hours).
 */
import { contributionWeekSpans } from "../calendar/weeks";
import { PayrollError } from "../errors";
import { Decimal, ZERO, dec } from "../money";
import type { ContributionWeekInput } from "../types";
import type { Ctx } from "./context";
import type { DraftWeek, PayslipStep } from "./draft";
import { computeWeeks, type ComputedWeek } from "./hours";

export function givenWeeks(ctx: Ctx, given: readonly ContributionWeekInput[], computed: readonly ComputedWeek[]): DraftWeek[] {
  return given.map((g) => {
    const hours = dec(g.hours);
    if (hours.isNegative()) throw new PayrollError("negative_hours", `Ore negative nella settimana ${g.weekStart}`, { weekStart: g.weekStart });
    const match = computed.find((c) => c.weekStart === g.weekStart);
    const job = ctx.termAt(g.weekEnd).jobType;
    const nightAtEnd = job === "night_assistance" || job === "night_presence";
    // terms changed inside the week (rules-update-3 A3): the night days keep their conventional hours
    // on top of the given hours of the other days
    const cassacolfHours = !match ? hours : nightAtEnd ? match.cassaHours : Decimal.max(ZERO, hours.plus(match.cassaHours).minus(match.hours));
    const saturday = contributionWeekSpans({ startDate: g.weekStart, endDate: g.weekStart })[0]?.saturday ?? g.weekEnd;
    return { weekStart: g.weekStart, weekEnd: g.weekEnd, saturday, hours, cassacolfHours, isFromNextPeriod: g.isFromNextPeriod, origin: "week" as const };
  });
}

/** Step: the weeks of the payslip. */
export const contributionWeeks: PayslipStep = {
  name: "contribution weeks",
  reference: [
    "INPS: contributions are due per Sunday–Saturday week, which belongs to the month and quarter of its Saturday (rules.md §4.5, F5)",
    "INPS: the hours that count are the hours worked and those of paid absences (rules.md §4.4); a holiday counts the hours scheduled that day (rules-update.md §1d)",
    "INPS msg. 2330/2021: the last partial week of an ended employment goes with the cessation payment (rules.md §4.7; rules-update-3.md A1)",
  ],
  reads: [
    "computedWeeks",
    "ctx.absences",
    "ctx.contract",
    "ctx.ending",
    "ctx.eventsByDate",
    "ctx.holidays",
    "ctx.inEmployment",
    "ctx.pEnd",
    "ctx.pStart",
    "ctx.scheduled",
    "ctx.settings",
    "ctx.termAt",
    "ctx.terminationDate",
    "ctx.terms",
    "options.contributionWeeks",
    "options.employmentEndDate",
  ],
  writes: ["computedWeeks", "weeks"],
  run(d) {
    const ctx = d.ctx;
    d.computedWeeks = computeWeeks(ctx, ctx.pStart, ctx.pEnd, ctx.ending);
    const given = d.options.contributionWeeks && d.options.contributionWeeks.length > 0 ? d.options.contributionWeeks : null;
    d.weeks = given
      ? // notice-period weeks are recomputed from the notice days (the service checked them: rules/termination-weeks.ts)
        givenWeeks(
          ctx,
          given.filter((g) => !g.isNoticePeriod),
          d.computedWeeks,
        )
      : d.computedWeeks.map((c) => ({
          weekStart: c.weekStart,
          weekEnd: c.weekEnd,
          saturday: c.saturday,
          hours: c.hours,
          cassacolfHours: c.cassaHours,
          isFromNextPeriod: c.isFromNextPeriod,
          origin: "week" as const,
        }));
  },
};

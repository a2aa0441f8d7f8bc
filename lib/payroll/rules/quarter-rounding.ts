/**
 * The quarterly rounding difference (docs/domain/rules-update.md §1c.4, rules-update-3.md A9): the
 * quarter's statement declares whole hours per line while the monthly payslips withheld the worker's
 * share on the weeks' decimal hours. On the quarter's last payslip (or the final payslip of an
 * employment ending in the period) the difference of the worker's share — INPS and CAS.SA.COLF,
 * integer-hour amounts − withheld on the quarter's weeks — is settled: withheld when positive,
 * returned when negative (setting `quarterlyRoundingDifference`: `withhold`, default; `show_only`
 * leaves it on the statement). It is a contribution of the worker, so it is an employee_tax element
 * (`INPS_LAVORATORE_CONGUAGLIO`, `CASSACOLF_LAVORATORE_CONGUAGLIO`) counted in the worker's INPS and
 * CAS.SA.COLF totals. It needs the earlier payslips' weeks of the quarter (`quarterEarlierWeeks`);
 * without them (a caller that does not pass them) nothing is settled.
 */
import { elementName } from "../element-wording";
import { PayrollError } from "../errors";
import { ONE, dec, sum } from "../money";
import type { PayslipStep } from "./draft";
import { computeQuarterlyStatement, type StatementCassacolfWeek, type StatementInpsWeek } from "./quarterly-statement";

export const quarterRoundingDifference: PayslipStep = {
  name: "quarter rounding difference",
  reference: [
    "INPS payment form: whole hours per quarterly line (rules-update.md §1c)",
    "Interpretation (recommendation, no source): the worker's share of the rounding difference is withheld on the quarter's last payslip (rules-update.md §1c.4; rules-update-3.md A9)",
  ],
  reads: [
    "cassacolfLines",
    "ctx.contract",
    "ctx.employed",
    "ctx.month",
    "ctx.registry",
    "ctx.settings",
    "ctx.terminationDate",
    "ctx.year",
    "inpsLines",
    "input.quarterEarlierWeeks",
    "lines",
  ],
  writes: ["lines", "quarterRounding"],
  run(d) {
    const ctx = d.ctx;
    const earlier = d.input.quarterEarlierWeeks;
    if (!earlier || ctx.settings.quarterlyRoundingDifference !== "withhold" || !ctx.employed) return;
    if (ctx.month % 3 !== 0 && !ctx.ending) return;
    const inpsWeeks: StatementInpsWeek[] = [
      ...earlier.inps,
      ...d.inpsLines
        .filter((l) => !l.isFromNextPeriod)
        .map((l) => ({
          type: l.type,
          weekStart: l.weekStart,
          weekEnd: l.weekEnd,
          hours: l.hours,
          effectiveWageRate: l.effectiveWageRate,
          employeeAmount: l.employeeAmount,
          tableYear: l.tableYear,
          ...(l.isNoticePeriod ? { isNoticePeriod: true } : {}),
        })),
    ];
    const cassacolfWeeks: StatementCassacolfWeek[] = [
      ...earlier.cassacolf,
      ...d.cassacolfLines
        .filter((l) => !l.isFromNextPeriod)
        .map((l) => ({ weekStart: l.weekStart, weekEnd: l.weekEnd, hours: l.hours, employeeAmount: l.employeeAmount })),
    ];
    let statement;
    try {
      statement = computeQuarterlyStatement({
        quarter: `${ctx.year}-Q${Math.ceil(ctx.month / 3)}`,
        contract: ctx.contract,
        employmentEndDate: ctx.terminationDate,
        inpsWeeks,
        cassacolfWeeks,
        hoursRounding: ctx.settings.quarterlyHoursRounding,
        rates: ctx.registry,
      });
    } catch (e) {
      if (!(e instanceof PayrollError)) throw e;
      ctx.warnings.push({
        code: "quarter_rounding_not_computed",
        message: `Conguaglio ore del trimestre non calcolato: ${e.message}`,
        params: { reason: e.code },
      });
      return;
    }
    const p = statement.payments;
    const inps = sum(p.map((x) => dec(x.inpsEmployee))).minus(sum(p.flatMap((x) => x.lines.map((l) => dec(l.withheldEmployee)))));
    const cassacolf = sum(p.map((x) => dec(x.cassacolf.employeeAmount))).minus(sum(p.map((x) => dec(x.cassacolf.withheldEmployee))));
    if (!inps.isZero()) d.lines.addFixed("employee_tax", "INPS_LAVORATORE_CONGUAGLIO", elementName("INPS_LAVORATORE_CONGUAGLIO"), "period", ONE, inps, inps);
    if (!cassacolf.isZero())
      d.lines.addFixed("employee_tax", "CASSACOLF_LAVORATORE_CONGUAGLIO", elementName("CASSACOLF_LAVORATORE_CONGUAGLIO"), "period", ONE, cassacolf, cassacolf);
    d.quarterRounding = { inps, cassacolf };
  },
};

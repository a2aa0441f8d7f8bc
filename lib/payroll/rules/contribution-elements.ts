/**
 * Contribution elements: one per distinct hourly share, value = Σ of the rounded weekly amounts
 * (README "Rounding"), so an element may differ by a cent from duration × rate.
 */
import { elementName, type ElementCode } from "../element-wording";
import { Decimal, sum } from "../money";
import type { ElementType } from "../types";
import type { PayslipStep } from "./draft";
import type { LineBuilder } from "./lines";

export function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const l = m.get(k);
    if (l) l.push(it);
    else m.set(k, [it]);
  }
  return m;
}

interface ElementSpec<T> {
  type: ElementType;
  code: ElementCode;
  rate: (t: T) => Decimal;
  amount: (t: T) => Decimal;
  /** the worker INPS element is left out when the worker share is zero (IVS share renounced) */
  skipZeroRate?: boolean;
}

export function addContributionElements<T extends { hours: Decimal }>(lines: LineBuilder, items: readonly T[], spec: ElementSpec<T>): void {
  for (const [, group] of groupBy(items, (a) => spec.rate(a).toString())) {
    const first = group[0];
    if (!first || (spec.skipZeroRate && spec.rate(first).isZero())) continue;
    lines.addFixed(spec.type, spec.code, elementName(spec.code), "hour", sum(group.map((i) => i.hours)), spec.rate(first), sum(group.map(spec.amount)));
  }
}

/** Step: INPS and CAS.SA.COLF elements, worker and employer. */
export const contributionElements: PayslipStep = {
  name: "contribution elements",
  reference: ["Interpretation (common practice): the worker's share on the payslip is the sum of the month's rounded weekly amounts (rules.md §12)"],
  reads: ["cassacolfWeeks", "inpsWeeks", "lines"],
  writes: ["lines"],
  run(d) {
    addContributionElements(d.lines, d.inpsWeeks, {
      type: "employee_tax",
      code: "INPS_LAVORATORE",
      rate: (a) => a.hourlyEmployee,
      amount: (a) => a.employee,
      skipZeroRate: true,
    });
    addContributionElements(d.lines, d.inpsWeeks, {
      type: "employer_tax",
      code: "INPS_DATORE",
      rate: (a) => a.hourlyEmployer,
      amount: (a) => a.employer,
    });
    addContributionElements(d.lines, d.cassacolfWeeks, {
      type: "employee_tax",
      code: "CASSACOLF_LAVORATORE",
      rate: (a) => a.employeeRate,
      amount: (a) => a.employee,
    });
    addContributionElements(d.lines, d.cassacolfWeeks, {
      type: "employer_tax",
      code: "CASSACOLF_DATORE",
      rate: (a) => a.employerRate,
      amount: (a) => a.employer,
    });
  },
};

/**
 * The difference a correcting payslip ("cedolino di rettifica") states (rules-update-3 A11–A12,
 * docs/corrections.md): the period recomputed with today's data against the final payslip as it was
 * issued, line by line — each element of the payslip by section and code, then the figures a reader
 * checks (pay, the worker's and the employer's INPS and CAS.SA.COLF, net, cost), the accruals of the
 * period (13th, TFR, vacation days) and the contribution hours. Every difference is corrected −
 * original, each line rounded to the cent on its own; a correction states only lines that changed.
 */
import { dec, fmt2, sum, type Decimal } from "../money";
import type { PayslipElement, PayslipResult } from "../types";

export type CorrectionSection = "earning" | "deduction" | "imputed" | "employee_tax" | "employer_tax";
export const CORRECTION_SECTIONS: readonly CorrectionSection[] = ["earning", "deduction", "imputed", "employee_tax", "employer_tax"];

/** The figures of the payslip being compared, as stored or as just computed. */
export interface CorrectionFigures {
  elements: readonly { section: CorrectionSection; code: string; name: string; value: string }[];
  totalGross: string;
  totalDeductions: string;
  totalEmployeeInpsTaxes: string;
  totalEmployeeCassacolfTaxes: string;
  totalEmployerTaxes: string;
  totalNet: string;
  totalCost: string;
  /** the period's accruals: 13th (EUR), TFR (EUR), vacation (days) */
  thirteenthAccrued: string;
  severanceAccrued: string;
  vacationAccrued: string;
  /** INPS and CAS.SA.COLF hours of the period's own weeks (not the ones deferred to the next) */
  inpsHours: string;
  cassacolfHours: string;
}

/** The figures summarised on every correction, in the order they are printed. */
export const CORRECTION_SUMMARY_CODES = [
  "gross",
  "deductions",
  "inps_employee",
  "cassacolf_employee",
  "inps_employer",
  "cassacolf_employer",
  "net",
  "employer_cost",
  "thirteenth_accrual",
  "tfr_accrual",
  "vacation_accrual",
  "inps_hours",
  "cassacolf_hours",
] as const;
export type CorrectionSummaryCode = (typeof CORRECTION_SUMMARY_CODES)[number];

export interface CorrectionAmounts {
  original: string;
  corrected: string;
  difference: string;
}

export interface CorrectionElementLine extends CorrectionAmounts {
  section: CorrectionSection;
  code: string;
  name: string;
}

export interface CorrectionDifference {
  /** the payslip's elements that changed (section, then the original's order, new codes last) */
  elements: CorrectionElementLine[];
  /** every summary figure, changed or not */
  summary: Record<CorrectionSummaryCode, CorrectionAmounts>;
  /** what the correction adds to the quarter in which it is paid (negative: less to pay) */
  contributions: {
    inpsEmployee: string;
    inpsEmployer: string;
    inpsAmount: string;
    cassacolfEmployee: string;
    cassacolfEmployer: string;
    cassacolfAmount: string;
    inpsHours: string;
    totalToPay: string;
  };
  /** false: nothing changed, a correction would state no difference (refused) */
  hasDifference: boolean;
}

/** The employer's taxes split between INPS and CAS.SA.COLF by the element's code. */
function employerShares(figures: CorrectionFigures): { inps: Decimal; cassacolf: Decimal } {
  const employer = figures.elements.filter((e) => e.section === "employer_tax");
  const cassacolf = sum(employer.filter((e) => e.code === "CASSACOLF_DATORE").map((e) => dec(e.value)));
  return { inps: dec(figures.totalEmployerTaxes).minus(cassacolf), cassacolf };
}

function summaryValues(f: CorrectionFigures): Record<CorrectionSummaryCode, Decimal> {
  const employer = employerShares(f);
  return {
    gross: dec(f.totalGross),
    deductions: dec(f.totalDeductions),
    inps_employee: dec(f.totalEmployeeInpsTaxes),
    cassacolf_employee: dec(f.totalEmployeeCassacolfTaxes),
    inps_employer: employer.inps,
    cassacolf_employer: employer.cassacolf,
    net: dec(f.totalNet),
    employer_cost: dec(f.totalCost),
    thirteenth_accrual: dec(f.thirteenthAccrued),
    tfr_accrual: dec(f.severanceAccrued),
    vacation_accrual: dec(f.vacationAccrued),
    inps_hours: dec(f.inpsHours),
    cassacolf_hours: dec(f.cassacolfHours),
  };
}

const amounts = (original: Decimal, corrected: Decimal): CorrectionAmounts => ({
  original: fmt2(original),
  corrected: fmt2(corrected),
  difference: fmt2(corrected.minus(original)),
});

/** Sums a payslip's elements by section and code, keeping the first name and the order of appearance. */
function elementTotals(figures: CorrectionFigures): Map<string, { section: CorrectionSection; code: string; name: string; value: Decimal }> {
  const out = new Map<string, { section: CorrectionSection; code: string; name: string; value: Decimal }>();
  for (const e of figures.elements) {
    const key = `${e.section}|${e.code}`;
    const seen = out.get(key);
    if (seen) seen.value = seen.value.plus(dec(e.value));
    else out.set(key, { section: e.section, code: e.code, name: e.name, value: dec(e.value) });
  }
  return out;
}

function elementLines(original: CorrectionFigures, corrected: CorrectionFigures): CorrectionElementLine[] {
  const before = elementTotals(original);
  const after = elementTotals(corrected);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const lines = keys.map((key) => {
    const o = before.get(key);
    const c = after.get(key);
    const head = (c ?? o)!;
    return { section: head.section, code: head.code, name: head.name, ...amounts(o?.value ?? dec(0), c?.value ?? dec(0)) };
  });
  const order = (s: CorrectionSection) => CORRECTION_SECTIONS.indexOf(s);
  return lines.filter((l) => !dec(l.difference).isZero()).sort((a, b) => order(a.section) - order(b.section));
}

/** The line-by-line difference between the payslip as issued and the period recomputed today. */
export function correctionDifference(original: CorrectionFigures, corrected: CorrectionFigures): CorrectionDifference {
  const before = summaryValues(original);
  const after = summaryValues(corrected);
  const summary = Object.fromEntries(CORRECTION_SUMMARY_CODES.map((code) => [code, amounts(before[code], after[code])])) as Record<
    CorrectionSummaryCode,
    CorrectionAmounts
  >;
  const elements = elementLines(original, corrected);
  const diff = (code: CorrectionSummaryCode) => dec(summary[code].difference);
  const inpsAmount = diff("inps_employee").plus(diff("inps_employer"));
  const cassacolfAmount = diff("cassacolf_employee").plus(diff("cassacolf_employer"));
  return {
    elements,
    summary,
    contributions: {
      inpsEmployee: fmt2(diff("inps_employee")),
      inpsEmployer: fmt2(diff("inps_employer")),
      inpsAmount: fmt2(inpsAmount),
      cassacolfEmployee: fmt2(diff("cassacolf_employee")),
      cassacolfEmployer: fmt2(diff("cassacolf_employer")),
      cassacolfAmount: fmt2(cassacolfAmount),
      inpsHours: fmt2(diff("inps_hours")),
      totalToPay: fmt2(inpsAmount.plus(cassacolfAmount)),
    },
    hasDifference: elements.length > 0 || CORRECTION_SUMMARY_CODES.some((code) => !diff(code).isZero()),
  };
}

const elementsOf = (section: CorrectionSection, list: readonly PayslipElement[]) => list.map((e) => ({ section, code: e.code, name: e.name, value: e.value }));

/** A just-computed payslip's figures. */
export function correctionFiguresOfResult(r: PayslipResult): CorrectionFigures {
  return {
    elements: [
      ...elementsOf("earning", r.earningElements),
      ...elementsOf("deduction", r.deductionElements),
      ...elementsOf("imputed", r.imputedElements),
      ...elementsOf("employee_tax", r.employeeTaxesElements),
      ...elementsOf("employer_tax", r.employerTaxesElements),
    ],
    totalGross: r.totalGross,
    totalDeductions: r.totalDeductions,
    totalEmployeeInpsTaxes: r.totalEmployeeInpsTaxes,
    totalEmployeeCassacolfTaxes: r.totalEmployeeCassacolfTaxes,
    totalEmployerTaxes: r.totalEmployerTaxes,
    totalNet: r.totalNet,
    totalCost: r.totalCost,
    thirteenthAccrued: r.thirteenthState.accrued,
    severanceAccrued: r.severanceState.accrued,
    vacationAccrued: r.vacationState.accrued,
    inpsHours: fmt2(sum(r.inpsContributions.filter((w) => !w.isFromNextPeriod).map((w) => dec(w.hours)))),
    cassacolfHours: fmt2(sum(r.cassacolfContributions.filter((w) => !w.isFromNextPeriod).map((w) => dec(w.hours)))),
  };
}

/**
 * The whole hours a correction declares in the quarter it is paid in: the decimal hours' difference
 * rounded half up away from zero (a correction adds or removes hours already declared, rules-update §1c).
 */
export function correctionWholeHours(decimalHours: string): number {
  const d = dec(decimalHours);
  const whole = d.abs().toDecimalPlaces(0, 4).toNumber();
  return d.isNegative() ? -whole : whole;
}

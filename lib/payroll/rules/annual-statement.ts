/**
 * The worker's annual statement ("Dichiarazione sostitutiva della CU", docs/domain/rules-update.md §7)
 * and the employer's deductible contributions of the year (docs/domain/rules.md §4 "Employer's tax
 * benefits": employer-share contributions deductible up to EUR 1,549.37 a year).
 *
 * Built from the FINAL payslips of one contract whose period falls in the year, and the corrections
 * paid in it (a correction counts in the year of its payment, `paidYearOf`):
 * - gross paid in the year including the 13th, excluding TFR and TFR advances (taxed separately,
 *   rules.md §11), with the 13th, overtime/premiums and the board cash indemnity shown as "of which";
 * - worker INPS and CAS.SA.COLF withheld; taxable income = gross − worker contributions (730 quadro C,
 *   code 2); board in kind on its own line and, by default, not taxable (setting, §7);
 * - TFR paid (final settlement) and advances, each with the period paid and the years of accrual;
 * - days of employment in the year (calendar days, 730 rigo C5) and the contract type (1 open-ended,
 *   2 fixed-term).
 * A contract taken over in the year (opening balances with the year-to-date figures, rules-update-3
 * A7) adds the previous system's months: gross, worker shares, taxable pay, days, and the employer
 * INPS share of the quarters it declared.
 * Interpretation: the employer's deductible figure is the employer INPS share of the year's payslips
 * (accrual basis), capped at 1,549.37; CAS.SA.COLF is a contractual contribution and is not included.
 */
import { addDays, diffDays, maxDate, minDate } from "../calendar/dates";
import { PayrollError } from "../errors";
import { Decimal, ZERO, dec, fmt2, sum } from "../money";
import type { StoredPayslipKind } from "../payslip-kinds";

export const EMPLOYER_DEDUCTIBLE_CAP = "1549.37";

export interface AnnualStatementElement {
  section: "earning" | "deduction" | "imputed" | "employee_tax" | "employer_tax";
  code: string;
  value: string;
}

export interface AnnualStatementPayslip {
  period: string;
  kind: StoredPayslipKind;
  /** a correction's month of payment (YYYY-MM): the year it counts in (paidYearOf) */
  paidPeriod?: string | null;
  totalGross: string;
  totalEmployeeInpsTaxes: string;
  totalEmployeeCassacolfTaxes: string;
  totalNet: string;
  elements: readonly AnnualStatementElement[];
}

/**
 * A contract taken over in the middle of a year (docs/domain/rules-update-3.md A7): the year-to-date
 * figures of the months the previous system ran, from the opening balances as of `asOfDate`.
 */
export interface AnnualStatementTakeOver {
  asOfDate: string;
  /** gross paid up to asOfDate, 13th included, TFR excluded */
  grossPaid: string;
  workerInps: string;
  workerCassacolf: string;
  /** null = gross − worker INPS − worker CAS.SA.COLF */
  taxable: string | null;
  /** days of employment up to asOfDate; null = the calendar days */
  employmentDays: number | null;
  /** contributions the previous system declared, per quarter ('YYYY-Qn') */
  declaredQuarters: readonly { quarter: string; inpsAmount: string; inpsWorkerAmount: string }[];
}

export interface AnnualStatementInput {
  year: number;
  contract: { startDate: string; endDate: string | null; fixedTerm: boolean };
  payslips: readonly AnnualStatementPayslip[];
  /** opening balances of a take-over: counted when asOfDate falls in the year */
  takeOver?: AnnualStatementTakeOver | null;
  /** include the board in kind in the taxable income (default false, §7) */
  boardInKindTaxable?: boolean;
}

export interface TfrPayment {
  kind: "final" | "advance";
  period: string;
  amount: string;
  revaluation: string;
  accrualFromYear: number;
  accrualToYear: number;
}

export interface AnnualStatement {
  year: number;
  periodStart: string;
  periodEnd: string;
  daysOfEmployment: number;
  contractType: "open_ended" | "fixed_term";
  /** 730 code: 1 open-ended, 2 fixed-term */
  contractTypeCode: 1 | 2;
  months: string[];
  grossPaid: string;
  thirteenthPaid: string;
  overtimeAndPremiums: string;
  boardCashIndemnity: string;
  boardInKind: string;
  workerInpsWithheld: string;
  workerCassacolfWithheld: string;
  taxableIncome: string;
  netPaid: string;
  tfr: TfrPayment[];
  tfrTotal: string;
  employer: {
    inpsEmployerShare: string;
    cassacolfEmployerShare: string;
    deductibleContributions: string;
    deductibleCap: string;
  };
  /** the part of the year run by the previous system (take-over), already included in the figures above; null when none */
  takeOver: {
    asOfDate: string;
    grossPaid: string;
    workerInpsWithheld: string;
    workerCassacolfWithheld: string;
    taxableIncome: string;
    daysOfEmployment: number;
    inpsEmployerShare: string;
  } | null;
}

const TFR_CODES = new Set(["TFR", "TFR_RIVALUTAZIONE", "ANTICIPO_TFR"]);
const THIRTEENTH_CODES = new Set(["TREDICESIMA", "TREDICESIMA_RATEI"]);
const PREMIUM_CODES = new Set(["STRAORDINARIO", "STRAORDINARIO_GIORN", "STRAORDINARIO_NOTT", "LAV_DOMENICALE", "LAV_FESTIVO", "LAV_NOTTURNO", "ALTRO_LAVORO"]);
const BOARD_CASH_CODES = new Set(["VITTO_ALLOGGIO_INDENNITA", "VITTO_ALLOGGIO_ASSENZA"]);
const BOARD_KIND_CODES = new Set(["VITTO_ALLOGGIO_NATURA", "VITTO_ALLOGGIO_NATURA_NON_GODUTO"]);

function total(payslips: readonly AnnualStatementPayslip[], pick: (e: AnnualStatementElement) => boolean): Decimal {
  return sum(payslips.flatMap((p) => p.elements.filter(pick).map((e) => dec(e.value))));
}

/**
 * The year a payslip's sums count in: its period's, and a correction's its payment's (the statement
 * states the sums paid in the year, art. 34 c. 6: a December payslip corrected and paid in February
 * counts its difference in the next year, the original stays in its own; docs/corrections.md).
 */
export function paidYearOf(p: Pick<AnnualStatementPayslip, "period" | "kind" | "paidPeriod">): number {
  return Number((p.kind === "correction" && p.paidPeriod ? p.paidPeriod : p.period).slice(0, 4));
}

export function computeAnnualStatement(input: AnnualStatementInput): AnnualStatement {
  const { year, contract } = input;
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const periodStart = maxDate(contract.startDate, yearStart);
  const periodEnd = contract.endDate ? minDate(contract.endDate, yearEnd) : yearEnd;
  if (periodEnd < periodStart) throw new PayrollError("contract_not_active_in_year", `Il rapporto non è in essere nel ${year}`, { year: String(year) });
  const payslips = input.payslips.filter((p) => paidYearOf(p) === year);

  const grossAll = sum(payslips.map((p) => dec(p.totalGross)));
  const tfrAll = total(payslips, (e) => e.section === "earning" && TFR_CODES.has(e.code));
  const before = takeOverPart(input, periodStart, periodEnd);
  const grossPaid = grossAll.minus(tfrAll).plus(before?.gross ?? ZERO);
  const workerInps = sum(payslips.map((p) => dec(p.totalEmployeeInpsTaxes))).plus(before?.inps ?? ZERO);
  const workerCas = sum(payslips.map((p) => dec(p.totalEmployeeCassacolfTaxes))).plus(before?.cas ?? ZERO);
  const boardInKind = total(payslips, (e) => e.section === "imputed" && BOARD_KIND_CODES.has(e.code));
  // the previous system's taxable figure stands for its months; ours is gross − worker contributions
  let taxable = grossPaid.minus(workerInps).minus(workerCas);
  if (before) taxable = taxable.plus(before.taxable.minus(before.gross.minus(before.inps).minus(before.cas)));
  if (input.boardInKindTaxable) taxable = taxable.plus(boardInKind);

  const startYear = Number(contract.startDate.slice(0, 4));
  const tfr: TfrPayment[] = [];
  for (const p of [...payslips].sort((a, b) => (a.period < b.period ? -1 : 1))) {
    const adv = sum(p.elements.filter((e) => e.section === "earning" && e.code === "ANTICIPO_TFR").map((e) => dec(e.value)));
    if (!adv.isZero()) tfr.push({ kind: "advance", period: p.period, amount: fmt2(adv), revaluation: "0.00", accrualFromYear: startYear, accrualToYear: year });
    const fin = sum(p.elements.filter((e) => e.section === "earning" && e.code === "TFR").map((e) => dec(e.value)));
    const reval = sum(p.elements.filter((e) => e.section === "earning" && e.code === "TFR_RIVALUTAZIONE").map((e) => dec(e.value)));
    if (!fin.isZero() || !reval.isZero())
      tfr.push({ kind: "final", period: p.period, amount: fmt2(fin), revaluation: fmt2(reval), accrualFromYear: startYear, accrualToYear: year });
  }

  const employerInps = total(payslips, (e) => e.section === "employer_tax" && e.code === "INPS_DATORE").plus(before?.employerInps ?? ZERO);
  const employerCas = total(payslips, (e) => e.section === "employer_tax" && e.code === "CASSACOLF_DATORE");
  const cap = dec(EMPLOYER_DEDUCTIBLE_CAP);

  return {
    year,
    periodStart,
    periodEnd,
    daysOfEmployment: before
      ? before.days + (before.asOfDate >= periodEnd ? 0 : diffDays(maxDate(addDays(before.asOfDate, 1), periodStart), periodEnd) + 1)
      : diffDays(periodStart, periodEnd) + 1,
    contractType: contract.fixedTerm ? "fixed_term" : "open_ended",
    contractTypeCode: contract.fixedTerm ? 2 : 1,
    // the months of the year run: a correction of another year's month adds its sums, not its month
    months: [...new Set(payslips.filter((p) => p.period.startsWith(`${year}-`)).map((p) => p.period))].sort(),
    grossPaid: fmt2(grossPaid),
    thirteenthPaid: fmt2(total(payslips, (e) => e.section === "earning" && THIRTEENTH_CODES.has(e.code))),
    overtimeAndPremiums: fmt2(total(payslips, (e) => e.section === "earning" && PREMIUM_CODES.has(e.code))),
    boardCashIndemnity: fmt2(total(payslips, (e) => e.section === "earning" && BOARD_CASH_CODES.has(e.code))),
    boardInKind: fmt2(boardInKind),
    workerInpsWithheld: fmt2(workerInps),
    workerCassacolfWithheld: fmt2(workerCas),
    taxableIncome: fmt2(taxable),
    // the previous system's months: gross − worker contributions (its other deductions are not known)
    netPaid: fmt2(sum(payslips.map((p) => dec(p.totalNet))).plus(before ? before.gross.minus(before.inps).minus(before.cas) : ZERO)),
    tfr,
    tfrTotal: fmt2(tfrAll),
    employer: {
      inpsEmployerShare: fmt2(employerInps),
      cassacolfEmployerShare: fmt2(employerCas),
      deductibleContributions: fmt2(employerInps.greaterThan(cap) ? cap : employerInps.lessThan(ZERO) ? ZERO : employerInps),
      deductibleCap: EMPLOYER_DEDUCTIBLE_CAP,
    },
    takeOver: before
      ? {
          asOfDate: before.asOfDate,
          grossPaid: fmt2(before.gross),
          workerInpsWithheld: fmt2(before.inps),
          workerCassacolfWithheld: fmt2(before.cas),
          taxableIncome: fmt2(before.taxable),
          daysOfEmployment: before.days,
          inpsEmployerShare: fmt2(before.employerInps),
        }
      : null,
  };
}

interface TakeOverPart {
  asOfDate: string;
  gross: Decimal;
  inps: Decimal;
  cas: Decimal;
  taxable: Decimal;
  days: number;
  employerInps: Decimal;
}

/**
 * The months of the year run by the previous system (rules-update-3 A7), when the take-over date
 * falls in the year: its gross, worker shares, taxable pay and days of employment (calendar days
 * from the start of the year or the hiring when not given), and the employer INPS share of the
 * quarters of the year it declared (INPS paid − worker share).
 */
function takeOverPart(input: AnnualStatementInput, periodStart: string, periodEnd: string): TakeOverPart | null {
  const t = input.takeOver;
  if (!t || !t.asOfDate.startsWith(`${input.year}-`) || t.asOfDate < periodStart) return null;
  const gross = dec(t.grossPaid);
  const inps = dec(t.workerInps);
  const cas = dec(t.workerCassacolf);
  const last = minDate(t.asOfDate, periodEnd);
  const quarters = t.declaredQuarters.filter((q) => q.quarter.startsWith(`${input.year}-`));
  return {
    asOfDate: t.asOfDate,
    gross,
    inps,
    cas,
    taxable: t.taxable === null ? gross.minus(inps).minus(cas) : dec(t.taxable),
    days: t.employmentDays ?? diffDays(periodStart, last) + 1,
    employerInps: sum(quarters.map((q) => dec(q.inpsAmount).minus(dec(q.inpsWorkerAmount)))),
  };
}

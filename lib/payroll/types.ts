/**
 * Engine input and output types. Dates 'YYYY-MM-DD', periods 'YYYY-MM', every decimal a string.
 * The output serialises 1:1 to interface §2.2 (plus documented extra fields).
 */
import type { AbsenceLocation, EventSubType, EventType } from "./events";
import type { Level, RateRegistry } from "./rates/types";
import type { PayrollSettings } from "./settings";
import type { StatementCassacolfWeek, StatementInpsWeek } from "./rules/quarterly-statement";

export type { Level, PayTable } from "./rates/types";

export type JobType =
  | "domestic_help"
  | "carer_self_sufficient"
  | "carer_non_self_sufficient"
  | "babysitter"
  | "night_assistance"
  | "night_presence"
  | "rest_day_substitute"
  | "cook"
  | "other";

export interface ContractInput {
  id: string;
  startDate: string;
  endDate: string | null;
  fixedTerm: boolean;
  replacesAbsentWorker: boolean;
  cuafDue: boolean;
  /** worker renounced the IVS share (circ. 88/2023): no worker INPS share withheld */
  workerRenouncedIvsShare?: boolean;
  patronSaintDay?: string | null;
}

export interface BoardInput {
  breakfastLunch: boolean;
  dinner: boolean;
  lodging: boolean;
  /** true: paid as cash indemnity (earning); false: given in kind (imputed) */
  inCash: boolean;
}

export interface ContractTerms {
  effectiveFrom: string;
  level: Level;
  jobType: JobType;
  cohabiting: boolean;
  payBasis: "hourly" | "monthly";
  /** agreed wage: per hour (hourly) or per month (monthly) */
  wage: string;
  /** hours Monday..Sunday */
  weeklySchedule: readonly [string, string, string, string, string, string, string] | readonly string[];
  board: BoardInput;
  babysitterChildUnderSix: boolean;
  multipleAssisted: boolean;
  functionAllowance: boolean;
  /** override of the number of seniority increments; else computed from contract.startDate */
  seniorityIncrements?: number | null;
  /**
   * The wage as the CCNL builds it (issue 12 item 9): the part above the CCNL minimum in force on
   * effectiveFrom, per pay unit. Set → the agreed wage follows the minimum (minimum of the day +
   * superminimo, an absorbable superminimo absorbing the minimum's increases, rules-update §8);
   * null → `wage` is a fixed figure.
   */
  superminimo?: string | null;
  /** default true: later increases of the minimum are absorbed by the superminimo, up to its amount */
  superminimoAbsorbable?: boolean;
  /**
   * Last day of the worker's UNI 11766:2019 certification (rules-update §8, Table L): the monthly
   * allowance is due to levels B, BS and CS while it is valid; null/absent = not certified.
   */
  uniCertifiedUntil?: string | null;
}

export interface WorkEvent {
  id: string;
  date: string;
  hours: string;
  type: EventType;
  subType: EventSubType;
  multiplier: string;
  customName?: string | null;
  addsToThirteen: boolean;
  addsToSeverance: boolean;
  isFromGlobalWage: boolean;
  affectsContributions: boolean;
  /** sick and injury days of a live-in worker: where the worker is (rules-update §1b); absent = at the employer's home */
  absenceLocation?: AbsenceLocation | null;
}

export type PeriodType = "period" | "week" | "hour" | "day" | "month" | "year";

export interface CustomElementInput {
  name: string;
  periodType: PeriodType;
  periodDuration: string;
  value: string;
}

export interface ContributionWeekInput {
  hours: string;
  weekStart: string;
  weekEnd: string;
  isFromNextPeriod: boolean;
  /** a week of the notice period after the termination (docs/domain/rules-update.md §3) */
  isNoticePeriod?: boolean;
}

/** run-payroll body fields (interface §4.1) relevant to the computation. */
export interface RunOptions {
  period: string;
  contributionWeeks?: readonly ContributionWeekInput[] | null;
  notUsedVacationContributionHours?: string | null;
  missingNoticeWeeks?: string | null;
  isThirteenth?: boolean;
  employmentEndDate?: string | null;
  missingNoticeType?: "EMPLOYER" | "EMPLOYEE" | null;
  missingNoticeDays?: string | null;
  liquidateSeveranceWithEmploymentEnd?: boolean | null;
  severanceLiquidationPayslip?: boolean | null;
  severanceAnticipation?: string | null;
  vacationAnticipation?: string | null;
  accommodationInCash?: string | null;
  accommodationInNature?: string | null;
  customEarnings?: readonly CustomElementInput[] | null;
  customDeductions?: readonly CustomElementInput[] | null;
  customImputedElements?: readonly CustomElementInput[] | null;
  /**
   * A TFR coefficient for a month not yet published, with the reason (docs/domain/rules-update.md §2):
   * without it a termination or advance whose coefficient month is missing is blocked.
   */
  provisionalTfrCoefficient?: { percent: string; reason: string } | null;
  /** notice lines: the CCNL notice the engine computed, to print its days (rules-update.md §4) */
  noticeExplanation?: { ccnlDays: number; workedDays: number; missingDays: number; reason: string | null } | null;
}

export type AbsenceKind = "sick" | "injury";
export type AbsencePay = "half" | "full" | "none";

/** One earlier sick or injury calendar day (for the rolling-365-day counters and episode continuity). */
export interface AbsenceDay {
  date: string;
  kind: AbsenceKind;
  pay: AbsencePay;
}

export const TOTAL_NAMES = [
  "totalGross",
  "totalDeductions",
  "totalAfterDeductionsGross",
  "totalEmployeeTaxes",
  "totalEmployeeInpsTaxes",
  "totalEmployeeCassacolfTaxes",
  "totalTaxableGross",
  "totalEmployerTaxes",
  "totalCost",
  "totalNet",
] as const;
export type TotalName = (typeof TOTAL_NAMES)[number];

/**
 * Running state carried from one payslip to the next (or built from opening balances with
 * `stateFromOpeningBalances`). Values are full-precision decimal strings (up to 10 places) so that
 * twelve monthly twelfths add back to the exact yearly figure; the payslip's display states are
 * these values rounded.
 */
export interface RunningState {
  /** period ('YYYY-MM') of the payslip this state comes from; null for opening balances */
  period: string | null;
  /** calendar year the year-to-date figures belong to */
  year: number;
  /** olderYearsLeft: the part of previousYearLeft accrued before the previous year (absent = 0) */
  vacation: { previousYearLeft: string; accruedThisYear: string; usedThisYear: string; olderYearsLeft?: string };
  /** paid-permit hours used in the calendar year (absent = 0) */
  permits?: { paidHoursUsedThisYear: string };
  thirteenth: {
    accruedThisYear: string;
    /** liquidated this calendar year */
    liquidatedThisYear: string;
    totalLiquidated: string;
    /** accrued and not yet paid (may include earlier years if never paid) */
    totalLeft: string;
    /** last period whose accrual is included (a thirteenth payslip may include its own month) */
    accruedThroughPeriod: string | null;
    /**
     * CCNL reading of a monthly worker's thirteenth (rules-update-3 A2): months counted this year
     * (Σ of the month fractions) and the part of accruedThisYear that is base × months / 12 (absent = 0)
     */
    monthsThisYear?: string;
    baseAccruedThisYear?: string;
  };
  severance: {
    accruedThisYear: string;
    /** fund at the last 31 Dec incl. revaluations, net of advances and liquidations */
    accruedPreviousYears: string;
    totalLiquidated: string;
    /** revaluation already credited (informational) */
    revaluationTotal: string;
    /** fund at the last 31 Dec before this year's advances (docs/domain/rules-update.md §1e) */
    fundAtLastYearEnd?: string;
    /** advances paid this year */
    advancesThisYear?: string;
    /** revaluation of the advanced parts with the coefficient of their month, credited at 31 Dec or at termination (§1e) */
    advanceRevaluationThisYear?: string;
    /** the fund at 31 Dec of this year is already revalued (opening balances given at 31 Dec) */
    revaluedThroughYear?: number | null;
  };
  sick: { totalPaidHalfDays: string; totalPaidFullDays: string; totalNonPaidDays: string };
  injury: { totalPaidFullDays: string; totalNonPaidDays: string };
  /** earlier sick/injury days (at least the last 365 days) */
  absenceHistory: readonly AbsenceDay[];
  /** year-to-date totals of `year` */
  ytd: Partial<Record<TotalName, string>>;
  /** year-to-date per element code of `year` */
  elementYtd: Readonly<Record<string, string>>;
  /** deductions a payslip could not take (its net would have been negative), owed to the next payslip with pay (rules-update-3 A17; absent = 0) */
  carriedDeduction?: string;
}

export interface PayrollInput {
  contract: ContractInput;
  terms: readonly ContractTerms[];
  /**
   * Work events. Pay uses the events inside the period; contribution hours use the events inside
   * the contribution weeks, so pass the events from `contributionEventRange(...)` (the first
   * week may start in the previous month).
   */
  events: readonly WorkEvent[];
  /** state after the previous payslip of the contract, or from opening balances; null = fresh hire */
  state: RunningState | null;
  options: RunOptions;
  rates?: RateRegistry;
  settings?: Partial<PayrollSettings>;
  /**
   * The non-deferred INPS and CAS.SA.COLF week lines of the earlier payslips of the same quarter: on the
   * quarter's last payslip (or an employment's final one) the engine settles the quarterly rounding
   * difference (rules/quarter-rounding.ts, rules-update-3 A9). Absent = not settled.
   */
  quarterEarlierWeeks?: { inps: StatementInpsWeek[]; cassacolf: StatementCassacolfWeek[] };
}

export type ElementType = "earning" | "deduction" | "imputed" | "employee_tax" | "employer_tax";

export interface PayslipElement {
  id: string;
  type: ElementType;
  code: string;
  name: string;
  periodType: PeriodType;
  periodDuration: string;
  rate: string;
  value: string;
  includedInBaseWage: boolean;
  ytd: string;
}

export interface InpsContributionLine {
  id: string;
  type: "bracket_1" | "bracket_2" | "bracket_3" | "over_24_hours";
  weekStart: string;
  weekEnd: string;
  hours: string;
  rate: string;
  employerRate: string;
  employeeRate: string;
  /** hours × published hourly total, rounded; "0.00" when isFromNextPeriod */
  amount: string;
  effectiveWageRate: string;
  isFromNextPeriod: boolean;
  conventionalWage: string;
  hourlyTotal: string;
  hourlyEmployee: string;
  hourlyEmployer: string;
  employeeAmount: string;
  employerAmount: string;
  /** year of the table used (year of the week's Saturday) */
  tableYear: number;
  /** why the hours were credited: worked/paid week, unused vacation, notice indemnity */
  origin: "week" | "notice";
  /** what decided the class (docs/domain/rules-update.md §1a): the agreed weekly hours of the terms ("contract") or the week's own hours ("week") */
  classBasis: "contract" | "week";
  /** the hours that decided the class (> 24 → over_24_hours) */
  classHours: string;
  /** present (true) only on hours of the notice indemnity credited to the notice period after the termination (rules-update.md §3) */
  isNoticePeriod?: true;
}

export interface CassacolfContributionLine {
  id: string;
  weekStart: string;
  weekEnd: string;
  hours: string;
  rate: string;
  employeeRate: string;
  employerRate: string;
  amount: string;
  employeeAmount: string;
  employerAmount: string;
  isFromNextPeriod: boolean;
}

export interface ContributionWeek {
  hours: string;
  weekStart: string;
  weekEnd: string;
  isFromNextPeriod: boolean;
  /** present (true) only on a week of the notice period after the termination, credited with the notice indemnity's hours (rules-update.md §3) */
  isNoticePeriod?: true;
}

/** A warning of the run: a stable `code`, the Italian `message` and the `params` a screen builds its own sentence from. */
export interface Warning {
  code: string;
  message: string;
  /** figures of the message: dates 'YYYY-MM-DD', decimals as plain strings ('12.50'), codes */
  params?: Record<string, string>;
}

export interface VacationStateOut {
  accrued: string;
  used: string;
  previousYearLeft: string;
  accruedThisYear: string;
  usedThisYear: string;
  totalLeft: string;
  /** the days left by year of origin, oldest first, with their deadline (issue 12 item 10) */
  byYear: { year: number; left: string; useBy: string }[];
  /** paid-permit hours of the calendar year (CCNL art. 19): entitlement, used, left */
  paidPermits: { entitlementHours: string; usedThisYear: string; left: string } | null;
}
export interface ThirteenthStateOut {
  utilWage: string;
  accrued: string;
  liquidated: string;
  accruedThisYear: string;
  totalLiquidated: string;
  totalLeft: string;
}
export interface SeveranceStateOut {
  utilWage: string;
  accrued: string;
  liquidated: string;
  accruedThisYear: string;
  accruedPreviousYears: string;
  totalLiquidated: string;
  totalLeft: string;
}
export interface SickStateOut {
  paidHalfDays: string;
  paidFullDays: string;
  nonPaidDays: string;
  totalPaidHalfDays: string;
  totalPaidFullDays: string;
  totalNonPaidDays: string;
}
export interface InjuryStateOut {
  paidFullDays: string;
  nonPaidDays: string;
  totalPaidFullDays: string;
  totalNonPaidDays: string;
}

/** TFR paid at termination, broken down (docs/domain/rules-update.md §1e, §2). */
export interface SeveranceBreakdown {
  /** fund at the last 31 December, revaluation included, before this year's advances */
  fundAtLastYearEnd: string;
  revaluation: string;
  /** coefficient percent and its month 'YYYY-MM' (null month: less than half a month elapsed) */
  coefficientPercent: string;
  coefficientMonth: string | null;
  coefficientProvisional: boolean;
  provisionalReason: string | null;
  /** part of the revaluation on this year's advances (with the coefficient of their month) */
  advanceRevaluation: string;
  /** TFR accrued this year (quota of the year, incl. this payslip) */
  quotaOfYear: string;
  advancesThisYear: string;
  totalPaid: string;
}

export type Totals = Record<TotalName, string>;
export type YtdTotals = {
  ytdTotalGross: string;
  ytdTotalDeductions: string;
  ytdTotalAfterDeductionsGross: string;
  ytdTotalEmployeeTaxes: string;
  ytdTotalEmployeeInpsTaxes: string;
  ytdTotalEmployeeCassacolfTaxes: string;
  ytdTotalTaxableGross: string;
  ytdTotalEmployerTaxes: string;
  ytdTotalCost: string;
  ytdTotalNet: string;
};

export interface PayslipResult extends Totals, YtdTotals {
  domesticContractId: string;
  period: string;
  startDate: string;
  endDate: string;
  isThirteenth: boolean;
  isSeveranceLiquidation: boolean;
  isEmploymentEnded: boolean;
  earningElements: PayslipElement[];
  deductionElements: PayslipElement[];
  imputedElements: PayslipElement[];
  employeeTaxesElements: PayslipElement[];
  employerTaxesElements: PayslipElement[];
  inpsContributions: InpsContributionLine[];
  cassacolfContributions: CassacolfContributionLine[];
  contributionWeeks: ContributionWeek[];
  vacationState: VacationStateOut;
  thirteenthState: ThirteenthStateOut;
  severanceState: SeveranceStateOut;
  sickState: SickStateOut;
  injuryState: InjuryStateOut;
  warnings: Warning[];
  /** e.g. "2025 · INPS circ. 29/2025 · CCNL minimi 2025" (several joined by " + " when weeks span two years) */
  rateTableVersion: string;
  /** ids of the dated rate-table versions in force during the period, e.g. "ccnl-minimums@2026-01-01" (docs/rate-tables.md) */
  rateTableVersions: string[];
  /** state to pass as `state` to the next payslip of the contract */
  nextState: RunningState;
  /** TFR paid with this payslip, broken down; null when no TFR is paid */
  severanceBreakdown?: SeveranceBreakdown | null;
}

/**
 * The payslip draft: one object with named fields that the steps of a payslip (pipeline.ts)
 * read and fill in order. A step is a named function over the draft; each kind of payslip
 * (ordinary, thirteenth, TFR liquidation) is a list of steps.
 */
import { Decimal, ZERO, dec } from "../money";
import { getYearRates } from "../rates";
import type {
  CassacolfContributionLine,
  InpsContributionLine,
  PayrollInput,
  PayslipResult,
  RunOptions,
  RunningState,
  SeveranceBreakdown,
  Warning,
} from "../types";
import { emptyState, monthFractions, type MonthFractions } from "./accruals";
import { monthAccrualBase } from "./accrual-base";
import { buildContext, type Ctx } from "./context";
import type { ComputedWeek } from "./hours";
import { LineBuilder } from "./lines";
import { payslipKindOf, type PayslipKind } from "../payslip-kinds";

export type { PayslipKind } from "../payslip-kinds";

/** Running balances at full precision (the state of the contract, carried to `nextState`). */
export interface Balances {
  vacationPreviousYearLeft: Decimal;
  vacationAccruedThisYear: Decimal;
  vacationUsedThisYear: Decimal;
  /** the part of vacationPreviousYearLeft accrued before the previous year (rules/balances.ts) */
  vacationOlderYearsLeft: Decimal;
  paidPermitHoursUsedThisYear: Decimal;
  thirteenthAccruedThisYear: Decimal;
  thirteenthLiquidatedThisYear: Decimal;
  thirteenthTotalLiquidated: Decimal;
  thirteenthLeft: Decimal;
  thirteenthAccruedThroughPeriod: string | null;
  /** rules-update-3 A2 (rules/thirteenth.ts): months counted at the monthly global pay and their base part */
  thirteenthMonthsThisYear: Decimal;
  thirteenthBaseAccruedThisYear: Decimal;
  severanceAccruedThisYear: Decimal;
  severanceAccruedPreviousYears: Decimal;
  severanceTotalLiquidated: Decimal;
  severanceRevaluationTotal: Decimal;
  /** docs/domain/rules-update.md §1e: fund at the last 31 Dec before this year's advances, the advances, the revaluation of their advanced parts */
  severanceFundAtLastYearEnd: Decimal;
  severanceAdvancesThisYear: Decimal;
  severanceAdvanceRevaluation: Decimal;
  /** the fund at 31 Dec of this year is already revalued (opening balances given at 31 Dec) */
  severanceRevaluedThroughYear: number | null;
  sick: { paidHalfDays: Decimal; paidFullDays: Decimal; nonPaidDays: Decimal };
  injury: { paidFullDays: Decimal; nonPaidDays: Decimal };
  /** deductions carried to the next payslip with pay (rules/net-carry.ts) */
  carriedDeduction: Decimal;
}

/** What this payslip shows for its own month (the `accrued`/`used`/`liquidated` of the states). */
export interface MonthFigures {
  vacationAccrued: Decimal;
  vacationUsed: Decimal;
  thirteenthAccrued: Decimal;
  thirteenthPaid: Decimal;
  severanceBase: Decimal;
  severanceAccrued: Decimal;
  severancePaid: Decimal;
}

/** A contribution week being built: hours for INPS, hours for CAS.SA.COLF, the week's Saturday. */
export interface DraftWeek {
  weekStart: string;
  weekEnd: string;
  saturday: string;
  hours: Decimal;
  cassacolfHours: Decimal;
  isFromNextPeriod: boolean;
  origin: "week" | "notice";
}

/** One paid week's rounded amounts, grouped into contribution elements. */
export interface InpsWeekFigures {
  employee: Decimal;
  employer: Decimal;
  hourlyEmployee: Decimal;
  hourlyEmployer: Decimal;
  hours: Decimal;
}
export interface CassacolfWeekFigures {
  employee: Decimal;
  employer: Decimal;
  employeeRate: Decimal;
  employerRate: Decimal;
  hours: Decimal;
}

export interface PayslipDraft {
  input: PayrollInput;
  ctx: Ctx;
  options: RunOptions;
  kind: PayslipKind;
  /** warnings of the run (shared with the context, which adds its own while classifying) */
  warnings: Warning[];
  previousState: RunningState;
  /** the previous state belongs to the payslip's year (ytd figures continue) */
  sameYear: boolean;
  balances: Balances;
  month: MonthFigures;
  lines: LineBuilder;
  fractions: MonthFractions;
  /** thirteenth base: monthly global pay of the terms in force day by day over the employment part of the period (rules/accrual-base.ts) */
  thirteenthBase: Decimal;
  /** weeks as computed from the events (kept when the caller gives its own hours) */
  computedWeeks: ComputedWeek[];
  weeks: DraftWeek[];
  inpsLines: InpsContributionLine[];
  cassacolfLines: CassacolfContributionLine[];
  inpsWeeks: InpsWeekFigures[];
  cassacolfWeeks: CassacolfWeekFigures[];
  rateVersions: Set<string>;
  /** worker shares settled for the quarter's whole hours (rules/quarter-rounding.ts), null when none */
  quarterRounding: { inps: Decimal; cassacolf: Decimal } | null;
  /** TFR paid at termination, broken down (rules/severance-liquidation.ts) */
  severanceBreakdown: SeveranceBreakdown | null;
  /** set by the close step */
  result: PayslipResult | null;
}

/** A field of the draft a step may change: one of its own fields, a running balance or a month figure. */
export type DraftField =
  Exclude<keyof PayslipDraft, "balances" | "month" | "ctx" | "options" | "input"> | `balances.${keyof Balances}` | `month.${keyof MonthFigures}`;

/** A field a step may read: the draft's, or one of the run's read-only facts (context, run options, input). */
export type DraftRead = DraftField | `ctx.${Exclude<keyof Ctx, "warnings" | "options">}` | `options.${keyof RunOptions}` | `input.${keyof PayrollInput}`;

/**
 * A named step of a payslip with its declared contract (docs/engine-steps.md lists them all):
 * `reference` names the rule's legal source — CCNL article and comma, INPS circular or message,
 * law — and the section of docs/domain that states it, or says "Interpretation" and which section
 * it follows where the documents give no source; `reads` is every field the step looks at (a field
 * it changes in place, like `lines`, counts as read) and `writes` every field it assigns or changes.
 * tests/unit/payroll/step-descriptors.test.ts holds both to what the step does on the regression corpus.
 */
export interface PayslipStep {
  name: string;
  reference: readonly string[];
  reads: readonly DraftRead[];
  writes: readonly DraftField[];
  run(draft: PayslipDraft): void;
}

/** The draft before any step: context (settings, tables, employment, events), empty figures. */
export function createDraft(input: PayrollInput): PayslipDraft {
  const ctx = buildContext(input);
  const periodRates = getYearRates(ctx.year, ctx.registry);
  const previousState = input.state ?? emptyState(ctx.year);
  const refDate = ctx.employed ? ctx.effEnd : ctx.pEnd;
  const model = ctx.modelAt(refDate < ctx.contract.startDate ? ctx.contract.startDate : refDate);
  return {
    input,
    ctx,
    options: ctx.options,
    kind: payslipKindOf(ctx.options),
    warnings: ctx.warnings,
    previousState,
    sameYear: previousState.year === ctx.year,
    balances: balancesOf(previousState),
    month: {
      vacationAccrued: ZERO,
      vacationUsed: ZERO,
      thirteenthAccrued: ZERO,
      thirteenthPaid: ZERO,
      severanceBase: ZERO,
      severanceAccrued: ZERO,
      severancePaid: ZERO,
    },
    lines: new LineBuilder(),
    fractions: monthFractions(ctx),
    // day-weighted when terms change inside the month (rules-update-3 A3), an hourly worker's UNI allowance included (A15)
    thirteenthBase: monthAccrualBase(ctx, model),
    computedWeeks: [],
    weeks: [],
    inpsLines: [],
    cassacolfLines: [],
    inpsWeeks: [],
    cassacolfWeeks: [],
    rateVersions: new Set<string>([periodRates.version]),
    quarterRounding: null,
    severanceBreakdown: null,
    result: null,
  };
}

export function balancesOf(s: RunningState): Balances {
  const d = dec;
  return {
    vacationPreviousYearLeft: d(s.vacation.previousYearLeft),
    vacationAccruedThisYear: d(s.vacation.accruedThisYear),
    vacationUsedThisYear: d(s.vacation.usedThisYear),
    vacationOlderYearsLeft: d(s.vacation.olderYearsLeft ?? "0"),
    paidPermitHoursUsedThisYear: d(s.permits?.paidHoursUsedThisYear ?? "0"),
    thirteenthAccruedThisYear: d(s.thirteenth.accruedThisYear),
    thirteenthLiquidatedThisYear: d(s.thirteenth.liquidatedThisYear),
    thirteenthTotalLiquidated: d(s.thirteenth.totalLiquidated),
    thirteenthLeft: d(s.thirteenth.totalLeft),
    thirteenthAccruedThroughPeriod: s.thirteenth.accruedThroughPeriod,
    thirteenthMonthsThisYear: d(s.thirteenth.monthsThisYear ?? "0"),
    thirteenthBaseAccruedThisYear: d(s.thirteenth.baseAccruedThisYear ?? "0"),
    severanceAccruedThisYear: d(s.severance.accruedThisYear),
    severanceAccruedPreviousYears: d(s.severance.accruedPreviousYears),
    severanceTotalLiquidated: d(s.severance.totalLiquidated),
    severanceRevaluationTotal: d(s.severance.revaluationTotal),
    severanceFundAtLastYearEnd: d(s.severance.fundAtLastYearEnd ?? s.severance.accruedPreviousYears),
    severanceAdvancesThisYear: d(s.severance.advancesThisYear ?? "0"),
    severanceAdvanceRevaluation: d(s.severance.advanceRevaluationThisYear ?? "0"),
    severanceRevaluedThroughYear: s.severance.revaluedThroughYear ?? null,
    sick: { paidHalfDays: d(s.sick.totalPaidHalfDays), paidFullDays: d(s.sick.totalPaidFullDays), nonPaidDays: d(s.sick.totalNonPaidDays) },
    injury: { paidFullDays: d(s.injury.totalPaidFullDays), nonPaidDays: d(s.injury.totalNonPaidDays) },
    carriedDeduction: d(s.carriedDeduction ?? "0"),
  };
}

/** vacation days left: previous years + accrued − used */
export function vacationLeft(b: Balances): Decimal {
  return b.vacationPreviousYearLeft.plus(b.vacationAccruedThisYear).minus(b.vacationUsedThisYear);
}

/** TFR fund: previous years + this year */
export function severanceFund(b: Balances): Decimal {
  return b.severanceAccruedPreviousYears.plus(b.severanceAccruedThisYear);
}

/** Runs the steps in order over a fresh draft. */
export function runSteps(input: PayrollInput, steps: readonly PayslipStep[]): PayslipDraft {
  const draft = createDraft(input);
  for (const step of steps) step.run(draft);
  return draft;
}

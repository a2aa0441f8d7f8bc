import "server-only";
/**
 * A correction's figures (docs/corrections.md): the final payslip as issued against its period
 * recomputed with today's data (the contract's events and terms, the rate tables, the running state
 * of the payslip before it), through the same computation as run-payroll. Reads only.
 */
import type { Db, Tx } from "@/lib/db/client";
import type { AccessScope } from "@/lib/auth/scope";
import { payslipWhere } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { selectRunFacts } from "@/lib/db/statements/payslips";
import { AppError, notFound } from "@/lib/errors";
import {
  correctionDifference,
  correctionFiguresOfResult,
  correctionWholeHours,
  dec,
  fmt2,
  formatQuarter,
  quarterOfDate,
  sum,
  type CorrectionDifference,
  type CorrectionFigures,
  type CorrectionSection,
  type PayslipKind,
  type PayslipResult,
  type RateRegistry,
} from "@/lib/payroll";
import type { RunPayrollBody } from "@/lib/validation/payslip";
import { checkFactsOf, checkFactsRange } from "@/lib/services/payslips/check-payroll";
import { contributionWeeksOf } from "@/lib/services/payslips/compute-contribution-weeks";
import { loadPayrollInputsMany, type PayrollInputs } from "@/lib/services/payslips/payroll-inputs";
import { computeDraft } from "@/lib/services/payslips/run-payroll";

export const originalInclude = {
  elements: { orderBy: { position: "asc" } },
  inpsWeeks: { orderBy: { position: "asc" } },
  cassacolfWeeks: { orderBy: { position: "asc" } },
  contract: { select: { workerFirstName: true, workerLastName: true, employer: { select: { displayName: true } } } },
  // its final corrections so far: the next one states what is still to correct
  corrections: { where: { status: "final" }, orderBy: { correctionNumber: "asc" }, include: { elements: true } },
} as const;

type OriginalRow = NonNullable<Awaited<ReturnType<typeof findOriginal>>>;

async function findOriginal(db: Db | Tx, scope: AccessScope, id: string) {
  return db.payslip.findFirst({ where: { id, ...payslipWhere(scope) }, include: originalInclude });
}

/** The payslip to correct: final, not itself a correction (404 out of scope, 409 otherwise). */
export async function loadOriginal(db: Db | Tx, scope: AccessScope, id: string): Promise<OriginalRow> {
  const row = await findOriginal(db, scope, id);
  if (!row) throw notFound("Payslip");
  if (row.status !== "final") throw new AppError("payslip_not_final", "Only a final payslip is corrected: a draft is simply run again");
  if (row.kind === "correction")
    throw new AppError("payslip_not_correctable", "A correcting payslip is not corrected: correct the original payslip again", {
      extra: { originalPayslipId: row.correctsPayslipId },
    });
  return row;
}

const stateField = (state: unknown, field: string): string => {
  const value = (state as Record<string, unknown> | null)?.[field];
  return typeof value === "string" ? value : "0.00";
};

/** The stored payslip's figures, in the shape the engine compares. */
export function figuresOfStored(p: OriginalRow): CorrectionFigures {
  const hours = (weeks: readonly { hours: { toFixed(n: number): string }; isFromNextPeriod: boolean }[]) =>
    fmt2(sum(weeks.filter((w) => !w.isFromNextPeriod).map((w) => dec(w.hours.toFixed(2)))));
  return {
    elements: p.elements.map((e) => ({ section: e.section as CorrectionSection, code: e.code, name: e.name, value: e.value.toFixed(2) })),
    totalGross: p.totalGross.toFixed(2),
    totalDeductions: p.totalDeductions.toFixed(2),
    totalEmployeeInpsTaxes: p.totalEmployeeInpsTaxes.toFixed(2),
    totalEmployeeCassacolfTaxes: p.totalEmployeeCassacolfTaxes.toFixed(2),
    totalEmployerTaxes: p.totalEmployerTaxes.toFixed(2),
    totalNet: p.totalNet.toFixed(2),
    totalCost: p.totalCost.toFixed(2),
    thirteenthAccrued: stateField(p.thirteenthState, "accrued"),
    severanceAccrued: stateField(p.severanceState, "accrued"),
    vacationAccrued: stateField(p.vacationState, "accrued"),
    inpsHours: hours(p.inpsWeeks),
    cassacolfHours: hours(p.cassacolfWeeks),
  };
}

const storedSummary = (correction: unknown, code: string): string =>
  ((correction as { summary?: Record<string, { difference?: string }> } | null)?.summary?.[code]?.difference ?? "0.00") as string;

/**
 * What the original stands for today: as issued, plus the differences its earlier corrections paid
 * (their totals and elements are differences; their accruals and hours are in their summaries). A
 * second correction of a period so states only what is still to correct (docs/corrections.md).
 */
export function baselineFigures(p: OriginalRow): CorrectionFigures {
  const issued = figuresOfStored(p);
  if (p.corrections.length === 0) return issued;
  const plus = (value: string, f: (c: OriginalRow["corrections"][number]) => string) => fmt2(dec(value).plus(sum(p.corrections.map((c) => dec(f(c))))));
  return {
    elements: [
      ...issued.elements,
      ...p.corrections.flatMap((c) =>
        c.elements.map((e) => ({ section: e.section as CorrectionSection, code: e.code, name: e.name, value: e.value.toFixed(2) })),
      ),
    ],
    totalGross: plus(issued.totalGross, (c) => c.totalGross.toFixed(2)),
    totalDeductions: plus(issued.totalDeductions, (c) => c.totalDeductions.toFixed(2)),
    totalEmployeeInpsTaxes: plus(issued.totalEmployeeInpsTaxes, (c) => c.totalEmployeeInpsTaxes.toFixed(2)),
    totalEmployeeCassacolfTaxes: plus(issued.totalEmployeeCassacolfTaxes, (c) => c.totalEmployeeCassacolfTaxes.toFixed(2)),
    totalEmployerTaxes: plus(issued.totalEmployerTaxes, (c) => c.totalEmployerTaxes.toFixed(2)),
    totalNet: plus(issued.totalNet, (c) => c.totalNet.toFixed(2)),
    totalCost: plus(issued.totalCost, (c) => c.totalCost.toFixed(2)),
    thirteenthAccrued: plus(issued.thirteenthAccrued, (c) => storedSummary(c.correction, "thirteenth_accrual")),
    severanceAccrued: plus(issued.severanceAccrued, (c) => storedSummary(c.correction, "tfr_accrual")),
    vacationAccrued: plus(issued.vacationAccrued, (c) => storedSummary(c.correction, "vacation_accrual")),
    inpsHours: plus(issued.inpsHours, (c) => storedSummary(c.correction, "inps_hours")),
    cassacolfHours: plus(issued.cassacolfHours, (c) => storedSummary(c.correction, "cassacolf_hours")),
  };
}

/** The run options a payslip was computed with (its snapshot), as a run body for the same period today. */
const OPTION_KEYS = [
  "notUsedVacationContributionHours",
  "missingNoticeWeeks",
  "isThirteenth",
  "employmentEndDate",
  "missingNoticeType",
  "missingNoticeDays",
  "liquidateSeveranceWithEmploymentEnd",
  "severanceLiquidationPayslip",
  "severanceAnticipation",
  "vacationAnticipation",
  "accommodationInCash",
  "accommodationInNature",
  "customEarnings",
  "customDeductions",
  "customImputedElements",
  "provisionalTfrCoefficient",
] as const;

function bodyOf(p: OriginalRow, inputs: PayrollInputs, rates: RateRegistry | undefined): RunPayrollBody {
  const options = ((p.inputSnapshot as { options?: Record<string, unknown> } | null)?.options ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(OPTION_KEYS.filter((k) => options[k] !== undefined && options[k] !== null).map((k) => [k, options[k]]));
  const weeks =
    p.kind === "ordinary"
      ? contributionWeeksOf({
          contract: inputs.contract,
          events: inputs.events,
          state: inputs.state,
          settings: inputs.settings,
          startDate: dateString(p.startDate),
          endDate: dateString(p.endDate),
          employmentEnding: p.isEmploymentEnded,
          rates,
        }).map((w) => ({
          hours: w.hours,
          weekStart: w.weekStart,
          weekEnd: w.weekEnd,
          isFromNextPeriod: w.isFromNextPeriod,
          ...(w.isNoticePeriod ? { isNoticePeriod: true } : {}),
        }))
      : [];
  return {
    notUsedVacationContributionHours: "0.00",
    missingNoticeWeeks: "0",
    ...kept,
    domesticContractId: p.contractId,
    organizationId: p.organizationId,
    period: p.period,
    contributionWeeks: weeks,
  } as RunPayrollBody;
}

export interface ComputedCorrection {
  original: OriginalRow;
  inputs: PayrollInputs;
  result: PayslipResult;
  snapshot: Record<string, unknown>;
  difference: CorrectionDifference;
  paidPeriod: string;
  quarter: string;
  wholeHours: number;
}

/** The month a correction is paid in and its quarter: the payment date's (default today), never before the corrected period. */
export function paidPeriodOf(originalPeriod: string, paymentDate: string): { paidPeriod: string; quarter: string } {
  const paidPeriod = paymentDate.slice(0, 7);
  if (paidPeriod < originalPeriod) {
    throw new AppError("validation_failed", "A correction is paid in the corrected month or later", {
      errors: [
        { path: "/paymentDate", message: "The payment date precedes the corrected period", code: "payment_before_period", params: { period: originalPeriod } },
      ],
    });
  }
  return { paidPeriod, quarter: formatQuarter(quarterOfDate(paymentDate)) };
}

/** Recomputes the originals' periods with today's data and states each difference (no write). */
export async function computeCorrections(
  db: Db | Tx,
  scope: AccessScope,
  originals: readonly OriginalRow[],
  paymentDate: string,
  /** the organization's rate tables (ratesOf(ctx)): a correction recomputes on the tables in force now */
  rates: RateRegistry,
): Promise<Map<string, ComputedCorrection | { error: unknown }>> {
  const out = new Map<string, ComputedCorrection | { error: unknown }>();
  // one load per (period, kind): the engine's inputs of every contract concerned
  const groups = new Map<string, OriginalRow[]>();
  for (const p of originals) groups.set(`${p.period}|${p.kind}`, [...(groups.get(`${p.period}|${p.kind}`) ?? []), p]);
  for (const list of groups.values()) {
    const { period, kind } = list[0]!;
    const contractIds = list.map((p) => p.contractId);
    const inputsByContract = await loadPayrollInputsMany(db, scope, contractIds, period, kind as PayslipKind);
    const facts = await selectRunFacts(db, { contractIds, range: checkFactsRange(period), period, kind });
    const factsByContract = checkFactsOf(facts, contractIds);
    for (const p of list) {
      try {
        out.set(p.id, computeOne(p, inputsByContract.get(p.contractId), factsByContract.get(p.contractId)!, paymentDate, rates));
      } catch (error) {
        out.set(p.id, { error });
      }
    }
  }
  return out;
}

function computeOne(
  p: OriginalRow,
  inputs: PayrollInputs | undefined,
  facts: Parameters<typeof computeDraft>[1],
  paymentDate: string,
  rates: RateRegistry,
): ComputedCorrection {
  if (!inputs) throw notFound("Domestic contract");
  const { paidPeriod, quarter } = paidPeriodOf(p.period, paymentDate);
  const { result, snapshot } = computeDraft(inputs, facts, bodyOf(p, inputs, rates), p.kind as PayslipKind, rates);
  const difference = correctionDifference(baselineFigures(p), correctionFiguresOfResult(result));
  return { original: p, inputs, result, snapshot, difference, paidPeriod, quarter, wholeHours: correctionWholeHours(difference.contributions.inpsHours) };
}

export const workerNameOf = (p: OriginalRow) => `${p.contract.workerFirstName} ${p.contract.workerLastName}`;

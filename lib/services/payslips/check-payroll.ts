import "server-only";
import type { Queryable } from "@/lib/db/sql";
import { selectCheckFacts, type FactsRange, type RawFacts } from "@/lib/db/statements/payroll-inputs";
import type { PayrollValidation } from "@/lib/validation/payslip";
import { dateString } from "@/lib/db/serialize";
import { addDays, periodBounds } from "@/lib/payroll";
import { validateBeforeRun, type RateRegistry, type RunOptions } from "@/lib/payroll";
import { earlierOrdinaryPayslipsRange, earlierPeriodsOf, type PayrollInputs } from "./payroll-inputs";
import { noticeProposal } from "@/lib/services/contracts/notice-proposal";
import { coefficientIssues, recordedEndIn } from "./end-of-employment";
import { withOrganizationProvisional } from "./provisional-coefficient";

/** What validate-before-run reads from the database beyond the engine's inputs. */
export interface CheckFacts {
  /** the contract's ordinary payslips of the 24 months before the period */
  earlierPayslips: { period: string; status: string }[];
  /** stored sick-leave days of the 365 days up to the period end */
  storedSickDays: string[];
}

/** The months and days validate's facts cover for a period: 24 months of ordinary payslips, 365 days of sick leave. */
export function checkFactsRange(period: string): FactsRange {
  const { end } = periodBounds(period);
  const [earlierFrom, earlierBefore] = earlierOrdinaryPayslipsRange(period);
  return { earlierFrom, earlierBefore, sickFrom: addDays(end, -364), sickTo: end };
}

export function checkFactsOf(row: RawFacts | null | undefined, contractIds: readonly string[]): Map<string, CheckFacts> {
  const out = new Map<string, CheckFacts>(contractIds.map((id) => [id, { earlierPayslips: [], storedSickDays: [] }]));
  for (const p of row?.earlier ?? []) out.get(p.contractId)?.earlierPayslips.push({ period: p.period, status: p.status });
  for (const r of row?.sick ?? []) out.get(r.contractId)?.storedSickDays.push(r.date);
  return out;
}

/** The facts of many contracts for one period, in one statement. */
export async function loadCheckFactsMany(db: Queryable, contractIds: readonly string[], period: string): Promise<Map<string, CheckFacts>> {
  return checkFactsOf(await selectCheckFacts(db, contractIds, checkFactsRange(period)), contractIds);
}

/** validate-before-run over loaded inputs: the engine's pure checks plus the database facts. */
export async function checkPayroll(
  db: Queryable,
  inputs: PayrollInputs,
  period: string,
  options: Partial<RunOptions> = {},
  kind = "ordinary",
  rates?: RateRegistry,
): Promise<PayrollValidation> {
  const facts = (await loadCheckFactsMany(db, [inputs.contract.id], period)).get(inputs.contract.id)!;
  return checkPayrollWith(inputs, facts, period, options, kind, rates);
}

/** validate-before-run over loaded inputs and facts (no database): one home for the single call and the month-end batch. */
export function checkPayrollWith(
  inputs: PayrollInputs,
  facts: CheckFacts,
  period: string,
  options: Partial<RunOptions> = {},
  kind = "ordinary",
  /** the organization's rate tables (default: the shipped ones) */
  rates?: RateRegistry,
): PayrollValidation {
  const opening = inputs.stateSource === "opening_balances" ? inputs.opening : null;
  const earlier = earlierPeriodsOf(inputs.contract, period, opening?.asOfDate ?? null, facts.earlierPayslips);
  const result = validateBeforeRun({
    contract: inputs.engineContract,
    terms: inputs.engineTerms,
    period,
    events: inputs.events,
    state: inputs.state,
    options,
    settings: inputs.settings,
    ...(rates ? { rates } : {}),
    facts: {
      workerFiscalCode: inputs.contract.workerFiscalCode,
      ...earlier,
      sickDays: sickDaysOf(inputs, facts, period),
      // a take-over's first week (rules-update-3 A7): the opening balances, whichever payslip the state chains from
      ...(inputs.opening ? { takeOver: { asOfDate: inputs.opening.asOfDate, earlierDaysDeclaredElsewhere: inputs.opening.earlierDaysDeclaredElsewhere } } : {}),
    },
  });
  // An ended contract can still be paid for its last months; the period check above covers it.
  if (inputs.contract.endDate && options.employmentEndDate && options.employmentEndDate !== dateString(inputs.contract.endDate)) {
    result.warnings.push({
      code: "employment_end_differs_from_contract",
      message: `La cessazione indicata (${options.employmentEndDate}) differisce da quella del contratto (${dateString(inputs.contract.endDate)})`,
      field: "employmentEndDate",
      params: { employmentEndDate: options.employmentEndDate, contractEndDate: dateString(inputs.contract.endDate) },
    });
  }
  // end of employment recorded on the contract: the CCNL notice is proposed and explained, and the
  // TFR coefficient of the termination (or advance) must be published (docs/domain/rules-update.md §2, §4)
  const notice = recordedEndIn(inputs, period) ? noticeProposal(inputs.contract) : null;
  if (notice) {
    result.warnings.push({
      code: "notice_proposed",
      message: `Preavviso CCNL: ${notice.ccnlDays} giorni, mancanti ${notice.effectiveMissingDays}. ${notice.explanation.join(" ")}`,
      field: "missingNoticeDays",
      params: { ccnlDays: String(notice.ccnlDays), missingDays: String(notice.effectiveMissingDays), owedBy: notice.owedBy ?? "" },
    });
  }
  // the organization's provisional figure of a month the series lacks counts as given (issue 27 point 2)
  const coefficient = coefficientIssues(inputs, withOrganizationProvisional(inputs, { period, ...options }, kind), kind);
  if (coefficient.length > 0) {
    result.errors.push(...coefficient);
    result.valid = false;
  }
  const withParams = { ...result, errors: result.errors.map(issueWithParams), warnings: result.warnings.map(issueWithParams) };
  return notice ? { ...withParams, notice } : withParams;
}

/** every issue of an answer carries its params beside the sentence (empty when it has no figure) */
function issueWithParams<T extends { params?: Record<string, string> }>(issue: T): T & { params: Record<string, string> } {
  return { ...issue, params: issue.params ?? {} };
}

/**
 * Sick calendar days of the contract in the 365 days up to the period end (job retention,
 * docs/domain/rules-update.md §5): the stored sick-leave events plus the dated history carried by
 * the running state (opening balances of a contract taken over from another system).
 */
function sickDaysOf(inputs: PayrollInputs, facts: CheckFacts, period: string): string[] {
  const { end } = periodBounds(period);
  const from = addDays(end, -364);
  const days = [...facts.storedSickDays];
  for (const h of inputs.state?.absenceHistory ?? []) if (h.kind === "sick" && h.date >= from && h.date <= end) days.push(h.date);
  return [...new Set(days)].sort();
}

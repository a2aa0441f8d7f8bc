import type { Db, Tx } from "@/lib/db/client";
import { dateString } from "@/lib/db/serialize";
import { validateBeforeRun, type RunOptions, type ValidationResult } from "@/lib/payroll";
import { earlierPeriodFacts, loadOpeningState, type PayrollInputs } from "./payroll-inputs";
import { noticeProposal, type NoticeProposal } from "@/lib/services/contracts/notice-proposal";
import { coefficientIssues, recordedEndIn } from "./end-of-employment";

/** validate-before-run over loaded inputs: the engine's pure checks plus the database facts. */
export async function checkPayroll(db: Db | Tx, inputs: PayrollInputs, period: string, options: Partial<RunOptions> = {}, kind = "ordinary"): Promise<ValidationResult & { notice?: NoticeProposal | null }> {
  const opening = inputs.stateSource === "opening_balances" ? await loadOpeningState(db, inputs.contract.id) : null;
  const facts = await earlierPeriodFacts(db, inputs.contract, period, opening?.asOfDate ?? null);
  const result = validateBeforeRun({
    contract: inputs.engineContract,
    terms: inputs.engineTerms,
    period,
    events: inputs.events,
    state: inputs.state,
    options,
    settings: inputs.settings,
    facts: { workerFiscalCode: inputs.contract.workerFiscalCode, ...facts },
  });
  // An ended contract can still be paid for its last months; the period check above covers it.
  if (inputs.contract.endDate && options.employmentEndDate && options.employmentEndDate !== dateString(inputs.contract.endDate)) {
    result.warnings.push({
      code: "employment_end_differs_from_contract",
      message: `La cessazione indicata (${options.employmentEndDate}) differisce da quella del contratto (${dateString(inputs.contract.endDate)})`,
      field: "employmentEndDate",
    });
  }
  // end of employment recorded on the contract: the CCNL notice is proposed and explained, and the
  // TFR coefficient of the termination (or advance) must be published (docs/domain/rules-update.md §2, §4)
  const notice = recordedEndIn(inputs, period) ? noticeProposal(inputs.contract) : null;
  if (notice) {
    result.warnings.push({ code: "notice_proposed", message: `Preavviso CCNL: ${notice.ccnlDays} giorni, mancanti ${notice.effectiveMissingDays}. ${notice.explanation.join(" ")}`, field: "missingNoticeDays", params: { ccnlDays: String(notice.ccnlDays), missingDays: String(notice.effectiveMissingDays), owedBy: notice.owedBy ?? "" } });
  }
  const coefficient = coefficientIssues(inputs, { period, ...options }, kind);
  if (coefficient.length > 0) {
    result.errors.push(...coefficient);
    result.valid = false;
  }
  return notice ? { ...result, notice } : result;
}

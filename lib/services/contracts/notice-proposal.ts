import "server-only";
/**
 * The notice the CCNL gives for a contract's recorded end (docs/domain/rules-update.md §4), as
 * validate-before-run, the wizard and the end-of-contract dialog propose it: the engine's pure
 * `ccnlNotice` over the contract's terms at the end date, then the clerk's override (with reason).
 */
import { dateString } from "@/lib/db/serialize";
import { addDays, addMonths, ccnlNotice } from "@/lib/payroll";
import type { NoticeProposalView } from "@/lib/validation/contract";
import type { ContractWithTerms } from "./contract-with-terms";
import { termsInForceOn } from "./contract-with-terms";

/** The engine's notice, then the clerk's override of the missing days (null when the computed figure stands) and the days the final payslip uses. */
export type NoticeProposal = NoticeProposalView;

type ContractForNotice = Pick<
  ContractWithTerms,
  | "startDate"
  | "endDate"
  | "endReason"
  | "fixedTerm"
  | "fixedTermEndDate"
  | "noticeGivenDate"
  | "noticeWorkedDays"
  | "noticeOverrideDays"
  | "noticeOverrideReason"
  | "expectedBirthDate"
  | "terms"
>;

/** null when the contract has no recorded end (or no terms). */
export function noticeProposal(
  c: ContractForNotice,
  override?: {
    endDate: string;
    endReason: NonNullable<ContractWithTerms["endReason"]>;
    noticeGivenDate?: string | null;
    noticeWorkedDays?: number | null;
    noticeOverrideDays?: number | null;
    noticeOverrideReason?: string | null;
  },
): NoticeProposal | null {
  const endDate = override?.endDate ?? (c.endDate ? dateString(c.endDate) : null);
  const reason = override?.endReason ?? c.endReason;
  if (!endDate || !reason) return null;
  const t = termsInForceOn(c.terms, endDate) ?? c.terms[0];
  if (!t) return null;
  const schedule = [t.hoursMon, t.hoursTue, t.hoursWed, t.hoursThu, t.hoursFri, t.hoursSat, t.hoursSun].map((h) => h.toFixed(2));
  const weekly = schedule.reduce((a, h) => a + Number(h), 0);
  const worked = override ? (override.noticeWorkedDays ?? 0) : (c.noticeWorkedDays ?? 0);
  const given = override ? (override.noticeGivenDate ?? null) : c.noticeGivenDate ? dateString(c.noticeGivenDate) : null;
  const n = ccnlNotice({
    reason,
    startDate: dateString(c.startDate),
    endDate,
    weeklyHours: weekly.toFixed(2),
    cohabiting: t.cohabiting,
    level: t.level,
    fixedTerm: c.fixedTerm,
    fixedTermEndDate: c.fixedTermEndDate ? dateString(c.fixedTermEndDate) : null,
    weeklySchedule: schedule,
    noticeGivenDate: given,
    noticeWorkedDays: worked,
    // a dismissal within 30 days after the compulsory maternity leave (birth + 3 months) doubles the notice (rules.md §9.3, rules-update-3 A13)
    maternityLeaveEndDate: c.expectedBirthDate ? addDays(addMonths(dateString(c.expectedBirthDate), 3), -1) : null,
  });
  const overrideDays = override ? (override.noticeOverrideDays ?? null) : c.noticeOverrideDays;
  const overrideReason = override ? (override.noticeOverrideReason ?? null) : c.noticeOverrideReason;
  const explanation =
    overrideDays !== null && overrideDays !== undefined
      ? [...n.explanation, `Modificato dall'operatore: ${overrideDays} giorni (${overrideReason ?? ""}).`]
      : n.explanation;
  const effective = overrideDays ?? n.missingDays;
  return { ...n, explanation, overrideDays: overrideDays ?? null, overrideReason: overrideReason ?? null, effectiveMissingDays: effective };
}

/** run-payroll options for the notice indemnity from the recorded end (who owes it and the days). */
export function noticeOptions(p: NoticeProposal | null, reason: string | null): { missingNoticeType?: "EMPLOYER" | "EMPLOYEE"; missingNoticeDays?: string } {
  if (!p || p.effectiveMissingDays <= 0) return {};
  const owedBy = p.owedBy ?? (reason === "resignation" ? "EMPLOYEE" : "EMPLOYER");
  return { missingNoticeType: owedBy, missingNoticeDays: String(p.effectiveMissingDays) };
}

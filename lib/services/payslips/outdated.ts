import type { Db, Tx } from "@/lib/db/client";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { contributionEventRangeForPeriod } from "@/lib/payroll";
import { findPreviousPayslip, fingerprintOf, loadEvents, type InputFingerprint, type PayslipKindName } from "./payroll-inputs";
import type { OutdatedInfo } from "./serialize-payslip";

/**
 * A payslip is outdated when what it was computed from changed after the run: the period's work
 * events, the contract's terms, or the earlier payslip its running totals chain from.
 */
export async function outdatedInfo(
  db: Db | Tx,
  payslip: { organizationId: string; contractId: string; period: string; kind: PayslipKindName; inputSnapshot: unknown },
): Promise<OutdatedInfo> {
  const stored = (payslip.inputSnapshot as { fingerprint?: InputFingerprint } | null)?.fingerprint;
  if (!stored) return { isOutdated: false, outdatedReasons: [] };
  const contract = await findContractWithTerms(db, payslip.organizationId, payslip.contractId);
  const range = contributionEventRangeForPeriod(payslip.period);
  const { rows } = await loadEvents(db, payslip.contractId, range.from, range.to);
  const previous = await findPreviousPayslip(db, payslip.contractId, payslip.period, payslip.kind);
  const now = fingerprintOf({ eventRows: rows, contract, previous });
  const outdatedReasons: string[] = [];
  if (now.events !== stored.events) outdatedReasons.push("events_changed");
  if (now.terms !== stored.terms) outdatedReasons.push("contract_terms_changed");
  if (now.previous !== stored.previous) outdatedReasons.push("previous_payslip_changed");
  return { isOutdated: outdatedReasons.length > 0, outdatedReasons };
}

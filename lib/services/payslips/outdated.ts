import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { findContractsWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { selectEventStamps } from "@/lib/db/statements/payroll-inputs";
import { contributionEventRangeForPeriod, periodBounds, rateVersionIdsBetween, type RateRegistry } from "@/lib/payroll";
import { findPreviousPayslips, fingerprintOf, loadSettings, type InputFingerprint, type PayslipKindName } from "./payroll-inputs";
import type { OutdatedReason } from "@/lib/validation/payslip";
import type { OutdatedInfo } from "./serialize-payslip";

/**
 * A payslip is outdated when what it was computed from changed after the run: the period's work
 * events, the contract's terms, the earlier payslip its running totals chain from, the
 * organization's payroll conventions (Impostazioni → Regole di calcolo), or the rate-table versions
 * covering its period (a newer version shipped, a provisional one replaced: docs/rate-tables.md).
 */
export async function outdatedInfo(
  db: Db | Tx,
  payslip: {
    id: string;
    organizationId: string;
    contractId: string;
    period: string;
    kind: PayslipKindName;
    inputSnapshot: unknown;
    rateTableVersions?: unknown;
  },
  rates: RateRegistry,
): Promise<OutdatedInfo> {
  return (await outdatedInfoMany(db, payslip.organizationId, payslip.period, payslip.kind, [payslip], rates)).get(payslip.id)!;
}

/**
 * The rate-table versions a payslip was computed on differ from those covering its period now.
 * A payslip without the list (none stored) is not judged.
 */
export function ratesChanged(stored: unknown, currentIds: readonly string[]): boolean {
  if (!Array.isArray(stored) || stored.length === 0) return false;
  const a = [...(stored as string[])].sort();
  return a.length !== currentIds.length || a.some((id, i) => id !== currentIds[i]);
}

/** The ids of the versions covering a period today (sorted), as the engine would name them. */
export function currentRateVersionIds(period: string, rates: RateRegistry): string[] {
  const { start, end } = periodBounds(period);
  return rateVersionIdsBetween(start, end, rates);
}

/**
 * outdatedInfo for many payslips of one organization, period and kind with one statement per kind
 * of input (the month's worklist shows a whole book: one call per draft would be five statements
 * per row). Same fingerprints, same answer.
 */
export async function outdatedInfoMany(
  db: Db | Tx,
  organizationId: string,
  period: string,
  kind: PayslipKindName,
  payslips: readonly { id: string; contractId: string; inputSnapshot: unknown; rateTableVersions?: unknown }[],
  rates: RateRegistry,
): Promise<Map<string, OutdatedInfo>> {
  const out = new Map<string, OutdatedInfo>();
  const currentIds = currentRateVersionIds(period, rates);
  const rateReason = (p: { rateTableVersions?: unknown }): OutdatedReason[] => (ratesChanged(p.rateTableVersions, currentIds) ? ["rates_changed"] : []);
  const withFingerprint = payslips.filter((p) => (p.inputSnapshot as { fingerprint?: InputFingerprint } | null)?.fingerprint);
  for (const p of payslips) {
    const outdatedReasons = rateReason(p);
    out.set(p.id, { isOutdated: outdatedReasons.length > 0, outdatedReasons });
  }
  if (withFingerprint.length === 0) return out;
  const contractIds = [...new Set(withFingerprint.map((p) => p.contractId))];
  const contracts = new Map((await findContractsWithTerms(db, organizationId, contractIds)).map((c) => [c.id, c]));
  const range = contributionEventRangeForPeriod(period);
  const rowsByContract = new Map<string, { id: string; updatedAt: Date }[]>(contractIds.map((id) => [id, []]));
  // only what the events fingerprint hashes (id, updatedAt), in the order the run read them
  const eventRows = await selectEventStamps(db, contractIds, range.from, range.to);
  for (const row of eventRows) rowsByContract.get(row.contractId)!.push(row);
  const previous = await findPreviousPayslips(db, contractIds, period, kind, false);
  const settingsNow = conventionsKey(await loadSettings(db, organizationId));
  for (const p of withFingerprint) {
    const contract = contracts.get(p.contractId);
    if (!contract) continue;
    const stored = (p.inputSnapshot as { fingerprint: InputFingerprint }).fingerprint;
    const parts = { eventRows: rowsByContract.get(p.contractId)!, contract, previous: previous.get(p.contractId) ?? null };
    const now = fingerprintOf({ ...parts, period });
    const outdatedReasons: OutdatedReason[] = [];
    if (now.events !== stored.events) outdatedReasons.push("events_changed");
    // an end of employment recorded after the period leaves its payslips current; a fingerprint stored before
    // periods were taken into account still matches the form that always counted the end
    if (now.terms !== stored.terms && fingerprintOf(parts).terms !== stored.terms) outdatedReasons.push("contract_terms_changed");
    if (now.previous !== stored.previous) outdatedReasons.push("previous_payslip_changed");
    const snapshotSettings = (p.inputSnapshot as { settings?: Record<string, unknown> }).settings;
    if (snapshotSettings && conventionsKey(snapshotSettings) !== settingsNow) outdatedReasons.push("payroll_settings_changed");
    outdatedReasons.push(...rateReason(p));
    out.set(p.id, { isOutdated: outdatedReasons.length > 0, outdatedReasons });
  }
  return out;
}

/**
 * The organization's payroll conventions as a comparable key: its own settings, keys sorted,
 * without the TFR coefficients (the maintained table joins them at run time; a new month there
 * concerns only the payslips that reach it, which are refused or warned about when it is missing).
 */
function conventionsKey(settings: Record<string, unknown>): string {
  const { tfrMonthlyCoefficients: _coefficients, ...conventions } = settings;
  return JSON.stringify(
    Object.keys(conventions)
      .sort()
      .map((key) => [key, conventions[key]]),
  );
}

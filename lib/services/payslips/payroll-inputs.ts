/**
 * Maps database rows to the engine's inputs (contract, terms, events, running state, settings)
 * and gathers the facts validate-before-run needs. Read-only; callers own the transaction.
 */
import { createHash } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { dateString } from "@/lib/db/serialize";
import { findContractWithTerms, type ContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { workEventSelect } from "@/lib/services/work-events/serialize-work-event";
import {
  contributionEventRangeForPeriod,
  stateFromOpeningBalances,
  type ContractInput,
  type ContractTerms,
  type PayrollSettings,
  type RunningState,
  type WorkEvent,
  scheduleDays,
  scheduleOfColumns,
} from "@/lib/payroll";
import { addMonthsToPeriod, periodBounds, periodOf } from "@/lib/payroll";
import { loadTfrCoefficients } from "@/lib/services/rate-tables/tfr-coefficients";

export type PayslipKindName = "ordinary" | "thirteenth" | "severance_liquidation";
export const KIND_ORDER: Record<PayslipKindName, number> = { ordinary: 0, thirteenth: 1, severance_liquidation: 2 };

export function kindOf(options: { isThirteenth?: boolean; severanceLiquidationPayslip?: boolean }): PayslipKindName {
  if (options.isThirteenth) return "thirteenth";
  if (options.severanceLiquidationPayslip) return "severance_liquidation";
  return "ordinary";
}

export function toEngineContract(c: ContractWithTerms): ContractInput {
  return {
    id: c.id,
    startDate: dateString(c.startDate),
    endDate: c.endDate ? dateString(c.endDate) : null,
    fixedTerm: c.fixedTerm,
    replacesAbsentWorker: c.replacesAbsentWorker,
    cuafDue: c.cuafDue,
    workerRenouncedIvsShare: c.workerRenouncedIvsShare,
    patronSaintDay: c.employer.patronSaintDay,
  };
}

export function toEngineTerms(c: ContractWithTerms): ContractTerms[] {
  return c.terms.map((t) => ({
    effectiveFrom: dateString(t.effectiveFrom),
    level: t.level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: t.wage.toFixed(2),
    weeklySchedule: scheduleDays(scheduleOfColumns(t)),
    board: { breakfastLunch: t.boardBreakfastLunch, dinner: t.boardDinner, lodging: t.boardLodging, inCash: t.boardInCash },
    babysitterChildUnderSix: t.babysitterChildUnderSix,
    multipleAssisted: t.multipleAssisted,
    functionAllowance: t.functionAllowance,
    seniorityIncrements: t.seniorityIncrements,
    // only when set: terms without a superminimo keep the inputs (and fingerprints) they always had
    ...(t.superminimo !== null ? { superminimo: t.superminimo.toFixed(2), superminimoAbsorbable: t.superminimoAbsorbable } : {}),
    ...(t.uniCertifiedUntil ? { uniCertifiedUntil: dateString(t.uniCertifiedUntil) } : {}),
  }));
}

export async function loadEvents(db: Db | Tx, contractId: string, from: string, to: string) {
  const rows = await db.workEvent.findMany({
    where: { contractId, date: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    select: workEventSelect,
  });
  const events: WorkEvent[] = rows.map((e) => ({
    id: e.id,
    date: dateString(e.date),
    hours: e.hours.toFixed(2),
    type: e.type,
    subType: e.subType,
    multiplier: e.multiplier.toFixed(4),
    customName: e.customName,
    addsToThirteen: e.addsToThirteen,
    addsToSeverance: e.addsToSeverance,
    isFromGlobalWage: e.isFromGlobalWage,
    affectsContributions: e.affectsContributions,
  }));
  return { events, rows };
}

/** The payslip the running state chains from: the latest one before (period, kind). */
export async function findPreviousPayslip(db: Db | Tx, contractId: string, period: string, kind: PayslipKindName) {
  const candidates = await db.payslip.findMany({
    where: { contractId, period: { lte: period } },
    orderBy: [{ period: "desc" }],
    select: { id: true, period: true, kind: true, status: true, runningState: true, updatedAt: true },
    take: 6,
  });
  return (
    candidates
      .filter((p) => p.period < period || KIND_ORDER[p.kind] < KIND_ORDER[kind])
      .sort((a, b) => (a.period === b.period ? KIND_ORDER[b.kind] - KIND_ORDER[a.kind] : a.period < b.period ? 1 : -1))[0] ?? null
  );
}

export async function loadOpeningState(db: Db | Tx, contractId: string): Promise<{ state: RunningState; asOfDate: string } | null> {
  const ob = await db.contractOpeningBalance.findUnique({ where: { contractId } });
  if (!ob) return null;
  const asOfDate = dateString(ob.asOfDate);
  return {
    asOfDate,
    state: stateFromOpeningBalances({
      asOfDate,
      vacationDaysLeftThisYear: ob.vacationDaysLeftThisYear.toString(),
      vacationDaysLeftPreviousYear: ob.vacationDaysLeftPreviousYear.toString(),
      thirteenthAccruedThisYear: ob.thirteenthAccruedThisYear.toFixed(2),
      severanceFundAtLastDecember: ob.tfrFundAtLastYearEnd.toFixed(2),
      severanceAccruedThisYear: ob.tfrAccruedThisYear.toFixed(2),
      sickDaysUsedLast365: ob.sickDaysUsedLast365,
    }),
  };
}

/** Organization-level payroll settings (rules.md §15 conventions), validated loosely: unknown keys ignored. */
export async function loadSettings(db: Db | Tx, organizationId: string): Promise<Partial<PayrollSettings>> {
  const org = await db.organization.findUnique({ where: { id: organizationId }, select: { settings: true } });
  const raw = (org?.settings ?? {}) as Record<string, unknown>;
  const payroll = (raw.payroll ?? {}) as Partial<PayrollSettings>;
  return typeof payroll === "object" && payroll !== null ? payroll : {};
}

export interface PayrollInputs {
  contract: ContractWithTerms;
  engineContract: ContractInput;
  engineTerms: ContractTerms[];
  events: WorkEvent[];
  eventRange: { from: string; to: string };
  previous: Awaited<ReturnType<typeof findPreviousPayslip>>;
  state: RunningState | null;
  stateSource: "previous_payslip" | "opening_balances" | "none";
  settings: Partial<PayrollSettings>;
  fingerprint: InputFingerprint;
}

export interface InputFingerprint {
  events: string;
  terms: string;
  previous: string;
  combined: string;
}

const sha = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

export function fingerprintOf(parts: { eventRows: { id: string; updatedAt: Date }[]; contract: ContractWithTerms; previous: { id: string; updatedAt: Date } | null }): InputFingerprint {
  const c = parts.contract;
  const events = sha(parts.eventRows.map((e) => [e.id, e.updatedAt.toISOString()]));
  const terms = sha({
    terms: c.terms.map((t) => [t.id, t.createdAt.toISOString()]),
    contract: [dateString(c.startDate), c.endDate ? dateString(c.endDate) : null, c.fixedTerm, c.replacesAbsentWorker, c.cuafDue, c.workerRenouncedIvsShare, c.employer.patronSaintDay],
  });
  const previous = sha(parts.previous ? [parts.previous.id, parts.previous.updatedAt.toISOString()] : null);
  return { events, terms, previous, combined: sha([events, terms, previous]) };
}

/** Everything the engine needs for one contract, period and kind. */
export async function loadPayrollInputs(db: Db | Tx, organizationId: string, contractId: string, period: string, kind: PayslipKindName): Promise<PayrollInputs> {
  const contract = await findContractWithTerms(db, organizationId, contractId);
  const eventRange = contributionEventRangeForPeriod(period);
  const [{ events, rows }, previous, opening, settings] = [
    await loadEvents(db, contractId, eventRange.from, eventRange.to),
    await findPreviousPayslip(db, contractId, period, kind),
    await loadOpeningState(db, contractId),
    await loadSettings(db, organizationId),
  ];
  // the maintained TFR coefficients reach the engine as data (docs/domain/rules-update.md §2); an
  // organization's own overrides, if any, stay on top
  const coefficients = await loadTfrCoefficients(db);
  settings.tfrMonthlyCoefficients = { ...coefficients, ...(settings.tfrMonthlyCoefficients ?? {}) };
  let state: RunningState | null = null;
  let stateSource: PayrollInputs["stateSource"] = "none";
  if (previous) {
    state = previous.runningState as unknown as RunningState;
    stateSource = "previous_payslip";
  } else if (opening) {
    state = opening.state;
    stateSource = "opening_balances";
  }
  return {
    contract,
    engineContract: toEngineContract(contract),
    engineTerms: toEngineTerms(contract),
    events,
    eventRange,
    previous,
    state,
    stateSource,
    settings,
    fingerprint: fingerprintOf({ eventRows: rows, contract, previous }),
  };
}

/** Earlier months (from the hire or the opening balances) with no payslip, or with drafts only. */
export async function earlierPeriodFacts(db: Db | Tx, contract: ContractWithTerms, period: string, openingAsOf: string | null) {
  const first = openingAsOf ? periodOf(openingAsOf) === periodOf(dateString(contract.startDate)) && openingAsOf < dateString(contract.startDate) ? periodOf(dateString(contract.startDate)) : addMonthsToPeriod(periodOf(openingAsOf), 1) : periodOf(dateString(contract.startDate));
  const payslips = await db.payslip.findMany({ where: { contractId: contract.id, period: { gte: first, lt: period }, kind: "ordinary" }, select: { period: true, status: true } });
  const byPeriod = new Map(payslips.map((p) => [p.period, p.status]));
  const periodsWithoutPayslip: string[] = [];
  const periodsWithDraftOnly: string[] = [];
  // Only the last 24 months are listed: older gaps are history, not an action for this run.
  let p = first;
  const floor = addMonthsToPeriod(period, -24);
  if (p < floor) p = floor;
  for (; p < period; p = addMonthsToPeriod(p, 1)) {
    const status = byPeriod.get(p);
    if (!status) periodsWithoutPayslip.push(p);
    else if (status === "draft") periodsWithDraftOnly.push(p);
  }
  return { periodsWithoutPayslip, periodsWithDraftOnly };
}

export { periodBounds };

import "server-only";
import { toEngineTerms as termsOfRowsForEngine } from "@/lib/services/contracts/terms-row";
/**
 * Maps database rows to the engine's inputs (contract, terms, events, running state, settings)
 * and gathers the facts validate-before-run needs. Read-only; callers own the transaction.
 */
import { createHash } from "node:crypto";
import type { Queryable } from "@/lib/db/sql";
import type { ContractOpeningBalance } from "@/lib/generated/prisma/client";
import { contractScopeSql, scopeOfOwner, type ContractOwner } from "@/lib/db/scope";
import {
  eventRowsOf,
  openingBalanceOf,
  selectEvents,
  selectOpeningBalances,
  selectOrganizationSettings,
  selectPayrollInputs,
  selectPreviousPayslips,
  type FactsRange,
  type ProvisionalCoefficients,
  type RawFacts,
  type RawPayrollInputs,
  type RawPrevious,
} from "@/lib/db/statements/payroll-inputs";
import { dateString } from "@/lib/db/serialize";
import { parseOrganizationSettings, parseRunningState } from "@/lib/db/json-columns";
import { contractsWithTermsOf, type ContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { notFound } from "@/lib/errors";
import type { WorkEventRow } from "@/lib/services/work-events/serialize-work-event";
import {
  contributionEventRangeForPeriod,
  stateFromOpeningBalances,
  type ContractInput,
  type ContractTerms,
  type PayrollInput,
  type PayrollSettings,
  type RunningState,
  type StatementCassacolfWeek,
  type StatementInpsWeek,
  type WorkEvent,
} from "@/lib/payroll";
import { addMonthsToPeriod, payslipKindOf, payslipKindOrder, periodBounds, periodOf, type PayslipKind } from "@/lib/payroll";

/** The kinds of payslip and their order have one home: lib/payroll/payslip-kinds.ts. */
export type PayslipKindName = PayslipKind;
export const kindOf = payslipKindOf;

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

/** A contract's terms as the engine reads them (the row mapping: lib/services/contracts/terms-row.ts). */
export const toEngineTerms = (c: ContractWithTerms): ContractTerms[] => termsOfRowsForEngine(c.terms);

const toWorkEvent = (e: EventRow): WorkEvent => ({
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
  // only away from the employer's home: the other events keep the inputs (and fingerprints) they always had
  ...(e.absenceLocation === "hospital" || e.absenceLocation === "elsewhere" ? { absenceLocation: e.absenceLocation } : {}),
});

type EventRow = WorkEventRow;

function findEventRows(db: Queryable, contractIds: readonly string[], from: string, to: string): Promise<EventRow[]> {
  return selectEvents<EventRow>(db, contractIds, from, to);
}

export async function loadEvents(db: Queryable, contractId: string, from: string, to: string) {
  const rows = await findEventRows(db, [contractId], from, to);
  return { events: rows.map(toWorkEvent), rows };
}

type PreviousPayslip = { id: string; period: string; kind: PayslipKindName; status: string; runningState: unknown; updatedAt: Date };

/**
 * The payslip each contract's running state chains from: its latest payslip before (period, kind),
 * in (period, kind order) terms; one statement for any number of contracts.
 */
export async function findPreviousPayslips(
  db: Queryable,
  contractIds: readonly string[],
  period: string,
  kind: PayslipKindName,
  /** false: without the running state (a fingerprint needs only id and updatedAt) */
  withState = true,
): Promise<Map<string, PreviousPayslip>> {
  if (contractIds.length === 0) return new Map();
  return previousPayslipsOf(await selectPreviousPayslips(db, contractIds, period, payslipKindOrder(kind), withState));
}

function previousPayslipsOf(list: readonly RawPrevious[]): Map<string, PreviousPayslip> {
  return new Map(list.map(({ contractId, updatedAt, kind, ...p }) => [contractId, { ...p, kind: kind as PayslipKindName, updatedAt: new Date(updatedAt) }]));
}

/** The quarter's earlier weeks as read (lib/db/statements/payroll-inputs.ts quarterEarlierWeeksJson), each with its contract. */
type RawQuarterWeeks = {
  inps: (StatementInpsWeek & { contractId: string; isNoticePeriod: boolean })[];
  cassacolf: (StatementCassacolfWeek & { contractId: string })[];
};

function quarterEarlierWeeksOf(raw: RawQuarterWeeks | null | undefined, contractId: string): NonNullable<PayrollInput["quarterEarlierWeeks"]> {
  return {
    inps: (raw?.inps ?? [])
      .filter((w) => w.contractId === contractId)
      .map(({ contractId: _c, isNoticePeriod, ...w }) => ({ ...w, ...(isNoticePeriod ? { isNoticePeriod: true } : {}) })),
    cassacolf: (raw?.cassacolf ?? []).filter((w) => w.contractId === contractId).map(({ contractId: _c, ...w }) => w),
  };
}

/** The payslip the running state chains from: the latest one before (period, kind). */
export async function findPreviousPayslip(db: Queryable, contractId: string, period: string, kind: PayslipKindName): Promise<PreviousPayslip | null> {
  return (await findPreviousPayslips(db, [contractId], period, kind)).get(contractId) ?? null;
}

type OpeningState = { state: RunningState; asOfDate: string; earlierDaysDeclaredElsewhere: boolean | null };

/**
 * The year-to-date totals of the months run elsewhere (take-over, rules-update-3 A7): the first
 * payslip's ytd figures continue from them (only those given, so a balance without them keeps {}).
 */
function openingYtd(ob: ContractOpeningBalance): RunningState["ytd"] {
  const ytd: RunningState["ytd"] = {};
  if (!ob.ytdGross.isZero()) ytd.totalGross = ob.ytdGross.toFixed(2);
  if (!ob.ytdWorkerInps.isZero()) ytd.totalEmployeeInpsTaxes = ob.ytdWorkerInps.toFixed(2);
  if (!ob.ytdWorkerCassacolf.isZero()) ytd.totalEmployeeCassacolfTaxes = ob.ytdWorkerCassacolf.toFixed(2);
  const employee = ob.ytdWorkerInps.plus(ob.ytdWorkerCassacolf);
  if (!employee.isZero()) ytd.totalEmployeeTaxes = employee.toFixed(2);
  const taxable = ob.ytdTaxable ?? ob.ytdGross.minus(employee);
  if (!taxable.isZero()) ytd.totalTaxableGross = taxable.toFixed(2);
  return ytd;
}

function openingStatesOf(list: readonly ContractOpeningBalance[]): Map<string, OpeningState> {
  return new Map(
    list.map((ob) => {
      const asOfDate = dateString(ob.asOfDate);
      const state = stateFromOpeningBalances({
        asOfDate,
        vacationDaysLeftThisYear: ob.vacationDaysLeftThisYear.toString(),
        vacationDaysLeftPreviousYear: ob.vacationDaysLeftPreviousYear.toString(),
        thirteenthAccruedThisYear: ob.thirteenthAccruedThisYear.toFixed(2),
        severanceFundAtLastDecember: ob.tfrFundAtLastYearEnd.toFixed(2),
        severanceAccruedThisYear: ob.tfrAccruedThisYear.toFixed(2),
        sickDaysUsedLast365: ob.sickDaysUsedLast365,
        ytd: openingYtd(ob),
      });
      return [ob.contractId, { asOfDate, state, earlierDaysDeclaredElsewhere: ob.earlierDaysDeclaredElsewhere }];
    }),
  );
}

export async function loadOpeningState(db: Queryable, contractId: string): Promise<OpeningState | null> {
  return openingStatesOf(await selectOpeningBalances(db, [contractId])).get(contractId) ?? null;
}

/** Organization-level payroll settings (rules.md §15 conventions), parsed: a wrong value fails by name, an absent one takes the default. */
export async function loadSettings(db: Queryable, organizationId: string): Promise<Partial<PayrollSettings>> {
  return payrollSettingsOf(organizationId, await selectOrganizationSettings(db, organizationId));
}

const payrollSettingsOf = (organizationId: string, stored: unknown): Partial<PayrollSettings> => {
  // the approver rule (issue 26) and the e-mail's attachment (issue 29) are not calculation conventions: changing them leaves drafts current
  const { finalizeRequiresApprover: _approver, attachPayslipPdf: _attach, ...payroll } = parseOrganizationSettings(stored, organizationId).payroll ?? {};
  return payroll;
};

/**
 * The organization's settings with the maintained TFR coefficients joined: they reach the engine as
 * data (docs/domain/rules-update.md §2); an organization's own overrides, if any, stay on top.
 */
function settingsWithCoefficients(organizationId: string, stored: unknown, coefficients: Record<string, string> | null): Partial<PayrollSettings> {
  const settings = payrollSettingsOf(organizationId, stored);
  settings.tfrMonthlyCoefficients = { ...coefficients, ...(settings.tfrMonthlyCoefficients ?? {}) };
  return settings;
}

export interface PayrollInputs {
  contract: ContractWithTerms;
  engineContract: ContractInput;
  engineTerms: ContractTerms[];
  events: WorkEvent[];
  eventRange: { from: string; to: string };
  previous: PreviousPayslip | null;
  /** the contract's opening balances, when it has them */
  opening: OpeningState | null;
  state: RunningState | null;
  stateSource: "previous_payslip" | "opening_balances" | "none";
  settings: Partial<PayrollSettings>;
  /** the quarter's earlier ordinary payslips' weeks (rules-update-3 A9); ordinary runs only */
  quarterEarlierWeeks?: PayrollInput["quarterEarlierWeeks"];
  /** the organization's own provisional TFR coefficients for months the installation's series lacks (issue 27 point 2) */
  provisionalCoefficients?: ProvisionalCoefficients;
  fingerprint: InputFingerprint;
}

export interface InputFingerprint {
  events: string;
  terms: string;
  previous: string;
  combined: string;
}

const sha = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

export function fingerprintOf(parts: {
  eventRows: { id: string; updatedAt: Date }[];
  contract: ContractWithTerms;
  previous: { id: string; updatedAt: Date } | null;
  /** the payslip's period: an end of employment recorded after it does not concern it (issue 26 point 13); omitted = the end always counts (fingerprints stored before) */
  period?: string;
}): InputFingerprint {
  const c = parts.contract;
  const events = sha(parts.eventRows.map((e) => [e.id, e.updatedAt.toISOString()]));
  const end = c.endDate ? dateString(c.endDate) : null;
  const terms = sha({
    terms: c.terms.map((t) => [t.id, t.createdAt.toISOString()]),
    contract: [
      dateString(c.startDate),
      end && (!parts.period || end <= periodBounds(parts.period).end) ? end : null,
      c.fixedTerm,
      c.replacesAbsentWorker,
      c.cuafDue,
      c.workerRenouncedIvsShare,
      c.employer.patronSaintDay,
    ],
  });
  const previous = sha(parts.previous ? [parts.previous.id, parts.previous.updatedAt.toISOString()] : null);
  return { events, terms, previous, combined: sha([events, terms, previous]) };
}

/** Everything the engine needs for one contract, period and kind (404 for another organization's contract). */
export async function loadPayrollInputs(
  db: Queryable,
  owner: ContractOwner,
  contractId: string,
  period: string,
  kind: PayslipKindName,
): Promise<PayrollInputs> {
  const inputs = (await loadPayrollInputsMany(db, owner, [contractId], period, kind)).get(contractId);
  if (!inputs) throw notFound("Domestic contract");
  return inputs;
}

/**
 * The engine's inputs of many contracts for one period and kind in one statement (contracts with
 * terms, events, previous payslips, opening balances, settings, TFR coefficients, each a JSON
 * list), whatever their number: what a month-end batch and a single run both use.
 * Contracts of another organization (or unknown) are absent from the map.
 */
export async function loadPayrollInputsMany(
  db: Queryable,
  /** the caller's organization id (all its contracts) or scope */
  owner: ContractOwner,
  contractIds: readonly string[],
  period: string,
  kind: PayslipKindName,
): Promise<Map<string, PayrollInputs>> {
  return (await loadPayrollInputsAndFacts(db, owner, contractIds, period, kind)).inputs;
}

/**
 * loadPayrollInputsMany, and with `factsRange` in the same statement validate's facts and the
 * payslips of (period, kind) of the contracts found (a single run's one read before its writes).
 */
export async function loadPayrollInputsAndFacts(
  db: Queryable,
  owner: ContractOwner,
  contractIds: readonly string[],
  period: string,
  kind: PayslipKindName,
  factsRange?: FactsRange,
): Promise<{ inputs: Map<string, PayrollInputs>; facts: (RawFacts & { existing: NonNullable<RawPayrollInputs["existing"]> }) | null }> {
  const out = new Map<string, PayrollInputs>();
  if (contractIds.length === 0) return { inputs: out, facts: null };
  const scope = scopeOfOwner(owner);
  const organizationId = scope.organizationId;
  const eventRange = contributionEventRangeForPeriod(period);
  const row = await selectPayrollInputs(db, {
    contractIds,
    organizationId,
    where: contractScopeSql(scope, "c"),
    eventRange,
    period,
    order: payslipKindOrder(kind),
    quarterFrom: kind === "ordinary" ? quarterFirstMonth(period) : null,
    ...(factsRange ? { facts: { range: factsRange, kind } } : {}),
  });
  const facts = factsRange && row ? { earlier: row.earlier ?? [], sick: row.sick ?? [], existing: row.existing ?? [] } : null;
  const contracts = contractsWithTermsOf(row?.contracts ?? []);
  if (contracts.length === 0) return { inputs: out, facts };
  const ids = contracts.map((c) => c.id);
  const eventRows = eventRowsOf<EventRow>(row?.events ?? []);
  const previousByContract = previousPayslipsOf(row?.previous ?? []);
  const openingByContract = openingStatesOf((row?.opening ?? []).map(openingBalanceOf));
  const settings = settingsWithCoefficients(organizationId, row?.settings, row?.coefficients ?? null);
  const rowsByContract = new Map<string, EventRow[]>(ids.map((id) => [id, []]));
  for (const row of eventRows) rowsByContract.get(row.contractId)!.push(row);
  for (const contract of contracts) {
    const rows = rowsByContract.get(contract.id)!;
    const previous = previousByContract.get(contract.id) ?? null;
    const opening = openingByContract.get(contract.id) ?? null;
    let state: RunningState | null = null;
    let stateSource: PayrollInputs["stateSource"] = "none";
    if (previous) {
      state = previous.runningState == null ? null : parseRunningState(previous.runningState, previous.id);
      stateSource = "previous_payslip";
    } else if (opening) {
      state = opening.state;
      stateSource = "opening_balances";
    }
    out.set(contract.id, {
      contract,
      engineContract: toEngineContract(contract),
      engineTerms: toEngineTerms(contract),
      events: rows.map(toWorkEvent),
      eventRange,
      previous,
      opening,
      state,
      stateSource,
      settings,
      ...(kind === "ordinary" ? { quarterEarlierWeeks: quarterEarlierWeeksOf(row?.quarter as RawQuarterWeeks | null | undefined, contract.id) } : {}),
      provisionalCoefficients: row?.provisional ?? {},
      fingerprint: fingerprintOf({ eventRows: rows, contract, previous, period }),
    });
  }
  return { inputs: out, facts };
}

/** 'YYYY-MM' of the first month of the period's quarter. */
function quarterFirstMonth(period: string): string {
  const month = Number(period.slice(5, 7));
  return `${period.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, "0")}`;
}

/** The first month a contract's payslips are expected for: after its opening balances, else its hire month. */
function firstPayableMonth(contract: ContractWithTerms, openingAsOf: string | null): string {
  const hireMonth = periodOf(dateString(contract.startDate));
  if (!openingAsOf) return hireMonth;
  if (periodOf(openingAsOf) === hireMonth && openingAsOf < dateString(contract.startDate)) return hireMonth;
  return addMonthsToPeriod(periodOf(openingAsOf), 1);
}

/** Only the last 24 months are listed: older gaps are history, not an action for this run. */
const EARLIER_MONTHS_LISTED = 24;

/** Earlier months (from the hire or the opening balances) with no payslip, or with drafts only. */
export function earlierPeriodsOf(
  contract: ContractWithTerms,
  period: string,
  openingAsOf: string | null,
  payslips: readonly { period: string; status: string }[],
) {
  const byPeriod = new Map(payslips.map((p) => [p.period, p.status]));
  const periodsWithoutPayslip: string[] = [];
  const periodsWithDraftOnly: string[] = [];
  let p = firstPayableMonth(contract, openingAsOf);
  const floor = addMonthsToPeriod(period, -EARLIER_MONTHS_LISTED);
  if (p < floor) p = floor;
  for (; p < period; p = addMonthsToPeriod(p, 1)) {
    const status = byPeriod.get(p);
    if (!status) periodsWithoutPayslip.push(p);
    else if (status === "draft") periodsWithDraftOnly.push(p);
  }
  return { periodsWithoutPayslip, periodsWithDraftOnly };
}

export function earlierOrdinaryPayslipsRange(period: string): [from: string, before: string] {
  return [addMonthsToPeriod(period, -EARLIER_MONTHS_LISTED), period];
}

export { periodBounds };

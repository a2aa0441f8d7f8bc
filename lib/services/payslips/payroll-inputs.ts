import "server-only";
/**
 * Maps database rows to the engine's inputs (contract, terms, events, running state, settings)
 * and gathers the facts validate-before-run needs. Read-only; callers own the transaction.
 */
import { createHash } from "node:crypto";
import { sqlOf, type Queryable } from "@/lib/db/sql";
import { fromRaw, jsonObject, selectList, type RawColumns } from "@/lib/db/raw-columns";
import type { ContractOpeningBalance } from "@/lib/generated/prisma/client";
import { dateString } from "@/lib/db/serialize";
import { parseOrganizationSettings, parseRunningState } from "@/lib/db/json-columns";
import { contractsWithTermsJson, contractsWithTermsOf, type ContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { notFound } from "@/lib/errors";
import { WORK_EVENT_COLUMNS, type WorkEventRow } from "@/lib/services/work-events/serialize-work-event";
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
  scheduleDays,
  scheduleOfColumns,
} from "@/lib/payroll";
import { addMonthsToPeriod, periodBounds, periodOf } from "@/lib/payroll";
import { TFR_COEFFICIENTS_JSON, provisionalCoefficientsJson, type ProvisionalCoefficients } from "@/lib/services/rate-tables/tfr-coefficients";

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

/** A SQL expression: the JSON list of the events of contracts `ids` (uuid[]) from `from` to `to` (dates), in date and id order. */
function eventsJson(ids: string, from: string, to: string): string {
  return `(SELECT COALESCE(json_agg(${jsonObject("w", WORK_EVENT_COLUMNS)} ORDER BY w.date, w.id), '[]') FROM work_events w
      WHERE w.contract_id = ANY(${ids}) AND w.date BETWEEN ${from}::date AND ${to}::date)`;
}

const eventRowsOf = (list: readonly Record<string, unknown>[]): EventRow[] => list.map((row) => fromRaw<EventRow>(row, WORK_EVENT_COLUMNS));

async function findEventRows(db: Queryable, contractIds: readonly string[], from: string, to: string): Promise<EventRow[]> {
  const [row] = await sqlOf(db).query<{ events: Record<string, unknown>[] }>(`SELECT ${eventsJson("$1::uuid[]", "$2", "$3")} AS events`, [
    [...contractIds],
    from,
    to,
  ]);
  return eventRowsOf(row?.events ?? []);
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
  const [row] = await sqlOf(db).query<{ previous: RawPrevious[] }>(`SELECT ${previousPayslipsJson("$1::uuid[]", "$2", "$3::int", "$4::boolean")} AS previous`, [
    [...contractIds],
    period,
    KIND_ORDER[kind],
    withState,
  ]);
  return previousPayslipsOf(row?.previous ?? []);
}

type RawPrevious = Omit<PreviousPayslip, "updatedAt"> & { contractId: string; updatedAt: string };

/**
 * A SQL expression: the JSON list of each contract's latest payslip before (`period`, kind order
 * `kindOrder`) for contracts `ids`, with its running state when `withState` (a boolean expression).
 */
function previousPayslipsJson(ids: string, period: string, kindOrder: string, withState: string): string {
  const order = "(CASE kind WHEN 'ordinary' THEN 0 WHEN 'thirteenth' THEN 1 ELSE 2 END)";
  return `(SELECT COALESCE(json_agg(p), '[]') FROM (
      SELECT DISTINCT ON (contract_id) id, contract_id AS "contractId", period, kind::text AS kind, status::text AS status,
             CASE WHEN ${withState} THEN running_state END AS "runningState", ${selectList("payslips", { updatedAt: "timestamp" })}
        FROM payslips
       WHERE contract_id = ANY(${ids}) AND (period < ${period} OR (period = ${period} AND ${order} < ${kindOrder}))
       ORDER BY contract_id, period DESC, ${order} DESC) AS p)`;
}

function previousPayslipsOf(list: readonly RawPrevious[]): Map<string, PreviousPayslip> {
  return new Map(list.map(({ contractId, updatedAt, ...p }) => [contractId, { ...p, updatedAt: new Date(updatedAt) }]));
}

/**
 * The non-deferred INPS and CAS.SA.COLF week lines of the ordinary payslips of the quarter's earlier
 * months (`from` ≤ period < `before`) of contracts `ids`, as a JSON list: the quarter's last payslip
 * settles the quarter's whole-hours difference with them (lib/payroll rules/quarter-rounding.ts,
 * rules-update-3 A9).
 */
function quarterEarlierWeeksJson(ids: string, from: string, before: string): string {
  const payslipsOf = `SELECT id, contract_id FROM payslips WHERE contract_id = ANY(${ids}) AND kind = 'ordinary' AND period >= ${from} AND period < ${before}`;
  return `(SELECT json_build_object(
      'inps', (SELECT COALESCE(json_agg(json_build_object('contractId', p.contract_id, 'type', w.type,
                 'weekStart', to_char(w.week_start, 'YYYY-MM-DD'), 'weekEnd', to_char(w.week_end, 'YYYY-MM-DD'),
                 'hours', w.hours::text, 'effectiveWageRate', w.effective_wage_rate::text, 'employeeAmount', w.employee_amount::text,
                 'tableYear', w.table_year, 'isNoticePeriod', w.is_notice_period) ORDER BY w.week_start, w.position), '[]')
                 FROM payslip_inps_weeks w JOIN (${payslipsOf}) p ON p.id = w.payslip_id WHERE NOT w.is_from_next_period),
      'cassacolf', (SELECT COALESCE(json_agg(json_build_object('contractId', p.contract_id,
                 'weekStart', to_char(w.week_start, 'YYYY-MM-DD'), 'weekEnd', to_char(w.week_end, 'YYYY-MM-DD'),
                 'hours', w.hours::text, 'employeeAmount', w.employee_amount::text) ORDER BY w.week_start, w.position), '[]')
                 FROM payslip_cassacolf_weeks w JOIN (${payslipsOf}) p ON p.id = w.payslip_id WHERE NOT w.is_from_next_period)))`;
}

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

const OPENING_COLUMNS = {
  id: "plain",
  contractId: "plain",
  asOfDate: "date",
  vacationDaysLeftThisYear: "decimal",
  vacationDaysLeftPreviousYear: "decimal",
  thirteenthAccruedThisYear: "decimal",
  tfrFundAtLastYearEnd: "decimal",
  tfrAccruedThisYear: "decimal",
  sickDaysUsedLast365: { kind: "plain", column: "sick_days_used_last_365" },
  ytdGross: "decimal",
  ytdWorkerInps: "decimal",
  ytdWorkerCassacolf: "decimal",
  ytdTaxable: "decimal",
  ytdEmploymentDays: "plain",
  declaredQuarters: "plain",
  earlierDaysDeclaredElsewhere: "plain",
  createdAt: "timestamp",
  updatedAt: "timestamp",
} as const satisfies RawColumns<ContractOpeningBalance>;

/** A SQL expression: the JSON list of the opening balances of contracts `ids`. */
function openingBalancesJson(ids: string): string {
  return `(SELECT COALESCE(json_agg(${jsonObject("b", OPENING_COLUMNS)}), '[]') FROM contract_opening_balances b WHERE b.contract_id = ANY(${ids}))`;
}

function openingStatesOf(list: readonly Record<string, unknown>[]): Map<string, OpeningState> {
  return new Map(
    list.map((row) => {
      const ob = fromRaw<ContractOpeningBalance>(row, OPENING_COLUMNS);
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
  const [row] = await sqlOf(db).query<{ opening: Record<string, unknown>[] }>(`SELECT ${openingBalancesJson("$1::uuid[]")} AS opening`, [[contractId]]);
  return openingStatesOf(row?.opening ?? []).get(contractId) ?? null;
}

/** Organization-level payroll settings (rules.md §15 conventions), parsed: a wrong value fails by name, an absent one takes the default. */
export async function loadSettings(db: Queryable, organizationId: string): Promise<Partial<PayrollSettings>> {
  const [org] = await sqlOf(db).query<{ settings: unknown }>(`SELECT ${organizationSettingsSql("$1::uuid")} AS settings`, [organizationId]);
  return payrollSettingsOf(organizationId, org?.settings);
}

/** A SQL expression: the stored settings of the organization `organization` (a uuid expression). */
const organizationSettingsSql = (organization: string) => `(SELECT settings FROM organizations WHERE id = ${organization})`;

const payrollSettingsOf = (organizationId: string, stored: unknown): Partial<PayrollSettings> => {
  // the approver rule (issue 26) is not a calculation convention: changing it leaves drafts current
  const { finalizeRequiresApprover: _approver, ...payroll } = parseOrganizationSettings(stored, organizationId).payroll ?? {};
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
  organizationId: string,
  contractId: string,
  period: string,
  kind: PayslipKindName,
): Promise<PayrollInputs> {
  const inputs = (await loadPayrollInputsMany(db, organizationId, [contractId], period, kind)).get(contractId);
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
  organizationId: string,
  contractIds: readonly string[],
  period: string,
  kind: PayslipKindName,
): Promise<Map<string, PayrollInputs>> {
  const out = new Map<string, PayrollInputs>();
  if (contractIds.length === 0) return out;
  const eventRange = contributionEventRangeForPeriod(period);
  // the other inputs only of the contracts found in the organization
  const ofOrganization = "ARRAY(SELECT id FROM domestic_contracts WHERE id = ANY($1::uuid[]) AND organization_id = $2::uuid)";
  const [row] = await sqlOf(db).query<{
    contracts: Parameters<typeof contractsWithTermsOf>[0];
    events: Record<string, unknown>[];
    previous: RawPrevious[];
    opening: Record<string, unknown>[];
    settings: unknown;
    coefficients: Record<string, string> | null;
    quarter: RawQuarterWeeks | null;
    provisional: ProvisionalCoefficients | null;
  }>(
    `SELECT ${contractsWithTermsJson("$1::uuid[]", "$2::uuid")} AS contracts,
            ${eventsJson(ofOrganization, "$3", "$4")} AS events,
            ${previousPayslipsJson(ofOrganization, "$5", "$6::int", "true")} AS previous,
            ${openingBalancesJson(ofOrganization)} AS opening,
            ${organizationSettingsSql("$2::uuid")} AS settings,
            ${TFR_COEFFICIENTS_JSON} AS coefficients,
            ${provisionalCoefficientsJson("$2::uuid")} AS provisional,
            ${kind === "ordinary" ? quarterEarlierWeeksJson(ofOrganization, "$7", "$5") : "NULL"} AS quarter`,
    [[...contractIds], organizationId, eventRange.from, eventRange.to, period, KIND_ORDER[kind], ...(kind === "ordinary" ? [quarterFirstMonth(period)] : [])],
  );
  const contracts = contractsWithTermsOf(row?.contracts ?? []);
  if (contracts.length === 0) return out;
  const ids = contracts.map((c) => c.id);
  const eventRows = eventRowsOf(row?.events ?? []);
  const previousByContract = previousPayslipsOf(row?.previous ?? []);
  const openingByContract = openingStatesOf(row?.opening ?? []);
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
      ...(kind === "ordinary" ? { quarterEarlierWeeks: quarterEarlierWeeksOf(row?.quarter, contract.id) } : {}),
      provisionalCoefficients: row?.provisional ?? {},
      fingerprint: fingerprintOf({ eventRows: rows, contract, previous, period }),
    });
  }
  return out;
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

/**
 * The ordinary payslips of the months earlierPeriodsOf looks at, as a SQL expression giving a JSON
 * list of {contractId, period, status}: `ids` a uuid[] expression, `from` and `before` the months
 * (earlierOrdinaryPayslipsRange), so validate-before-run reads them with its other facts.
 */
export function earlierOrdinaryPayslipsJson(ids: string, from: string, before: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object('contractId', contract_id, 'period', period, 'status', status)), '[]')
    FROM payslips WHERE contract_id = ANY(${ids}) AND period >= ${from} AND period < ${before} AND kind = 'ordinary')`;
}

export function earlierOrdinaryPayslipsRange(period: string): [from: string, before: string] {
  return [addMonthsToPeriod(period, -EARLIER_MONTHS_LISTED), period];
}

export { periodBounds };

import "server-only";
/**
 * What the payroll reads, as composable fragments: each input is a SQL expression giving a JSON
 * list, so run-payroll and the month-end batch read all of a period's inputs in one statement, and
 * the single-purpose loaders run the very same expressions alone. Values are parameters of the
 * fragments (`Prisma.sql`); the statement is numbered once, when it runs.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { ContractOpeningBalance, ContractTerms, DomesticContract, Employer } from "@/lib/generated/prisma/client";
import { payslipKindOrderSql } from "@/lib/payroll";
import {
  CONTRACT_OPENING_BALANCES,
  CONTRACT_TERMS,
  DOMESTIC_CONTRACT_PAYROLL_COLUMNS,
  EMPLOYER_PAYROLL_COLUMNS,
  PAYSLIPS,
  WORK_EVENTS,
  pick,
} from "../columns";
import { fromRaw, jsonObject, selectList } from "../raw-columns";
import { sqlOf, type Queryable } from "../sql";

const uuids = (ids: readonly string[]) => Prisma.sql`${[...ids]}::uuid[]`;

// ---------------------------------------------------------------- contracts with their terms

export type ContractWithTerms = Pick<DomesticContract, keyof typeof DOMESTIC_CONTRACT_PAYROLL_COLUMNS> & {
  employer: Pick<Employer, keyof typeof EMPLOYER_PAYROLL_COLUMNS>;
  terms: ContractTerms[];
};

/**
 * Many contracts with their employer and terms (oldest first) as a JSON list (contractsWithTermsOf
 * reads it): `ids` a uuid[] expression, `where` the condition on the contracts `c` (the caller's
 * organization or scope).
 */
export function contractsWithTermsJson(ids: Prisma.Sql, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(json_build_object(
             'contract', ${jsonObject("c", DOMESTIC_CONTRACT_PAYROLL_COLUMNS)},
             'employer', ${jsonObject("e", EMPLOYER_PAYROLL_COLUMNS)},
             'terms', COALESCE((SELECT json_agg(${jsonObject("t", CONTRACT_TERMS.columns)} ORDER BY t.effective_from) FROM contract_terms t WHERE t.contract_id = c.id), '[]'))), '[]')
      FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id
     WHERE c.id = ANY(${ids}) AND ${where})`;
}

export type RawContract = { contract: Record<string, unknown>; employer: Record<string, unknown>; terms: Record<string, unknown>[] };

/** The contracts a contractsWithTermsJson expression gave, typed as Prisma would give them. */
export function contractsWithTermsOf(list: readonly RawContract[]): ContractWithTerms[] {
  return list.map((row) => ({
    ...fromRaw<Pick<DomesticContract, keyof typeof DOMESTIC_CONTRACT_PAYROLL_COLUMNS>>(row.contract, DOMESTIC_CONTRACT_PAYROLL_COLUMNS),
    employer: fromRaw<ContractWithTerms["employer"]>(row.employer, EMPLOYER_PAYROLL_COLUMNS),
    terms: row.terms.map((t) => fromRaw<ContractTerms>(t, CONTRACT_TERMS.columns)),
  }));
}

/** Many contracts (of those `where` admits) with their employer and terms, in one statement; unknown ids left out. */
export async function selectContractsWithTerms(db: Queryable, contractIds: readonly string[], where: Prisma.Sql): Promise<ContractWithTerms[]> {
  const row = await sqlOf(db).one<{ contracts: RawContract[] }>(Prisma.sql`SELECT ${contractsWithTermsJson(uuids(contractIds), where)} AS contracts`);
  return contractsWithTermsOf(row?.contracts ?? []);
}

// ---------------------------------------------------------------- work events

export const WORK_EVENT_READ_COLUMNS = pick(WORK_EVENTS, [
  "id",
  "contractId",
  "date",
  "hours",
  "type",
  "subType",
  "multiplier",
  "customName",
  "notes",
  "addsToThirteen",
  "addsToSeverance",
  "isFromGlobalWage",
  "affectsContributions",
  "absenceLocation",
  "createdAt",
  "updatedAt",
]);

/** The JSON list of the events of contracts `ids` from `from` to `to` (YYYY-MM-DD), in date and id order. */
export function eventsJson(ids: Prisma.Sql, from: string, to: string): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(${jsonObject("w", WORK_EVENT_READ_COLUMNS)} ORDER BY w.date, w.id), '[]') FROM work_events w
      WHERE w.contract_id = ANY(${ids}) AND w.date BETWEEN ${from}::date AND ${to}::date)`;
}

export const eventRowsOf = <Row>(list: readonly Record<string, unknown>[]): Row[] => list.map((row) => fromRaw<Row>(row, WORK_EVENT_READ_COLUMNS));

export async function selectEvents<Row>(db: Queryable, contractIds: readonly string[], from: string, to: string): Promise<Row[]> {
  const row = await sqlOf(db).one<{ events: Record<string, unknown>[] }>(Prisma.sql`SELECT ${eventsJson(uuids(contractIds), from, to)} AS events`);
  return eventRowsOf<Row>(row?.events ?? []);
}

const EVENT_STAMP_COLUMNS = pick(WORK_EVENTS, ["id", "contractId", "updatedAt"]);

/**
 * What the events' fingerprint hashes (id, updatedAt) of contracts `ids` from `from` to `to`, in
 * the order the run read them (date, id), read as the run's loader reads them: the month's
 * worklist checks a whole book's drafts, so only these three columns travel (issue 34 point 1).
 */
export async function selectEventStamps(
  db: Queryable,
  contractIds: readonly string[],
  from: string,
  to: string,
): Promise<{ id: string; contractId: string; updatedAt: Date }[]> {
  const row = await sqlOf(db).one<{ events: Record<string, unknown>[] }>(
    Prisma.sql`SELECT (SELECT COALESCE(json_agg(${jsonObject("w", EVENT_STAMP_COLUMNS)} ORDER BY w.date, w.id), '[]') FROM work_events w
      WHERE w.contract_id = ANY(${uuids(contractIds)}) AND w.date BETWEEN ${from}::date AND ${to}::date) AS events`,
  );
  return (row?.events ?? []).map((r) => fromRaw<{ id: string; contractId: string; updatedAt: Date }>(r, EVENT_STAMP_COLUMNS));
}

// ---------------------------------------------------------------- previous payslips

export type RawPrevious = { id: string; contractId: string; period: string; kind: string; status: string; runningState: unknown; updatedAt: string };

/** A payslip's place within its period (lib/payroll/payslip-kinds.ts: the one list of kinds and their order). */
const kindOrder = Prisma.raw(payslipKindOrderSql("kind"));

/**
 * The JSON list of each contract's latest payslip before (`period`, kind order `order`) for
 * contracts `ids`, with its running state when `withState`.
 */
export function previousPayslipsJson(ids: Prisma.Sql, period: string, order: number, withState: boolean): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(p), '[]') FROM (
      SELECT DISTINCT ON (contract_id) id, contract_id AS "contractId", period, kind::text AS kind, status::text AS status,
             ${withState ? Prisma.sql`running_state` : Prisma.sql`NULL::jsonb`} AS "runningState", ${selectList("payslips", pick(PAYSLIPS, ["updatedAt"]))}
        FROM payslips
       WHERE contract_id = ANY(${ids}) AND kind <> 'correction' AND (period < ${period} OR (period = ${period} AND ${kindOrder} < ${order}::int))
       ORDER BY contract_id, period DESC, ${kindOrder} DESC) AS p)`;
}

export async function selectPreviousPayslips(
  db: Queryable,
  contractIds: readonly string[],
  period: string,
  order: number,
  withState: boolean,
): Promise<RawPrevious[]> {
  const row = await sqlOf(db).one<{ previous: RawPrevious[] }>(
    Prisma.sql`SELECT ${previousPayslipsJson(uuids(contractIds), period, order, withState)} AS previous`,
  );
  return row?.previous ?? [];
}

// ---------------------------------------------------------------- the quarter's earlier weeks

/**
 * The non-deferred INPS and CAS.SA.COLF week lines of the ordinary payslips of the quarter's earlier
 * months (`from` ≤ period < `before`) of contracts `ids`, as {inps, cassacolf} JSON lists.
 */
export function quarterEarlierWeeksJson(ids: Prisma.Sql, from: string, before: string): Prisma.Sql {
  const payslipsOf = Prisma.sql`SELECT id, contract_id FROM payslips WHERE contract_id = ANY(${ids}) AND kind = 'ordinary' AND period >= ${from} AND period < ${before}`;
  return Prisma.sql`(SELECT json_build_object(
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

// ---------------------------------------------------------------- opening balances

export const openingBalanceOf = (row: Record<string, unknown>) => fromRaw<ContractOpeningBalance>(row, CONTRACT_OPENING_BALANCES.columns);

/** The JSON list of the opening balances of contracts `ids`. */
export function openingBalancesJson(ids: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(${jsonObject("b", CONTRACT_OPENING_BALANCES.columns)}), '[]') FROM contract_opening_balances b WHERE b.contract_id = ANY(${ids}))`;
}

export async function selectOpeningBalances(db: Queryable, contractIds: readonly string[]): Promise<ContractOpeningBalance[]> {
  const row = await sqlOf(db).one<{ opening: Record<string, unknown>[] }>(Prisma.sql`SELECT ${openingBalancesJson(uuids(contractIds))} AS opening`);
  return (row?.opening ?? []).map(openingBalanceOf);
}

// ---------------------------------------------------------------- settings and TFR coefficients

/** The stored settings column of an organization. */
export const organizationSettingsSql = (organizationId: string) => Prisma.sql`(SELECT settings FROM organizations WHERE id = ${organizationId}::uuid)`;

export async function selectOrganizationSettings(db: Queryable, organizationId: string): Promise<unknown> {
  return (await sqlOf(db).one<{ settings: unknown }>(Prisma.sql`SELECT ${organizationSettingsSql(organizationId)} AS settings`))?.settings;
}

/** The installation's TFR coefficients: a JSON object 'YYYY-MM' → percent string (numeric(9,6): its text is the six-decimal figure). */
export const TFR_COEFFICIENTS_JSON = Prisma.sql`(SELECT COALESCE(json_object_agg(month, percent::text), '{}') FROM tfr_coefficients)`;

/** An organization's provisional coefficients, by month, for the months the installation's series lacks. */
export type ProvisionalCoefficients = Record<string, { percent: string; source: string }>;

/** The provisional coefficients of an organization (ProvisionalCoefficients). */
export const provisionalCoefficientsJson = (organizationId: string) =>
  Prisma.sql`(SELECT COALESCE(json_object_agg(p.month, json_build_object('percent', p.percent::text, 'source', p.source)), '{}')
      FROM tfr_provisional_coefficients p
     WHERE p.organization_id = ${organizationId}::uuid AND NOT EXISTS (SELECT 1 FROM tfr_coefficients c WHERE c.month = p.month))`;

// ---------------------------------------------------------------- validate-before-run's facts

export type RawFacts = { earlier: { contractId: string; period: string; status: string }[]; sick: { contractId: string; date: string }[] };

/** The range of validate's facts: ordinary payslips from `earlierFrom` to before `earlierBefore`, sick days from `sickFrom` to `sickTo`. */
export interface FactsRange {
  earlierFrom: string;
  earlierBefore: string;
  sickFrom: string;
  sickTo: string;
}

/** The payslips of (`period`, `kind`) of contracts `ids` as the select item `existing` (a JSON list): those a run replaces (drafts) or refuses to (final ones). */
export function existingPayslipsItem(ids: Prisma.Sql, period: string, kind: string): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(json_build_object('id', id, 'contractId', contract_id, 'status', status, 'note1', note1, 'note2', note2, 'totalNet', total_net::text)), '[]')
               FROM payslips WHERE contract_id = ANY(${ids}) AND period = ${period} AND kind = ${kind}::"PayslipKind") AS existing`;
}

/** The facts as select items `earlier` and `sick` (JSON lists), so a statement reads them with its other inputs. */
export function checkFactsItems(ids: Prisma.Sql, range: FactsRange): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(json_agg(json_build_object('contractId', contract_id, 'period', period, 'status', status)), '[]')
            FROM payslips WHERE contract_id = ANY(${ids}) AND period >= ${range.earlierFrom} AND period < ${range.earlierBefore} AND kind = 'ordinary') AS earlier,
          (SELECT COALESCE(json_agg(json_build_object('contractId', contract_id, 'date', to_char(date, 'YYYY-MM-DD'))), '[]') FROM work_events
            WHERE contract_id = ANY(${ids}) AND type = 'sick_leave' AND date BETWEEN ${range.sickFrom}::date AND ${range.sickTo}::date) AS sick`;
}

export async function selectCheckFacts(db: Queryable, contractIds: readonly string[], range: FactsRange): Promise<RawFacts | null> {
  return sqlOf(db).one<RawFacts>(Prisma.sql`SELECT ${checkFactsItems(uuids(contractIds), range)}`);
}

// ---------------------------------------------------------------- everything at once

export type RawQuarterWeeks = {
  inps: {
    contractId: string;
    type: string;
    weekStart: string;
    weekEnd: string;
    hours: string;
    effectiveWageRate: string;
    employeeAmount: string;
    tableYear: number;
    isNoticePeriod: boolean;
  }[];
  cassacolf: { contractId: string; weekStart: string; weekEnd: string; hours: string; employeeAmount: string }[];
};

export interface RawPayrollInputs {
  contracts: RawContract[];
  events: Record<string, unknown>[];
  previous: RawPrevious[];
  opening: Record<string, unknown>[];
  settings: unknown;
  coefficients: Record<string, string> | null;
  quarter: RawQuarterWeeks | null;
  provisional: ProvisionalCoefficients | null;
  /** with `facts`: validate's facts and the payslips of (period, kind) the run replaces */
  earlier?: RawFacts["earlier"];
  sick?: RawFacts["sick"];
  existing?: { id: string; contractId: string; status: string; note1: string | null; note2: string | null; totalNet: string }[];
}

/**
 * The engine's inputs of many contracts for one period and kind in one statement: the contracts
 * (of those `where` admits) with employer and terms, their events of `eventRange`, previous
 * payslips before (`period`, `order`), opening balances, the organization's settings, the TFR
 * coefficients and, when `quarterFrom` is given, the quarter's earlier weeks.
 */
export async function selectPayrollInputs(
  db: Queryable,
  input: {
    contractIds: readonly string[];
    organizationId: string;
    where: Prisma.Sql;
    eventRange: { from: string; to: string };
    period: string;
    order: number;
    quarterFrom: string | null;
    /** also validate's facts and the payslips of (period, `kind`) of the contracts found: a single run's one read */
    facts?: { range: FactsRange; kind: string };
  },
): Promise<RawPayrollInputs | null> {
  // the other inputs only of the contracts found in the organization
  const found = Prisma.sql`ARRAY(SELECT c.id FROM domestic_contracts c WHERE c.id = ANY(${uuids(input.contractIds)}) AND ${input.where})`;
  return sqlOf(db).one<RawPayrollInputs>(
    Prisma.sql`SELECT ${contractsWithTermsJson(uuids(input.contractIds), input.where)} AS contracts,
            ${eventsJson(found, input.eventRange.from, input.eventRange.to)} AS events,
            ${previousPayslipsJson(found, input.period, input.order, true)} AS previous,
            ${openingBalancesJson(found)} AS opening,
            ${organizationSettingsSql(input.organizationId)} AS settings,
            ${TFR_COEFFICIENTS_JSON} AS coefficients,
            ${provisionalCoefficientsJson(input.organizationId)} AS provisional,
            ${input.quarterFrom ? quarterEarlierWeeksJson(found, input.quarterFrom, input.period) : Prisma.sql`NULL::json`} AS quarter${
              input.facts
                ? Prisma.sql`,
            ${checkFactsItems(found, input.facts.range)},
            ${existingPayslipsItem(found, input.period, input.facts.kind)}`
                : Prisma.empty
            }`,
  );
}

import "server-only";
import { sqlOf, type Queryable } from "@/lib/db/sql";
import { fromRaw, jsonObject, type RawColumns } from "@/lib/db/raw-columns";
import type { ContractTerms, DomesticContract, Employer } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors";
import { dateString } from "@/lib/db/serialize";
import { scheduleDays, scheduleIndex, scheduleOfColumns } from "@/lib/payroll";

/** Everything payroll, auto-fill and validation read of a contract: the row, its employer's few fields and its terms history. */
const CONTRACT_COLUMNS = {
  id: "plain",
  organizationId: "plain",
  employerId: "plain",
  workerFirstName: "plain",
  workerLastName: "plain",
  workerFiscalCode: "plain",
  startDate: "date",
  endDate: "date",
  endReason: "plain",
  fixedTerm: "plain",
  fixedTermEndDate: "date",
  noticeGivenDate: "date",
  noticeWorkedDays: "plain",
  noticeOverrideDays: "plain",
  noticeOverrideReason: "plain",
  replacesAbsentWorker: "plain",
  cuafDue: "plain",
  workerRenouncedIvsShare: "plain",
  expectedBirthDate: "date",
  createdAt: "timestamp",
  updatedAt: "timestamp",
} as const satisfies Partial<RawColumns<DomesticContract>>;

const EMPLOYER_COLUMNS = { id: "plain", patronSaintDay: "plain", displayName: "plain", archivedAt: "timestamp" } as const satisfies Partial<
  RawColumns<Employer>
>;

const TERMS_COLUMNS = {
  id: "plain",
  contractId: "plain",
  effectiveFrom: "date",
  level: "plain",
  jobType: "plain",
  cohabiting: "plain",
  payBasis: "plain",
  wage: "decimal",
  hoursMon: "decimal",
  hoursTue: "decimal",
  hoursWed: "decimal",
  hoursThu: "decimal",
  hoursFri: "decimal",
  hoursSat: "decimal",
  hoursSun: "decimal",
  boardBreakfastLunch: "plain",
  boardDinner: "plain",
  boardLodging: "plain",
  boardInCash: "plain",
  babysitterChildUnderSix: "plain",
  multipleAssisted: "plain",
  functionAllowance: "plain",
  seniorityIncrements: "plain",
  superminimo: "decimal",
  superminimoAbsorbable: "plain",
  uniCertifiedUntil: "date",
  createdAt: "timestamp",
} as const satisfies RawColumns<ContractTerms>;

export type ContractWithTerms = Pick<DomesticContract, keyof typeof CONTRACT_COLUMNS> & {
  employer: Pick<Employer, keyof typeof EMPLOYER_COLUMNS>;
  terms: ContractTerms[];
};

/**
 * A SQL expression for many contracts of an organization with their employer and terms (oldest
 * first), as a JSON list (contractsWithTermsOf reads it): `ids` a uuid[] expression, `organization`
 * a uuid expression. An expression, so run-payroll reads it in one statement with its other inputs.
 */
export function contractsWithTermsJson(ids: string, organization: string): string {
  return `(SELECT COALESCE(json_agg(json_build_object(
             'contract', ${jsonObject("c", CONTRACT_COLUMNS)},
             'employer', ${jsonObject("e", EMPLOYER_COLUMNS)},
             'terms', COALESCE((SELECT json_agg(${jsonObject("t", TERMS_COLUMNS)} ORDER BY t.effective_from) FROM contract_terms t WHERE t.contract_id = c.id), '[]'))), '[]')
      FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id
     WHERE c.id = ANY(${ids}) AND c.organization_id = ${organization})`;
}

type RawContract = { contract: Record<string, unknown>; employer: Record<string, unknown>; terms: Record<string, unknown>[] };

/** The contracts a contractsWithTermsJson expression gave, typed as Prisma would give them. */
export function contractsWithTermsOf(list: readonly RawContract[]): ContractWithTerms[] {
  return list.map((row) => ({
    ...fromRaw<Pick<DomesticContract, keyof typeof CONTRACT_COLUMNS>>(row.contract, CONTRACT_COLUMNS),
    employer: fromRaw<ContractWithTerms["employer"]>(row.employer, EMPLOYER_COLUMNS),
    terms: row.terms.map((t) => fromRaw<ContractTerms>(t, TERMS_COLUMNS)),
  }));
}

/**
 * Many contracts of the caller's organization with their employer and terms, in one statement;
 * unknown ids are left out. Raw SQL: it runs inside run-payroll's own transaction (lib/db/sql.ts)
 * as well as in Prisma ones.
 */
export async function findContractsWithTerms(db: Queryable, organizationId: string, contractIds: readonly string[]): Promise<ContractWithTerms[]> {
  if (contractIds.length === 0) return [];
  const [row] = await sqlOf(db).query<{ contracts: RawContract[] }>(`SELECT ${contractsWithTermsJson("$1::uuid[]", "$2::uuid")} AS contracts`, [
    [...contractIds],
    organizationId,
  ]);
  return contractsWithTermsOf(row?.contracts ?? []);
}

/** Loads a contract of the caller's organization, or 404 exactly like an unknown id. */
export async function findContractWithTerms(db: Queryable, organizationId: string, contractId: string): Promise<ContractWithTerms> {
  const [contract] = await findContractsWithTerms(db, organizationId, [contractId]);
  if (!contract) throw notFound("Domestic contract");
  return contract;
}

export type ContractTermsRow = ContractTerms;

/** The terms in force on a date (YYYY-MM-DD): the latest effectiveFrom on or before it. */
export function termsInForceOn<T extends { effectiveFrom: Date }>(terms: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const t of terms) {
    if (dateString(t.effectiveFrom) <= date) found = t;
    else break;
  }
  return found;
}

/** Hours of the weekly schedule on a date's weekday (Monday..Sunday columns). */
export function scheduledHoursOn(terms: ContractTermsRow, date: string): string {
  return scheduleDays(scheduleOfColumns(terms))[scheduleIndex(date)] ?? "0.00";
}

/** Whether a date falls inside the employment (start ≤ date ≤ end when ended). */
export function isWithinEmployment(contract: { startDate: Date; endDate: Date | null }, date: string): boolean {
  if (date < dateString(contract.startDate)) return false;
  return !contract.endDate || date <= dateString(contract.endDate);
}

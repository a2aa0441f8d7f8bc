import "server-only";
/**
 * The one shape contracts, terms and opening balances leave the service in. Rows never reach
 * the wire unshaped: decimals as fixed-scale strings, dates YYYY-MM-DD, timestamps ISO 8601.
 */
import { dateString, decimalString, optionalDateString } from "@/lib/db/serialize";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseDeclaredQuarters } from "@/lib/db/json-columns";
import type { ContractDetailView, ContractView, OpeningBalancesView } from "@/lib/validation/contract";
import { termsInForceOn } from "./contract-with-terms";
import { metadataView } from "@/lib/services/metadata/metadata-fields";
import { serializeTermsHistory, termsSelect } from "./terms-row";

/** The worker's details as the contract keeps them (its copy of the person: lib/services/workers/sync-from-contract.ts). */
export const contractPersonSelect = {
  workerFirstName: true,
  workerLastName: true,
  workerFiscalCode: true,
  workerBirthDate: true,
  workerBirthPlace: true,
  workerNationality: true,
  workerAddress: true,
  workerLocality: true,
  workerProvince: true,
  workerZipCode: true,
  workerIban: true,
} as const;

export const contractSelect = {
  id: true,
  organizationId: true,
  employerId: true,
  workerId: true,
  ...contractPersonSelect,
  inpsRelationshipCode: true,
  startDate: true,
  endDate: true,
  endReason: true,
  noticeGivenDate: true,
  noticeWorkedDays: true,
  noticeOverrideDays: true,
  noticeOverrideReason: true,
  fixedTerm: true,
  fixedTermEndDate: true,
  replacesAbsentWorker: true,
  expectedBirthDate: true,
  assistedPersonName: true,
  assistedPersonFiscalCode: true,
  assistedPersonBirthDate: true,
  workplaceAddress: true,
  cuafDue: true,
  workerRenouncedIvsShare: true,
  over80ReliefStart: true,
  notes: true,
  metadata: true,
  externalId: true,
  createdAt: true,
  updatedAt: true,
  employer: { select: { id: true, displayName: true, archivedAt: true } },
  terms: { select: termsSelect, orderBy: { effectiveFrom: "asc" as const } },
} as const;

export const openingBalanceSelect = {
  asOfDate: true,
  vacationDaysLeftThisYear: true,
  vacationDaysLeftPreviousYear: true,
  thirteenthAccruedThisYear: true,
  tfrFundAtLastYearEnd: true,
  tfrAccruedThisYear: true,
  sickDaysUsedLast365: true,
  ytdGross: true,
  ytdWorkerInps: true,
  ytdWorkerCassacolf: true,
  ytdTaxable: true,
  ytdEmploymentDays: true,
  declaredQuarters: true,
  earlierDaysDeclaredElsewhere: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type ContractRow = Prisma.DomesticContractGetPayload<{ select: typeof contractSelect }>;
export type OpeningBalanceRow = Prisma.ContractOpeningBalanceGetPayload<{ select: typeof openingBalanceSelect }>;

/** The date whose terms are "current": today, clamped into [start, end]. */
export function currentTermsDate(contract: { startDate: Date; endDate: Date | null }, today: string): string {
  const start = dateString(contract.startDate);
  if (today < start) return start;
  const end = contract.endDate ? dateString(contract.endDate) : null;
  return end && today > end ? end : today;
}

export function serializeContract(row: ContractRow, today: string): ContractView {
  const history = serializeTermsHistory(row.terms);
  const date = currentTermsDate(row, today);
  const current = termsInForceOn(row.terms, date) ?? row.terms[0];
  const currentTerms = current ? history[row.terms.indexOf(current)] : undefined;
  if (!currentTerms) throw new Error("A contract without terms violates the data model");
  return {
    id: row.id,
    organizationId: row.organizationId,
    employerId: row.employerId,
    employer: { id: row.employer.id, displayName: row.employer.displayName, archived: row.employer.archivedAt !== null },
    workerId: row.workerId,
    worker: {
      firstName: row.workerFirstName,
      lastName: row.workerLastName,
      fiscalCode: row.workerFiscalCode,
      birthDate: optionalDateString(row.workerBirthDate),
      birthPlace: row.workerBirthPlace,
      nationality: row.workerNationality,
      address: row.workerAddress,
      locality: row.workerLocality,
      province: row.workerProvince,
      zipCode: row.workerZipCode,
      iban: row.workerIban,
    },
    inpsRelationshipCode: row.inpsRelationshipCode,
    status: row.endDate && dateString(row.endDate) < today ? "ended" : "active",
    startDate: dateString(row.startDate),
    endDate: optionalDateString(row.endDate),
    endReason: row.endReason,
    notice: row.endDate
      ? {
          givenDate: row.noticeGivenDate ? dateString(row.noticeGivenDate) : null,
          workedDays: row.noticeWorkedDays,
          overrideDays: row.noticeOverrideDays,
          overrideReason: row.noticeOverrideReason,
        }
      : null,
    fixedTerm: row.fixedTerm,
    fixedTermEndDate: optionalDateString(row.fixedTermEndDate),
    replacesAbsentWorker: row.replacesAbsentWorker,
    fixedTermSurchargeApplies: row.fixedTerm && !row.replacesAbsentWorker,
    cuafDue: row.cuafDue,
    workerRenouncedIvsShare: row.workerRenouncedIvsShare,
    over80ReliefStart: optionalDateString(row.over80ReliefStart),
    expectedBirthDate: optionalDateString(row.expectedBirthDate),
    assistedPersonName: row.assistedPersonName,
    assistedPersonFiscalCode: row.assistedPersonFiscalCode,
    assistedPersonBirthDate: optionalDateString(row.assistedPersonBirthDate),
    workplaceAddress: row.workplaceAddress,
    notes: row.notes,
    currentTerms,
    ...metadataView(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function serializeOpeningBalances(row: OpeningBalanceRow): OpeningBalancesView {
  return {
    asOfDate: dateString(row.asOfDate),
    vacationDaysLeftThisYear: decimalString(row.vacationDaysLeftThisYear, 4),
    vacationDaysLeftPreviousYear: decimalString(row.vacationDaysLeftPreviousYear, 4),
    thirteenthAccruedThisYear: decimalString(row.thirteenthAccruedThisYear),
    tfrFundAtLastYearEnd: decimalString(row.tfrFundAtLastYearEnd),
    tfrAccruedThisYear: decimalString(row.tfrAccruedThisYear),
    sickDaysUsedLast365: String(row.sickDaysUsedLast365),
    ytdGross: decimalString(row.ytdGross),
    ytdWorkerInps: decimalString(row.ytdWorkerInps),
    ytdWorkerCassacolf: decimalString(row.ytdWorkerCassacolf),
    ytdTaxable: row.ytdTaxable === null ? null : decimalString(row.ytdTaxable),
    ytdEmploymentDays: row.ytdEmploymentDays === null ? null : String(row.ytdEmploymentDays),
    declaredQuarters: parseDeclaredQuarters(row.declaredQuarters),
    earlierDaysDeclaredElsewhere: row.earlierDaysDeclaredElsewhere,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function serializeContractDetail(row: ContractRow, balances: OpeningBalanceRow | null, today: string): ContractDetailView {
  return {
    ...serializeContract(row, today),
    terms: serializeTermsHistory(row.terms),
    openingBalances: balances ? serializeOpeningBalances(balances) : null,
  };
}

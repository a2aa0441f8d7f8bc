import "server-only";
/**
 * The one shape contracts, terms and opening balances leave the service in. Rows never reach
 * the wire unshaped: decimals as fixed-scale strings, dates YYYY-MM-DD, timestamps ISO 8601.
 */
import { dateString, decimalString, optionalDateString } from "@/lib/db/serialize";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseDeclaredQuarters } from "@/lib/db/json-columns";
import { addDays } from "@/lib/payroll";
import { payTableFor, scheduleOfColumns, weeklyTotal, type WeeklySchedule } from "@/lib/payroll";
import type { ContractDetailView, ContractView, OpeningBalancesView, TermsView } from "@/lib/validation/contract";
import { termsInForceOn } from "./contract-with-terms";

export const termsSelect = {
  id: true,
  effectiveFrom: true,
  level: true,
  jobType: true,
  cohabiting: true,
  payBasis: true,
  wage: true,
  hoursMon: true,
  hoursTue: true,
  hoursWed: true,
  hoursThu: true,
  hoursFri: true,
  hoursSat: true,
  hoursSun: true,
  boardBreakfastLunch: true,
  boardDinner: true,
  boardLodging: true,
  boardInCash: true,
  babysitterChildUnderSix: true,
  multipleAssisted: true,
  functionAllowance: true,
  seniorityIncrements: true,
  superminimo: true,
  superminimoAbsorbable: true,
  uniCertifiedUntil: true,
  createdAt: true,
} as const;

export const contractSelect = {
  id: true,
  organizationId: true,
  employerId: true,
  workerId: true,
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
  cuafDue: true,
  workerRenouncedIvsShare: true,
  notes: true,
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

export type TermsRow = Prisma.ContractTermsGetPayload<{ select: typeof termsSelect }>;
export type ContractRow = Prisma.DomesticContractGetPayload<{ select: typeof contractSelect }>;
export type OpeningBalanceRow = Prisma.ContractOpeningBalanceGetPayload<{ select: typeof openingBalanceSelect }>;

export function scheduleOf(row: Pick<TermsRow, "hoursMon" | "hoursTue" | "hoursWed" | "hoursThu" | "hoursFri" | "hoursSat" | "hoursSun">): WeeklySchedule {
  return scheduleOfColumns(row);
}

export function serializeTerms(row: TermsRow, next: { effectiveFrom: Date } | undefined): TermsView {
  const weeklySchedule = scheduleOf(row);
  const weekly = weeklyTotal(weeklySchedule);
  return {
    id: row.id,
    effectiveFrom: dateString(row.effectiveFrom),
    effectiveTo: next ? addDays(dateString(next.effectiveFrom), -1) : null,
    level: row.level,
    jobType: row.jobType,
    cohabiting: row.cohabiting,
    payBasis: row.payBasis,
    wage: decimalString(row.wage),
    weeklySchedule,
    weeklyHours: weekly.toFixed(2),
    payTable: payTableFor({ jobType: row.jobType, cohabiting: row.cohabiting, level: row.level, weeklyHours: weekly }),
    board: { breakfastLunch: row.boardBreakfastLunch, dinner: row.boardDinner, lodging: row.boardLodging, inCash: row.boardInCash },
    allowances: {
      babysitterChildUnderSix: row.babysitterChildUnderSix,
      multipleAssisted: row.multipleAssisted,
      functionAllowance: row.functionAllowance,
      uniCertifiedUntil: row.uniCertifiedUntil ? dateString(row.uniCertifiedUntil) : null,
    },
    seniorityIncrements: row.seniorityIncrements === null ? null : String(row.seniorityIncrements),
    superminimo: row.superminimo === null ? null : decimalString(row.superminimo),
    superminimoAbsorbable: row.superminimoAbsorbable,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Terms history (sorted by effectiveFrom ascending) with each row's effectiveTo. */
export function serializeTermsHistory(rows: readonly TermsRow[]): TermsView[] {
  return rows.map((row, i) => serializeTerms(row, rows[i + 1]));
}

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
    expectedBirthDate: optionalDateString(row.expectedBirthDate),
    notes: row.notes,
    currentTerms,
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

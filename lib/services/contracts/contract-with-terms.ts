import "server-only";
import type { Db, Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { dateString } from "@/lib/db/serialize";
import { scheduleDays, scheduleIndex, scheduleOfColumns } from "@/lib/payroll";

/** Everything payroll, auto-fill and validation read of a contract: the row and its terms history. */
export const contractWithTermsSelect = {
  id: true,
  organizationId: true,
  employerId: true,
  workerFirstName: true,
  workerLastName: true,
  workerFiscalCode: true,
  startDate: true,
  endDate: true,
  endReason: true,
  fixedTerm: true,
  fixedTermEndDate: true,
  noticeGivenDate: true,
  noticeWorkedDays: true,
  noticeOverrideDays: true,
  noticeOverrideReason: true,
  replacesAbsentWorker: true,
  cuafDue: true,
  workerRenouncedIvsShare: true,
  createdAt: true,
  updatedAt: true,
  employer: { select: { id: true, patronSaintDay: true, displayName: true, archivedAt: true } },
  terms: { orderBy: { effectiveFrom: "asc" as const } },
} as const;

/** Loads a contract of the caller's organization, or 404 exactly like an unknown id. */
export async function findContractWithTerms(db: Db | Tx, organizationId: string, contractId: string) {
  const contract = await db.domesticContract.findFirst({ where: { id: contractId, organizationId }, select: contractWithTermsSelect });
  if (!contract) throw notFound("Domestic contract");
  return contract;
}

/** Many contracts of the caller's organization with their terms, in one statement; unknown ids are left out. */
export async function findContractsWithTerms(db: Db | Tx, organizationId: string, contractIds: readonly string[]) {
  return db.domesticContract.findMany({ where: { id: { in: [...contractIds] }, organizationId }, select: contractWithTermsSelect });
}

export type ContractWithTerms = Awaited<ReturnType<typeof findContractWithTerms>>;
export type ContractTermsRow = ContractWithTerms["terms"][number];

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

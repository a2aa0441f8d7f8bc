import "server-only";
import type { Queryable } from "@/lib/db/sql";
import type { ContractTerms } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors";
import { dateString } from "@/lib/db/serialize";
import { contractScopeSql, scopeOfOwner, type ContractOwner } from "@/lib/db/scope";
import { contractsWithTermsOf, selectContractsWithTerms, type ContractWithTerms } from "@/lib/db/statements/payroll-inputs";
import { scheduleDays, scheduleIndex, scheduleOfColumns } from "@/lib/payroll";

/** Everything payroll, auto-fill and validation read of a contract: the row, its employer's few fields and its terms history (lib/db/columns.ts). */
export type { ContractWithTerms };
export { contractsWithTermsOf };

/**
 * Many contracts of the caller's organization (or scope) with their employer and terms, in one
 * statement; unknown ids are left out. Raw SQL: it runs inside run-payroll's own transaction
 * (lib/db/sql.ts) as well as in Prisma ones.
 */
export async function findContractsWithTerms(db: Queryable, owner: ContractOwner, contractIds: readonly string[]): Promise<ContractWithTerms[]> {
  if (contractIds.length === 0) return [];
  return selectContractsWithTerms(db, contractIds, contractScopeSql(scopeOfOwner(owner), "c"));
}

/** Loads a contract of the caller's organization, or 404 exactly like an unknown id. */
export async function findContractWithTerms(db: Queryable, owner: ContractOwner, contractId: string): Promise<ContractWithTerms> {
  const [contract] = await findContractsWithTerms(db, owner, [contractId]);
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

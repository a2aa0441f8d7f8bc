import "server-only";
/**
 * A contract-terms row and the API's terms, in one place: the columns read (from the table's one
 * column list, lib/db/columns.ts), row → API shape (`termsOfRow`), API shape → row (`rowOfTerms`),
 * and from them the response's terms (`serializeTerms`) and the engine's (`toEngineTerms`, through
 * `engineTermsOf`, the engine's one conversion). Nothing else maps the columns one by one.
 */
import { CONTRACT_TERMS, omit } from "@/lib/db/columns";
import { dateString, decimalString, toDbDate } from "@/lib/db/serialize";
import type { ContractTerms as ContractTermsModel, Prisma } from "@/lib/generated/prisma/client";
import { addDays, engineTermsOf, payTableFor, scheduleOfColumns, weeklyTotal, type ContractTerms, type WeeklySchedule } from "@/lib/payroll";
import type { TermsInput, TermsView } from "@/lib/validation/contract";

/** Every column of a terms row but its contract's id (the contract reads it through the relation). */
const TERMS_FIELDS = omit(CONTRACT_TERMS, ["contractId"]);

type TermsSelect = { [K in keyof typeof TERMS_FIELDS]: true };

/** The Prisma `select` of a terms row, derived from the column list. */
export const termsSelect = Object.fromEntries(Object.keys(TERMS_FIELDS).map((k) => [k, true])) as TermsSelect;

export type TermsRow = Prisma.ContractTermsGetPayload<{ select: TermsSelect }>;

/** The columns the terms' content lives in (no id, dates of validity or creation). */
export type TermsColumns = Omit<ContractTermsModel, "id" | "contractId" | "effectiveFrom" | "createdAt">;

/** The weekly schedule of a row's seven columns. */
export function scheduleOf(row: Pick<TermsColumns, "hoursMon" | "hoursTue" | "hoursWed" | "hoursThu" | "hoursFri" | "hoursSat" | "hoursSun">): WeeklySchedule {
  return scheduleOfColumns(row);
}

/** Row → the API's terms (what a request sends): decimals as fixed-scale strings, dates YYYY-MM-DD. */
export function termsOfRow(t: TermsColumns): TermsInput {
  return {
    level: t.level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: decimalString(t.wage),
    weeklySchedule: scheduleOf(t),
    board: { breakfastLunch: t.boardBreakfastLunch, dinner: t.boardDinner, lodging: t.boardLodging, inCash: t.boardInCash },
    allowances: {
      babysitterChildUnderSix: t.babysitterChildUnderSix,
      multipleAssisted: t.multipleAssisted,
      functionAllowance: t.functionAllowance,
      uniCertifiedUntil: t.uniCertifiedUntil ? dateString(t.uniCertifiedUntil) : null,
    },
    seniorityIncrements: t.seniorityIncrements === null ? null : String(t.seniorityIncrements),
    superminimo: t.superminimo === null ? null : decimalString(t.superminimo),
    superminimoAbsorbable: t.superminimoAbsorbable,
  };
}

/** The API's terms → the row's columns (without contract and effective date). */
export function rowOfTerms(t: TermsInput) {
  const s = t.weeklySchedule;
  return {
    level: t.level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: t.wage,
    hoursMon: s.monday,
    hoursTue: s.tuesday,
    hoursWed: s.wednesday,
    hoursThu: s.thursday,
    hoursFri: s.friday,
    hoursSat: s.saturday,
    hoursSun: s.sunday,
    boardBreakfastLunch: t.board.breakfastLunch,
    boardDinner: t.board.dinner,
    boardLodging: t.board.lodging,
    boardInCash: t.board.inCash,
    babysitterChildUnderSix: t.allowances.babysitterChildUnderSix,
    multipleAssisted: t.allowances.multipleAssisted,
    functionAllowance: t.allowances.functionAllowance,
    uniCertifiedUntil: t.allowances.uniCertifiedUntil ? toDbDate(t.allowances.uniCertifiedUntil) : null,
    seniorityIncrements: t.seniorityIncrements === null ? null : Number(t.seniorityIncrements),
    superminimo: t.superminimo,
    superminimoAbsorbable: t.superminimoAbsorbable,
  };
}

/** A terms row as the API answers it, with its end the day before the next set's start. */
export function serializeTerms(row: TermsRow, next: { effectiveFrom: Date } | undefined): TermsView {
  const terms = termsOfRow(row);
  const weekly = weeklyTotal(terms.weeklySchedule);
  return {
    id: row.id,
    effectiveFrom: dateString(row.effectiveFrom),
    effectiveTo: next ? addDays(dateString(next.effectiveFrom), -1) : null,
    level: terms.level,
    jobType: terms.jobType,
    cohabiting: terms.cohabiting,
    payBasis: terms.payBasis,
    wage: terms.wage,
    weeklySchedule: terms.weeklySchedule,
    weeklyHours: weekly.toFixed(2),
    payTable: payTableFor({ jobType: row.jobType, cohabiting: row.cohabiting, level: row.level, weeklyHours: weekly }),
    board: terms.board,
    allowances: terms.allowances,
    seniorityIncrements: terms.seniorityIncrements,
    superminimo: terms.superminimo,
    superminimoAbsorbable: terms.superminimoAbsorbable,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Terms history (sorted by effectiveFrom ascending) with each row's effectiveTo. */
export function serializeTermsHistory(rows: readonly TermsRow[]): TermsView[] {
  return rows.map((row, i) => serializeTerms(row, rows[i + 1]));
}

/** A contract's terms rows as the engine reads them. */
export function toEngineTerms(terms: readonly (TermsColumns & { effectiveFrom: Date })[]): ContractTerms[] {
  return terms.map((t) => engineTermsOf(dateString(t.effectiveFrom), termsOfRow(t)));
}

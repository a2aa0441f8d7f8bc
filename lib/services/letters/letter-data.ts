import "server-only";
/**
 * Everything a hiring or change letter prints, composed from the contract, its terms, the worker and
 * the employer (issue 31 item 2). Stored with each letter (`contract_letters.data`) and hashed: a
 * letter whose data did not change is not stored again, and one whose data changed since is outdated.
 */
import { createHash } from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { dateString, optionalDateString } from "@/lib/db/serialize";
import { contractWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import {
  dec,
  getYearRates,
  hasRatesForYear,
  letterTermsFacts,
  minimumWageFor,
  scheduleOfColumns,
  weeklyTotal,
  type CcnlLevel,
  type LetterTermsFacts,
  type RateRegistry,
  type WeeklySchedule,
} from "@/lib/payroll";
import type { AccessScope } from "@/lib/auth/scope";
import type { ContractLetterKind, LetterDetails } from "@/lib/validation/contract-letter";
import { postalAddress } from "@/lib/services/documents/payslip-document-data";
import { contractPersonSelect } from "@/lib/services/contracts/serialize-contract";

export interface LetterParty {
  name: string;
  fiscalCode: string | null;
  address: string | null;
  /** town, for "Luogo e data" */
  locality: string | null;
  /** a person's sex (from the record or the fiscal code), for the letter's agreement; null for a company or unknown */
  sex?: "M" | "F" | null;
}

export interface LetterTerms {
  termsId: string;
  effectiveFrom: string;
  level: CcnlLevel;
  jobType: string;
  cohabiting: boolean;
  payBasis: "hourly" | "monthly";
  wage: string;
  weeklyHours: string;
  schedule: WeeklySchedule;
  board: { breakfastLunch: boolean; dinner: boolean; lodging: boolean; inCash: boolean };
  allowances: { babysitterChildUnderSix: boolean; multipleAssisted: boolean; functionAllowance: boolean };
  superminimoAbsorbable: boolean;
  /** CCNL minimum for the pay basis on effectiveFrom; null when the year's tables are missing */
  minimum: { amount: string; year: number; table: string } | null;
  /** wage − minimum when positive */
  superminimo: string | null;
  /** conventional daily values of board and lodging of the year */
  boardDaily: { lunchOrBreakfast: string; dinner: string; lodging: string } | null;
  /** monthly (or hourly) CCNL allowances that apply, with their amounts when the year's tables have them */
  allowanceAmounts: { functionAllowance: string | null; babysitter: string | null; multipleAssisted: string | null };
  facts: LetterTermsFacts;
}

export interface ContractLetterData {
  kind: ContractLetterKind;
  employer: LetterParty;
  worker: LetterParty & { birthDate: string | null; birthPlace: string | null; nationality: string | null; iban: string | null };
  contract: { startDate: string; fixedTerm: boolean; fixedTermEndDate: string | null; replacesAbsentWorker: boolean; inpsRelationshipCode: string | null };
  terms: LetterTerms;
  /** the terms before these (a change letter) */
  previous: LetterTerms | null;
  details: LetterDetails;
}

const letterContractSelect = {
  id: true,
  ...contractPersonSelect,
  inpsRelationshipCode: true,
  startDate: true,
  fixedTerm: true,
  fixedTermEndDate: true,
  replacesAbsentWorker: true,
  worker: { select: { sex: true } },
  employer: { select: { displayName: true, displayTaxId: true, personalInfo: true, businessDetails: true } },
  terms: { orderBy: { effectiveFrom: "asc" as const } },
} as const;

async function findLetterContract(db: Db | Tx, scope: AccessScope, contractId: string) {
  const row = await db.domesticContract.findFirst({ where: { id: contractId, ...contractWhere(scope) }, select: letterContractSelect });
  if (!row) throw notFound("Domestic contract");
  return row;
}
export type LetterContract = Awaited<ReturnType<typeof findLetterContract>>;
export { findLetterContract };

/** M/F from the worker record, else from a 16-character fiscal code (day of birth + 40 for women). */
function sexOf(recorded: string | null | undefined, fiscalCode: string | null): "M" | "F" | null {
  if (recorded === "M" || recorded === "F") return recorded;
  const day = fiscalCode && fiscalCode.length === 16 ? Number(fiscalCode.slice(9, 11)) : NaN;
  return Number.isNaN(day) ? null : day > 40 ? "F" : "M";
}

function termsOf(t: LetterContract["terms"][number], contract: LetterContract, registry: RateRegistry): LetterTerms {
  const schedule = scheduleOfColumns(t);
  const weekly = weeklyTotal(schedule);
  const effectiveFrom = dateString(t.effectiveFrom);
  const level = t.level as CcnlLevel;
  const min = minimumWageFor({ level, jobType: t.jobType, cohabiting: t.cohabiting, weeklyHours: weekly, date: effectiveFrom }, registry);
  const minimumAmount = min.kind === "ok" ? (t.payBasis === "monthly" ? min.monthly : min.hourly) : null;
  const wage = t.wage.toFixed(2);
  const over = minimumAmount ? dec(wage).minus(minimumAmount) : null;
  const year = Number(effectiveFrom.slice(0, 4));
  const rates = hasRatesForYear(year, registry) ? getYearRates(year, registry) : null;
  const monthly = t.payBasis === "monthly";
  const babysitter = rates
    ? t.cohabiting
      ? weekly.lessThanOrEqualTo(30)
        ? rates.ccnl.babysitterAllowance.liveInReducedMonthly
        : rates.ccnl.babysitterAllowance.liveInFullTimeMonthly
      : rates.ccnl.babysitterAllowance.hourly
    : null;
  return {
    termsId: t.id,
    effectiveFrom,
    level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage,
    weeklyHours: weekly.toFixed(2),
    schedule,
    board: { breakfastLunch: t.boardBreakfastLunch, dinner: t.boardDinner, lodging: t.boardLodging, inCash: t.boardInCash },
    allowances: { babysitterChildUnderSix: t.babysitterChildUnderSix, multipleAssisted: t.multipleAssisted, functionAllowance: t.functionAllowance },
    superminimoAbsorbable: t.superminimoAbsorbable,
    minimum: minimumAmount && min.kind === "ok" ? { amount: minimumAmount, year: min.year, table: min.table } : null,
    superminimo: over && over.greaterThan(0) ? over.toFixed(2) : null,
    boardDaily: rates ? { lunchOrBreakfast: rates.board.lunchOrBreakfast, dinner: rates.board.dinner, lodging: rates.board.lodging } : null,
    allowanceAmounts: {
      functionAllowance: t.functionAllowance && rates ? rates.ccnl.functionAllowanceMonthly : null,
      babysitter: t.babysitterChildUnderSix ? babysitter : null,
      multipleAssisted:
        t.multipleAssisted && rates ? (monthly ? rates.ccnl.multiAssistanceAllowance.monthly : rates.ccnl.multiAssistanceAllowance.hourly) : null,
    },
    facts: letterTermsFacts({
      startDate: dateString(contract.startDate),
      fixedTerm: contract.fixedTerm,
      fixedTermEndDate: optionalDateString(contract.fixedTermEndDate),
      level,
      cohabiting: t.cohabiting,
      weeklyHours: weekly.toFixed(2),
    }),
  };
}

function employerOf(c: LetterContract): LetterParty {
  const e = c.employer;
  const parts = (e.personalInfo ?? e.businessDetails) as Record<string, unknown> | null;
  const personal = e.personalInfo as { firstName?: string; lastName?: string } | null;
  const locality = typeof parts?.locality === "string" && parts.locality.trim() ? parts.locality.trim() : null;
  return {
    // "Mario Rossi" on a letter, not the directory's "Rossi Mario"
    name: personal?.firstName && personal.lastName ? `${personal.firstName} ${personal.lastName}` : e.displayName,
    fiscalCode: e.displayTaxId,
    address: postalAddress(parts),
    locality,
    sex: personal ? sexOf(null, e.displayTaxId) : null,
  };
}

/**
 * The data of the letter describing `termsId` (the first terms: the hiring letter; a later set: its
 * change letter, with the terms before it). `rates`: the organization's tables (ratesOf(ctx)), so the
 * minimum and the allowances printed are those its payslips are computed on (its overrides included).
 */
export function composeLetterData(c: LetterContract, termsIndex: number, details: LetterDetails, rates: RateRegistry): ContractLetterData {
  const t = c.terms[termsIndex]!;
  return {
    kind: termsIndex === 0 ? "hiring" : "change",
    employer: employerOf(c),
    worker: {
      name: `${c.workerFirstName} ${c.workerLastName}`,
      fiscalCode: c.workerFiscalCode,
      address: postalAddress({ address: c.workerAddress, zipCode: c.workerZipCode, locality: c.workerLocality, province: c.workerProvince }),
      locality: c.workerLocality,
      sex: sexOf(c.worker?.sex, c.workerFiscalCode),
      birthDate: optionalDateString(c.workerBirthDate),
      birthPlace: c.workerBirthPlace,
      nationality: c.workerNationality,
      iban: c.workerIban,
    },
    contract: {
      startDate: dateString(c.startDate),
      fixedTerm: c.fixedTerm,
      fixedTermEndDate: optionalDateString(c.fixedTermEndDate),
      replacesAbsentWorker: c.replacesAbsentWorker,
      inpsRelationshipCode: c.inpsRelationshipCode,
    },
    terms: termsOf(t, c, rates),
    previous: termsIndex > 0 ? termsOf(c.terms[termsIndex - 1]!, c, rates) : null,
    details,
  };
}

/** JSON with object keys sorted at every depth. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** SHA-256 of the canonical JSON of a letter's data: equal data, equal hash, whatever the key order. */
export function letterDataHash(data: ContractLetterData): string {
  return createHash("sha256").update(canonical(data)).digest("hex");
}

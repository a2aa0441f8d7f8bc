import "server-only";
import type { Tx } from "@/lib/db/client";
import { dateString, decimalString, optionalDateString } from "@/lib/db/serialize";
import type { Prisma } from "@/lib/generated/prisma/client";
import { weeklyTotal, type CommunicatedTerms } from "@/lib/payroll";
import { scheduleOf, termsOfRow, termsSelect, type TermsRow } from "@/lib/services/contracts/terms-row";
import { termsInForceOn } from "@/lib/services/contracts/contract-with-terms";
import { contractPersonSelect } from "@/lib/services/contracts/serialize-contract";
import type { InpsCommunicationData } from "@/lib/validation/inps-communication";

/** The CNEL code of the CCNL lavoro domestico (renewed CCNL art. 6, rules-update-3 B5). */
export const CCNL_CODE = "H501";

/** What a communication's data set is made of: the contract, its employer, the worker and the terms history. */
export const communicationContractSelect = {
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
  fixedTerm: true,
  fixedTermEndDate: true,
  replacesAbsentWorker: true,
  employer: { select: { type: true, displayName: true, displayTaxId: true, personalInfo: true, businessDetails: true } },
  worker: { select: { sex: true, birthDate: true, birthPlace: true, nationality: true } },
  terms: { select: termsSelect, orderBy: { effectiveFrom: "asc" as const } },
} as const;
export type CommunicationContract = Prisma.DomesticContractGetPayload<{ select: typeof communicationContractSelect }>;

/** The contract as it is now inside the caller's transaction (null when it is gone). */
export function loadCommunicationContract(tx: Tx, contractId: string): Promise<CommunicationContract | null> {
  return tx.domesticContract.findUnique({ where: { id: contractId }, select: communicationContractSelect });
}

const text = (record: Record<string, unknown> | null, key: string): string | null => {
  const value = record?.[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
};

function employerData(e: CommunicationContract["employer"]): InpsCommunicationData["employer"] {
  const info = (e.type === "domestic" ? e.personalInfo : e.businessDetails) as Record<string, unknown> | null;
  return {
    type: e.type,
    name: e.displayName,
    firstName: text(info, "firstName"),
    lastName: text(info, "lastName"),
    fiscalCode: text(info, "fiscalCode") ?? (e.type === "domestic" ? e.displayTaxId : null),
    vatNumber: text(info, "vatNumber"),
    address: text(info, "address"),
    zipCode: text(info, "zipCode"),
    locality: text(info, "locality"),
    province: text(info, "province"),
  };
}

/** What INPS records of terms (the comparison a variation is made of). */
export function communicatedTerms(t: TermsRow): CommunicatedTerms {
  return {
    weeklyHours: weeklyTotal(scheduleOf(t)).toFixed(2),
    payBasis: t.payBasis,
    wage: decimalString(t.wage),
    level: t.level,
    cohabiting: t.cohabiting,
  };
}

function termsData(row: TermsRow): NonNullable<InpsCommunicationData["terms"]> {
  const t = termsOfRow(row);
  return {
    effectiveFrom: dateString(row.effectiveFrom),
    jobType: t.jobType,
    level: t.level,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: t.wage,
    weeklyHours: weeklyTotal(t.weeklySchedule).toFixed(2),
    weeklySchedule: { ...t.weeklySchedule },
    board: t.board,
  };
}

/**
 * The complete data set INPS asks for, from the contract, its employer, the worker and the terms in
 * force on `termsDate`, plus what happened (`event`).
 */
export function communicationData(c: CommunicationContract, termsDate: string, event: InpsCommunicationData["event"]): InpsCommunicationData {
  const terms = termsInForceOn(c.terms, termsDate) ?? c.terms[0] ?? null;
  return {
    employer: employerData(c.employer),
    worker: {
      firstName: c.workerFirstName,
      lastName: c.workerLastName,
      fiscalCode: c.workerFiscalCode,
      sex: c.worker?.sex ?? null,
      // the contract's copy, else what the worker record knows (a birth date read from the fiscal code)
      birthDate: optionalDateString(c.workerBirthDate ?? c.worker?.birthDate),
      birthPlace: c.workerBirthPlace ?? c.worker?.birthPlace ?? null,
      nationality: c.workerNationality ?? c.worker?.nationality ?? null,
      address: c.workerAddress,
      zipCode: c.workerZipCode,
      locality: c.workerLocality,
      province: c.workerProvince,
    },
    relationship: {
      ccnlCode: CCNL_CODE,
      startDate: dateString(c.startDate),
      fixedTerm: c.fixedTerm,
      fixedTermEndDate: optionalDateString(c.fixedTermEndDate),
      replacesAbsentWorker: c.replacesAbsentWorker,
      relationshipCode: c.inpsRelationshipCode,
    },
    terms: terms ? termsData(terms) : null,
    event,
  };
}

import "server-only";
/**
 * The one shape a worker leaves the service in: the person, their contracts, the hours of the
 * contracts in force on `today` together, and the warnings of the engine for that day (hours
 * across households, documents, decreto flussi). Nothing is stored of the warnings: they are
 * computed at read time for the day the service passes in.
 */
import { dateString, optionalDateString } from "@/lib/db/serialize";
import type { Prisma } from "@/lib/generated/prisma/client";
import { weeklyTotal, workerDocumentWarnings, workerHoursAcrossContracts, type WorkerContractHours } from "@/lib/payroll";
import { termsInForceOn } from "@/lib/services/contracts/contract-with-terms";
import { scheduleOf } from "@/lib/services/contracts/terms-row";
import { decodePersonFiscalCode } from "@/lib/validation/tax-codes";
import type { WorkerRecordView } from "@/lib/validation/worker";
import { isOrganizationWide, type AccessScope } from "@/lib/auth/scope";
import { contractWhere } from "@/lib/db/scope";
import { metadataView } from "@/lib/services/metadata/metadata-fields";

const hoursTermsSelect = {
  effectiveFrom: true,
  jobType: true,
  cohabiting: true,
  hoursMon: true,
  hoursTue: true,
  hoursWed: true,
  hoursThu: true,
  hoursFri: true,
  hoursSat: true,
  hoursSun: true,
} as const;

export const workerSelect = {
  id: true,
  organizationId: true,
  firstName: true,
  lastName: true,
  fiscalCode: true,
  birthDate: true,
  sex: true,
  birthPlace: true,
  nationality: true,
  address: true,
  locality: true,
  province: true,
  zipCode: true,
  iban: true,
  identityDocumentKind: true,
  identityDocumentNumber: true,
  identityDocumentExpiry: true,
  residencePermitKind: true,
  residencePermitNumber: true,
  residencePermitExpiry: true,
  flussiEntryDate: true,
  metadata: true,
  externalId: true,
  createdAt: true,
  updatedAt: true,
  contracts: {
    select: {
      id: true,
      employerId: true,
      startDate: true,
      endDate: true,
      employer: { select: { displayName: true } },
      terms: { select: hoursTermsSelect, orderBy: { effectiveFrom: "asc" as const } },
    },
    orderBy: [{ startDate: "desc" }, { id: "asc" }] as Prisma.DomesticContractOrderByWithRelationInput[],
  },
} as const;

/**
 * The worker as a caller sees them: a scope narrower than the organization lists only its own
 * contracts of the worker (another household's contracts are not its to see), so the hours and
 * warnings are those of the contracts in scope.
 */
export function workerSelectIn(scope: AccessScope): typeof workerSelect {
  if (isOrganizationWide(scope)) return workerSelect;
  // the same shape: a filter on the nested list changes which contracts come, not what each holds
  return { ...workerSelect, contracts: { ...workerSelect.contracts, where: contractWhere(scope) } } as unknown as typeof workerSelect;
}

export type WorkerRow = Prisma.WorkerGetPayload<{ select: typeof workerSelect }>;
type ContractOfWorker = WorkerRow["contracts"][number];

/** The terms of a contract in force on a day (clamped into the contract, like the contract's currentTerms). */
function termsOn(contract: ContractOfWorker, today: string) {
  const start = dateString(contract.startDate);
  const end = optionalDateString(contract.endDate);
  const day = today < start ? start : end && today > end ? end : today;
  return termsInForceOn(contract.terms, day) ?? contract.terms[0];
}

function inForce(contract: ContractOfWorker, today: string): boolean {
  const end = optionalDateString(contract.endDate);
  return dateString(contract.startDate) <= today && (end === null || end >= today);
}

function documentOf(kind: string | null, number: string | null, expiry: Date | null) {
  return kind && number ? { kind, number, expiryDate: optionalDateString(expiry) } : null;
}

export function serializeWorker(row: WorkerRow, today: string): WorkerRecordView {
  const hoursInput: WorkerContractHours[] = [];
  const contracts = row.contracts.map((c) => {
    const terms = termsOn(c, today);
    if (!terms) throw new Error("A contract without terms violates the data model");
    const weeklySchedule = scheduleOf(terms);
    if (inForce(c, today)) hoursInput.push({ contractId: c.id, jobType: terms.jobType, cohabiting: terms.cohabiting, weeklySchedule });
    const end = optionalDateString(c.endDate);
    return {
      id: c.id,
      employerId: c.employerId,
      employerName: c.employer.displayName,
      status: end !== null && end < today ? ("ended" as const) : ("active" as const),
      startDate: dateString(c.startDate),
      endDate: end,
      jobType: terms.jobType,
      cohabiting: terms.cohabiting,
      weeklyHours: weeklyTotal(weeklySchedule).toFixed(2),
    };
  });
  const hours = workerHoursAcrossContracts(hoursInput);
  const identityDocument = documentOf(row.identityDocumentKind, row.identityDocumentNumber, row.identityDocumentExpiry);
  const residencePermit = documentOf(row.residencePermitKind, row.residencePermitNumber, row.residencePermitExpiry);
  const documentWarnings = workerDocumentWarnings({
    documents: [
      { document: "identity_document", expiryDate: identityDocument?.expiryDate ?? null },
      { document: "residence_permit", expiryDate: residencePermit?.expiryDate ?? null },
    ],
    flussiEntryDate: optionalDateString(row.flussiEntryDate),
    asOf: today,
  });
  const facts = row.fiscalCode ? decodePersonFiscalCode(row.fiscalCode) : null;
  return {
    id: row.id,
    organizationId: row.organizationId,
    firstName: row.firstName,
    lastName: row.lastName,
    fiscalCode: row.fiscalCode,
    birthDate: optionalDateString(row.birthDate),
    sex: row.sex === "M" || row.sex === "F" ? row.sex : null,
    birthPlace: row.birthPlace,
    birthPlaceCode: facts?.birthPlaceCode ?? null,
    nationality: row.nationality,
    address: row.address,
    locality: row.locality,
    province: row.province,
    zipCode: row.zipCode,
    iban: row.iban,
    identityDocument,
    residencePermit,
    flussiEntryDate: optionalDateString(row.flussiEntryDate),
    contracts,
    hours: { asOf: today, weeklyHours: hours.weeklyHours, dailyHours: hours.dailyHours, limits: hours.limits },
    warnings: [...hours.warnings, ...documentWarnings],
    ...metadataView(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

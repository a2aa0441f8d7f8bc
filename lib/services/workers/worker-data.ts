import "server-only";
import { toDbDate } from "@/lib/db/serialize";
import { validationError, type FieldError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decodePersonFiscalCode, fiscalCodeBirthDate } from "@/lib/validation/tax-codes";
import { checkWorkerFields, type CreateWorkerInput } from "@/lib/validation/worker";

/** A worker's fields as the API names them, merged (create: the body; PATCH: the stored record with the body over it). */
export type WorkerFields = Omit<CreateWorkerInput, "firstName" | "lastName"> & { firstName: string; lastName: string };

/**
 * Checks a worker's fields against its fiscal code and fills what the code says and the body
 * left out: the birth date (its century the one that puts it before today) and the sex.
 */
export function completeWorkerFields(w: WorkerFields, today: string): WorkerFields {
  const errors: FieldError[] = checkWorkerFields(w).map((i) => ({ path: i.path, code: i.code, message: i.message }));
  if (errors.length > 0) throw validationError(errors);
  const facts = w.fiscalCode ? decodePersonFiscalCode(w.fiscalCode) : null;
  if (!facts || !w.fiscalCode) return w;
  return { ...w, birthDate: w.birthDate ?? fiscalCodeBirthDate(w.fiscalCode, today), sex: facts.sex };
}

const date = (value: string | null | undefined) => (value ? toDbDate(value) : null);

/** The worker's columns (the person, the documents, the decreto flussi entry). */
export function workerColumns(w: WorkerFields) {
  return {
    firstName: w.firstName,
    lastName: w.lastName,
    fiscalCode: w.fiscalCode ?? null,
    birthDate: date(w.birthDate),
    sex: w.sex ?? null,
    birthPlace: w.birthPlace ?? null,
    nationality: w.nationality ?? null,
    address: w.address ?? null,
    locality: w.locality ?? null,
    province: w.province ?? null,
    zipCode: w.zipCode ?? null,
    iban: w.iban ?? null,
    identityDocumentKind: w.identityDocument?.kind ?? null,
    identityDocumentNumber: w.identityDocument?.number ?? null,
    identityDocumentExpiry: date(w.identityDocument?.expiryDate),
    residencePermitKind: w.residencePermit?.kind ?? null,
    residencePermitNumber: w.residencePermit?.number ?? null,
    residencePermitExpiry: date(w.residencePermit?.expiryDate),
    flussiEntryDate: date(w.flussiEntryDate),
  } satisfies Omit<Prisma.WorkerUncheckedCreateInput, "organizationId">;
}

/** The person's fields a contract keeps a copy of: a worker record's, or a contract body's `worker`. */
type CopiedPersonFields = Pick<
  WorkerFields,
  "firstName" | "lastName" | "fiscalCode" | "birthDate" | "birthPlace" | "nationality" | "address" | "locality" | "province" | "zipCode" | "iban"
>;

/** The copy of the person's fields each contract keeps (the contract's `worker`, read as before issue 31). */
export function contractCopyOf(w: CopiedPersonFields) {
  return {
    workerFirstName: w.firstName,
    workerLastName: w.lastName,
    workerFiscalCode: w.fiscalCode ?? null,
    workerBirthDate: date(w.birthDate),
    workerBirthPlace: w.birthPlace ?? null,
    workerNationality: w.nationality ?? null,
    workerAddress: w.address ?? null,
    workerLocality: w.locality ?? null,
    workerProvince: w.province ?? null,
    workerZipCode: w.zipCode ?? null,
    workerIban: w.iban ?? null,
  } satisfies Prisma.DomesticContractUncheckedUpdateManyInput;
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { AccessScope } from "@/lib/auth/scope";
import type { Tx } from "@/lib/db/client";
import { assertPersonInScope, workerWhere } from "@/lib/db/scope";
import { assertExternalIdFree, mergeMetadata } from "@/lib/services/metadata/metadata-fields";
import { lockWorkerRow } from "@/lib/db/statements/locks";
import type { ServiceContext } from "@/lib/services/context";
import { optionalDateString } from "@/lib/db/serialize";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { todayInItaly } from "@/lib/validation/common";
import type { UpdateWorkerInput, WorkerRecordView } from "@/lib/validation/worker";
import { assertFiscalCodeFree } from "./create-worker";
import { serializeWorker, workerSelect, type WorkerRow } from "./serialize-worker";
import { completeWorkerFields, contractCopyOf, workerColumns, type WorkerFields } from "./worker-data";

/** The fields every contract of the worker keeps a copy of. */
const PERSON_FIELDS = [
  "firstName",
  "lastName",
  "fiscalCode",
  "birthDate",
  "birthPlace",
  "nationality",
  "address",
  "locality",
  "province",
  "zipCode",
  "iban",
] as const;

/** Locks the worker row for the transaction; a worker outside the scope (another organization's) is not found. */
export async function lockWorker(tx: Tx, scope: AccessScope, id: string): Promise<void> {
  if (!(await lockWorkerRow(tx, scope, id))) throw notFound("Worker");
}

function fieldsOf(row: WorkerRow): WorkerFields {
  const doc = <K extends string>(kind: string | null, number: string | null, expiry: Date | null) =>
    kind && number ? { kind: kind as K, number, expiryDate: optionalDateString(expiry) } : null;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    fiscalCode: row.fiscalCode,
    birthDate: optionalDateString(row.birthDate),
    sex: row.sex === "M" || row.sex === "F" ? row.sex : null,
    birthPlace: row.birthPlace,
    nationality: row.nationality,
    address: row.address,
    locality: row.locality,
    province: row.province,
    zipCode: row.zipCode,
    iban: row.iban,
    identityDocument: doc<NonNullable<WorkerFields["identityDocument"]>["kind"]>(
      row.identityDocumentKind,
      row.identityDocumentNumber,
      row.identityDocumentExpiry,
    ),
    residencePermit: doc<NonNullable<WorkerFields["residencePermit"]>["kind"]>(row.residencePermitKind, row.residencePermitNumber, row.residencePermitExpiry),
    flussiEntryDate: optionalDateString(row.flussiEntryDate),
  };
}

/**
 * PATCH /v1/workers/{id}: only the fields present change (null clears an optional one). A change
 * of the person's fields is written to every contract of the worker too (the contract's `worker`
 * is their copy), in the same transaction.
 */
export async function updateWorker(ctx: ServiceContext, id: string, body: UpdateWorkerInput): Promise<WorkerRecordView> {
  const { metadata: metadataPatch, externalId, ...input } = body;
  const { principal, requestId } = ctx;
  const today = todayInItaly();
  return writeTransaction(async (tx) => {
    await lockWorker(tx, ctx.scope, id);
    // the worker's record is shared by every employer of the person: restricted credentials change it only when they hold all of its contracts
    await assertPersonInScope(tx, ctx.scope, id);
    const before = await tx.worker.findUniqueOrThrow({ where: { id }, select: workerSelect });
    const present = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const stored = fieldsOf(before);
    // the stored sex was read from the old code: a new code gives its own unless the body states one
    if ("fiscalCode" in present && !("sex" in present)) stored.sex = null;
    const merged = completeWorkerFields({ ...stored, ...present }, today);
    await assertFiscalCodeFree(tx, ctx.scope.organizationId, merged.fiscalCode, id);
    const own: { metadata?: Record<string, string>; externalId?: string | null } = {};
    const metadata = mergeMetadata(before.metadata, metadataPatch);
    if (metadata) own.metadata = metadata;
    if (externalId !== undefined && externalId !== before.externalId) {
      if (externalId) assertExternalIdFree(await tx.worker.findFirst({ where: { ...workerWhere(ctx.scope), externalId, NOT: { id } }, select: { id: true } }));
      own.externalId = externalId;
    }
    const row = await tx.worker.update({ where: { id }, data: { ...workerColumns(merged), ...own }, select: workerSelect });
    if (PERSON_FIELDS.some((f) => f in present)) await tx.domesticContract.updateMany({ where: { workerId: id }, data: contractCopyOf(merged) });
    const view = serializeWorker(row, today);
    await writeAuditEntry(tx, principal, {
      action: "worker.update",
      entityType: "worker",
      entityId: id,
      before: serializeWorker(before, today),
      after: view,
      requestId,
    });
    return view;
  });
}

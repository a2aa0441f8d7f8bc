import "server-only";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { recordHiring } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { contractWhere, employerWhere, workerWhere } from "@/lib/db/scope";
import { assertExternalIdFree } from "@/lib/services/metadata/metadata-fields";
import type { AccessScope } from "@/lib/auth/scope";
import { optionalDateString, toDbDate } from "@/lib/db/serialize";
import type { Tx } from "@/lib/db/client";
import type { FieldError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { checkContractFields, type CreateContractInput, type WorkerInput } from "@/lib/validation/contract";
import { contractSelect, serializeContractDetail } from "./serialize-contract";
import type { ContractDetailView } from "@/lib/validation/contract";
import { rowOfTerms } from "./terms-row";
import { checkTerms, contractValidationError, type ContractWarning } from "./terms-data";
import { todayInItaly } from "@/lib/validation/common";
import { contractCopyOf } from "@/lib/services/workers/worker-data";

const nullableDate = (value: string | null | undefined) => (value ? toDbDate(value) : null);

/** The worker's fields of a new contract: the body's, or those of the worker named by workerId (unknown or foreign → 422 at /workerId). */
async function workerOfContract(tx: Tx, scope: AccessScope, input: CreateContractInput, errors: FieldError[]): Promise<WorkerInput> {
  if (input.worker) return input.worker;
  const found = input.workerId ? await tx.worker.findFirst({ where: { id: input.workerId, ...workerWhere(scope) } }) : null;
  if (!found) {
    errors.push({ path: "/workerId", message: "No worker with this id in your organization", code: "worker_not_found" });
    return { firstName: "", lastName: "" };
  }
  return { ...found, birthDate: optionalDateString(found.birthDate) };
}

/**
 * Creates a contract with its first terms (in force from startDate). The employer must be an
 * active employer of the caller's organization: an unknown or foreign id is a 422 at /employerId
 * (the same answer for both, so nothing leaks).
 */
export async function createContract(ctx: ServiceContext, input: CreateContractInput): Promise<ContractDetailView & { warnings: ContractWarning[] }> {
  const today = todayInItaly();
  return writeTransaction(async (tx) => {
    const errors: FieldError[] = [];
    const employer = await tx.employer.findFirst({
      where: { id: input.employerId, ...employerWhere(ctx.scope) },
      select: { id: true, archivedAt: true },
    });
    if (!employer) errors.push({ path: "/employerId", message: "No employer with this id in your organization", code: "employer_not_found" });
    else if (employer.archivedAt)
      errors.push({ path: "/employerId", message: "The employer is archived: restore it before adding a contract", code: "employer_archived" });

    const w = await workerOfContract(tx, ctx.scope, input, errors);
    for (const issue of checkContractFields({ ...input, birthDate: w.birthDate, today }))
      errors.push({ path: issue.path, message: issue.message, code: issue.code });
    const terms = checkTerms(input.terms, input.startDate, "/terms", await ratesOf(ctx));
    errors.push(...terms.errors);
    if (errors.length > 0) throw contractValidationError(errors, terms.check);

    if (input.externalId)
      assertExternalIdFree(await tx.domesticContract.findFirst({ where: { ...contractWhere(ctx.scope), externalId: input.externalId }, select: { id: true } }));
    const startDate = toDbDate(input.startDate);
    const row = await tx.domesticContract.create({
      data: {
        organizationId: ctx.scope.organizationId,
        employerId: input.employerId,
        // without workerId the insert trigger links the worker with this fiscal code, or creates one (migration …_workers)
        workerId: input.workerId ?? null,
        ...contractCopyOf(w),
        inpsRelationshipCode: input.inpsRelationshipCode ?? null,
        startDate,
        fixedTerm: input.fixedTerm,
        fixedTermEndDate: nullableDate(input.fixedTermEndDate),
        replacesAbsentWorker: input.replacesAbsentWorker,
        cuafDue: input.cuafDue,
        workerRenouncedIvsShare: input.workerRenouncedIvsShare,
        assistedPersonName: input.assistedPersonName ?? null,
        assistedPersonFiscalCode: input.assistedPersonFiscalCode ?? null,
        assistedPersonBirthDate: nullableDate(input.assistedPersonBirthDate),
        workplaceAddress: input.workplaceAddress ?? null,
        over80ReliefStart: input.over80ReliefStart ? toDbDate(input.over80ReliefStart) : null,
        notes: input.notes ?? null,
        metadata: input.metadata ?? {},
        externalId: input.externalId ?? null,
        terms: { create: { effectiveFrom: startDate, ...rowOfTerms(input.terms) } },
      },
      select: contractSelect,
    });
    await recordHiring(tx, ctx, row);
    const view = serializeContractDetail(row, null, today);
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.create",
      entityType: "domestic_contract",
      entityId: row.id,
      after: view,
      requestId: ctx.requestId,
    });
    return { ...view, warnings: terms.warnings };
  });
}

import "server-only";
import { assertOrganization } from "@/lib/auth/principal";
import type { AccessScope } from "@/lib/auth/scope";
import type { Tx } from "@/lib/db/client";
import { lockEmployerRow } from "@/lib/db/statements/locks";
import type { ServiceContext } from "@/lib/services/context";
import { writeTransaction } from "@/lib/db/sql";
import { notFound, validationError, type FieldError } from "@/lib/errors";
import { employerWhere } from "@/lib/db/scope";
import { assertExternalIdFree, mergeMetadata } from "@/lib/services/metadata/metadata-fields";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { businessFiscalCodeAllowed, employerValidationMessagesEn as messages, type UpdateEmployerInput } from "@/lib/validation/employer";
import { mergeDetails, sameDetails, type Details } from "./employer-details";
import { deriveEmployerFields, type BusinessDetailsLike, type PersonalInfoLike } from "./employer-fields";
import { employerSelect, serializeEmployer, type EmployerRow, type EmployerView } from "./serialize-employer";

/** Locks the employer row for the rest of the transaction; not found (or outside the scope) → 404. */
export async function lockEmployer(tx: Tx, scope: AccessScope, id: string): Promise<EmployerRow> {
  if (!(await lockEmployerRow(tx, scope, id))) throw notFound("Employer");
  return tx.employer.findUniqueOrThrow({ where: { id }, select: employerSelect });
}

/**
 * PATCH /v1/employers/{id}: only the members present change; personalInfo / businessDetails are
 * merged field by field (null clears an optional field); `archived` archives or restores.
 * `type` cannot change. The row is locked, so concurrent patches never lose each other's fields.
 * A patch that changes nothing writes nothing (no audit entry, updatedAt kept).
 */
export async function updateEmployer(ctx: ServiceContext, id: string, input: UpdateEmployerInput): Promise<EmployerView> {
  if (input.organizationId !== undefined) assertOrganization(ctx.principal, input.organizationId);

  return writeTransaction(async (tx) => {
    const existing = await lockEmployer(tx, ctx.scope, id);
    const errors: FieldError[] = [];
    if (input.type !== undefined && input.type !== existing.type) errors.push({ path: "/type", message: messages.typeImmutable, code: "immutable" });
    if (existing.type === "domestic" && input.businessDetails !== undefined) {
      errors.push({ path: "/businessDetails", message: messages.businessDetailsNotAllowed, code: "not_allowed" });
    }
    if (existing.type === "business" && input.personalInfo !== undefined) {
      errors.push({ path: "/personalInfo", message: messages.personalInfoNotAllowed, code: "not_allowed" });
    }

    let personalInfo: Details | null = existing.type === "domestic" ? mergeDetails(existing.personalInfo, {}) : null;
    let businessDetails: Details | null = existing.type === "business" ? mergeDetails(existing.businessDetails, {}) : null;
    if (existing.type === "domestic" && input.personalInfo) personalInfo = mergeDetails(existing.personalInfo, input.personalInfo);
    if (existing.type === "business" && input.businessDetails) {
      businessDetails = mergeDetails(existing.businessDetails, input.businessDetails);
      // the one cross-field rule, judged on the merged object
      if (!businessFiscalCodeAllowed(businessDetails))
        errors.push({ path: "/businessDetails/fiscalCode", message: messages.companyFiscalCode, code: "company_fiscal_code_not_allowed" });
    }
    if (errors.length > 0) throw validationError(errors);

    const data: Prisma.EmployerUpdateInput = {};
    const detailsChanged =
      (existing.type === "domestic" && !sameDetails(existing.personalInfo, personalInfo)) ||
      (existing.type === "business" && !sameDetails(existing.businessDetails, businessDetails));
    if (detailsChanged) {
      if (existing.type === "domestic") data.personalInfo = personalInfo as Prisma.InputJsonValue;
      else data.businessDetails = businessDetails as Prisma.InputJsonValue;
      Object.assign(data, deriveEmployerFields(existing.type, personalInfo as PersonalInfoLike | null, businessDetails as BusinessDetailsLike | null));
    }
    if (input.patronSaintDay !== undefined && input.patronSaintDay !== existing.patronSaintDay) data.patronSaintDay = input.patronSaintDay;
    const metadata = mergeMetadata(existing.metadata, input.metadata);
    if (metadata) data.metadata = metadata;
    if (input.externalId !== undefined && input.externalId !== existing.externalId) {
      if (input.externalId)
        assertExternalIdFree(
          await tx.employer.findFirst({ where: { ...employerWhere(ctx.scope), externalId: input.externalId, NOT: { id } }, select: { id: true } }),
        );
      data.externalId = input.externalId;
    }
    let archiveChange: "archive" | "restore" | null = null;
    if (input.archived === true && existing.archivedAt === null) {
      data.archivedAt = new Date();
      archiveChange = "archive";
    }
    if (input.archived === false && existing.archivedAt !== null) {
      data.archivedAt = null;
      archiveChange = "restore";
    }

    const before = serializeEmployer(existing);
    if (Object.keys(data).length === 0) return before;

    const row = await tx.employer.update({ where: { id }, data, select: employerSelect });
    const after = serializeEmployer(row);
    const onlyArchive = archiveChange !== null && Object.keys(data).length === 1;
    await writeAuditEntry(tx, ctx.principal, {
      action: onlyArchive ? `employer.${archiveChange}` : "employer.update",
      entityType: "employer",
      entityId: id,
      before,
      after,
      requestId: ctx.requestId,
    });
    return after;
  });
}

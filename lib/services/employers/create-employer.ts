import "server-only";
import { assertOrganization } from "@/lib/auth/principal";
import type { ServiceContext } from "@/lib/services/context";
import { assertOrganizationWide, employerWhere } from "@/lib/db/scope";
import { writeTransaction } from "@/lib/db/sql";
import { AppError } from "@/lib/errors";
import { assertExternalIdFree } from "@/lib/services/metadata/metadata-fields";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { CreateEmployerInput } from "@/lib/validation/employer";
import { compactDetails } from "./employer-details";
import { deriveEmployerFields, type BusinessDetailsLike, type PersonalInfoLike } from "./employer-fields";
import { employerSelect, serializeEmployer, type EmployerView } from "./serialize-employer";

/** The codice fiscale and partita IVA the new employer carries (upper-case, as validated). */
function taxIdsOf(personalInfo: PersonalInfoLike | null, businessDetails: BusinessDetailsLike | null): string[] {
  const ids = [personalInfo?.fiscalCode, businessDetails?.vatNumber, businessDetails?.fiscalCode];
  return [...new Set(ids.filter((id): id is string => typeof id === "string" && id.length > 0))];
}

/**
 * POST /v1/employers: the body is already valid (lib/validation/employer.ts); 403 for another organization,
 * and for credentials restricted to some employers (a new employer would be outside their scope).
 * A second employer of the organization with the same codice fiscale or partita IVA (matched on the
 * tax id each employer shows) is refused with 409 duplicate_tax_id naming the existing one, unless
 * the body says allowDuplicate: true (e.g. a family that is really two employers).
 */
export async function createEmployer(ctx: ServiceContext, input: CreateEmployerInput): Promise<EmployerView> {
  assertOrganization(ctx.principal, input.organizationId);
  assertOrganizationWide(ctx.scope);
  const personalInfo = input.type === "domestic" ? compactDetails(input.personalInfo) : null;
  const businessDetails = input.type === "business" ? compactDetails(input.businessDetails) : null;
  const derived = deriveEmployerFields(input.type, personalInfo as PersonalInfoLike | null, businessDetails as BusinessDetailsLike | null);

  const taxIds = taxIdsOf(personalInfo as PersonalInfoLike | null, businessDetails as BusinessDetailsLike | null);

  return writeTransaction(async (tx) => {
    if (!input.allowDuplicate && taxIds.length > 0) {
      const existing = await tx.employer.findFirst({
        where: { ...employerWhere(ctx.scope), displayTaxId: { in: taxIds } },
        select: { id: true, displayName: true },
        orderBy: { createdAt: "asc" },
      });
      if (existing) {
        throw new AppError(
          "duplicate_tax_id",
          "Another employer of the organization has the same fiscal code or VAT number; send allowDuplicate: true to create it anyway",
          {
            extra: { existingEmployerId: existing.id },
          },
        );
      }
    }
    if (input.externalId)
      assertExternalIdFree(await tx.employer.findFirst({ where: { ...employerWhere(ctx.scope), externalId: input.externalId }, select: { id: true } }));
    const row = await tx.employer.create({
      data: {
        organizationId: ctx.scope.organizationId,
        type: input.type,
        personalInfo: (personalInfo ?? undefined) as Prisma.InputJsonValue | undefined,
        businessDetails: (businessDetails ?? undefined) as Prisma.InputJsonValue | undefined,
        ...derived,
        patronSaintDay: input.patronSaintDay ?? null,
        metadata: input.metadata ?? {},
        externalId: input.externalId ?? null,
      },
      select: employerSelect,
    });
    const view = serializeEmployer(row);
    await writeAuditEntry(tx, ctx.principal, { action: "employer.create", entityType: "employer", entityId: row.id, after: view, requestId: ctx.requestId });
    return view;
  });
}

import { assertOrganization, type Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { CreateEmployerInput } from "@/lib/validation/employer";
import { compactDetails } from "./employer-details";
import { deriveEmployerFields, type BusinessDetailsLike, type PersonalInfoLike } from "./employer-fields";
import { employerSelect, serializeEmployer, type EmployerView } from "./serialize-employer";

/** POST /v1/employers: the body is already valid (lib/validation/employer.ts); 403 for another organization. */
export async function createEmployer(principal: Principal, input: CreateEmployerInput, requestId?: string): Promise<EmployerView> {
  assertOrganization(principal, input.organizationId);
  const personalInfo = input.type === "domestic" ? compactDetails(input.personalInfo) : null;
  const businessDetails = input.type === "business" ? compactDetails(input.businessDetails) : null;
  const derived = deriveEmployerFields(input.type, personalInfo as PersonalInfoLike | null, businessDetails as BusinessDetailsLike | null);

  return getDb().$transaction(async (tx) => {
    const row = await tx.employer.create({
      data: {
        organizationId: principal.organizationId,
        type: input.type,
        personalInfo: (personalInfo ?? undefined) as Prisma.InputJsonValue | undefined,
        businessDetails: (businessDetails ?? undefined) as Prisma.InputJsonValue | undefined,
        ...derived,
        patronSaintDay: input.patronSaintDay ?? null,
      },
      select: employerSelect,
    });
    const view = serializeEmployer(row);
    await writeAuditEntry(tx, principal, { action: "employer.create", entityType: "employer", entityId: row.id, after: view, requestId });
    return view;
  });
}

import "server-only";
import { assertExternalIdFree, mergeMetadata } from "@/lib/services/metadata/metadata-fields";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, workEventWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { notFound, validationError, type FieldError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SUBTYPE_PARENT, isSubtypeOf } from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { FLAG_FIELDS, defaultFlagsFor, misplacedAbsenceLocation, type PatchWorkEventInput } from "@/lib/validation/work-event";
import { serializeWorkEvent, workEventSelect, type WorkEventView } from "./serialize-work-event";
import { assertHouseholdMayEdit } from "@/lib/services/months/month-gate";
import { lockContractEvents } from "./create-work-event-batch";
import { assertDayHoursWithinLimit } from "./day-hours-limit";
import { absenceLocationFor, cleanText, employmentDateError } from "./work-event-data";

/**
 * PATCH /v1/work-events/{id}: only the fields present change. The merged event is checked like a
 * new one (subType under type, date inside the employment of its contract). When the subType
 * changes, the flags not sent take the new subtype's defaults; the multiplier is kept unless sent.
 * Allowed even when a payslip used the event (decisions §5).
 */
export async function updateWorkEvent(ctx: ServiceContext, id: string, patch: PatchWorkEventInput): Promise<WorkEventView> {
  return writeTransaction(async (tx) => {
    const existing = await tx.workEvent.findFirst({ where: { id, ...workEventWhere(ctx.scope) }, select: workEventSelect });
    if (!existing) throw notFound("Work event");

    const errors: FieldError[] = [];
    const type = patch.type ?? existing.type;
    const subType = patch.subType ?? existing.subType;
    if (!isSubtypeOf(type, subType)) {
      errors.push({
        path: patch.subType !== undefined ? "/subType" : "/type",
        code: "subtype_not_under_type",
        message: `subType '${subType}' belongs to type '${SUBTYPE_PARENT[subType]}', not '${type}'`,
      });
    }
    const misplaced = misplacedAbsenceLocation(type, patch.absenceLocation);
    if (misplaced) errors.push({ path: "/absenceLocation", ...misplaced });
    const contractId = patch.domesticContractId ?? existing.contractId;
    const date = patch.date ?? dateString(existing.date);
    if (patch.domesticContractId !== undefined || patch.date !== undefined) {
      await assertContractInScope(tx, ctx.scope, contractId);
      const contract = await findContractWithTerms(tx, ctx.scope.organizationId, contractId);
      const dateError = employmentDateError(contract, date, patch.date !== undefined ? "/date" : "/domesticContractId");
      if (dateError) errors.push(dateError);
    }
    if (errors.length > 0) throw validationError(errors);

    const data: Prisma.WorkEventUncheckedUpdateInput = {};
    if (patch.domesticContractId !== undefined && patch.domesticContractId !== existing.contractId) data.contractId = patch.domesticContractId;
    if (patch.date !== undefined) data.date = toDbDate(patch.date);
    if (patch.hours !== undefined) data.hours = patch.hours;
    if (patch.type !== undefined) data.type = patch.type;
    if (patch.subType !== undefined) data.subType = patch.subType;
    if (patch.multiplier !== undefined) data.multiplier = patch.multiplier;
    if (patch.customName !== undefined) data.customName = cleanText(patch.customName);
    if (patch.notes !== undefined) data.notes = cleanText(patch.notes);
    // a sick or injury event keeps its location (null sent: back to the employer's home); another type has none
    const before = serializeWorkEvent(existing);
    const stored = before.absenceLocation;
    const location = absenceLocationFor(type, patch.absenceLocation !== undefined ? patch.absenceLocation : stored);
    if (location !== stored) data.absenceLocation = location;
    const defaults = subType !== existing.subType ? defaultFlagsFor(subType) : null;
    for (const field of FLAG_FIELDS) {
      const value = patch[field] ?? defaults?.[field];
      if (value !== undefined) data[field] = value;
    }
    const metadata = mergeMetadata(existing.metadata, patch.metadata);
    if (metadata) data.metadata = metadata;
    if (patch.externalId !== undefined && patch.externalId !== existing.externalId) {
      if (patch.externalId)
        assertExternalIdFree(
          await tx.workEvent.findFirst({ where: { ...workEventWhere(ctx.scope), externalId: patch.externalId, NOT: { id } }, select: { id: true } }),
        );
      data.externalId = patch.externalId;
    }
    if (Object.keys(data).length === 0) return before;
    if (ctx.principal.portal) {
      // a household changes only open months: the event's month as it was and as it becomes
      await lockContractEvents(tx, existing.contractId);
      if (contractId !== existing.contractId) await lockContractEvents(tx, contractId);
      await assertHouseholdMayEdit(tx, ctx.principal, existing.contractId, [dateString(existing.date)]);
      await assertHouseholdMayEdit(tx, ctx.principal, contractId, [date]);
    }
    if (patch.hours !== undefined || patch.date !== undefined || data.contractId !== undefined) {
      await lockContractEvents(tx, contractId);
      const hours = patch.hours ?? existing.hours.toString();
      await assertDayHoursWithinLimit(tx, ctx.scope.organizationId, contractId, [{ date, hours, path: patch.hours !== undefined ? "/hours" : "/date" }], [id]);
    }

    const row = await tx.workEvent.update({ where: { id }, data, select: workEventSelect });
    const after = serializeWorkEvent(row);
    await writeAuditEntry(tx, ctx.principal, { action: "work_event.update", entityType: "work_event", entityId: id, before, after, requestId: ctx.requestId });
    return after;
  });
}

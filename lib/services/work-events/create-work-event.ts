import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, workEventWhere } from "@/lib/db/scope";
import { assertExternalIdFree } from "@/lib/services/metadata/metadata-fields";
import { getDb } from "@/lib/db/client";
import { validationError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import type { CreateWorkEventInput } from "@/lib/validation/work-event";
import { serializeWorkEvent, workEventSelect, type WorkEventView } from "./serialize-work-event";
import { assertHouseholdMayEdit } from "@/lib/services/months/month-gate";
import { lockContractEvents } from "./create-work-event-batch";
import { assertDayHoursWithinLimit } from "./day-hours-limit";
import { employmentDateError, newWorkEvent, workEventCreateInput } from "./work-event-data";

/** POST /v1/work-events: one event on a contract of the caller's organization (else 404). */
export async function createWorkEvent(ctx: ServiceContext, input: CreateWorkEventInput): Promise<WorkEventView> {
  const db = getDb();
  await assertContractInScope(db, ctx.scope, input.domesticContractId);
  const contract = await findContractWithTerms(db, ctx.scope.organizationId, input.domesticContractId);
  const dateError = employmentDateError(contract, input.date, "/date");
  if (dateError) throw validationError([dateError]);
  const { domesticContractId, metadata, externalId, ...item } = input;
  return writeTransaction(async (tx) => {
    await lockContractEvents(tx, contract.id);
    await assertHouseholdMayEdit(tx, ctx.principal, contract.id, [item.date]);
    await assertDayHoursWithinLimit(tx, ctx.scope.organizationId, contract.id, [{ date: item.date, hours: item.hours, path: "/hours" }]);
    if (externalId) assertExternalIdFree(await tx.workEvent.findFirst({ where: { ...workEventWhere(ctx.scope), externalId }, select: { id: true } }));
    const row = await tx.workEvent.create({
      data: workEventCreateInput(
        { ...newWorkEvent(item), metadata: metadata ?? {}, externalId: externalId ?? null },
        ctx.scope.organizationId,
        domesticContractId,
      ),
      select: workEventSelect,
    });
    const view = serializeWorkEvent(row);
    await writeAuditEntry(tx, ctx.principal, {
      action: "work_event.create",
      entityType: "work_event",
      entityId: row.id,
      after: view,
      requestId: ctx.requestId,
    });
    return view;
  });
}

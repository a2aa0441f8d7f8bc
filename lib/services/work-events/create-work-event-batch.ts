import "server-only";
import { writeTransaction, type Queryable } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, workEventWhere } from "@/lib/db/scope";
import { toDbDate } from "@/lib/db/serialize";
import { zodIssuesToFieldErrors } from "@/lib/validation/zod-errors";
import { getDb } from "@/lib/db/client";
import { lockInOrder } from "@/lib/db/advisory-locks";
import { AppError, notFound, validationError, type FieldError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { MAX_BATCH_ITEMS, isUuid, workEventBatchItemsSchema, type BatchQuery, type WorkEventBatchResult } from "@/lib/validation/work-event";
import { assertHouseholdMayEdit } from "@/lib/services/months/month-gate";
import { serializeWorkEvent, workEventSelect, type WorkEventView } from "./serialize-work-event";
import { assertDayHoursWithinLimit } from "./day-hours-limit";
import { insertWorkEvents } from "./insert-work-events";
import { employmentDateError, newWorkEvent } from "./work-event-data";

export type { WorkEventBatchResult };

function invalidBatch(errors: FieldError[], total: number): AppError {
  const bad = new Set(errors.map((e) => e.path.split("/")[1])).size;
  return validationError(errors, `${bad} of ${total} ${total === 1 ? "item" : "items"} ${bad === 1 ? "is" : "are"} invalid; nothing was created`);
}

/** Serialises writers that look at a contract's existing events (auto-fill, replacing batches). */
export async function lockContractEvents(tx: Queryable, contractId: string): Promise<void> {
  await lockContractsEvents(tx, [contractId]);
}

/** The event locks of many contracts, taken in one fixed order (by key) so two batches cannot deadlock. */
export async function lockContractsEvents(tx: Queryable, contractIds: readonly string[]): Promise<void> {
  await lockInOrder(tx, contractIds);
}

/**
 * POST /v1/work-events/batch: all or nothing, in one transaction. At most 1,000 items (413
 * batch_too_large); every invalid item is reported with its pointer (/3/hours) and nothing is
 * written. With replaceExisting=true the events already on the batch's dates are deleted in the
 * same transaction (the calendar's "mark these days as sick leave" on auto-filled days).
 */
export async function createWorkEventBatch(ctx: ServiceContext, query: BatchQuery, rawItems: unknown[]): Promise<WorkEventBatchResult> {
  if (rawItems.length > MAX_BATCH_ITEMS) {
    throw new AppError("batch_too_large", `A batch holds at most ${MAX_BATCH_ITEMS} work events; this one has ${rawItems.length}`, {
      extra: { maxItems: MAX_BATCH_ITEMS },
    });
  }
  const parsed = workEventBatchItemsSchema.safeParse(rawItems);
  if (!parsed.success) throw invalidBatch(zodIssuesToFieldErrors(parsed.error), rawItems.length);
  const items = parsed.data;

  if (!isUuid(query.domesticContractId)) throw notFound("Domestic contract");
  const db = getDb();
  await assertContractInScope(db, ctx.scope, query.domesticContractId);
  const contract = await findContractWithTerms(db, ctx.scope.organizationId, query.domesticContractId);
  const dateErrors = items.map((item, i) => employmentDateError(contract, item.date, `/${i}/date`)).filter((e): e is FieldError => e !== null);
  if (dateErrors.length > 0) throw invalidBatch(dateErrors, items.length);

  return writeTransaction(
    async (tx) => {
      let replaced: WorkEventView[] | undefined;
      await lockContractEvents(tx, contract.id);
      await assertHouseholdMayEdit(
        tx,
        ctx.principal,
        contract.id,
        items.map((i) => i.date),
      );
      if (query.replaceExisting) {
        const dates = [...new Set(items.map((i) => i.date))].map(toDbDate);
        const existing = await tx.workEvent.findMany({
          where: { ...workEventWhere(ctx.scope), contractId: contract.id, date: { in: dates } },
          orderBy: [{ date: "asc" }, { id: "asc" }],
          select: workEventSelect,
        });
        if (existing.length > 0) await tx.workEvent.deleteMany({ where: { id: { in: existing.map((e) => e.id) } } });
        replaced = existing.map(serializeWorkEvent);
      }
      // replaced events are already deleted: only what stays on the day counts
      await assertDayHoursWithinLimit(
        tx,
        ctx.scope.organizationId,
        contract.id,
        items.map((item, i) => ({ date: item.date, hours: item.hours, path: `/${i}/hours` })),
      );
      const data = await insertWorkEvents(tx, ctx.scope.organizationId, contract.id, items.map(newWorkEvent));
      await writeAuditEntry(tx, ctx.principal, {
        action: "work_event.batch_create",
        entityType: "domestic_contract",
        entityId: contract.id,
        after: { created: data.length, eventIds: data.map((e) => e.id), ...(replaced ? { replaced: replaced } : {}) },
        requestId: ctx.requestId,
      });
      return replaced ? { data, replaced } : { data };
    },
    { timeout: 20_000 },
  );
}

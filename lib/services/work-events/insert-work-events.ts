import "server-only";
import { randomUUID } from "node:crypto";
import type { Queryable } from "@/lib/db/sql";
import { insertWorkEventRows, writeWorkEventRows, type NewWorkEventRow } from "@/lib/db/statements/work-events";
import { serializeWorkEvent, type WorkEventRow, type WorkEventView } from "./serialize-work-event";

/** One validated event ready to be written (flags resolved, text cleaned): the view less what the database assigns. */
export type NewWorkEvent = Omit<WorkEventView, "id" | "domesticContractId" | "createdAt" | "updatedAt" | "metadata" | "externalId"> &
  Partial<Pick<WorkEventView, "metadata" | "externalId">>;

/**
 * Writes many events of one contract with a single statement (lib/db/insert-rows.ts: one round
 * trip whatever their number); the rows written come back under the names of workEventSelect, so
 * the usual serializer shapes them; the ids are chosen here so the events come back in the order given.
 */
export async function insertWorkEvents(tx: Queryable, organizationId: string, contractId: string, events: readonly NewWorkEvent[]): Promise<WorkEventView[]> {
  return insertWorkEventsOfContracts(
    tx,
    organizationId,
    events.map((e) => ({ ...e, contractId })),
  );
}

/** The same single statement for events of many contracts (a month-end batch's auto-fill). */
export async function insertWorkEventsOfContracts(
  tx: Queryable,
  organizationId: string,
  events: readonly (NewWorkEvent & { contractId: string })[],
): Promise<WorkEventView[]> {
  if (events.length === 0) return [];
  const rows = newRows(organizationId, events);
  const written = await insertWorkEventRows<WorkEventRow>(tx, rows);
  const position = new Map(rows.map((row, i) => [row.id, i]));
  return written.sort((a, b) => position.get(a.id)! - position.get(b.id)!).map(serializeWorkEvent);
}

/** The same statement for a writer that needs only the new events' ids (a month-end's auto-fill), in the order given. */
export async function writeWorkEventsOfContracts(
  tx: Queryable,
  organizationId: string,
  events: readonly (NewWorkEvent & { contractId: string })[],
): Promise<{ id: string; contractId: string }[]> {
  const rows = newRows(organizationId, events);
  await writeWorkEventRows(tx, rows);
  return rows.map((row) => ({ id: row.id, contractId: row.contractId }));
}

/** The rows of new events, their ids chosen here. */
function newRows(organizationId: string, events: readonly (NewWorkEvent & { contractId: string })[]): NewWorkEventRow[] {
  return events.map((e) => ({
    id: randomUUID(),
    organizationId,
    contractId: e.contractId,
    date: e.date,
    hours: e.hours,
    type: e.type,
    subType: e.subType,
    multiplier: e.multiplier,
    customName: e.customName,
    notes: e.notes,
    addsToThirteen: e.addsToThirteen,
    addsToSeverance: e.addsToSeverance,
    isFromGlobalWage: e.isFromGlobalWage,
    affectsContributions: e.affectsContributions,
    absenceLocation: e.absenceLocation ?? null,
    metadata: e.metadata ?? {},
    externalId: e.externalId ?? null,
  }));
}

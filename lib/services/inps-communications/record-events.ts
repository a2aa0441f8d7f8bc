import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";
import { jsonColumn } from "@/lib/db/json-columns";
import { dateString, toDbDate } from "@/lib/db/serialize";
import {
  countsTowardVariationLimit,
  inpsCommunicationDueDate,
  termsChanges,
  variationQuarter,
  type InpsCommunicationKind,
  type TermsChange,
} from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ContractWarning } from "@/lib/validation/contract";
import { todayInItaly } from "@/lib/validation/common";
import type { InpsCancelReason, InpsCommunicationData } from "@/lib/validation/inps-communication";
import type { TermsRow } from "@/lib/services/contracts/terms-row";
import { communicatedTerms, communicationData, loadCommunicationContract, type CommunicationContract } from "./data-set";
import { communicationWarnings } from "./serialize";

/**
 * The communications the contract's life makes (rules-update-3 B4), each written in the
 * transaction of the change that makes it: one exported function per event, called by the
 * contract services with their transaction. What a communication still to file says is refreshed
 * when the change it reports is corrected; a communication already filed is never rewritten.
 */

/** Who changes the contract (a ServiceContext fits): the audit entries name them. */
export interface EventActor {
  principal: Principal;
  requestId?: string;
}

interface NewCommunication {
  kind: InpsCommunicationKind;
  eventDate: string;
  data: InpsCommunicationData;
  quarter?: string | null;
  variationNumber?: number | null;
}

async function insertCommunication(tx: Tx, actor: EventActor, c: CommunicationContract, n: NewCommunication) {
  const row = await tx.inpsCommunication.create({
    data: {
      organizationId: c.organizationId,
      employerId: c.employerId,
      contractId: c.id,
      workerId: c.workerId,
      kind: n.kind,
      eventDate: toDbDate(n.eventDate),
      dueDate: toDbDate(inpsCommunicationDueDate(n.kind, n.eventDate)),
      quarter: n.quarter ?? null,
      variationNumber: n.variationNumber ?? null,
      data: jsonColumn(n.data),
    },
    select: { id: true, kind: true, quarter: true, variationNumber: true, dueDate: true },
  });
  await writeAuditEntry(tx, actor.principal, {
    organizationId: c.organizationId,
    action: "inps_communication.create",
    entityType: "inps_communication",
    entityId: row.id,
    after: {
      kind: row.kind,
      contractId: c.id,
      eventDate: n.eventDate,
      dueDate: dateString(row.dueDate),
      quarter: row.quarter,
      variationNumber: row.variationNumber,
    },
    requestId: actor.requestId,
  });
  return row;
}

async function pendingOf(tx: Tx, contractId: string, kind: InpsCommunicationKind, eventDate?: string) {
  return tx.inpsCommunication.findFirst({
    where: { contractId, kind, status: "to_file", ...(eventDate ? { eventDate: toDbDate(eventDate) } : {}) },
    orderBy: { createdAt: "desc" },
    select: { id: true, eventDate: true, data: true },
  });
}

async function filedHiringOf(tx: Tx, contractId: string) {
  return tx.inpsCommunication.findFirst({
    where: { contractId, kind: "hiring", status: "filed" },
    select: { id: true, receiptNumber: true, filedOn: true },
  });
}

async function cancelPending(
  tx: Tx,
  actor: EventActor,
  organizationId: string,
  where: { contractId: string; kind?: InpsCommunicationKind; eventDate?: string },
  reason: InpsCancelReason,
) {
  const rows = await tx.inpsCommunication.findMany({
    where: {
      contractId: where.contractId,
      status: "to_file",
      ...(where.kind ? { kind: where.kind } : {}),
      ...(where.eventDate ? { eventDate: toDbDate(where.eventDate) } : {}),
    },
    select: { id: true, kind: true },
  });
  if (rows.length === 0) return;
  await tx.inpsCommunication.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { status: "cancelled", cancelReason: reason } });
  for (const r of rows) {
    await writeAuditEntry(tx, actor.principal, {
      organizationId,
      action: "inps_communication.cancel",
      entityType: "inps_communication",
      entityId: r.id,
      after: { kind: r.kind, status: "cancelled", cancelReason: reason },
      requestId: actor.requestId,
    });
  }
}

/** The hiring's data set follows corrections made before it is filed (start date, worker, first terms). */
async function refreshPendingHiring(tx: Tx, c: CommunicationContract): Promise<boolean> {
  const hiring = await pendingOf(tx, c.id, "hiring");
  if (!hiring) return false;
  const start = dateString(c.startDate);
  await tx.inpsCommunication.update({
    where: { id: hiring.id },
    data: {
      eventDate: toDbDate(start),
      dueDate: toDbDate(inpsCommunicationDueDate("hiring", start)),
      data: jsonColumn(communicationData(c, start, {})),
      workerId: c.workerId,
    },
    select: { id: true },
  });
  return true;
}

/** Whether INPS knows the relationship: its hiring was filed here, or it came with its relationship code (a take-over). */
async function relationshipKnown(tx: Tx, c: CommunicationContract): Promise<boolean> {
  return c.inpsRelationshipCode !== null || (await filedHiringOf(tx, c.id)) !== null;
}

/**
 * Hiring: created with the contract, due by 24:00 of the day before the start (holidays included).
 * A contract entered with its INPS relationship code is an employment INPS already knows (taken
 * over from another payroll system): there is no hiring to file.
 */
export async function recordHiring(tx: Tx, actor: EventActor, contract: { id: string }): Promise<void> {
  const c = await loadCommunicationContract(tx, contract.id);
  if (!c || c.inpsRelationshipCode !== null) return;
  const start = dateString(c.startDate);
  await insertCommunication(tx, actor, c, { kind: "hiring", eventDate: start, data: communicationData(c, start, {}) });
}

/** A variation of hours or pay, numbered in its quarter; the third and later answer the warning. */
async function insertVariation(tx: Tx, actor: EventActor, c: CommunicationContract, effectiveFrom: string, changes: TermsChange[], previous: TermsRow) {
  let quarter: string | null = null;
  let variationNumber: number | null = null;
  if (countsTowardVariationLimit(changes)) {
    quarter = variationQuarter(effectiveFrom);
    const earlier = await tx.inpsCommunication.count({
      where: { contractId: c.id, kind: "variation", quarter, variationNumber: { not: null }, status: { not: "cancelled" } },
    });
    variationNumber = earlier + 1;
  }
  const data = communicationData(c, effectiveFrom, { changes, previousTerms: communicatedTerms(previous) });
  const row = await insertCommunication(tx, actor, c, { kind: "variation", eventDate: effectiveFrom, data, quarter, variationNumber });
  return variationWarnings(row);
}

function variationWarnings(row: { kind: string; quarter: string | null; variationNumber: number | null }): ContractWarning[] {
  return communicationWarnings(row).map((w) => ({ code: w.code, message: w.message }));
}

/**
 * New terms from a date: a variation when hours, pay, level or cohabitation differ from the terms
 * in force the day before. Answers the contract service's warnings (variation_limit_exceeded).
 */
export async function recordTermsAdded(tx: Tx, actor: EventActor, contractId: string, added: { effectiveFrom: Date }): Promise<ContractWarning[]> {
  const c = await loadCommunicationContract(tx, contractId);
  if (!c) return [];
  const from = dateString(added.effectiveFrom);
  const current = c.terms.find((t) => dateString(t.effectiveFrom) === from);
  const previous = [...c.terms].reverse().find((t) => dateString(t.effectiveFrom) < from);
  if (!current || !previous) return [];
  const changes = termsChanges(communicatedTerms(previous), communicatedTerms(current));
  if (changes.length === 0) return [];
  if (from === dateString(c.startDate) && (await refreshPendingHiring(tx, c))) return [];
  return insertVariation(tx, actor, c, from, changes, previous);
}

/**
 * Terms corrected in place. The first terms belong to the hiring: its data set follows while it is
 * to file; once filed a change of hours or pay is a variation. Later terms: the variation still to
 * file for that date follows (cancelled when nothing is left to communicate); a filed one stays and
 * a new variation reports the correction.
 */
export async function recordTermsCorrected(tx: Tx, actor: EventActor, contractId: string, before: TermsRow, after: TermsRow): Promise<ContractWarning[]> {
  const c = await loadCommunicationContract(tx, contractId);
  if (!c) return [];
  const from = dateString(after.effectiveFrom);
  if (from === dateString(c.startDate)) {
    if (await refreshPendingHiring(tx, c)) return [];
    const changes = termsChanges(communicatedTerms(before), communicatedTerms(after));
    if (changes.length === 0 || !(await relationshipKnown(tx, c))) return [];
    return insertVariation(tx, actor, c, from, changes, before);
  }
  const pending = await pendingOf(tx, c.id, "variation", from);
  if (pending) {
    const previous = [...c.terms].reverse().find((t) => dateString(t.effectiveFrom) < from);
    const changes = previous ? termsChanges(communicatedTerms(previous), communicatedTerms(after)) : [];
    if (changes.length === 0 || !previous) {
      await cancelPending(tx, actor, c.organizationId, { contractId: c.id, kind: "variation", eventDate: from }, "terms_unchanged");
      return [];
    }
    const data = communicationData(c, from, { changes, previousTerms: communicatedTerms(previous) });
    await tx.inpsCommunication.update({ where: { id: pending.id }, data: { data: jsonColumn(data) }, select: { id: true } });
    return [];
  }
  const changes = termsChanges(communicatedTerms(before), communicatedTerms(after));
  if (changes.length === 0) return [];
  return insertVariation(tx, actor, c, from, changes, before);
}

/** Terms deleted: the variation still to file for their date has nothing left to report. */
export async function recordTermsDeleted(tx: Tx, actor: EventActor, contractId: string, deleted: { effectiveFrom: Date } | undefined): Promise<void> {
  const c = deleted ? await loadCommunicationContract(tx, contractId) : null;
  if (!c || !deleted) return;
  await cancelPending(tx, actor, c.organizationId, { contractId, kind: "variation", eventDate: dateString(deleted.effectiveFrom) }, "terms_deleted");
}

type ContractDates = { startDate: Date; fixedTerm: boolean; fixedTermEndDate: Date | null };

/**
 * A contract's own fields changed. Before the hiring is filed its data set simply follows (start,
 * worker, duration). After it: a fixed term whose planned end moves later is an extension (due 5
 * days after the end it replaces), a fixed term made open-ended a transformation (on the day it is
 * recorded, not before the start).
 */
export async function recordContractUpdate(tx: Tx, actor: EventActor, before: ContractDates, after: { id: string }): Promise<void> {
  const c = await loadCommunicationContract(tx, after.id);
  if (!c) return;
  if (await refreshPendingHiring(tx, c)) return;
  if (!(await relationshipKnown(tx, c))) return;
  const oldEnd = before.fixedTermEndDate ? dateString(before.fixedTermEndDate) : null;
  const newEnd = c.fixedTermEndDate ? dateString(c.fixedTermEndDate) : null;
  if (before.fixedTerm && c.fixedTerm && oldEnd && newEnd && newEnd > oldEnd) {
    const pending = await pendingOf(tx, c.id, "extension");
    if (pending) {
      const data = pending.data as InpsCommunicationData;
      const event = { previousEndDate: data.event.previousEndDate ?? oldEnd, newEndDate: newEnd };
      await tx.inpsCommunication.update({
        where: { id: pending.id },
        data: { data: jsonColumn(communicationData(c, dateString(pending.eventDate), event)) },
        select: { id: true },
      });
      return;
    }
    await insertCommunication(tx, actor, c, {
      kind: "extension",
      eventDate: oldEnd,
      data: communicationData(c, oldEnd, { previousEndDate: oldEnd, newEndDate: newEnd }),
    });
    return;
  }
  if (before.fixedTerm && !c.fixedTerm) {
    const today = todayInItaly();
    const start = dateString(c.startDate);
    const on = today < start ? start : today;
    await insertCommunication(tx, actor, c, {
      kind: "transformation",
      eventDate: on,
      data: communicationData(c, on, { previousEndDate: oldEnd, newEndDate: null }),
    });
  }
}

/** Cessation: the end of employment, due within 5 days of the end date. */
export async function recordCessation(tx: Tx, actor: EventActor, contract: { id: string }): Promise<void> {
  const c = await loadCommunicationContract(tx, contract.id);
  if (!c?.endDate) return;
  const end = dateString(c.endDate);
  await insertCommunication(tx, actor, c, {
    kind: "cessation",
    eventDate: end,
    data: communicationData(c, end, {
      endDate: end,
      endReason: c.endReason ?? undefined,
      noticeGivenDate: c.noticeGivenDate ? dateString(c.noticeGivenDate) : null,
    }),
  });
}

/** The recorded end was cancelled: its cessation still to file goes with it (a filed one stays: INPS has it). */
export async function recordReopen(tx: Tx, actor: EventActor, contract: { id: string }): Promise<void> {
  const c = await loadCommunicationContract(tx, contract.id);
  if (!c) return;
  await cancelPending(tx, actor, c.organizationId, { contractId: c.id, kind: "cessation" }, "contract_reopened");
}

/**
 * Before a contract is deleted (it never started: no work, no payslip): whatever is still to file
 * is cancelled; a hiring already filed needs its annulment, due within 5 days of the start.
 */
export async function recordContractDeletion(tx: Tx, actor: EventActor, contract: { id: string }): Promise<void> {
  const c = await loadCommunicationContract(tx, contract.id);
  if (!c) return;
  await cancelPending(tx, actor, c.organizationId, { contractId: c.id }, "contract_deleted");
  const hiring = await filedHiringOf(tx, c.id);
  if (!hiring) return;
  const start = dateString(c.startDate);
  await insertCommunication(tx, actor, c, {
    kind: "annulment",
    eventDate: start,
    data: communicationData(c, start, {
      annulledHiring: { id: hiring.id, receiptNumber: hiring.receiptNumber, filedOn: hiring.filedOn ? dateString(hiring.filedOn) : null },
    }),
  });
}

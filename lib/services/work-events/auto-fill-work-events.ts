import "server-only";
import { writeTransaction, type Queryable } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, workEventWhere } from "@/lib/db/scope";
import { toDbDate, dateString } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import { writeAuditEntries, writeAuditEntry, type AuditEntry } from "@/lib/services/audit/write-audit-entry";
import { findContractsWithTerms, findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { defaultFlagsFor, type AutoFillInput, type AutoFillResult } from "@/lib/validation/work-event";
import { lockContractEvents, lockContractsEvents } from "./create-work-event-batch";
import { assertHouseholdMayEdit } from "@/lib/services/months/month-gate";
import { absenceLocationFor } from "./work-event-data";
import { planAutoFill, type AutoFillPlan } from "./plan-auto-fill";
import { assertDayHoursWithinLimit } from "./day-hours-limit";
import { insertWorkEvents, writeWorkEventsOfContracts } from "./insert-work-events";
import { selectContractsWithEvents } from "@/lib/db/statements/work-events";

export type { AutoFillResult };

/**
 * POST /v1/work-events/auto-fill (decisions §5; the holiday rules are in plan-auto-fill.ts).
 * Never duplicates, even under concurrent calls: the contract's advisory lock is taken inside the
 * transaction before the existing events are read, so a second call waits and then sees the
 * first call's events.
 */
export async function autoFillWorkEvents(ctx: ServiceContext, input: AutoFillInput): Promise<AutoFillResult> {
  const db = getDb();
  await assertContractInScope(db, ctx.scope, input.domesticContractId);
  const contract = await findContractWithTerms(db, ctx.scope.organizationId, input.domesticContractId);
  return writeTransaction(
    async (tx) => {
      await lockContractEvents(tx, contract.id);
      await assertHouseholdMayEdit(tx, ctx.principal, contract.id, monthsOfRange(input.startDate, input.endDate));
      const existing = await tx.workEvent.findMany({
        where: { ...workEventWhere(ctx.scope), contractId: contract.id, date: { gte: toDbDate(input.startDate), lte: toDbDate(input.endDate) } },
        distinct: ["date"],
        select: { date: true },
      });
      const plan = planAutoFill(contract, input.startDate, input.endDate, new Set(existing.map((e) => dateString(e.date))));
      await assertDayHoursWithinLimit(
        tx,
        ctx.scope.organizationId,
        contract.id,
        plan.toCreate.map((e, i) => ({ date: e.date, hours: e.hours, path: `/toCreate/${i}/hours` })),
      );
      const created = await insertWorkEvents(tx, ctx.scope.organizationId, contract.id, plannedEvents(plan, contract.id));
      await writeAuditEntry(tx, ctx.principal, autoFillAuditEntry(contract.id, input, plan, created, ctx.requestId));
      return { created, skipped: plan.skipped };
    },
    { timeout: 20_000, maxWait: 10_000 },
  );
}

/**
 * The events of a plan as written: one object literal per event, its fields named (a month-end
 * writes 230,000 of them at 10,000 contracts; two object spreads per event cost its two workers
 * about 4 s of CPU there, measured).
 */
const plannedEvents = (plan: AutoFillPlan, contractId: string) =>
  plan.toCreate.map((e) => {
    const flags = defaultFlagsFor(e.subType);
    return {
      contractId,
      date: e.date,
      hours: e.hours,
      type: e.type,
      subType: e.subType,
      customName: e.customName,
      addsToThirteen: flags.addsToThirteen,
      addsToSeverance: flags.addsToSeverance,
      isFromGlobalWage: flags.isFromGlobalWage,
      affectsContributions: flags.affectsContributions,
      multiplier: "1",
      notes: null,
      absenceLocation: absenceLocationFor(e.type, undefined),
    };
  });

function autoFillAuditEntry(
  contractId: string,
  range: { startDate: string; endDate: string },
  plan: AutoFillPlan,
  created: readonly { id: string }[],
  requestId: string | undefined,
): AuditEntry {
  return {
    action: "work_event.auto_fill",
    entityType: "domestic_contract",
    entityId: contractId,
    after: {
      startDate: range.startDate,
      endDate: range.endDate,
      created: created.length,
      skipped: plan.skipped.length,
      skippedByReason: countBy(plan.skipped.map((s) => s.reason)),
      eventIds: created.map((e) => e.id),
    },
    requestId,
  };
}

/**
 * A month-end's auto-fill (payroll runs with autoFillEmptyMonths): the contracts of the list with
 * no event in the range get the plan a clerk's auto-fill would give, all in the caller's
 * transaction with one statement for the events and one for the audit entries. The contracts'
 * event locks are taken (in a fixed order) before the range is looked at, as a clerk's call does.
 * A job's helper inside the run's transaction: the run already holds the organization's contracts.
 */
export async function autoFillEmptyRanges(
  tx: Queryable,
  principal: Principal,
  contractIds: readonly string[],
  range: { startDate: string; endDate: string },
  requestId?: string,
): Promise<Set<string>> {
  const organizationId = principal.organizationId;
  // keyed probes per contract (the run's contracts are the organization's, resolved in scope when it was created)
  const withEvents = (ids: readonly string[]) => selectContractsWithEvents(tx, organizationId, ids, { start: range.startDate, end: range.endDate });
  const before = await withEvents(contractIds);
  const empty = contractIds.filter((id) => !before.has(id));
  if (empty.length === 0) return new Set();
  await lockContractsEvents(tx, empty);
  const filledMeanwhile = await withEvents(empty);
  const contracts = await findContractsWithTerms(
    tx,
    organizationId,
    empty.filter((id) => !filledMeanwhile.has(id)),
  );
  const plans = contracts.map((contract) => ({ contract, plan: planAutoFill(contract, range.startDate, range.endDate, new Set()) }));
  const created = await writeWorkEventsOfContracts(
    tx,
    organizationId,
    plans.flatMap(({ contract, plan }) => plannedEvents(plan, contract.id)),
  );
  const createdByContract = new Map<string, { id: string }[]>();
  for (const e of created) {
    const list = createdByContract.get(e.contractId);
    if (list) list.push(e);
    else createdByContract.set(e.contractId, [e]);
  }
  await writeAuditEntries(
    tx,
    principal,
    plans.map(({ contract, plan }) => autoFillAuditEntry(contract.id, range, plan, createdByContract.get(contract.id) ?? [], requestId)),
  );
  // the contracts whose empty range now holds events from the schedule (the month-end warns on each)
  return new Set(createdByContract.keys());
}

/** The first day of each month the range touches (what the household's month check looks at). */
function monthsOfRange(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  let [y, m] = startDate.split("-").map(Number) as [number, number];
  const last = endDate.slice(0, 7);
  for (;;) {
    const period = `${y}-${String(m).padStart(2, "0")}`;
    out.push(`${period}-01`);
    if (period >= last) return out;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
}

function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

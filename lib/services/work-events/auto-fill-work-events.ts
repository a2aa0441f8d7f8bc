import type { Principal } from "@/lib/auth/principal";
import { toDbDate, dateString } from "@/lib/db/serialize";
import { getDb } from "@/lib/db/client";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { findContractWithTerms } from "@/lib/services/contracts/contract-with-terms";
import { defaultFlagsFor, type AutoFillInput } from "@/lib/validation/work-event";
import { lockContractEvents } from "./create-work-event-batch";
import { planAutoFill, type SkipReason } from "./plan-auto-fill";
import { insertWorkEvents } from "./insert-work-events";
import type { WorkEventView } from "./serialize-work-event";

export interface AutoFillResult {
  created: WorkEventView[];
  skipped: { date: string; reason: SkipReason }[];
}

/**
 * POST /v1/work-events/auto-fill (decisions §5; the holiday rules are in plan-auto-fill.ts).
 * Never duplicates, even under concurrent calls: the contract's advisory lock is taken inside the
 * transaction before the existing events are read, so a second call waits and then sees the
 * first call's events.
 */
export async function autoFillWorkEvents(principal: Principal, input: AutoFillInput, requestId?: string): Promise<AutoFillResult> {
  const db = getDb();
  const contract = await findContractWithTerms(db, principal.organizationId, input.domesticContractId);
  return db.$transaction(
    async (tx) => {
      await lockContractEvents(tx, contract.id);
      const existing = await tx.workEvent.findMany({
        where: { contractId: contract.id, organizationId: principal.organizationId, date: { gte: toDbDate(input.startDate), lte: toDbDate(input.endDate) } },
        distinct: ["date"],
        select: { date: true },
      });
      const plan = planAutoFill(contract, input.startDate, input.endDate, new Set(existing.map((e) => dateString(e.date))));
      const created = await insertWorkEvents(
        tx,
        principal.organizationId,
        contract.id,
        plan.toCreate.map((e) => ({ ...e, ...defaultFlagsFor(e.subType), multiplier: "1", notes: null })),
      );
      await writeAuditEntry(tx, principal, {
        action: "work_event.auto_fill",
        entityType: "domestic_contract",
        entityId: contract.id,
        after: {
          startDate: input.startDate,
          endDate: input.endDate,
          created: created.length,
          skipped: plan.skipped.length,
          skippedByReason: countBy(plan.skipped.map((s) => s.reason)),
          eventIds: created.map((e) => e.id),
        },
        requestId,
      });
      return { created, skipped: plan.skipped };
    },
    { timeout: 20_000, maxWait: 10_000 },
  );
}

function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { addDays } from "@/lib/payroll";
import { claimDueCommunications } from "@/lib/db/statements/inps-communications";
import { todayInItaly } from "@/lib/validation/common";
import { queueWebhookDeliveries, recordWebhookEvents } from "@/lib/services/webhooks/emit-webhook-event";
import { communicationSelect, serializeCommunication } from "./serialize";

/**
 * How many communications one transaction notifies: small, so a backlog (a book taken over with
 * late hirings) never holds a connection for long — on the embedded database the only one, which
 * webhook deliveries and requests share.
 */
const SWEEP_BATCH = 25;
/** How many batches one sweep takes at most (the next sweep, a minute later, takes the rest). */
const SWEEP_BATCHES = 40;

/**
 * `inps_communication.due`, once per communication: still to file and due today or tomorrow (or
 * already late, never notified: a communication recorded after its deadline). Each worker
 * process's sweep runs it every minute (lib/queue/workers.ts); the rows are claimed with
 * FOR UPDATE SKIP LOCKED and marked `due_notified_at` in the transaction that records the
 * deliveries, so two processes never notify the same one. Answers how many were notified.
 */
export async function sweepDueInpsCommunications(now: Date = new Date()): Promise<number> {
  let notified = 0;
  for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
    const count = await notifyDueBatch(now);
    notified += count;
    if (count < SWEEP_BATCH) break;
  }
  return notified;
}

async function notifyDueBatch(now: Date): Promise<number> {
  const today = todayInItaly(now);
  const until = addDays(today, 1);
  const { deliveries, count } = await getDb().$transaction(async (tx) => {
    const ids = await claimDueCommunications(tx, { until, limit: SWEEP_BATCH });
    if (ids.length === 0) return { deliveries: [] as string[], count: 0 };
    await tx.inpsCommunication.updateMany({ where: { id: { in: ids } }, data: { dueNotifiedAt: now } });
    const rows = await tx.inpsCommunication.findMany({ where: { id: { in: ids } }, select: communicationSelect, orderBy: [{ dueDate: "asc" }, { id: "asc" }] });
    // the batch's events in one write (a backlog costs a few statements per batch, not two per row)
    const events = rows.map((row) => ({ organizationId: row.organizationId, data: { object: serializeCommunication(row, today) } }));
    return { deliveries: await recordWebhookEvents(tx, "inps_communication.due", events), count: rows.length };
  });
  await queueWebhookDeliveries(deliveries);
  return count;
}

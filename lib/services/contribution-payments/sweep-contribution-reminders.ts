import "server-only";
import { getDb } from "@/lib/db/client";
import { claimReminders, type ReminderKind } from "@/lib/db/statements/contribution-payments";
import { queueEmails, type OutboxMessage } from "@/lib/services/email/outbox";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { todayInItaly } from "@/lib/validation/common";
import { PAYROLL_SETTING_DEFAULTS } from "@/lib/validation/payroll-settings";
import { paymentMessages } from "./messages";
import { householdRecipients } from "./recipients";
import { contributionPaymentSelect, serializeContributionPayment } from "./serialize";

/** Payments per transaction, and transactions per sweep (the next sweep, a minute later, takes the rest). */
const SWEEP_BATCH = 25;
const SWEEP_BATCHES = 40;

/**
 * Reminders to households that have not paid (issue 30 point 3), through the e-mail outbox: one
 * `before_due` when the due date is within the organization's `contributionReminderDaysBefore`
 * days (payroll settings, default 5), one `overdue` from the day after the due date, which also
 * sends the `contribution_payment.overdue` webhook. Each worker process's sweep runs it every
 * minute (lib/queue/workers.ts): rows claimed FOR UPDATE SKIP LOCKED and marked in the transaction
 * that queues the messages (dedupeKey per payment and kind besides), in batches, multi-row writes.
 */
export async function sweepContributionReminders(now: Date = new Date()): Promise<{ beforeDue: number; overdue: number }> {
  const today = todayInItaly(now);
  const counts = { beforeDue: 0, overdue: 0 };
  for (const kind of ["overdue", "before_due"] as const) {
    for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
      const count = await remindBatch(kind, today, now);
      counts[kind === "overdue" ? "overdue" : "beforeDue"] += count;
      if (count < SWEEP_BATCH) break;
    }
  }
  return counts;
}

async function remindBatch(kind: ReminderKind, today: string, now: Date): Promise<number> {
  const { deliveries, count } = await getDb().$transaction(async (tx) => {
    const ids = await claimReminders(tx, { kind, today, defaultDaysBefore: PAYROLL_SETTING_DEFAULTS.contributionReminderDaysBefore, limit: SWEEP_BATCH });
    if (ids.length === 0) return { deliveries: [] as string[], count: 0 };
    await tx.contributionPayment.updateMany({ where: { id: { in: ids } }, data: kind === "overdue" ? { overdueQueuedAt: now } : { reminderQueuedAt: now } });
    const rows = await tx.contributionPayment.findMany({
      where: { id: { in: ids } },
      select: contributionPaymentSelect,
      orderBy: [{ dueDate: "asc" }, { id: "asc" }],
    });
    const recipients = await householdRecipients(tx, [...new Set(rows.map((r) => r.employerId))]);
    const messages: OutboxMessage[] = [];
    const recorded: string[] = [];
    for (const row of rows) {
      const view = serializeContributionPayment(row, today);
      messages.push(...paymentMessages(view, kind === "overdue" ? "reminder_overdue" : "reminder_before", recipients.get(row.employerId) ?? [], view.dueDate));
      if (kind === "overdue") recorded.push(...(await recordWebhookEvent(tx, row.organizationId, "contribution_payment.overdue", { object: view })));
    }
    await queueEmails(tx, messages);
    return { deliveries: recorded, count: rows.length };
  });
  await queueWebhookDeliveries(deliveries);
  return count;
}

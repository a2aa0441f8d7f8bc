import "server-only";
import type { Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { toDbDate } from "@/lib/db/serialize";
import { lockContributionPaymentRow } from "@/lib/db/statements/contribution-payments";
import { AppError, notFound, validationError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { queueEmails } from "@/lib/services/email/outbox";
import type {
  BulkNotifyContributionPaymentsBody,
  BulkNotifyResult,
  ContributionPaymentView,
  NotifyContributionPaymentBody,
} from "@/lib/validation/contribution-payment";
import { paymentMessages } from "./messages";
import { householdRecipients } from "./recipients";
import { contributionPaymentSelect, serializeContributionPayment } from "./serialize";

/**
 * The family was told: by e-mail (a payment notice queued through the outbox to the household's
 * addresses, with the amounts per line and the due date), or marked as told by phone, paper or
 * otherwise. `pending` (the quarter is not closed) is refused; a paid one is a conflict. Telling
 * again updates the method and date (the last notification is kept, the audit log has them all).
 */
async function notifyOne(
  tx: Tx,
  ctx: ServiceContext,
  id: string,
  body: NotifyContributionPaymentBody,
  today: string,
): Promise<{ view: ContributionPaymentView; emails: number }> {
  const found = await tx.contributionPayment.findFirst({ where: { id, ...contributionPaymentWhere(ctx.scope) }, select: { id: true } });
  if (!found) throw notFound("Contribution payment");
  await lockContributionPaymentRow(tx, id);
  const row = await tx.contributionPayment.findUniqueOrThrow({ where: { id }, select: contributionPaymentSelect });
  const date = body.date ?? today;
  if (date > today) throw validationError([{ path: "/date", message: `The date cannot be after today (${today})`, code: "date_in_future" }]);
  if (row.state === "pending") {
    throw validationError(
      [{ path: "", message: "The quarter is not closed: its payslips are not all final", code: "contribution_payment_pending" }],
      "A pending contribution payment cannot be notified",
    );
  }
  if (row.state === "paid") throw new AppError("conflict", "The contribution payment is already paid");
  let emails = 0;
  if (body.method === "email") {
    const recipients = (await householdRecipients(tx, [row.employerId])).get(row.employerId) ?? [];
    if (recipients.length === 0) {
      throw validationError([
        { path: "/method", message: "The household has no e-mail address (employer's e-mail or portal access)", code: "no_email_address" },
      ]);
    }
    const messages = paymentMessages(serializeContributionPayment(row, today), "notice", recipients, date);
    await queueEmails(tx, messages);
    emails = messages.length;
  }
  const notifiedById = ctx.principal.kind === "user" ? ctx.principal.actorId : null;
  const updated = await tx.contributionPayment.update({
    where: { id },
    data: { state: "notified", notifiedOn: toDbDate(date), notifiedMethod: body.method, notifiedNote: body.note ?? null, notifiedById },
    select: contributionPaymentSelect,
  });
  await writeAuditEntry(tx, ctx.principal, {
    action: "contribution_payment.notify",
    entityType: "contribution_payment",
    entityId: id,
    before: { state: row.state },
    after: { state: "notified", method: body.method, date, emails },
    requestId: ctx.requestId,
  });
  return { view: serializeContributionPayment(updated, today), emails };
}

/** POST /v1/contribution-payments/{id}/notify */
export function notifyContributionPayment(
  ctx: ServiceContext,
  id: string,
  body: NotifyContributionPaymentBody,
  today: string,
): Promise<ContributionPaymentView> {
  return writeTransaction(async (tx) => (await notifyOne(tx, ctx, id, body, today)).view);
}

/** POST /v1/contribution-payments/notify: several at once, each its own outcome (a refused one changes nothing of its own). */
export async function notifyContributionPayments(ctx: ServiceContext, body: BulkNotifyContributionPaymentsBody, today: string): Promise<BulkNotifyResult> {
  const results: BulkNotifyResult["results"] = [];
  for (const id of body.ids) {
    try {
      const { emails } = await writeTransaction((tx) => notifyOne(tx, ctx, id, { method: body.method, date: body.date, note: body.note }, today));
      results.push({ id, outcome: "notified", code: null, emails });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const code = error.code === "validation_failed" ? (error.errors?.[0]?.code ?? error.code) : error.code;
      results.push({ id, outcome: "refused", code, emails: 0 });
    }
  }
  return { results };
}

import "server-only";
import type { Tx } from "@/lib/db/client";
import { writeTransaction } from "@/lib/db/sql";
import { contributionPaymentWhere } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { lockContributionPaymentRow } from "@/lib/db/statements/contribution-payments";
import { notFound, validationError, type FieldError } from "@/lib/errors";
import { dec, fmt2, parseQuarter, quarterBounds } from "@/lib/payroll";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import type { ContributionPaymentView, RecordContributionPaymentBody } from "@/lib/validation/contribution-payment";
import { contributionPaymentSelect, serializeContributionPayment } from "./serialize";

/** What a payment may not be: ≤ 0, after today, before its quarter began, on a `pending` payment. */
export function paymentProblems(body: RecordContributionPaymentBody, state: string, quarter: string, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (state === "pending")
    errors.push({ path: "", message: "The quarter is not closed: its payslips are not all final", code: "contribution_payment_pending" });
  if (!dec(body.amount).greaterThan(0)) errors.push({ path: "/amount", message: "The amount must be greater than zero", code: "amount_not_positive" });
  if (body.paidOn > today) errors.push({ path: "/paidOn", message: `The date of payment cannot be after today (${today})`, code: "date_in_future" });
  const start = quarterBounds(parseQuarter(quarter)!).start;
  if (body.paidOn < start) {
    errors.push({
      path: "/paidOn",
      message: `The date of payment cannot be before the quarter began (${start})`,
      code: "before_quarter_start",
      params: { quarterStart: start },
    });
  }
  return errors;
}

/**
 * Records one payment inside the caller's transaction. Every payment is its own row: partial
 * payments leave the status (ready / notified / overdue) with the amount paid and the balance shown;
 * the one that covers the total makes it `paid` (its date is the payment date) and sends
 * `contribution_payment.paid`; one beyond the total is kept and shown as excess, never merged.
 */
export async function recordPaymentIn(
  tx: Tx,
  ctx: ServiceContext,
  id: string,
  body: RecordContributionPaymentBody,
  today: string,
  source: "clerk" | "import" = "clerk",
): Promise<{ view: ContributionPaymentView; deliveries: string[] }> {
  const found = await tx.contributionPayment.findFirst({ where: { id, ...contributionPaymentWhere(ctx.scope) }, select: { id: true } });
  if (!found) throw notFound("Contribution payment");
  await lockContributionPaymentRow(tx, id);
  const row = await tx.contributionPayment.findUniqueOrThrow({
    where: { id },
    select: { state: true, quarter: true, totalDue: true, paidAmount: true, paidOn: true, organizationId: true },
  });
  const errors = paymentProblems(body, row.state, row.quarter, today);
  if (errors.length > 0) throw validationError(errors, errors[0]!.message);
  const paid = dec(row.paidAmount.toFixed(2)).plus(dec(body.amount));
  const covers = paid.greaterThanOrEqualTo(dec(row.totalDue.toFixed(2)));
  const becomesPaid = covers && row.state !== "paid";
  await tx.contributionPaymentRecord.create({
    data: {
      contributionPaymentId: id,
      paidOn: toDbDate(body.paidOn),
      amount: body.amount,
      noticeCode: body.noticeCode ?? null,
      note: body.note ?? null,
      source,
      createdById: ctx.principal.kind === "user" ? ctx.principal.actorId : null,
    },
    select: { id: true },
  });
  const updated = await tx.contributionPayment.update({
    where: { id },
    data: { paidAmount: fmt2(paid), ...(becomesPaid ? { state: "paid", paidOn: toDbDate(body.paidOn) } : {}) },
    select: contributionPaymentSelect,
  });
  const view = serializeContributionPayment(updated, today);
  await writeAuditEntry(tx, ctx.principal, {
    action: "contribution_payment.payment",
    entityType: "contribution_payment",
    entityId: id,
    before: { state: row.state, paidAmount: row.paidAmount.toFixed(2), paidOn: row.paidOn ? dateString(row.paidOn) : null },
    after: { state: updated.state, paidAmount: fmt2(paid), payment: { paidOn: body.paidOn, amount: body.amount, noticeCode: body.noticeCode ?? null, source } },
    requestId: ctx.requestId,
  });
  const deliveries = becomesPaid ? await recordWebhookEvent(tx, row.organizationId, "contribution_payment.paid", { object: view }) : [];
  return { view, deliveries };
}

/** POST /v1/contribution-payments/{id}/payments */
export async function recordContributionPayment(
  ctx: ServiceContext,
  id: string,
  body: RecordContributionPaymentBody,
  today: string,
): Promise<ContributionPaymentView> {
  const { view, deliveries } = await writeTransaction((tx) => recordPaymentIn(tx, ctx, id, body, today), { answer: (r) => r.view });
  await queueWebhookDeliveries(deliveries);
  return view;
}

import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { RATE_TABLES, RATE_TABLE_STATUSES, STORED_PAYSLIP_KINDS } from "@/lib/payroll";
import { payrollRunResponseSchema } from "@/lib/validation/payroll-run";
import { inpsCommunicationResponseSchema } from "@/lib/validation/inps-communication";
import { contributionPaymentResponseSchema } from "@/lib/validation/contribution-payment";
import type { WebhookEventType } from "@/lib/validation/webhook-endpoint";
import { metadataResponseFields } from "@/lib/validation/metadata";
import { CONTRACT_MONTH_STATUSES } from "@/lib/validation/month";
import { rateTableChangeAffectedSchema } from "@/lib/validation/rate-table";

/** The payslip an event names (lib/services/payslips: finalize, delete). */
const payslipReference = z
  .object({
    id: z.string(),
    domesticContractId: z.string(),
    period: z.string().meta({ description: "YYYY-MM" }),
    kind: z.enum(STORED_PAYSLIP_KINDS),
    status: z.enum(["draft", "final"]),
    ...metadataResponseFields,
  })
  .meta({ id: "WebhookPayslipReference" });

/** The month an event names (lib/services/months). */
const monthReference = z
  .object({
    domesticContractId: z.string(),
    employerId: z.string(),
    period: z.string().meta({ description: "YYYY-MM" }),
    status: z.enum(CONTRACT_MONTH_STATUSES),
    note: z.string().nullable().meta({ description: "the household's note (submitted) or the clerk's (returned)" }),
    changedAt: z.string().meta({ description: "ISO 8601 UTC" }),
  })
  .meta({ id: "WebhookMonthReference" });

/** The body of every delivery: `{ id, type, createdAt, organizationId, livemode, data }` (lib/services/webhooks). */
function eventSchema<T extends WebhookEventType, D extends z.ZodType>(type: T, data: D, id: string) {
  return z
    .object({
      id: z.string().meta({ description: "The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat" }),
      type: z.literal(type),
      createdAt: z.string().meta({ description: "ISO 8601 UTC" }),
      organizationId: z.string(),
      livemode: z.boolean().meta({ description: "false: the event happened in the organization's sandbox (test-mode keys); true: live data" }),
      data,
    })
    .meta({ id });
}

const deliveryHeaders = z.object({
  "paghe-signature": z.string().meta({ description: 't=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body' }),
  "paghe-event-id": z.string().meta({ description: "The body's id, the same on every attempt" }),
  "paghe-delivery-id": z.string().meta({ description: "This delivery (one per endpoint and event)" }),
});

function webhook(type: WebhookEventType, summary: string, schema: z.ZodType): ZodOpenApiPathsObject[string] {
  const operationId = `webhook${type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}`;
  return {
    post: {
      operationId,
      tags: ["Webhooks"],
      summary,
      description:
        "Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).",
      security: [],
      requestParams: { header: deliveryHeaders },
      requestBody: { required: true, content: { "application/json": { schema } } },
      responses: { "2XX": { description: "Received: any 2xx acknowledges the delivery" } },
    },
  };
}

/** The webhook events (OpenAPI 3.1 `webhooks`): what the receiver gets for each event type. */
export const webhooks: Record<WebhookEventType, ZodOpenApiPathsObject[string]> = {
  "payroll_run.completed": webhook(
    "payroll_run.completed",
    "A payroll run finished every item",
    eventSchema("payroll_run.completed", z.object({ object: payrollRunResponseSchema }), "WebhookPayrollRunCompleted"),
  ),
  "payslip.finalized": webhook(
    "payslip.finalized",
    "A payslip was finalized",
    eventSchema("payslip.finalized", z.object({ object: payslipReference }), "WebhookPayslipFinalized"),
  ),
  "payslip.deleted": webhook(
    "payslip.deleted",
    "A payslip was deleted",
    eventSchema("payslip.deleted", z.object({ object: payslipReference }), "WebhookPayslipDeleted"),
  ),
  "payslip.outdated": webhook(
    "payslip.outdated",
    "A later payslip of the contract whose running totals a deletion outdated: run it again",
    eventSchema("payslip.outdated", z.object({ object: payslipReference, reason: z.enum(["earlier_payslip_deleted"]) }), "WebhookPayslipOutdated"),
  ),
  "payslip.receipt_confirmed": webhook(
    "payslip.receipt_confirmed",
    "The worker confirmed in the portal having received the pay of a final payslip",
    eventSchema(
      "payslip.receipt_confirmed",
      z.object({
        object: payslipReference,
        receiptConfirmedAt: z.string().meta({ description: "ISO 8601 UTC" }),
        receiptConfirmedById: z.string().meta({ description: "the worker's portal user" }),
      }),
      "WebhookPayslipReceiptConfirmed",
    ),
  ),
  "inps_communication.due": webhook(
    "inps_communication.due",
    "A communication to INPS still to file falls due today or tomorrow (once per communication)",
    eventSchema("inps_communication.due", z.object({ object: inpsCommunicationResponseSchema }), "WebhookInpsCommunicationDue"),
  ),
  "payslip.paid": webhook(
    "payslip.paid",
    "The payments recorded on a final payslip cover its net (POST /v1/domestic-payslips/{id}/payments): once, when the status becomes paid",
    eventSchema(
      "payslip.paid",
      z.object({
        object: payslipReference,
        paidAmount: z.string().meta({ description: "the sum of the recorded payments, decimal string" }),
        paidOn: z.string().meta({ description: "the date of the payment that completed it (YYYY-MM-DD)" }),
      }),
      "WebhookPayslipPaid",
    ),
  ),
  "contribution_payment.ready": webhook(
    "contribution_payment.ready",
    "A contribution payment is ready: its quarter's payslips are all final (POST /v1/contribution-payments/compute)",
    eventSchema("contribution_payment.ready", z.object({ object: contributionPaymentResponseSchema }), "WebhookContributionPaymentReady"),
  ),
  "contribution_payment.overdue": webhook(
    "contribution_payment.overdue",
    "A contribution payment passed its due date unpaid (once, the day after the due date)",
    eventSchema("contribution_payment.overdue", z.object({ object: contributionPaymentResponseSchema }), "WebhookContributionPaymentOverdue"),
  ),
  "contribution_payment.paid": webhook(
    "contribution_payment.paid",
    "The payments recorded on a contribution payment cover its total",
    eventSchema("contribution_payment.paid", z.object({ object: contributionPaymentResponseSchema }), "WebhookContributionPaymentPaid"),
  ),
  "month.submitted": webhook(
    "month.submitted",
    "A household (or a clerk) submitted a contract's month for payroll",
    eventSchema("month.submitted", z.object({ object: monthReference }), "WebhookMonthSubmitted"),
  ),
  "month.accepted": webhook(
    "month.accepted",
    "A clerk accepted a submitted month into payroll (payslipId: the draft run with it, if any)",
    eventSchema("month.accepted", z.object({ object: monthReference, payslipId: z.string().nullable() }), "WebhookMonthAccepted"),
  ),
  "month.returned": webhook(
    "month.returned",
    "A clerk returned a submitted month to the household, with a note of what to change",
    eventSchema("month.returned", z.object({ object: monthReference }), "WebhookMonthReturned"),
  ),
  "rate_tables.changed": webhook(
    "rate_tables.changed",
    "The organization's figures of a provisional rate-table version were entered, changed or removed (PUT/DELETE /v1/rate-tables/{versionId}/override)",
    eventSchema(
      "rate_tables.changed",
      z.object({
        object: z
          .object({
            change: z.enum(["override_set", "override_removed"]),
            table: z.enum(RATE_TABLES),
            effectiveFrom: z.string().meta({ description: "YYYY-MM-DD" }),
            replacedVersionId: z.string().meta({ description: "The shipped provisional version" }),
            versionId: z.string().meta({ description: "The version in force now for the organization (the override, or the provisional version again)" }),
            previousVersionId: z.string().meta({ description: "The version in force before the change: payslips naming it are outdated" }),
            status: z.enum(RATE_TABLE_STATUSES),
            source: z.string(),
          })
          .meta({ id: "WebhookRateTableChange" }),
        affected: rateTableChangeAffectedSchema,
      }),
      "WebhookRateTablesChanged",
    ),
  ),
};

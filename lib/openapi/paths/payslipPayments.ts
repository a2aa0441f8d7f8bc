import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  bulkPayslipPaymentsBody,
  bulkPayslipPaymentsResponseSchema,
  createPayslipPaymentBody,
  payslipPaymentListResponseSchema,
  payslipPaymentResponseSchema,
  payslipReceiptQuery,
} from "@/lib/validation/payslip-payment";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

const idPath = z.object({ id: z.string().uuid() });
const paymentPath = z.object({ id: z.string().uuid(), paymentId: z.string().uuid() });
const pdf = { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } };

export const payslipPaymentsPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-payslips/{id}/payments": {
    get: {
      tags: ["Payslips"],
      summary: "The payments of a payslip's pay, its payment status (unpaid, partly_paid, paid), the amount paid, the excess and what is still owed",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(payslipPaymentListResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    post: {
      tags: ["Payslips"],
      summary: "Record a payment of a final payslip's pay and store its receipt (quietanza)",
      description:
        "201 with the payment (its receipt's SHA-256; Location: the receipt). Refused, changing nothing: a draft → 409 payslip_not_final; 422 validation_failed with a pointer and a code for an amount of 0 or less (/amount amount_not_positive), a date in the future (/paidOn paid_on_in_future) or before the payslip's period began (/paidOn paid_on_before_period), and a payment taking the total above the net pay without a `reason` (/reason payment_exceeds_net, params net, alreadyPaid, excess). With a reason the payment is kept and its part above the net is its excessAmount (never merged into another payment).",
      requestParams: { path: idPath, header: z.object({ "Idempotency-Key": idempotencyKeyHeader }) },
      requestBody: { content: { "application/json": { schema: createPayslipPaymentBody } } },
      responses: {
        "201": jsonContent(payslipPaymentResponseSchema, "Recorded"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("The payslip is a draft (payslip_not_final), or the same Idempotency-Key is still being processed (idempotency_key_in_use)"),
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/payments": {
    post: {
      tags: ["Payslips"],
      summary: 'Record "paid on …" for several final payslips at once, each for what it still owes',
      description:
        "Each payslip as `POST /v1/domestic-payslips/{id}/payments` would with the amount it still owes (net minus what is recorded), in its own transaction with its receipt: `results` says per payslip `recorded` (paymentId, amount) or `refused` with the code (already_paid, payslip_not_final, paid_on_in_future, paid_on_before_period, not_found). A refused one changes nothing of its own.",
      requestParams: { header: z.object({ "Idempotency-Key": idempotencyKeyHeader }) },
      requestBody: { content: { "application/json": { schema: bulkPayslipPaymentsBody } } },
      responses: {
        "200": jsonContent(bulkPayslipPaymentsResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/{id}/payments/{paymentId}": {
    delete: {
      tags: ["Payslips"],
      summary: "Delete a payment recorded by mistake, with its receipts (an audit entry keeps what it said)",
      requestParams: { path: paymentPath },
      responses: { "204": { description: "Deleted" }, "401": standardErrors["401"], "403": standardErrors["403"], "404": standardErrors["404"] },
    },
  },
  "/v1/domestic-payslips/{id}/payments/{paymentId}/receipt": {
    get: {
      tags: ["Payslips"],
      summary: "The payment's receipt (quietanza) as PDF: the worker's declaration of having received the amount on the date by the method",
      description:
        "Italian (default): the stored document, served byte for byte (ETag, X-Content-SHA256); version 1 has a signature line, and once the worker has confirmed receipt in the portal a next version printing the confirmation is stored and served. `locale=en` renders an English copy on request (not stored).",
      requestParams: { path: paymentPath, query: payslipReceiptQuery },
      responses: { "200": pdf, "400": standardErrors["400"], "401": standardErrors["401"], "404": standardErrors["404"] },
    },
  },
};

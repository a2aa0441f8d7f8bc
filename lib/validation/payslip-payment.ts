/**
 * The pay of a final payslip as paid (issue 30 point 5): `POST/GET /v1/domestic-payslips/{id}/payments`,
 * `DELETE …/payments/{paymentId}`, each payment's receipt (`GET …/payments/{paymentId}/receipt`).
 * Shared with the payslip screen's form.
 */
import { z } from "zod";
import { PAYSLIP_PAYMENT_STATUSES } from "@/lib/payroll";
import { decimalString, idSchema, isoDate } from "./common";

export const PAYSLIP_PAYMENT_METHODS = ["cash", "bank_transfer", "other"] as const;
export type PayslipPaymentMethod = (typeof PAYSLIP_PAYMENT_METHODS)[number];
export { PAYSLIP_PAYMENT_STATUSES };

const optionalText = (max: number, description: string) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional()
    .meta({ description });

export const createPayslipPaymentBody = z.strictObject({
  paidOn: isoDate.meta({ description: "Day the worker was paid: not in the future, not before the payslip's period began" }),
  method: z.enum(PAYSLIP_PAYMENT_METHODS).meta({ description: "cash, bank_transfer or other" }),
  amount: decimalString({ scale: 2, max: "999999.99" }).meta({ description: "Amount paid, greater than 0 (decimal string)", example: "850.00" }),
  reference: optionalText(140, "Bank transfer reference (CRO/TRN), cheque number, …"),
  note: optionalText(500, "A note kept with the payment"),
  reason: optionalText(500, "Required when the payments would exceed the net pay: the payment is then kept and its part above the net shown as excess"),
});
export type CreatePayslipPaymentBody = z.infer<typeof createPayslipPaymentBody>;

export const payslipPaymentParams = z.object({ id: idSchema, paymentId: idSchema });

export const payslipPaymentResponseSchema = z
  .object({
    id: z.string().uuid(),
    payslipId: z.string().uuid(),
    paidOn: z.string(),
    method: z.enum(PAYSLIP_PAYMENT_METHODS),
    amount: z.string().meta({ description: "decimal string" }),
    reference: z.string().nullable(),
    note: z.string().nullable(),
    excessAmount: z.string().meta({ description: "the part of this payment above the net pay when it was recorded (0.00 when none)" }),
    excessReason: z.string().nullable(),
    receiptSha256: z.string().nullable().meta({ description: "SHA-256 of the receipt as stored (the latest version)" }),
    createdAt: z.string(),
  })
  .meta({ id: "PayslipPayment" });
export type PayslipPaymentView = z.infer<typeof payslipPaymentResponseSchema>;

export const payslipPaymentSummaryShape = {
  paymentStatus: z.enum(PAYSLIP_PAYMENT_STATUSES).meta({ description: "unpaid, partly_paid or paid: the payments recorded against the net pay" }),
  paidAmount: z.string().meta({ description: "Σ payments recorded (decimal string)" }),
  excessAmount: z.string().meta({ description: "Σ paid above the net pay (0.00 when none)" }),
};

export const payslipPaymentListResponseSchema = z
  .object({
    data: z.array(payslipPaymentResponseSchema),
    ...payslipPaymentSummaryShape,
    netPay: z.string(),
    outstandingAmount: z.string().meta({ description: "what is still owed (0.00 when paid)" }),
    receiptConfirmedAt: z.string().nullable().meta({ description: "when the worker confirmed receiving the pay in the portal" }),
  })
  .meta({ id: "PayslipPaymentList" });
export type PayslipPaymentList = z.infer<typeof payslipPaymentListResponseSchema>;

export const payslipReceiptQuery = z.object({
  locale: z.enum(["it", "en"]).optional().meta({ description: "Language of the receipt (default it)" }),
});

/** POST /v1/domestic-payslips/payments: "paid in cash on …" for several final payslips at once, each for what it still owes. */
export const bulkPayslipPaymentsBody = z.strictObject({
  payslipIds: z.array(idSchema).min(1, "Name at least one payslip").max(200).meta({ description: "Final payslips; each is paid what it still owes" }),
  paidOn: isoDate.meta({ description: "Day the workers were paid: not in the future, not before each payslip's period began" }),
  method: z.enum(PAYSLIP_PAYMENT_METHODS).meta({ description: "cash, bank_transfer or other" }),
  reference: optionalText(140, "A reference printed on each receipt"),
});
export type BulkPayslipPaymentsBody = z.infer<typeof bulkPayslipPaymentsBody>;

export const bulkPayslipPaymentsResponseSchema = z
  .object({
    results: z.array(
      z.object({
        payslipId: z.string(),
        outcome: z.enum(["recorded", "refused"]),
        code: z.string().nullable().meta({ description: "why refused: already_paid, payslip_not_final, paid_on_in_future, paid_on_before_period, not_found" }),
        paymentId: z.string().nullable(),
        amount: z.string().nullable().meta({ description: "the amount recorded: what the payslip still owed" }),
      }),
    ),
  })
  .meta({ id: "BulkPayslipPaymentsResult" });
export type BulkPayslipPaymentsResult = z.infer<typeof bulkPayslipPaymentsResponseSchema>;

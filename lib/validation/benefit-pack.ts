/**
 * The prestazione universale pack (issue 30 point 6; rules-update-3 B3): `GET /v1/benefit-packs` and
 * its PDF. Shared with the contract screen.
 */
import { z } from "zod";
import { BENEFIT_PACK_WARNINGS, STORED_PAYSLIP_KINDS, PAYSLIP_PAYMENT_STATUSES } from "@/lib/payroll";
import { quarterString } from "./statements";
import { PAYSLIP_PAYMENT_METHODS } from "./payslip-payment";

export const benefitPackQuery = z.object({
  domesticContractId: z.string().uuid("domesticContractId must be a UUID"),
  quarter: quarterString,
});
export type BenefitPackQuery = z.infer<typeof benefitPackQuery>;

export const benefitPackResponseSchema = z
  .object({
    domesticContractId: z.string(),
    quarter: z.string(),
    dueDate: z.string().meta({ description: "Day by which the family uploads the pack to INPS: the 10th of the month after the quarter (rules-update-3 B3)" }),
    employer: z.object({ name: z.string(), taxCode: z.string().nullable() }),
    worker: z.object({ name: z.string(), fiscalCode: z.string().nullable() }),
    assistedPerson: z.object({ name: z.string(), fiscalCode: z.string().nullable(), birthDate: z.string().nullable() }).nullable(),
    workplaceAddress: z.string().nullable(),
    payslips: z.array(
      z.object({
        id: z.string(),
        period: z.string(),
        kind: z.enum(STORED_PAYSLIP_KINDS),
        status: z.enum(["draft", "final"]),
        totalNet: z.string(),
        paymentStatus: z.enum(PAYSLIP_PAYMENT_STATUSES),
        paidAmount: z.string(),
        receiptConfirmedAt: z.string().nullable(),
        payments: z.array(
          z.object({
            id: z.string(),
            paidOn: z.string(),
            method: z.enum(PAYSLIP_PAYMENT_METHODS),
            amount: z.string(),
            receiptSha256: z.string().nullable(),
          }),
        ),
      }),
    ),
    warnings: z.array(
      z.object({
        code: z.enum(BENEFIT_PACK_WARNINGS),
        period: z.string().nullable(),
        payslipId: z.string().nullable(),
        message: z.string().meta({ description: "Italian; screens word it from code and period" }),
      }),
    ),
    ready: z.boolean().meta({ description: "true when there is no warning other than receipt_to_sign (receipts to have signed on paper)" }),
  })
  .meta({ id: "BenefitPack" });
export type BenefitPack = z.infer<typeof benefitPackResponseSchema>;

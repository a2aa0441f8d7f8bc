/**
 * Corrections of final payslips ("cedolino di rettifica", issue 32 point 3; docs/corrections.md):
 * the request bodies (one payslip, or a month's or a list's in bulk, each with a preview) and the
 * answers (the line-by-line difference).
 */
import { z } from "zod";
import { CORRECTION_SECTIONS, CORRECTION_SUMMARY_CODES } from "@/lib/payroll";
import { isoDate, isoMonth } from "./common";

const decimalOut = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "12.34" });

export const correctPayslipBody = z.strictObject({
  paymentDate: isoDate.optional().meta({ description: "when the difference is paid (default today): its month's quarter takes the contribution difference" }),
  note: z.string().trim().max(2000).optional().meta({ description: "the reason of the correction, printed on it" }),
});
export type CorrectPayslipBody = z.infer<typeof correctPayslipBody>;

export const correctPayslipsBody = z
  .strictObject({
    organizationId: z.string().uuid("organizationId must be a UUID"),
    period: isoMonth.optional().meta({ description: "correct every final payslip of this month (ordinary, thirteenth, TFR liquidation)" }),
    payslipIds: z.array(z.string().uuid("payslipIds must be UUIDs")).min(1).max(500).optional(),
    paymentDate: isoDate.optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.period === !v.payslipIds)
      ctx.addIssue({ code: "custom", path: ["period"], message: "Give either period or payslipIds", params: { code: "period_or_payslip_ids" } });
  });
export type CorrectPayslipsBody = z.infer<typeof correctPayslipsBody>;

const amountsSchema = z.object({ original: decimalOut(), corrected: decimalOut(), difference: decimalOut("corrected − original") });

export const correctionDifferenceSchema = z
  .object({
    elements: z
      .array(amountsSchema.extend({ section: z.enum(CORRECTION_SECTIONS), code: z.string(), name: z.string() }))
      .meta({ description: "the payslip's elements that changed, by section and code" }),
    summary: z
      .object(
        Object.fromEntries(CORRECTION_SUMMARY_CODES.map((c) => [c, amountsSchema])) as Record<(typeof CORRECTION_SUMMARY_CODES)[number], typeof amountsSchema>,
      )
      .meta({ description: "pay, INPS and CAS.SA.COLF of both sides, net, cost, the 13th/TFR/vacation accruals and the contribution hours" }),
    contributions: z
      .object({
        inpsEmployee: decimalOut(),
        inpsEmployer: decimalOut(),
        inpsAmount: decimalOut(),
        cassacolfEmployee: decimalOut(),
        cassacolfEmployer: decimalOut(),
        cassacolfAmount: decimalOut(),
        inpsHours: decimalOut("decimal hours' difference"),
        totalToPay: decimalOut(),
      })
      .meta({ description: "what the correction adds to the contributions of the quarter in which it is paid" }),
    hasDifference: z.boolean(),
  })
  .meta({ id: "CorrectionDifference" });

export const correctionResultSchema = z
  .object({
    preview: z.boolean(),
    originalPayslipId: z.string(),
    correctionPayslipId: z.string().nullable().meta({ description: "the correcting payslip (null in a preview)" }),
    correctionNumber: z.number().int().meta({ description: "1 for the first correction of the period, 2…" }),
    domesticContractId: z.string(),
    workerName: z.string(),
    employerName: z.string(),
    period: z.string().meta({ description: "the corrected period" }),
    kind: z.string().meta({ description: "the corrected payslip's kind" }),
    paidPeriod: z.string().meta({ description: "YYYY-MM in which the difference is paid" }),
    quarter: z.string().meta({ description: "the quarter whose contribution payment and statement take the difference (YYYY-Qn)" }),
    wholeHours: z.number().int().meta({ description: "the INPS hours' difference declared in that quarter" }),
    difference: correctionDifferenceSchema,
  })
  .meta({ id: "PayslipCorrection" });
export type CorrectionResult = z.infer<typeof correctionResultSchema>;

export const correctionBulkResultSchema = z
  .object({
    preview: z.boolean(),
    paidPeriod: z.string(),
    quarter: z.string(),
    corrections: z.array(correctionResultSchema),
    unchanged: z
      .array(z.object({ payslipId: z.string(), workerName: z.string() }))
      .meta({ description: "final payslips recomputed the same: nothing to correct" }),
    refused: z
      .array(z.object({ payslipId: z.string(), code: z.string(), message: z.string() }))
      .meta({ description: "payslips that could not be recomputed (the code says why)" }),
    totals: z
      .object({
        count: z.number().int(),
        net: decimalOut(),
        employerCost: decimalOut(),
        inpsAmount: decimalOut(),
        cassacolfAmount: decimalOut(),
        contributions: decimalOut(),
      })
      .meta({ description: "Σ of the corrections' differences" }),
  })
  .meta({ id: "PayslipCorrectionBatch" });
export type CorrectionBulkResult = z.infer<typeof correctionBulkResultSchema>;

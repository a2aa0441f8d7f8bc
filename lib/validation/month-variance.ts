/**
 * A month against the one before, contract by contract (issue 32 point 4; docs/corrections.md):
 * GET /v1/payroll-months/{period}/variance.
 */
import { z } from "zod";
import { VARIANCE_FLAGS } from "@/lib/payroll";
import { decimalString, isoMonth } from "./common";

export const monthVarianceParams = z.object({ period: isoMonth });

export const monthVarianceQuery = z.object({
  thresholdPercent: decimalString({ scale: 1, min: "0", max: "1000" })
    .optional()
    .meta({ description: "a net or cost change is flagged above this percent of last month's figure (default 10)" }),
  minimumAmount: decimalString({ scale: 2, min: "0", max: "100000" })
    .optional()
    .meta({ description: "… and when it is at least this amount in EUR (default 5.00)" }),
});

const decimalOut = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "12.34" });
const changeSchema = z.object({
  previous: decimalOut().nullable(),
  current: decimalOut().nullable(),
  difference: decimalOut().nullable(),
  percent: decimalOut("percent of last month's figure, 1 decimal").nullable(),
});

export const monthVarianceRowSchema = z
  .object({
    domesticContractId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    workerName: z.string(),
    payslipId: z.string().nullable(),
    payslipStatus: z.enum(["draft", "final"]).nullable(),
    previousPayslipId: z.string().nullable(),
    net: changeSchema,
    cost: changeSchema,
    hours: changeSchema,
    rateTableVersion: z.string().nullable(),
    previousRateTableVersion: z.string().nullable(),
    flags: z.array(z.enum(VARIANCE_FLAGS)),
  })
  .meta({ id: "MonthVarianceRow" });
export type MonthVarianceRow = z.infer<typeof monthVarianceRowSchema>;

export const monthVarianceResponseSchema = z
  .object({
    period: z.string(),
    previousPeriod: z.string(),
    thresholds: z.object({ percent: decimalOut(), minimumAmount: decimalOut() }),
    data: z.array(monthVarianceRowSchema),
    counts: z.object({
      contracts: z.number().int(),
      flagged: z.number().int(),
      ...Object.fromEntries(VARIANCE_FLAGS.map((f) => [f, z.number().int()])),
    } as Record<"contracts" | "flagged" | (typeof VARIANCE_FLAGS)[number], z.ZodNumber>),
    totals: z.object({ previousNet: decimalOut(), currentNet: decimalOut(), previousCost: decimalOut(), currentCost: decimalOut() }),
  })
  .meta({ id: "MonthVariance" });
export type MonthVarianceResponse = z.infer<typeof monthVarianceResponseSchema>;

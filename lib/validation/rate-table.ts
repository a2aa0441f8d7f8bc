import { z } from "zod";
import { RATE_TABLES, RATE_TABLE_STATUSES } from "@/lib/payroll";
import { isoMonth } from "./common";

/**
 * GET /v1/rate-tables and POST /v1/rate-tables/check (docs/rate-tables.md): the dated versions of
 * the rate tables, and the payslips computed on versions that no longer cover their period.
 */
export const listRateTablesQuery = z.object({
  table: z.enum(RATE_TABLES).optional().meta({ description: "Only the versions of one table" }),
  year: z
    .string()
    .regex(/^\d{4}$/, "year is YYYY")
    .optional()
    .meta({ description: "Only the versions in force during that year" }),
});
export type ListRateTablesQuery = z.infer<typeof listRateTablesQuery>;

export const rateTableVersionResponseSchema = z
  .object({
    id: z.string().meta({ description: 'Version id, e.g. "ccnl-minimums@2026-01-01" or "inps@2027-01-01~provisional"', example: "ccnl-minimums@2026-01-01" }),
    table: z.enum(RATE_TABLES),
    effectiveFrom: z.string().meta({ description: "First day the version applies (YYYY-MM-DD)" }),
    effectiveTo: z.string().meta({ description: "Last day it applies: the day before the next version, or 31 December of its year" }),
    status: z.enum(RATE_TABLE_STATUSES).meta({ description: "published: read from the official table; provisional: computed ahead of it, to be replaced" }),
    source: z.string().meta({ description: "The instrument the figures come from (circular, agreement, renewal)" }),
    publishedOn: z.string().nullable().meta({ description: "When the official table was published, when known" }),
    sources: z.array(z.string()).meta({ description: "Public URLs the figures were read from" }),
    derived: z.array(z.string()).meta({ description: "Dotted keys of the figures computed rather than read verbatim" }),
    notes: z.array(z.string()),
    data: z.record(z.string(), z.unknown()).meta({ description: "The figures (decimal strings), in the table's own shape" }),
  })
  .meta({ id: "RateTableVersion" });
export type RateTableVersionView = z.infer<typeof rateTableVersionResponseSchema>;

export const checkRateTablesSchema = z
  .strictObject({
    from: isoMonth.optional().meta({ description: "First period to check (YYYY-MM); default every period" }),
    to: isoMonth.optional().meta({ description: "Last period to check (YYYY-MM)" }),
  })
  .meta({ id: "CheckRateTablesRequest" });
export type CheckRateTablesInput = z.infer<typeof checkRateTablesSchema>;

const figure = z.object({
  stored: z.string().meta({ description: "As stored on the payslip" }),
  recomputed: z.string().meta({ description: "Recomputed from the payslip's inputs on the current tables" }),
  difference: z.string().meta({ description: "recomputed − stored" }),
});

export const rateChangeEstimateSchema = z
  .object({
    totalNet: figure,
    totalCost: figure,
    rateTableVersions: z.array(z.string()).meta({ description: "The versions the recomputation used" }),
  })
  .meta({ id: "RateChangeEstimate", description: "The estimated difference of a final payslip on the current tables" });
export type RateChangeEstimate = z.infer<typeof rateChangeEstimateSchema>;

export const affectedPayslipSchema = z
  .object({
    payslipId: z.string().uuid(),
    domesticContractId: z.string().uuid(),
    period: z.string(),
    kind: z.string(),
    status: z.enum(["draft", "final"]),
    action: z.enum(["rerun", "correct"]).meta({ description: "rerun: a draft outdated with reason rates_changed; correct: a final payslip to be corrected" }),
    storedVersions: z.array(z.string()),
    currentVersions: z.array(z.string()),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    estimate: rateChangeEstimateSchema
      .nullable()
      .meta({ description: "Final payslips only: the estimated difference; null for drafts or when it cannot be computed" }),
  })
  .meta({ id: "AffectedPayslip" });
export type AffectedPayslip = z.infer<typeof affectedPayslipSchema>;

export const rateTablesCheckResponseSchema = z
  .object({
    checkedAt: z.string(),
    counts: z.object({ drafts: z.number().int(), finals: z.number().int() }),
    data: z.array(affectedPayslipSchema),
  })
  .meta({ id: "RateTablesCheck" });
export type RateTablesCheck = z.infer<typeof rateTablesCheckResponseSchema>;

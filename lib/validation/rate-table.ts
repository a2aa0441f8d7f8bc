import { z } from "zod";
import { RATE_TABLES, RATE_TABLE_STATUSES, type RateTableName } from "@/lib/payroll";
import { decimalString, isoDate, isoMonth } from "./common";

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
    override: z
      .object({
        replacesVersionId: z.string().meta({ description: "The shipped provisional version this organization's figures replace" }),
        updatedAt: z.string().meta({ description: "ISO 8601 UTC" }),
        updatedBy: z.string().nullable().meta({ description: "The user who last entered the figures (null: an API key)" }),
      })
      .nullable()
      .meta({
        description: "Set when the version is the caller's organization's own figures (PUT /v1/rate-tables/{versionId}/override); null for a shipped version",
      }),
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

// ---------------------------------------------------------------------------------------------
// An organization's override of a provisional version (PUT /v1/rate-tables/{versionId}/override)

/** A shipped version id as a path parameter (table@YYYY-MM-DD, optionally ~suffix). */
export const rateTableVersionParams = z.object({
  versionId: z
    .string()
    .max(120)
    .regex(/^[a-z-]+@\d{4}-\d{2}-\d{2}(~[a-z0-9-]+)?$/)
    .meta({ description: 'A shipped provisional version, e.g. "ccnl-minimums@2027-01-01~provisional"', example: "ccnl-minimums@2027-01-01~provisional" }),
});

const money = decimalString({ scale: 2, min: "0", max: "100000" });
const rate = decimalString({ scale: 6, min: "0", max: "1" });
const hoursPerDay = decimalString({ scale: 2, min: "0", max: "24" });
const allLevels = z.strictObject({ A: money, AS: money, B: money, BS: money, C: money, CS: money, D: money, DS: money });
// a table with some levels only: the override keeps the provisional version's levels (checked by the service)
const someLevels = z.strictObject({
  A: money.optional(),
  AS: money.optional(),
  B: money.optional(),
  BS: money.optional(),
  C: money.optional(),
  CS: money.optional(),
  D: money.optional(),
  DS: money.optional(),
});
const inpsColumn = z.strictObject({ withCuaf: money, withoutCuaf: money, employee: money });
const inpsBracket = z.strictObject({
  id: z.enum(["bracket_1", "bracket_2", "bracket_3", "over_24_hours"]),
  conventionalWage: money,
  effectiveWageOver: money.nullable(),
  effectiveWageUpTo: money.nullable(),
  openEnded: inpsColumn,
  fixedTerm: inpsColumn,
});

/**
 * The figures of each table an organization may override, in the shape of the shipped versions
 * (lib/payroll/rates/versions.ts): every figure a decimal string. The service merges what the body
 * gives over the provisional version's figures and checks the result with this schema, then with
 * the registry's checks (INPS brackets gapless, cells = conventional wage × rate).
 */
export const rateTableDataSchemas = {
  "ccnl-minimums": z.strictObject({
    label: z.string().trim().min(1).max(100),
    basis: z.string().max(2000),
    tableA: allLevels,
    tableB: someLevels,
    tableC: allLevels,
    tableD: someLevels,
    tableE: money,
    tableG: someLevels,
  }),
  "ccnl-allowances": z.strictObject({
    functionAllowanceMonthly: money,
    babysitterAllowance: z.strictObject({ liveInFullTimeMonthly: money, liveInReducedMonthly: money, hourly: money }),
    multiAssistanceAllowance: z.strictObject({ monthly: money, hourly: money }),
    uniCertificationAllowanceMonthly: someLevels,
  }),
  "board-lodging": z.strictObject({
    lunchOrBreakfast: money,
    dinner: money,
    lodging: money,
    monthlyDaysDefault: z.union([z.literal(26), z.literal(30)]),
  }),
  inps: z.strictObject({
    label: z.string().trim().min(1).max(100),
    circular: z.string().trim().min(1).max(200),
    totalRateWithCuaf: rate,
    totalRateWithoutCuaf: rate,
    fixedTermAdditionalRate: rate,
    brackets: z.array(inpsBracket).min(1).max(8),
  }),
  cassacolf: z.strictObject({
    hourlyTotal: money,
    employee: money,
    employer: money,
    nightAssistanceHoursPerDay: hoursPerDay,
    nightPresenceHoursPerDay: hoursPerDay,
  }),
  holidays: z.strictObject({ dates: z.array(isoDate).max(30) }),
} satisfies Partial<Record<RateTableName, z.ZodType>>;
export type OverridableRateTable = keyof typeof rateTableDataSchemas;
export const OVERRIDABLE_RATE_TABLES = Object.keys(rateTableDataSchemas) as OverridableRateTable[];

export const putRateTableOverrideSchema = z
  .strictObject({
    status: z.enum(RATE_TABLE_STATUSES).meta({
      description:
        "published: the figures are the official table's (the Ministry's table, the INPS circular); provisional: the organization's own estimate, still to be replaced",
    }),
    source: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .meta({ description: 'Where the figures come from, e.g. "Tabella Ministero del lavoro 2027"', example: "Tabella Ministero del lavoro 2027" }),
    publishedOn: isoDate.nullable().optional().meta({ description: "When the official table was published (YYYY-MM-DD)" }),
    sources: z
      .array(z.string().url().max(500))
      .max(10)
      .optional()
      .meta({ description: "Public URLs of the published table; default: the provisional version's" }),
    note: z.string().trim().max(1000).optional().meta({ description: "A note kept with the figures" }),
    data: z.record(z.string(), z.unknown()).meta({
      description:
        "The table's figures in the shape of its versions (GET /v1/rate-tables): the keys given replace the provisional version's (a level table as a whole), the others are kept. Every figure a decimal string.",
    }),
  })
  .meta({ id: "PutRateTableOverrideRequest" });
export type PutRateTableOverrideInput = z.infer<typeof putRateTableOverrideSchema>;

const affectedCounts = z
  .object({
    drafts: z.number().int().meta({ description: "Drafts of the version's periods now outdated with reason rates_changed: run them again" }),
    finals: z.number().int().meta({ description: "Final payslips of the version's periods to correct (the month's worklist lists them with the estimate)" }),
    periods: z.array(z.string()).meta({ description: "The months (YYYY-MM) of those payslips" }),
  })
  .meta({ id: "RateTableChangeAffected" });
export type RateTableChangeAffected = z.infer<typeof affectedCounts>;

export const rateTableOverrideResponseSchema = z
  .object({
    version: rateTableVersionResponseSchema.meta({ description: "The version in force now for the caller's organization" }),
    replacedVersionId: z.string(),
    affected: affectedCounts,
  })
  .meta({ id: "RateTableOverrideResult" });
export type RateTableOverrideResult = z.infer<typeof rateTableOverrideResponseSchema>;
export { affectedCounts as rateTableChangeAffectedSchema };

/**
 * The clerk's form of the published CCNL minimums (Impostazioni → Tabelle): the minimums by table
 * and level, where they come from and whether they are the official table. The screen sends it as
 * a PUT of `ccnl-minimums` (the label and basis stay the provisional version's unless changed).
 */
export const ccnlMinimumsOverrideFormSchema = z.strictObject({
  source: putRateTableOverrideSchema.shape.source,
  published: z.boolean(),
  publishedOn: isoDate.optional(),
  ...rateTableDataSchemas["ccnl-minimums"].omit({ label: true, basis: true }).shape,
});
export type CcnlMinimumsOverrideForm = z.infer<typeof ccnlMinimumsOverrideFormSchema>;
export const CCNL_MINIMUM_TABLES = ["tableA", "tableB", "tableC", "tableD", "tableE", "tableG"] as const;

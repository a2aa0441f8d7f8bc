import "server-only";
/**
 * The JSON columns, parsed where they leave the database (issue 17 point 4): a row written by an
 * older version, by hand or by a bug fails here, loudly and by name, instead of flowing into the
 * engine as a cast. Writes go through `jsonColumn`, the one place a typed object becomes Prisma's
 * JSON input.
 */
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TOTAL_NAMES, type PayrollSettings, type RunningState } from "@/lib/payroll";
import { PAYROLL_SETTING_FIELDS } from "@/lib/validation/payroll-settings";
import { declaredQuarterSchema, type DeclaredQuarter } from "@/lib/validation/contract";

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const period = z.string().regex(/^\d{4}-\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const runningStateSchema = z.object({
  period: period.nullable(),
  year: z.number().int(),
  vacation: z.object({ previousYearLeft: decimal, accruedThisYear: decimal, usedThisYear: decimal, olderYearsLeft: decimal.optional() }),
  permits: z.object({ paidHoursUsedThisYear: decimal }).optional(),
  thirteenth: z.object({
    accruedThisYear: decimal,
    liquidatedThisYear: decimal,
    totalLiquidated: decimal,
    totalLeft: decimal,
    accruedThroughPeriod: period.nullable(),
    monthsThisYear: decimal.optional(),
    baseAccruedThisYear: decimal.optional(),
  }),
  severance: z.object({
    accruedThisYear: decimal,
    accruedPreviousYears: decimal,
    totalLiquidated: decimal,
    revaluationTotal: decimal,
    fundAtLastYearEnd: decimal.optional(),
    advancesThisYear: decimal.optional(),
    advanceRevaluationThisYear: decimal.optional(),
    revaluedThroughYear: z.number().int().nullable().optional(),
  }),
  sick: z.object({ totalPaidHalfDays: decimal, totalPaidFullDays: decimal, totalNonPaidDays: decimal }),
  injury: z.object({ totalPaidFullDays: decimal, totalNonPaidDays: decimal }),
  absenceHistory: z.array(z.object({ date: isoDate, kind: z.enum(["sick", "injury"]), pay: z.enum(["half", "full", "none"]) })),
  ytd: z.partialRecord(z.enum(TOTAL_NAMES), decimal),
  elementYtd: z.record(z.string(), decimal),
  carriedDeduction: decimal.optional(),
}) satisfies z.ZodType<RunningState>;

/**
 * A column's value as the schema reads it, or a failure naming the column (and the row): for the
 * JSON and free-text columns the API answers through its response schemas.
 */
export function parseJsonColumn<S extends z.ZodType>(schema: S, value: unknown, column: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${column} does not hold what the API answers (${z.prettifyError(parsed.error)})`);
  return parsed.data;
}

/** A payslip's running state (`running_state`), or a failure naming the payslip. */
export function parseRunningState(value: unknown, payslipId: string): RunningState {
  const parsed = runningStateSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Payslip ${payslipId}: running_state does not parse (${z.prettifyError(parsed.error)})`);
  return parsed.data;
}

const payrollSettingsSchema = z
  .object(PAYROLL_SETTING_FIELDS)
  .omit({ annualStatementBoardInKindTaxable: true, finalizeRequiresApprover: true, attachPayslipPdf: true })
  .extend({
    tfrMonthlyCoefficients: z.record(period, decimal),
    // legacy per-case overrides of holidayContributionHours (lib/payroll/settings.ts): read, not offered
    holidayContributionHoursUnscheduledDay: z.enum(["weekly_sixth", "none"]),
    holidayContributionHoursScheduledDay: z.enum(["scheduled", "weekly_sixth"]),
  })
  .partial() satisfies z.ZodType<Partial<PayrollSettings>>;

/** `organizations.settings`: the payroll conventions (lib/payroll/settings.ts) and the statements' options; other keys are kept for other uses. */
const organizationSettingsSchema = z.looseObject({
  payroll: payrollSettingsSchema
    .extend({
      annualStatementBoardInKindTaxable: z.boolean().optional(),
      finalizeRequiresApprover: z.boolean().optional(),
      attachPayslipPdf: z.boolean().optional(),
    })
    .optional(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** An organization's settings column (null = all defaults), or a failure naming the setting that is wrong. */
export function parseOrganizationSettings(value: unknown, organizationId: string): OrganizationSettings {
  const parsed = organizationSettingsSchema.safeParse(value ?? {});
  if (!parsed.success) throw new Error(`Organization ${organizationId}: settings do not parse (${z.prettifyError(parsed.error)})`);
  return parsed.data;
}

/** The engine's result objects as a JSON column's input (they hold only strings, numbers, booleans, arrays and objects). */
export function jsonColumn(value: object): Prisma.InputJsonValue {
  return value as Prisma.InputJsonObject;
}

/** `contract_opening_balances.declared_quarters`: the contributions a take-over's previous system declared per quarter (rules-update-3 A7). */
export function parseDeclaredQuarters(value: unknown): DeclaredQuarter[] {
  return parseJsonColumn(z.array(declaredQuarterSchema), value ?? [], "declared_quarters");
}

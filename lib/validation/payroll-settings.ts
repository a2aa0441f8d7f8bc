/**
 * The organization's payroll conventions (lib/payroll/settings.ts, listed with their defaults and
 * sources in lib/payroll/README.md): how they are stored (`organizations.settings.payroll`), how
 * an administrator changes them (PATCH /v1/payroll-settings) and how the API answers them. One
 * schema per setting, shared by the column parser, the request, the response and the screen.
 */
import { z } from "zod";
import { DEFAULT_SETTINGS, WHOLE_HOURS_ROUNDINGS } from "@/lib/payroll";
import { isoDate } from "./common";

/** A decimal string matching a pattern, refused with a stable code (the pattern stays in the document). */
function patterned(pattern: RegExp, code: string, message: string) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!pattern.test(value)) ctx.addIssue({ code: "custom", message, params: { code } });
    })
    .meta({ pattern: pattern.source });
}

const share = patterned(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, "invalid_share", "Use a share from 0 to 1, e.g. 0.2");
const boardDays = z.number().int().min(1).max(31);

/** Every convention an organization may set, with its schema (the same values the engine takes). */
export const PAYROLL_SETTING_FIELDS = {
  hourlyAccrualBase: z.enum(["schedule_when_regular", "period_pay", "schedule"]),
  thirteenthMonthlyBase: z.enum(["ccnl", "monthly_accrual"]),
  quarterlyRoundingDifference: z.enum(["withhold", "show_only"]),
  inpsFlatRateBasis: z.enum(["contract", "week"]),
  holidayContributionHours: z.enum(["scheduled", "paid"]),
  quarterlyHoursRounding: z.enum(WHOLE_HOURS_ROUNDINGS as readonly ["up", "half_up", "down"]),
  sickDeductionBase: z.enum(["board_in_kind", "global", "cash"]),
  hourlySickPay: z.enum(["scheduled_hours", "thirtieths"]),
  absenceClassification: z.enum(["engine", "events"]),
  sickNewEpisodeRestartsHalfPay: z.boolean(),
  monthlySundayHoliday: z.enum(["pay", "recover"]),
  thirteenthIncludesCurrentMonth: z.boolean(),
  accrualRounding: z.enum(["cumulative", "monthly_half_up", "monthly_up"]),
  uniAllowanceHourly: z.enum(["full_month", "pro_rata"]),
  noticeMethod: z.enum(["thirtieths", "scheduled_hours_effective_wage"]),
  effectiveWageRounding: z.enum(["cent", "none"]),
  severanceRevaluationRounding: z.enum(["coefficient", "components"]),
  thirteenthShareMaternity: share,
  thirteenthShareInail4to90: share,
  thirteenthShareInail91plus: share,
  severanceShareMaternity: share,
  severanceShareInail: share,
  severanceAdvanceMaxShare: share,
  weeklyHoursWarningThreshold: patterned(/^\d{1,3}(\.\d{1,2})?$/, "invalid_hours", "Use hours, e.g. 60"),
  boardMonthlyDaysBeforeSwitch: boardDays,
  boardMonthlyDaysFromSwitch: boardDays,
  boardMonthlyDaysSwitchDate: isoDate,
  annualStatementBoardInKindTaxable: z.boolean(),
  // issue 26 (maker–checker): not an engine rule; finalize needs an administrator or an approver
  finalizeRequiresApprover: z.boolean(),
  // issue 29: not an engine rule; the finalized payslip's e-mail carries its PDF, protected by a password
  attachPayslipPdf: z.boolean(),
  // issue 30: the reminder of a contribution payment goes out this many days before its due date
  contributionReminderDaysBefore: z.number().int().min(0).max(30),
} as const;
export type PayrollSettingKey = keyof typeof PAYROLL_SETTING_FIELDS;
export const PAYROLL_SETTING_KEYS = Object.keys(PAYROLL_SETTING_FIELDS) as PayrollSettingKey[];

/** The settings' values (every key): what the engine uses. */
export const payrollSettingsValuesSchema = z.object(PAYROLL_SETTING_FIELDS);
export type PayrollSettingsValues = z.infer<typeof payrollSettingsValuesSchema>;

/** Settings the engine does not read, with their defaults: the statements' option and the approver rule. */
const NOT_ENGINE_SETTINGS = {
  annualStatementBoardInKindTaxable: false,
  finalizeRequiresApprover: false,
  attachPayslipPdf: false,
  contributionReminderDaysBefore: 5,
} as const;

/** The defaults of lib/payroll/settings.ts (the statements' option: false, rules-update §7). */
export const PAYROLL_SETTING_DEFAULTS: PayrollSettingsValues = Object.fromEntries(
  PAYROLL_SETTING_KEYS.map((key) => [
    key,
    key in NOT_ENGINE_SETTINGS ? NOT_ENGINE_SETTINGS[key as keyof typeof NOT_ENGINE_SETTINGS] : DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS],
  ]),
) as PayrollSettingsValues;

/** PATCH /v1/payroll-settings: the settings to change; null puts a setting back to its default. */
export const updatePayrollSettingsSchema = z
  .strictObject(
    Object.fromEntries(PAYROLL_SETTING_KEYS.map((key) => [key, PAYROLL_SETTING_FIELDS[key].nullable().optional()])) as {
      [K in PayrollSettingKey]: z.ZodOptional<z.ZodNullable<(typeof PAYROLL_SETTING_FIELDS)[K]>>;
    },
  )
  .refine((body) => Object.keys(body).length > 0, { message: "Give at least one setting", params: { code: "no_setting_given" } });
export type UpdatePayrollSettingsInput = z.infer<typeof updatePayrollSettingsSchema>;

/** GET/PATCH /v1/payroll-settings answer. */
export const payrollSettingsResponseSchema = z.object({
  values: payrollSettingsValuesSchema.meta({ description: "every setting as the engine applies it (the organization's choice, else the default)" }),
  defaults: payrollSettingsValuesSchema.meta({ description: "the defaults (lib/payroll/README.md gives the source of each)" }),
  overridden: z
    .array(z.enum(PAYROLL_SETTING_KEYS as [PayrollSettingKey, ...PayrollSettingKey[]]))
    .meta({ description: "the settings the organization has set" }),
});
export type PayrollSettingsView = z.infer<typeof payrollSettingsResponseSchema>;

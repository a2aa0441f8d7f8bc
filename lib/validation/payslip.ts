import { payslipPaymentSummaryShape } from "./payslip-payment";
import { z } from "zod";
import { rateChangeEstimateSchema } from "./rate-table";
import { metadataQueryFields, metadataResponseFields, metadataUpdateFields } from "./metadata";
import { CONTRACT_MONTH_STATUSES } from "./month";
import { ELEMENT_CODES, STORED_PAYSLIP_KINDS, PAYSLIP_PAYMENT_STATUSES } from "@/lib/payroll";
import { MAX_PAGE_SIZE, paginationQuery, paginationResponseSchema, pageQueryParam, positiveIntQueryParam } from "@/lib/validation/pagination";
import { decimalString, isoDate, isoMonth, isoYear } from "./common";
import { noticeProposalResponseSchema } from "./contract";
import { correctionDifferenceSchema } from "./payslip-correction";

const uuid = (name: string) => z.string({ error: `${name} is required` }).uuid(`${name} must be a UUID`);
const money = (label?: string) => decimalString({ scale: 2, min: "0", max: "999999999", label });
const signedMoney = () => decimalString({ scale: 2, min: "-999999999", max: "999999999" });

export const validateBeforeRunBody = z.strictObject({
  domesticContractId: uuid("domesticContractId"),
  date: isoMonth.meta({ description: "Period YYYY-MM" }),
});

export const contributionWeeksBody = z
  .strictObject({
    domesticContractId: uuid("domesticContractId"),
    startDate: isoDate,
    endDate: isoDate,
    employmentEnding: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate must not precede startDate", params: { code: "end_before_start" } });
    const days = (Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000;
    if (days > 366) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The range is at most one year", params: { code: "range_too_long" } });
  });

/** Unknown extra fields inside a week are ignored (a client passing back what contribution-weeks returned keeps working when a field is added). */
export const contributionWeekSchema = z.object({
  hours: decimalString({ scale: 2, min: "0", max: "168" }),
  weekStart: isoDate,
  weekEnd: isoDate,
  isFromNextPeriod: z.boolean(),
  isNoticePeriod: z.boolean().optional().meta({ description: "A week of the notice period after the termination (as returned by contribution-weeks)" }),
});

/** INPS contribution classes of a week: three hourly-wage brackets, and the flat rate over 24 hours a week. */
export const INPS_CLASSES = ["bracket_1", "bracket_2", "bracket_3", "over_24_hours"] as const;
/** Where an INPS week's hours come from: a worked week, or the notice indemnity credited after the end. */
export const INPS_WEEK_ORIGINS = ["week", "notice"] as const;
/** What decided a week's INPS class: the contract's agreed weekly hours, or the week's own hours. */
export const INPS_CLASS_BASES = ["contract", "week"] as const;
/** Why a draft no longer matches what run-payroll would compute now. */
export const OUTDATED_REASONS = ["events_changed", "contract_terms_changed", "previous_payslip_changed", "payroll_settings_changed", "rates_changed"] as const;
export type OutdatedReason = (typeof OUTDATED_REASONS)[number];

export const PERIOD_TYPES = ["period", "week", "hour", "day", "month", "year"] as const;

export const customElementSchema = z.strictObject({
  name: z.string().trim().min(1, "name is required").max(120),
  periodType: z.enum(PERIOD_TYPES),
  periodDuration: decimalString({ scale: 4, min: "0", max: "100000" }),
  value: signedMoney(),
});

export const runPayrollBody = z
  .strictObject({
    domesticContractId: uuid("domesticContractId"),
    organizationId: uuid("organizationId"),
    period: isoMonth,
    contributionWeeks: z.array(contributionWeekSchema).max(60),
    notUsedVacationContributionHours: decimalString({ scale: 2, min: "0", max: "10000" }).default("0.00"),
    missingNoticeWeeks: decimalString({ scale: 2, min: "0", max: "52" }).default("0"),
    isThirteenth: z.boolean().optional(),
    employmentEndDate: isoDate.optional(),
    missingNoticeType: z.enum(["EMPLOYER", "EMPLOYEE"]).optional(),
    missingNoticeDays: decimalString({ scale: 2, min: "0", max: "120" }).optional(),
    liquidateSeveranceWithEmploymentEnd: z.boolean().optional(),
    severanceLiquidationPayslip: z.boolean().optional(),
    severanceAnticipation: money().optional(),
    vacationAnticipation: money().optional(),
    accommodationInCash: money().optional(),
    accommodationInNature: money().optional(),
    customEarnings: z.array(customElementSchema).max(50).optional(),
    customDeductions: z.array(customElementSchema).max(50).optional(),
    customImputedElements: z.array(customElementSchema).max(50).optional(),
    note1: z.string().max(2000).optional(),
    note2: z.string().max(2000).optional(),
    provisionalTfrCoefficient: z
      .strictObject({
        percent: decimalString({ scale: 6, min: "0", max: "20" }),
        reason: z.string({ error: "Give the reason for a provisional coefficient" }).trim().min(1, "Give the reason for a provisional coefficient").max(500),
      })
      .optional()
      .meta({ description: "TFR coefficient (percent) for a month not yet published, with its reason; recorded and shown on the payslip" }),
  })
  .superRefine((v, ctx) => {
    v.contributionWeeks.forEach((w, i) => {
      if (w.weekEnd < w.weekStart)
        ctx.addIssue({
          code: "custom",
          path: ["contributionWeeks", i, "weekEnd"],
          message: "weekEnd must not precede weekStart",
          params: { code: "end_before_start" },
        });
      const days = (Date.parse(w.weekEnd) - Date.parse(w.weekStart)) / 86_400_000;
      if (days > 6)
        ctx.addIssue({
          code: "custom",
          path: ["contributionWeeks", i, "weekEnd"],
          message: "A contribution week spans at most Sunday to Saturday",
          params: { code: "week_too_long" },
        });
    });
    if (v.missingNoticeType && !v.employmentEndDate) {
      ctx.addIssue({
        code: "custom",
        path: ["missingNoticeType"],
        message: "Notice indemnity needs employmentEndDate",
        params: { code: "notice_needs_end_date" },
      });
    }
    if (v.isThirteenth && v.severanceLiquidationPayslip) {
      ctx.addIssue({
        code: "custom",
        path: ["severanceLiquidationPayslip"],
        message: "A payslip is either the thirteenth or a severance liquidation",
        params: { code: "thirteenth_or_liquidation" },
      });
    }
  });
export type RunPayrollBody = z.infer<typeof runPayrollBody>;

export const PAYSLIP_SORT_FIELDS = ["startDate", "createdAt", "totalNet", "totalGross", "period"] as const;

export const listPayslipsQuery = paginationQuery(PAYSLIP_SORT_FIELDS, "startDate", "desc").extend({
  domesticContractId: uuid("domesticContractId"),
  status: z.enum(["draft", "final"]).optional(),
  year: isoYear.optional(),
  ...metadataQueryFields,
});
export type ListPayslipsQuery = z.infer<typeof listPayslipsQuery>;

export const patchPayslipBody = z.strictObject({
  note1: z.string().max(2000).nullable().optional(),
  note2: z.string().max(2000).nullable().optional(),
  ...metadataUpdateFields,
});

export const payrollMonthQuery = z.object({
  period: isoMonth,
  page: pageQueryParam().meta({ description: "Page number, from 1 (with limit)" }),
  limit: positiveIntQueryParam("limit", MAX_PAGE_SIZE).optional().meta({
    description:
      "Contracts per page (1–100). Without it the whole month is answered. With it: that page in the worklist's order, `pagination` with the month's total, and `counts` of the whole month's stored statuses with only the page's payslips checked for being outdated",
  }),
});

/** GET /v1/domestic-payslips/pdf: a month's final payslips in one PDF. */
export const monthPayslipsPdfQuery = z.object({ organizationId: uuid("organizationId"), period: isoMonth });

/*
 * The payslip as the API answers it: the services return these types (the JSON columns parsed
 * through them), the OpenAPI document shows these schemas and the screens import them — one
 * contract (issue 17 point 1).
 */
const decimalOut = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "123.45" });

export const payslipElementResponseSchema = z
  .object({
    id: z.string(),
    type: z.enum(["earning", "deduction", "imputed", "employee_tax", "employer_tax"]),
    code: z.enum(ELEMENT_CODES).meta({ description: "stable code of the line: what it is, whatever its wording" }),
    name: z.string().meta({ description: "Italian label: the wording template of `code` rendered with `params`" }),
    params: z.record(z.string(), z.string()).meta({
      description:
        "the figures substituted into the wording, by placeholder name, as strings (decimals '25', '1.998752'; months YYYY-MM; an event's or custom item's label as given); `variant` tells apart two wordings of one code with the same figures (e.g. `hospital`, `provisional`). Empty for a line whose wording has no figure.",
      example: { label: "Lavoro domenicale", percent: "140" },
    }),
    value: decimalOut("amount, 2 decimals"),
    periodType: z.enum(["period", "week", "hour", "day", "month", "year"]),
    periodDuration: decimalOut("count of periodType units"),
    rate: decimalOut("amount per unit"),
    includedInBaseWage: z.boolean(),
    ytd: decimalOut("year-to-date total of this code"),
  })
  .meta({ id: "PayslipElement" });

export const inpsContributionResponseSchema = z
  .object({
    id: z.string(),
    type: z.enum(INPS_CLASSES),
    weekStart: z.string(),
    weekEnd: z.string(),
    hours: decimalOut(),
    rate: decimalOut("decimal fraction of the conventional wage"),
    employerRate: decimalOut("decimal fraction"),
    employeeRate: decimalOut("decimal fraction"),
    amount: decimalOut("hours × published hourly contribution; 0.00 when isFromNextPeriod"),
    effectiveWageRate: decimalOut("effective hourly wage for INPS (wage + board share) × 13/12"),
    isFromNextPeriod: z.boolean(),
    conventionalWage: decimalOut(),
    hourlyTotal: decimalOut(),
    hourlyEmployee: decimalOut(),
    hourlyEmployer: decimalOut(),
    employeeAmount: decimalOut(),
    employerAmount: decimalOut(),
    origin: z.enum(INPS_WEEK_ORIGINS),
    isNoticePeriod: z
      .boolean()
      .meta({ description: "hours of the notice indemnity credited to the notice period after the termination (second PagoPA notice)" }),
    tableYear: z.number().int(),
    classBasis: z.enum(INPS_CLASS_BASES).meta({
      description:
        "what decided the class: the agreed weekly hours of the terms in force on the week's Saturday (contract, default) or the week's own hours (week); organization setting inpsFlatRateBasis",
    }),
    classHours: decimalOut("the hours that decided the class (> 24 → over_24_hours)"),
  })
  .meta({ id: "InpsContribution", description: "One Sunday–Saturday contribution week (decisions §9)" });

export const cassacolfContributionResponseSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    hours: decimalOut(),
    rate: decimalOut("EUR per hour (0.06)"),
    employeeRate: decimalOut("EUR per hour (0.02)"),
    employerRate: decimalOut("EUR per hour (0.04)"),
    amount: decimalOut(),
    employeeAmount: decimalOut(),
    employerAmount: decimalOut(),
    isFromNextPeriod: z.boolean(),
  })
  .meta({ id: "CassacolfContribution" });

const totalsShape = {
  totalGross: decimalOut(),
  totalDeductions: decimalOut(),
  totalEmployeeTaxes: decimalOut(),
  totalEmployerTaxes: decimalOut(),
  totalNet: decimalOut(),
  totalCost: decimalOut(),
};

export const payslipListItemResponseSchema = z
  .object({
    id: z.string(),
    domesticContractId: z.string(),
    organizationId: z.string(),
    status: z.enum(["draft", "final"]),
    period: z.string(),
    kind: z.enum(STORED_PAYSLIP_KINDS),
    startDate: z.string(),
    endDate: z.string(),
    isThirteenth: z.boolean(),
    isSeveranceLiquidation: z.boolean(),
    isEmploymentEnded: z.boolean(),
    ...totalsShape,
    ...payslipPaymentSummaryShape,
    finalizedAt: z.string().nullable(),
    viewedAt: z.string().nullable().meta({ description: "when the worker first opened the final payslip in their portal (ISO 8601 UTC); null: not yet" }),
    receiptConfirmedAt: z
      .string()
      .nullable()
      .meta({ description: "when the worker confirmed in their portal having received the pay (ISO 8601 UTC); null: not confirmed" }),
    receiptConfirmedById: z.string().nullable().meta({ description: "the worker's portal user who confirmed receipt" }),
    correctsPayslipId: z.string().nullable().meta({ description: "a correcting payslip (kind correction): the final payslip it corrects; else null" }),
    correctionNumber: z.number().int().nullable().meta({ description: "a correcting payslip's number within its period (1, 2…); else null" }),
    paidPeriod: z
      .string()
      .nullable()
      .meta({ description: "a correcting payslip's month of payment (YYYY-MM): its quarter takes the contribution difference; else null" }),
    ...metadataResponseFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PayslipListItem" });

/** the figures of an Italian `message` (dates YYYY-MM-DD, decimals as strings), for a sentence in the reader's language */
const issueParamsSchema = z
  .record(z.string(), z.string())
  .optional()
  .meta({ description: "Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings): screens render the code and params in their own language" });

/** An object of decimal strings, one per field, keyed by the fields' own names. */
const decimalsObject = <const K extends string>(fields: readonly K[]) =>
  z.object(Object.fromEntries(fields.map((f) => [f, decimalOut()])) as Record<K, z.ZodString>);
const stateSchema = <const K extends string>(fields: readonly K[], id: string) => decimalsObject(fields).meta({ id });

export const vacationStateResponseSchema = decimalsObject(["accrued", "used", "previousYearLeft", "accruedThisYear", "usedThisYear", "totalLeft"])
  .extend({
    byYear: z
      .array(
        z.object({
          year: z.number().int(),
          left: decimalOut(),
          useBy: z.string().meta({ description: "30 June of year + 2 (18 months after the year of accrual)" }),
        }),
      )
      .optional()
      .meta({ description: "days left by year of origin, oldest first (used oldest first); absent on payslips computed before it existed" }),
    paidPermits: z.object({ entitlementHours: decimalOut(), usedThisYear: decimalOut(), left: decimalOut() }).nullable().optional().meta({
      description: "paid-permit hours of the calendar year (CCNL art. 19): 16 h live-in, 12 h live-in reduced or ≥ 30 h/week, weekly × 40 % below",
    }),
  })
  .meta({ id: "VacationState" });

export const severanceStateResponseSchema = stateSchema(
  ["utilWage", "accrued", "liquidated", "accruedThisYear", "accruedPreviousYears", "totalLiquidated", "totalLeft"],
  "SeveranceState",
);
export const thirteenthStateResponseSchema = stateSchema(
  ["utilWage", "accrued", "liquidated", "accruedThisYear", "totalLiquidated", "totalLeft"],
  "ThirteenthState",
);
export const sickStateResponseSchema = stateSchema(
  ["paidHalfDays", "paidFullDays", "nonPaidDays", "totalPaidHalfDays", "totalPaidFullDays", "totalNonPaidDays"],
  "SickState",
);
export const injuryStateResponseSchema = stateSchema(["paidFullDays", "nonPaidDays", "totalPaidFullDays", "totalNonPaidDays"], "InjuryState");

/** TFR paid with this payslip, broken down; null when none. */
export const severanceBreakdownResponseSchema = z
  .object({
    fundAtLastYearEnd: decimalOut("fund at the last 31 December, revaluation included, before this year's advances"),
    revaluation: decimalOut(),
    coefficientPercent: decimalOut("ISTAT coefficient, percent, 6 decimals"),
    coefficientMonth: z
      .string()
      .nullable()
      .meta({ description: "YYYY-MM of the coefficient (15th rule); null when less than half a month of the year elapsed" }),
    coefficientProvisional: z.boolean(),
    provisionalReason: z.string().nullable(),
    advanceRevaluation: decimalOut("revaluation of this year's advances with the coefficient of their month"),
    quotaOfYear: decimalOut("TFR accrued this year"),
    advancesThisYear: decimalOut(),
    totalPaid: decimalOut(),
  })
  .meta({ id: "SeveranceBreakdown", description: "TFR paid with this payslip, broken down (docs/domain/rules-update.md §1e, §2)" });

export const payslipWarningSchema = z.object({ code: z.string(), message: z.string(), params: issueParamsSchema });
/** the figures of a warning in an answer: always present (empty when the sentence has none) */
const issueParamsOut = z.record(z.string(), z.string()).meta({
  description:
    "Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings), always present (empty when the message has none): screens render the code and params in their own language",
});
export const payslipWarningResponseSchema = z
  .object({
    code: z.string().meta({ description: "stable code of the warning (snake_case)" }),
    message: z.string().meta({ description: "Italian sentence" }),
    params: issueParamsOut,
  })
  .meta({ id: "PayslipWarning" });

export const payslipResponseSchema = payslipListItemResponseSchema
  .extend({
    totalAfterDeductionsGross: decimalOut(),
    totalEmployeeInpsTaxes: decimalOut(),
    totalEmployeeCassacolfTaxes: decimalOut(),
    totalTaxableGross: decimalOut(),
    ytdTotalGross: decimalOut(),
    ytdTotalDeductions: decimalOut(),
    ytdTotalAfterDeductionsGross: decimalOut(),
    ytdTotalEmployeeTaxes: decimalOut(),
    ytdTotalEmployeeInpsTaxes: decimalOut(),
    ytdTotalEmployeeCassacolfTaxes: decimalOut(),
    ytdTotalTaxableGross: decimalOut(),
    ytdTotalEmployerTaxes: decimalOut(),
    ytdTotalCost: decimalOut(),
    ytdTotalNet: decimalOut(),
    earningElements: z.array(payslipElementResponseSchema),
    deductionElements: z.array(payslipElementResponseSchema),
    imputedElements: z.array(payslipElementResponseSchema),
    employeeTaxesElements: z.array(payslipElementResponseSchema),
    employerTaxesElements: z.array(payslipElementResponseSchema),
    inpsContributions: z.array(inpsContributionResponseSchema),
    cassacolfContributions: z.array(cassacolfContributionResponseSchema),
    contributionWeeks: z.array(contributionWeekSchema),
    vacationState: vacationStateResponseSchema,
    severanceState: severanceStateResponseSchema,
    thirteenthState: thirteenthStateResponseSchema,
    sickState: sickStateResponseSchema,
    injuryState: injuryStateResponseSchema,
    warnings: z.array(payslipWarningResponseSchema),
    note1: z.string().nullable(),
    note2: z.string().nullable(),
    rateTableVersion: z.string(),
    rateTableVersions: z.array(z.string()).meta({
      description:
        'The dated rate-table versions in force during the period, e.g. "ccnl-minimums@2026-01-01", "inps@2027-01-01~provisional" (GET /v1/rate-tables). When the versions covering the period change, a draft is outdated with reason `rates_changed` and a final one is to be corrected. Empty for payslips stored before the versions were recorded (before 2023 or after 2026).',
    }),
    severanceBreakdown: severanceBreakdownResponseSchema.nullable().meta({ description: "TFR paid with this payslip, broken down; null when none" }),
    endReason: z.string().nullable().meta({ description: "reason of the end of employment (final settlement), else null" }),
    isOutdated: z.boolean().meta({ description: "true when the period's events, the contract's terms or the previous payslip changed after the run" }),
    outdatedReasons: z.array(z.enum(OUTDATED_REASONS)),
    correction: correctionDifferenceSchema
      .extend({ quarter: z.string(), wholeHours: z.number().int(), originalKind: z.string() })
      .nullable()
      .meta({ description: "a correcting payslip's line-by-line difference against the payslip it corrects; null on other payslips" }),
    corrections: z
      .array(z.object({ id: z.string(), correctionNumber: z.number().int(), paidPeriod: z.string().nullable(), finalizedAt: z.string().nullable() }))
      .meta({ description: "the correcting payslips of this payslip, oldest first (the original is never changed)" }),
  })
  .meta({ id: "Payslip" });

export const validationIssueResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  periods: z.array(z.string()).optional(),
  params: issueParamsSchema,
  action: z
    .enum(["auto_fill"])
    .optional()
    .meta({ description: 'what the clerk can do: auto_fill = the calendar\'s "Compila mese" (warning no_events_in_month)' }),
});
export const sicknessCountersResponseSchema = z
  .object({
    asOf: z.string(),
    windowFrom: z.string().meta({ description: "first day of the 365-day window ending on asOf (rolling window, rules-update §5)" }),
    paidDaysLimit: z.number().int(),
    paidDaysUsed: z.number().int(),
    paidDaysLeft: z.number().int(),
    retentionDays: z.number().int().meta({ description: "job retention (comporto): 10 / 45 / 180 calendar days by seniority" }),
    retentionDaysUsed: z.number().int(),
    retentionDaysLeft: z.number().int(),
    retentionEndDate: z
      .string()
      .meta({ description: "the last day the job is kept if the worker is sick without a break from the day after asOf; once exhausted, the day it ran out" }),
    exhausted: z.boolean(),
  })
  .meta({ id: "SicknessCounters" });

export const payrollValidationResponseSchema = z
  .object({
    valid: z.boolean(),
    errors: z.array(validationIssueResponseSchema),
    warnings: z.array(validationIssueResponseSchema),
    sickness: sicknessCountersResponseSchema
      .nullable()
      .optional()
      .meta({ description: "paid sick days and job retention on the period's last day (warnings job_retention_running_out, job_retention_exhausted)" }),
    notice: noticeProposalResponseSchema.optional().meta({ description: "the CCNL notice proposed for the end recorded on the contract in this period" }),
  })
  .meta({ id: "PayrollValidation" });

/** A week as contribution-weeks answers it (and run-payroll takes it back). */
export const contributionWeekResponseSchema = z
  .object({
    hours: z.string().meta({ example: "20.00" }),
    weekStart: z.string(),
    weekEnd: z.string(),
    isFromNextPeriod: z.boolean(),
    isNoticePeriod: z.boolean().optional().meta({ description: "A week of the notice period after the termination (docs/domain/rules-update.md §3)" }),
  })
  .meta({ id: "ContributionWeek" });

export const MONTH_STATUSES = ["not_run", "draft", "final", "outdated"] as const;

/** One contract of the month's worklist (GET /v1/domestic-payslips/month-status). */
export const monthStatusRowResponseSchema = z
  .object({
    domesticContractId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    workerName: z.string(),
    workerFiscalCode: z.string().nullable().meta({ description: "for the worklist search" }),
    employerTaxId: z.string().nullable().meta({ description: "the employer's fiscal code or VAT number" }),
    startDate: z.string(),
    endDate: z.string().nullable(),
    status: z.enum(MONTH_STATUSES),
    payslipId: z.string().nullable(),
    payslipStatus: z.enum(["draft", "final"]).nullable(),
    isOutdated: z.boolean(),
    toCorrect: z.boolean().meta({
      description:
        "a final payslip computed on rate-table versions that no longer cover the period (a newer version shipped, a provisional table replaced): to be corrected; see rateChangeEstimate",
    }),
    rateChangeEstimate: rateChangeEstimateSchema.nullable().meta({
      description: "when toCorrect: the estimated difference of net and employer cost on the current tables; else null",
    }),
    totalNet: z.string().nullable(),
    totalCost: z.string().nullable(),
    viewedAt: z.string().nullable().meta({ description: "when the worker first opened the final payslip in their portal" }),
    receiptConfirmedAt: z.string().nullable().meta({ description: "when the worker confirmed having received the pay" }),
    paymentStatus: z.enum(PAYSLIP_PAYMENT_STATUSES).nullable().meta({
      description: "the final payslip's pay as recorded (POST /v1/domestic-payslips/{id}/payments): unpaid, partly paid or paid; null without a final payslip",
    }),
    paidAmount: z.string().nullable().meta({ description: "the sum of the recorded payments (an excess included); null without a final payslip" }),
    monthStatus: z
      .enum(CONTRACT_MONTH_STATUSES)
      .meta({ description: "the household's month (GET /v1/domestic-contracts/{id}/months/{period}): open until submitted, then accepted or returned" }),
  })
  .meta({ id: "MonthStatusRow" });

export const monthStatusResponseSchema = z
  .object({
    period: z.string(),
    counts: z.object({ not_run: z.number().int(), draft: z.number().int(), final: z.number().int(), outdated: z.number().int() }),
    data: z.array(monthStatusRowResponseSchema),
    pagination: paginationResponseSchema.optional().meta({ description: "only when the request gave `limit`" }),
  })
  .meta({ id: "MonthStatus" });

export type PayslipElement = z.infer<typeof payslipElementResponseSchema>;
export type InpsContribution = z.infer<typeof inpsContributionResponseSchema>;
export type CassacolfContribution = z.infer<typeof cassacolfContributionResponseSchema>;
export type PayslipListItem = z.infer<typeof payslipListItemResponseSchema>;
export type PayslipDetail = z.infer<typeof payslipResponseSchema>;
export type PayslipWarning = z.infer<typeof payslipWarningSchema>;
export type VacationState = z.infer<typeof vacationStateResponseSchema>;
export type ThirteenthState = z.infer<typeof thirteenthStateResponseSchema>;
export type SeveranceState = z.infer<typeof severanceStateResponseSchema>;
export type SickState = z.infer<typeof sickStateResponseSchema>;
export type InjuryState = z.infer<typeof injuryStateResponseSchema>;
export type SeveranceBreakdownView = z.infer<typeof severanceBreakdownResponseSchema>;
export type PayrollValidation = z.infer<typeof payrollValidationResponseSchema>;
export type ValidationIssueView = z.infer<typeof validationIssueResponseSchema>;
export type ContributionWeek = z.infer<typeof contributionWeekResponseSchema>;
export type MonthStatus = (typeof MONTH_STATUSES)[number];
export type MonthStatusRow = z.infer<typeof monthStatusRowResponseSchema>;
export type MonthStatusResponse = z.infer<typeof monthStatusResponseSchema>;

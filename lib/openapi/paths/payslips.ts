import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  contributionWeekSchema,
  contributionWeeksBody,
  listPayslipsQuery,
  patchPayslipBody,
  payrollMonthQuery,
  runPayrollBody,
  validateBeforeRunBody,
} from "@/lib/validation/payslip";
import { idempotencyKeyHeader, jsonContent, paginationSchema, standardErrors } from "../common";
import { noticeProposalOut } from "./contracts";

const dec = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "123.45" });

const element = z
  .object({
    id: z.string(),
    type: z.enum(["earning", "deduction", "imputed", "employee_tax", "employer_tax"]),
    code: z.string(),
    name: z.string().meta({ description: "Italian label" }),
    value: dec("amount, 2 decimals"),
    periodType: z.enum(["period", "week", "hour", "day", "month", "year"]),
    periodDuration: dec("count of periodType units"),
    rate: dec("amount per unit"),
    includedInBaseWage: z.boolean(),
    ytd: dec("year-to-date total of this code"),
  })
  .meta({ id: "PayslipElement" });

const inpsLine = z
  .object({
    id: z.string(),
    type: z.enum(["bracket_1", "bracket_2", "bracket_3", "over_24_hours"]),
    weekStart: z.string(),
    weekEnd: z.string(),
    hours: dec(),
    rate: dec("decimal fraction of the conventional wage"),
    employerRate: dec("decimal fraction"),
    employeeRate: dec("decimal fraction"),
    amount: dec("hours × published hourly contribution; 0.00 when isFromNextPeriod"),
    effectiveWageRate: dec("effective hourly wage for INPS (wage + board share) × 13/12"),
    isFromNextPeriod: z.boolean(),
    conventionalWage: dec(),
    hourlyTotal: dec(),
    hourlyEmployee: dec(),
    hourlyEmployer: dec(),
    employeeAmount: dec(),
    employerAmount: dec(),
    origin: z.enum(["week", "notice"]),
    isNoticePeriod: z
      .boolean()
      .meta({ description: "hours of the notice indemnity credited to the notice period after the termination (second PagoPA notice)" }),
    tableYear: z.number().int(),
    classBasis: z.enum(["contract", "week"]).meta({
      description:
        "what decided the class: the agreed weekly hours of the terms in force on the week's Saturday (contract, default) or the week's own hours (week); organization setting inpsFlatRateBasis",
    }),
    classHours: dec("the hours that decided the class (> 24 → over_24_hours)"),
  })
  .meta({ id: "InpsContribution", description: "One Sunday–Saturday contribution week (decisions §9)" });

const cassacolfLine = z
  .object({
    id: z.string(),
    type: z.string(),
    weekStart: z.string(),
    weekEnd: z.string(),
    hours: dec(),
    rate: dec("EUR per hour (0.06)"),
    employeeRate: dec("EUR per hour (0.02)"),
    employerRate: dec("EUR per hour (0.04)"),
    amount: dec(),
    employeeAmount: dec(),
    employerAmount: dec(),
    isFromNextPeriod: z.boolean(),
  })
  .meta({ id: "CassacolfContribution" });

const totals = {
  totalGross: dec(),
  totalDeductions: dec(),
  totalEmployeeTaxes: dec(),
  totalEmployerTaxes: dec(),
  totalNet: dec(),
  totalCost: dec(),
};

const listItem = z
  .object({
    id: z.string(),
    domesticContractId: z.string(),
    organizationId: z.string(),
    status: z.enum(["draft", "final"]),
    period: z.string(),
    kind: z.enum(["ordinary", "thirteenth", "severance_liquidation"]),
    startDate: z.string(),
    endDate: z.string(),
    isThirteenth: z.boolean(),
    isSeveranceLiquidation: z.boolean(),
    isEmploymentEnded: z.boolean(),
    ...totals,
    finalizedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PayslipListItem" });

/** the figures of an Italian `message` (dates YYYY-MM-DD, decimals as strings), for a sentence in the reader's language */
const issueParams = z
  .record(z.string(), z.string())
  .optional()
  .meta({ description: "Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings): screens render the code and params in their own language" });

const state = (fields: string[], id: string) => z.object(Object.fromEntries(fields.map((f) => [f, dec()]))).meta({ id });

const detail = listItem
  .extend({
    totalAfterDeductionsGross: dec(),
    totalEmployeeInpsTaxes: dec(),
    totalEmployeeCassacolfTaxes: dec(),
    totalTaxableGross: dec(),
    ytdTotalGross: dec(),
    ytdTotalDeductions: dec(),
    ytdTotalAfterDeductionsGross: dec(),
    ytdTotalEmployeeTaxes: dec(),
    ytdTotalEmployeeInpsTaxes: dec(),
    ytdTotalEmployeeCassacolfTaxes: dec(),
    ytdTotalTaxableGross: dec(),
    ytdTotalEmployerTaxes: dec(),
    ytdTotalCost: dec(),
    ytdTotalNet: dec(),
    earningElements: z.array(element),
    deductionElements: z.array(element),
    imputedElements: z.array(element),
    employeeTaxesElements: z.array(element),
    employerTaxesElements: z.array(element),
    inpsContributions: z.array(inpsLine),
    cassacolfContributions: z.array(cassacolfLine),
    contributionWeeks: z.array(contributionWeekSchema),
    vacationState: z
      .object(Object.fromEntries(["accrued", "used", "previousYearLeft", "accruedThisYear", "usedThisYear", "totalLeft"].map((f) => [f, dec()])))
      .extend({
        byYear: z
          .array(
            z.object({
              year: z.number().int(),
              left: dec(),
              useBy: z.string().meta({ description: "30 June of year + 2 (18 months after the year of accrual)" }),
            }),
          )
          .optional()
          .meta({ description: "days left by year of origin, oldest first (used oldest first); absent on payslips computed before it existed" }),
        paidPermits: z.object({ entitlementHours: dec(), usedThisYear: dec(), left: dec() }).nullable().optional().meta({
          description: "paid-permit hours of the calendar year (CCNL art. 19): 16 h live-in, 12 h live-in reduced or ≥ 30 h/week, weekly × 40 % below",
        }),
      })
      .meta({ id: "VacationState" }),
    severanceState: state(["utilWage", "accrued", "liquidated", "accruedThisYear", "accruedPreviousYears", "totalLiquidated", "totalLeft"], "SeveranceState"),
    thirteenthState: state(["utilWage", "accrued", "liquidated", "accruedThisYear", "totalLiquidated", "totalLeft"], "ThirteenthState"),
    sickState: state(["paidHalfDays", "paidFullDays", "nonPaidDays", "totalPaidHalfDays", "totalPaidFullDays", "totalNonPaidDays"], "SickState"),
    injuryState: state(["paidFullDays", "nonPaidDays", "totalPaidFullDays", "totalNonPaidDays"], "InjuryState"),
    warnings: z.array(z.object({ code: z.string(), message: z.string(), params: issueParams })),
    note1: z.string().nullable(),
    note2: z.string().nullable(),
    rateTableVersion: z.string(),
    severanceBreakdown: z
      .object({
        fundAtLastYearEnd: dec("fund at the last 31 December, revaluation included, before this year's advances"),
        revaluation: dec(),
        coefficientPercent: dec("ISTAT coefficient, percent, 6 decimals"),
        coefficientMonth: z
          .string()
          .nullable()
          .meta({ description: "YYYY-MM of the coefficient (15th rule); null when less than half a month of the year elapsed" }),
        coefficientProvisional: z.boolean(),
        provisionalReason: z.string().nullable(),
        advanceRevaluation: dec("revaluation of this year's advances with the coefficient of their month"),
        quotaOfYear: dec("TFR accrued this year"),
        advancesThisYear: dec(),
        totalPaid: dec(),
      })
      .nullable()
      .meta({ id: "SeveranceBreakdown", description: "TFR paid with this payslip, broken down (docs/domain/rules-update.md §1e, §2); null when none" }),
    endReason: z.string().nullable().meta({ description: "reason of the end of employment (final settlement), else null" }),
    isOutdated: z.boolean().meta({ description: "true when the period's events, the contract's terms or the previous payslip changed after the run" }),
    outdatedReasons: z.array(z.enum(["events_changed", "contract_terms_changed", "previous_payslip_changed"])),
  })
  .meta({ id: "Payslip" });

const validationIssue = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  periods: z.array(z.string()).optional(),
  params: issueParams,
  action: z
    .enum(["auto_fill"])
    .optional()
    .meta({ description: 'what the clerk can do: auto_fill = the calendar\'s "Compila mese" (warning no_events_in_month)' }),
});
const sicknessCounters = z
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

const validation = z
  .object({
    valid: z.boolean(),
    errors: z.array(validationIssue),
    warnings: z.array(validationIssue),
    sickness: sicknessCounters
      .nullable()
      .optional()
      .meta({ description: "paid sick days and job retention on the period's last day (warnings job_retention_running_out, job_retention_exhausted)" }),
    notice: noticeProposalOut.optional().meta({ description: "the CCNL notice proposed for the end recorded on the contract in this period" }),
  })
  .meta({ id: "PayrollValidation" });

const idPath = z.object({ id: z.string().uuid() });
const headers = z.object({ "Idempotency-Key": idempotencyKeyHeader });

export const payslipsPaths: ZodOpenApiPathsObject = {
  "/v1/domestic-payslips": {
    get: {
      tags: ["Payslips"],
      summary: "List the payslips of a contract",
      description: "sortField: startDate (default, desc), createdAt, totalNet, totalGross, period. Optional filters status and year.",
      requestParams: { query: listPayslipsQuery },
      responses: {
        "200": jsonContent(z.object({ data: z.array(listItem), pagination: paginationSchema })),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-payslips/{id}": {
    get: {
      tags: ["Payslips"],
      summary: "The full payslip with its breakdown, weeks, states, totals and year-to-date",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(detail), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags: ["Payslips"],
      summary: "Update note1 / note2 of a draft (a final payslip → 409 payslip_not_draft; any other field → 422)",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: patchPayslipBody } } },
      responses: {
        "200": jsonContent(detail),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "409": standardErrors["422"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags: ["Payslips"],
      summary: "Delete a draft or final payslip",
      description:
        "204. When later payslips of the same contract exist, the response carries `X-Later-Payslips` (their ids) and a `Warning` header: their running totals may be outdated; re-run them.",
      requestParams: { path: idPath },
      responses: { "204": { description: "Deleted" }, "401": standardErrors["401"], "403": standardErrors["403"], "404": standardErrors["404"] },
    },
  },
  "/v1/domestic-payslips/{id}/finalize": {
    post: {
      tags: ["Payslips"],
      summary: "Finalize a draft (irreversible); exactly one of concurrent calls wins, the others get 409 payslip_not_draft",
      requestParams: { path: idPath, header: headers },
      responses: {
        "200": jsonContent(detail),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/validate-before-run": {
    post: {
      tags: ["Payslips"],
      summary: "Check a contract is ready for a period: errors block a run, warnings do not",
      description:
        "Errors: contract_not_active_in_period, period_before_contract_start, period_after_contract_end, no_terms_in_force, no_weekly_schedule, wage_below_minimum, level_not_allowed_for_table, rates_missing_for_year, … Warnings: earlier_periods_without_payslip, earlier_periods_draft_only, event_outside_schedule, week_over_ccnl_limit, missing_fiscal_code, rate_derived, …",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: validateBeforeRunBody } } },
      responses: { "200": jsonContent(validation), "401": standardErrors["401"], "404": standardErrors["404"], "422": standardErrors["422"] },
    },
  },
  "/v1/domestic-payslips/contribution-weeks": {
    post: {
      tags: ["Payslips"],
      summary: "The Sunday–Saturday contribution weeks meeting a date range, with their contributory hours",
      description:
        "A bare JSON array (not wrapped in data). A week belongs to the month of its Saturday: weeks whose Saturday falls after endDate have isFromNextPeriod = true. With employmentEnding, or when the contract's recorded end falls in the range, the last week ends on the termination day and is not deferred; no week follows the termination except the notice-period weeks, marked isNoticePeriod: true, that carry the hours of an employer-owed notice indemnity (docs/domain/rules-update.md §3). Pass the array as contributionWeeks to run-payroll (it may be edited).",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: contributionWeeksBody } } },
      responses: {
        "200": jsonContent(z.array(contributionWeekSchema)),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/run-payroll": {
    post: {
      tags: ["Payslips"],
      summary: "Compute the payslip of a contract and period as a draft",
      description:
        "201 with the full payslip in draft. The kind is ordinary, thirteenth (isThirteenth) or severance liquidation (severanceLiquidationPayslip). A draft of the same contract, period and kind is recomputed in place (same id, notes kept unless given); a final one → 409 payslip_already_final. When validate-before-run reports errors → 422 payroll_blocked listing them. The weeks must be the period's (Sunday–Saturday, clipped at hiring/termination, Saturday rule, right isFromNextPeriod, hours 0–168, no duplicates; an empty array only for a thirteenth or TFR payslip), else 422 contribution_weeks_mismatch with a pointer to the bad week; unknown fields inside a week are ignored. A run for the month of the contract's recorded end is an end-of-employment payslip with the CCNL notice computed from the contract (unless missingNoticeType/Days are given); an employmentEndDate contradicting the recorded end → 422 employment_end_mismatch. A termination or advance whose TFR coefficient month is not published → 422 tfr_coefficient_missing (with months), unless provisionalTfrCoefficient {percent, reason} is given; the payslip then records it (severanceBreakdown, warning tfr_coefficient_provisional). Concurrent runs of one contract are serialised: they produce exactly one payslip. Running totals chain from the contract's previous payslip (or its opening balances).",
      requestParams: { header: headers },
      requestBody: { content: { "application/json": { schema: runPayrollBody } } },
      responses: {
        "201": jsonContent(detail, "Created (draft)"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": standardErrors["422"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/month-status": {
    get: {
      tags: ["Payslips"],
      summary: "The organization's contracts active in a month, with the status of their payslip (not_run, draft, final, outdated)",
      requestParams: { query: payrollMonthQuery },
      responses: {
        "200": jsonContent(
          z.object({
            period: z.string(),
            counts: z.object({ not_run: z.number(), draft: z.number(), final: z.number(), outdated: z.number() }),
            data: z.array(
              z.object({
                domesticContractId: z.string(),
                employerId: z.string(),
                employerName: z.string(),
                workerName: z.string(),
                workerFiscalCode: z.string().nullable().meta({ description: "for the worklist search" }),
                employerTaxId: z.string().nullable().meta({ description: "the employer's fiscal code or VAT number" }),
                startDate: z.string(),
                endDate: z.string().nullable(),
                status: z.enum(["not_run", "draft", "final", "outdated"]),
                payslipId: z.string().nullable(),
                payslipStatus: z.enum(["draft", "final"]).nullable(),
                isOutdated: z.boolean(),
                totalNet: z.string().nullable(),
                totalCost: z.string().nullable(),
              }),
            ),
          }),
        ),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
      },
    },
  },
};

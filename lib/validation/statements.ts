import { z } from "zod";
import { limitQueryParam, pageQueryParam, paginationResponseSchema } from "@/lib/validation/pagination";
import { INPS_CLASSES } from "./payslip";

const uuid = (name: string) => z.string().uuid(`${name} must be a UUID`);
/** "2026-Q3". The allowed range (2023-Q1 … current + 1) depends on today: checked by the service (422). */
export const quarterString = z
  .string()
  .regex(/^\d{4}-Q[1-4]$/, "Use the format YYYY-Qn (e.g. 2026-Q3)")
  .meta({ description: "Quarter YYYY-Qn", example: "2026-Q3" });

export const STATEMENT_STATUSES = ["complete", "incomplete"] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** GET /v1/inps-statements: one employment (domesticContractId) or the organization's book (organizationId). */
export const inpsStatementsQuery = z
  .object({
    domesticContractId: uuid("domesticContractId").optional(),
    organizationId: uuid("organizationId").optional(),
    quarter: quarterString,
    status: z.enum(STATEMENT_STATUSES, { error: "status must be complete or incomplete" }).optional(),
    search: z.string().trim().max(100).optional(),
    page: pageQueryParam(),
    limit: limitQueryParam(),
  })
  .superRefine((v, ctx) => {
    if (!v.domesticContractId === !v.organizationId) {
      ctx.addIssue({ code: "custom", path: ["domesticContractId"], message: "Give exactly one of domesticContractId and organizationId" });
    }
  });
export type InpsStatementsQuery = z.infer<typeof inpsStatementsQuery>;

/** CSV export of a quarter for the whole book. */
export const inpsStatementsCsvQuery = z.object({
  organizationId: uuid("organizationId"),
  quarter: quarterString,
  status: z.enum(STATEMENT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type InpsStatementsCsvQuery = z.infer<typeof inpsStatementsCsvQuery>;

/** One employment's statement document (PDF). */
export const inpsStatementDocumentQuery = z.object({ domesticContractId: uuid("domesticContractId"), quarter: quarterString });

export const annualStatementQuery = z.object({
  domesticContractId: uuid("domesticContractId"),
  year: z
    .string()
    .regex(/^\d{4}$/, "year must be YYYY")
    .transform(Number),
});
export type AnnualStatementQuery = z.infer<typeof annualStatementQuery>;

/*
 * The statements as the API answers them: the services return these types, the OpenAPI document
 * shows these schemas and the quarter screen imports them — one contract (issue 17 point 1).
 */
/** The kind of employment as the INPS forms name it. */
export const CONTRACT_TYPES = ["open_ended", "fixed_term"] as const;
const decimalOut = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "123.45" });
export const missingMonthResponseSchema = z
  .object({ period: z.string(), reason: z.enum(["not_run", "draft"]), payslipId: z.string().nullable() })
  .meta({ id: "StatementMissingMonth" });

export const inpsStatementLineResponseSchema = z
  .object({
    type: z.enum(INPS_CLASSES),
    tableYear: z.number().int(),
    fromWeek: z.string(),
    toWeek: z.string(),
    weeks: z.number().int(),
    decimalHours: decimalOut("Σ weekly hours"),
    hours: z.number().int().meta({ description: "integer hours for the INPS form (rounding setting, default up)" }),
    effectiveHourlyWage: decimalOut(),
    hourlyContribution: decimalOut("hourly contribution of the year's table (fixed-term / CUAF variant)"),
    hourlyEmployee: decimalOut(),
    amount: decimalOut(),
    employeeAmount: decimalOut(),
    employerAmount: decimalOut(),
    withheldEmployee: decimalOut("worker share withheld on the monthly payslips for these weeks"),
  })
  .meta({ id: "InpsStatementLine" });

const cassacolfResponseSchema = z.object({
  code: z.literal("F2"),
  decimalHours: decimalOut(),
  hours: z.number().int(),
  hourlyTotal: decimalOut(),
  hourlyEmployee: decimalOut(),
  amount: decimalOut(),
  employeeAmount: decimalOut(),
  employerAmount: decimalOut(),
  withheldEmployee: decimalOut(),
});
const weekFlagsSchema = z
  .array(z.object({ weekStart: z.string(), weekEnd: z.string(), saturday: z.string(), hours: decimalOut() }))
  .meta({ description: "the portal's week flags" });

export const inpsStatementNoticeResponseSchema = z
  .object({
    number: z.number().int().meta({ description: "1-based position in the payment" }),
    type: z.enum(INPS_CLASSES),
    tableYear: z.number().int(),
    fromWeek: z.string(),
    toWeek: z.string(),
    weeks: weekFlagsSchema,
    hours: z.number().int(),
    effectiveHourlyWage: decimalOut(),
    inpsAmount: decimalOut(),
    inpsEmployee: decimalOut(),
    inpsEmployer: decimalOut(),
    cassacolf: cassacolfResponseSchema,
    totalToPay: decimalOut(),
    employeeShare: decimalOut(),
    employerShare: decimalOut(),
    withheldEmployee: decimalOut(),
    employeeDifference: decimalOut(),
    dueDate: z.string(),
    over80Relief: decimalOut(
      "over-80 relief of the employer INPS share (rules-update-3 B6), only on a contract with the relief; totalToPay and employerShare are net of it",
    ).optional(),
  })
  .meta({
    id: "InpsStatementNotice",
    description: "one pagoPA notice per quarterly line: a period of unchanged terms with its hours, hourly wage and class (rules-update-3 A8)",
  });

export const inpsStatementPaymentResponseSchema = z
  .object({
    kind: z.enum(["quarterly", "cessation_worked", "cessation_notice"]),
    dueDate: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable().meta({ description: "for cessation_notice: the 'fine obbligo contributivo' date" }),
    weeks: weekFlagsSchema,
    lines: z.array(inpsStatementLineResponseSchema),
    notices: z.array(inpsStatementNoticeResponseSchema).meta({ description: "one pagoPA notice per line; the payment's figures are their sums" }),
    cassacolf: cassacolfResponseSchema,
    inpsAmount: decimalOut(),
    inpsEmployee: decimalOut(),
    inpsEmployer: decimalOut(),
    totalToPay: decimalOut(),
    employeeShare: decimalOut("worker share, INPS + CAS.SA.COLF"),
    employerShare: decimalOut("employer share, INPS + CAS.SA.COLF"),
    withheldEmployee: decimalOut(),
    employeeDifference: decimalOut("integer-hour worker shares − withheld"),
    over80Relief: decimalOut(
      "over-80 relief of the employer INPS share (rules-update-3 B6), only on a contract with the relief; totalToPay and employerShare are net of it",
    ).optional(),
    corrections: z
      .array(
        z.object({
          payslipId: z.string().meta({ description: "the correcting payslip" }),
          correctedPeriod: z.string(),
          correctionNumber: z.number().int(),
          type: z.enum(INPS_CLASSES).meta({ description: "INPS class of the corrected weeks" }),
          tableYear: z.number().int(),
          fromWeek: z.string(),
          toWeek: z.string(),
          effectiveHourlyWage: decimalOut(),
          hours: z.number().int().meta({ description: "whole hours added (negative: removed)" }),
          inpsEmployee: decimalOut(),
          inpsEmployer: decimalOut(),
          cassacolfEmployee: decimalOut(),
          cassacolfEmployer: decimalOut(),
          inpsAmount: decimalOut(),
          cassacolfAmount: decimalOut(),
          totalToPay: decimalOut(),
        }),
      )
      .optional()
      .meta({ description: "corrections paid in the quarter (rules-update-3 A12), each a line of its own; the payment's figures include them" }),
  })
  .meta({ id: "InpsStatementPayment" });

export const inpsStatementResponseSchema = z
  .object({
    domesticContractId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    employerTaxCode: z.string().nullable(),
    workerName: z.string(),
    workerFiscalCode: z.string().nullable(),
    inpsRelationshipCode: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    contractType: z.enum(CONTRACT_TYPES),
    quarter: z.string(),
    status: z.enum(STATEMENT_STATUSES),
    missing: z.array(missingMonthResponseSchema),
    payslipIds: z.array(z.string()),
    dueDate: z.string(),
    statement: z.object({
      quarter: z.string(),
      quarterStart: z.string(),
      quarterEnd: z.string(),
      dueDate: z.string(),
      hoursRounding: z.enum(["up", "half_up", "down"]),
      payments: z.array(inpsStatementPaymentResponseSchema),
      totals: z.object({
        hours: z.number().int().meta({ description: "whole hours of the quarter, as the form declares them" }),
        inpsAmount: decimalOut(),
        inpsEmployee: decimalOut(),
        inpsEmployer: decimalOut(),
        cassacolfAmount: decimalOut(),
        cassacolfEmployee: decimalOut(),
        cassacolfEmployer: decimalOut(),
        totalToPay: decimalOut(),
        employeeShare: decimalOut(),
        employerShare: decimalOut(),
        withheldEmployee: decimalOut(),
        employeeDifference: decimalOut(),
        roundingSettled: decimalOut("worker shares already settled for the whole hours on the quarter's last payslip (rules-update-3 A9)"),
        employeeDifferenceOpen: decimalOut("employeeDifference − roundingSettled"),
        over80Relief: decimalOut(
          "over-80 relief of the employer INPS share (rules-update-3 B6), only on a contract with the relief; totalToPay and employerShare are net of it",
        ).optional(),
      }),
      warnings: z.array(
        z.object({
          code: z.string(),
          message: z.string().meta({ description: "Italian fallback; screens word the warning from code and params" }),
          params: z.record(z.string(), z.string()).optional().meta({ description: "the figures of the sentence (weekStart, weekEnd, hours, max)" }),
        }),
      ),
    }),
  })
  .meta({ id: "InpsStatement" });

export const quarterTotalsResponseSchema = z.object({
  statements: z.number().int(),
  complete: z.number().int(),
  incomplete: z.number().int(),
  hours: z.number().int(),
  inpsAmount: decimalOut(),
  cassacolfAmount: decimalOut(),
  totalToPay: decimalOut(),
  employeeShare: decimalOut(),
  employerShare: decimalOut(),
});

export const annualStatementResponseSchema = z
  .object({
    domesticContractId: z.string(),
    year: z.number().int(),
    employer: z.object({ id: z.string(), name: z.string(), taxCode: z.string().nullable() }),
    worker: z.object({ name: z.string(), fiscalCode: z.string().nullable() }),
    status: z.enum(STATEMENT_STATUSES),
    provisional: z.boolean().meta({
      description:
        "true while the year is open (the current year, and the employment not ended before today): the figures can still change; screens and the PDF mark it provvisorio",
    }),
    missing: z.array(missingMonthResponseSchema),
    issueBy: z.string(),
    payslipIds: z.array(z.string()),
    statement: z.object({
      year: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      daysOfEmployment: z.number().int(),
      contractType: z.enum(CONTRACT_TYPES),
      contractTypeCode: z.union([z.literal(1), z.literal(2)]),
      months: z.array(z.string()),
      grossPaid: decimalOut("gross paid in the year incl. the 13th, excl. TFR"),
      thirteenthPaid: decimalOut(),
      overtimeAndPremiums: decimalOut(),
      boardCashIndemnity: decimalOut(),
      boardInKind: decimalOut(),
      workerInpsWithheld: decimalOut(),
      workerCassacolfWithheld: decimalOut(),
      taxableIncome: decimalOut(),
      netPaid: decimalOut(),
      tfr: z.array(
        z.object({
          kind: z.enum(["final", "advance"]),
          period: z.string(),
          amount: decimalOut(),
          revaluation: decimalOut(),
          accrualFromYear: z.number().int(),
          accrualToYear: z.number().int(),
        }),
      ),
      tfrTotal: decimalOut(),
      employer: z.object({
        inpsEmployerShare: decimalOut(),
        cassacolfEmployerShare: decimalOut(),
        deductibleContributions: decimalOut(
          "employer INPS share of this employment PAID in the year (by payment date; the due date where no payment is recorded), capped at 1,549.37: the employer tax statement's figure (rules-update-3 A10)",
        ),
        deductibleCap: decimalOut(),
      }),
      takeOver: z
        .object({
          asOfDate: z.string(),
          grossPaid: decimalOut(),
          workerInpsWithheld: decimalOut(),
          workerCassacolfWithheld: decimalOut(),
          taxableIncome: decimalOut(),
          daysOfEmployment: z.number().int(),
          inpsEmployerShare: decimalOut("employer INPS share of the quarters the previous system declared in the year"),
        })
        .nullable()
        .meta({
          description:
            "The months of the year run by the previous payroll system (contract taken over, opening balances as of asOfDate in the year): already included in the figures above; null when none",
        }),
    }),
  })
  .meta({ id: "AnnualStatement" });

export const inpsStatementPageResponseSchema = z
  .object({
    data: z.array(inpsStatementResponseSchema),
    pagination: paginationResponseSchema,
    quarter: z.string(),
    totals: quarterTotalsResponseSchema.meta({ description: "the whole quarter's figures (every page, the filters applied)" }),
  })
  .meta({ id: "InpsStatementPage" });

export type MissingMonth = z.infer<typeof missingMonthResponseSchema>;
export type InpsStatementItem = z.infer<typeof inpsStatementResponseSchema>;
export type QuarterTotals = z.infer<typeof quarterTotalsResponseSchema>;
export type InpsStatementPage = z.infer<typeof inpsStatementPageResponseSchema>;
export type AnnualStatementDocument = z.infer<typeof annualStatementResponseSchema>;

/** The year's annual statements of the whole book (issue 30 point 8): `GET /v1/annual-statements/book` and its PDF bundle. */
export const annualStatementBookQuery = z.object({
  organizationId: uuid("organizationId"),
  year: z
    .string()
    .regex(/^\d{4}$/, "year must be YYYY")
    .transform(Number),
  ceased: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .meta({ description: "true: only the employments that ended in the year (their statement is due with the final settlement)" }),
});
export type AnnualStatementBookQuery = z.infer<typeof annualStatementBookQuery>;

export const annualStatementBookResponseSchema = z
  .object({
    year: z.number().int(),
    data: z.array(
      z.object({
        domesticContractId: z.string(),
        employer: z.object({ id: z.string(), name: z.string() }),
        worker: z.object({ name: z.string(), fiscalCode: z.string().nullable() }),
        endDate: z.string().nullable(),
        dueBy: z.string().meta({ description: "31 March of the following year; the end date for an employment that ended in the year (rules-update.md §7)" }),
        status: z.enum(STATEMENT_STATUSES),
        provisional: z.boolean(),
        missing: z.array(missingMonthResponseSchema),
        grossPaid: decimalOut(),
        workerInpsWithheld: decimalOut(),
        workerCassacolfWithheld: decimalOut(),
        taxableIncome: decimalOut(),
        netPaid: decimalOut(),
        tfrTotal: decimalOut(),
        pdf: z.string().meta({ description: "Path of this statement's own PDF" }),
      }),
    ),
    counts: z.object({ statements: z.number().int(), complete: z.number().int(), incomplete: z.number().int() }),
  })
  .meta({ id: "AnnualStatementBook" });
export type AnnualStatementBook = z.infer<typeof annualStatementBookResponseSchema>;

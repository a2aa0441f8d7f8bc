import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { annualStatementQuery, inpsStatementDocumentQuery, inpsStatementsCsvQuery, inpsStatementsQuery } from "@/lib/validation/statements";
import { monthPayslipsPdfQuery } from "@/lib/validation/payslip";
import { jsonContent, paginationSchema, standardErrors } from "../common";

const dec = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "123.45" });
const missing = z.object({ period: z.string(), reason: z.enum(["not_run", "draft"]), payslipId: z.string().nullable() }).meta({ id: "StatementMissingMonth" });

const line = z
  .object({
    type: z.enum(["bracket_1", "bracket_2", "bracket_3", "over_24_hours"]),
    tableYear: z.number().int(),
    fromWeek: z.string(),
    toWeek: z.string(),
    weeks: z.number().int(),
    decimalHours: dec("Σ weekly hours"),
    hours: z.number().int().meta({ description: "integer hours for the INPS form (rounding setting, default up)" }),
    effectiveHourlyWage: dec(),
    hourlyContribution: dec("hourly contribution of the year's table (fixed-term / CUAF variant)"),
    hourlyEmployee: dec(),
    amount: dec(),
    employeeAmount: dec(),
    employerAmount: dec(),
    withheldEmployee: dec("worker share withheld on the monthly payslips for these weeks"),
  })
  .meta({ id: "InpsStatementLine" });

const payment = z
  .object({
    kind: z.enum(["quarterly", "cessation_worked", "cessation_notice"]),
    dueDate: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable().meta({ description: "for cessation_notice: the 'fine obbligo contributivo' date" }),
    weeks: z
      .array(z.object({ weekStart: z.string(), weekEnd: z.string(), saturday: z.string(), hours: dec() }))
      .meta({ description: "the portal's week flags" }),
    lines: z.array(line),
    cassacolf: z.object({
      code: z.literal("F2"),
      decimalHours: dec(),
      hours: z.number().int(),
      hourlyTotal: dec(),
      hourlyEmployee: dec(),
      amount: dec(),
      employeeAmount: dec(),
      employerAmount: dec(),
      withheldEmployee: dec(),
    }),
    inpsAmount: dec(),
    inpsEmployee: dec(),
    inpsEmployer: dec(),
    totalToPay: dec(),
    employeeShare: dec("worker share, INPS + CAS.SA.COLF"),
    employerShare: dec("employer share, INPS + CAS.SA.COLF"),
    withheldEmployee: dec(),
    employeeDifference: dec("integer-hour worker shares − withheld"),
  })
  .meta({ id: "InpsStatementPayment" });

const statementItem = z
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
    contractType: z.enum(["open_ended", "fixed_term"]),
    quarter: z.string(),
    status: z.enum(["complete", "incomplete"]),
    missing: z.array(missing),
    payslipIds: z.array(z.string()),
    dueDate: z.string(),
    statement: z.object({
      quarter: z.string(),
      quarterStart: z.string(),
      quarterEnd: z.string(),
      dueDate: z.string(),
      hoursRounding: z.enum(["up", "half_up", "down"]),
      payments: z.array(payment),
      totals: z.record(z.string(), z.union([z.string(), z.number()])),
      warnings: z.array(z.object({ code: z.string(), message: z.string() })),
    }),
  })
  .meta({ id: "InpsStatement" });

const totals = z.object({
  statements: z.number().int(),
  complete: z.number().int(),
  incomplete: z.number().int(),
  hours: z.number().int(),
  inpsAmount: dec(),
  cassacolfAmount: dec(),
  totalToPay: dec(),
  employeeShare: dec(),
  employerShare: dec(),
});

const annualStatement = z
  .object({
    domesticContractId: z.string(),
    year: z.number().int(),
    employer: z.object({ id: z.string(), name: z.string(), taxCode: z.string().nullable() }),
    worker: z.object({ name: z.string(), fiscalCode: z.string().nullable() }),
    status: z.enum(["complete", "incomplete"]),
    missing: z.array(missing),
    issueBy: z.string(),
    payslipIds: z.array(z.string()),
    statement: z.object({
      year: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      daysOfEmployment: z.number().int(),
      contractType: z.enum(["open_ended", "fixed_term"]),
      contractTypeCode: z.union([z.literal(1), z.literal(2)]),
      months: z.array(z.string()),
      grossPaid: dec("gross paid in the year incl. the 13th, excl. TFR"),
      thirteenthPaid: dec(),
      overtimeAndPremiums: dec(),
      boardCashIndemnity: dec(),
      boardInKind: dec(),
      workerInpsWithheld: dec(),
      workerCassacolfWithheld: dec(),
      taxableIncome: dec(),
      netPaid: dec(),
      tfr: z.array(
        z.object({
          kind: z.enum(["final", "advance"]),
          period: z.string(),
          amount: dec(),
          revaluation: dec(),
          accrualFromYear: z.number().int(),
          accrualToYear: z.number().int(),
        }),
      ),
      tfrTotal: dec(),
      employer: z.object({
        inpsEmployerShare: dec(),
        cassacolfEmployerShare: dec(),
        deductibleContributions: dec("employer INPS share, capped at 1,549.37"),
        deductibleCap: dec(),
      }),
    }),
  })
  .meta({ id: "AnnualStatement" });

const quarterErrors = {
  "400": standardErrors["400"],
  "401": standardErrors["401"],
  "404": standardErrors["404"],
  "422": {
    description: "quarter outside 2023-Q1…(current + 1) (validation_failed, pointer /quarter) or no rate tables for the year (rates_missing_for_year)",
    content: standardErrors["422"].content,
  },
};

export const statementsPaths: ZodOpenApiPathsObject = {
  "/v1/inps-statements": {
    get: {
      tags: ["Statements"],
      summary: "Quarterly INPS + CAS.SA.COLF statements: one employment or the organization's book",
      description:
        "Give domesticContractId or organizationId (yours; another organization's → 404) and quarter (YYYY-Qn). Built from final payslips; a month not run or in draft makes the statement `incomplete` with the list in `missing`. Integer hours per line (organization setting payroll.quarterlyHoursRounding: up (default), half_up, down). A contract ended in the quarter gives the cessation payments (period worked, notice). Filters: status, search (worker, fiscal code, employer). totals cover every filtered statement.",
      requestParams: { query: inpsStatementsQuery },
      responses: {
        "200": jsonContent(z.object({ data: z.array(statementItem), pagination: paginationSchema, quarter: z.string(), totals })),
        ...quarterErrors,
      },
    },
  },
  "/v1/inps-statements/csv": {
    get: {
      tags: ["Statements"],
      summary: "The quarter across the book as CSV (one row per payment; UTF-8 with BOM)",
      requestParams: { query: inpsStatementsCsvQuery },
      responses: { "200": { description: "text/csv", content: { "text/csv": { schema: z.string() } } }, ...quarterErrors },
    },
  },
  "/v1/annual-statements": {
    get: {
      tags: ["Statements"],
      summary: "The worker's annual statement (dichiarazione sostitutiva della CU) and the employer's deductible contributions",
      description: "year between 2023 and the current year (else 422, pointer /year); months without a final payslip are listed in `missing`.",
      requestParams: { query: annualStatementQuery },
      responses: {
        "200": jsonContent(annualStatement),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/inps-statements/pdf": {
    get: {
      tags: ["Statements"],
      summary: 'The letter to the family ("Promemoria versamento contributi") for one employment and quarter, as PDF',
      requestParams: { query: inpsStatementDocumentQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        ...quarterErrors,
      },
    },
  },
  "/v1/annual-statements/pdf": {
    get: {
      tags: ["Statements"],
      summary: "The annual statement as PDF",
      requestParams: { query: annualStatementQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        "401": standardErrors["401"],
        "404": standardErrors["404"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/domestic-payslips/{id}/pdf": {
    get: {
      tags: ["Payslips"],
      summary:
        "The payslip as PDF. A final payslip's document is stored at finalize with its SHA-256 (ETag, X-Content-SHA256) and served unchanged; a draft is rendered on the fly, marked BOZZA",
      requestParams: { path: z.object({ id: z.string().uuid() }) },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-payslips/pdf": {
    get: {
      tags: ["Payslips"],
      summary: "A month's final payslips of the organization in one PDF (each with its own page numbering)",
      requestParams: { query: monthPayslipsPdfQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
};

import { z } from "zod";
import { decimalString, isoDate } from "@/lib/validation/common";
import { limitQueryParam, pageQueryParam, paginationResponseSchema } from "@/lib/validation/pagination";
import { INPS_CLASSES } from "./payslip";
import { quarterString } from "./statements";

/**
 * Contribution payments (issue 30; docs/domain/contribution-payments.md): a family's INPS and
 * CAS.SA.COLF payment of one employment and quarter, or of its cessation, tracked to "paid".
 */
const uuid = (name: string) => z.string().uuid(`${name} must be a UUID`);
const decimalOut = (description?: string) => z.string().meta({ description: description ?? "decimal string", example: "123.45" });

/** pending → ready → notified → paid; overdue (derived): ready or notified, not fully paid, due before today. */
export const CONTRIBUTION_PAYMENT_STATUSES = ["pending", "ready", "notified", "overdue", "paid"] as const;
export type ContributionPaymentStatus = (typeof CONTRIBUTION_PAYMENT_STATUSES)[number];
export const CONTRIBUTION_PAYMENT_KINDS = ["quarterly", "cessation_worked", "cessation_notice"] as const;
export const NOTIFY_METHODS = ["email", "phone", "paper", "other"] as const;
export type NotifyMethod = (typeof NOTIFY_METHODS)[number];

export const listContributionPaymentsQuery = z.object({
  organizationId: uuid("organizationId"),
  quarter: quarterString.optional(),
  status: z.enum(CONTRIBUTION_PAYMENT_STATUSES, { error: `status must be one of: ${CONTRIBUTION_PAYMENT_STATUSES.join(", ")}` }).optional(),
  search: z.string().trim().max(100).optional().meta({ description: "worker's or employer's name, INPS relationship code" }),
  employerId: uuid("employerId").optional(),
  domesticContractId: uuid("domesticContractId").optional(),
  page: pageQueryParam(),
  limit: limitQueryParam(),
});
export type ListContributionPaymentsQuery = z.infer<typeof listContributionPaymentsQuery>;

/** GET /v1/contribution-payments/csv: the list's filters, every row. */
export const contributionPaymentsCsvQuery = listContributionPaymentsQuery.omit({ page: true, limit: true });
export type ContributionPaymentsCsvQuery = z.infer<typeof contributionPaymentsCsvQuery>;

export const computeContributionPaymentsBody = z.strictObject({
  organizationId: uuid("organizationId"),
  quarter: quarterString,
  domesticContractId: uuid("domesticContractId").optional().meta({ description: "Only this employment; absent: the whole book" }),
});
export type ComputeContributionPaymentsBody = z.infer<typeof computeContributionPaymentsBody>;

export const notifyContributionPaymentBody = z.strictObject({
  method: z.enum(NOTIFY_METHODS, { error: `method must be one of: ${NOTIFY_METHODS.join(", ")}` }),
  date: isoDate.optional().meta({ description: "When the family was told; default today. Not after today." }),
  note: z.string().trim().max(500).optional(),
});
export type NotifyContributionPaymentBody = z.infer<typeof notifyContributionPaymentBody>;

export const bulkNotifyContributionPaymentsBody = notifyContributionPaymentBody.extend({
  ids: z.array(uuid("ids")).min(1).max(100),
});
export type BulkNotifyContributionPaymentsBody = z.infer<typeof bulkNotifyContributionPaymentsBody>;

/** pagoPA notice code (IUV): 18 digits. */
export const noticeCode = z.string().regex(/^\d{18}$/, "The pagoPA notice code has 18 digits");

export const recordContributionPaymentBody = z.strictObject({
  paidOn: isoDate.meta({ description: "Date of payment: not after today, not before the quarter began" }),
  amount: decimalString({ scale: 2, max: "999999.99" }).meta({ description: "Amount paid (> 0)", example: "342.00" }),
  noticeCode: noticeCode.optional(),
  note: z.string().trim().max(500).optional(),
});
export type RecordContributionPaymentBody = z.infer<typeof recordContributionPaymentBody>;

export const contributionPaymentLineSchema = z
  .object({
    number: z.number().int(),
    type: z.enum(INPS_CLASSES).meta({ description: "INPS class (bracket) of the line" }),
    tableYear: z.number().int(),
    fromWeek: z.string(),
    toWeek: z.string(),
    hours: z.number().int(),
    effectiveHourlyWage: decimalOut(),
    cuaf: z.boolean().meta({ description: "with CUAF (assegni familiari) contribution" }),
    inpsAmount: decimalOut(),
    inpsEmployee: decimalOut(),
    inpsEmployer: decimalOut(),
    cassacolfAmount: decimalOut(),
    cassacolfEmployee: decimalOut(),
    cassacolfEmployer: decimalOut(),
    over80Relief: decimalOut("over-80 relief of the employer INPS share (rules-update-3 B6)"),
    totalToPay: decimalOut("what this pagoPA notice asks, net of the relief"),
    correction: z
      .object({ payslipId: z.string(), correctedPeriod: z.string(), correctionNumber: z.number().int() })
      .optional()
      .meta({ description: "a correction paid in this quarter (rules-update-3 A12): the correcting payslip and the period it corrects" }),
  })
  .meta({ id: "ContributionPaymentLine", description: "One pagoPA notice: a period of unchanged terms (rules-update-3 A8)" });
export type ContributionPaymentLine = z.infer<typeof contributionPaymentLineSchema>;

export const contributionPaymentRecordSchema = z
  .object({
    id: z.string(),
    paidOn: z.string().meta({ format: "date" }),
    amount: decimalOut(),
    noticeCode: z.string().nullable(),
    note: z.string().nullable(),
    source: z.enum(["clerk", "import"]),
    createdAt: z.string(),
  })
  .meta({ id: "ContributionPaymentRecord" });

export const contributionPaymentResponseSchema = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    employerId: z.string(),
    employerName: z.string(),
    domesticContractId: z.string(),
    workerName: z.string(),
    inpsRelationshipCode: z.string().nullable(),
    quarter: z.string(),
    kind: z.enum(CONTRIBUTION_PAYMENT_KINDS),
    status: z.enum(CONTRIBUTION_PAYMENT_STATUSES),
    dueDate: z.string().meta({ format: "date" }),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    lines: z.array(contributionPaymentLineSchema),
    hours: z.number().int(),
    inpsAmount: decimalOut(),
    inpsEmployee: decimalOut(),
    inpsEmployer: decimalOut(),
    cassacolfAmount: decimalOut(),
    cassacolfEmployee: decimalOut(),
    cassacolfEmployer: decimalOut(),
    over80Relief: decimalOut(),
    totalDue: decimalOut("INPS + CAS.SA.COLF, net of the over-80 relief"),
    paidAmount: decimalOut("Σ of the payments recorded"),
    balance: decimalOut("still to pay (never negative)"),
    excessAmount: decimalOut("paid beyond totalDue (kept, never merged)"),
    paidOn: z.string().nullable().meta({ description: "date of the payment that completed it" }),
    notification: z.object({ method: z.enum(NOTIFY_METHODS), date: z.string(), note: z.string().nullable(), byUserId: z.string().nullable() }).nullable(),
    payments: z.array(contributionPaymentRecordSchema),
    computedAt: z.string(),
  })
  .meta({ id: "ContributionPayment" });
export type ContributionPaymentView = z.infer<typeof contributionPaymentResponseSchema>;

export const contributionPaymentCountsSchema = z
  .object({ pending: z.number().int(), ready: z.number().int(), notified: z.number().int(), overdue: z.number().int(), paid: z.number().int() })
  .meta({ id: "ContributionPaymentCounts", description: "per status, over the filters but the status" });
export type ContributionPaymentCounts = z.infer<typeof contributionPaymentCountsSchema>;

export const contributionPaymentPageResponseSchema = z
  .object({ data: z.array(contributionPaymentResponseSchema), pagination: paginationResponseSchema, counts: contributionPaymentCountsSchema })
  .meta({ id: "ContributionPaymentPage" });
export type ContributionPaymentPage = z.infer<typeof contributionPaymentPageResponseSchema>;

export const computeContributionPaymentsResponseSchema = z
  .object({
    quarter: z.string(),
    payments: z.number().int().meta({ description: "payments written or refreshed" }),
    ready: z.number().int().meta({ description: "of them now ready (their quarter's payslips final)" }),
    pending: z.number().int(),
  })
  .meta({ id: "ContributionPaymentsComputed" });
export type ComputeContributionPaymentsResult = z.infer<typeof computeContributionPaymentsResponseSchema>;

export const bulkNotifyResponseSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(["notified", "refused"]),
        code: z.string().nullable(),
        emails: z.number().int().meta({ description: "messages queued" }),
      }),
    ),
  })
  .meta({ id: "ContributionPaymentsNotified" });
export type BulkNotifyResult = z.infer<typeof bulkNotifyResponseSchema>;

/** Employer's statement of contributions paid in a calendar year (rules-update-3 A10). */
export const employerTaxStatementQuery = z.object({
  employerId: uuid("employerId"),
  year: z
    .string()
    .regex(/^\d{4}$/, "year must be YYYY")
    .transform(Number),
});
export type EmployerTaxStatementQuery = z.infer<typeof employerTaxStatementQuery>;

export const employerTaxStatementResponseSchema = z
  .object({
    employerId: z.string(),
    employerName: z.string(),
    employerTaxCode: z.string().nullable(),
    year: z.number().int(),
    items: z.array(
      z.object({
        contributionPaymentId: z.string(),
        domesticContractId: z.string(),
        workerName: z.string(),
        quarter: z.string(),
        kind: z.enum(CONTRIBUTION_PAYMENT_KINDS),
        date: z.string().meta({ description: "payment date, or the due date when no payment is recorded (estimate)" }),
        estimate: z.boolean(),
        amountPaid: decimalOut("what the family paid on that date (whole payment, INPS + CAS.SA.COLF)"),
        employerInps: decimalOut("employer INPS share counted (net of the over-80 relief)"),
      }),
    ),
    employerInpsTotal: decimalOut(),
    estimated: decimalOut("part of employerInpsTotal taken from due dates (no payment recorded)"),
    deductible: decimalOut("employerInpsTotal capped at 1,549.37"),
    deductibleCap: decimalOut(),
  })
  .meta({ id: "EmployerTaxStatement" });
export type EmployerTaxStatement = z.infer<typeof employerTaxStatementResponseSchema>;

/** POST /v1/contribution-payments/payments-import: a CSV of payments, with a dry run. */
export const importContributionPaymentsBody = z.strictObject({
  organizationId: uuid("organizationId"),
  csv: z
    .string()
    .min(1)
    .max(500_000)
    .meta({ description: "Rows `codice_rapporto;trimestre;data;importo[;codice_avviso]` (header optional; `;`, `,` or tab; decimal comma or dot)" }),
  dryRun: z.boolean().default(false),
});
export type ImportContributionPaymentsBody = z.infer<typeof importContributionPaymentsBody>;

export const importContributionPaymentsResponseSchema = z
  .object({
    dryRun: z.boolean(),
    recorded: z.number().int(),
    refused: z.number().int(),
    rows: z.array(
      z.object({
        line: z.number().int().meta({ description: "1-based line of the CSV" }),
        outcome: z.enum(["recorded", "valid", "refused"]),
        contributionPaymentId: z.string().nullable(),
        errors: z.array(
          z.object({
            path: z.string().meta({ description: "pointer to the row's field: /relationshipCode, /quarter, /paidOn, /amount, /noticeCode" }),
            code: z.string(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "ContributionPaymentsImported" });
export type ImportContributionPaymentsResult = z.infer<typeof importContributionPaymentsResponseSchema>;

import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  bulkNotifyContributionPaymentsBody,
  bulkNotifyResponseSchema,
  computeContributionPaymentsBody,
  computeContributionPaymentsResponseSchema,
  contributionPaymentsCsvQuery,
  contributionPaymentPageResponseSchema,
  contributionPaymentResponseSchema,
  employerTaxStatementQuery,
  importContributionPaymentsBody,
  importContributionPaymentsResponseSchema,
  employerTaxStatementResponseSchema,
  listContributionPaymentsQuery,
  notifyContributionPaymentBody,
  recordContributionPaymentBody,
} from "@/lib/validation/contribution-payment";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

/** OpenAPI paths of the contribution payments (issue 30) and the employer's tax statement (rules-update-3 A10). */

const idPath = z.object({ id: z.string().uuid() });
const tags = ["Contribution payments"];

const RULES = `
**One payment per employment and quarter**, or per cessation (due 10 days after the end, moved off Saturday, Sunday and
holidays, like the quarterly 10th): its **lines** are the quarterly statement's pagoPA notices, one per period of unchanged
terms (rules-update-3 A8) with hours, hourly wage, class, CUAF and the amounts INPS / CAS.SA.COLF (worker and employer
shares) and, on a contract with the over-80 relief, the relief of the employer's INPS share (B6). The figures are those of
\`GET /v1/inps-statements\` (one computation): \`POST /v1/contribution-payments/compute\` writes them for a quarter.

**Status**: \`pending\` (the quarter's payslips are not all final) → \`ready\` → \`notified\` (the family was told: how, when,
by whom) → \`paid\` (the payments recorded cover \`totalDue\`; \`paidOn\` is the date of the one that did). \`overdue\` is
derived: ready or notified, not fully paid, and due before today (Italy) — from the day after the due date. A partial
payment keeps the status and shows \`paidAmount\` and \`balance\`; a payment beyond the total is kept and shown as
\`excessAmount\`, never merged. Webhooks: \`contribution_payment.ready\`, \`.overdue\` (once, from the day after the due
date, with the household's reminder), \`.paid\`. Reminders go to households that have not paid,
\`contributionReminderDaysBefore\` days before the due date (payroll settings, default 5) and on the day after it.`.trim();

const writeErrors = {
  "400": standardErrors["400"],
  "401": standardErrors["401"],
  "403": standardErrors["403"],
  "404": standardErrors["404"],
  "415": standardErrors["415"],
  "422": standardErrors["422"],
};

export const contributionPaymentsPaths: ZodOpenApiPathsObject = {
  "/v1/contribution-payments": {
    get: {
      tags,
      summary: "The contribution payments' worklist (overdue first) with counts by status",
      description: `Filters: \`quarter\`, \`status\`, \`search\` (worker's or employer's name, INPS relationship code),
\`employerId\`, \`domesticContractId\`. Order: overdue first, then unpaid before paid, by due date and the book's order.
\`counts\` are over the filters but \`status\`.\n\n${RULES}`,
      requestParams: { query: listContributionPaymentsQuery },
      responses: {
        "200": jsonContent(contributionPaymentPageResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/contribution-payments/csv": {
    get: {
      tags,
      summary: "The notice data per employment as CSV (our layout, not INPS's bulk-notice file)",
      description: `One row per pagoPA notice (a line: a period of unchanged terms), separated by \`;\`, UTF-8 with BOM: codice_rapporto
(INPS relationship code), datore, lavoratore, trimestre, versamento (kind), avviso (number), dal, al, ore, retribuzione_oraria,
fascia (class), cuaf (si/no), inps, inps_lavoratore, inps_datore, cassacolf, cassacolf_lavoratore, cassacolf_datore,
esonero_over80, totale_avviso, scadenza, stato. Amounts with a dot. No fiscal codes. INPS gives its bulk-notice layout only
to enabled intermediaries: this file is not it (docs/domain/contribution-payments.md).`,
      requestParams: { query: contributionPaymentsCsvQuery },
      responses: {
        "200": { description: "text/csv", content: { "text/csv": { schema: z.string() } } },
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/contribution-payments/compute": {
    post: {
      tags,
      summary: "Compute (or refresh) a quarter's contribution payments",
      description: `For the organization's book (or one \`domesticContractId\`), from the quarterly INPS statements. Run again
after payslips change: figures are refreshed, notifications and payments kept; a payment whose statement became complete
turns \`ready\` (webhook \`contribution_payment.ready\`). Quarter outside 2023-Q1 … next quarter → 422
\`quarter_out_of_range\`. Audit entry \`contribution_payments.compute\`.\n\n${RULES}`,
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: computeContributionPaymentsBody } } },
      responses: { "200": jsonContent(computeContributionPaymentsResponseSchema), ...writeErrors },
    },
  },
  "/v1/contribution-payments/notify": {
    post: {
      tags,
      summary: "Tell the families of several payments at once",
      description:
        "Each id as `POST …/{id}/notify` would, in its own transaction: `results` says per id `notified` (with the e-mails queued) or `refused` with the code (`contribution_payment_pending`, `no_email_address`, `conflict` for a paid one, `not_found`).",
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: bulkNotifyContributionPaymentsBody } } },
      responses: { "200": jsonContent(bulkNotifyResponseSchema), ...writeErrors },
    },
  },
  "/v1/contribution-payments/payments-import": {
    post: {
      tags,
      summary: "Record payments from a CSV (with a dry run)",
      description: `Rows \`codice_rapporto;trimestre;data;importo[;codice_avviso]\`: each matched to the payment of that INPS
relationship code and quarter (the quarterly one first), checked like \`POST …/{id}/payments\` and, unless \`dryRun\`,
recorded in its own transaction (source \`import\`). Each row answers \`recorded\`, \`valid\` (dry run) or \`refused\` with
pointers: \`contribution_payment_not_found\`, \`invalid_quarter\`, \`invalid_date\`, \`invalid_decimal\`, \`invalid_notice_code\`,
\`amount_not_positive\`, \`date_in_future\`, \`before_quarter_start\`, \`contribution_payment_pending\`.`,
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: importContributionPaymentsBody } } },
      responses: { "200": jsonContent(importContributionPaymentsResponseSchema), ...writeErrors },
    },
  },
  "/v1/contribution-payments/{id}": {
    get: {
      tags,
      summary: "One contribution payment, with its lines, notification and payments",
      description: RULES,
      requestParams: { path: idPath },
      responses: { "200": jsonContent(contributionPaymentResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
  },
  "/v1/contribution-payments/{id}/notify": {
    post: {
      tags,
      summary: "The family was told (e-mail, phone, paper, other)",
      description: `\`method\` \`email\` queues a payment notice — the amounts per line and the due date, no fiscal code — through
the e-mail outbox to the employer's e-mail and the household's active portal accesses (none: 422 \`no_email_address\` at
\`/method\`); other methods record that the family was told. \`date\` defaults to today and cannot be after it
(\`date_in_future\`). A \`pending\` payment → 422 \`contribution_payment_pending\`; a paid one → 409 \`conflict\`. Audit entry
\`contribution_payment.notify\`.`,
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: notifyContributionPaymentBody } } },
      responses: { "200": jsonContent(contributionPaymentResponseSchema), ...writeErrors, "409": problem("Already paid (conflict)") },
    },
  },
  "/v1/contribution-payments/{id}/payments": {
    post: {
      tags,
      summary: "Record a payment the family made",
      description: `Refused with a pointer (422): \`amount\` ≤ 0 (\`amount_not_positive\`), \`paidOn\` after today (\`date_in_future\`)
or before the quarter began (\`before_quarter_start\`), a \`pending\` payment (\`contribution_payment_pending\`, pointer to
the whole body). Each payment is kept as its own row: partial payments leave the status with \`balance\` shown; the one
that covers the total makes it \`paid\` (webhook \`contribution_payment.paid\`); more is kept as \`excessAmount\`. Audit
entry \`contribution_payment.payment\`.`,
      parameters: [idempotencyKeyHeader],
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: recordContributionPaymentBody } } },
      responses: { "200": jsonContent(contributionPaymentResponseSchema), ...writeErrors },
    },
  },
  "/v1/employer-tax-statements": {
    get: {
      tags: ["Statements"],
      summary: "The employer's contributions paid in a calendar year (deductible)",
      description: `rules-update-3 A10 (TUIR art. 10 c. 2): the employer INPS share (net of the over-80 relief) of the
contribution payments paid between 1 January and 31 December, by payment date — Q4 of the year before, paid in January,
counts. A payment with none recorded counts at its due date, \`estimate: true\`. CAS.SA.COLF excluded. \`deductible\` is
capped at 1,549.37. Reads the computed contribution payments (\`POST /v1/contribution-payments/compute\`).`,
      requestParams: { query: employerTaxStatementQuery },
      responses: {
        "200": jsonContent(employerTaxStatementResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/employer-tax-statements/pdf": {
    get: {
      tags: ["Statements"],
      summary: "The employer's contributions paid in a calendar year, as PDF",
      requestParams: { query: employerTaxStatementQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
};

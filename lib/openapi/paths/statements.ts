import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  annualStatementQuery,
  annualStatementResponseSchema,
  inpsStatementDocumentQuery,
  inpsStatementPageResponseSchema,
  inpsStatementsCsvQuery,
  inpsStatementsQuery,
} from "@/lib/validation/statements";
import { monthPayslipsPdfQuery } from "@/lib/validation/payslip";
import {
  payslipDocumentVersionListResponseSchema,
  payslipDocumentVersionResponseSchema,
  payslipPdfQuery,
  reissuePayslipDocumentBody,
} from "@/lib/validation/payslip-document";
import { jsonContent, problem, standardErrors } from "../common";

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
        "200": jsonContent(inpsStatementPageResponseSchema),
        ...quarterErrors,
      },
    },
  },
  "/v1/inps-statements/csv": {
    get: {
      tags: ["Statements"],
      summary: "The quarter across the book as CSV (one row per pagoPA notice, i.e. per line of a payment; UTF-8 with BOM)",
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
        "200": jsonContent(annualStatementResponseSchema),
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
      description:
        "Without `version` the latest stored version of a final payslip's document; `version=n` serves that version's bytes unchanged (an administrator's reissue adds versions, the earlier ones kept). A version that does not exist, or any version of a draft, is 404. Open to portal users (households, the worker): a draft is unknown to them (404).",
      requestParams: { path: z.object({ id: z.string().uuid() }), query: payslipPdfQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-payslips/{id}/pdf/versions": {
    get: {
      tags: ["Payslips"],
      summary: "The stored versions of a final payslip's document, oldest first (version 1 = as finalized)",
      requestParams: { path: z.object({ id: z.string().uuid() }) },
      responses: {
        "200": jsonContent(payslipDocumentVersionListResponseSchema),
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
  "/v1/domestic-payslips/{id}/pdf/reissue": {
    post: {
      tags: ["Payslips"],
      summary: "Reissue a final payslip's document (administrators signed in to the application)",
      description:
        "Renders the final payslip's document again from what is stored now and keeps it as the next version; the earlier versions stay stored and are served by `GET …/pdf?version=n`. One audit entry (payslip.document_reissue) names both versions and the reason. A clerk or an API key → 403 forbidden; a draft → 409 payslip_not_final.",
      requestParams: { path: z.object({ id: z.string().uuid() }) },
      requestBody: { content: { "application/json": { schema: reissuePayslipDocumentBody } } },
      responses: {
        "201": jsonContent(payslipDocumentVersionResponseSchema, "The new version"),
        "401": standardErrors["401"],
        "403": problem("Not an administrator signed in to the application (forbidden), or a read-only key"),
        "404": standardErrors["404"],
        "409": problem("The payslip is a draft (payslip_not_final), or the same Idempotency-Key is still being processed (idempotency_key_in_use)"),
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

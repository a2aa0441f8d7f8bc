import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { benefitPackQuery, benefitPackResponseSchema } from "@/lib/validation/benefit-pack";
import { jsonContent, standardErrors } from "../common";

const errors = { "400": standardErrors["400"], "401": standardErrors["401"], "404": standardErrors["404"], "422": standardErrors["422"] };

export const benefitPacksPaths: ZodOpenApiPathsObject = {
  "/v1/benefit-packs": {
    get: {
      tags: ["Statements"],
      summary: "The prestazione universale pack of an employment and quarter: payslips, payments, receipts, upload deadline and warnings",
      description:
        "Payslips of the quarter with their payment status, payments and receipts; dueDate: the 10th of the month after the quarter (rules-update-3 B3). Warnings: assisted_person_missing, workplace_missing, payslip_missing, payslip_draft, payslip_unpaid, payslip_partly_paid, receipt_to_sign (paid, not confirmed by the worker in the portal: the printed receipt must be signed). A quarter in which the employment was not in force → 422 contract_not_active_in_quarter at /quarter.",
      requestParams: { query: benefitPackQuery },
      responses: { "200": jsonContent(benefitPackResponseSchema), ...errors },
    },
  },
  "/v1/benefit-packs/pdf": {
    get: {
      tags: ["Statements"],
      summary: "The prestazione universale pack as one PDF: a cover sheet, then each final payslip of the quarter followed by its receipts",
      requestParams: { query: benefitPackQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        ...errors,
      },
    },
  },
};

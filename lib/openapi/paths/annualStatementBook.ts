import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { annualStatementBookQuery, annualStatementBookResponseSchema } from "@/lib/validation/statements";
import { jsonContent, standardErrors } from "../common";

const errors = { "400": standardErrors["400"], "401": standardErrors["401"], "404": standardErrors["404"], "422": standardErrors["422"] };

export const annualStatementBookPaths: ZodOpenApiPathsObject = {
  "/v1/annual-statements/book": {
    get: {
      tags: ["Statements"],
      summary: "The year's annual statements of the whole book in one run: each employment's figures, status, due date and own PDF",
      description:
        "Every employment of the organization in force in the year (ceased=true: only those that ended in it), in book order, each computed as GET /v1/annual-statements computes it. dueBy: 31 March of the following year, or the end date for an employment that ended in the year (with the final settlement, rules-update.md §7). year between 2023 and the current year (else 422, pointer /year); another organization's id → 404.",
      requestParams: { query: annualStatementBookQuery },
      responses: { "200": jsonContent(annualStatementBookResponseSchema), ...errors },
    },
  },
  "/v1/annual-statements/book/pdf": {
    get: {
      tags: ["Statements"],
      summary: "The year's annual statements of the whole book in one PDF (each statement numbered on its own)",
      requestParams: { query: annualStatementBookQuery },
      responses: {
        "200": { description: "application/pdf", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
        ...errors,
      },
    },
  },
};

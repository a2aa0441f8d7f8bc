import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { createTfrCoefficientSchema, listTfrCoefficientsQuery, tfrCoefficientResponseSchema as coefficient } from "@/lib/validation/tfr-coefficient";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

const tags = ["Rate tables"];

export const rateTablesPaths: ZodOpenApiPathsObject = {
  "/v1/rate-tables/tfr-coefficients": {
    get: {
      tags,
      summary: "TFR revaluation coefficients (ISTAT): the installation's series and the organization's provisional figures",
      description:
        "The monthly coefficients from January 2023 and the December (31 Dec) ones, each with its source (docs/domain/rules-update.md §2). A month's coefficient applies to payments from the 15th of the month to the 14th of the next. Optional `year` filter. The series is the installation's, shared by every organization and maintained by its operator (`npm run istat`), never through the API; entries with `provisional: true` are the calling organization's own provisional figures (see POST).",
      requestParams: { query: listTfrCoefficientsQuery },
      responses: { "200": jsonContent(z.object({ data: z.array(coefficient) })), "401": standardErrors["401"] },
    },
    post: {
      tags,
      summary: "Add the organization's provisional coefficient of a month (administrators signed in only)",
      description:
        "The figure is **provisional and of the calling organization only**: it is used by that organization's payslips (marked provisional, warning `tfr_coefficient_provisional`) while the installation's series has no figure for the month, and by no other organization. Give the published `percent` (0–20, 6 decimals) or the `foi` index: the coefficient is computed as 1.5 × m/12 + max(0, 0.75 × (FOI_m / FOI_Dec(y−1) − 1) × 100) (FOI of 2026 × 1.214 against December 2025); with both, they must agree (422 `coefficient_foi_mismatch`). A month not over yet → 422 `month_not_over`; a month the installation's series has, or a second provisional figure of the month → 409 `tfr_coefficient_exists`. API keys and clerks → 403 `forbidden`. Audit entry `tfr_coefficient.create`.",
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: createTfrCoefficientSchema } } },
      responses: {
        "201": jsonContent(coefficient, "Created"),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "409": problem(
          "The month has a coefficient already (tfr_coefficient_exists), or the same Idempotency-Key is still being processed (idempotency_key_in_use)",
        ),
        "422": standardErrors["422"],
      },
    },
  },
};

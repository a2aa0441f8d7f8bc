import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { createTfrCoefficientSchema, listTfrCoefficientsQuery, tfrCoefficientResponseSchema as coefficient } from "@/lib/validation/tfr-coefficient";
import {
  checkRateTablesSchema,
  listRateTablesQuery,
  putRateTableOverrideSchema,
  rateTableOverrideResponseSchema,
  rateTablesCheckResponseSchema,
  rateTableVersionParams,
  rateTableVersionResponseSchema,
} from "@/lib/validation/rate-table";
import { idempotencyKeyHeader, jsonContent, problem, standardErrors } from "../common";

const tags = ["Rate tables"];

export const rateTablesPaths: ZodOpenApiPathsObject = {
  "/v1/rate-tables": {
    get: {
      tags,
      summary: "The dated versions of the rate tables, with status and source",
      description:
        "Every table the payroll reads is dated data (docs/rate-tables.md): CCNL minimums by table and level (`ccnl-minimums`), CCNL allowances (`ccnl-allowances`), board and lodging (`board-lodging`), INPS bands and rates (`inps`), CAS.SA.COLF (`cassacolf`), public holidays (`holidays`) and the TFR revaluation at 31 December (`tfr-revaluation`). A version applies from `effectiveFrom` to `effectiveTo` (the day before the next version of the table, or 31 December of its year). `status` is `published` (read from the official table) or `provisional` (computed ahead of it — the renewal's steps of 1 January 2027, 1 January 2028 and 1 September 2028 — and replaced, under another id, when the Ministry's table and the INPS circular are published). Payslips name the versions they used (`rateTableVersions`). The organization's own figures of a provisional version (PUT /v1/rate-tables/{versionId}/override) are listed in place of the version they replace, with `override` set. Optional `table` and `year` filters.",
      requestParams: { query: listRateTablesQuery },
      responses: { "200": jsonContent(z.object({ data: z.array(rateTableVersionResponseSchema) })), "401": standardErrors["401"] },
    },
  },
  "/v1/rate-tables/check": {
    post: {
      tags,
      summary: "The payslips computed on rate-table versions that no longer cover their period",
      description:
        "Compares the versions each payslip of the organization names (`rateTableVersions`) with those covering its period now. Drafts that differ are to be run again (`action: rerun`; they show `rates_changed` among their `outdatedReasons`); final payslips that differ are to be corrected (`action: correct`), each with the estimated difference of net and employer cost (the payslip recomputed from its stored inputs on the current tables, less the stored figures). Optional `from`/`to` periods. Reads only: nothing is changed.",
      requestBody: { content: { "application/json": { schema: checkRateTablesSchema } } },
      responses: { "200": jsonContent(rateTablesCheckResponseSchema), "401": standardErrors["401"], "422": standardErrors["422"] },
    },
  },
  "/v1/rate-tables/{versionId}/override": {
    put: {
      tags,
      summary: "Enter the organization's figures of a provisional version (the published table, before the application ships it)",
      description:
        "For the calling organization only, replaces a **provisional** shipped version (e.g. `ccnl-minimums@2027-01-01~provisional`) with the figures of the published table — the Ministry's CCNL minimums, the INPS circular — typed before an upgrade of the application ships them. `data` has the shape of the version's `data` (GET /v1/rate-tables): the keys given replace the provisional version's, a level table as a whole (it keeps the provisional version's levels), the others are kept; every figure is a decimal string, and the tables composed with it must pass the registry's checks (INPS brackets gapless, every cell = conventional wage × rate, CAS.SA.COLF employee + employer = total), else 422 `validation_failed` with a pointer per figure. The override gets an id of its own, `<table>@<day>~org-<hash of the figures>`: the payslips of its months computed on the figures it replaces become outdated — drafts with reason `rates_changed` (run them again), final payslips listed to correct in the month's worklist with the estimated difference (POST /v1/domestic-payslips/corrections). The answer counts them (`affected`). A PUT again replaces the figures. A published version → 409 `rate_version_not_provisional`; the TFR revaluation → 409 `rate_version_not_overridable` (its provisional coefficients: POST /v1/rate-tables/tfr-coefficients); an unknown version → 404. When an upgrade ships the published version, it wins over the organization's figures. Administrators signed in and admin API keys only (403 `forbidden`); credentials restricted to some employers → 403. Audit entry `rate_table_override.put`; webhook `rate_tables.changed`.",
      requestParams: { path: rateTableVersionParams },
      requestBody: { content: { "application/json": { schema: putRateTableOverrideSchema } } },
      responses: {
        "200": jsonContent(rateTableOverrideResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": problem("A published version (rate_version_not_provisional) or a table overridden elsewhere (rate_version_not_overridable)"),
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Remove the organization's figures of a provisional version",
      description:
        "The provisional version applies again to the organization's payslips: those computed on the removed figures become outdated (`rates_changed`) or to correct, counted in `affected`. No override of the organization for the version → 404. Administrators signed in and admin API keys only. Audit entry `rate_table_override.delete`; webhook `rate_tables.changed`.",
      requestParams: { path: rateTableVersionParams },
      responses: {
        "200": jsonContent(rateTableOverrideResponseSchema),
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
      },
    },
  },
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

import { z } from "zod";
import "zod-openapi";
import { ERROR_CODES } from "@/lib/errors";
import { fieldErrorResponseSchema } from "@/lib/validation/common";

const id = (description: string) => z.string().optional().meta({ description });
const count = (description: string) => z.number().int().optional().meta({ description });

// RFC 9457 allows extension members: the object stays open, and the ones the API sends are typed.
export const problemSchema = z
  .looseObject({
    type: z.string().meta({ description: "A link to the error's entry in the API reference: /docs#error-<code>" }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string(),
    code: z.enum(ERROR_CODES).meta({ description: "Stable snake_case error code (see the error table in the description)" }),
    requestId: z.string(),
    errors: z.array(fieldErrorResponseSchema).optional(),
    etag: z.string().optional().meta({ description: "precondition_failed: the resource's current ETag" }),
    limit: count("rate_limited: calls allowed per window"),
    windowSeconds: count("rate_limited: the window, in seconds"),
    retryAfterSeconds: count("rate_limited: seconds until the window resets (as Retry-After)"),
    maxItems: count("batch_too_large: the most items a batch takes"),
    activeContracts: count("employer_has_active_contracts: how many"),
    contracts: count("worker_has_contracts: how many"),
    workEvents: count("contract_in_use: work events of the contract"),
    payslips: count("contract_in_use: payslips of the contract"),
    existingId: id("external_id_taken: the resource holding the externalId (absent when you cannot see it)"),
    existingEmployerId: id("duplicate_tax_id: the employer holding the tax id"),
    workerId: id("worker_fiscal_code_taken: the worker holding the fiscal code"),
    payslipId: id("payslip_already_final: the final payslip of the period"),
    runId: id("payroll_run_already_running: the run still running"),
    existingTermsId: id("conflict: the terms already recorded with that start"),
    id: id("tfr_coefficient_exists: the coefficient already recorded"),
    period: z.string().optional().meta({ description: "month_closed: the month (YYYY-MM) that can no longer be changed" }),
    months: z.array(z.string()).optional().meta({ description: "tfr_coefficient_missing: the months (YYYY-MM) without a coefficient" }),
    receiptConfirmedAt: z.string().optional().meta({ description: "receipt_already_confirmed: when the receipt was confirmed (ISO 8601 UTC)" }),
    receiptConfirmedById: id("receipt_already_confirmed: the portal user who confirmed it"),
    resourceId: z.string().nullable().optional().meta({ description: "idempotency_replay_withheld: the id of what the first request created" }),
    location: z.string().nullable().optional().meta({ description: "idempotency_replay_withheld: where it is read" }),
    maxHoursPerDay: z.string().optional().meta({ description: "day_hours_exceeded: the most hours one day holds (decimal string)" }),
  })
  .meta({ id: "Problem", description: "RFC 9457 problem details" });

export { paginationResponseSchema as paginationSchema } from "@/lib/validation/pagination";

/** A problem+json response with its own description (a documented refusal of one endpoint). */
export const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: problemSchema } } });

/** The error responses every authenticated operation can return. */
export const standardErrors = {
  "400": problem("Malformed JSON or query (invalid_json, invalid_query)"),
  "401": problem("Missing, unknown or revoked API key (unauthorized)"),
  "403": problem("Read-only key on a mutation, or organizationId of another organization"),
  "404": problem("Unknown id, or an id of another organization"),
  "413": problem("Body over 1 MiB (payload_too_large) or batch over 1,000 items (batch_too_large)"),
  "415": problem("Body not sent as application/json"),
  "422": problem("Well-formed but invalid (validation_failed, with a pointer per field)"),
  "503": problem("Database unavailable (database_unavailable); see Retry-After"),
} as const;

export const jsonContent = <S extends z.ZodType>(schema: S, description = "OK") => ({ description, content: { "application/json": { schema } } });

export const idempotencyKeyHeader = z
  .string()
  .optional()
  .meta({ param: { name: "Idempotency-Key", in: "header" }, description: "Optional. A retry with the same key and body replays the first response." });

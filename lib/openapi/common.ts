import { z } from "zod";
import "zod-openapi";
import { fieldErrorResponseSchema } from "@/lib/validation/common";

// RFC 9457 allows extension members (e.g. `activeContracts`, `minimumWage`): the object is open.
export const problemSchema = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string(),
    code: z.string().meta({ description: "Stable snake_case error code (see the error table in the description)" }),
    requestId: z.string(),
    errors: z.array(fieldErrorResponseSchema).optional(),
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

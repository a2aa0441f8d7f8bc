import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  createWorkerSchema,
  listWorkersQuery,
  updateWorkerSchema,
  WORKER_SORT_FIELDS,
  workerListResponseSchema,
  workerRecordResponseSchema,
} from "@/lib/validation/worker";
import { idempotencyKeyHeader, jsonContent, problemSchema, standardErrors } from "../common";

/** OpenAPI paths of the workers resource (issue 31): one person of the organization, referenced by each of their contracts. */

const idPath = z.object({ id: z.string().uuid() });
const tags = ["Workers"];

const RULES = `
**The person** (issue 31): one worker per person of the organization, referenced by every contract of theirs
(\`workerId\` on the contract). A contract created with \`workerId\` takes that worker; a contract created with
\`worker\` fields whose \`fiscalCode\` is already a worker's is linked to that worker (the stored worker is not
changed by it); otherwise a new worker is created from the fields.

**Fiscal code** (422 \`validation_failed\`): 16 characters with the right check character (omocodia allowed) or the
temporary 11-digit code. A 16-character code gives the sex and the birth date: a \`birthDate\` that differs is refused
(\`fiscal_code_birth_date_mismatch\`), so is a \`sex\` that differs (\`fiscal_code_sex_mismatch\`); when absent they are
filled from the code (the century the one that puts the birth before today). \`birthPlaceCode\` is read from the code.
One worker per fiscal code in an organization: 409 \`worker_fiscal_code_taken\` with the other \`workerId\`.

**Hours and warnings**, computed when read for today (Italian time): \`hours\` sums the weekly schedules of the
contracts in force today; \`warnings\` holds \`worker_weekly_hours_over_limit\` / \`worker_daily_hours_over_limit\`
when the totals exceed the CCNL maxima (art. 14: 40 h/week and 8 h/day non-live-in, 54 and 10 live-in; across
contracts of different kinds the highest of their maxima), \`document_expires_within_60_days\`,
\`document_expires_within_30_days\`, \`document_expires_today\`, \`document_expired\` for the identity document
and the residence permit (\`params.document\`), and \`decreto_flussi_first_year\` in the year after \`flussiEntryDate\`.`.trim();

export const workersPaths: ZodOpenApiPathsObject = {
  "/v1/workers": {
    get: {
      tags,
      summary: "List the organization's workers",
      description: `\`search\`: every word must occur in the first name, last name or fiscal code (any case, any order).
\`sortField\`: ${WORKER_SORT_FIELDS.map((f) => `\`${f}\``).join(", ")} (\`name\`: last name, then first name); default \`name\` \`asc\`; ties by id.
\`fiscalCode\`: exactly that code (the worker a new contract for the person is linked to). Each worker comes with their contracts, hours and warnings.\n\n${RULES}`,
      requestParams: { query: listWorkersQuery },
      responses: {
        "200": jsonContent(workerListResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
      },
    },
    post: {
      tags,
      summary: "Create a worker",
      description: `Answers 201 with the worker. Writes an audit entry.\n\n${RULES}`,
      parameters: [idempotencyKeyHeader],
      requestBody: { content: { "application/json": { schema: createWorkerSchema } } },
      responses: {
        "201": jsonContent(workerRecordResponseSchema, "Created"),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "409": {
          description: "Another worker of the organization has this fiscal code (worker_fiscal_code_taken, with workerId)",
          content: { "application/problem+json": { schema: problemSchema } },
        },
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
  },
  "/v1/workers/{id}": {
    get: {
      tags,
      summary: "One worker, with their contracts, hours across households and warnings",
      requestParams: { path: idPath },
      responses: { "200": jsonContent(workerRecordResponseSchema), "401": standardErrors["401"], "404": standardErrors["404"] },
    },
    patch: {
      tags,
      summary: "Update a worker (partial)",
      description: `Only the members present change; \`null\` clears an optional one. A change of the person's fields
(names, fiscal code, birth, nationality, address, IBAN) is written to the \`worker\` of every contract of the worker in
the same transaction. One audit entry (\`worker.update\`).\n\n${RULES}`,
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: updateWorkerSchema } } },
      responses: {
        "200": jsonContent(workerRecordResponseSchema),
        "400": standardErrors["400"],
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": {
          description: "Another worker of the organization has this fiscal code (worker_fiscal_code_taken, with workerId)",
          content: { "application/problem+json": { schema: problemSchema } },
        },
        "415": standardErrors["415"],
        "422": standardErrors["422"],
      },
    },
    delete: {
      tags,
      summary: "Delete a worker without contracts",
      description:
        "Refused with 409 `worker_has_contracts` (and `contracts`, the number) while any contract, ended ones included, references the worker. Answers 204.",
      requestParams: { path: idPath },
      responses: {
        "204": { description: "Deleted" },
        "401": standardErrors["401"],
        "403": standardErrors["403"],
        "404": standardErrors["404"],
        "409": {
          description: "A contract references the worker (worker_has_contracts, with contracts)",
          content: { "application/problem+json": { schema: problemSchema } },
        },
      },
    },
  },
};

import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { bookImportResponseSchema, createBookImportBody, MAX_IMPORT_ROWS } from "@/lib/validation/book-import";
import { idempotencyKeyHeader, problem, standardErrors } from "../common";

const idPath = z.object({ id: z.string().uuid() });

const exampleBody = {
  dryRun: false,
  employers: [
    {
      ref: "fam-rossi",
      type: "domestic",
      personalInfo: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA70A41H501W" },
    },
  ],
  workers: [{ ref: "w-1", firstName: "Ana", lastName: "Popescu", fiscalCode: "PPSNAA80A41Z129X" }],
  contracts: [
    {
      ref: "c-1",
      employerRef: "fam-rossi",
      workerRef: "w-1",
      startDate: "2025-01-07",
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "8.50",
        weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" },
      },
      openingBalances: { asOfDate: "2025-05-31", ytdGross: "3400.00" },
    },
  ],
  workEvents: [{ contractRef: "c-1", date: "2025-06-02", type: "worked", hours: "4" }],
};

const exampleAnswer = {
  id: "6f1c2d5e-8a4b-4c3d-9e2f-1a2b3c4d5e6f",
  status: "completed",
  dryRun: false,
  total: 4,
  processed: 4,
  summary: {
    employers: { created: 1, updated: 0, skipped: 0, failed: 0 },
    workers: { created: 1, updated: 0, skipped: 0, failed: 0 },
    contracts: { created: 0, updated: 0, skipped: 0, failed: 1 },
    workEvents: { created: 0, updated: 0, skipped: 1, failed: 0 },
  },
  outcomes: [
    { pointer: "/employers/0", status: "created", id: "0b6c1d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e" },
    { pointer: "/workers/0", status: "created", id: "1c7d2e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f" },
    { pointer: "/contracts/0", status: "failed", errors: [{ pointer: "/contracts/0/terms/wage", code: "below_minimum_wage", message: "…" }] },
    {
      pointer: "/workEvents/0",
      status: "skipped",
      reason: "dependency_failed",
      errors: [{ pointer: "/workEvents/0/contractRef", code: "dependency_failed", message: "The row /contracts/0 was not imported" }],
    },
  ],
  failureReason: null,
  createdAt: "2026-11-28T05:00:00.000Z",
  startedAt: "2026-11-28T05:00:00.500Z",
  completedAt: "2026-11-28T05:00:01.200Z",
};

export const importsPaths: ZodOpenApiPathsObject = {
  "/v1/imports": {
    post: {
      operationId: "createImport",
      tags: ["Imports"],
      summary: "Import an existing book (employers, workers, contracts with opening balances, work events) as a job on the queue (202)",
      description: `Every row holds the fields of the single-resource create body (POST /v1/employers, /v1/workers,
/v1/domestic-contracts, /v1/work-events) plus its own \`ref\`; rows name one another by ref (\`employerRef\`,
\`workerRef\`, \`contractRef\`). The job runs each row through the same service as the single-resource
operation, in its own transaction, and reports an outcome per row with JSON pointers into this document
(GET /v1/imports/{id}). Rows already present (externalId, else fiscal code / tax id, or employer + worker +
start date for contracts) are \`skipped\` with their id, so re-sending the same book creates nothing new.
\`dryRun: true\` runs every check and writes nothing. At most ${MAX_IMPORT_ROWS} rows (more → 413
\`batch_too_large\`); the body stays under 1 MiB (413 \`payload_too_large\`). See docs/api-imports.md.`,
      requestParams: { header: z.object({ "Idempotency-Key": idempotencyKeyHeader }) },
      requestBody: { content: { "application/json": { schema: createBookImportBody, example: exampleBody } } },
      responses: {
        "202": {
          description: "Accepted: the import, with status queued",
          content: { "application/json": { schema: bookImportResponseSchema, example: { ...exampleAnswer, status: "queued", processed: 0, outcomes: [] } } },
        },
        ...standardErrors,
        "413": problem(`Body over 1 MiB (payload_too_large) or more than ${MAX_IMPORT_ROWS} rows (batch_too_large)`),
        "422": problem("validation_failed: the document's shape (a list that is not an array, a row that is not an object, an empty import: empty_import)"),
      },
    },
  },
  "/v1/imports/{id}": {
    get: {
      operationId: "getImport",
      tags: ["Imports"],
      summary: "An import: status (queued, running, completed, failed), progress, summary per entity and the outcome of every processed row",
      requestParams: { path: idPath },
      responses: {
        "200": { description: "OK", content: { "application/json": { schema: bookImportResponseSchema, example: exampleAnswer } } },
        "401": standardErrors["401"],
        "404": standardErrors["404"],
      },
    },
  },
};

import { z } from "zod";

/** The most rows (employers + workers + contracts + work events) one import takes; more → 413 batch_too_large. */
export const MAX_IMPORT_ROWS = 5000;

export const IMPORT_ENTITIES = ["employers", "workers", "contracts", "workEvents"] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

const ref = z
  .string()
  .min(1)
  .max(100)
  .meta({ description: "Your own key of the row, unique within its list: other rows name it (employerRef, workerRef, contractRef)" });
const refTo = (what: string) => ref.optional().meta({ description: `The ref of a row of ${what} in this document, instead of its id` });

/**
 * A row: its ref and references, and the fields of the single-resource create body (checked row by
 * row by the job with that very schema, so one bad row does not refuse the document).
 */
const row = (description: string, refs: Record<string, z.ZodType>) => z.looseObject({ ref: ref.optional(), ...refs }).meta({ description });

export const importEmployerRowSchema = row("The body of POST /v1/employers (organizationId may be left out), with a ref", {}).meta({ id: "ImportEmployerRow" });
export const importWorkerRowSchema = row("The body of POST /v1/workers, with a ref", {}).meta({ id: "ImportWorkerRow" });
export const importContractRowSchema = row(
  "The body of POST /v1/domestic-contracts (terms included), with a ref; employerRef/workerRef instead of employerId/workerId; openingBalances: the body of PUT /v1/domestic-contracts/{id}/opening-balances (year-to-date figures included)",
  { employerRef: refTo("employers"), workerRef: refTo("workers"), openingBalances: z.record(z.string(), z.unknown()).optional() },
).meta({ id: "ImportContractRow" });
export const importWorkEventRowSchema = row("The body of POST /v1/work-events, with contractRef instead of domesticContractId", {
  contractRef: refTo("contracts"),
}).meta({ id: "ImportWorkEventRow" });

const dryRun = z.boolean().default(false).meta({ description: "true: every row is checked and nothing is written (docs/api-imports.md)" });

export const createBookImportJsonBody = z
  .strictObject({
    format: z.literal("json").optional().meta({ description: "json (the default): rows as JSON objects" }),
    dryRun,
    employers: z.array(importEmployerRowSchema).default([]),
    workers: z.array(importWorkerRowSchema).default([]),
    contracts: z.array(importContractRowSchema).default([]),
    workEvents: z.array(importWorkEventRowSchema).default([]),
  })
  .meta({ id: "BookImportCreate" });

const csvText = (what: string) =>
  z
    .string()
    .optional()
    .meta({
      description: `CSV text of the ${what}: a header line with the JSON row's field names (nested ones with dots, e.g. terms.wage), then one line per row`,
    });

export const createBookImportCsvBody = z
  .strictObject({
    format: z.literal("csv"),
    dryRun,
    employers: csvText("employers"),
    workers: csvText("workers"),
    contracts: csvText("contracts"),
    workEvents: csvText("work events"),
  })
  .meta({ id: "BookImportCsvCreate", description: 'The same rows as CSV texts, one per entity (docs/api-imports.md "CSV")' });

export const createBookImportBody = z.union([createBookImportJsonBody, createBookImportCsvBody]);
export type CreateBookImportBody = z.infer<typeof createBookImportBody>;
/** The JSON document the job imports (a CSV body turned into its rows). */
export type BookImportDocument = z.infer<typeof createBookImportJsonBody>;

export const IMPORT_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const ROW_STATUSES = ["created", "updated", "skipped", "failed"] as const;

export const importRowErrorSchema = z
  .object({
    pointer: z.string().meta({ description: "JSON pointer into the submitted document, e.g. /contracts/17/terms/wage" }),
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: "ImportRowError" });

export const importRowOutcomeSchema = z
  .object({
    pointer: z.string().meta({ description: "The row, e.g. /contracts/17" }),
    status: z.enum(ROW_STATUSES),
    id: z.string().optional().meta({ description: "The resource created, updated or already present (skipped)" }),
    reason: z
      .string()
      .optional()
      .meta({ description: "already_present, dependency_failed, or checked_by_schema_only (a dry run's row depending on a row it did not write)" }),
    errors: z.array(importRowErrorSchema).optional(),
  })
  .meta({ id: "ImportRowOutcome" });
export type ImportRowOutcome = z.infer<typeof importRowOutcomeSchema>;

const counts = z.object({ created: z.int(), updated: z.int(), skipped: z.int(), failed: z.int() });
export const importSummarySchema = z
  .object({ employers: counts, workers: counts, contracts: counts, workEvents: counts })
  .meta({ id: "ImportSummary", description: "Rows per entity and outcome (in a dry run: what would happen)" });
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const bookImportResponseSchema = z
  .object({
    id: z.string(),
    status: z.enum(IMPORT_STATUSES),
    dryRun: z.boolean(),
    total: z.int().meta({ description: "Rows in the document" }),
    processed: z.int().meta({ description: "Rows processed so far" }),
    summary: importSummarySchema,
    outcomes: z.array(importRowOutcomeSchema).meta({ description: "One per processed row, in document order" }),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: "BookImport" });
export type BookImportView = z.infer<typeof bookImportResponseSchema>;

import "server-only";
import { randomUUID } from "node:crypto";
import { inTransaction } from "@/lib/db/sql";
import { writeAtOnce } from "@/lib/db/insert-rows";
import { auditWrite } from "@/lib/db/audit";
import { insertBookImport } from "@/lib/db/statements/book-imports";
import { AppError } from "@/lib/errors";
import { getBoss, QUEUES, sqlExecutor } from "@/lib/queue/boss";
import type { ServiceContext } from "@/lib/services/context";
import { IMPORT_ENTITIES, MAX_IMPORT_ROWS, type BookImportView, type CreateBookImportBody } from "@/lib/validation/book-import";
import { CsvError } from "@/lib/validation/book-import-csv";
import { documentOf } from "./process-book-import";
import { emptySummary } from "./serialize-book-import";

/** The rows of the body; a CSV text that cannot be read → 422 at its entity (/contracts), naming the line. */
function readDocument(body: CreateBookImportBody) {
  try {
    return documentOf(body);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new AppError("validation_failed", "A CSV text cannot be read", {
      errors: [{ path: `/${error.entity}`, message: error.message, code: "invalid_csv", params: { line: String(error.line) } }],
    });
  }
}

/**
 * POST /v1/imports → 202: stores the document and queues the job that imports it
 * (process-book-import.ts) in one transaction, on the queue's connection: the job exists exactly
 * when the import does. The rows are written as the caller (its employer restriction kept).
 * More than MAX_IMPORT_ROWS rows → 413 batch_too_large.
 */
export async function createBookImport(ctx: ServiceContext, body: CreateBookImportBody): Promise<BookImportView> {
  const { principal } = ctx;
  const document = readDocument(body);
  const total = IMPORT_ENTITIES.reduce((n, entity) => n + document[entity].length, 0);
  if (total > MAX_IMPORT_ROWS)
    throw new AppError("batch_too_large", `An import holds at most ${MAX_IMPORT_ROWS} rows; this one has ${total}: split the book into several imports`);
  if (total === 0)
    throw new AppError("validation_failed", "The import is empty", {
      errors: [{ path: "", message: "Send at least one employer, worker, contract or work event", code: "empty_import" }],
    });
  const boss = await getBoss();
  const id = randomUUID();
  const stored = {
    kind: principal.kind,
    actorId: principal.actorId,
    organizationId: ctx.scope.organizationId,
    role: principal.role,
    keyScope: principal.keyScope ?? null,
    employerIds: principal.employerIds ?? null,
    contractIds: principal.contractIds ?? null,
    livemode: principal.livemode ?? null,
  };
  return inTransaction(async (sql) => {
    const createdAt = await insertBookImport(sql, {
      id,
      organizationId: ctx.scope.organizationId,
      dryRun: body.dryRun,
      document: body,
      principal: stored,
      total,
      summary: emptySummary(),
      actorType: principal.kind,
      actorId: principal.actorId,
      requestId: ctx.requestId ?? null,
    });
    await writeAtOnce(sql, [
      auditWrite(principal, [
        { action: "book_import.create", entityType: "book_import", entityId: id, after: { dryRun: body.dryRun, total }, requestId: ctx.requestId },
      ]),
    ]);
    await boss.insert([{ name: QUEUES.bookImport, data: { importId: id } }], { db: sqlExecutor(sql.pgTarget!) });
    return {
      id,
      status: "queued",
      dryRun: body.dryRun,
      total,
      processed: 0,
      summary: emptySummary(),
      outcomes: [],
      failureReason: null,
      createdAt: createdAt.toISOString(),
      startedAt: null,
      completedAt: null,
    };
  });
}

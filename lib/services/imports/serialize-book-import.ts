import "server-only";
import { parseJsonColumn } from "@/lib/db/json-columns";
import {
  bookImportResponseSchema,
  IMPORT_ENTITIES,
  type BookImportView,
  type ImportEntity,
  type ImportRowOutcome,
  type ImportSummary,
} from "@/lib/validation/book-import";

const { outcomes: outcomesSchema, summary: summarySchema } = bookImportResponseSchema.shape;

export const BOOK_IMPORT_SELECT = {
  id: true,
  status: true,
  dryRun: true,
  total: true,
  processed: true,
  outcomes: true,
  summary: true,
  failureReason: true,
  createdAt: true,
  startedAt: true,
  completedAt: true,
} as const;

export function emptySummary(): ImportSummary {
  const zero = () => ({ created: 0, updated: 0, skipped: 0, failed: 0 });
  return { employers: zero(), workers: zero(), contracts: zero(), workEvents: zero() };
}

/** The summary of some outcomes (the entity is the pointer's first segment). */
export function summarize(outcomes: readonly ImportRowOutcome[]): ImportSummary {
  const summary = emptySummary();
  for (const o of outcomes) {
    const entity = o.pointer.split("/")[1] as ImportEntity;
    if ((IMPORT_ENTITIES as readonly string[]).includes(entity)) summary[entity][o.status] += 1;
  }
  return summary;
}

export function serializeBookImport(row: {
  id: string;
  status: string;
  dryRun: boolean;
  total: number;
  processed: number;
  outcomes: unknown;
  summary: unknown;
  failureReason: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}): BookImportView {
  return {
    id: row.id,
    status: row.status as BookImportView["status"],
    dryRun: row.dryRun,
    total: row.total,
    processed: row.processed,
    summary: parseJsonColumn(summarySchema, row.summary, "book_imports.summary"),
    outcomes: parseJsonColumn(outcomesSchema, row.outcomes, "book_imports.outcomes"),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

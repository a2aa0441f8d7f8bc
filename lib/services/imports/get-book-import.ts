import "server-only";
import { getDb } from "@/lib/db/client";
import { bookImportWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import type { BookImportView } from "@/lib/validation/book-import";
import { BOOK_IMPORT_SELECT, serializeBookImport } from "./serialize-book-import";

/** GET /v1/imports/{id}: the import, its progress, summary and per-row outcomes. */
export async function getBookImport(ctx: ServiceContext, id: string): Promise<BookImportView> {
  const row = await getDb().bookImport.findFirst({ where: { id, ...bookImportWhere(ctx.scope, ctx.principal.actorId) }, select: BOOK_IMPORT_SELECT });
  if (!row) throw notFound("Import");
  return serializeBookImport(row);
}

import { AppError } from "@/lib/errors";

/**
 * The one place that knows Prisma and driver error shapes. Everything leaves as AppError, or
 * as null when the error is not a database error (the caller then treats it as internal).
 */
// 3D000: the database does not exist; 28000/28P01: the server refuses our credentials.
const CONNECTION_ERROR_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P03", "53300", "3D000", "28000", "28P01"]);
const PRISMA_CONNECTION_CODES = new Set(["P1001", "P1002", "P1017", "P2024"]);

function collectCodes(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 4) return [];
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown; message?: unknown };
  const codes: string[] = [];
  if (typeof e.code === "string") codes.push(e.code);
  if (Array.isArray(e.errors)) for (const inner of e.errors) codes.push(...collectCodes(inner, depth + 1));
  codes.push(...collectCodes(e.cause, depth + 1));
  return codes;
}

export function translateDbError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const codes = collectCodes(error);
  const message = error instanceof Error ? error.message : "";
  if (
    codes.some((c) => CONNECTION_ERROR_CODES.has(c) || PRISMA_CONNECTION_CODES.has(c)) ||
    /Can't reach database|connection terminated|Connection terminated|timeout exceeded when trying to connect|ECONNREFUSED/i.test(message)
  ) {
    return new AppError("database_unavailable", "The database is unavailable, retry shortly");
  }
  if (codes.includes("P2025")) return new AppError("not_found", "Resource not found");
  if (codes.includes("P2002") || codes.includes("23505")) return new AppError("conflict", "A resource with the same unique fields already exists");
  if (codes.includes("P2003") || codes.includes("23503")) return new AppError("conflict", "The resource is referenced by other data");
  if (codes.includes("23514") || codes.includes("P2004")) return new AppError("validation_failed", "A value is outside its allowed range");
  if (codes.includes("40001") || codes.includes("40P01") || codes.includes("P2034")) {
    return new AppError("conflict", "A concurrent change conflicted with this request, retry it");
  }
  return null;
}

import "server-only";
import { AppError } from "@/lib/errors";

/**
 * The one place that knows Prisma and driver error shapes. Everything leaves as AppError, or
 * as null when the error is not a database error (the caller then treats it as internal).
 *
 * Prisma 7 over @prisma/adapter-pg wraps the Postgres error twice: the outer
 * PrismaClientKnownRequestError (P2010, P2039, …) carries `meta.driverAdapterError`, whose
 * `cause` holds `{ kind, originalCode | code }` (kind "postgres" for codes the adapter does not
 * name). Raw `pg` errors carry `code` directly; socket errors carry `code` + `syscall`.
 */

/** SQLSTATE codes and socket errors meaning "the database cannot serve us now" → 503. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // 55000 object_not_in_prerequisite_state: "database … is not currently accepting connections"
  "55000",
  // 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now,
  // 57P04 database_dropped, 57P05 idle_session_timeout
  "57P01",
  "57P02",
  "57P03",
  "57P04",
  "57P05",
  // 53300 too_many_connections, 53100 disk_full, 53200 out_of_memory
  "53300",
  "53100",
  "53200",
  // 3D000 the database does not exist; 28000/28P01 the server refuses our credentials.
  "3D000",
  "28000",
  "28P01",
]);
/** Adapter error kinds (meta.driverAdapterError.cause.kind) that mean the same. */
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "TlsConnectionError",
]);
/** Prisma's own connection-level codes (P2024: timed out fetching a connection from the pool; P2028: a transaction could not start or was closed under us). */
const PRISMA_UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
const UNAVAILABLE_MESSAGE =
  /Can't reach database|connection terminated|timeout exceeded when trying to connect|ECONNREFUSED|Connection is closed|not queryable|terminating connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery)/i;

/** Every `code`, `originalCode` and `kind` found in the error, its causes and Prisma's meta. */
export function collectDbCodes(error: unknown, depth = 0, seen = new Set<unknown>()): string[] {
  if (!error || typeof error !== "object" || depth > 6 || seen.has(error)) return [];
  seen.add(error);
  const e = error as {
    code?: unknown;
    originalCode?: unknown;
    kind?: unknown;
    cause?: unknown;
    errors?: unknown;
    meta?: unknown;
    driverAdapterError?: unknown;
  };
  const codes: string[] = [];
  for (const v of [e.code, e.originalCode, e.kind]) if (typeof v === "string" && v !== "N/A") codes.push(v);
  if (Array.isArray(e.errors)) for (const inner of e.errors) codes.push(...collectDbCodes(inner, depth + 1, seen));
  codes.push(...collectDbCodes(e.cause, depth + 1, seen));
  codes.push(...collectDbCodes(e.driverAdapterError, depth + 1, seen));
  codes.push(...collectDbCodes(e.meta, depth + 1, seen));
  return codes;
}

function messagesOf(error: unknown, depth = 0): string {
  if (!error || typeof error !== "object" || depth > 6) return "";
  const e = error as { message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  const own = typeof e.message === "string" ? e.message : "";
  return `${own}\n${messagesOf(e.cause, depth + 1)}\n${messagesOf(e.meta?.driverAdapterError, depth + 1)}`;
}

export function isDbUnavailable(codes: string[], message = ""): boolean {
  return (
    codes.some((c) => UNAVAILABLE_CODES.has(c) || UNAVAILABLE_KINDS.has(c) || PRISMA_UNAVAILABLE_CODES.has(c) || /^08[0-9A-Z]{3}$/.test(c)) ||
    UNAVAILABLE_MESSAGE.test(message)
  );
}

/** The most specific database code of an error, for logs (never the message: it may hold personal data). */
export function dbErrorCode(error: unknown): string | undefined {
  const codes = collectDbCodes(error);
  return codes.find((c) => /^[0-9A-Z]{5}$/.test(c) && !c.startsWith("P")) ?? codes.find((c) => /^E[A-Z]+$/.test(c)) ?? codes[0];
}

/** Whether a unique violation is the one on (organization_id, external_id) (constraint, target or message). */
function mentionsExternalId(error: unknown): boolean {
  let text = messagesOf(error);
  try {
    text += JSON.stringify((error as { meta?: unknown })?.meta ?? null);
  } catch {
    // a cyclic meta: the message is enough
  }
  return /external_?id/i.test(text);
}

export function translateDbError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const codes = collectDbCodes(error);
  if (isDbUnavailable(codes, messagesOf(error))) {
    return new AppError("database_unavailable", "The database is unavailable, retry shortly");
  }
  // 55P03 lock_not_available (lock_timeout: the lock wait budget ran out), 57014 statement timeout
  if (codes.includes("55P03")) return new AppError("conflict", "Another request is changing the same data, retry shortly");
  if (codes.includes("P2025")) return new AppError("not_found", "Resource not found");
  if (codes.includes("P2002") || codes.includes("23505") || codes.includes("UniqueConstraintViolation")) {
    // an integrator's external id held by a row this caller cannot see: the clash, never the holder
    if (mentionsExternalId(error)) return new AppError("external_id_taken", "Another resource of this type has the same externalId");
    return new AppError("conflict", "A resource with the same unique fields already exists");
  }
  if (codes.includes("P2003") || codes.includes("23503") || codes.includes("ForeignKeyConstraintViolation")) {
    return new AppError("conflict", "The resource is referenced by other data");
  }
  if (codes.includes("23514") || codes.includes("P2004")) return new AppError("validation_failed", "A value is outside its allowed range");
  if (codes.includes("40001") || codes.includes("40P01") || codes.includes("P2034") || codes.includes("TransactionWriteConflict")) {
    return new AppError("conflict", "A concurrent change conflicted with this request, retry it");
  }
  return null;
}

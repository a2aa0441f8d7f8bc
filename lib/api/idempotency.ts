import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { AppError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { pooledSql, type Sql } from "@/lib/db/sql";

/** How long a completed response is kept for replay. */
const TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long an in-flight claim holds the key. A request that dies without completing or releasing
 * its claim (the database went away under it) frees the key when the lease runs out, so a retry
 * runs after seconds, not after a day. Longer than any request the API serves.
 */
export function idempotencyLeaseMs(): number {
  const configured = Number.parseInt(process.env.IDEMPOTENCY_LEASE_MS ?? "", 10);
  return Number.isFinite(configured) && configured > 0 ? configured : 30_000;
}

/** JSON with object keys sorted: the same document however it is spaced or ordered. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export interface IdempotencyClaim {
  recordId: string;
}

export type IdempotencyOutcome = { kind: "claimed"; claim: IdempotencyClaim } | { kind: "replay"; status: number; body: string };

/**
 * Claims (organizationId, key) for this request, or replays the stored first response.
 * Same key + different body → 422; same key while the first request runs → 409.
 */
export async function claimIdempotencyKey(args: {
  organizationId: string;
  key: string;
  method: string;
  path: string;
  /** the parsed JSON body (undefined when the operation has none): the fingerprint is its meaning, not its bytes */
  body: unknown;
}): Promise<IdempotencyOutcome> {
  if (args.key.length === 0 || args.key.length > 255) {
    throw new AppError("bad_request", "Idempotency-Key must be 1 to 255 characters");
  }
  const db = getDb();
  const requestHash = createHash("sha256")
    .update(`${args.method} ${args.path}\n${canonicalJson(args.body)}`)
    .digest("hex");
  const now = new Date();
  await db.idempotencyRecord.deleteMany({ where: { organizationId: args.organizationId, key: args.key, expiresAt: { lt: now } } });
  // the claim's id is chosen here: when the INSERT commits but its answer is lost, this request
  // can still free the key it may hold instead of leaving it to the lease
  const recordId = randomUUID();
  let inserted: { id: string }[];
  try {
    inserted = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO idempotency_records (id, organization_id, key, method, path, request_hash, state, expires_at)
      VALUES (${recordId}::uuid, ${args.organizationId}::uuid, ${args.key}, ${args.method}, ${args.path}, ${requestHash}, 'in_flight', ${new Date(now.getTime() + idempotencyLeaseMs())})
      ON CONFLICT (organization_id, key) DO NOTHING
      RETURNING id`;
  } catch (error) {
    await releaseIdempotencyKey({ recordId });
    throw error;
  }
  if (inserted[0]) return { kind: "claimed", claim: { recordId: inserted[0].id } };

  const existing = await db.idempotencyRecord.findUnique({
    where: { organizationId_key: { organizationId: args.organizationId, key: args.key } },
    select: { requestHash: true, state: true, responseStatus: true, responseBody: true },
  });
  if (!existing) throw new AppError("idempotency_key_in_use", "A request with this Idempotency-Key is in progress, retry shortly");
  if (existing.requestHash !== requestHash) {
    throw new AppError("idempotency_key_reused", "This Idempotency-Key was used with a different request body");
  }
  if (existing.state === "in_flight" || existing.responseStatus === null) {
    throw new AppError("idempotency_key_in_use", "A request with this Idempotency-Key is in progress, retry shortly");
  }
  return { kind: "replay", status: existing.responseStatus, body: existing.responseBody ?? "" };
}

const COMPLETE_SQL = `UPDATE idempotency_records SET state = 'completed', response_status = $2, response_body = $3, expires_at = $4
  WHERE id = $1::uuid AND state = 'in_flight' RETURNING id`;

/**
 * Records the answer inside the operation's own transaction (lib/db/transaction-hooks.ts), so the
 * operation and its key commit together or not at all. Our claim is gone when a retry took the key
 * over after our lease ran out: then this request must not commit (409, its transaction rolls back).
 */
export async function completeIdempotencyKeyIn(sql: Sql, claim: IdempotencyClaim, status: number, body: string): Promise<void> {
  const rows = await sql.query(COMPLETE_SQL, [claim.recordId, status, body, new Date(Date.now() + TTL_MS)]);
  if (rows.length === 0) throw new AppError("idempotency_key_in_use", "A request with this Idempotency-Key is in progress, retry shortly");
}

/**
 * Records the answer of an operation that wrote nothing (a check, a refusal) after the fact. Only
 * our own claim, still in flight: never a record a retry holds, never one completed already.
 */
export async function completeIdempotencyKey(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
  await pooledSql().query(COMPLETE_SQL, [claim.recordId, status, body, new Date(Date.now() + TTL_MS)]);
}

/** Replaces the recorded answer of our own completed claim (the answer sent differed from the one recorded in the transaction). */
export async function overwriteIdempotencyAnswer(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
  await pooledSql().execute("UPDATE idempotency_records SET response_status = $2, response_body = $3 WHERE id = $1::uuid AND state = 'completed'", [
    claim.recordId,
    status,
    body,
  ]);
}

/**
 * Keeps the claim of a request that is still running: the lease only frees the key of a request
 * that died, never of one that is slow.
 */
export async function extendIdempotencyLease(claim: IdempotencyClaim): Promise<void> {
  await pooledSql().execute("UPDATE idempotency_records SET expires_at = $2 WHERE id = $1::uuid AND state = 'in_flight'", [
    claim.recordId,
    new Date(Date.now() + idempotencyLeaseMs()),
  ]);
}

/**
 * A failed (5xx) attempt releases the key so the client can retry it (if this fails too, the lease
 * runs out). Only while in flight: when the failure hid a COMMIT that happened, the record was
 * completed in that transaction and stays (this DELETE waits for that transaction's row lock).
 */
export async function releaseIdempotencyKey(claim: IdempotencyClaim): Promise<void> {
  await pooledSql()
    .execute("DELETE FROM idempotency_records WHERE id = $1::uuid AND state = 'in_flight'", [claim.recordId])
    .catch(() => undefined);
}

import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";

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
  const inserted = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO idempotency_records (organization_id, key, method, path, request_hash, state, expires_at)
    VALUES (${args.organizationId}::uuid, ${args.key}, ${args.method}, ${args.path}, ${requestHash}, 'in_flight', ${new Date(now.getTime() + idempotencyLeaseMs())})
    ON CONFLICT (organization_id, key) DO NOTHING
    RETURNING id`;
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

export async function completeIdempotencyKey(claim: IdempotencyClaim, status: number, body: string): Promise<void> {
  await getDb().idempotencyRecord.update({
    where: { id: claim.recordId },
    data: { state: "completed", responseStatus: status, responseBody: body, expiresAt: new Date(Date.now() + TTL_MS) },
    select: { id: true },
  });
}

/** A failed (5xx) attempt releases the key so the client can retry it (if this fails too, the lease runs out). */
export async function releaseIdempotencyKey(claim: IdempotencyClaim): Promise<void> {
  await getDb()
    .idempotencyRecord.delete({ where: { id: claim.recordId } })
    .catch(() => undefined);
}

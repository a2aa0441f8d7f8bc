import "server-only";
import { getDb } from "@/lib/db/client";

/**
 * Expired idempotency records (issue 27 point 3): a completed answer is kept 24 h for replays, an
 * in-flight claim for its lease; past `expires_at` a record serves nothing and only keeps the
 * answer's personal data. Removed by every worker process's sweep, each minute (lib/queue/workers.ts).
 * Answers how many went.
 */
export async function sweepExpiredIdempotencyRecords(now: Date = new Date()): Promise<number> {
  return getDb().$executeRaw`DELETE FROM idempotency_records WHERE expires_at < ${now}`;
}

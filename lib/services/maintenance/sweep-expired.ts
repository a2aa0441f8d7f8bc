import "server-only";
import { getDb } from "@/lib/db/client";
import { deleteExpiredIdempotencyRecords } from "@/lib/db/statements/maintenance";

/**
 * Expired idempotency records (issue 27 point 3): a completed answer is kept 24 h for replays, an
 * in-flight claim for its lease; past `expires_at` a record serves nothing and only keeps the
 * answer's personal data. Removed by every worker process's sweep, each minute (lib/queue/workers.ts).
 * Answers how many went. A system service: it acts for no caller, across organizations, so it takes no context.
 */
export async function sweepExpiredIdempotencyRecords(now: Date = new Date()): Promise<number> {
  return deleteExpiredIdempotencyRecords(getDb(), now);
}

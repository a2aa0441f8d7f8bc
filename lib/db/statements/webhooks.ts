import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

/**
 * Deliveries recorded but never queued (a crash between the commit and the queue): pending, never
 * attempted, created before `before`, with no job of queue `queue` naming them (at most 500).
 */
export async function selectStrandedDeliveries(db: Queryable, input: { before: Date; queue: string }): Promise<string[]> {
  const rows = await sqlOf(db).query<{ id: string }>(Prisma.sql`
    SELECT d.id::text AS id FROM webhook_deliveries d
     WHERE d.status = 'pending' AND d.attempts = 0 AND d.last_attempt_at IS NULL AND d.created_at < ${input.before}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = ${input.queue} AND j.data->>'deliveryId' = d.id::text)
     LIMIT 500`);
  return rows.map((r) => r.id);
}

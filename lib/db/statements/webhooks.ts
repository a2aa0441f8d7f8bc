import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { WEBHOOK_DELIVERIES } from "../columns";
import { insertWrite } from "../insert-rows";
import { sqlOf, type Queryable } from "../sql";

/** Pending deliveries of one event, one per endpoint, in one statement (lib/db/insert-rows.ts); answers their ids. */
export async function insertDeliveries(
  db: Queryable,
  rows: readonly { organizationId: string; endpointId: string; eventId: string; eventType: string; payload: unknown }[],
): Promise<string[]> {
  const write = insertWrite(
    WEBHOOK_DELIVERIES,
    ["organizationId", "endpointId", "eventId", "eventType", "payload", "status"],
    rows.map((r) => ({ ...r, status: "pending" })),
    Prisma.sql`id::text AS id`,
  );
  if (!write) return [];
  return (await sqlOf(db).query<{ id: string }>(write.statement)).map((r) => r.id);
}

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

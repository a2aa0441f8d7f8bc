import "server-only";
import { organizationTestMode } from "@/lib/services/sandbox/organization-mode";
import { randomUUID } from "node:crypto";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { jsonColumn } from "@/lib/db/json-columns";
import { insertDeliveries, selectStrandedDeliveries } from "@/lib/db/statements/webhooks";
import { getBoss, QUEUES } from "@/lib/queue/boss";
import type { WebhookEventType } from "@/lib/validation/webhook-endpoint";

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  organizationId: string;
  /** false: the event happened in the organization's sandbox (a test key's data, docs/api-sandbox.md) */
  livemode: boolean;
  data: Record<string, unknown>;
}

/**
 * The outbox: records one pending delivery per enabled endpoint subscribed to the event, inside
 * the caller's transaction, so the deliveries exist exactly when the change they report does (a
 * rolled-back change sends nothing; a committed one is never lost). Returns their ids, to queue
 * once the transaction has committed.
 */
export async function recordWebhookEvent(db: Db | Tx, organizationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<string[]> {
  const endpoints = await db.webhookEndpoint.findMany({ where: { organizationId, enabled: true, events: { array_contains: [type] } }, select: { id: true } });
  if (endpoints.length === 0) return [];
  const livemode = !(await organizationTestMode(db, organizationId));
  const event: WebhookEvent = { id: randomUUID(), type, createdAt: new Date().toISOString(), organizationId, livemode, data };
  return insertDeliveries(
    db,
    endpoints.map((e) => ({ organizationId, endpointId: e.id, eventId: event.id, eventType: type, payload: jsonColumn(event) })),
  );
}

/**
 * recordWebhookEvent for many events of one type at once (a sweep notifying a batch of rows, of
 * one or several organizations): one query for the subscribed endpoints, one multi-row write of
 * the deliveries, instead of two statements per event. Returns the deliveries' ids, to queue once
 * the transaction has committed.
 */
export async function recordWebhookEvents(
  db: Db | Tx,
  type: WebhookEventType,
  events: readonly { organizationId: string; data: Record<string, unknown> }[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const organizationIds = [...new Set(events.map((e) => e.organizationId))];
  const endpoints = await db.webhookEndpoint.findMany({
    where: { organizationId: { in: organizationIds }, enabled: true, events: { array_contains: [type] } },
    select: { id: true, organizationId: true },
  });
  if (endpoints.length === 0) return [];
  // a sandbox's events say livemode: false (docs/api-sandbox.md)
  const sandboxes = await db.organization.findMany({ where: { id: { in: organizationIds }, livemode: false }, select: { id: true } });
  const inSandbox = new Set(sandboxes.map((o) => o.id));
  const createdAt = new Date().toISOString();
  const rows = events.flatMap(({ organizationId, data }) => {
    const subscribed = endpoints.filter((e) => e.organizationId === organizationId);
    if (subscribed.length === 0) return [];
    const event: WebhookEvent = { id: randomUUID(), type, createdAt, organizationId, livemode: !inSandbox.has(organizationId), data };
    return subscribed.map((e) => ({ organizationId, endpointId: e.id, eventId: event.id, eventType: type, payload: jsonColumn(event) }));
  });
  return insertDeliveries(db, rows);
}

/**
 * After the commit: hands the recorded deliveries to the queue. A failure here (database gone, the
 * process killed) loses nothing: requeueStrandedDeliveries finds them.
 */
export async function queueWebhookDeliveries(deliveryIds: readonly string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  try {
    const boss = await getBoss();
    await boss.insert(deliveryIds.map((id) => ({ name: QUEUES.webhookDelivery, data: { deliveryId: id } })));
  } catch (error) {
    console.error(JSON.stringify({ level: "error", source: "webhooks", step: "queue", error: error instanceof Error ? error.name : typeof error }));
  }
}

/**
 * Deliveries recorded but never queued (a crash between the commit and the queue): pending, never
 * attempted, older than `olderThanMs`, with no job in the queue. Queued again; answers how many.
 * A system service (every worker process's sweep, across organizations): no context.
 */
export async function requeueStrandedDeliveries(olderThanMs = 60_000): Promise<number> {
  await getBoss(); // the queue's schema exists once it has started
  const before = new Date(Date.now() - olderThanMs);
  const ids = await selectStrandedDeliveries(getDb(), { before, queue: QUEUES.webhookDelivery });
  await queueWebhookDeliveries(ids);
  return ids.length;
}

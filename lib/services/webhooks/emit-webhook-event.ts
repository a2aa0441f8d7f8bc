import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getBoss, QUEUES } from "@/lib/queue/boss";
import type { WebhookEventType } from "@/lib/validation/webhook-endpoint";

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  organizationId: string;
  data: Record<string, unknown>;
}

/**
 * Records one delivery per enabled endpoint subscribed to the event and queues it. Called after
 * the change it reports has committed; a failure to queue never undoes that change.
 */
export async function emitWebhookEvent(organizationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  try {
    const db = getDb();
    const endpoints = await db.webhookEndpoint.findMany({ where: { organizationId, enabled: true, events: { array_contains: [type] } }, select: { id: true } });
    if (endpoints.length === 0) return;
    const event: WebhookEvent = { id: randomUUID(), type, createdAt: new Date().toISOString(), organizationId, data };
    const deliveries = await db.webhookDelivery.createManyAndReturn({
      data: endpoints.map((e) => ({ organizationId, endpointId: e.id, eventId: event.id, eventType: type, payload: event as unknown as Prisma.InputJsonValue, status: "pending" })),
      select: { id: true },
    });
    const boss = await getBoss();
    await boss.insert(deliveries.map((d) => ({ name: QUEUES.webhookDelivery, data: { deliveryId: d.id } })));
  } catch (error) {
    console.error(JSON.stringify({ level: "error", source: "webhooks", event: type, error: error instanceof Error ? error.name : typeof error }));
  }
}

import "server-only";
import { webhookEndpointWhere } from "@/lib/db/scope";
import type { ServiceContext } from "@/lib/services/context";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { parseJsonColumn } from "@/lib/db/json-columns";
import { webhookDeliveryResponseSchema, type WebhookEndpointDetailView } from "@/lib/validation/webhook-endpoint";
import { serializeWebhookEndpoint, WEBHOOK_ENDPOINT_SELECT, type WebhookEndpointView } from "./webhook-endpoint-view";

const { eventType: deliveryEventType, status: deliveryStatus } = webhookDeliveryResponseSchema.shape;

/** GET /v1/webhook-endpoints */
export async function listWebhookEndpoints(ctx: ServiceContext): Promise<{ data: WebhookEndpointView[] }> {
  const rows = await getDb().webhookEndpoint.findMany({
    where: webhookEndpointWhere(ctx.scope),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 100,
    select: WEBHOOK_ENDPOINT_SELECT,
  });
  return { data: rows.map(serializeWebhookEndpoint) };
}

/** GET /v1/webhook-endpoints/{id}: the endpoint and its last 50 deliveries (the delivery log). */
export async function getWebhookEndpoint(ctx: ServiceContext, id: string, db: Db | Tx = getDb()): Promise<WebhookEndpointDetailView> {
  const e = await db.webhookEndpoint.findFirst({ where: { id, ...webhookEndpointWhere(ctx.scope) }, select: WEBHOOK_ENDPOINT_SELECT });
  if (!e) throw notFound("Webhook endpoint");
  const deliveries = await db.webhookDelivery.findMany({
    where: { endpointId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 50,
    select: {
      id: true,
      eventId: true,
      eventType: true,
      status: true,
      attempts: true,
      responseStatus: true,
      lastError: true,
      createdAt: true,
      lastAttemptAt: true,
    },
  });
  return {
    ...serializeWebhookEndpoint(e),
    deliveries: deliveries.map((d) => ({
      ...d,
      eventType: parseJsonColumn(deliveryEventType, d.eventType, `webhook delivery ${d.id}: event_type`),
      status: parseJsonColumn(deliveryStatus, d.status, `webhook delivery ${d.id}: status`),
      createdAt: d.createdAt.toISOString(),
      lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    })),
  };
}

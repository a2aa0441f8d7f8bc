import "server-only";
import { webhookEndpointResponseSchema, type WebhookEndpointView } from "@/lib/validation/webhook-endpoint";
export const WEBHOOK_ENDPOINT_SELECT = { id: true, url: true, description: true, events: true, enabled: true, createdAt: true, updatedAt: true } as const;

export type { WebhookEndpointView };

export function serializeWebhookEndpoint(e: {
  id: string;
  url: string;
  description: string | null;
  events: unknown;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}): WebhookEndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    // the events column, parsed into the answer's shape
    events: webhookEndpointResponseSchema.shape.events.parse(e.events),
    enabled: e.enabled,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

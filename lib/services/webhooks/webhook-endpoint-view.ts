import "server-only";
export const WEBHOOK_ENDPOINT_SELECT = { id: true, url: true, description: true, events: true, enabled: true, createdAt: true, updatedAt: true } as const;

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

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
    events: e.events as string[],
    enabled: e.enabled,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

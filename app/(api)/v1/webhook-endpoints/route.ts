import { locationOf, route } from "@/lib/api/handler";
import { createWebhookEndpoint } from "@/lib/services/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/services/webhooks/list-webhook-endpoints";
import { createWebhookEndpointBody } from "@/lib/validation/webhook-endpoint";

// The answer carries the secret, never stored: a retry with the same Idempotency-Key creates nothing and answers 409 idempotency_replay_withheld.
export const POST = route({
  access: "write",
  organizationWide: true,
  location: locationOf("/v1/webhook-endpoints"),
  body: createWebhookEndpointBody,
  status: 201,
  idempotent: "withheld",
  handler: ({ service, body }) => createWebhookEndpoint(service, body),
});
export const GET = route({ access: "read", organizationWide: true, handler: ({ service }) => listWebhookEndpoints(service) });

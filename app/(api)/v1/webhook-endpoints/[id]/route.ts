import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { deleteWebhookEndpoint } from "@/lib/services/webhooks/delete-webhook-endpoint";
import { getWebhookEndpoint } from "@/lib/services/webhooks/list-webhook-endpoints";
import { updateWebhookEndpoint } from "@/lib/services/webhooks/update-webhook-endpoint";
import { updateWebhookEndpointBody } from "@/lib/validation/webhook-endpoint";

export const GET = route({
  access: "read",
  organizationWide: true,
  etag: true,
  params: idParams,
  handler: ({ service, params }) => getWebhookEndpoint(service, params.id),
});
export const PATCH = route({
  access: "write",
  organizationWide: true,
  currentRepresentation: ({ service, params }, db) => getWebhookEndpoint(service, params.id, db),
  params: idParams,
  body: updateWebhookEndpointBody,
  handler: ({ service, params, body }) => updateWebhookEndpoint(service, params.id, body),
});
export const DELETE = route({
  access: "write",
  organizationWide: true,
  currentRepresentation: ({ service, params }, db) => getWebhookEndpoint(service, params.id, db),
  params: idParams,
  status: 204,
  handler: ({ service, params }) => deleteWebhookEndpoint(service, params.id),
});

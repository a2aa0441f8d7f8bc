import { z } from "zod";

export const WEBHOOK_EVENT_TYPES = [
  "payroll_run.completed",
  "payslip.finalized",
  "payslip.deleted",
  "payslip.outdated",
  "inps_communication.due",
  "payslip.receipt_confirmed",
  "payslip.paid",
  "contribution_payment.ready",
  "contribution_payment.overdue",
  "contribution_payment.paid",
  "month.submitted",
  "month.accepted",
  "month.returned",
  "rate_tables.changed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const url = z
  .string()
  .max(2000)
  .url("url must be an absolute URL")
  .refine((u) => /^https?:\/\//i.test(u), "url must be http(s)");
const events = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, "Subscribe to at least one event").max(WEBHOOK_EVENT_TYPES.length);

/** POST /v1/webhook-endpoints */
export const createWebhookEndpointBody = z.strictObject({
  url,
  description: z.string().trim().max(200).optional(),
  events,
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBody>;

/** PATCH /v1/webhook-endpoints/{id} */
export const updateWebhookEndpointBody = z.strictObject({
  url: url.optional(),
  description: z.string().trim().max(200).nullable().optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBody>;

/** A webhook endpoint as the API answers it (the secret only in the create and rotate answers): one contract for the service, the document and the screen. */
export const webhookEndpointResponseSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpointView = z.infer<typeof webhookEndpointResponseSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

/** One delivery of an event to an endpoint, as the delivery log shows it. */
export const webhookDeliveryResponseSchema = z
  .object({
    id: z.string(),
    eventId: z.string().meta({ description: "the event's id: every delivery of one event carries it" }),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable().meta({ description: "the HTTP status of the last attempt; null when none answered" }),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryResponseSchema>;

/** GET /v1/webhook-endpoints/{id}: the endpoint and its delivery log. */
export const webhookEndpointDetailResponseSchema = webhookEndpointResponseSchema
  .extend({ deliveries: z.array(webhookDeliveryResponseSchema).meta({ description: "the last 50 deliveries, newest first" }) })
  .meta({ id: "WebhookEndpointDetail" });
export type WebhookEndpointDetailView = z.infer<typeof webhookEndpointDetailResponseSchema>;

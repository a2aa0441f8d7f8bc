import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { rotateWebhookSecret } from "@/lib/services/webhooks/rotate-webhook-secret";

export const POST = route({
  access: "write",
  organizationWide: true,
  params: idParams,
  idempotent: "withheld",
  handler: ({ service, params }) => rotateWebhookSecret(service, params.id),
});

import { route } from "@/lib/api/handler";
import { notifyContributionPayment } from "@/lib/services/contribution-payments/notify-contribution-payment";
import { idParams, todayInItaly } from "@/lib/validation/common";
import { notifyContributionPaymentBody } from "@/lib/validation/contribution-payment";

/** The family was told: e-mail through the outbox, or marked as told by phone, paper or otherwise. */
export const POST = route({
  access: "write",
  params: idParams,
  body: notifyContributionPaymentBody,
  handler: ({ service, params, body }) => notifyContributionPayment(service, params.id, body, todayInItaly()),
});

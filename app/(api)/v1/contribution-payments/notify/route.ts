import { route } from "@/lib/api/handler";
import { notifyContributionPayments } from "@/lib/services/contribution-payments/notify-contribution-payment";
import { todayInItaly } from "@/lib/validation/common";
import { bulkNotifyContributionPaymentsBody } from "@/lib/validation/contribution-payment";

/** Tells the families of several payments at once (e-mail, or marked as told by phone/paper). */
export const POST = route({
  access: "write",
  body: bulkNotifyContributionPaymentsBody,
  handler: ({ service, body }) => notifyContributionPayments(service, body, todayInItaly()),
});

import { route } from "@/lib/api/handler";
import { recordContributionPayment } from "@/lib/services/contribution-payments/record-contribution-payment";
import { idParams, todayInItaly } from "@/lib/validation/common";
import { recordContributionPaymentBody } from "@/lib/validation/contribution-payment";

/** Records a payment the family made (partial and excess payments are kept). */
export const POST = route({
  access: "write",
  params: idParams,
  body: recordContributionPaymentBody,
  handler: ({ service, params, body }) => recordContributionPayment(service, params.id, body, todayInItaly()),
});

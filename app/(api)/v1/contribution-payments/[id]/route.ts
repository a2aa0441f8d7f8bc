import { route } from "@/lib/api/handler";
import { getContributionPayment } from "@/lib/services/contribution-payments/get-contribution-payment";
import { idParams } from "@/lib/validation/common";

/** One contribution payment with its lines, notification and payments. */
export const GET = route({
  access: "read",
  params: idParams,
  handler: ({ service, params }) => getContributionPayment(service, params.id),
});

import { route } from "@/lib/api/handler";
import { computeContributionPayments } from "@/lib/services/contribution-payments/compute-contribution-payments";
import { todayInItaly } from "@/lib/validation/common";
import { computeContributionPaymentsBody } from "@/lib/validation/contribution-payment";

/** Computes (or refreshes) the quarter's contribution payments from the quarterly statements. */
export const POST = route({
  access: "write",
  body: computeContributionPaymentsBody,
  handler: ({ service, body }) => computeContributionPayments(service, body, todayInItaly()),
});

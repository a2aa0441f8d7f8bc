import { route } from "@/lib/api/handler";
import { listContributionPayments } from "@/lib/services/contribution-payments/list-contribution-payments";
import { todayInItaly } from "@/lib/validation/common";
import { listContributionPaymentsQuery } from "@/lib/validation/contribution-payment";

/** The contribution payments' worklist: overdue first, counts by status. */
export const GET = route({
  access: "read",
  query: listContributionPaymentsQuery,
  handler: ({ service, query }) => listContributionPayments(service, query, todayInItaly()),
});

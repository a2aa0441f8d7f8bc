import { route } from "@/lib/api/handler";
import { importContributionPayments } from "@/lib/services/contribution-payments/import-contribution-payments";
import { todayInItaly } from "@/lib/validation/common";
import { importContributionPaymentsBody } from "@/lib/validation/contribution-payment";

/** Payments from a CSV, row by row, with a dry run. */
export const POST = route({
  access: "write",
  body: importContributionPaymentsBody,
  handler: ({ service, body }) => importContributionPayments(service, body, todayInItaly()),
});

import { route } from "@/lib/api/handler";
import { listMonths } from "@/lib/services/months/list-months";
import { listMonthsQuery } from "@/lib/validation/month";

/** The clerk's inbox: the period's months of the contracts in scope, by status, with counts. */
export const GET = route({
  access: "read",
  query: listMonthsQuery,
  handler: ({ service, query }) => listMonths(service, query),
});

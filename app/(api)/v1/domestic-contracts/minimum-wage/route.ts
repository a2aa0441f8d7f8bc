import { route } from "@/lib/api/handler";
import { getMinimumWage } from "@/lib/services/contracts/get-minimum-wage";
import { minimumWageQuery } from "@/lib/validation/contract";

/** The CCNL minimum wage for a level, job type, live-in flag, weekly hours and date. */
export const GET = route({
  access: "read",
  query: minimumWageQuery,
  handler: ({ service, query }) => getMinimumWage(service, query),
});

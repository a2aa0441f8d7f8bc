import { route } from "@/lib/api/handler";
import { getMonthVariance } from "@/lib/services/payroll-months/month-variance";
import { monthVarianceParams, monthVarianceQuery } from "@/lib/validation/month-variance";

/** Each contract's month against the one before: what to look at before confirming the month. */
export const GET = route({
  access: "read",
  params: monthVarianceParams,
  query: monthVarianceQuery,
  handler: ({ service, params, query }) => getMonthVariance(service, params.period, query),
});

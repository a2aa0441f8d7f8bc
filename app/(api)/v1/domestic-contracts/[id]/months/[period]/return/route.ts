import { route } from "@/lib/api/handler";
import { returnMonth } from "@/lib/services/months/transition-month";
import { monthParams, returnMonthBody } from "@/lib/validation/month";

/** A clerk gives the submitted month back to the household with a note of what to change. */
export const POST = route({
  access: "write",
  params: monthParams,
  body: returnMonthBody,
  handler: ({ service, params, body }) => returnMonth(service, params.id, params.period, body),
});

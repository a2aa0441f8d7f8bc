import { route } from "@/lib/api/handler";
import { submitMonth } from "@/lib/services/months/transition-month";
import { monthParams, submitMonthBody } from "@/lib/validation/month";

/** The household (presences or full) or a clerk confirms the month. */
export const POST = route({
  access: "write",
  portal: { household: "presences" },
  params: monthParams,
  body: submitMonthBody,
  handler: ({ service, params, body }) => submitMonth(service, params.id, params.period, body),
});

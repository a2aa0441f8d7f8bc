import { route } from "@/lib/api/handler";
import { getContractMonth } from "@/lib/services/months/get-contract-month";
import { monthParams } from "@/lib/validation/month";

/** A contract's month: status, notes, who and when, history, each day against the schedule and the summary. */
export const GET = route({
  access: "read",
  portal: { household: "presences" },
  params: monthParams,
  handler: ({ service, params }) => getContractMonth(service, params.id, params.period),
});

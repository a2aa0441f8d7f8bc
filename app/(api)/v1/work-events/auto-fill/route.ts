import { route } from "@/lib/api/handler";
import { autoFillWorkEvents } from "@/lib/services/work-events/auto-fill-work-events";
import { autoFillSchema } from "@/lib/validation/work-event";

export const POST = route({
  access: "write",
  portal: { household: "presences" },
  body: autoFillSchema,
  status: 201,
  location: (_result, { body }) =>
    `/v1/work-events?${new URLSearchParams({ domesticContractId: body.domesticContractId, from: body.startDate, to: body.endDate })}`,
  handler: ({ service, body }) => autoFillWorkEvents(service, body),
});

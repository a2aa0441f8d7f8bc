import { locationOf, route } from "@/lib/api/handler";
import { createWorkEvent } from "@/lib/services/work-events/create-work-event";
import { listWorkEvents } from "@/lib/services/work-events/list-work-events";
import { createWorkEventSchema, listWorkEventsQuery } from "@/lib/validation/work-event";

export const GET = route({
  access: "read",
  portal: { household: "presences" },
  query: listWorkEventsQuery,
  handler: ({ service, query }) => listWorkEvents(service, query),
});

export const POST = route({
  access: "write",
  portal: { household: "presences" },
  body: createWorkEventSchema,
  status: 201,
  location: locationOf("/v1/work-events"),
  handler: ({ service, body }) => createWorkEvent(service, body),
});

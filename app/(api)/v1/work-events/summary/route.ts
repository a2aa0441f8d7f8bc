import { route } from "@/lib/api/handler";
import { summarizeWorkEvents } from "@/lib/services/work-events/summarize-work-events";
import { workEventSummaryQuery } from "@/lib/validation/work-event";

export const GET = route({
  access: "read",
  portal: { household: "presences" },
  query: workEventSummaryQuery,
  handler: ({ service, query }) => summarizeWorkEvents(service, query),
});

import { route } from "@/lib/api/handler";
import { autoFillWorkEvents } from "@/lib/services/work-events/auto-fill-work-events";
import { autoFillSchema } from "@/lib/validation/work-event";

export const POST = route({
  access: "write",
  body: autoFillSchema,
  status: 201,
  handler: ({ principal, body, requestId }) => autoFillWorkEvents(principal, body, requestId),
});

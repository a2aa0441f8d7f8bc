import { route } from "@/lib/api/handler";
import { deleteWorkEvent } from "@/lib/services/work-events/delete-work-event";
import { getWorkEvent } from "@/lib/services/work-events/get-work-event";
import { updateWorkEvent } from "@/lib/services/work-events/update-work-event";
import { idParams } from "@/lib/validation/common";
import { patchWorkEventSchema } from "@/lib/validation/work-event";

export const GET = route({
  access: "read",
  etag: true,
  params: idParams,
  handler: ({ principal, params }) => getWorkEvent(principal, params.id),
});

export const PATCH = route({
  access: "write",
  currentRepresentation: ({ principal, params }, db) => getWorkEvent(principal, params.id, db),
  params: idParams,
  body: patchWorkEventSchema,
  handler: ({ principal, params, body, requestId }) => updateWorkEvent(principal, params.id, body, requestId),
});

export const DELETE = route({
  access: "write",
  currentRepresentation: ({ principal, params }, db) => getWorkEvent(principal, params.id, db),
  params: idParams,
  status: 204,
  handler: ({ principal, params, requestId }) => deleteWorkEvent(principal, params.id, requestId),
});

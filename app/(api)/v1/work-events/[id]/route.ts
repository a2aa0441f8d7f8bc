import { route } from "@/lib/api/handler";
import { deleteWorkEvent } from "@/lib/services/work-events/delete-work-event";
import { getWorkEvent } from "@/lib/services/work-events/get-work-event";
import { updateWorkEvent } from "@/lib/services/work-events/update-work-event";
import { idParams } from "@/lib/validation/common";
import { patchWorkEventSchema } from "@/lib/validation/work-event";

export const GET = route({
  access: "read",
  portal: { household: "presences" },
  etag: true,
  params: idParams,
  handler: ({ service, params }) => getWorkEvent(service, params.id),
});

export const PATCH = route({
  access: "write",
  portal: { household: "presences" },
  currentRepresentation: ({ service, params }, db) => getWorkEvent(service, params.id, db),
  params: idParams,
  body: patchWorkEventSchema,
  handler: ({ service, params, body }) => updateWorkEvent(service, params.id, body),
});

export const DELETE = route({
  access: "write",
  portal: { household: "presences" },
  currentRepresentation: ({ service, params }, db) => getWorkEvent(service, params.id, db),
  params: idParams,
  status: 204,
  handler: ({ service, params }) => deleteWorkEvent(service, params.id),
});

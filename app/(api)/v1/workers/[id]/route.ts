import { route } from "@/lib/api/handler";
import { deleteWorker } from "@/lib/services/workers/delete-worker";
import { getWorker } from "@/lib/services/workers/get-worker";
import { updateWorker } from "@/lib/services/workers/update-worker";
import { idParams } from "@/lib/validation/common";
import { updateWorkerSchema } from "@/lib/validation/worker";

export const GET = route({
  access: "read",
  etag: true,
  params: idParams,
  handler: ({ service, params }) => getWorker(service, params.id),
});

export const PATCH = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getWorker(service, params.id, db),
  params: idParams,
  body: updateWorkerSchema,
  handler: ({ service, params, body }) => updateWorker(service, params.id, body),
});

export const DELETE = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getWorker(service, params.id, db),
  params: idParams,
  status: 204,
  handler: async ({ service, params }) => {
    await deleteWorker(service, params.id);
    return null;
  },
});

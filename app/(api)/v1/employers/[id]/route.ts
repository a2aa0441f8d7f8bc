import { route } from "@/lib/api/handler";
import { deleteEmployer } from "@/lib/services/employers/delete-employer";
import { getEmployer } from "@/lib/services/employers/get-employer";
import { updateEmployer } from "@/lib/services/employers/update-employer";
import { idParams } from "@/lib/validation/common";
import { updateEmployerSchema } from "@/lib/validation/employer";

export const GET = route({
  access: "read",
  etag: true,
  params: idParams,
  handler: ({ service, params }) => getEmployer(service, params.id),
});

export const PATCH = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getEmployer(service, params.id, db),
  params: idParams,
  body: updateEmployerSchema,
  handler: ({ service, params, body }) => updateEmployer(service, params.id, body),
});

export const DELETE = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getEmployer(service, params.id, db),
  params: idParams,
  status: 204,
  handler: async ({ service, params }) => {
    await deleteEmployer(service, params.id);
    return null;
  },
});

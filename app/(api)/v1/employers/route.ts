import { locationOf, route } from "@/lib/api/handler";
import { createEmployer } from "@/lib/services/employers/create-employer";
import { listEmployers } from "@/lib/services/employers/list-employers";
import { createEmployerSchema } from "@/lib/validation/employer";
import { listEmployersQuery } from "@/lib/validation/employer-query";

export const GET = route({
  access: "read",
  query: listEmployersQuery,
  handler: ({ service, query }) => listEmployers(service, query),
});

export const POST = route({
  access: "write",
  body: createEmployerSchema,
  status: 201,
  location: locationOf("/v1/employers"),
  handler: ({ service, body }) => createEmployer(service, body),
});

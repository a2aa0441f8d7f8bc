import { locationOf, route } from "@/lib/api/handler";
import { createWorker } from "@/lib/services/workers/create-worker";
import { listWorkers } from "@/lib/services/workers/list-workers";
import { createWorkerSchema, listWorkersQuery } from "@/lib/validation/worker";

export const GET = route({
  access: "read",
  query: listWorkersQuery,
  handler: ({ service, query }) => listWorkers(service, query),
});

export const POST = route({
  access: "write",
  body: createWorkerSchema,
  status: 201,
  location: locationOf("/v1/workers"),
  handler: ({ service, body }) => createWorker(service, body),
});

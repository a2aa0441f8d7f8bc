import { route } from "@/lib/api/handler";
import { createWorkEventBatch } from "@/lib/services/work-events/create-work-event-batch";
import { batchQuery, workEventBatchBodySchema } from "@/lib/validation/work-event";

/** The items are validated by the service: more than 1,000 answers 413 before any item is read. */
export const POST = route({
  access: "write",
  portal: { household: "presences" },
  query: batchQuery,
  body: workEventBatchBodySchema,
  status: 201,
  location: (_result, { query }) => `/v1/work-events?${new URLSearchParams({ domesticContractId: query.domesticContractId })}`,
  handler: ({ service, query, body }) => createWorkEventBatch(service, query, body),
});

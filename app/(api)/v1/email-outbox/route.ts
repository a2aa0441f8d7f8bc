import { route } from "@/lib/api/handler";
import { listEmailOutbox } from "@/lib/services/email/list-email-outbox";
import { listEmailOutboxQuery } from "@/lib/validation/email-outbox";

export const GET = route({
  access: "admin",
  organizationWide: true,
  query: listEmailOutboxQuery,
  handler: ({ service, query }) => listEmailOutbox(service, query),
});

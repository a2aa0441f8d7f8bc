import { route } from "@/lib/api/handler";
import { listInpsCommunications } from "@/lib/services/inps-communications/list-inps-communications";
import { listInpsCommunicationsQuery } from "@/lib/validation/inps-communication";

export const GET = route({
  access: "read",
  query: listInpsCommunicationsQuery,
  handler: ({ service, query }) => listInpsCommunications(service, query),
});

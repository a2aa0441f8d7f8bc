import { route } from "@/lib/api/handler";
import { listEmployers } from "@/lib/services/employers/list-employers";
import { listEmployersQuery } from "@/lib/validation/employer-query";

export const GET = route({
  access: "read",
  query: listEmployersQuery,
  handler: ({ principal, query }) => listEmployers(principal, query),
});

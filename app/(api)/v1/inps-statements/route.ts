import { route } from "@/lib/api/handler";
import { listInpsStatements } from "@/lib/services/statements/list-inps-statements";
import { todayInItaly } from "@/lib/validation/common";
import { inpsStatementsQuery } from "@/lib/validation/statements";

/** Quarterly INPS statements: one employment (domesticContractId) or the organization's book (organizationId). */
export const GET = route({
  access: "read",
  query: inpsStatementsQuery,
  handler: ({ service, query }) => listInpsStatements(service, query, todayInItaly()),
});

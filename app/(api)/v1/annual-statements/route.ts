import { route } from "@/lib/api/handler";
import { getAnnualStatement } from "@/lib/services/statements/get-annual-statement";
import { todayInItaly } from "@/lib/validation/common";
import { annualStatementQuery } from "@/lib/validation/statements";

/** The worker's annual statement ("dichiarazione sostitutiva della CU") of a contract and year. */
export const GET = route({
  access: "read",
  query: annualStatementQuery,
  handler: ({ service, query }) => getAnnualStatement(service, query, todayInItaly()),
});

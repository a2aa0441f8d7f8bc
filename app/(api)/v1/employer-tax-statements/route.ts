import { route } from "@/lib/api/handler";
import { getEmployerTaxStatement } from "@/lib/services/employer-tax-statements/get-employer-tax-statement";
import { employerTaxStatementQuery } from "@/lib/validation/contribution-payment";

/** The employer's contributions paid in a calendar year (deductible, rules-update-3 A10). */
export const GET = route({
  access: "read",
  query: employerTaxStatementQuery,
  handler: ({ service, query }) => getEmployerTaxStatement(service, query),
});

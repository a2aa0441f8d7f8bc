import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getEmployerTaxStatementPdf } from "@/lib/services/employer-tax-statements/get-employer-tax-statement-pdf";
import { employerTaxStatementQuery } from "@/lib/validation/contribution-payment";

/** The employer's statement of contributions paid, as a PDF. */
export const GET = route({
  access: "read",
  query: employerTaxStatementQuery,
  handler: async ({ service, query }) => pdfResponse(await getEmployerTaxStatementPdf(service, query, new Date())),
});

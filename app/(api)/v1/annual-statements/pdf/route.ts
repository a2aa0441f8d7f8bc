import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getAnnualStatementPdf } from "@/lib/services/documents/get-statement-pdfs";
import { todayInItaly } from "@/lib/validation/common";
import { annualStatementQuery } from "@/lib/validation/statements";

/** The worker's annual statement as PDF. */
export const GET = route({
  access: "read",
  query: annualStatementQuery,
  handler: async ({ service, query }) => pdfResponse(await getAnnualStatementPdf(service, query, todayInItaly(), new Date())),
});

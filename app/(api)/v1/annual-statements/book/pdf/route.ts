import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getAnnualStatementBookPdf } from "@/lib/services/documents/get-statement-pdfs";
import { todayInItaly } from "@/lib/validation/common";
import { annualStatementBookQuery } from "@/lib/validation/statements";

/** The year's annual statements of the whole book in one PDF. */
export const GET = route({
  access: "read",
  query: annualStatementBookQuery,
  handler: async ({ service, query }) => pdfResponse(await getAnnualStatementBookPdf(service, query, todayInItaly(), new Date()), "attachment"),
});

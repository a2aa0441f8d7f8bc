import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getInpsStatementPdf } from "@/lib/services/documents/get-statement-pdfs";
import { todayInItaly } from "@/lib/validation/common";
import { inpsStatementDocumentQuery } from "@/lib/validation/statements";

/** "Promemoria versamento contributi" for one employment and quarter. */
export const GET = route({
  access: "read",
  query: inpsStatementDocumentQuery,
  handler: async ({ service, query }) => pdfResponse(await getInpsStatementPdf(service, query, todayInItaly(), new Date())),
});

import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getPayslipPdf } from "@/lib/services/documents/get-payslip-pdf";
import { idParams } from "@/lib/validation/common";

/** The payslip as PDF: a final one is the document stored at finalize (same bytes, same SHA-256). */
export const GET = route({
  access: "read",
  params: idParams,
  handler: async ({ principal, params }) => pdfResponse(await getPayslipPdf(principal, params.id, new Date())),
});

import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getPayslipPdf } from "@/lib/services/documents/get-payslip-pdf";
import { idParams } from "@/lib/validation/common";
import { payslipPdfQuery } from "@/lib/validation/payslip-document";

/** The payslip as PDF: a final one is the document stored at finalize (same bytes, same SHA-256), or the version asked. */
export const GET = route({
  access: "read",
  portal: { household: "view", worker: true },
  params: idParams,
  query: payslipPdfQuery,
  handler: async ({ service, params, query }) => pdfResponse(await getPayslipPdf(service, params.id, new Date(), query.version)),
});

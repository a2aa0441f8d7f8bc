import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getPayslipPdf } from "@/lib/services/documents/get-payslip-pdf";
import { getPayslipWithReceiptsPdf } from "@/lib/services/payslip-payments/get-payment-receipt-pdf";
import { idParams } from "@/lib/validation/common";
import { payslipPdfQuery } from "@/lib/validation/payslip-document";

/** The payslip as PDF: a final one is the document stored at finalize (same bytes, same SHA-256), or the version asked. */
export const GET = route({
  access: "read",
  params: idParams,
  query: payslipPdfQuery,
  // households (any right) and workers download their own final payslips (issue 29)
  portal: { household: "view", worker: true },
  handler: async ({ service, params, query }) =>
    pdfResponse(
      query.receipts ? await getPayslipWithReceiptsPdf(service, params.id, new Date()) : await getPayslipPdf(service, params.id, new Date(), query.version),
    ),
});

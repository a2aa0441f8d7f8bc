import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getPaymentReceiptPdf } from "@/lib/services/payslip-payments/get-payment-receipt-pdf";
import { payslipPaymentParams, payslipReceiptQuery } from "@/lib/validation/payslip-payment";

/** The payment's receipt ("quietanza") as PDF: the stored document, the same bytes each time (Italian). */
export const GET = route({
  access: "read",
  params: payslipPaymentParams,
  query: payslipReceiptQuery,
  handler: async ({ service, params, query }) => pdfResponse(await getPaymentReceiptPdf(service, params.id, params.paymentId, query.locale)),
});

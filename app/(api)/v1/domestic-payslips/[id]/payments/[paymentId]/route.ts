import { jsonResponse, route } from "@/lib/api/handler";
import { deletePayslipPayment } from "@/lib/services/payslip-payments/delete-payslip-payment";
import { payslipPaymentParams } from "@/lib/validation/payslip-payment";

/** 204: a payment recorded by mistake goes with its receipts (the audit entry keeps what it said). */
export const DELETE = route({
  access: "write",
  params: payslipPaymentParams,
  handler: async ({ service, params }) => {
    await deletePayslipPayment(service, params.id, params.paymentId);
    return jsonResponse(null, 204);
  },
});

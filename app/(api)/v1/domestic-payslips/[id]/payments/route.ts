import { route } from "@/lib/api/handler";
import { listPayslipPayments } from "@/lib/services/payslip-payments/list-payslip-payments";
import { recordPayslipPayment } from "@/lib/services/payslip-payments/record-payslip-payment";
import { idParams } from "@/lib/validation/common";
import { createPayslipPaymentBody } from "@/lib/validation/payslip-payment";

/** The payments of a payslip's pay, its status against the net, the excess and what is still owed. */
export const GET = route({ access: "read", params: idParams, handler: ({ service, params }) => listPayslipPayments(service, params.id) });

/** Records a payment of a final payslip (201) and stores its receipt. */
export const POST = route({
  access: "write",
  params: idParams,
  body: createPayslipPaymentBody,
  status: 201,
  handler: ({ service, params, body }) => recordPayslipPayment(service, params.id, body, new Date()),
  location: (result, { params }) => `/v1/domestic-payslips/${params.id}/payments/${(result as { id: string }).id}/receipt`,
});

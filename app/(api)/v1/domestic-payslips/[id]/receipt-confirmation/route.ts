import { route } from "@/lib/api/handler";
import { confirmPayslipReceipt } from "@/lib/services/payslips/confirm-payslip-receipt";
import { idParams } from "@/lib/validation/common";

/** The worker confirms having received the pay of a final payslip of theirs (once: 409 receipt_already_confirmed). */
export const POST = route({
  access: "write",
  portal: { worker: true },
  params: idParams,
  handler: ({ service, params }) => confirmPayslipReceipt(service, params.id),
});

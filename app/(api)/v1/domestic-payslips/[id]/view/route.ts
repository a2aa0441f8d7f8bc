import { route } from "@/lib/api/handler";
import { recordPayslipView } from "@/lib/services/payslips/record-payslip-view";
import { idParams } from "@/lib/validation/common";

/** The worker opened a final payslip of theirs: viewedAt recorded the first time (idempotent). */
export const POST = route({
  access: "write",
  portal: { worker: true },
  params: idParams,
  handler: ({ service, params }) => recordPayslipView(service, params.id),
});

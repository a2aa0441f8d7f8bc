import { route } from "@/lib/api/handler";
import { finalizePayslip } from "@/lib/services/payslips/finalize-payslip";
import { idParams } from "@/lib/validation/common";

export const POST = route({
  access: "write",
  params: idParams,
  handler: ({ service, params }) => finalizePayslip(service, params.id),
});

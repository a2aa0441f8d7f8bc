import { route } from "@/lib/api/handler";
import { previewPayslipCorrection } from "@/lib/services/payslip-corrections/correct-payslips";
import { idParams } from "@/lib/validation/common";
import { correctPayslipBody } from "@/lib/validation/payslip-correction";

export const POST = route({
  access: "write",
  params: idParams,
  body: correctPayslipBody,
  handler: ({ service, params, body }) => previewPayslipCorrection(service, params.id, body),
});

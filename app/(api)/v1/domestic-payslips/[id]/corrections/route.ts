import { route } from "@/lib/api/handler";
import { createPayslipCorrection } from "@/lib/services/payslip-corrections/correct-payslips";
import { idParams } from "@/lib/validation/common";
import { correctPayslipBody } from "@/lib/validation/payslip-correction";

export const POST = route({
  access: "write",
  params: idParams,
  body: correctPayslipBody,
  status: 201,
  location: (result) => `/v1/domestic-payslips/${(result as { correctionPayslipId: string }).correctionPayslipId}`,
  handler: ({ service, params, body }) => createPayslipCorrection(service, params.id, body),
});

import { route } from "@/lib/api/handler";
import { previewPayslipCorrections } from "@/lib/services/payslip-corrections/correct-payslips";
import { correctPayslipsBody } from "@/lib/validation/payslip-correction";

export const POST = route({
  access: "write",
  body: correctPayslipsBody,
  handler: ({ service, body }) => previewPayslipCorrections(service, body),
});

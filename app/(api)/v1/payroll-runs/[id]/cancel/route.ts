import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { cancelPayrollRun } from "@/lib/services/payroll-runs/cancel-payroll-run";

export const POST = route({
  access: "write",
  organizationWide: true,
  params: idParams,
  handler: ({ service, params }) => cancelPayrollRun(service, params.id),
});

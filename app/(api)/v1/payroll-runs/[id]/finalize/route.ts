import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { finalizePayrollRun } from "@/lib/services/payroll-runs/finalize-payroll-run";

export const POST = route({
  access: "write",
  organizationWide: true,
  params: idParams,
  status: 202,
  handler: ({ service, params }) => finalizePayrollRun(service, params.id),
});

import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { finalizePayrollRun } from "@/lib/services/payroll-runs/finalize-payroll-run";

export const POST = route({
  access: "write",
  params: idParams,
  handler: ({ principal, params, requestId }) => finalizePayrollRun(principal, params.id, requestId),
});

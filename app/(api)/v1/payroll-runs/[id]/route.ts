import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { getPayrollRun } from "@/lib/services/payroll-runs/get-payroll-run";
import { getPayrollRunQuery } from "@/lib/validation/payroll-run";

export const GET = route({
  access: "read",
  organizationWide: true,
  etag: true,
  params: idParams,
  query: getPayrollRunQuery,
  handler: ({ service, params, query }) => getPayrollRun(service, params.id, query),
});

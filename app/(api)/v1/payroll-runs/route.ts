import { locationOf, route } from "@/lib/api/handler";
import { createPayrollRun } from "@/lib/services/payroll-runs/create-payroll-run";
import { listPayrollRuns } from "@/lib/services/payroll-runs/list-payroll-runs";
import { createPayrollRunBody, listPayrollRunsQuery } from "@/lib/validation/payroll-run";

export const POST = route({
  access: "write",
  organizationWide: true,
  location: locationOf("/v1/payroll-runs"),
  body: createPayrollRunBody,
  status: 202,
  handler: ({ service, body }) => createPayrollRun(service, body),
});
export const GET = route({
  access: "read",
  organizationWide: true,
  query: listPayrollRunsQuery,
  handler: ({ service, query }) => listPayrollRuns(service, query),
});

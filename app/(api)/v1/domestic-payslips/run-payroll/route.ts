import { locationOf, route } from "@/lib/api/handler";
import { runPayroll } from "@/lib/services/payslips/run-payroll";
import { runPayrollBody } from "@/lib/validation/payslip";

export const POST = route({
  access: "write",
  location: locationOf("/v1/domestic-payslips"),
  body: runPayrollBody,
  status: 201,
  handler: ({ service, body }) => runPayroll(service, body),
});

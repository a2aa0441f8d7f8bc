import { route } from "@/lib/api/handler";
import { acceptMonth } from "@/lib/services/months/transition-month";
import { acceptMonthBody, monthParams } from "@/lib/validation/month";

/** A clerk takes the submitted month into payroll; with runPayslip its draft payslip is run too. */
export const POST = route({
  access: "write",
  params: monthParams,
  body: acceptMonthBody,
  handler: ({ service, params, body }) => acceptMonth(service, params.id, params.period, body),
});

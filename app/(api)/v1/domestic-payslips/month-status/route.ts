import { route } from "@/lib/api/handler";
import { listPayrollMonth } from "@/lib/services/payslips/list-payroll-month";
import { payrollMonthQuery } from "@/lib/validation/payslip";

/** The organization's contracts active in a month, each with its payslip status (not_run/draft/final/outdated). */
export const GET = route({
  access: "read",
  query: payrollMonthQuery,
  handler: ({ service, query }) => listPayrollMonth(service, query.period, query.limit === undefined ? undefined : { page: query.page, limit: query.limit }),
});

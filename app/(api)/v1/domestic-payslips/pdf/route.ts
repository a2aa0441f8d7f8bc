import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getMonthPayslipsPdf } from "@/lib/services/documents/get-month-payslips-pdf";
import { monthPayslipsPdfQuery } from "@/lib/validation/payslip";

/** A month's final payslips of the organization in one PDF. */
export const GET = route({
  access: "read",
  query: monthPayslipsPdfQuery,
  handler: async ({ service, query }) => pdfResponse(await getMonthPayslipsPdf(service, query, new Date()), "attachment"),
});

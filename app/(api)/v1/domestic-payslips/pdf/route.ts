import { route } from "@/lib/api/handler";
import { getMonthPayslipsPdf } from "@/lib/services/documents/get-month-payslips-pdf";
import { monthPayslipsPdfQuery } from "@/lib/validation/payslip";

/** A month's final payslips of the organization in one PDF, streamed as it is written (no length or checksum known before). */
export const GET = route({
  access: "read",
  query: monthPayslipsPdfQuery,
  handler: async ({ service, query }) => {
    const file = await getMonthPayslipsPdf(service, query, new Date());
    return new Response(file.stream, {
      status: 200,
      headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.filename}"`, "cache-control": "private, no-store" },
    });
  },
});

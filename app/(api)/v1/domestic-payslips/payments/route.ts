import { route } from "@/lib/api/handler";
import { bulkRecordPayslipPayments } from "@/lib/services/payslip-payments/bulk-record-payslip-payments";
import { bulkPayslipPaymentsBody } from "@/lib/validation/payslip-payment";

/** "Paid in cash on …" for several final payslips at once: each paid what it still owes, each its own outcome. */
export const POST = route({
  access: "write",
  body: bulkPayslipPaymentsBody,
  handler: ({ service, body }) => bulkRecordPayslipPayments(service, body, new Date()),
});

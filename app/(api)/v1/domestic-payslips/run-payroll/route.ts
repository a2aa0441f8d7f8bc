import { route } from "@/lib/api/handler";
import { runPayroll } from "@/lib/services/payslips/run-payroll";
import { runPayrollBody } from "@/lib/validation/payslip";

export const POST = route({ access: "write", body: runPayrollBody, status: 201, handler: ({ principal, body, requestId }) => runPayroll(principal, body, requestId) });

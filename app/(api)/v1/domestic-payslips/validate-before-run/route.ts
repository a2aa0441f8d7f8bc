import { route } from "@/lib/api/handler";
import { validatePayroll } from "@/lib/services/payslips/validate-payroll";
import { validateBeforeRunBody } from "@/lib/validation/payslip";

/** A check, not a change: read-only keys may call it. */
export const POST = route({ access: "read", body: validateBeforeRunBody, handler: ({ service, body }) => validatePayroll(service, body) });

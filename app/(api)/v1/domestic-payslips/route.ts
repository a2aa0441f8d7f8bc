import { route } from "@/lib/api/handler";
import { listPayslips } from "@/lib/services/payslips/list-payslips";
import { listPayslipsQuery } from "@/lib/validation/payslip";

export const GET = route({ access: "read", query: listPayslipsQuery, handler: ({ service, query }) => listPayslips(service, query) });

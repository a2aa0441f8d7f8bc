import { route } from "@/lib/api/handler";
import { listPayslips } from "@/lib/services/payslips/list-payslips";
import { listPayslipsQuery } from "@/lib/validation/payslip";

/** Open to households (any right) and workers: their own contracts' final payslips. */
export const GET = route({
  access: "read",
  portal: { household: "view", worker: true },
  query: listPayslipsQuery,
  handler: ({ service, query }) => listPayslips(service, query),
});

import { route } from "@/lib/api/handler";
import { computeContributionWeeks } from "@/lib/services/payslips/compute-contribution-weeks";
import { contributionWeeksBody } from "@/lib/validation/payslip";

/** A bare JSON array of weeks (interface §4.1), to pass as contributionWeeks to run-payroll. */
export const POST = route({ access: "read", body: contributionWeeksBody, handler: ({ service, body }) => computeContributionWeeks(service, body) });

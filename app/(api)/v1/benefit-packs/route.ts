import { route } from "@/lib/api/handler";
import { getBenefitPack } from "@/lib/services/benefit-packs/get-benefit-pack";
import { benefitPackQuery } from "@/lib/validation/benefit-pack";

/** The prestazione universale pack of an employment and quarter: payslips, payments, receipts, warnings, deadline. */
export const GET = route({ access: "read", query: benefitPackQuery, handler: ({ service, query }) => getBenefitPack(service, query) });

import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getBenefitPackPdf } from "@/lib/services/benefit-packs/get-benefit-pack-pdf";
import { benefitPackQuery } from "@/lib/validation/benefit-pack";

/** The prestazione universale pack as one PDF: cover sheet, then each payslip with its receipts. */
export const GET = route({
  access: "read",
  query: benefitPackQuery,
  handler: async ({ service, query }) => pdfResponse(await getBenefitPackPdf(service, query, new Date()), "attachment"),
});

import { route } from "@/lib/api/handler";
import { pdfResponse } from "@/lib/api/file-response";
import { getContractLetterPdf } from "@/lib/services/letters/get-contract-letter-pdf";
import { letterIdParams } from "@/lib/validation/contract-letter";

/** One stored version of a letter, as a download ("lettera-assunzione-<cognome>-<data>.pdf"). */
export const GET = route({
  access: "read",
  params: letterIdParams,
  handler: async ({ service, params }) => pdfResponse(await getContractLetterPdf(service, params.id, params.letterId), "attachment"),
});

import { route } from "@/lib/api/handler";
import { deleteContractTerms } from "@/lib/services/contracts/delete-contract-terms";
import { updateContractTerms } from "@/lib/services/contracts/update-contract-terms";
import { termsParams, termsSchema } from "@/lib/validation/contract";

/** Corrects terms in place (same effective date). */
export const PUT = route({
  access: "write",
  params: termsParams,
  body: termsSchema,
  handler: ({ service, params, body }) => updateContractTerms(service, params.id, params.termsId, body),
});

/** Removes later terms entered by mistake (not the first terms). */
export const DELETE = route({
  access: "write",
  params: termsParams,
  status: 204,
  handler: ({ service, params }) => deleteContractTerms(service, params.id, params.termsId),
});

import { route } from "@/lib/api/handler";
import { signContractLetter } from "@/lib/services/letters/sign-contract-letter";
import { letterIdParams, signContractLetterBody } from "@/lib/validation/contract-letter";

/** Records the day the worker signed the letter (on paper; confirmed in the portal by the worker). */
export const POST = route({
  access: "write",
  params: letterIdParams,
  body: signContractLetterBody,
  handler: ({ service, params, body }) => signContractLetter(service, params.id, params.letterId, body, new Date()),
});

import { jsonResponse, route } from "@/lib/api/handler";
import { createContractLetter } from "@/lib/services/letters/create-contract-letter";
import { listContractLetters } from "@/lib/services/letters/list-contract-letters";
import { idParams } from "@/lib/validation/common";
import { createContractLetterBody } from "@/lib/validation/contract-letter";

/** The contract's hiring and change letters, every version, and the terms whose letter is missing or outdated. */
export const GET = route({
  access: "read",
  params: idParams,
  handler: ({ service, params }) => listContractLetters(service, params.id),
});

/** A new version of a letter (201), or its current version when nothing it prints changed (200). */
export const POST = route({
  access: "write",
  params: idParams,
  body: createContractLetterBody,
  status: 201,
  handler: async ({ service, params, body }) => {
    const { letter, created } = await createContractLetter(service, params.id, body, new Date());
    return created ? letter : jsonResponse(letter, 200);
  },
  location: (result, { params }) => `/v1/domestic-contracts/${params.id}/letters/${(result as { id: string }).id}/pdf`,
});

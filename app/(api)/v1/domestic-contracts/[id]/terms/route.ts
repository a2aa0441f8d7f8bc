import { route } from "@/lib/api/handler";
import { addContractTerms } from "@/lib/services/contracts/add-contract-terms";
import { listContractTerms } from "@/lib/services/contracts/list-contract-terms";
import { addTermsSchema, listTermsQuery } from "@/lib/validation/contract";
import { idParams } from "@/lib/validation/common";

export const GET = route({
  access: "read",
  params: idParams,
  query: listTermsQuery,
  handler: ({ service, params, query }) => listContractTerms(service, params.id, query),
});

export const POST = route({
  access: "write",
  params: idParams,
  body: addTermsSchema,
  status: 201,
  // the terms history lives on the contract
  location: (_result, { params }) => `/v1/domestic-contracts/${params.id}`,
  handler: ({ service, params, body }) => addContractTerms(service, params.id, body),
});

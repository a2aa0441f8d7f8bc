import { locationOf, route } from "@/lib/api/handler";
import { createContract } from "@/lib/services/contracts/create-contract";
import { listContracts } from "@/lib/services/contracts/list-contracts";
import { createContractSchema, listContractsQuery } from "@/lib/validation/contract";

export const GET = route({
  access: "read",
  query: listContractsQuery,
  handler: ({ service, query }) => listContracts(service, query),
});

export const POST = route({
  access: "write",
  body: createContractSchema,
  status: 201,
  location: locationOf("/v1/domestic-contracts"),
  handler: ({ service, body }) => createContract(service, body),
});

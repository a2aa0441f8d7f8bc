import { route } from "@/lib/api/handler";
import { deleteContract } from "@/lib/services/contracts/delete-contract";
import { getContract } from "@/lib/services/contracts/get-contract";
import { updateContract } from "@/lib/services/contracts/update-contract";
import { updateContractSchema } from "@/lib/validation/contract";
import { idParams } from "@/lib/validation/common";

export const GET = route({
  access: "read",
  etag: true,
  params: idParams,
  // a household person with the `full` right on the contract's employer (issue 29; checked in the service)
  portal: { household: "full" },
  handler: ({ service, params }) => getContract(service, params.id),
});

export const PATCH = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getContract(service, params.id, db),
  params: idParams,
  body: updateContractSchema,
  handler: ({ service, params, body }) => updateContract(service, params.id, body),
});

export const DELETE = route({
  access: "write",
  currentRepresentation: ({ service, params }, db) => getContract(service, params.id, db),
  params: idParams,
  status: 204,
  handler: ({ service, params }) => deleteContract(service, params.id),
});

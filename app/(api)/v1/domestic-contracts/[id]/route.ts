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
  handler: ({ principal, params }) => getContract(principal, params.id),
});

export const PATCH = route({
  access: "write",
  currentRepresentation: ({ principal, params }, db) => getContract(principal, params.id, db),
  params: idParams,
  body: updateContractSchema,
  handler: ({ principal, params, body, requestId }) => updateContract(principal, params.id, body, requestId),
});

export const DELETE = route({
  access: "write",
  currentRepresentation: ({ principal, params }, db) => getContract(principal, params.id, db),
  params: idParams,
  status: 204,
  handler: ({ principal, params, requestId }) => deleteContract(principal, params.id, requestId),
});

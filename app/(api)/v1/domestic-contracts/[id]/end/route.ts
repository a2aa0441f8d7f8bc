import { route } from "@/lib/api/handler";
import { endContract } from "@/lib/services/contracts/end-contract";
import { reopenContract } from "@/lib/services/contracts/reopen-contract";
import { endContractSchema } from "@/lib/validation/contract";
import { idParams } from "@/lib/validation/common";

/** Records the end of employment (date and reason). */
export const POST = route({
  access: "write",
  params: idParams,
  body: endContractSchema,
  handler: ({ service, params, body }) => endContract(service, params.id, body),
});

/** Cancels a recorded end. */
export const DELETE = route({
  access: "write",
  params: idParams,
  handler: ({ service, params }) => reopenContract(service, params.id),
});

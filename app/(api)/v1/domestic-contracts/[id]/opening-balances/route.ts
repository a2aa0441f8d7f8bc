import { jsonResponse, route } from "@/lib/api/handler";
import { setOpeningBalances } from "@/lib/services/contracts/set-opening-balances";
import { openingBalancesSchema } from "@/lib/validation/contract";
import { idParams } from "@/lib/validation/common";

/** Upserts the balances carried over from another system: 201 when created, 200 when replaced. */
export const PUT = route({
  access: "write",
  params: idParams,
  body: openingBalancesSchema,
  handler: async ({ service, params, body }) => {
    const { created, view } = await setOpeningBalances(service, params.id, body);
    // the balances are read back with the contract (GET /v1/domestic-contracts/{id})
    return jsonResponse(view, created ? 201 : 200, created ? { location: `/v1/domestic-contracts/${params.id}` } : {});
  },
});

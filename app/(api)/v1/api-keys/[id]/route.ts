import { route } from "@/lib/api/handler";
import { revokeApiKey } from "@/lib/services/api-keys/revoke-api-key";
import { idParams } from "@/lib/validation/common";

/** DELETE revokes: the key stops working at once; the record stays for the audit trail. */
export const DELETE = route({
  access: "admin",
  organizationWide: true,
  params: idParams,
  handler: ({ service, params }) => revokeApiKey(service, params.id),
});

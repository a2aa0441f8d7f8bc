import { route } from "@/lib/api/handler";
import { revokePortalAccess } from "@/lib/services/portal-access/revoke-portal-access";
import { idParams } from "@/lib/validation/common";

export const DELETE = route({
  access: "write",
  organizationWide: true,
  params: idParams,
  handler: ({ service, params }) => revokePortalAccess(service, { id: params.id }),
});

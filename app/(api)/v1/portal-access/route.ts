import { route } from "@/lib/api/handler";
import { listPortalAccess } from "@/lib/services/portal-access/list-portal-access";
import { listPortalAccessQuery } from "@/lib/validation/portal-access";

export const GET = route({
  access: "read",
  organizationWide: true,
  query: listPortalAccessQuery,
  handler: ({ service, query }) => listPortalAccess(service, query),
});

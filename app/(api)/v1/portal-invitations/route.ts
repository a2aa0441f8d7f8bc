import { jsonResponse, locationOf, route } from "@/lib/api/handler";
import { expectedOrigin } from "@/lib/auth/principal";
import { invitePortalUser } from "@/lib/services/portal-access/invite-portal-user";
import { createPortalInvitationSchema } from "@/lib/validation/portal-access";

export const POST = route({
  access: "write",
  organizationWide: true,
  body: createPortalInvitationSchema,
  status: 201,
  location: locationOf("/v1/portal-access"),
  // the same address on the same employer or worker answers the existing access: naturally idempotent
  idempotent: false,
  handler: async ({ service, body, req }) => {
    const result = await invitePortalUser(service, { ...body, origin: expectedOrigin(req) ?? req.nextUrl.origin });
    return result.outcome === "existing" ? jsonResponse(result, 200) : result;
  },
});

import { route } from "@/lib/api/handler";
import { expectedOrigin } from "@/lib/auth/principal";
import { resendPortalInvitation } from "@/lib/services/portal-access/resend-portal-invitation";
import { idParams } from "@/lib/validation/common";

export const POST = route({
  access: "write",
  organizationWide: true,
  params: idParams,
  // each call is a new link: a retry must not answer an older one
  idempotent: false,
  handler: ({ service, params, req }) => resendPortalInvitation(service, { id: params.id, origin: expectedOrigin(req) ?? req.nextUrl.origin }),
});

import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { resetUserPassword } from "@/lib/services/users/update-user";
import { resetPasswordSchema } from "@/lib/validation/settings";

export const POST = route({
  access: "admin",
  organizationWide: true,
  params: idParams,
  body: resetPasswordSchema,
  handler: ({ service, body, params }) => resetUserPassword(service, params.id, body),
});

import { route } from "@/lib/api/handler";
import { idParams } from "@/lib/validation/common";
import { updateUser } from "@/lib/services/users/update-user";
import { updateUserSchema } from "@/lib/validation/settings";

export const PATCH = route({
  access: "admin",
  organizationWide: true,
  params: idParams,
  body: updateUserSchema,
  handler: ({ service, body, params }) => updateUser(service, params.id, body),
});

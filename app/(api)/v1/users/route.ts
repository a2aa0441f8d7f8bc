import { route } from "@/lib/api/handler";
import { createUser } from "@/lib/services/users/create-user";
import { listUsers } from "@/lib/services/users/list-users";
import { createUserSchema } from "@/lib/validation/settings";

export const GET = route({ access: "admin", organizationWide: true, handler: ({ service }) => listUsers(service) });

export const POST = route({
  access: "admin",
  organizationWide: true,
  body: createUserSchema,
  status: 201,
  // no item URL for users: the list that holds the new one
  location: () => "/v1/users",
  handler: ({ service, body }) => createUser(service, body),
});

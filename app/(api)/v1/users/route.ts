import { route } from "@/lib/api/handler";
import { createUser } from "@/lib/services/users/create-user";
import { listUsers } from "@/lib/services/users/list-users";
import { createUserSchema } from "@/lib/validation/settings";

export const GET = route({ access: "admin", handler: ({ principal }) => listUsers(principal) });

export const POST = route({
  access: "admin",
  body: createUserSchema,
  status: 201,
  // no item URL for users: the list that holds the new one
  location: () => "/v1/users",
  handler: ({ principal, body, requestId }) => createUser(principal, body, requestId),
});

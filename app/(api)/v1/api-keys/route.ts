import { locationOf, route } from "@/lib/api/handler";
import { createApiKey } from "@/lib/services/api-keys/create-api-key";
import { listApiKeys } from "@/lib/services/api-keys/list-api-keys";
import { createApiKeySchema } from "@/lib/validation/settings";

export const GET = route({ access: "admin", organizationWide: true, handler: ({ service }) => listApiKeys(service) });

export const POST = route({
  access: "admin",
  organizationWide: true,
  body: createApiKeySchema,
  status: 201,
  location: locationOf("/v1/api-keys"),
  idempotent: "withheld",
  handler: ({ service, body }) => createApiKey(service, body),
});

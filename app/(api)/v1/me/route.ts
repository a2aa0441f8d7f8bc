import { route } from "@/lib/api/handler";
import { getMe } from "@/lib/services/me/get-me";

export const GET = route({
  access: "read",
  handler: ({ service }) => getMe(service),
});

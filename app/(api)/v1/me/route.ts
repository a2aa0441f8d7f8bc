import { route } from "@/lib/api/handler";
import { getMe } from "@/lib/services/me/get-me";

export const GET = route({
  access: "read",
  // households and workers read who they are and what they were granted (issue 29)
  portal: { household: "view", worker: true },
  handler: ({ service }) => getMe(service),
});

import { route } from "@/lib/api/handler";
import { expectedOrigin } from "@/lib/auth/principal";
import { createCalendarFeed } from "@/lib/services/calendar-feed/create-calendar-feed";
import { getCalendarFeed } from "@/lib/services/calendar-feed/get-calendar-feed";
import { revokeCalendarFeed } from "@/lib/services/calendar-feed/revoke-calendar-feed";

export const GET = route({
  access: "read",
  handler: ({ service }) => getCalendarFeed(service),
});

export const POST = route({
  access: "write",
  status: 201,
  // the answer holds the secret address: never stored for a replay
  idempotent: "withheld",
  handler: ({ service, req }) => createCalendarFeed(service, { origin: expectedOrigin(req) ?? req.nextUrl.origin }),
});

export const DELETE = route({
  access: "write",
  status: 204,
  handler: ({ service }) => revokeCalendarFeed(service),
});

import "server-only";
import { AppError } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";

/** The feed is a signed-in clerk's own: an API key has no calendar (403 forbidden). */
export function feedOwnerId(ctx: ServiceContext): string {
  if (ctx.principal.kind !== "user") throw new AppError("forbidden", "The calendar feed belongs to a user signed in to the application, not to an API key");
  return ctx.principal.actorId;
}

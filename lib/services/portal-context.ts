import "server-only";
import { primeRates } from "@/lib/services/rate-tables/rate-source";
import { randomUUID } from "node:crypto";
import { requirePortalPrincipal } from "@/lib/auth/session";
import { serviceContext, type ServiceContext } from "./context";

/**
 * For server components of the portal pages (app/(portal)): the signed-in household's or worker's
 * service context, its scope narrowed to their employers or contracts and `principal.portal` set.
 * No portal session: a redirect to sign-in; a clerk: a redirect to the clerk app.
 */
export async function requirePortalContext(): Promise<ServiceContext> {
  return primeRates(serviceContext(await requirePortalPrincipal(), randomUUID()));
}

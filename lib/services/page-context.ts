import "server-only";
import { primeRates } from "@/lib/services/rate-tables/rate-source";
import { randomUUID } from "node:crypto";
import { requireSessionPrincipal } from "@/lib/auth/session";
import { serviceContext, type ServiceContext } from "./context";

/** For server components of the clerk screens: the signed-in clerk's service context (or a redirect to sign-in). */
export async function requireSessionContext(): Promise<ServiceContext> {
  return primeRates(serviceContext(await requireSessionPrincipal(), randomUUID()));
}

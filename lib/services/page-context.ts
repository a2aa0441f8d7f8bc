import "server-only";
import { randomUUID } from "node:crypto";
import { requireSessionPrincipal } from "@/lib/auth/session";
import { serviceContext, type ServiceContext } from "./context";

/** For server components of the clerk screens: the signed-in clerk's service context (or a redirect to sign-in). */
export async function requireSessionContext(): Promise<ServiceContext> {
  return serviceContext(await requireSessionPrincipal(), randomUUID());
}

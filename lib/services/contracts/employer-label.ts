import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";

/** The display name of one of the caller's employers (for a heading), or null when unknown or foreign. */
export async function findEmployerLabel(principal: Principal, employerId: string): Promise<string | null> {
  const employer = await getDb().employer.findFirst({ where: { id: employerId, organizationId: principal.organizationId }, select: { displayName: true } });
  return employer?.displayName ?? null;
}

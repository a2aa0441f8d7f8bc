import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { employerWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";

/** The display name of one of the caller's employers (for a heading), or null when unknown or foreign. */
export async function findEmployerLabel(ctx: ServiceContext, employerId: string): Promise<string | null> {
  const employer = await getDb().employer.findFirst({ where: { id: employerId, ...employerWhere(ctx.scope) }, select: { displayName: true } });
  return employer?.displayName ?? null;
}

import "server-only";
import { randomUUID } from "node:crypto";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import type { PortalGrant, PortalRight, Principal } from "@/lib/auth/principal";
import { sessionVersionHolds } from "@/lib/auth/principal";
import { authOptions } from "@/lib/auth/options";
import { getDb } from "@/lib/db/client";
import { serviceContext, type ServiceContext } from "./context";

/**
 * For the portal's server components (households and workers, issue 29): the signed-in portal
 * user's service context, its scope narrowed to their employers (household) or their own contracts
 * (worker), or a redirect to the portal's sign-in. A clerk's session is not a portal session.
 */
export async function requirePortalContext(): Promise<ServiceContext> {
  const session = await getServerSession(authOptions);
  const user = session?.user as { id?: string; organizationId?: string; sessionVersion?: number } | undefined;
  if (!user?.id || !user.organizationId) redirect("/portal/sign-in");
  const db = getDb();
  const row = await db.user.findUnique({ where: { id: user.id }, select: { organizationId: true, role: true, disabledAt: true, sessionVersion: true } });
  if (
    !row ||
    row.disabledAt ||
    row.role !== "portal" ||
    row.organizationId !== user.organizationId ||
    !sessionVersionHolds(user.sessionVersion, row.sessionVersion)
  )
    redirect("/portal/sign-in");
  const accesses = await db.portalAccess.findMany({
    where: { userId: user.id, revokedAt: null, acceptedAt: { not: null } },
    select: { employerId: true, right: true, workerId: true },
  });
  const principal = await portalPrincipal(user.id, row.organizationId, accesses);
  if (!principal) redirect("/portal/sign-in");
  return serviceContext(principal, randomUUID());
}

/** A worker's access wins (their own contracts); otherwise the household's rights per employer. */
async function portalPrincipal(
  userId: string,
  organizationId: string,
  accesses: { employerId: string | null; right: string | null; workerId: string | null }[],
): Promise<Principal | null> {
  const base = { kind: "user" as const, actorId: userId, organizationId, readOnly: false, role: null };
  const worker = accesses.find((a) => a.workerId);
  if (worker?.workerId) {
    const contracts = await getDb().domesticContract.findMany({ where: { workerId: worker.workerId }, select: { id: true } });
    const portal: PortalGrant = { kind: "worker", workerId: worker.workerId };
    return { ...base, contractIds: contracts.map((c) => c.id), portal };
  }
  const rights: Record<string, PortalRight> = {};
  for (const a of accesses) if (a.employerId && a.right) rights[a.employerId] = a.right as PortalRight;
  if (Object.keys(rights).length === 0) return null;
  return { ...base, employerIds: Object.keys(rights), portal: { kind: "household", rights } };
}

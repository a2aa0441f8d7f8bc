import "server-only";
import { randomUUID } from "node:crypto";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import { sessionVersionHolds, type PortalRight, type Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { contractWhere } from "@/lib/db/scope";
import { serviceContext, type ServiceContext } from "./context";

/**
 * For server components of the portal pages: the signed-in household's or worker's service
 * context (their portal grant and narrowed scope), or a redirect to /portal/sign-in. A minimal
 * version: the portal's own sign-in and session helper replaces it.
 */
export async function requirePortalContext(): Promise<ServiceContext> {
  const session = await getServerSession(authOptions);
  const token = session?.user as { id?: string; organizationId?: string; sessionVersion?: number } | undefined;
  if (!token?.id || !token.organizationId) redirect("/portal/sign-in");
  const user = await getDb().user.findUnique({
    where: { id: token.id },
    select: {
      organizationId: true,
      role: true,
      disabledAt: true,
      sessionVersion: true,
      portalAccesses: { where: { acceptedAt: { not: null }, revokedAt: null }, select: { employerId: true, right: true, workerId: true } },
    },
  });
  if (
    !user ||
    user.role !== "portal" ||
    user.disabledAt ||
    user.organizationId !== token.organizationId ||
    !sessionVersionHolds(token.sessionVersion, user.sessionVersion)
  ) {
    redirect("/portal/sign-in");
  }
  const base = { kind: "user" as const, actorId: token.id, organizationId: user.organizationId, readOnly: false, role: null };
  const rights: Record<string, PortalRight> = {};
  for (const a of user.portalAccesses) if (a.employerId && a.right) rights[a.employerId] = a.right as PortalRight;
  let principal: Principal;
  if (Object.keys(rights).length > 0) {
    principal = { ...base, employerIds: Object.keys(rights), portal: { kind: "household", rights } };
  } else {
    const workerId = user.portalAccesses.find((a) => a.workerId)?.workerId;
    if (!workerId) redirect("/portal/sign-in");
    const organization = { organizationId: user.organizationId, employerIds: null, contractIds: null };
    const contracts = await getDb().domesticContract.findMany({ where: { ...contractWhere(organization), workerId }, select: { id: true } });
    principal = { ...base, contractIds: contracts.map((c) => c.id), portal: { kind: "worker", workerId } };
  }
  return serviceContext(principal, randomUUID());
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { portalAccessWhere } from "@/lib/db/scope";
import { notFound } from "@/lib/errors";
import { revokeSessions } from "@/lib/auth/revoke-sessions";
import type { ServiceContext } from "@/lib/services/context";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { PortalAccessView } from "@/lib/validation/portal-access";
import { portalAccessSelect, serializePortalAccess } from "./portal-access-view";

/**
 * DELETE /v1/portal-access/{id}: the access ends now (the row is kept, revokedAt set; its link, if
 * still waiting, stops working). The person's next request no longer sees that employer or worker;
 * when no active access remains, their sessions end (sessionVersion raised). Revoking twice answers
 * the same access.
 */
export async function revokePortalAccess(ctx: ServiceContext, input: { id: string }): Promise<PortalAccessView> {
  return writeTransaction(async (tx) => {
    const current = await tx.portalAccess.findFirst({ where: { id: input.id, ...portalAccessWhere(ctx.scope) }, select: portalAccessSelect });
    if (!current) throw notFound("Portal access");
    if (current.revokedAt) return serializePortalAccess(current);
    const row = await tx.portalAccess.update({
      where: { id: current.id },
      data: { revokedAt: new Date(), invitationTokenHash: null },
      select: portalAccessSelect,
    });
    if (row.userId) {
      const remaining = await tx.portalAccess.count({
        where: { ...portalAccessWhere(ctx.scope), userId: row.userId, revokedAt: null, acceptedAt: { not: null } },
      });
      if (remaining === 0) await revokeSessions(row.userId, tx);
    }
    const after = serializePortalAccess(row);
    await writeAuditEntry(tx, ctx.principal, {
      action: "portal_access.revoke",
      entityType: "portal_access",
      entityId: row.id,
      before: serializePortalAccess(current),
      after,
      requestId: ctx.requestId,
    });
    return after;
  });
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { portalAccessWhere } from "@/lib/db/scope";
import { AppError, notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { kickEmailSender } from "@/lib/services/email/send-outbox";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { PortalAccessView } from "@/lib/validation/portal-access";
import { queueInvitationEmail } from "./invite-portal-user";
import { newInvitationToken, portalAccessSelect, serializePortalAccess } from "./portal-access-view";

/**
 * POST /v1/portal-access/{id}/resend: a new link (7 days again) replaces the old one, which stops
 * working at once, and is e-mailed. Only for an invitation not yet accepted nor revoked (409
 * conflict otherwise).
 */
export async function resendPortalInvitation(ctx: ServiceContext, input: { id: string; origin: string }): Promise<PortalAccessView> {
  const view = await writeTransaction(async (tx) => {
    const current = await tx.portalAccess.findFirst({ where: { id: input.id, ...portalAccessWhere(ctx.scope) }, select: portalAccessSelect });
    if (!current) throw notFound("Portal access");
    if (current.revokedAt) throw new AppError("conflict", "This access was revoked: invite the address again");
    if (current.acceptedAt) throw new AppError("conflict", "This invitation was already accepted");
    const link = newInvitationToken();
    const row = await tx.portalAccess.update({
      where: { id: current.id },
      data: { invitationTokenHash: link.tokenHash, invitationExpiresAt: link.expiresAt, invitedAt: link.invitedAt },
      select: portalAccessSelect,
    });
    await queueInvitationEmail(tx, ctx, {
      organizationId: row.organizationId,
      to: row.email,
      locale: row.locale === "en" ? "en" : "it",
      token: link.token,
      origin: input.origin,
      kind: row.workerId ? "worker" : "household",
    });
    const after = serializePortalAccess(row);
    await writeAuditEntry(tx, ctx.principal, {
      action: "portal_access.resend",
      entityType: "portal_access",
      entityId: row.id,
      before: serializePortalAccess(current),
      after,
      requestId: ctx.requestId,
    });
    return after;
  });
  await kickEmailSender();
  return view;
}

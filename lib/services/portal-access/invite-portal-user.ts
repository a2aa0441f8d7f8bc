import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Tx } from "@/lib/db/client";
import { employerWhere, organizationOnly, portalAccessWhere, workerWhere } from "@/lib/db/scope";
import { AppError, validationError } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { appUrl } from "@/lib/services/email/app-url";
import { queueEmails } from "@/lib/services/email/outbox";
import { kickEmailSender } from "@/lib/services/email/send-outbox";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { CreatePortalInvitationInput, PortalInvitationView } from "@/lib/validation/portal-access";
import { invitationEmail } from "./invitation-email";
import { invitationPath, newInvitationToken, portalAccessSelect, portalAccessStatus, serializePortalAccess } from "./portal-access-view";

/** Queues the invitation e-mail with a fresh link (inside the caller's transaction). */
export async function queueInvitationEmail(
  tx: Tx,
  ctx: ServiceContext,
  input: { organizationId: string; to: string; locale: "it" | "en"; token: string; origin: string; kind: "household" | "worker" },
): Promise<void> {
  const organization = await tx.organization.findUniqueOrThrow({ where: { id: input.organizationId }, select: { name: true } });
  const inviter = ctx.principal.kind === "user" ? await tx.user.findUnique({ where: { id: ctx.principal.actorId }, select: { name: true } }) : null;
  await queueEmails(tx, [
    invitationEmail({
      organizationId: input.organizationId,
      organizationName: organization.name,
      inviterName: inviter?.name ?? null,
      to: input.to,
      locale: input.locale,
      url: `${appUrl(input.origin)}${invitationPath(input.token)}`,
      kind: input.kind,
    }),
  ]);
}

/**
 * POST /v1/portal-invitations (issue 29 point 3): a clerk invites a household person (an employer
 * and a right) or a worker (their record) by e-mail. The link is single-use and lasts 7 days; only
 * its SHA-256 is kept. An address that already has a waiting invitation or an active access on the
 * same employer or worker gets that access back (`outcome: "existing"`, nothing new, no e-mail).
 * An address of one of the organization's clerks is refused (a sign-in is a clerk's or a portal
 * user's, not both).
 */
export async function invitePortalUser(ctx: ServiceContext, input: CreatePortalInvitationInput & { origin: string }): Promise<PortalInvitationView> {
  const result = await writeTransaction(async (tx) => {
    const { organizationId } = organizationOnly(ctx.scope);
    if (input.employerId) {
      const employer = await tx.employer.findFirst({ where: { id: input.employerId, ...employerWhere(ctx.scope) }, select: { id: true } });
      if (!employer) throw validationError([{ path: "/employerId", message: "No employer with this id in your organization", code: "employer_not_found" }]);
    }
    if (input.workerId) {
      const worker = await tx.worker.findFirst({ where: { id: input.workerId, ...workerWhere(ctx.scope) }, select: { id: true } });
      if (!worker) throw validationError([{ path: "/workerId", message: "No worker with this id in your organization", code: "worker_not_found" }]);
    }
    const clerk = await tx.user.findFirst({ where: { organizationId, email: input.email, role: { not: "portal" } }, select: { id: true } });
    if (clerk) {
      throw new AppError("validation_failed", "This address signs in as a clerk of the organization", {
        errors: [{ path: "/email", message: "This address belongs to a clerk of the organization", code: "clerk_email" }],
      });
    }
    const same = await tx.portalAccess.findMany({
      where: {
        ...portalAccessWhere(ctx.scope),
        email: input.email,
        revokedAt: null,
        ...(input.employerId ? { employerId: input.employerId } : { workerId: input.workerId }),
      },
      select: portalAccessSelect,
      orderBy: { invitedAt: "desc" },
    });
    const existing = same.find((row) => {
      const status = portalAccessStatus(row);
      return status === "active" || status === "invited";
    });
    if (existing) return { view: { ...serializePortalAccess(existing), outcome: "existing" as const }, created: false };
    const link = newInvitationToken();
    const row = await tx.portalAccess.create({
      data: {
        organizationId,
        email: input.email,
        locale: input.language,
        employerId: input.employerId ?? null,
        right: input.employerId ? (input.right ?? null) : null,
        workerId: input.workerId ?? null,
        invitedById: ctx.principal.kind === "user" ? ctx.principal.actorId : null,
        invitationTokenHash: link.tokenHash,
        invitedAt: link.invitedAt,
        invitationExpiresAt: link.expiresAt,
      },
      select: portalAccessSelect,
    });
    const kind = input.workerId ? "worker" : "household";
    await queueInvitationEmail(tx, ctx, { organizationId, to: input.email, locale: input.language, token: link.token, origin: input.origin, kind });
    const view = serializePortalAccess(row);
    await writeAuditEntry(tx, ctx.principal, {
      action: "portal_access.invite",
      entityType: "portal_access",
      entityId: row.id,
      after: view,
      requestId: ctx.requestId,
    });
    return { view: { ...view, outcome: "invited" as const }, created: true };
  });
  if (result.created) await kickEmailSender();
  return result.view;
}

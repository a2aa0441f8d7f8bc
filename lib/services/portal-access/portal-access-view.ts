import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { timestampString } from "@/lib/db/serialize";
import type { PortalAccessView } from "@/lib/validation/portal-access";

/** How long an invitation's link can be used (issue 29 point 3). */
export const INVITATION_DAYS = 7;

export const portalAccessSelect = {
  id: true,
  organizationId: true,
  email: true,
  locale: true,
  employerId: true,
  right: true,
  workerId: true,
  userId: true,
  invitedAt: true,
  invitationExpiresAt: true,
  acceptedAt: true,
  revokedAt: true,
  user: { select: { lastSignInAt: true } },
} satisfies Prisma.PortalAccessSelect;

export type PortalAccessRow = Prisma.PortalAccessGetPayload<{ select: typeof portalAccessSelect }>;

export function portalAccessStatus(
  row: Pick<PortalAccessRow, "revokedAt" | "acceptedAt" | "invitationExpiresAt">,
  now = new Date(),
): PortalAccessView["status"] {
  if (row.revokedAt) return "revoked";
  if (row.acceptedAt) return "active";
  if (!row.invitationExpiresAt || row.invitationExpiresAt <= now) return "expired";
  return "invited";
}

export function serializePortalAccess(row: PortalAccessRow): PortalAccessView {
  const stamp = (d: Date | null) => (d ? timestampString(d) : null);
  return {
    id: row.id,
    kind: row.workerId ? "worker" : "household",
    email: row.email,
    language: row.locale === "en" ? "en" : "it",
    employerId: row.employerId,
    right: row.right === "view" || row.right === "presences" || row.right === "full" ? row.right : null,
    workerId: row.workerId,
    status: portalAccessStatus(row),
    invitedAt: timestampString(row.invitedAt),
    invitationExpiresAt: stamp(row.invitationExpiresAt),
    acceptedAt: stamp(row.acceptedAt),
    revokedAt: stamp(row.revokedAt),
    lastSignInAt: stamp(row.user?.lastSignInAt ?? null),
  };
}

/** A new single-use link token and the SHA-256 kept of it (the token itself is only in the e-mail). */
export function newInvitationToken(now = new Date()): { token: string; tokenHash: string; invitedAt: Date; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token), invitedAt: now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationPath(token: string): string {
  return `/portal/invitation/${token}`;
}

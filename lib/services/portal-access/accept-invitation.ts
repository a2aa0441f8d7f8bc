import "server-only";
import { getDb } from "@/lib/db/client";
import { scopeOfOwner, signInWhere } from "@/lib/db/scope";
import { writeTransaction } from "@/lib/db/sql";
import { clearSignInFailures, recordSignInFailure, signInLockSeconds, signInThrottlePolicy } from "@/lib/db/rate-limits";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { portalPasswordSchema } from "@/lib/validation/portal-access";
import { hashInvitationToken } from "./portal-access-view";

/**
 * The invitation page (issue 29 point 3): the link's token is the credential, no session yet, so
 * these take no context; the token names the access and with it the organization. An expired,
 * used (its hash is cleared on acceptance), revoked or forged token is "invalid" and changes nothing.
 */

export type InvitationPreview =
  | { state: "invalid"; locale: "it" | "en" | null }
  | {
      state: "valid";
      locale: "it" | "en";
      email: string;
      organizationName: string;
      inviterName: string | null;
      kind: "household" | "worker";
      /** the employer's name (household) or the worker's (worker) */
      subjectName: string;
      right: "view" | "presences" | "full" | null;
      expiresAt: Date;
      /** the address already signs in to the portal here: the page asks for that password */
      existingUser: boolean;
    };

const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

async function findAccess(token: string) {
  if (!looksLikeToken(token)) return null;
  return getDb().portalAccess.findUnique({
    where: { invitationTokenHash: hashInvitationToken(token) },
    select: {
      id: true,
      organizationId: true,
      email: true,
      locale: true,
      right: true,
      workerId: true,
      invitedById: true,
      invitationExpiresAt: true,
      acceptedAt: true,
      revokedAt: true,
      organization: { select: { name: true } },
      employer: { select: { displayName: true } },
      worker: { select: { firstName: true, lastName: true } },
    },
  });
}

const localeOf = (value: string): "it" | "en" => (value === "en" ? "en" : "it");

function usable(access: NonNullable<Awaited<ReturnType<typeof findAccess>>>, now = new Date()): boolean {
  return !access.acceptedAt && !access.revokedAt && access.invitationExpiresAt !== null && access.invitationExpiresAt > now;
}

export async function readInvitation(token: string): Promise<InvitationPreview> {
  const access = await findAccess(token);
  if (!access) return { state: "invalid", locale: null };
  if (!usable(access)) return { state: "invalid", locale: localeOf(access.locale) };
  const db = getDb();
  const [inviter, existing] = await Promise.all([
    access.invitedById ? db.user.findUnique({ where: { id: access.invitedById }, select: { name: true } }) : null,
    db.user.findFirst({
      where: { ...signInWhere(scopeOfOwner(access.organizationId)), email: access.email, role: "portal", disabledAt: null },
      select: { id: true },
    }),
  ]);
  return {
    state: "valid",
    locale: localeOf(access.locale),
    email: access.email,
    organizationName: access.organization.name,
    inviterName: inviter?.name ?? null,
    kind: access.workerId ? "worker" : "household",
    subjectName: access.worker ? `${access.worker.firstName} ${access.worker.lastName}` : (access.employer?.displayName ?? ""),
    right: access.right === "view" || access.right === "presences" || access.right === "full" ? access.right : null,
    expiresAt: access.invitationExpiresAt as Date,
    existingUser: existing !== null,
  };
}

export type AcceptOutcome =
  | { ok: true; email: string; locale: "it" | "en" }
  | { ok: false; reason: "invalid" | "weak_password" | "wrong_password" | "email_in_use" | "rate_limited"; retryAfterSeconds?: number };

/**
 * Accepts the invitation: creates the portal user with the chosen password (the clerks' rule: 10 to
 * 200 characters) or, when the address already signs in to the portal in this organization,
 * checks that password (counted like a sign-in's failures) and attaches the access to that user.
 * The link is spent in the same transaction (a second use, or two at once, finds it gone). The
 * caller then signs the person in through the ordinary sign-in.
 */
export async function acceptInvitation(token: string, input: { password: string; name?: string }): Promise<AcceptOutcome> {
  const access = await findAccess(token);
  if (!access || !usable(access)) return { ok: false, reason: "invalid" };
  const db = getDb();
  const existing = await db.user.findFirst({
    where: { ...signInWhere(scopeOfOwner(access.organizationId)), email: access.email },
    select: { id: true, role: true, passwordHash: true, disabledAt: true },
  });
  if (existing && existing.role !== "portal") return { ok: false, reason: "email_in_use" };
  let passwordHash: string | null = null;
  if (existing) {
    const policy = signInThrottlePolicy();
    const account = `account:${access.email}`;
    const locked = await signInLockSeconds([account]);
    if (locked > 0) return { ok: false, reason: "rate_limited", retryAfterSeconds: locked };
    if (existing.disabledAt || !(await verifyPassword(input.password, existing.passwordHash))) {
      await recordSignInFailure([{ subject: account, allowance: policy.accountAllowance }], policy);
      return { ok: false, reason: "wrong_password" };
    }
    await clearSignInFailures(account);
  } else {
    if (!portalPasswordSchema.safeParse(input.password).success) return { ok: false, reason: "weak_password" };
    passwordHash = await hashPassword(input.password);
  }
  const accepted = await writeTransaction(async (tx) => {
    const userId =
      existing?.id ??
      (
        await tx.user.create({
          data: {
            organizationId: access.organizationId,
            email: access.email,
            name: input.name?.trim().slice(0, 200) || access.email,
            role: "portal",
            locale: localeOf(access.locale),
            passwordHash: passwordHash as string,
          },
          select: { id: true },
        })
      ).id;
    const spent = await tx.portalAccess.updateMany({
      where: { id: access.id, invitationTokenHash: hashInvitationToken(token), acceptedAt: null, revokedAt: null, invitationExpiresAt: { gt: new Date() } },
      data: { userId, acceptedAt: new Date(), invitationTokenHash: null },
    });
    // used meanwhile (a second tab, a double tap): nothing of this transaction stays
    if (spent.count !== 1) throw new InvitationSpent();
    await writeAuditEntry(tx, null, {
      organizationId: access.organizationId,
      action: "portal_access.accept",
      entityType: "portal_access",
      entityId: access.id,
      after: { userId, email: access.email },
    });
    return true;
  }).catch((error: unknown) => {
    if (error instanceof InvitationSpent) return false;
    throw error;
  });
  return accepted ? { ok: true, email: access.email, locale: localeOf(access.locale) } : { ok: false, reason: "invalid" };
}

class InvitationSpent extends Error {
  constructor() {
    super("invitation already used");
    this.name = "InvitationSpent";
  }
}

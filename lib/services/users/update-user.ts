import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { hashPassword } from "@/lib/auth/password";
import { lockAdministrators, lockUserRow } from "@/lib/db/statements/locks";
import type { ServiceContext } from "@/lib/services/context";
import { type Tx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ResetPasswordInput, UpdateUserInput } from "@/lib/validation/settings";
import { serializeUser, userSelect, type UserView } from "./list-users";

/** A user of the caller's organization, locked for the change (404 like an unknown id otherwise). */
async function lockUser(tx: Tx, organizationId: string, id: string) {
  if (!(await lockUserRow(tx, organizationId, id))) throw notFound("User");
  return tx.user.findUniqueOrThrow({ where: { id }, select: userSelect });
}

/**
 * PATCH /v1/users/{id} (administrators): rename, change the role, disable or enable a login. The
 * organization keeps at least one active administrator (409 last_admin): the administrators are
 * locked before they are counted, so two administrators demoting each other cannot both succeed.
 */
export async function updateUser(ctx: ServiceContext, id: string, input: UpdateUserInput): Promise<UserView> {
  const { principal, requestId } = ctx;
  const organizationId = ctx.scope.organizationId;
  return writeTransaction(async (tx) => {
    await lockAdministrators(tx, organizationId);
    const before = await lockUser(tx, organizationId, id);
    const stillAdmin = (input.role ?? before.role) === "admin" && !(input.disabled ?? before.disabledAt !== null);
    if (before.role === "admin" && before.disabledAt === null && !stillAdmin) {
      const others = await tx.user.count({ where: { organizationId, role: "admin", disabledAt: null, NOT: { id } } });
      if (others === 0) throw new AppError("last_admin", "The organization must keep one active administrator");
    }
    const row = await tx.user.update({
      where: { id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.disabled !== undefined ? { disabledAt: input.disabled ? (before.disabledAt ?? new Date()) : null } : {}),
      },
      select: userSelect,
    });
    const after = serializeUser(row);
    await writeAuditEntry(tx, principal, { action: "user.update", entityType: "user", entityId: id, before: serializeUser(before), after, requestId });
    return after;
  });
}

/** POST /v1/users/{id}/reset-password (administrators): a new password; the audit entry records the fact, never the password. */
export async function resetUserPassword(ctx: ServiceContext, id: string, input: ResetPasswordInput): Promise<UserView> {
  const { principal, requestId } = ctx;
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(async (tx) => {
    await lockUser(tx, ctx.scope.organizationId, id);
    // the old password's sessions end with it (sessionVersion: lib/auth/principal.ts)
    const row = await tx.user.update({ where: { id }, data: { passwordHash, sessionVersion: { increment: 1 } }, select: userSelect });
    await writeAuditEntry(tx, principal, { action: "user.reset_password", entityType: "user", entityId: id, requestId });
    return serializeUser(row);
  });
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { userWhere } from "@/lib/db/scope";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import type { CreateUserInput } from "@/lib/validation/settings";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { serializeUser, userSelect, type UserView } from "./list-users";

export async function createUser(ctx: ServiceContext, input: CreateUserInput): Promise<UserView> {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(async (tx) => {
    // only this organization's users: whether the address is used in another one is not this administrator's to learn
    const taken = await tx.user.findFirst({ where: { ...userWhere(ctx.scope), email: input.email }, select: { id: true } });
    if (taken) {
      throw new AppError("validation_failed", "A user with this e-mail already exists", {
        errors: [{ path: "/email", message: "Already in use", code: "duplicate" }],
      });
    }
    const row = await tx.user.create({
      data: { organizationId: ctx.scope.organizationId, name: input.name, email: input.email, role: input.role, passwordHash },
      select: userSelect,
    });
    const view = serializeUser(row);
    await writeAuditEntry(tx, ctx.principal, { action: "user.create", entityType: "user", entityId: row.id, after: view, requestId: ctx.requestId });
    return view;
  });
}

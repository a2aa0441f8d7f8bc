import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { hashPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import type { CreateUserInput } from "@/lib/validation/settings";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { serializeUser, userSelect, type UserView } from "./list-users";

export async function createUser(principal: Principal, input: CreateUserInput, requestId?: string): Promise<UserView> {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(async (tx) => {
    // only this organization's users: whether the address is used in another one is not this administrator's to learn
    const taken = await tx.user.findFirst({ where: { organizationId: principal.organizationId, email: input.email }, select: { id: true } });
    if (taken) {
      throw new AppError("validation_failed", "A user with this e-mail already exists", {
        errors: [{ path: "/email", message: "Already in use", code: "duplicate" }],
      });
    }
    const row = await tx.user.create({
      data: { organizationId: principal.organizationId, name: input.name, email: input.email, role: input.role, passwordHash },
      select: userSelect,
    });
    const view = serializeUser(row);
    await writeAuditEntry(tx, principal, { action: "user.create", entityType: "user", entityId: row.id, after: view, requestId });
    return view;
  });
}

import type { Principal } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/** Writes one append-only audit entry inside the caller's transaction. */
export async function writeAuditEntry(tx: Tx, principal: Principal | null, entry: AuditEntry & { organizationId?: string }): Promise<void> {
  const organizationId = entry.organizationId ?? principal?.organizationId;
  if (!organizationId) throw new Error("writeAuditEntry needs an organization");
  await tx.auditLog.create({
    data: {
      organizationId,
      actorType: principal ? principal.kind : "system",
      actorId: principal?.actorId ?? null,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before === undefined ? undefined : (entry.before as Prisma.InputJsonValue),
      after: entry.after === undefined ? undefined : (entry.after as Prisma.InputJsonValue),
      requestId: entry.requestId ?? null,
    },
    select: { id: true },
  });
}

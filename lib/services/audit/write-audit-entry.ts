import type { Principal } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { column, insertRows, type InsertColumn } from "@/lib/db/insert-rows";

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

/** Many audit entries of one actor in one statement (a month-end batch writes one per payslip). */
export async function writeAuditEntries(tx: Tx, principal: Principal, entries: readonly AuditEntry[]): Promise<void> {
  await insertRows(
    tx,
    "audit_log",
    AUDIT_COLUMNS,
    entries.map((e) => ({ ...e, organizationId: principal.organizationId, actorType: principal.kind, actorId: principal.actorId })),
  );
}

const AUDIT_COLUMNS: InsertColumn<AuditEntry & { organizationId: string; actorType: Principal["kind"]; actorId: string }>[] = [
  column("organizationId", "uuid"),
  column("actorType", '"ActorType"'),
  column("actorId", "uuid"),
  column("action", "varchar"),
  column("entityType", "varchar"),
  column("entityId", "uuid"),
  column("before", "jsonb"),
  column("after", "jsonb"),
  column("requestId", "varchar"),
];

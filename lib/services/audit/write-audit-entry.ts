import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { Queryable } from "@/lib/db/sql";
import { column, insertWrite, writeAtOnce, type InsertColumn, type RowsWrite } from "@/lib/db/insert-rows";

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/** Writes one append-only audit entry inside the caller's transaction. */
export async function writeAuditEntry(tx: Queryable, principal: Principal | null, entry: AuditEntry & { organizationId?: string }): Promise<void> {
  await writeAuditEntries(tx, principal, [entry]);
}

/** Many append-only audit entries of one actor in one statement (a month-end batch writes one per payslip). */
export async function writeAuditEntries(
  tx: Queryable,
  principal: Principal | null,
  entries: readonly (AuditEntry & { organizationId?: string })[],
): Promise<void> {
  await writeAtOnce(tx, [auditWrite(principal, entries)]);
}

/** The same entries as a write to combine with others in one statement (writeAtOnce). */
export function auditWrite(principal: Principal | null, entries: readonly (AuditEntry & { organizationId?: string })[]): RowsWrite | null {
  return insertWrite(
    "audit_log",
    AUDIT_COLUMNS,
    entries.map((e) => {
      const organizationId = e.organizationId ?? principal?.organizationId;
      if (!organizationId) throw new Error("writeAuditEntry needs an organization");
      return { ...e, organizationId, actorType: principal ? principal.kind : ("system" as const), actorId: principal?.actorId ?? null };
    }),
  );
}

const AUDIT_COLUMNS: InsertColumn<AuditEntry & { organizationId: string; actorType: Principal["kind"] | "system"; actorId: string | null }>[] = [
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

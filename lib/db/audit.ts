import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { AUDIT_LOG } from "./columns";
import { insertWrite, writeAtOnce, type RowsWrite } from "./insert-rows";
import type { Queryable } from "./sql";

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string;
}

/** An entry with the organization it belongs to when no principal says it (installation commands). */
export type OrganizationAuditEntry = AuditEntry & { organizationId?: string };

/**
 * The one audit writer: append-only entries of one actor (null: the system) as one multi-row write
 * (lib/db/insert-rows.ts), to run alone (writeAuditEntries) or in one statement with the change it
 * records (writeAtOnce: run-payroll writes payslips, lines and entries together).
 */
export function auditWrite(principal: Principal | null, entries: readonly OrganizationAuditEntry[]): RowsWrite | null {
  return insertWrite(
    AUDIT_LOG,
    ["organizationId", "actorType", "actorId", "action", "entityType", "entityId", "before", "after", "requestId"],
    entries.map((e) => {
      const organizationId = e.organizationId ?? principal?.organizationId;
      if (!organizationId) throw new Error("an audit entry needs an organization");
      return { ...e, organizationId, actorType: principal ? principal.kind : "system", actorId: principal?.actorId ?? null };
    }),
  );
}

/** Writes append-only audit entries inside the caller's transaction, in one statement. */
export async function writeAuditEntries(tx: Queryable, principal: Principal | null, entries: readonly OrganizationAuditEntry[]): Promise<void> {
  await writeAtOnce(tx, [auditWrite(principal, entries)]);
}

/** One entry (writeAuditEntries of one). */
export async function writeAuditEntry(tx: Queryable, principal: Principal | null, entry: OrganizationAuditEntry): Promise<void> {
  await writeAuditEntries(tx, principal, [entry]);
}

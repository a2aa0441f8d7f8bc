import "server-only";
/** The one audit writer lives in lib/db/audit.ts; services import it from here or from there. */
export { auditWrite, writeAuditEntries, writeAuditEntry, type AuditEntry } from "@/lib/db/audit";

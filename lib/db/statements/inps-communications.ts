import "server-only";
/** INPS communications (lib/services/inps-communications): the row lock, the relationship code's spread and the due sweep's claim. */
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

/** Locks one communication (FOR UPDATE); the caller found it inside its scope first. */
export async function lockCommunicationRow(db: Queryable, id: string): Promise<boolean> {
  return (await sqlOf(db).query(Prisma.sql`SELECT id FROM inps_communications WHERE id = ${id}::uuid FOR UPDATE`)).length > 0;
}

/**
 * A contract's communications still to file, but `exceptId`, name the relationship code INPS gave
 * with the hiring's receipt from now on (their stored data set's `relationship.relationshipCode`).
 */
export function setPendingRelationshipCode(db: Queryable, input: { contractId: string; exceptId: string; relationshipCode: string }): Promise<number> {
  return sqlOf(db).execute(Prisma.sql`
    UPDATE inps_communications SET data = jsonb_set(data, '{relationship,relationshipCode}', to_jsonb(${input.relationshipCode}::text)), updated_at = now()
     WHERE contract_id = ${input.contractId}::uuid AND status = 'to_file' AND id <> ${input.exceptId}::uuid`);
}

/**
 * Claims (FOR UPDATE SKIP LOCKED) at most `limit` communications still to file, never notified,
 * due on or before `until` (YYYY-MM-DD), earliest first: a concurrent sweep skips them.
 */
export async function claimDueCommunications(db: Queryable, input: { until: string; limit: number }): Promise<string[]> {
  const rows = await sqlOf(db).query<{ id: string }>(Prisma.sql`
    SELECT id::text AS id FROM inps_communications
     WHERE status = 'to_file' AND due_notified_at IS NULL AND due_date <= ${input.until}::date
     ORDER BY due_date, id
     LIMIT ${input.limit}::int
     FOR UPDATE SKIP LOCKED`);
  return rows.map((r) => r.id);
}

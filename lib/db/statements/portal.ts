import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

/** One active access of a portal user (accepted, not revoked), with a worker access's contracts. */
export interface ActivePortalAccessRow {
  employerId: string | null;
  right: string | null;
  workerId: string | null;
  /** a worker access: the organization's contracts of that worker (any state) */
  contractIds: string[];
}

/** A portal user's active accesses in their organization, with each worker's contracts: one statement. */
export async function selectActivePortalAccesses(db: Queryable, input: { userId: string; organizationId: string }): Promise<ActivePortalAccessRow[]> {
  return sqlOf(db).query<ActivePortalAccessRow>(Prisma.sql`
    SELECT a.employer_id::text AS "employerId", a."right" AS "right", a.worker_id::text AS "workerId",
           CASE WHEN a.worker_id IS NULL THEN ARRAY[]::text[]
                ELSE ARRAY(SELECT c.id::text FROM domestic_contracts c
                            WHERE c.worker_id = a.worker_id AND c.organization_id = a.organization_id ORDER BY c.id) END AS "contractIds"
      FROM portal_accesses a
     WHERE a.user_id = ${input.userId}::uuid AND a.organization_id = ${input.organizationId}::uuid
       AND a.accepted_at IS NOT NULL AND a.revoked_at IS NULL
     ORDER BY a.invited_at, a.id`);
}

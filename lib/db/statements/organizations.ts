import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlOf, type Queryable } from "../sql";

export interface CallerRow {
  organizationId: string;
  organizationName: string;
  /** null: the key or user is gone */
  id: string | null;
  name: string | null;
  prefix: string | null;
  role: "admin" | "clerk" | "approver" | null;
  /** false: the organization's sandbox */
  livemode: boolean;
}

/** The organization and its API key or user `actorId`, in one statement (null: no such organization). */
export function selectCaller(db: Queryable, input: { organizationId: string; actorId: string; isKey: boolean }): Promise<CallerRow | null> {
  const actors = input.isKey
    ? Prisma.sql`SELECT id, name, display_prefix AS prefix, NULL::text AS role FROM api_keys`
    : Prisma.sql`SELECT id, name, NULL AS prefix, role::text AS role FROM users`;
  return sqlOf(db).one<CallerRow>(
    Prisma.sql`SELECT o.id AS "organizationId", o.name AS "organizationName", o.livemode, a.id, a.name, a.prefix, a.role
       FROM organizations o
       LEFT JOIN (${actors}) AS a ON a.id = ${input.actorId}::uuid
      WHERE o.id = ${input.organizationId}::uuid`,
  );
}

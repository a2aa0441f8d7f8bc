import "server-only";
/**
 * An organization's overrides of provisional rate-table versions (docs/rate-tables.md), read with
 * the organization's overrides stamp in one statement, so what is cached under a stamp is never
 * older than the stamp says.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { pooledSql, sqlOf, type Queryable } from "../sql";

export interface RateTableOverrideRow {
  id: string;
  replacedVersionId: string;
  tableName: string;
  effectiveFrom: string;
  versionId: string;
  status: string;
  source: string;
  publishedOn: string | null;
  sources: unknown;
  notes: unknown;
  data: unknown;
  updatedBy: string | null;
  createdBy: string | null;
  updatedAt: Date;
}

/** The stamp of an organization's overrides (0: none ever; null: no such organization). */
export async function selectRateOverridesStamp(organizationId: string, db: Queryable = pooledSql()): Promise<number | null> {
  const [row] = await sqlOf(db).query<{ stamp: number }>(
    Prisma.sql`SELECT rate_overrides_stamp AS stamp FROM organizations WHERE id = ${organizationId}::uuid`,
  );
  return row ? Number(row.stamp) : null;
}

/** The organization's overrides and, in the same statement, its stamp. */
export async function selectRateTableOverrides(
  organizationId: string,
  db: Queryable = pooledSql(),
): Promise<{ stamp: number; overrides: RateTableOverrideRow[] }> {
  const rows = await sqlOf(db).query<RateTableOverrideRow & { stamp: number; id: string | null }>(
    Prisma.sql`SELECT o.rate_overrides_stamp AS stamp, r.id, r.replaced_version_id AS "replacedVersionId", r.table_name AS "tableName",
            r.effective_from AS "effectiveFrom", r.version_id AS "versionId", r.status, r.source, r.published_on AS "publishedOn",
            r.sources, r.notes, r.data, r.created_by AS "createdBy", r.updated_by AS "updatedBy", r.updated_at AS "updatedAt"
       FROM organizations o LEFT JOIN rate_table_overrides r ON r.organization_id = o.id
      WHERE o.id = ${organizationId}::uuid
      ORDER BY r.replaced_version_id`,
  );
  const stamp = rows[0] ? Number(rows[0].stamp) : 0;
  return { stamp, overrides: rows.filter((r) => r.id !== null).map(({ stamp: _stamp, ...r }) => r as RateTableOverrideRow) };
}

/** Raises the organization's stamp inside the caller's transaction (every instance reloads its tables). */
export async function bumpRateOverridesStamp(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await sqlOf(db).query<{ stamp: number }>(
    Prisma.sql`UPDATE organizations SET rate_overrides_stamp = rate_overrides_stamp + 1 WHERE id = ${organizationId}::uuid RETURNING rate_overrides_stamp AS stamp`,
  );
  return Number(row?.stamp ?? 0);
}

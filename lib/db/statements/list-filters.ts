import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A list's `externalId=` (the unique index serves it) and `metadata[key]=value` filters on the rows
 * of `alias` (every pair must match: the key's value is that string), as
 * lib/services/metadata/metadata-fields.ts builds them for Prisma's lists.
 */
export function metadataFilterSql(query: { externalId?: string; metadata?: Record<string, string> }, alias: string): Prisma.Sql[] {
  const table = Prisma.raw(alias);
  return [
    ...(query.externalId !== undefined ? [Prisma.sql`${table}.external_id = ${query.externalId}`] : []),
    ...Object.entries(query.metadata ?? {}).map(([key, value]) => Prisma.sql`${table}.metadata -> ${key}::text = to_jsonb(${value}::text)`),
  ];
}

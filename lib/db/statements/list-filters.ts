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

/**
 * The words of a list's search, as the contracts' `search_text` holds them (lower case; the
 * worker's names and fiscal code and the employer's search text, kept by triggers): at most five,
 * LIKE's wildcards typed by the user meaning themselves ("50%" is the text "50%").
 */
export function searchWords(search: string | undefined): string[] {
  return (search ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`));
}

/** Every word in the search text of the contracts `alias` (the trigram index serves it). */
export function contractSearchSql(words: readonly string[], alias: string): Prisma.Sql[] {
  return words.map((word) => Prisma.sql`${Prisma.raw(alias)}.search_text LIKE ${`%${word}%`}`);
}

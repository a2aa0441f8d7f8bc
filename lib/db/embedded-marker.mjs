/**
 * What the embedded database's connection string names as its application (plain ESM, no imports:
 * read by lib/db/embedded-database.mjs, which builds the string, and by lib/db/prepared-statements.ts,
 * which must not load PGlite to recognise it). PGlite is a single session behind every socket
 * connection: what one connection prepares, the next one finds.
 */
export const EMBEDDED_APPLICATION_NAME = "paghe-embedded";

/** True when DATABASE_URL is the embedded database's (PGlite behind a socket), not a Postgres server. */
export function onEmbeddedDatabase() {
  return (process.env.DATABASE_URL ?? "").includes(`application_name=${EMBEDDED_APPLICATION_NAME}`);
}

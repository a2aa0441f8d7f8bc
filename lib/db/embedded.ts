import "server-only";

/**
 * The embedded database (PGlite behind a local Postgres socket) for the TypeScript side: the start
 * script, the installation commands and the tests. Written as plain ESM (embedded-database.mjs)
 * because the Next server opens it in its own process without a TypeScript loader (issue 34 point 7).
 */
export { EMBEDDED_MEMORY_SETTINGS, startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded-database.mjs";

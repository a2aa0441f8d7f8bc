/** What the embedded database's connection string names as its application (embedded-marker.mjs). */
export declare const EMBEDDED_APPLICATION_NAME: string;
/** True when DATABASE_URL is the embedded database's (PGlite behind a socket), not a Postgres server. */
export declare function onEmbeddedDatabase(): boolean;

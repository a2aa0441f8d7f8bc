import "server-only";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedDatabase {
  url: string;
  /** PGlite serves one session at a time: pools in front of it must use this many connections */
  poolMax: number;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (Postgres compiled to WebAssembly) behind a local Postgres-protocol socket, so
 * the app reaches it through @prisma/adapter-pg exactly like a real server.
 * dataDir undefined → in memory (tests); otherwise persisted in that folder.
 */
export async function startEmbeddedDatabase(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  if (options.dataDir) await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  // pg_trgm serves the employer search index (prisma/migrations/…_employer_search_trgm)
  const db = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: options.port ?? 0 });
  await server.start();
  const address = server.getServerConn();
  const url = `postgresql://postgres:postgres@${address}/postgres?sslmode=disable`;
  return {
    url,
    poolMax: 1,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

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
 * Postgres's memory settings for the embedded database (issue 34 point 7). PGlite's WebAssembly
 * heap only grows, so what Postgres allocates once stays resident for the life of the process:
 * the default 128 MB of shared buffers alone made half of the idle app. The embedded database
 * serves one machine and one session; its files are in the operating system's cache anyway.
 * Index builds (migrations) take 16 MB of maintenance memory instead of 64 MB.
 */
export const EMBEDDED_MEMORY_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB", "-c", "temp_buffers=2MB", "-c", "max_connections=10"];

/**
 * Starts PGlite (Postgres compiled to WebAssembly) behind a local Postgres-protocol socket, so
 * the app reaches it through @prisma/adapter-pg exactly like a real server.
 * dataDir undefined → in memory (tests); otherwise persisted in that folder.
 */
export async function startEmbeddedDatabase(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  if (options.dataDir) await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  // pg_trgm serves the employer and contract search indexes (prisma/migrations/…_employer_search_trgm)
  const db = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_MEMORY_SETTINGS],
  });
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

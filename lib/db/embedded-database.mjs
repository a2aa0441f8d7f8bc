/**
 * The embedded database (PGlite, Postgres compiled to WebAssembly) behind a local Postgres-protocol
 * socket, so the app reaches it through the same driver as a real server. Plain ESM: the Next
 * server (scripts/next-server.mjs) opens it in its own process, without a TypeScript loader, and
 * lib/db/embedded.ts gives it to the TypeScript side (start script, installation commands, tests).
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { EMBEDDED_APPLICATION_NAME } from "./embedded-marker.mjs";

/**
 * Postgres's memory settings for the embedded database (issue 34 point 7). PGlite's WebAssembly
 * heap only grows, so what Postgres allocates once stays resident for the life of the process:
 * the default 128 MB of shared buffers alone made half of the idle app. The embedded database
 * serves one machine and one session; its files are in the operating system's cache anyway.
 * Index builds (migrations) take 16 MB of maintenance memory instead of 64 MB.
 */
export const EMBEDDED_MEMORY_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB", "-c", "temp_buffers=2MB", "-c", "max_connections=10"];

/**
 * Starts PGlite behind a socket on 127.0.0.1 (`port` 0: any free one).
 * dataDir undefined → in memory (tests); otherwise persisted in that folder.
 */
export async function startEmbeddedDatabase(options = {}) {
  if (options.dataDir) mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  // pg_trgm serves the employer and contract search indexes (prisma/migrations/…_employer_search_trgm)
  const db = await PGlite.create(options.dataDir ? path.resolve(options.dataDir) : undefined, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_MEMORY_SETTINGS],
  });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: options.port ?? 0 });
  await server.start();
  const address = server.getServerConn();
  return {
    // the application name marks the embedded database for the statements' preparation (lib/db/prepared-statements.ts)
    url: `postgresql://postgres:postgres@${address}/postgres?sslmode=disable&application_name=${EMBEDDED_APPLICATION_NAME}`,
    // PGlite serves one session at a time: pools in front of it must use this many connections
    poolMax: 1,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * The serving side of the data folder's lock (lib/db/data-lock.ts takes it): the start script
 * locks the folder for the process that will serve it (the shell that becomes the Next server, or
 * the start script itself when the server is its child); the server checks that the lock names
 * it or its parent, and takes a missing or stale one. Returns the release, a no-op when the
 * parent owns the lock.
 */
export function holdDataLock(folder) {
  const file = `${folder.replace(/\/+$/, "")}.lock`;
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (existsSync(file)) {
      const holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (holder === process.ppid) return () => undefined;
      if (holder !== process.pid) {
        if (Number.isInteger(holder) && holder > 0 && alive(holder))
          throw new Error(
            `The data folder ${folder} is in use by another Paghe Domestiche process (pid ${holder}). Stop it first, or set PAGHE_DATA_DIR to another folder.`,
          );
        rmSync(file, { force: true }); // stale: its process is gone
        continue;
      }
    } else {
      try {
        const fd = openSync(file, "wx", 0o600);
        writeSync(fd, mine);
        closeSync(fd);
      } catch (error) {
        if (error.code === "EEXIST") continue;
        throw error;
      }
    }
    return () => {
      if (existsSync(file) && readFileSync(file, "utf8").trim() === mine) rmSync(file, { force: true });
    };
  }
  throw new Error(`Could not lock ${folder}`);
}

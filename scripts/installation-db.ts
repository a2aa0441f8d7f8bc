/**
 * The database an installation command works on (`npm run istat`, `npm run org:create`): DATABASE_URL,
 * else the embedded database of the data folder `npm start` uses (PAGHE_DATA_DIR / PGLITE_DATA_DIR),
 * opened only while no server holds it. Migrations are applied first, as `npm start` does.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { lockDataFolder } from "@/lib/db/data-lock";
import { startEmbeddedDatabase } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";

export async function withInstallationDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    await migrate(configured);
    return work(configured);
  }
  const dataDir = path.resolve(process.env.PAGHE_DATA_DIR ?? ".data");
  const pgliteDir = path.resolve(process.env.PGLITE_DATA_DIR ?? path.join(dataDir, "pglite"));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // a running `npm start` holds the folder: this stops with a message naming it
  const lock = lockDataFolder(pgliteDir);
  const embedded = await startEmbeddedDatabase({ dataDir: pgliteDir });
  try {
    await migrate(embedded.url);
    process.env.DATABASE_URL = embedded.url;
    process.env.DATABASE_POOL_MAX = String(embedded.poolMax);
    return await work(embedded.url);
  } finally {
    await embedded.stop().catch(() => undefined);
    lock.release();
  }
}

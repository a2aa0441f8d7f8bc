import "server-only";
import { getDb } from "@/lib/db/client";
import { translateDbError } from "@/lib/db/errors";
import { pendingMigrations } from "@/lib/db/migrate";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unavailable";
  pendingMigrations: string[];
}

/** Ready = the database answers and every migration of prisma/migrations is applied. */
export async function readiness(): Promise<Readiness> {
  try {
    const rows = await getDb().$queryRawUnsafe<{ name: string }[]>("SELECT name FROM schema_migrations");
    const pending = await pendingMigrations(rows.map((r) => r.name));
    return { ready: pending.length === 0, database: "ok", pendingMigrations: pending };
  } catch (error) {
    const known = translateDbError(error);
    if (known && known.code !== "database_unavailable") throw error;
    return { ready: false, database: "unavailable", pendingMigrations: [] };
  }
}

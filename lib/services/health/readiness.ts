import "server-only";
import { getDb } from "@/lib/db/client";
import { translateDbError } from "@/lib/db/errors";
import { pendingMigrations } from "@/lib/db/migrate";
import { selectAppliedMigrations } from "@/lib/db/statements/maintenance";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unavailable";
  pendingMigrations: string[];
}

/** Ready = the database answers and every migration of prisma/migrations is applied. A system service: no caller, no context (GET /readyz). */
export async function readiness(): Promise<Readiness> {
  try {
    const pending = await pendingMigrations(await selectAppliedMigrations(getDb()));
    return { ready: pending.length === 0, database: "ok", pendingMigrations: pending };
  } catch (error) {
    const known = translateDbError(error);
    if (known && known.code !== "database_unavailable") throw error;
    return { ready: false, database: "unavailable", pendingMigrations: [] };
  }
}

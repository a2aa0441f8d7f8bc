/**
 * What every floor of an API call does first, as a bare server must (not part of the app): the API
 * key looked up by its hash, the caller's organization answered; one round trip, the same statement
 * as the run-payroll floor (scripts/bench-floor-server.ts). No rate limit, no last-used touch.
 */
import { createHash } from "node:crypto";
import type pg from "pg";

export async function floorKeyLookup(db: pg.Pool | pg.Client, apiKey: string): Promise<string> {
  const key = await db.query<{ organization_id: string }>("SELECT organization_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL", [
    createHash("sha256").update(apiKey).digest("hex"),
  ]);
  const organizationId = key.rows[0]?.organization_id;
  if (!organizationId) throw new Error("the floor's API key is unknown");
  return organizationId;
}

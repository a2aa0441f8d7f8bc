import "server-only";
import { sqlOf, type Queryable } from "@/lib/db/sql";

/**
 * Advisory transaction locks on many keys (the same `hashtext(key)` the single-key locks take) in
 * one statement and in ascending order, so two batches locking overlapping sets cannot deadlock.
 */
export async function lockInOrder(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await sqlOf(tx).query(
    "SELECT count(pg_advisory_xact_lock(k))::int AS n FROM (SELECT DISTINCT hashtext(x) AS k FROM unnest($1::text[]) AS x ORDER BY 1) AS ordered",
    [[...keys]],
  );
}

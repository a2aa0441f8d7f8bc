import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { lockInOrderSql, sqlOf, type Queryable } from "@/lib/db/sql";

/**
 * Advisory transaction locks on many keys (the same `hashtext(key)` the single-key locks take) in
 * one statement and in ascending order, so two batches locking overlapping sets cannot deadlock.
 */
export async function lockInOrder(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await sqlOf(tx).query(lockInOrderSql(Prisma.sql`${[...keys]}`));
}

import "server-only";
import { getDb, type Tx } from "@/lib/db/client";

/** Spends every session token of the user issued so far (a password reset, a sign-out): principal.ts refuses older versions. */
export async function revokeSessions(userId: string, db: Tx | ReturnType<typeof getDb> = getDb()): Promise<void> {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

import "server-only";
import type { Db, Tx } from "@/lib/db/client";

/**
 * True for a sandbox organization (docs/api-sandbox.md): its documents say PROVA (stored bytes are
 * what is served, whoever asks) and its webhook events carry `livemode: false`.
 */
export async function organizationTestMode(db: Db | Tx, organizationId: string): Promise<boolean> {
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { livemode: true } });
  return organization?.livemode === false;
}

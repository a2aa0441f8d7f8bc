import "server-only";
import type { Tx } from "@/lib/db/client";
import { lockLiveOrganization } from "@/lib/db/statements/sandbox";
import { notFound } from "@/lib/errors";
import { seedSandboxCases } from "@/prisma/seed/sandbox";

/** The transaction that may seed a sandbox (about 30 statements) gets more than Prisma's default 5 s on a loaded machine. */
export const SANDBOX_TRANSACTION = { timeout: 30_000, maxWait: 10_000 } as const;

/**
 * The live organization's sandbox, created and seeded with the domestic cases on first use
 * (docs/api-sandbox.md), inside the caller's transaction. The live row is locked first, so two
 * first uses queue and the second finds the sandbox the first made.
 */
export async function ensureSandbox(tx: Tx, liveOrganizationId: string): Promise<{ id: string; created: boolean }> {
  const live = await lockLiveOrganization(tx, liveOrganizationId);
  if (!live) throw notFound("Organization");
  if (live.sandboxId) return { id: live.sandboxId, created: false };
  const sandbox = await tx.organization.create({
    data: { name: `${live.name} (prova)`.slice(0, 200), livemode: false, sandboxOfId: liveOrganizationId },
    select: { id: true },
  });
  await seedSandboxCases(tx, sandbox.id);
  return { id: sandbox.id, created: true };
}

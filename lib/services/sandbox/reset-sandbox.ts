import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Tx } from "@/lib/db/client";
import { organizationOnly } from "@/lib/db/scope";
import { deleteSandboxData, lockSandbox } from "@/lib/db/statements/sandbox";
import { AppError, notFound } from "@/lib/errors";
import type { ServiceContext } from "@/lib/services/context";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { SandboxView } from "@/lib/validation/sandbox";
import { seedSandboxCases } from "@/prisma/seed/sandbox";
import { ensureSandbox, SANDBOX_TRANSACTION } from "./ensure-sandbox";

/**
 * POST /v1/sandbox/reset: deletes the sandbox's data and seeds the cases again, in one
 * transaction (a failed reset leaves the sandbox as it was; two resets queue on the sandbox's row).
 * A test key resets its own sandbox; an administrator signed in to the app resets the
 * organization's (creating it on first use). A live API key is refused (403 sandbox_only): an
 * integration's live credentials never reach the sandbox.
 */
export async function resetSandbox(ctx: ServiceContext): Promise<SandboxView> {
  const { organizationId } = organizationOnly(ctx.scope);
  const { principal } = ctx;
  if (principal.livemode !== false && principal.kind === "api_key") throw new AppError("sandbox_only", "Reset the sandbox with a test-mode key (dp_test_…)");
  return writeTransaction(async (tx) => {
    const sandboxId = principal.livemode === false ? organizationId : (await ensureSandbox(tx, organizationId)).id;
    if (!(await lockSandbox(tx, sandboxId))) throw notFound("Sandbox");
    await deleteSandboxData(tx, sandboxId);
    await seedSandboxCases(tx, sandboxId);
    const view = await sandboxView(tx, sandboxId);
    await writeAuditEntry(tx, principal, {
      action: "sandbox.reset",
      entityType: "organization",
      entityId: sandboxId,
      after: view.counts,
      requestId: ctx.requestId,
    });
    return view;
  }, SANDBOX_TRANSACTION);
}

async function sandboxView(tx: Tx, sandboxId: string): Promise<SandboxView> {
  const row = await tx.organization.findUniqueOrThrow({
    where: { id: sandboxId },
    select: { sandboxOfId: true, _count: { select: { employers: true, workers: true, contracts: true, workEvents: true } } },
  });
  return {
    organizationId: sandboxId,
    sandboxOf: row.sandboxOfId!,
    livemode: false,
    resetAt: new Date().toISOString(),
    counts: row._count,
  };
}

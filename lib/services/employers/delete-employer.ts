import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { type Tx } from "@/lib/db/client";
import { redactEmployerAudit } from "@/lib/db/statements/erasure";
import type { ServiceContext } from "@/lib/services/context";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { eraseTracesOfEmployer } from "./erase-traces";
import { redactWorkerAudit } from "@/lib/services/workers/delete-worker";
import { activeContractWhere, todayAsDbDate } from "./contract-activity";
import { lockEmployer } from "./update-employer";

/**
 * DELETE /v1/employers/{id}: refused (409 employer_has_active_contracts) while a contract is
 * active; otherwise the employer and everything under it (contracts, their terms, work events,
 * payslips — FK cascades) go in one transaction. The employer row is locked first, so a
 * contract created concurrently either is seen here or fails its own foreign-key check.
 */
/**
 * The employer's workers (issue 31) go with the erasure when no other contract references them,
 * with the before/after of their audit entries; a worker who also works for another employer of
 * the organization stays.
 */
async function eraseWorkersLeftWithoutContracts(tx: Tx, organizationId: string, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  const orphans = await tx.worker.findMany({ where: { id: { in: [...new Set(workerIds)] }, organizationId, contracts: { none: {} } }, select: { id: true } });
  if (orphans.length === 0) return;
  const ids = orphans.map((w) => w.id);
  await redactWorkerAudit(tx, organizationId, ids);
  await tx.worker.deleteMany({ where: { id: { in: ids } } });
}

export async function deleteEmployer(ctx: ServiceContext, id: string): Promise<void> {
  const { principal, requestId } = ctx;
  await writeTransaction(async (tx) => {
    await lockEmployer(tx, ctx.scope, id);
    const today = todayAsDbDate();
    const activeContracts = await tx.domesticContract.count({ where: { employerId: id, ...activeContractWhere(today) } });
    if (activeContracts > 0) {
      throw new AppError(
        "employer_has_active_contracts",
        `The employer has ${activeContracts} active contract${activeContracts === 1 ? "" : "s"} (no end date, or an end date today or later): end ${activeContracts === 1 ? "it" : "them"} before deleting the employer`,
        { extra: { activeContracts } },
      );
    }
    // what the cascade removes, for the audit trail (one connection: queries in sequence)
    const contracts = await tx.domesticContract.count({ where: { employerId: id } });
    const workEvents = await tx.workEvent.count({ where: { contract: { employerId: id } } });
    const payslips = await tx.payslip.count({ where: { contract: { employerId: id } } });
    // erasure ("the employer and all associated data"): audit entries about the employer and everything
    // under it, or mentioning their ids, keep action, actor, entity and time, not their payloads
    await redactEmployerAudit(tx, ctx.scope.organizationId, id);
    await eraseTracesOfEmployer(tx, ctx.scope.organizationId, id);
    const workerIds = (await tx.domesticContract.findMany({ where: { employerId: id }, select: { workerId: true } })).flatMap((c) =>
      c.workerId ? [c.workerId] : [],
    );
    await tx.employer.delete({ where: { id }, select: { id: true } });
    await eraseWorkersLeftWithoutContracts(tx, ctx.scope.organizationId, workerIds);
    // the erasure's own entry keeps what happened, not whose data it was
    await writeAuditEntry(tx, principal, {
      action: "employer.delete",
      entityType: "employer",
      entityId: id,
      before: { redacted: true },
      after: { deleted: true, removed: { contracts, workEvents, payslips } },
      requestId,
    });
  });
}

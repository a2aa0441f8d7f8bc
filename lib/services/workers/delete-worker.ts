import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { redactWorkerAudit } from "@/lib/db/statements/erasure";
import type { ServiceContext } from "@/lib/services/context";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { lockWorker } from "./update-worker";

/** Erasure of workers: their audit entries keep action, actor, entity and time, their before/after (the person's data) become {"redacted": true}. */
export { redactWorkerAudit };

/**
 * DELETE /v1/workers/{id}: refused (409 worker_has_contracts) while a contract references the
 * worker, ended ones included (their payslips name the person). The row is locked first, and the
 * contracts' foreign key (ON DELETE RESTRICT) holds the rule against a contract created meanwhile.
 */
export async function deleteWorker(ctx: ServiceContext, id: string): Promise<void> {
  const { principal, requestId } = ctx;
  await writeTransaction(async (tx) => {
    await lockWorker(tx, ctx.scope, id);
    const contracts = await tx.domesticContract.count({ where: { workerId: id } });
    if (contracts > 0)
      throw new AppError(
        "worker_has_contracts",
        `The worker has ${contracts} contract${contracts === 1 ? "" : "s"}: a worker is deleted only without contracts`,
        {
          extra: { contracts },
        },
      );
    await redactWorkerAudit(tx, ctx.scope.organizationId, [id]);
    await tx.worker.delete({ where: { id }, select: { id: true } });
    await writeAuditEntry(tx, principal, {
      action: "worker.delete",
      entityType: "worker",
      entityId: id,
      before: { redacted: true },
      after: { deleted: true },
      requestId,
    });
  });
}

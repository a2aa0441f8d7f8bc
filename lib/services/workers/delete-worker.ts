import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import type { Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { lockWorker } from "./update-worker";

/** Erasure of workers: their audit entries keep action, actor, entity and time, their before/after (the person's data) become {"redacted": true}. */
export async function redactWorkerAudit(tx: Tx, organizationId: string, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await tx.$executeRaw`
    UPDATE audit_log SET "before" = CASE WHEN "before" IS NULL THEN NULL ELSE '{"redacted": true}'::jsonb END,
                         "after" = CASE WHEN "after" IS NULL THEN NULL ELSE '{"redacted": true}'::jsonb END
     WHERE organization_id = ${organizationId}::uuid AND entity_type = 'worker' AND entity_id = ANY(${[...workerIds]}::uuid[])`;
}

/**
 * DELETE /v1/workers/{id}: refused (409 worker_has_contracts) while a contract references the
 * worker, ended ones included (their payslips name the person). The row is locked first, and the
 * contracts' foreign key (ON DELETE RESTRICT) holds the rule against a contract created meanwhile.
 */
export async function deleteWorker(principal: Principal, id: string, requestId?: string): Promise<void> {
  await writeTransaction(async (tx) => {
    await lockWorker(tx, principal, id);
    const contracts = await tx.domesticContract.count({ where: { workerId: id } });
    if (contracts > 0)
      throw new AppError(
        "worker_has_contracts",
        `The worker has ${contracts} contract${contracts === 1 ? "" : "s"}: a worker is deleted only without contracts`,
        {
          extra: { contracts },
        },
      );
    await redactWorkerAudit(tx, principal.organizationId, [id]);
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

import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { lockWorker } from "./update-worker";

/**
 * DELETE /v1/workers/{id}: refused (409 worker_has_contracts) while a contract references the
 * worker, ended ones included (their payslips name the person). The row is locked first, and the
 * contracts' foreign key (ON DELETE RESTRICT) holds the rule against a contract created meanwhile.
 */
export async function deleteWorker(principal: Principal, id: string, requestId?: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
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

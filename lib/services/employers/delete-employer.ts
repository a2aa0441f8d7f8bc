import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { activeContractWhere, todayAsDbDate } from "./contract-activity";
import { serializeEmployer } from "./serialize-employer";
import { lockEmployer } from "./update-employer";

/**
 * DELETE /v1/employers/{id}: refused (409 employer_has_active_contracts) while a contract is
 * active; otherwise the employer and everything under it (contracts, their terms, work events,
 * payslips — FK cascades) go in one transaction. The employer row is locked first, so a
 * contract created concurrently either is seen here or fails its own foreign-key check.
 */
export async function deleteEmployer(principal: Principal, id: string, requestId?: string): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const existing = await lockEmployer(tx, principal, id);
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
    await tx.employer.delete({ where: { id }, select: { id: true } });
    await writeAuditEntry(tx, principal, {
      action: "employer.delete",
      entityType: "employer",
      entityId: id,
      before: serializeEmployer(existing),
      after: { deleted: true, removed: { contracts, workEvents, payslips } },
      requestId,
    });
  });
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { Principal } from "@/lib/auth/principal";
import { type Tx } from "@/lib/db/client";
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
 * Erasure ("the employer and all associated data"): audit entries about the employer and
 * everything under it (contracts, terms, work events, payslips), or mentioning their ids, keep
 * action, actor, entity and time, but their before/after payloads (names, fiscal codes,
 * addresses, IBAN, pay) are replaced by {"redacted": true}.
 */
async function redactAuditOfEmployer(tx: Tx, organizationId: string, employerId: string): Promise<void> {
  await tx.$executeRaw`
    WITH contracts AS (SELECT id FROM domestic_contracts WHERE employer_id = ${employerId}::uuid AND organization_id = ${organizationId}::uuid),
    entities AS (
      SELECT ${employerId}::uuid AS id
      UNION ALL SELECT id FROM contracts
      UNION ALL SELECT id FROM contract_terms WHERE contract_id IN (SELECT id FROM contracts)
      UNION ALL SELECT id FROM contract_opening_balances WHERE contract_id IN (SELECT id FROM contracts)
      UNION ALL SELECT id FROM work_events WHERE contract_id IN (SELECT id FROM contracts)
      UNION ALL SELECT id FROM payslips WHERE contract_id IN (SELECT id FROM contracts)
    ),
    mentioned AS (SELECT ${employerId}::text AS id UNION ALL SELECT id::text FROM contracts)
    UPDATE audit_log a
       SET "before" = CASE WHEN a."before" IS NULL THEN NULL ELSE '{"redacted": true}'::jsonb END,
           "after" = CASE WHEN a."after" IS NULL THEN NULL ELSE '{"redacted": true}'::jsonb END
     WHERE a.organization_id = ${organizationId}::uuid
       AND (a.entity_id IN (SELECT id FROM entities)
            OR EXISTS (SELECT 1 FROM mentioned m WHERE strpos(coalesce(a."before"::text, '') || coalesce(a."after"::text, ''), m.id) > 0))`;
}

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

export async function deleteEmployer(principal: Principal, id: string, requestId?: string): Promise<void> {
  await writeTransaction(async (tx) => {
    await lockEmployer(tx, principal, id);
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
    await redactAuditOfEmployer(tx, principal.organizationId, id);
    await eraseTracesOfEmployer(tx, principal.organizationId, id);
    const workerIds = (await tx.domesticContract.findMany({ where: { employerId: id }, select: { workerId: true } })).flatMap((c) =>
      c.workerId ? [c.workerId] : [],
    );
    await tx.employer.delete({ where: { id }, select: { id: true } });
    await eraseWorkersLeftWithoutContracts(tx, principal.organizationId, workerIds);
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

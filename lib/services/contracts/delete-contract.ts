import "server-only";
import { recordContractDeletion } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { loadContract, lockContract } from "./load-contract";
import { serializeContract } from "./serialize-contract";
import { todayInItaly } from "@/lib/validation/common";

/**
 * Deletes a contract (terms and opening balances go with it) only while no work event or payslip
 * uses it: otherwise 409 contract_in_use. The row lock makes the check and the delete atomic
 * against a concurrent work-event insert (its foreign-key check waits for the lock).
 */
export async function deleteContract(ctx: ServiceContext, id: string): Promise<void> {
  await writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, id);
    await lockContract(tx, ctx.scope.organizationId, id);
    const [workEvents, payslips] = await Promise.all([tx.workEvent.count({ where: { contractId: id } }), tx.payslip.count({ where: { contractId: id } })]);
    if (workEvents > 0 || payslips > 0) {
      const parts = [
        workEvents > 0 ? `${workEvents} work event${workEvents === 1 ? "" : "s"}` : null,
        payslips > 0 ? `${payslips} payslip${payslips === 1 ? "" : "s"}` : null,
      ].filter(Boolean);
      throw new AppError("contract_in_use", `The contract is used by ${parts.join(" and ")}: it cannot be deleted (record its end instead)`, {
        extra: { workEvents, payslips },
      });
    }
    await assertContractInScope(tx, ctx.scope, id);
    const row = await loadContract(tx, ctx.scope.organizationId, id);
    await recordContractDeletion(tx, ctx, row);
    await tx.domesticContract.delete({ where: { id }, select: { id: true } });
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.delete",
      entityType: "domestic_contract",
      entityId: id,
      before: serializeContract(row, todayInItaly()),
      requestId: ctx.requestId,
    });
  });
}

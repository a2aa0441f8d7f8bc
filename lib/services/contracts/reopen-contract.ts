import "server-only";
import { recordReopen } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { AppError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { loadContract, lockContract } from "./load-contract";
import { contractSelect, openingBalanceSelect, serializeContract, serializeContractDetail } from "./serialize-contract";
import type { ContractDetailView } from "@/lib/validation/contract";
import { todayInItaly } from "@/lib/validation/common";

/**
 * Cancels a recorded end (a wrong date or reason): the contract is active again. Refused with 409
 * while a final end-of-employment payslip exists (delete it first), and with 409 contract_not_ended
 * semantics (`conflict`) when there is no end to cancel.
 */
export async function reopenContract(ctx: ServiceContext, id: string): Promise<ContractDetailView> {
  const today = todayInItaly();
  return writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, id);
    await lockContract(tx, ctx.scope.organizationId, id);
    const row = await loadContract(tx, ctx.scope.organizationId, id);
    if (!row.endDate) throw new AppError("conflict", "The contract has no recorded end to cancel");
    const finalSettlement = await tx.payslip.findFirst({ where: { contractId: id, isEmploymentEnded: true, status: "final" }, select: { period: true } });
    if (finalSettlement) {
      throw new AppError("conflict", `The final end-of-employment payslip of ${finalSettlement.period} exists: delete it before cancelling the end`);
    }
    const before = serializeContract(row, today);
    const updated = await tx.domesticContract.update({
      where: { id },
      data: { endDate: null, endReason: null, noticeGivenDate: null, noticeWorkedDays: null, noticeOverrideDays: null, noticeOverrideReason: null },
      select: contractSelect,
    });
    await recordReopen(tx, ctx, updated);
    const balances = await tx.contractOpeningBalance.findUnique({ where: { contractId: id }, select: openingBalanceSelect });
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.reopen",
      entityType: "domestic_contract",
      entityId: id,
      before,
      after: serializeContract(updated, today),
      requestId: ctx.requestId,
    });
    return serializeContractDetail(updated, balances, today);
  });
}

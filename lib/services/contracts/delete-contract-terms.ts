import "server-only";
import { recordTermsDeleted } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { AppError, notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { loadContract, lockContract } from "./load-contract";
import { serializeTermsHistory } from "./terms-row";

/** Removes later terms entered by mistake; the first terms (from the start date) cannot go (409). */
export async function deleteContractTerms(ctx: ServiceContext, contractId: string, termsId: string): Promise<void> {
  await writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, contractId);
    await lockContract(tx, ctx.scope.organizationId, contractId);
    const contract = await loadContract(tx, ctx.scope.organizationId, contractId);
    const index = contract.terms.findIndex((t) => t.id === termsId);
    if (index < 0) throw notFound("Contract terms");
    if (index === 0) {
      throw new AppError(
        "conflict",
        `The first terms start with the contract on ${dateString(contract.startDate)} and cannot be deleted: correct them with PUT instead`,
      );
    }
    const before = serializeTermsHistory(contract.terms)[index];
    await tx.contractTerms.delete({ where: { id: termsId }, select: { id: true } });
    await recordTermsDeleted(tx, ctx, contractId, contract.terms[index]);
    await tx.domesticContract.update({ where: { id: contractId }, data: { updatedAt: new Date() }, select: { id: true } });
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.terms_delete",
      entityType: "domestic_contract",
      entityId: contractId,
      before,
      requestId: ctx.requestId,
    });
  });
}

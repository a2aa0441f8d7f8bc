import "server-only";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { recordTermsCorrected } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { dateString } from "@/lib/db/serialize";
import { notFound } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { TermsInput } from "@/lib/validation/contract";
import { loadContract, lockContract } from "./load-contract";
import { rowOfTerms, serializeTermsHistory, termsSelect } from "./terms-row";
import type { TermsView } from "@/lib/validation/contract";
import { checkTerms, contractValidationError, type ContractWarning } from "./terms-data";
import { payslipsFromWarning } from "./payslips-from-warning";

/** Corrects terms in place (same effective date), with the same CCNL checks as new terms. */
export async function updateContractTerms(
  ctx: ServiceContext,
  contractId: string,
  termsId: string,
  input: TermsInput,
): Promise<TermsView & { warnings: ContractWarning[] }> {
  return writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, contractId);
    await lockContract(tx, ctx.scope.organizationId, contractId);
    const contract = await loadContract(tx, ctx.scope.organizationId, contractId);
    const index = contract.terms.findIndex((t) => t.id === termsId);
    const existing = contract.terms[index];
    if (!existing) throw notFound("Contract terms");
    const effectiveFrom = dateString(existing.effectiveFrom);
    const checked = checkTerms(input, effectiveFrom, "", await ratesOf(ctx));
    if (checked.errors.length > 0) throw contractValidationError(checked.errors, checked.check);

    const updated = await tx.contractTerms.update({ where: { id: termsId }, data: rowOfTerms(input), select: termsSelect });
    await tx.domesticContract.update({ where: { id: contractId }, data: { updatedAt: new Date() }, select: { id: true } });
    const before = serializeTermsHistory(contract.terms)[index];
    const rows = [...contract.terms];
    rows[index] = updated;
    const view = serializeTermsHistory(rows)[index] as TermsView;
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.terms_update",
      entityType: "domestic_contract",
      entityId: contractId,
      before,
      after: view,
      requestId: ctx.requestId,
    });
    checked.warnings.push(...(await recordTermsCorrected(tx, ctx, contractId, existing, updated)));
    return { ...view, warnings: [...checked.warnings, ...(await payslipsFromWarning(tx, contractId, effectiveFrom))] };
  });
}

import "server-only";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { recordTermsAdded } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { AppError, type FieldError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { AddTermsInput } from "@/lib/validation/contract";
import { loadContract, lockContract } from "./load-contract";
import { rowOfTerms, serializeTermsHistory, termsSelect } from "./terms-row";
import type { TermsView } from "@/lib/validation/contract";
import { checkTerms, contractValidationError, type ContractWarning } from "./terms-data";
import { payslipsFromWarning } from "./payslips-from-warning";

/**
 * New terms from a date (a wage, level or schedule change). The date must be on or after the
 * start (422) and not after a recorded end (422); terms on the same date as existing ones → 409
 * `conflict` (correct those with PUT …/terms/{termsId}). The terms are checked against the CCNL
 * in force on their own date. Payslips already computed from that date are reported as a warning.
 */
export async function addContractTerms(ctx: ServiceContext, contractId: string, input: AddTermsInput): Promise<TermsView & { warnings: ContractWarning[] }> {
  return writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, contractId);
    await lockContract(tx, ctx.scope.organizationId, contractId);
    const contract = await loadContract(tx, ctx.scope.organizationId, contractId);
    const start = dateString(contract.startDate);
    const errors: FieldError[] = [];
    if (input.effectiveFrom < start) {
      errors.push({ path: "/effectiveFrom", message: `The contract starts on ${start}: terms cannot take effect before it`, code: "terms_before_start" });
    }
    if (contract.endDate && input.effectiveFrom > dateString(contract.endDate)) {
      errors.push({
        path: "/effectiveFrom",
        message: `The contract ended on ${dateString(contract.endDate)}: terms after the end would never apply`,
        code: "terms_after_end",
      });
    }
    const { effectiveFrom, ...terms } = input;
    const checked = checkTerms(terms, effectiveFrom, "", await ratesOf(ctx));
    errors.push(...checked.errors);
    if (errors.length > 0) throw contractValidationError(errors, checked.check);

    const same = contract.terms.find((t) => dateString(t.effectiveFrom) === effectiveFrom);
    if (same) {
      throw new AppError(
        "conflict",
        `Terms from ${effectiveFrom} already exist: correct them with PUT /v1/domestic-contracts/${contractId}/terms/${same.id}, or choose another date`,
        {
          extra: { existingTermsId: same.id },
        },
      );
    }

    const created = await tx.contractTerms.create({ data: { contractId, effectiveFrom: toDbDate(effectiveFrom), ...rowOfTerms(terms) }, select: termsSelect });
    await tx.domesticContract.update({ where: { id: contractId }, data: { updatedAt: new Date() }, select: { id: true } });
    const history = serializeTermsHistory([...contract.terms, created].sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime()));
    const view = history.find((t) => t.id === created.id) as TermsView;
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.terms_add",
      entityType: "domestic_contract",
      entityId: contractId,
      after: view,
      requestId: ctx.requestId,
    });
    const warnings = [...checked.warnings, ...(await payslipsFromWarning(tx, contractId, effectiveFrom))];
    warnings.push(...(await recordTermsAdded(tx, ctx, contractId, created)));
    return { ...view, warnings };
  });
}

import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { jsonColumn } from "@/lib/db/json-columns";
import type { FieldError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { OpeningBalancesInput } from "@/lib/validation/contract";
import { loadContract, lockContract } from "./load-contract";
import { openingBalanceSelect, serializeOpeningBalances } from "./serialize-contract";
import type { OpeningBalancesView } from "@/lib/validation/contract";
import { contractValidationError, type ContractWarning } from "./terms-data";
import { payslipsFromWarning } from "./payslips-from-warning";

/**
 * PUT (upsert) the balances carried over from another payroll system, as of a date inside the
 * employment. Fields left out are zero. `created` tells 201 from 200.
 */
export async function setOpeningBalances(
  ctx: ServiceContext,
  contractId: string,
  input: OpeningBalancesInput,
): Promise<{ created: boolean; view: OpeningBalancesView & { warnings: ContractWarning[] } }> {
  return writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, contractId);
    await lockContract(tx, ctx.scope.organizationId, contractId);
    const contract = await loadContract(tx, ctx.scope.organizationId, contractId);
    const errors: FieldError[] = [];
    if (input.asOfDate < dateString(contract.startDate)) {
      errors.push({
        path: "/asOfDate",
        message: `The contract starts on ${dateString(contract.startDate)}: balances cannot be as of an earlier date`,
        code: "as_of_before_start",
      });
    }
    if (contract.endDate && input.asOfDate > dateString(contract.endDate)) {
      errors.push({
        path: "/asOfDate",
        message: `The contract ended on ${dateString(contract.endDate)}: balances cannot be as of a later date`,
        code: "as_of_after_end",
      });
    }
    if (errors.length > 0) throw contractValidationError(errors);

    const data = {
      asOfDate: toDbDate(input.asOfDate),
      vacationDaysLeftThisYear: input.vacationDaysLeftThisYear,
      vacationDaysLeftPreviousYear: input.vacationDaysLeftPreviousYear,
      thirteenthAccruedThisYear: input.thirteenthAccruedThisYear,
      tfrFundAtLastYearEnd: input.tfrFundAtLastYearEnd,
      tfrAccruedThisYear: input.tfrAccruedThisYear,
      sickDaysUsedLast365: Number(input.sickDaysUsedLast365),
      ytdGross: input.ytdGross,
      ytdWorkerInps: input.ytdWorkerInps,
      ytdWorkerCassacolf: input.ytdWorkerCassacolf,
      ytdTaxable: input.ytdTaxable,
      ytdEmploymentDays: input.ytdEmploymentDays === null ? null : Number(input.ytdEmploymentDays),
      declaredQuarters: jsonColumn(input.declaredQuarters),
      earlierDaysDeclaredElsewhere: input.earlierDaysDeclaredElsewhere,
    };
    const existing = await tx.contractOpeningBalance.findUnique({ where: { contractId }, select: openingBalanceSelect });
    const row = await tx.contractOpeningBalance.upsert({ where: { contractId }, create: { contractId, ...data }, update: data, select: openingBalanceSelect });
    const view = serializeOpeningBalances(row);
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.opening_balances_set",
      entityType: "domestic_contract",
      entityId: contractId,
      before: existing ? serializeOpeningBalances(existing) : undefined,
      after: view,
      requestId: ctx.requestId,
    });
    const earliest = existing && dateString(existing.asOfDate) < input.asOfDate ? dateString(existing.asOfDate) : input.asOfDate;
    const warnings = await payslipsFromWarning(tx, contractId, earliest, "opening balances");
    return { created: !existing, view: { ...view, warnings } };
  });
}

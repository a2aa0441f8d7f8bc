import "server-only";
import { recordCessation } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope } from "@/lib/db/scope";
import { dateString, toDbDate } from "@/lib/db/serialize";
import { AppError, type FieldError } from "@/lib/errors";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { EndContractInput } from "@/lib/validation/contract";
import { loadContract, lockContract } from "./load-contract";
import { contractSelect, openingBalanceSelect, serializeContract, serializeContractDetail } from "./serialize-contract";
import type { ContractDetailView } from "@/lib/validation/contract";
import { contractValidationError, type ContractWarning } from "./terms-data";
import { todayInItaly } from "@/lib/validation/common";
import { noticeProposal, type NoticeProposal } from "./notice-proposal";
import { maternityProtection } from "@/lib/payroll";

const LISTED = 20;

/**
 * Records the end of employment (the date is the last day worked or paid) and its reason; the
 * end-of-employment payslip reads them. Refused with 409 contract_ended when an end is already
 * recorded, and with 422 when the date is before the start or when work events, payslips, terms
 * or opening balances lie after it: each is listed (first 20) so the clerk can fix them first.
 */
export async function endContract(
  ctx: ServiceContext,
  id: string,
  input: EndContractInput,
): Promise<ContractDetailView & { warnings: ContractWarning[]; proposedNotice: NoticeProposal | null }> {
  const today = todayInItaly();
  return writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, id);
    await lockContract(tx, ctx.scope.organizationId, id);
    const row = await loadContract(tx, ctx.scope.organizationId, id);
    if (row.endDate) {
      throw new AppError("contract_ended", `The contract already ended on ${dateString(row.endDate)} (${row.endReason ?? "no reason"})`, {
        extra: { endDate: dateString(row.endDate) },
      });
    }
    const end = input.endDate;
    const endDb = toDbDate(end);
    const errors: FieldError[] = [];
    if (end < dateString(row.startDate)) {
      errors.push({ path: "/endDate", message: `The contract starts on ${dateString(row.startDate)}: it cannot end before`, code: "end_before_start" });
    }
    if (input.endReason === "end_of_fixed_term" && !row.fixedTerm) {
      errors.push({ path: "/endReason", message: "end_of_fixed_term applies to fixed-term contracts only", code: "not_fixed_term" });
    }
    // Before the start everything lies "after the end": the date itself is the one mistake to report.
    if (errors.some((e) => e.code === "end_before_start")) throw contractValidationError(errors);
    const [events, eventCount, payslips, balances] = await Promise.all([
      tx.workEvent.findMany({
        where: { contractId: id, date: { gt: endDb } },
        orderBy: [{ date: "asc" }, { id: "asc" }],
        take: LISTED,
        select: { id: true, date: true, type: true, subType: true },
      }),
      tx.workEvent.count({ where: { contractId: id, date: { gt: endDb } } }),
      tx.payslip.findMany({ where: { contractId: id, startDate: { gt: endDb } }, orderBy: { period: "asc" }, select: { id: true, period: true, kind: true } }),
      tx.contractOpeningBalance.findUnique({ where: { contractId: id }, select: { asOfDate: true } }),
    ]);
    for (const e of events) {
      errors.push({
        path: "/endDate",
        message: `Work event on ${dateString(e.date)} (${e.type}/${e.subType}) is after the end date`,
        code: "work_event_after_end",
      });
    }
    if (eventCount > events.length) {
      errors.push({ path: "/endDate", message: `…and ${eventCount - events.length} more work events after the end date`, code: "work_event_after_end" });
    }
    for (const p of payslips)
      errors.push({ path: "/endDate", message: `The ${p.kind} payslip of ${p.period} is after the end date`, code: "payslip_after_end" });
    for (const t of row.terms) {
      if (dateString(t.effectiveFrom) > end)
        errors.push({
          path: "/endDate",
          message: `Terms from ${dateString(t.effectiveFrom)} start after the end date: delete them first`,
          code: "terms_after_end",
        });
    }
    if (balances && dateString(balances.asOfDate) > end) {
      errors.push({
        path: "/endDate",
        message: `The opening balances are as of ${dateString(balances.asOfDate)}, after the end date`,
        code: "opening_balances_after_end",
      });
    }
    // maternity protection (rules-update-3 A13): a dismissal inside it is refused unless for just cause
    const maternityDates = (
      await tx.workEvent.findMany({ where: { contractId: id, subType: "maternity_leave" }, select: { date: true }, orderBy: { date: "asc" } })
    ).map((e) => dateString(e.date));
    const protection = maternityProtection({
      endDate: end,
      endReason: input.endReason,
      expectedBirthDate: row.expectedBirthDate ? dateString(row.expectedBirthDate) : null,
      maternityDates,
    });
    if (protection?.verdict === "refused") {
      errors.push({
        path: "/endReason",
        message: `Dismissal inside the maternity protection (${protection.from} – ${protection.to}): only a dismissal for just cause is allowed`,
        code: "dismissal_in_maternity_protection",
      });
    }
    if (errors.length > 0) {
      if (eventCount > 0) {
        throw new AppError(
          "validation_failed",
          `${eventCount} work event${eventCount === 1 ? "" : "s"} after ${end}: delete or move them before ending the contract`,
          {
            errors,
            extra: {
              workEventsAfterEnd: events.map((e) => ({ id: e.id, date: dateString(e.date), type: e.type, subType: e.subType })),
              workEventsAfterEndTotal: eventCount,
            },
          },
        );
      }
      throw contractValidationError(errors);
    }

    const before = serializeContract(row, today);
    const updated = await tx.domesticContract.update({
      where: { id },
      data: {
        endDate: endDb,
        endReason: input.endReason,
        noticeGivenDate: input.noticeGivenDate ? toDbDate(input.noticeGivenDate) : null,
        noticeWorkedDays: input.noticeWorkedDays ?? null,
        noticeOverrideDays: input.noticeOverrideDays ?? null,
        noticeOverrideReason: input.noticeOverrideDays !== undefined ? (input.noticeOverrideReason ?? null) : null,
      },
      select: contractSelect,
    });
    await recordCessation(tx, ctx, updated);
    const openingBalances = await tx.contractOpeningBalance.findUnique({ where: { contractId: id }, select: openingBalanceSelect });
    const view = serializeContractDetail(updated, openingBalances, today);
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.end",
      entityType: "domestic_contract",
      entityId: id,
      before,
      after: serializeContract(updated, today),
      requestId: ctx.requestId,
    });

    const warnings: ContractWarning[] = [];
    if (row.fixedTerm && row.fixedTermEndDate && dateString(row.fixedTermEndDate) !== end) {
      warnings.push({ code: "fixed_term_end_differs", message: `The fixed-term contract was planned to end on ${dateString(row.fixedTermEndDate)}` });
    }
    if (protection?.verdict === "warning") {
      warnings.push({
        code: "resignation_in_maternity_protection",
        message: `The employment ends by ${input.endReason} inside the maternity protection (${protection.from} – ${protection.to}): it must be validated by the labour inspectorate (D.Lgs. 151/2001 art. 55 c. 4)`,
        path: "/endReason",
      });
    }
    // the CCNL notice for this end, as the end-of-contract dialog shows it (rules-update.md §4)
    const proposedNotice = noticeProposal(
      { ...row, terms: await tx.contractTerms.findMany({ where: { contractId: id }, orderBy: { effectiveFrom: "asc" } }) },
      input,
    );
    return { ...view, warnings, proposedNotice };
  });
}

import "server-only";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { recordContractUpdate } from "@/lib/services/inps-communications/record-events";
import { writeTransaction } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { assertContractInScope, assertPersonInScope, contractWhere } from "@/lib/db/scope";
import { assertExternalIdFree, mergeMetadata } from "@/lib/services/metadata/metadata-fields";
import { dateString, optionalDateString, toDbDate } from "@/lib/db/serialize";
import type { FieldError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { checkContractFields, type UpdateContractInput } from "@/lib/validation/contract";
import { loadContract, lockContract } from "./load-contract";
import { contractSelect, openingBalanceSelect, serializeContract, serializeContractDetail } from "./serialize-contract";
import { termsOfRow } from "./terms-row";
import type { ContractDetailView } from "@/lib/validation/contract";
import { checkTerms, contractValidationError, type ContractWarning } from "./terms-data";
import { todayInItaly } from "@/lib/validation/common";
import { syncWorkerFromContract } from "@/lib/services/workers/sync-from-contract";

const WORKER_COLUMNS = {
  firstName: "workerFirstName",
  lastName: "workerLastName",
  fiscalCode: "workerFiscalCode",
  birthPlace: "workerBirthPlace",
  nationality: "workerNationality",
  address: "workerAddress",
  locality: "workerLocality",
  province: "workerProvince",
  zipCode: "workerZipCode",
  iban: "workerIban",
} as const;

/**
 * PATCH: only the fields present change; worker fields one by one (null clears an optional one).
 * Setting `fixedTerm: false` also clears the planned end and `replacesAbsentWorker` unless the
 * body sets them. Moving the start date moves the first terms with it and is refused when work
 * events, payslips, later terms or opening balances would fall before the new start; the first
 * terms are re-checked against the CCNL minimum of the new date.
 */
export async function updateContract(
  ctx: ServiceContext,
  id: string,
  input: UpdateContractInput,
): Promise<ContractDetailView & { warnings: ContractWarning[] }> {
  const today = todayInItaly();
  return writeTransaction(async (tx) => {
    await assertContractInScope(tx, ctx.scope, id);
    await lockContract(tx, ctx.scope.organizationId, id);
    const row = await loadContract(tx, ctx.scope.organizationId, id);
    const before = serializeContract(row, today);

    const data: Prisma.DomesticContractUpdateInput = {};
    const w = input.worker ?? {};
    for (const [field, column] of Object.entries(WORKER_COLUMNS) as [keyof typeof WORKER_COLUMNS, (typeof WORKER_COLUMNS)[keyof typeof WORKER_COLUMNS]][]) {
      if (w[field] !== undefined) (data as Record<string, unknown>)[column] = w[field];
    }
    if (w.birthDate !== undefined) data.workerBirthDate = w.birthDate ? toDbDate(w.birthDate) : null;
    if (input.inpsRelationshipCode !== undefined) data.inpsRelationshipCode = input.inpsRelationshipCode;
    if (input.notes !== undefined) data.notes = input.notes;
    if (input.expectedBirthDate !== undefined) data.expectedBirthDate = input.expectedBirthDate ? toDbDate(input.expectedBirthDate) : null;
    if (input.assistedPersonName !== undefined) data.assistedPersonName = input.assistedPersonName;
    if (input.assistedPersonFiscalCode !== undefined) data.assistedPersonFiscalCode = input.assistedPersonFiscalCode;
    if (input.assistedPersonBirthDate !== undefined)
      data.assistedPersonBirthDate = input.assistedPersonBirthDate ? toDbDate(input.assistedPersonBirthDate) : null;
    if (input.workplaceAddress !== undefined) data.workplaceAddress = input.workplaceAddress;
    if (input.cuafDue !== undefined) data.cuafDue = input.cuafDue;
    if (input.workerRenouncedIvsShare !== undefined) data.workerRenouncedIvsShare = input.workerRenouncedIvsShare;
    const metadata = mergeMetadata(row.metadata, input.metadata);
    if (metadata) data.metadata = metadata;
    if (input.externalId !== undefined && input.externalId !== row.externalId) {
      if (input.externalId)
        assertExternalIdFree(
          await tx.domesticContract.findFirst({ where: { ...contractWhere(ctx.scope), externalId: input.externalId, NOT: { id } }, select: { id: true } }),
        );
      data.externalId = input.externalId;
    }
    if (input.over80ReliefStart !== undefined) data.over80ReliefStart = input.over80ReliefStart ? toDbDate(input.over80ReliefStart) : null;

    const fixedTerm = input.fixedTerm ?? row.fixedTerm;
    const clearingFixedTerm = input.fixedTerm === false;
    const merged = {
      startDate: input.startDate ?? dateString(row.startDate),
      fixedTerm,
      fixedTermEndDate: input.fixedTermEndDate !== undefined ? input.fixedTermEndDate : clearingFixedTerm ? null : optionalDateString(row.fixedTermEndDate),
      replacesAbsentWorker: input.replacesAbsentWorker ?? (clearingFixedTerm ? false : row.replacesAbsentWorker),
      birthDate: w.birthDate !== undefined ? w.birthDate : optionalDateString(row.workerBirthDate),
      today,
    };
    data.fixedTerm = merged.fixedTerm;
    data.fixedTermEndDate = merged.fixedTermEndDate ? toDbDate(merged.fixedTermEndDate) : null;
    data.replacesAbsentWorker = merged.replacesAbsentWorker;

    const errors: FieldError[] = checkContractFields(merged).map((i) => ({ path: i.path, message: i.message, code: i.code }));
    const warnings: ContractWarning[] = [];
    let termsCheck;
    const startChanged = input.startDate !== undefined && input.startDate !== dateString(row.startDate);
    if (startChanged && input.startDate) {
      const start = input.startDate;
      const startDb = toDbDate(start);
      const second = row.terms[1];
      if (second && dateString(second.effectiveFrom) <= start) {
        errors.push({
          path: "/startDate",
          message: `Later terms start on ${dateString(second.effectiveFrom)}: the start date must be before them`,
          code: "start_after_later_terms",
        });
      }
      if (row.endDate && dateString(row.endDate) < start) {
        errors.push({
          path: "/startDate",
          message: `The contract ended on ${dateString(row.endDate)}: the start date cannot be after it`,
          code: "start_after_end",
        });
      }
      const [events, payslips, balances] = await Promise.all([
        tx.workEvent.findMany({ where: { contractId: id, date: { lt: startDb } }, orderBy: { date: "asc" }, take: 1, select: { date: true } }),
        tx.payslip.findMany({ where: { contractId: id, startDate: { lt: startDb } }, orderBy: { startDate: "asc" }, take: 1, select: { period: true } }),
        tx.contractOpeningBalance.findUnique({ where: { contractId: id }, select: { asOfDate: true } }),
      ]);
      if (events[0])
        errors.push({
          path: "/startDate",
          message: `A work event on ${dateString(events[0].date)} is before the new start date`,
          code: "work_events_before_start",
        });
      if (payslips[0])
        errors.push({
          path: "/startDate",
          message: `The payslip of ${payslips[0].period} covers days before the new start date`,
          code: "payslips_before_start",
        });
      if (balances && dateString(balances.asOfDate) < start) {
        errors.push({
          path: "/startDate",
          message: `The opening balances are as of ${dateString(balances.asOfDate)}, before the new start date`,
          code: "opening_balances_before_start",
        });
      }
      const first = row.terms[0];
      if (first) {
        const check = checkTerms(termsOfRow(first), start, "", await ratesOf(ctx));
        termsCheck = check.check;
        // The first terms are not in the body: their problems are reported on /startDate.
        for (const e of check.errors) errors.push({ path: "/startDate", message: `From ${start} the first terms are invalid: ${e.message}`, code: e.code });
        warnings.push(...check.warnings);
      }
      data.startDate = startDb;
    }
    if (errors.length > 0) throw contractValidationError(errors, termsCheck);

    if (startChanged && input.startDate && row.terms[0]) {
      await tx.contractTerms.update({ where: { id: row.terms[0].id }, data: { effectiveFrom: toDbDate(input.startDate) }, select: { id: true } });
    }
    const updated = await tx.domesticContract.update({ where: { id }, data, select: contractSelect });
    // the person's fields changed: the worker and the worker's other contracts follow (issue 31)
    if (input.worker && Object.values(input.worker).some((v) => v !== undefined)) {
      await assertPersonInScope(tx, ctx.scope, updated.workerId);
      await syncWorkerFromContract(tx, ctx.scope.organizationId, updated);
    }
    await recordContractUpdate(tx, ctx, row, updated);
    const balances = await tx.contractOpeningBalance.findUnique({ where: { contractId: id }, select: openingBalanceSelect });
    const view = serializeContractDetail(updated, balances, today);
    await writeAuditEntry(tx, ctx.principal, {
      action: "contract.update",
      entityType: "domestic_contract",
      entityId: id,
      before,
      after: serializeContract(updated, today),
      requestId: ctx.requestId,
    });
    return { ...view, warnings };
  });
}

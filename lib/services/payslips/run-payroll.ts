import { assertOrganization, type Principal } from "@/lib/auth/principal";
import { getDb, setLockWaitBudget, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { calculatePayslip, type PayslipElement, type PayslipResult, type RunOptions } from "@/lib/payroll";
import type { RunPayrollBody } from "@/lib/validation/payslip";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import { checkPayroll } from "./check-payroll";
import { toAppError } from "./compute-contribution-weeks";
import { loadPayslipDetail } from "./get-payslip";
import { kindOf, loadPayrollInputs } from "./payroll-inputs";
import { applyRecordedEnd, assertWeeks } from "./end-of-employment";
import type { PayslipDetail } from "./serialize-payslip";

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

function toRunOptions(body: RunPayrollBody): RunOptions {
  return {
    period: body.period,
    contributionWeeks: body.contributionWeeks,
    notUsedVacationContributionHours: body.notUsedVacationContributionHours,
    missingNoticeWeeks: body.missingNoticeWeeks,
    isThirteenth: body.isThirteenth,
    employmentEndDate: body.employmentEndDate,
    missingNoticeType: body.missingNoticeType,
    missingNoticeDays: body.missingNoticeDays,
    liquidateSeveranceWithEmploymentEnd: body.liquidateSeveranceWithEmploymentEnd,
    severanceLiquidationPayslip: body.severanceLiquidationPayslip,
    severanceAnticipation: body.severanceAnticipation,
    vacationAnticipation: body.vacationAnticipation,
    accommodationInCash: body.accommodationInCash,
    accommodationInNature: body.accommodationInNature,
    customEarnings: body.customEarnings,
    customDeductions: body.customDeductions,
    customImputedElements: body.customImputedElements,
    provisionalTfrCoefficient: body.provisionalTfrCoefficient ?? null,
  };
}

function elementRows(result: PayslipResult) {
  const sections: [PayslipElement[], "earning" | "deduction" | "imputed" | "employee_tax" | "employer_tax"][] = [
    [result.earningElements, "earning"],
    [result.deductionElements, "deduction"],
    [result.imputedElements, "imputed"],
    [result.employeeTaxesElements, "employee_tax"],
    [result.employerTaxesElements, "employer_tax"],
  ];
  let position = 0;
  return sections.flatMap(([elements, section]) =>
    elements.map((e) => ({
      position: position++,
      section,
      code: e.code,
      name: e.name,
      value: e.value,
      periodType: e.periodType,
      periodDuration: e.periodDuration,
      rate: e.rate,
      includedInBaseWage: e.includedInBaseWage,
      ytd: e.ytd,
    })),
  );
}

function payslipColumns(result: PayslipResult) {
  return {
    startDate: day(result.startDate),
    endDate: day(result.endDate),
    isEmploymentEnded: result.isEmploymentEnded,
    totalGross: result.totalGross,
    totalDeductions: result.totalDeductions,
    totalAfterDeductionsGross: result.totalAfterDeductionsGross,
    totalEmployeeTaxes: result.totalEmployeeTaxes,
    totalEmployeeInpsTaxes: result.totalEmployeeInpsTaxes,
    totalEmployeeCassacolfTaxes: result.totalEmployeeCassacolfTaxes,
    totalTaxableGross: result.totalTaxableGross,
    totalEmployerTaxes: result.totalEmployerTaxes,
    totalCost: result.totalCost,
    totalNet: result.totalNet,
    ytdTotalGross: result.ytdTotalGross,
    ytdTotalDeductions: result.ytdTotalDeductions,
    ytdTotalAfterDeductionsGross: result.ytdTotalAfterDeductionsGross,
    ytdTotalEmployeeTaxes: result.ytdTotalEmployeeTaxes,
    ytdTotalEmployeeInpsTaxes: result.ytdTotalEmployeeInpsTaxes,
    ytdTotalEmployeeCassacolfTaxes: result.ytdTotalEmployeeCassacolfTaxes,
    ytdTotalTaxableGross: result.ytdTotalTaxableGross,
    ytdTotalEmployerTaxes: result.ytdTotalEmployerTaxes,
    ytdTotalCost: result.ytdTotalCost,
    ytdTotalNet: result.ytdTotalNet,
    vacationState: result.vacationState as unknown as Prisma.InputJsonValue,
    severanceState: (result.severanceBreakdown ? { ...result.severanceState, breakdown: result.severanceBreakdown } : result.severanceState) as unknown as Prisma.InputJsonValue,
    thirteenthState: result.thirteenthState as unknown as Prisma.InputJsonValue,
    sickState: result.sickState as unknown as Prisma.InputJsonValue,
    injuryState: result.injuryState as unknown as Prisma.InputJsonValue,
    runningState: result.nextState as unknown as Prisma.InputJsonValue,
    warnings: result.warnings as unknown as Prisma.InputJsonValue,
    contributionWeeks: result.contributionWeeks as unknown as Prisma.InputJsonValue,
    rateTableVersion: result.rateTableVersion.slice(0, 200),
  };
}

async function writeLines(tx: Tx, payslipId: string, result: PayslipResult) {
  await tx.payslipElement.createMany({ data: elementRows(result).map((r) => ({ ...r, payslipId })) });
  await tx.payslipInpsWeek.createMany({
    data: result.inpsContributions.map((w, position) => ({
      payslipId,
      position,
      type: w.type,
      weekStart: day(w.weekStart),
      weekEnd: day(w.weekEnd),
      hours: w.hours,
      rate: w.rate,
      employerRate: w.employerRate,
      employeeRate: w.employeeRate,
      amount: w.amount,
      employeeAmount: w.employeeAmount,
      employerAmount: w.employerAmount,
      effectiveWageRate: w.effectiveWageRate,
      conventionalWage: w.conventionalWage,
      hourlyTotal: w.hourlyTotal,
      hourlyEmployee: w.hourlyEmployee,
      hourlyEmployer: w.hourlyEmployer,
      isFromNextPeriod: w.isFromNextPeriod,
      origin: w.origin,
      isNoticePeriod: w.isNoticePeriod === true,
      tableYear: w.tableYear,
    })),
  });
  await tx.payslipCassacolfWeek.createMany({
    data: result.cassacolfContributions.map((w, position) => ({
      payslipId,
      position,
      type: "cassacolf",
      weekStart: day(w.weekStart),
      weekEnd: day(w.weekEnd),
      hours: w.hours,
      hourlyTotal: w.rate,
      hourlyEmployee: w.employeeRate,
      hourlyEmployer: w.employerRate,
      amount: w.amount,
      employeeAmount: w.employeeAmount,
      employerAmount: w.employerAmount,
      isFromNextPeriod: w.isFromNextPeriod,
    })),
  });
}

/**
 * POST /v1/domestic-payslips/run-payroll. Computes the payslip of (contract, period, kind) and
 * stores it as a draft: an existing draft of the same triple is recomputed in place (same id),
 * a final one is never touched (409). Runs of one contract are serialised by an advisory lock, so
 * concurrent runs produce exactly one payslip; a run that waits for it longer than the lock wait
 * budget answers 409 conflict at once instead of holding a pool connection.
 */
export async function runPayroll(principal: Principal, body: RunPayrollBody, requestId?: string): Promise<PayslipDetail> {
  assertOrganization(principal, body.organizationId);
  const kind = kindOf(body);
  let options = toRunOptions(body);
  return getDb().$transaction(
    async (tx) => {
      await setLockWaitBudget(tx);
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payslip:${body.domesticContractId}`}))`;
      const inputs = await loadPayrollInputs(tx, principal.organizationId, body.domesticContractId, body.period, kind);
      const existing = await tx.payslip.findUnique({
        where: { contractId_period_kind: { contractId: inputs.contract.id, period: body.period, kind } },
        select: { id: true, status: true, note1: true, note2: true, totalNet: true },
      });
      if (existing?.status === "final") {
        throw new AppError("payslip_already_final", `The ${kind} payslip of ${body.period} is final: delete it before running the payroll again`, { extra: { payslipId: existing.id } });
      }
      const { options: runOptions } = applyRecordedEnd(inputs, options, kind === "ordinary");
      options = runOptions;
      const check = await checkPayroll(tx, inputs, body.period, options, kind);
      const coefficientErrors = check.errors.filter((e) => e.code === "tfr_coefficient_missing");
      if (coefficientErrors.length > 0 && coefficientErrors.length === check.errors.length) {
        throw new AppError("tfr_coefficient_missing", coefficientErrors[0]?.message ?? "TFR coefficient missing", {
          errors: coefficientErrors.map((e) => ({ path: "/provisionalTfrCoefficient", message: e.message, code: e.code })),
          extra: { months: coefficientErrors.flatMap((e) => e.periods ?? []) },
        });
      }
      if (!check.valid) {
        throw new AppError("payroll_blocked", "The contract is not ready for this period: fix the errors and run again", {
          errors: check.errors.map((e) => ({ path: e.field ? `/${e.field}` : "", message: e.message, code: e.code })),
          extra: { warnings: check.warnings },
        });
      }
      if (kind === "ordinary") assertWeeks(inputs, options, body.contributionWeeks, true);
      let result: PayslipResult;
      try {
        result = calculatePayslip({ contract: inputs.engineContract, terms: inputs.engineTerms, events: inputs.events, state: inputs.state, options, settings: inputs.settings });
      } catch (error) {
        throw toAppError(error);
      }
      const snapshot = {
        engine: "lib/payroll",
        contract: inputs.engineContract,
        terms: inputs.engineTerms,
        events: inputs.events,
        eventRange: inputs.eventRange,
        state: inputs.state,
        stateSource: inputs.stateSource,
        previousPayslipId: inputs.previous?.id ?? null,
        options,
        settings: inputs.settings,
        fingerprint: inputs.fingerprint,
        endReason: result.isEmploymentEnded ? inputs.contract.endReason : null,
      };
      const columns = {
        ...payslipColumns(result),
        inputSnapshot: snapshot as unknown as Prisma.InputJsonValue,
        inputFingerprint: inputs.fingerprint.combined,
        note1: body.note1 ?? existing?.note1 ?? null,
        note2: body.note2 ?? existing?.note2 ?? null,
      };
      let id: string;
      if (existing) {
        await tx.payslipElement.deleteMany({ where: { payslipId: existing.id } });
        await tx.payslipInpsWeek.deleteMany({ where: { payslipId: existing.id } });
        await tx.payslipCassacolfWeek.deleteMany({ where: { payslipId: existing.id } });
        await tx.payslip.update({ where: { id: existing.id }, data: columns, select: { id: true } });
        id = existing.id;
      } else {
        const created = await tx.payslip.create({
          data: { ...columns, organizationId: principal.organizationId, contractId: inputs.contract.id, period: body.period, kind, status: "draft" },
          select: { id: true },
        });
        id = created.id;
      }
      await writeLines(tx, id, result);
      await writeAuditEntry(tx, principal, {
        action: existing ? "payslip.rerun" : "payslip.run",
        entityType: "payslip",
        entityId: id,
        before: existing ? { totalNet: existing.totalNet.toFixed(2) } : undefined,
        after: { period: body.period, kind, totalGross: result.totalGross, totalNet: result.totalNet, totalCost: result.totalCost },
        requestId,
      });
      return loadPayslipDetail(tx, principal.organizationId, id);
    },
    { timeout: 30_000, maxWait: 15_000 },
  );
}

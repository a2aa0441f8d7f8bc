import "server-only";
import { randomUUID } from "node:crypto";
import { assertOrganization, type Principal } from "@/lib/auth/principal";
import { inTransaction, type Queryable } from "@/lib/db/sql";
import type { ServiceContext } from "@/lib/services/context";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { calculatePayslip, type PayslipElement, type PayslipResult, type RateRegistry, type RunOptions } from "@/lib/payroll";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import type { PayrollValidation, RunPayrollBody } from "@/lib/validation/payslip";
import { auditWrite } from "@/lib/db/audit";
import { writeAtOnce } from "@/lib/db/insert-rows";
import {
  deletePayslipLines,
  insertPayslipsWrite,
  payslipLinesWrites,
  rerunPayslipsWrite,
  selectRunFacts,
  type ExistingPayslip,
} from "@/lib/db/statements/payslips";
import { lockInOrder } from "@/lib/db/advisory-locks";
import { jsonColumn } from "@/lib/db/json-columns";
import { notFound } from "@/lib/errors";
import type { AccessScope } from "@/lib/auth/scope";
import { scopeOfOwner } from "@/lib/db/scope";
import { checkFactsOf, checkFactsRange, checkPayrollWith, type CheckFacts } from "./check-payroll";
import { toAppError } from "./compute-contribution-weeks";
import { loadComputedPayslipDetail } from "./get-payslip";
import { kindOf, loadPayrollInputsAndFacts, type PayrollInputs, type PayslipKindName } from "./payroll-inputs";
import { applyRecordedEnd, assertWeeks } from "./end-of-employment";
import { withOrganizationProvisional } from "./provisional-coefficient";
import type { PayslipDetail } from "./serialize-payslip";

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

export function elementRows(result: PayslipResult) {
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

export function payslipColumns(result: PayslipResult) {
  return {
    startDate: result.startDate,
    endDate: result.endDate,
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
    vacationState: jsonColumn(result.vacationState),
    severanceState: jsonColumn(result.severanceBreakdown ? { ...result.severanceState, breakdown: result.severanceBreakdown } : result.severanceState),
    thirteenthState: jsonColumn(result.thirteenthState),
    sickState: jsonColumn(result.sickState),
    injuryState: jsonColumn(result.injuryState),
    runningState: jsonColumn(result.nextState),
    warnings: jsonColumn(result.warnings),
    contributionWeeks: jsonColumn(result.contributionWeeks),
    rateTableVersion: result.rateTableVersion.slice(0, 200),
    rateTableVersions: jsonColumn(result.rateTableVersions),
  };
}

/** The lines of many payslips (elements, INPS weeks, CAS.SA.COLF weeks): one write per table. */
function lineWrites(payslips: readonly { id: string; result: PayslipResult }[]) {
  const elements: Record<string, unknown>[] = [];
  const inpsWeeks: Record<string, unknown>[] = [];
  const cassacolfWeeks: Record<string, unknown>[] = [];
  for (const { id: payslipId, result } of payslips) {
    for (const row of elementRows(result)) elements.push({ ...row, payslipId });
    result.inpsContributions.forEach((w, position) => inpsWeeks.push({ ...w, payslipId, position, isNoticePeriod: w.isNoticePeriod === true }));
    result.cassacolfContributions.forEach((w, position) =>
      cassacolfWeeks.push({
        ...w,
        payslipId,
        position,
        type: "cassacolf",
        hourlyTotal: w.rate,
        hourlyEmployee: w.employeeRate,
        hourlyEmployer: w.employerRate,
      }),
    );
  }
  return payslipLinesWrites({ elements, inpsWeeks, cassacolfWeeks });
}

/**
 * POST /v1/domestic-payslips/run-payroll. Computes the payslip of (contract, period, kind) and
 * stores it as a draft: an existing draft of the same triple is recomputed in place (same id),
 * a final one is never touched (409). Runs of one contract are serialised by an advisory lock, so
 * concurrent runs produce exactly one payslip; a run that waits for it longer than the lock wait
 * budget answers 409 conflict at once instead of holding a pool connection.
 */
export async function runPayroll(ctx: ServiceContext, body: RunPayrollBody): Promise<PayslipDetail> {
  assertOrganization(ctx.principal, body.organizationId);
  const rates = await ratesOf(ctx);
  // a pg transaction of its own, not Prisma's interactive one: this is the hot path of a month-end
  // by API, and every statement below is raw SQL (lib/db/sql.ts)
  return inTransaction(
    async (sql) => {
      const { id } = await storeDraftPayslip(sql, ctx.principal, body, ctx.requestId, ctx.scope, rates);
      return loadComputedPayslipDetail(sql, ctx.scope, id);
    },
    { lockKeys: [contractPayslipsLockKey(body.domesticContractId)] },
  );
}

/** The advisory locks that serialise payroll runs of many contracts, taken in a fixed order (a month-end batch); held to the end of the transaction. */
export async function lockContractsPayslips(tx: Queryable, contractIds: readonly string[]): Promise<void> {
  await lockInOrder(tx, contractIds.map(contractPayslipsLockKey));
}

/** The advisory lock key of a contract's payroll runs (run-payroll takes it with its BEGIN). */
export const contractPayslipsLockKey = (contractId: string) => `payslip:${contractId}`;

/**
 * The body of run-payroll inside the caller's transaction (which holds the contracts' payslip locks):
 * checks, computes, stores the draft with its lines and the audit entry.
 */
export async function storeDraftPayslip(
  tx: Queryable,
  principal: Principal,
  body: RunPayrollBody,
  requestId?: string,
  /** the contracts the caller may run (default: its whole organization) */
  scope?: AccessScope,
  /** the rate tables (default: the versions shipped with the application) */
  rates?: RateRegistry,
): Promise<StoredDraft> {
  const [outcome] = await storeDraftPayslips(tx, principal, [body], requestId, undefined, scope, rates);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!;
}

/** warnings: validate-before-run's (empty month, earlier months without payslip…) then the payslip's, as the wizard shows them */
export type StoredDraft = { id: string; warnings: PayrollValidation["warnings"] };
export type DraftOutcome = ({ ok: true } & StoredDraft) | { ok: false; error: unknown };

/**
 * run-payroll for many contracts of one period and kind inside the caller's transaction (which
 * holds their payslip locks): the same checks and computation as a single call, with the
 * inputs loaded and the drafts written by one statement per table for the whole list. One outcome
 * per body, in order: a refusal (blocked, already final, a mismatch, an unknown contract) is that
 * body's outcome and writes nothing; the others are stored. A month-end batch and the single
 * call (a list of one) share this path.
 */
export async function storeDraftPayslips(
  tx: Queryable,
  principal: Principal,
  bodies: readonly RunPayrollBody[],
  requestId?: string,
  /** inputs the caller loaded in this transaction for the same period and kind (after its locks) */
  preloaded?: Map<string, PayrollInputs>,
  /** the contracts the caller may run (default: its whole organization) */
  scope?: AccessScope,
  /** the rate tables (default: the versions shipped with the application) */
  rates?: RateRegistry,
): Promise<DraftOutcome[]> {
  if (bodies.length === 0) return [];
  const period = bodies[0]!.period;
  const kind = kindOf(bodies[0]!);
  if (bodies.some((b) => b.period !== period || kindOf(b) !== kind)) throw new Error("storeDraftPayslips takes one period and kind per call");
  const contractIds = bodies.map((b) => b.domesticContractId);
  const callerScope = scope ?? scopeOfOwner(principal.organizationId);
  // the inputs, the payslips a run replaces (or refuses to: final ones) and validate's facts: one
  // statement, or a second for the facts when the caller loaded the inputs (a month-end batch)
  const loaded = preloaded
    ? { inputs: preloaded, facts: null }
    : await loadPayrollInputsAndFacts(tx, callerScope, contractIds, period, kind, checkFactsRange(period));
  const inputsByContract = loaded.inputs;
  const foundIds = [...inputsByContract.keys()];
  const facts = loaded.facts ?? (await selectRunFacts(tx, { contractIds: foundIds, range: checkFactsRange(period), period, kind }));
  const existingByContract = new Map((facts?.existing ?? []).map((p) => [p.contractId, p]));
  const factsByContract = checkFactsOf(facts, foundIds);
  const drafts: Draft[] = [];
  const outcomes = bodies.map((body): DraftOutcome => {
    try {
      const inputs = inputsByContract.get(body.domesticContractId);
      if (!inputs) throw notFound("Domestic contract");
      const existing = existingByContract.get(body.domesticContractId) ?? null;
      if (existing?.status === "final") {
        throw new AppError("payslip_already_final", `The ${kind} payslip of ${period} is final: delete it before running the payroll again`, {
          extra: { payslipId: existing.id },
        });
      }
      const { result, snapshot, checkWarnings } = computeDraft(inputs, factsByContract.get(inputs.contract.id)!, body, kind, rates);
      const draft: Draft = { id: existing?.id ?? randomUUID(), existing, body, inputs, result, snapshot };
      drafts.push(draft);
      return { ok: true, id: draft.id, warnings: mergeWarnings(checkWarnings, result.warnings) };
    } catch (error) {
      return { ok: false, error };
    }
  });
  await writeDrafts(tx, principal, callerScope.organizationId, period, kind, drafts, requestId);
  return outcomes;
}

/** The checks' warnings, then the payslip's that say something else (same code and message once); each with its params. */
function mergeWarnings(check: PayrollValidation["warnings"], payslip: PayslipResult["warnings"]): PayrollValidation["warnings"] {
  const seen = new Set(check.map((w) => `${w.code}|${w.message}`));
  return [...check, ...payslip.filter((w) => !seen.has(`${w.code}|${w.message}`))].map((w) => ({ ...w, params: w.params ?? {} }));
}

interface Draft {
  id: string;
  existing: ExistingPayslip | null;
  body: RunPayrollBody;
  inputs: PayrollInputs;
  result: PayslipResult;
  snapshot: Record<string, unknown>;
}

/** One contract's payslip from loaded inputs, or the refusal (AppError) a clerk's call would get. No database (a correction's recomputation uses it too). */
export function computeDraft(
  inputs: PayrollInputs,
  facts: CheckFacts,
  body: RunPayrollBody,
  kind: PayslipKindName,
  rates?: RateRegistry,
): { result: PayslipResult; snapshot: Record<string, unknown>; checkWarnings: PayrollValidation["warnings"] } {
  const recorded = applyRecordedEnd(inputs, toRunOptions(body), kind === "ordinary");
  const options = withOrganizationProvisional(inputs, recorded.options, kind);
  const check = checkPayrollWith(inputs, facts, body.period, options, kind, rates);
  const coefficientErrors = check.errors.filter((e) => e.code === "tfr_coefficient_missing");
  if (coefficientErrors.length > 0 && coefficientErrors.length === check.errors.length) {
    throw new AppError("tfr_coefficient_missing", coefficientErrors[0]?.message ?? "TFR coefficient missing", {
      // params too: the screens word the error in the reader's language (issue 26 point 20)
      errors: coefficientErrors.map((e) => ({
        path: "/provisionalTfrCoefficient",
        message: e.message,
        code: e.code,
        ...(e.params ? { params: e.params } : {}),
      })),
      extra: { months: coefficientErrors.flatMap((e) => e.periods ?? []) },
    });
  }
  if (!check.valid) {
    throw new AppError("payroll_blocked", "The contract is not ready for this period: fix the errors and run again", {
      errors: check.errors.map((e) => ({ path: e.field ? `/${e.field}` : "", message: e.message, code: e.code, ...(e.params ? { params: e.params } : {}) })),
      extra: { warnings: check.warnings },
    });
  }
  if (kind === "ordinary") assertWeeks(inputs, options, body.contributionWeeks, true);
  let result: PayslipResult;
  try {
    result = calculatePayslip({
      contract: inputs.engineContract,
      terms: inputs.engineTerms,
      events: inputs.events,
      state: inputs.state,
      options,
      settings: inputs.settings,
      ...(inputs.quarterEarlierWeeks ? { quarterEarlierWeeks: inputs.quarterEarlierWeeks } : {}),
      ...(rates ? { rates } : {}),
    });
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
  return { result, snapshot, checkWarnings: check.warnings };
}

/** Stores computed drafts: the old lines of re-runs deleted, then in one statement the re-runs updated in place (same id), the new ones inserted, all their lines and audit entries. */
async function writeDrafts(
  tx: Queryable,
  principal: Principal,
  /** the organization of the caller's scope: the new payslips' */
  organizationId: string,
  period: string,
  kind: PayslipKindName,
  drafts: readonly Draft[],
  requestId?: string,
): Promise<void> {
  if (drafts.length === 0) return;
  const columnsOf = (d: Draft) => ({
    ...payslipColumns(d.result),
    inputSnapshot: d.snapshot as Prisma.InputJsonValue,
    inputFingerprint: d.inputs.fingerprint.combined,
    note1: d.body.note1 ?? d.existing?.note1 ?? null,
    note2: d.body.note2 ?? d.existing?.note2 ?? null,
  });
  const reruns = drafts.filter((d) => d.existing);
  // the old lines of the three tables in one statement, before the new ones are written
  await deletePayslipLines(
    tx,
    reruns.map((d) => d.id),
  );
  const created = drafts.filter((d) => !d.existing);
  // the payslips (re-runs updated in place, new ones inserted), their lines and the audit entries: one statement
  await writeAtOnce(tx, [
    rerunPayslipsWrite(reruns.map((d) => ({ ...columnsOf(d), id: d.id }))),
    insertPayslipsWrite(
      created.map((d) => ({
        ...columnsOf(d),
        id: d.id,
        organizationId,
        contractId: d.inputs.contract.id,
        period,
        kind,
        status: "draft",
      })),
    ),
    ...lineWrites(drafts),
    auditWrite(
      principal,
      drafts.map((d) => ({
        action: d.existing ? "payslip.rerun" : "payslip.run",
        entityType: "payslip",
        entityId: d.id,
        before: d.existing ? { totalNet: d.existing.totalNet } : undefined,
        after: { period, kind, totalGross: d.result.totalGross, totalNet: d.result.totalNet, totalCost: d.result.totalCost },
        requestId,
      })),
    ),
  ]);
}

/**
 * Closing the draft: elements (ids `earning-1`, …) with ytd per code, totals and their ytd twins,
 * the reconciliation invariants, the month's sick/injury counters, the next running state and the
 * payslip (interface §2.2).
 */
import {
  paidPermitBalance,
  paidPermitEntitlement,
  vacationByYear as vacationByYear_,
  vacationDeadlineWarnings,
  negativeVacationWarnings,
  type PaidPermitBalance,
  type VacationYearBalance,
} from "./balances";
import { PayrollError } from "../errors";
import { versionsInForce } from "../rates";
import { Decimal, ZERO, dec, fmt2, fmtExact, fmtQty, sum } from "../money";
import type { AbsenceDay, ElementType, PayslipElement, PayslipResult, RunningState, TotalName, Totals, Warning, YtdTotals } from "../types";
import { TOTAL_NAMES } from "../types";
import { trimHistory } from "./absences";
import { severanceFund, vacationLeft, type CassacolfWeekFigures, type InpsWeekFigures, type PayslipDraft, type PayslipStep } from "./draft";
import type { RawLine } from "./lines";

/** 'totalGross' → 'ytdTotalGross': the year-to-date twin of each total (built once, not per payslip) */
const YTD_NAMES = Object.fromEntries(TOTAL_NAMES.map((n) => [n, `ytd${n[0]!.toUpperCase()}${n.slice(1)}`])) as { [N in TotalName]: `ytd${Capitalize<N>}` };

export class PayrollInvariantError extends PayrollError {
  constructor(message: string) {
    super("payroll_invariant_violated", message);
  }
}

/** the draft's lines without empty contribution lines */
export function finalLines(d: PayslipDraft): RawLine[] {
  return d.lines.build().filter((l) => !(l.value.isZero() && (l.type === "employee_tax" || l.type === "employer_tax") && l.duration.isZero()));
}

/** Elements with deterministic ids and ytd per `type:code` (continuing the previous state's of the same year). */
export function buildElements(
  lines: readonly RawLine[],
  previousYtd: Readonly<Record<string, string>>,
): { elements: PayslipElement[]; elementYtd: Record<string, string> } {
  const elementYtd: Record<string, string> = { ...previousYtd };
  const counters: Record<string, number> = {};
  const elements = lines.map((l): PayslipElement => {
    counters[l.type] = (counters[l.type] ?? 0) + 1;
    const key = `${l.type}:${l.code}`;
    const ytdText = fmt2(dec(elementYtd[key] ?? "0").plus(l.value));
    elementYtd[key] = ytdText;
    return {
      id: `${l.type}-${counters[l.type]}`,
      type: l.type,
      code: l.code,
      name: l.name,
      periodType: l.periodType,
      periodDuration: fmtQty(l.duration),
      rate: fmtQty(l.rate),
      value: fmt2(l.value),
      includedInBaseWage: l.includedInBaseWage,
      ytd: ytdText,
    };
  });
  return { elements, elementYtd };
}

/** The ten totals: sums of rounded lines (README "Totals"). */
export function buildTotals(lines: readonly RawLine[]): Record<TotalName, Decimal> {
  const sumType = (t: ElementType) => sum(lines.filter((l) => l.type === t).map((l) => l.value));
  const gross = sumType("earning");
  const deductions = sumType("deduction");
  const employeeTaxes = sumType("employee_tax");
  const employerTaxes = sumType("employer_tax");
  const separately = sum(lines.filter((l) => l.separatelyTaxed).map((l) => l.value));
  return {
    totalGross: gross,
    totalDeductions: deductions,
    totalAfterDeductionsGross: gross.minus(deductions),
    totalEmployeeTaxes: employeeTaxes,
    // with the quarter's rounding difference settled on the payslip (rules/quarter-rounding.ts)
    totalEmployeeInpsTaxes: sum(lines.filter((l) => l.code === "INPS_LAVORATORE" || l.code === "INPS_LAVORATORE_CONGUAGLIO").map((l) => l.value)),
    totalEmployeeCassacolfTaxes: sum(
      lines.filter((l) => l.code === "CASSACOLF_LAVORATORE" || l.code === "CASSACOLF_LAVORATORE_CONGUAGLIO").map((l) => l.value),
    ),
    totalTaxableGross: gross.minus(separately).minus(employeeTaxes),
    totalEmployerTaxes: employerTaxes,
    totalCost: gross.plus(employerTaxes),
    totalNet: gross.minus(deductions).minus(employeeTaxes),
  };
}

/** Throws `payroll_invariant_violated` unless the totals reconcile with the weekly amounts. */
export function assertReconciles(
  t: Record<TotalName, Decimal>,
  inps: readonly InpsWeekFigures[],
  cassacolf: readonly CassacolfWeekFigures[],
  quarterRounding: { inps: Decimal; cassacolf: Decimal } = { inps: ZERO, cassacolf: ZERO },
): void {
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new PayrollInvariantError(`Totals do not reconcile: ${what}`);
  };
  const employeeInps = t.totalEmployeeInpsTaxes;
  const employeeCassacolf = t.totalEmployeeCassacolfTaxes;
  for (const v of Object.values(t)) check(v.decimalPlaces() <= 2, "a total has more than 2 decimals");
  check(t.totalNet.equals(t.totalGross.minus(t.totalDeductions).minus(t.totalEmployeeTaxes)), "net ≠ gross − deductions − employee taxes");
  check(t.totalEmployeeTaxes.equals(employeeInps.plus(employeeCassacolf)), "employee taxes ≠ INPS + CAS.SA.COLF");
  check(employeeInps.equals(sum(inps.map((i) => i.employee)).plus(quarterRounding.inps)), "employee INPS ≠ Σ weekly employee amounts (+ quarter rounding)");
  check(
    employeeCassacolf.equals(sum(cassacolf.map((i) => i.employee)).plus(quarterRounding.cassacolf)),
    "employee CAS.SA.COLF ≠ Σ weekly amounts (+ quarter rounding)",
  );
  check(
    t.totalEmployerTaxes.equals(sum(inps.map((i) => i.employer)).plus(sum(cassacolf.map((i) => i.employer)))),
    "employer taxes ≠ Σ weekly employer amounts",
  );
  check(t.totalCost.equals(t.totalGross.plus(t.totalEmployerTaxes)), "cost ≠ gross + employer taxes");
  check(t.totalAfterDeductionsGross.equals(t.totalGross.minus(t.totalDeductions)), "after-deductions gross");
}

/** Totals as strings and their ytd twins (previous ytd of the same year + this payslip). */
export function totalsOut(
  t: Record<TotalName, Decimal>,
  previousYtd: Partial<Record<TotalName, string>>,
): { out: Totals & YtdTotals; ytd: Partial<Record<TotalName, string>> } {
  const ytd: Partial<Record<TotalName, string>> = {};
  const out: Partial<Totals & YtdTotals> = {};
  for (const n of TOTAL_NAMES) {
    out[n] = fmt2(t[n]);
    const y = fmt2(dec(previousYtd[n] ?? "0").plus(t[n]));
    ytd[n] = y;
    out[YTD_NAMES[n]] = y;
  }
  // every total and its twin were set above
  return { out: out as Totals & YtdTotals, ytd };
}

export interface MonthAbsences {
  sickHalf: Decimal;
  sickFull: Decimal;
  sickNone: Decimal;
  injuryFull: Decimal;
  injuryNone: Decimal;
  history: AbsenceDay[];
}

/** The period's classified sick/injury days (ordinary payslips) added to the dated history and the year counters. */
export function countAbsences(d: PayslipDraft): MonthAbsences {
  const ctx = d.ctx;
  const m: MonthAbsences = {
    sickHalf: ZERO,
    sickFull: ZERO,
    sickNone: ZERO,
    injuryFull: ZERO,
    injuryNone: ZERO,
    history: (d.previousState.absenceHistory ?? []).filter((h) => h.date < ctx.pStart),
  };
  if (d.kind === "ordinary" && ctx.employed) {
    for (const a of ctx.absences.values()) {
      if (a.date < ctx.effStart || a.date > ctx.effEnd || a.fromHistory) continue;
      m.history.push({ date: a.date, kind: a.kind, pay: a.pay });
      if (a.kind === "sick") {
        if (a.pay === "half") m.sickHalf = m.sickHalf.plus(1);
        else if (a.pay === "full") m.sickFull = m.sickFull.plus(1);
        else m.sickNone = m.sickNone.plus(1);
      } else if (a.pay === "full") m.injuryFull = m.injuryFull.plus(1);
      else m.injuryNone = m.injuryNone.plus(1);
    }
  }
  const b = d.balances;
  b.sick = {
    paidHalfDays: b.sick.paidHalfDays.plus(m.sickHalf),
    paidFullDays: b.sick.paidFullDays.plus(m.sickFull),
    nonPaidDays: b.sick.nonPaidDays.plus(m.sickNone),
  };
  b.injury = { paidFullDays: b.injury.paidFullDays.plus(m.injuryFull), nonPaidDays: b.injury.nonPaidDays.plus(m.injuryNone) };
  return m;
}

export function nextStateOf(d: PayslipDraft, history: AbsenceDay[], ytd: Partial<Record<TotalName, string>>, elementYtd: Record<string, string>): RunningState {
  const b = d.balances;
  return {
    period: d.ctx.period,
    year: d.ctx.year,
    vacation: {
      previousYearLeft: fmtExact(b.vacationPreviousYearLeft),
      accruedThisYear: fmtExact(b.vacationAccruedThisYear),
      usedThisYear: fmtExact(b.vacationUsedThisYear),
      // only when they carry information, so states without them keep their shape
      ...(b.vacationOlderYearsLeft.isZero() ? {} : { olderYearsLeft: fmtExact(b.vacationOlderYearsLeft) }),
    },
    ...(b.paidPermitHoursUsedThisYear.isZero() ? {} : { permits: { paidHoursUsedThisYear: fmtExact(b.paidPermitHoursUsedThisYear) } }),
    thirteenth: {
      accruedThisYear: fmtExact(b.thirteenthAccruedThisYear),
      liquidatedThisYear: fmtExact(b.thirteenthLiquidatedThisYear),
      totalLiquidated: fmtExact(b.thirteenthTotalLiquidated),
      totalLeft: fmtExact(b.thirteenthLeft),
      accruedThroughPeriod: b.thirteenthAccruedThroughPeriod,
      ...(b.thirteenthMonthsThisYear.isZero() && b.thirteenthBaseAccruedThisYear.isZero()
        ? {}
        : { monthsThisYear: fmtExact(b.thirteenthMonthsThisYear), baseAccruedThisYear: fmtExact(b.thirteenthBaseAccruedThisYear) }),
    },
    severance: {
      accruedThisYear: fmtExact(b.severanceAccruedThisYear),
      accruedPreviousYears: fmtExact(b.severanceAccruedPreviousYears),
      totalLiquidated: fmtExact(b.severanceTotalLiquidated),
      revaluationTotal: fmtExact(b.severanceRevaluationTotal),
      // only when they carry information (an advance this year; balances revalued at 31 Dec): rules-update.md §1e
      ...(b.severanceAdvancesThisYear.isZero()
        ? {}
        : {
            fundAtLastYearEnd: fmtExact(b.severanceFundAtLastYearEnd),
            advancesThisYear: fmtExact(b.severanceAdvancesThisYear),
            advanceRevaluationThisYear: fmtExact(b.severanceAdvanceRevaluation),
          }),
      ...(b.severanceRevaluedThroughYear !== null ? { revaluedThroughYear: b.severanceRevaluedThroughYear } : {}),
    },
    sick: {
      totalPaidHalfDays: b.sick.paidHalfDays.toString(),
      totalPaidFullDays: b.sick.paidFullDays.toString(),
      totalNonPaidDays: b.sick.nonPaidDays.toString(),
    },
    injury: { totalPaidFullDays: b.injury.paidFullDays.toString(), totalNonPaidDays: b.injury.nonPaidDays.toString() },
    absenceHistory: trimHistory(history, d.ctx.pEnd),
    ytd,
    elementYtd,
    // only when it carries information, so states without it keep their shape
    ...(b.carriedDeduction.isZero() ? {} : { carriedDeduction: fmtExact(b.carriedDeduction) }),
  };
}

/** The five states shown on the payslip. */
/** Vacation by year of origin and paid-permit hours (rules/balances.ts), with their warnings. */
export function balanceViews(d: PayslipDraft): { vacationByYear: VacationYearBalance[]; paidPermits: PaidPermitBalance | null; warnings: Warning[] } {
  const ctx = d.ctx;
  const vacationByYear = vacationByYear_(d.balances, ctx.year);
  const warnings = [...vacationDeadlineWarnings(vacationByYear, ctx.period), ...negativeVacationWarnings(vacationLeft(d.balances))];
  if (!ctx.employed) return { vacationByYear, paidPermits: null, warnings };
  const m = ctx.modelAt(ctx.effEnd);
  const permits = paidPermitBalance(paidPermitEntitlement(ctx.termAt(ctx.effEnd), m.weekly, m.table === "B"), d.balances.paidPermitHoursUsedThisYear);
  return { vacationByYear, paidPermits: permits.balance, warnings: [...warnings, ...permits.warnings] };
}

export function payslipStates(
  d: PayslipDraft,
  a: MonthAbsences,
  views = balanceViews(d),
): Pick<PayslipResult, "vacationState" | "thirteenthState" | "severanceState" | "sickState" | "injuryState"> {
  const b = d.balances;
  const m = d.month;
  return {
    vacationState: {
      accrued: fmt2(m.vacationAccrued),
      used: fmt2(m.vacationUsed),
      previousYearLeft: fmt2(b.vacationPreviousYearLeft),
      accruedThisYear: fmt2(b.vacationAccruedThisYear),
      usedThisYear: fmt2(b.vacationUsedThisYear),
      totalLeft: fmt2(vacationLeft(b)),
      byYear: views.vacationByYear,
      paidPermits: views.paidPermits,
    },
    thirteenthState: {
      utilWage: fmt2(d.thirteenthBase),
      accrued: fmt2(m.thirteenthAccrued),
      liquidated: fmt2(m.thirteenthPaid),
      accruedThisYear: fmt2(b.thirteenthAccruedThisYear),
      totalLiquidated: fmt2(b.thirteenthTotalLiquidated),
      totalLeft: fmt2(b.thirteenthLeft),
    },
    severanceState: {
      utilWage: fmt2(m.severanceBase),
      accrued: fmt2(m.severanceAccrued),
      liquidated: fmt2(m.severancePaid),
      accruedThisYear: fmt2(b.severanceAccruedThisYear),
      accruedPreviousYears: fmt2(b.severanceAccruedPreviousYears),
      totalLiquidated: fmt2(b.severanceTotalLiquidated),
      totalLeft: fmt2(severanceFund(b)),
    },
    sickState: {
      paidHalfDays: fmt2(a.sickHalf),
      paidFullDays: fmt2(a.sickFull),
      nonPaidDays: fmt2(a.sickNone),
      totalPaidHalfDays: fmt2(b.sick.paidHalfDays),
      totalPaidFullDays: fmt2(b.sick.paidFullDays),
      totalNonPaidDays: fmt2(b.sick.nonPaidDays),
    },
    injuryState: {
      paidFullDays: fmt2(a.injuryFull),
      nonPaidDays: fmt2(a.injuryNone),
      totalPaidFullDays: fmt2(b.injury.paidFullDays),
      totalNonPaidDays: fmt2(b.injury.nonPaidDays),
    },
  };
}

export function dedupeWarnings(ws: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return ws.filter((w) => {
    const k = `${w.code}|${w.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Step: elements, ytd, totals, reconciliation, states → `draft.result`. */
export const close: PayslipStep = {
  name: "close",
  reference: [
    "CCNL 2020 art. 34 (prospetto paga): the payslip shows the pay elements, the contributions withheld and the net (rules.md §11)",
    "Interpretation (payroll practice, no legal source): each line half-up to the cent, totals are sums of the rounded lines (rules.md §12)",
    "CCNL 2020 art. 17 (ferie): days to take within the year and 18 months, a negative balance recovered at the end (rules.md §8)",
    "CCNL 2020 art. 27 and 29: sick and injury days counted (rules.md §9.1–9.2; rules-update.md §5); art. 19 paid permit hours left (rules.md §9.4)",
  ],
  reads: [
    "balances.carriedDeduction",
    "balances.injury",
    "balances.paidPermitHoursUsedThisYear",
    "balances.severanceAccruedPreviousYears",
    "balances.severanceAccruedThisYear",
    "balances.severanceAdvanceRevaluation",
    "balances.severanceAdvancesThisYear",
    "balances.severanceFundAtLastYearEnd",
    "balances.severanceRevaluationTotal",
    "balances.severanceRevaluedThroughYear",
    "balances.severanceTotalLiquidated",
    "balances.sick",
    "balances.thirteenthAccruedThisYear",
    "balances.thirteenthAccruedThroughPeriod",
    "balances.thirteenthBaseAccruedThisYear",
    "balances.thirteenthLeft",
    "balances.thirteenthLiquidatedThisYear",
    "balances.thirteenthMonthsThisYear",
    "balances.thirteenthTotalLiquidated",
    "balances.vacationAccruedThisYear",
    "balances.vacationOlderYearsLeft",
    "balances.vacationPreviousYearLeft",
    "balances.vacationUsedThisYear",
    "cassacolfLines",
    "cassacolfWeeks",
    "ctx.absences",
    "ctx.contract",
    "ctx.effEnd",
    "ctx.effStart",
    "ctx.employed",
    "ctx.ending",
    "ctx.modelAt",
    "ctx.pEnd",
    "ctx.pStart",
    "ctx.period",
    "ctx.registry",
    "ctx.termAt",
    "ctx.year",
    "inpsLines",
    "inpsWeeks",
    "kind",
    "lines",
    "month.severanceAccrued",
    "month.severanceBase",
    "month.severancePaid",
    "month.thirteenthAccrued",
    "month.thirteenthPaid",
    "month.vacationAccrued",
    "month.vacationUsed",
    "previousState",
    "quarterRounding",
    "rateVersions",
    "sameYear",
    "severanceBreakdown",
    "thirteenthBase",
    "warnings",
    "weeks",
  ],
  writes: ["balances.injury", "balances.sick", "result", "warnings"],
  run(d) {
    const ctx = d.ctx;
    const lines = finalLines(d);
    const { elements, elementYtd } = buildElements(lines, d.sameYear ? d.previousState.elementYtd : {});
    const totals = buildTotals(lines);
    assertReconciles(totals, d.inpsWeeks, d.cassacolfWeeks, d.quarterRounding ?? undefined);
    const { out, ytd } = totalsOut(totals, d.sameYear ? d.previousState.ytd : {});
    const absences = countAbsences(d);
    const views = balanceViews(d);
    if (d.kind === "ordinary") d.warnings.push(...views.warnings);
    // tables computed ahead of the official ones (docs/rate-tables.md, rules-update-3 A11): the payslip will be outdated when they ship
    const versions = versionsInForce(ctx.pStart, ctx.pEnd, ctx.registry);
    const provisional = versions.filter((v) => v.status === "provisional").map((v) => v.id);
    if (provisional.length > 0)
      d.warnings.push({
        code: "rates_provisional",
        message: `Tabelle provvisorie (${provisional.join(", ")}): il cedolino andrà ricalcolato o rettificato quando usciranno quelle ufficiali`,
        params: { versions: provisional.join(", ") },
      });
    const byType = (t: ElementType) => elements.filter((e) => e.type === t);
    d.result = {
      domesticContractId: ctx.contract.id,
      period: ctx.period,
      startDate: ctx.employed ? ctx.effStart : ctx.pStart,
      endDate: ctx.employed ? ctx.effEnd : ctx.pEnd,
      isThirteenth: d.kind === "thirteenth",
      isSeveranceLiquidation: d.kind === "severance_liquidation",
      isEmploymentEnded: ctx.ending,
      ...out,
      earningElements: byType("earning"),
      deductionElements: byType("deduction"),
      imputedElements: byType("imputed"),
      employeeTaxesElements: byType("employee_tax"),
      employerTaxesElements: byType("employer_tax"),
      inpsContributions: d.inpsLines,
      cassacolfContributions: d.cassacolfLines,
      // notice-period weeks marked `isNoticePeriod: true` (docs/domain/rules-update.md §3)
      contributionWeeks: d.weeks.map((x) => ({
        hours: fmt2(x.hours),
        weekStart: x.weekStart,
        weekEnd: x.weekEnd,
        isFromNextPeriod: x.isFromNextPeriod,
        ...(x.origin === "notice" ? { isNoticePeriod: true as const } : {}),
      })),
      ...payslipStates(d, absences, views),
      warnings: dedupeWarnings(d.warnings),
      rateTableVersion: [...d.rateVersions].sort().join(" + "),
      // the dated table versions in force on the period's days (docs/rate-tables.md): a later version covering them outdates the payslip
      rateTableVersions: versions.map((v) => v.id),
      nextState: nextStateOf(d, absences.history, ytd, elementYtd),
      ...(d.severanceBreakdown ? { severanceBreakdown: d.severanceBreakdown } : {}),
    };
  },
};

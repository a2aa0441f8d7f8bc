/**
 * Issue 26 ("Money and documents a consultant signs"), engine rules of docs/domain/rules-update-3.md
 * A5, A13–A17, the overtime checks both ways (rules-update §6) and the negative vacation balance,
 * each on a case of its own with the arithmetic in the comments.
 */
import { describe, expect, it } from "vitest";
import {
  calculatePayslip,
  computeAnnualStatement,
  maternityProtection,
  PayrollError,
  severanceNeedsCoefficient,
  stateFromOpeningBalances,
  validateBeforeRun,
  type AnnualStatementTakeOver,
  type ContractTerms,
  type PayslipResult,
  type RunOptions,
  type RunningState,
  type WorkEvent,
} from "@/lib/payroll";
import { autoFill, contract, days, ev, terms } from "../unit/payroll/fixtures";

const el = (r: PayslipResult, code: string) => [...r.earningElements, ...r.deductionElements].find((e) => e.code === code);
const codes = (ws: readonly { code: string }[]) => ws.map((w) => w.code);

function run(
  t: ContractTerms,
  events: WorkEvent[],
  options: RunOptions,
  state: RunningState | null = null,
  startDate = "2025-01-07",
  endDate: string | null = null,
) {
  return calculatePayslip({ contract: contract({ startDate, endDate }), terms: [{ ...t, effectiveFrom: startDate }], events, state, options });
}

// live-in CS, €1,250.00 a month, Mon–Sat 9 h (54 h), board in kind: the absence-deduction-cap case
const liveInCs = terms({
  level: "CS",
  jobType: "carer_non_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1250.00",
  weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
});
const maternity = (from: string, n: number) => days(from, n).map((d) => ev(d, "maternity_leave", "0"));

describe("A5: a TFR coefficient only when there is something to revalue", () => {
  // hourly colf B, €9.00, Mon–Fri 4 h = 20 h/week; hired 2 March 2026, ends Friday 18 December 2026.
  // The coefficient month of 18 Dec is December 2026 (payment on or after the 15th), not published.
  const colf = terms();
  const end = "2026-12-18";
  const events = autoFill(colf, "2026-12-01", end);
  const options: RunOptions = { period: "2026-12", employmentEndDate: end };

  it("hired this year, no fund at 31 Dec 2025: the final payslip runs with no coefficient and pays the year's quota", () => {
    // TFR accrued March–November from other systems' point of view: 300.00 (opening balances as of 30 Nov)
    const state = stateFromOpeningBalances({ asOfDate: "2026-11-30", severanceAccruedThisYear: "300.00" });
    expect(severanceNeedsCoefficient(state, end)).toBe(false);
    const r = run(colf, events, options, state, "2026-03-02", end);
    // December: 18 days of service ≥ 15 → a whole month; schedule figure 9.00 × 20 × 52/12 = 780.00;
    // TFR base 780.00 × 13/12 = 845.00; quota 845.00 / 13.5 = 62.5926 → 62.59; paid 300.00 + 62.59 = 362.59
    expect(r.severanceState.accrued).toBe("62.59");
    expect(el(r, "TFR")?.value).toBe("362.59");
    expect(el(r, "TFR_RIVALUTAZIONE")).toBeUndefined();
    expect(r.severanceBreakdown).toMatchObject({ fundAtLastYearEnd: "0.00", revaluation: "0.00", totalPaid: "362.59" });
    expect(codes(r.warnings)).not.toContain("tfr_coefficient_provisional");
  });

  it("a fund at 31 Dec 2025 (1,000.00) needs the December 2026 coefficient: refused without a provisional one", () => {
    const state = stateFromOpeningBalances({ asOfDate: "2026-11-30", severanceFundAtLastDecember: "1000.00", severanceAccruedThisYear: "300.00" });
    expect(severanceNeedsCoefficient(state, end)).toBe(true);
    expect(() => run(colf, events, options, state, "2024-03-04", end)).toThrow(PayrollError);
    // with a provisional 2.5 %: revaluation 1,000.00 × 2.5 % = 25.00
    const r = run(
      colf,
      events,
      { ...options, provisionalTfrCoefficient: { percent: "2.5", reason: "ISTAT December not published" } },
      state,
      "2024-03-04",
      end,
    );
    expect(el(r, "TFR_RIVALUTAZIONE")?.value).toBe("25.00");
  });

  it("a state of the previous year rolls over at 31 Dec: its whole fund becomes revaluable", () => {
    const s = stateFromOpeningBalances({ asOfDate: "2025-11-30", severanceAccruedThisYear: "120.00" });
    // state of 2025 feeding a 2026 payslip: 0 + 120.00 > 0 at 31 Dec 2025
    expect(severanceNeedsCoefficient(s, "2026-03-20")).toBe(true);
    expect(severanceNeedsCoefficient(s, "2025-12-20")).toBe(false);
    expect(severanceNeedsCoefficient(null, "2026-03-20")).toBe(false);
  });
});

describe("overtime checks both ways (art. 14–15, rules-update §6)", () => {
  const colf = terms(); // non-live-in, hourly, Mon–Fri 4 h
  const k = contract({ startDate: "2025-03-01" });
  const liveIn = terms({ cohabiting: true, level: "BS", payBasis: "monthly", wage: "1100", weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"] });

  it("a live-in's Saturday overtime already recorded is not warned again", () => {
    // week 9–15 March 2025: Mon–Sat 9 h regular = 54 h, plus 2 h recorded as overtime on Saturday 15.
    // Saturday: 9 + 2 = 11 > 10 → 1 h daily excess, filled by the recorded overtime;
    // week: 54 + 1 (overtime left within the day) = 55 > 54 → 1 h weekly excess, filled by the other recorded hour.
    const events = [...days("2025-03-10", 6).map((d) => ev(d, "regular_work", "9")), ev("2025-03-15", "overtime", "2", { multiplier: "1.25" })];
    const v = validateBeforeRun({ contract: k, terms: [liveIn], period: "2025-03", events });
    expect(codes(v.warnings)).not.toContain("regular_hours_over_ccnl_limit");
    expect(codes(v.warnings)).not.toContain("overtime_within_ccnl_limit");
    expect(codes(v.warnings)).not.toContain("week_over_ccnl_limit");
    expect(codes(v.warnings)).not.toContain("day_over_ccnl_limit");
  });

  it("overtime within the maxima is ordinary: hourly → regular_work, monthly → other_work, Sunday → +60 %", () => {
    // Wednesday 12 March 2025: 4 h regular + 3 h recorded as overtime = 7 h ≤ 8; week 20 + 3 = 23 h ≤ 40
    const hourly = validateBeforeRun({
      contract: k,
      terms: [colf],
      period: "2025-03",
      events: [...autoFill(colf, "2025-03-10", "2025-03-14"), ev("2025-03-12", "overtime", "3", { multiplier: "1.25" })],
    });
    const w = hourly.warnings.find((x) => x.code === "overtime_within_ccnl_limit");
    expect(w?.params).toMatchObject({
      weekStart: "2025-03-09",
      hours: "3.00",
      ordinaryHours: "3.00",
      ordinarySubtype: "regular_work",
      dailyMax: "8",
      weeklyMax: "40",
    });
    // the same on monthly pay: the salary covers the schedule only, so the extra hours are «other_work» at 1.00
    const monthlyColf = terms({ payBasis: "monthly", wage: "800.00" });
    const monthly = validateBeforeRun({
      contract: k,
      terms: [monthlyColf],
      period: "2025-03",
      events: [...autoFill(monthlyColf, "2025-03-10", "2025-03-14"), ev("2025-03-12", "overtime", "3", { multiplier: "1.25" })],
    });
    expect(monthly.warnings.find((x) => x.code === "overtime_within_ccnl_limit")?.params?.ordinarySubtype).toBe("other_work");
    // Sunday 16 March: 2 h recorded as overtime, 2 ≤ 8 → Sunday work at +60 %, not overtime
    const sunday = validateBeforeRun({ contract: k, terms: [colf], period: "2025-03", events: [ev("2025-03-16", "overtime", "2", { multiplier: "1.6" })] });
    const sundayParams = sunday.warnings.find((x) => x.code === "overtime_within_ccnl_limit")?.params;
    expect(sundayParams).toMatchObject({ hours: "2.00", festiveHours: "2.00" });
    expect(sundayParams?.ordinaryHours).toBeUndefined();
  });

  it("regular work over the weekly maximum after recorded overtime: the recorded hours take 41–44, the rest +25 %", () => {
    // week 9–15 March: Mon–Fri 8 h regular = 40; Saturday 4 h overtime + 2 h regular → 46 h.
    // Weekly excess 46 − 40 = 6: the 4 recorded overtime hours fill hours 41–44, the 2 regular hours are 45–46 → +25 %.
    const events = [
      ...days("2025-03-10", 5).map((d) => ev(d, "regular_work", "8")),
      ev("2025-03-15", "overtime", "4", { multiplier: "1.1" }),
      ev("2025-03-15", "regular_work", "2"),
    ];
    const v = validateBeforeRun({ contract: k, terms: [terms({ weeklySchedule: ["8", "8", "8", "8", "8", "0", "0"] })], period: "2025-03", events });
    const w = v.warnings.find((x) => x.code === "regular_hours_over_ccnl_limit");
    expect(w?.params).toMatchObject({ weeklyHours: "2.00", bandHours: "0.00" });
    expect(w?.message).toContain("2.00 h oltre 44 h come «overtime» (+25 %");
    expect(codes(v.warnings)).not.toContain("overtime_within_ccnl_limit");
  });
});

describe("a negative vacation balance after a payslip is warned", () => {
  it("3 days taken in the first month: 26/12 = 2.17 accrued − 3 = −0.83", () => {
    // colf hired 3 March 2025; vacation on Mon 24 – Wed 26 March (3 Mon–Sat days)
    const colf = terms();
    const vac = ["2025-03-24", "2025-03-25", "2025-03-26"];
    const events = [...autoFill(colf, "2025-03-03", "2025-03-31").filter((e) => !vac.includes(e.date)), ...vac.map((d) => ev(d, "regular_vacation", "0"))];
    const r = run(colf, events, { period: "2025-03" }, null, "2025-03-03");
    // 26 / 12 = 2.1667 days accrued; 2.1667 − 3 = −0.8333 → −0.83
    expect(r.vacationState.totalLeft).toBe("-0.83");
    expect(r.warnings.find((w) => w.code === "vacation_balance_negative")?.params).toEqual({ days: "-0.83" });
  });
});

describe("A13: maternity protection", () => {
  // maternity recorded from 1 April 2026: expected birth taken as 1 April + 2 months = 1 June 2026;
  // pregnancy presumed from 1 June 2026 − 300 days = 5 August 2025; compulsory leave to 1 June + 3 months − 1 day = 31 August 2026
  const dates = days("2026-04-01", 30);
  it("a dismissal inside the period is refused, one for just cause is not; a resignation is warned", () => {
    expect(maternityProtection({ endDate: "2026-04-30", endReason: "dismissal", maternityDates: dates })).toEqual({
      from: "2025-08-05",
      to: "2026-08-31",
      verdict: "refused",
    });
    expect(maternityProtection({ endDate: "2026-04-30", endReason: "just_cause", maternityDates: dates })?.verdict).toBe("none");
    expect(maternityProtection({ endDate: "2026-04-30", endReason: "resignation", maternityDates: dates })?.verdict).toBe("warning");
    // after the compulsory leave the bar ends (the 31-day doubled notice is rules/notice.ts)
    expect(maternityProtection({ endDate: "2026-09-01", endReason: "dismissal", maternityDates: dates })?.verdict).toBe("none");
    // no maternity known: nothing to protect
    expect(maternityProtection({ endDate: "2026-04-30", endReason: "dismissal", maternityDates: [] })).toBeNull();
    // an expected birth date wins: birth 10 Oct 2026 → protected from 14 Dec 2025 (300 days before)
    expect(maternityProtection({ endDate: "2025-12-14", endReason: "dismissal", expectedBirthDate: "2026-10-10", maternityDates: [] })?.verdict).toBe(
      "refused",
    );
    expect(maternityProtection({ endDate: "2025-12-13", endReason: "dismissal", expectedBirthDate: "2026-10-10", maternityDates: [] })?.verdict).toBe("none");
  });
});

describe("A14: a whole month of unpaid absence pays 0.00, whatever its length", () => {
  it("February 2026 wholly on maternity: 28/30 + the 2/30 left = the month; gross 0.00 (was 83.33)", () => {
    const r = run(liveInCs, maternity("2026-02-01", 28), { period: "2026-02" });
    // 28 × 1,250.00 / 30 = 1,166.67
    expect(el(r, "MATERNITA")?.value).toBe("-1166.67");
    // the 2/30 left: 0.066667 × 1,250.00 = 83.33
    expect(el(r, "MESE_NON_RETRIBUITO")?.value).toBe("-83.33");
    expect(r.totalGross).toBe("0.00");
    expect(r.totalNet).toBe("0.00");
  });

  it("a mix covering the whole month (14 days of suspension + 14 of parental leave) pays 0.00 too; 27 days do not", () => {
    const mix = [
      ...days("2026-02-01", 14).map((d) => ev(d, "unpaid_absence_suspended", "0")),
      ...days("2026-02-15", 14).map((d) => ev(d, "parental_leave", "0")),
    ];
    expect(run(liveInCs, mix, { period: "2026-02" }).totalGross).toBe("0.00");
    // 27 maternity days, 28 February worked (9 h): 1,250.00 − 27 × 41.6667 = 1,250.00 − 1,125.00 = 125.00
    const partial = run(liveInCs, [...maternity("2026-02-01", 27), ev("2026-02-28", "regular_work", "9")], { period: "2026-02" });
    expect(el(partial, "MESE_NON_RETRIBUITO")).toBeUndefined();
    expect(partial.totalGross).toBe("125.00");
  });
});

describe("A17: deductions beyond the pay are carried, never a negative net", () => {
  // April 2026 wholly on maternity; the week Sun 29 Mar – Sat 4 Apr belongs to April (its Saturday)
  // and holds Mon 30 + Tue 31 March worked, 18 h: flat class (> 24 h agreed), worker 0.31/h, CAS.SA.COLF 0.02/h.
  const march = autoFill(liveInCs, "2026-03-29", "2026-03-31");
  const april = maternity("2026-04-01", 30);

  it("the first maternity payslip nets 0.00 and carries 5.94; the next payslip with pay recovers it", () => {
    const a = run(liveInCs, [...march, ...april], { period: "2026-04" });
    // worker INPS 18 × 0.31 = 5.58; CAS.SA.COLF 18 × 0.02 = 0.36; total 5.94 on a gross of 0.00
    expect(a.totalGross).toBe("0.00");
    expect(a.totalEmployeeTaxes).toBe("5.94");
    expect(el(a, "TRATTENUTE_RINVIATE")?.value).toBe("-5.94");
    expect(a.totalNet).toBe("0.00");
    expect(a.nextState.carriedDeduction).toBe("5.94");
    expect(a.warnings.find((w) => w.code === "deductions_carried_forward")?.params).toEqual({ amount: "5.94", total: "5.94" });
    // May wholly on maternity too: nothing to recover from, still owed
    const may = run(liveInCs, maternity("2026-05-01", 31), { period: "2026-05" }, a.nextState);
    expect(may.totalNet).toBe("0.00");
    expect(el(may, "TRATTENUTE_RECUPERATE")).toBeUndefined();
    expect(may.nextState.carriedDeduction).toBe("5.94");
    expect(codes(may.warnings)).toContain("deductions_still_carried");
    // June worked (auto-filled): the 5.94 is recovered as a deduction, and nothing stays carried
    const june = run(liveInCs, autoFill(liveInCs, "2026-05-31", "2026-06-30"), { period: "2026-06" }, may.nextState);
    expect(el(june, "TRATTENUTE_RECUPERATE")?.value).toBe("5.94");
    expect(june.nextState.carriedDeduction).toBeUndefined();
    // June: 4 weeks with their Saturday in June (6, 13, 20, 27) × 54 h = 216 h; INPS 216 × 0.31 = 66.96,
    // CAS.SA.COLF 216 × 0.02 = 4.32; net = 1,250.00 − 5.94 − 71.28 = 1,172.78
    expect([june.totalGross, june.totalDeductions, june.totalEmployeeTaxes, june.totalNet]).toEqual(["1250.00", "5.94", "71.28", "1172.78"]);
  });
});

describe("A15: structural allowances enter the 13th and TFR bases", () => {
  it("hourly colf B with UNI 11766 certification (30.27 a month in 2026): in the schedule base", () => {
    const colf = terms({ uniCertifiedUntil: "2026-12-31" });
    const r = run(colf, autoFill(colf, "2026-03-01", "2026-03-31"), { period: "2026-03" }, null, "2025-01-07");
    expect(r.earningElements.find((e) => e.value === "30.27")?.periodType).toBe("month");
    // schedule figure 9.00 × 20 × 52/12 = 780.00 + 30.27 = 810.27; 13th 810.27 / 12 = 67.52;
    // TFR base 810.27 × 13/12 = 877.79; quota 877.7925 / 13.5 = 65.02
    expect(r.thirteenthState.utilWage).toBe("810.27");
    expect(r.thirteenthState.accrued).toBe("67.52");
    expect(r.severanceState.utilWage).toBe("877.79");
    expect(r.severanceState.accrued).toBe("65.02");
  });
});

describe("A16: an hourly worker's 13th in a month of unpaid absence follows the pay of the period", () => {
  it("March 2026, 5 days of unpaid leave: (22 − 5) × 4 h × 9.00 = 612.00 → 13th 51.00, not 65.00", () => {
    const colf = terms();
    const leave = days("2026-03-09", 5);
    const events = [...autoFill(colf, "2026-03-01", "2026-03-31").filter((e) => !leave.includes(e.date)), ...leave.map((d) => ev(d, "unpaid_absence", "0"))];
    const r = run(colf, events, { period: "2026-03" });
    // March 2026: 31 days − 5 Sundays − 4 Saturdays = 22 weekdays; 17 worked × 4 h = 68 h × 9.00 = 612.00
    expect(el(r, "ORE_ORDINARIE")?.value).toBe("612.00");
    // 612.00 / 12 = 51.00; TFR base 612.00 × 13/12 = 663.00; 663.00 / 13.5 = 49.11
    expect(r.thirteenthState.accrued).toBe("51.00");
    expect(r.severanceState.utilWage).toBe("663.00");
    expect(r.severanceState.accrued).toBe("49.11");
  });
});

describe("A7: a take-over mid-year", () => {
  // one payslip of ours (October 2025) after a take-over as of 30 September 2025
  const october = {
    period: "2025-10",
    kind: "ordinary" as const,
    totalGross: "800.00",
    totalEmployeeInpsTaxes: "28.00",
    totalEmployeeCassacolfTaxes: "1.80",
    totalNet: "770.20",
    elements: [
      { section: "earning" as const, code: "ORE_ORDINARIE", value: "800.00" },
      { section: "employer_tax" as const, code: "INPS_DATORE", value: "90.00" },
    ],
  };
  const takeOver: AnnualStatementTakeOver = {
    asOfDate: "2025-09-30",
    grossPaid: "7200.00",
    workerInps: "250.00",
    workerCassacolf: "16.20",
    taxable: null,
    employmentDays: null,
    declaredQuarters: [
      { quarter: "2025-Q1", inpsAmount: "330.00", inpsWorkerAmount: "84.00" },
      { quarter: "2025-Q2", inpsAmount: "330.00", inpsWorkerAmount: "84.00" },
      { quarter: "2024-Q4", inpsAmount: "330.00", inpsWorkerAmount: "84.00" },
    ],
  };
  const statement = (t: AnnualStatementTakeOver | null) =>
    computeAnnualStatement({ year: 2025, contract: { startDate: "2019-05-06", endDate: "2025-10-31", fixedTerm: false }, payslips: [october], takeOver: t });

  it("the annual statement adds the months run elsewhere", () => {
    const a = statement(takeOver);
    // gross 7,200.00 + 800.00 = 8,000.00; worker INPS 250.00 + 28.00 = 278.00; CAS.SA.COLF 16.20 + 1.80 = 18.00
    expect([a.grossPaid, a.workerInpsWithheld, a.workerCassacolfWithheld]).toEqual(["8000.00", "278.00", "18.00"]);
    // taxable 8,000.00 − 278.00 − 18.00 = 7,704.00; net 770.20 + (7,200.00 − 250.00 − 16.20 = 6,933.80) = 7,704.00
    expect([a.taxableIncome, a.netPaid]).toEqual(["7704.00", "7704.00"]);
    // 1 Jan – 31 Oct 2025: 273 days to 30 Sep + 31 = 304
    expect(a.daysOfEmployment).toBe(304);
    // employer INPS: Q1 and Q2 2025 (330.00 − 84.00) × 2 = 492.00 (Q4 2024 is another year) + 90.00 = 582.00
    expect(a.employer.inpsEmployerShare).toBe("582.00");
    expect(a.takeOver).toEqual({
      asOfDate: "2025-09-30",
      grossPaid: "7200.00",
      workerInpsWithheld: "250.00",
      workerCassacolfWithheld: "16.20",
      taxableIncome: "6933.80",
      daysOfEmployment: 273,
      inpsEmployerShare: "492.00",
    });
    // without the take-over only October counts
    expect(statement(null)).toMatchObject({ grossPaid: "800.00", takeOver: null, daysOfEmployment: 304 });
  });

  it("the previous system's taxable figure and days stand for its months when given", () => {
    const a = statement({ ...takeOver, taxable: "6900.00", employmentDays: 250 });
    // taxable 6,900.00 + (800.00 − 28.00 − 1.80 = 770.20) = 7,670.20; days 250 + 31 (October) = 281
    expect([a.taxableIncome, a.daysOfEmployment]).toEqual(["7670.20", 281]);
    // a take-over of another year does not count in 2025
    expect(statement({ ...takeOver, asOfDate: "2024-12-31" }).takeOver).toBeNull();
  });

  it("the first week after the take-over: warned until the clerk says whether its earlier days were declared", () => {
    // take-over as of Tue 30 Sep 2025: the week Sun 28 Sep – Sat 4 Oct belongs to October; 28–30 Sep precede it
    const colf = terms();
    const k = contract({ startDate: "2019-05-06" });
    const events = autoFill(colf, "2025-10-01", "2025-10-31");
    const check = (earlierDaysDeclaredElsewhere: boolean | null, evs = events) =>
      validateBeforeRun({
        contract: k,
        terms: [colf],
        period: "2025-10",
        events: evs,
        facts: { workerFiscalCode: "X", takeOver: { asOfDate: "2025-09-30", earlierDaysDeclaredElsewhere } },
      }).warnings.filter((w) => w.code.startsWith("takeover_"));
    expect(check(null)).toEqual([
      expect.objectContaining({ code: "takeover_first_week_unconfirmed", params: { weekStart: "2025-09-28", from: "2025-09-28", to: "2025-09-30" } }),
    ]);
    expect(check(true)).toEqual([]);
    expect(check(false).map((w) => w.code)).toEqual(["takeover_first_week_undeclared"]);
    // not declared, and the clerk recorded Mon 29 and Tue 30 September: nothing lost, no warning
    expect(check(false, [...autoFill(colf, "2025-09-28", "2025-09-30"), ...events])).toEqual([]);
    // November's payslip is not concerned
    expect(
      validateBeforeRun({
        contract: k,
        terms: [colf],
        period: "2025-11",
        events: [],
        facts: { takeOver: { asOfDate: "2025-09-30", earlierDaysDeclaredElsewhere: null } },
      }).warnings.map((w) => w.code),
    ).not.toContain("takeover_first_week_unconfirmed");
  });
});

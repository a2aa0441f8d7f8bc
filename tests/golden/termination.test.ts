/**
 * Terminations and TFR, hand calculations from docs/domain/rules-update.md §1e, §2, §3, §4.
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, stateFromOpeningBalances, type PayslipResult, type RunOptions, type RunningState } from "@/lib/payroll";
import { emptyState } from "@/lib/payroll/rules/accruals";
import { ccnlNotice, probationDays } from "@/lib/payroll/rules/notice";
import { coefficientFromFoi, coefficientMonthOf, previousDecemberKey } from "@/lib/payroll/rules/tfr-revaluation";
import { checkGivenWeeks, noticePeriodSpans } from "@/lib/payroll/rules/termination-weeks";
import { TFR_MONTHLY_COEFFICIENTS } from "@/lib/payroll/rates/tfr";
import { PayrollError } from "@/lib/payroll/errors";
import { autoFill, contract, terms } from "../unit/payroll/fixtures";

/** BS live-in 54 h (9 h Mon–Sat), 2025 cash 1,003.99 + board in kind 171.60 = global 1,175.59 (rules-update.md §1b); no seniority increments (kept out of the hand calculations). */
const liveIn = terms({
  seniorityIncrements: 0,
  level: "BS",
  jobType: "carer_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1003.99",
  weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
});
/** hourly colf B 20 h/week (4 h Mon–Fri), 9.00/h */
const colf20 = terms({ seniorityIncrements: 0, weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"], wage: "9.00" });

function stateWith(year: number, prev: string, thisYear = "0", extra: Partial<RunningState["severance"]> = {}): RunningState {
  const s = emptyState(year);
  return {
    ...s,
    period: `${year}-${year === 2025 ? "09" : "12"}`,
    thirteenth: { ...s.thirteenth, accruedThroughPeriod: null },
    severance: { ...s.severance, accruedPreviousYears: prev, accruedThisYear: thisYear, ...extra },
  };
}

function run(
  t: typeof liveIn,
  start: string,
  period: string,
  state: RunningState | null,
  options: Partial<RunOptions>,
  endDate: string | null = null,
): PayslipResult {
  const from = `${period}-01`;
  const events = autoFill(
    t,
    new Date(Date.parse(from) - 7 * 86400000).toISOString().slice(0, 10),
    `${period}-31` > "2026-12-31" ? from : new Date(Date.parse(from) + 40 * 86400000).toISOString().slice(0, 10),
    { startDate: start, endDate: endDate ?? undefined },
  );
  return calculatePayslip({ contract: contract({ startDate: start, endDate }), terms: [t], events, state, options: { period, ...options } });
}
const line = (r: PayslipResult, code: string) => [...r.earningElements, ...r.deductionElements].find((e) => e.code === code);

describe("TFR coefficients (rules-update.md §2)", () => {
  it("every coefficient of the series is reproduced by the formula from its FOI and the previous December's", () => {
    for (const [month, c] of Object.entries(TFR_MONTHLY_COEFFICIENTS)) {
      const prevDec = TFR_MONTHLY_COEFFICIENTS[previousDecemberKey(month)];
      if (!prevDec?.foi || !c.foi) continue; // 2022-12 needs FOI Dec 2021
      expect(coefficientFromFoi(month, c.foi, prevDec.foi).toFixed(6), month).toBe(c.percent);
    }
  });
  it("hand checks: negative change floored at 0, index base change with 1.214", () => {
    // Mar 2023: 1.5 × 3/12 = 0.375; FOI 118.0 < 118.2 → variable part 0 → 0.375000
    expect(coefficientFromFoi("2023-03", "118.0", "118.2").toFixed(6)).toBe("0.375000");
    // Nov 2025: 1.375 + 0.75 × (121.3/120.2 − 1) × 100 = 1.375 + 0.686356… = 2.061356
    expect(coefficientFromFoi("2025-11", "121.3", "120.2").toFixed(6)).toBe("2.061356");
    // Jan 2026: 0.125 + 0.75 × (100.4 × 1.214 / 121.5 − 1) × 100 = 0.125 + 0.238025… = 0.363025
    expect(coefficientFromFoi("2026-01", "100.4", "121.5").toFixed(6)).toBe("0.363025");
  });
  it("the coefficient month of a payment: 15th rule", () => {
    expect(coefficientMonthOf("2025-10-20")).toEqual({ key: "2025-10", months: 10 });
    expect(coefficientMonthOf("2025-10-14")).toEqual({ key: "2025-09", months: 9 });
    expect(coefficientMonthOf("2026-01-02")).toEqual({ key: null, months: 0 });
    expect(coefficientMonthOf("2025-12-31")).toEqual({ key: "2025-12", months: 12 });
  });
});

describe("CCNL notice and probation (rules-update.md §4)", () => {
  const base = { startDate: "2023-03-01", endDate: "2025-10-20", cohabiting: true, level: "BS" as const, fixedTerm: false, weeklyHours: "54" };
  it("dismissal ≥ 25 h up to 5 years: 15 days, employer owes the missing days", () => {
    const n = ccnlNotice({ ...base, reason: "dismissal", noticeWorkedDays: 0 });
    expect([n.ccnlDays, n.missingDays, n.owedBy, n.inProbation]).toEqual([15, 15, "EMPLOYER", false]);
  });
  it("resignation ≥ 25 h: 15 halved → 7.5 → 8 days owed by the worker; 3 worked → 5 missing", () => {
    expect(ccnlNotice({ ...base, reason: "resignation" })).toMatchObject({ ccnlDays: 8, missingDays: 8, owedBy: "EMPLOYEE" });
    expect(ccnlNotice({ ...base, reason: "resignation", noticeWorkedDays: 3 })).toMatchObject({ ccnlDays: 8, missingDays: 5 });
  });
  it("resignation < 25 h: not halved (8 up to 2 years, 15 beyond)", () => {
    const h = { ...base, cohabiting: false, level: "B" as const, weeklyHours: "20" };
    expect(ccnlNotice({ ...h, reason: "resignation", startDate: "2024-06-01" }).ccnlDays).toBe(8);
    expect(ccnlNotice({ ...h, reason: "resignation", startDate: "2022-03-01" }).ccnlDays).toBe(15);
  });
  it("dismissal after 6 years (≥ 25 h): 30 days; doubled to 60 within 30 days after maternity leave", () => {
    expect(ccnlNotice({ ...base, startDate: "2019-09-01", reason: "dismissal" }).ccnlDays).toBe(30);
    expect(ccnlNotice({ ...base, startDate: "2019-09-01", reason: "dismissal", maternityLeaveEndDate: "2025-10-01" }).ccnlDays).toBe(60);
    // exactly 5 years of service (to the day before the anniversary) is "fino a 5 anni"
    expect(ccnlNotice({ ...base, startDate: "2020-10-21", reason: "dismissal" }).ccnlDays).toBe(15);
  });
  it("end in probation: no notice (live-in: 30 days of actual work; non-live-in B: 8)", () => {
    expect(probationDays({ startDate: "2025-10-01", cohabiting: true, level: "BS", fixedTerm: false })).toBe(30);
    expect(probationDays({ startDate: "2025-10-01", cohabiting: false, level: "B", fixedTerm: false })).toBe(8);
    expect(probationDays({ startDate: "2025-10-01", cohabiting: false, level: "D", fixedTerm: false })).toBe(30);
    // fixed-term 3 months (92 calendar days): 92/15 = 6 days < 30 → 6 (L. 203/2024, more favourable)
    expect(probationDays({ startDate: "2025-10-01", cohabiting: true, level: "BS", fixedTerm: true, fixedTermEndDate: "2025-12-31" })).toBe(6);
    // live-in from 1 Oct 2025, Mon–Sat: 1–20 Oct = 17 working days ≤ 30 → in probation
    const n = ccnlNotice({ ...base, startDate: "2025-10-01", reason: "dismissal", weeklySchedule: liveIn.weeklySchedule });
    expect([n.inProbation, n.ccnlDays, n.missingDays, n.owedBy]).toEqual([true, 0, 0, null]);
  });
  it("just cause, mutual agreement, end of term: no notice", () => {
    for (const reason of ["just_cause", "mutual_agreement", "end_of_fixed_term"] as const) expect(ccnlNotice({ ...base, reason }).ccnlDays).toBe(0);
  });
});

describe("final settlements (rules-update.md §1e, §2, §3, §4)", () => {
  it("dismissal of a live-in on 20 Oct 2025, notice not worked: October coefficient on the fund, 15 days' indemnity, notice weeks after the termination", () => {
    const r = run(
      liveIn,
      "2023-03-01",
      "2025-10",
      stateWith(2025, "3401.04", "900.00"),
      { employmentEndDate: "2025-10-20", missingNoticeType: "EMPLOYER", missingNoticeDays: "15" },
      "2025-10-20",
    );
    // revaluation: 3,401.04 × 1.998752 % (Oct 2025, paid on the 20th) = 67.9783… → 67.98 (the amount the issue saw lost)
    expect(line(r, "TFR_RIVALUTAZIONE")?.value).toBe("67.98");
    expect(r.severanceBreakdown).toMatchObject({
      fundAtLastYearEnd: "3401.04",
      revaluation: "67.98",
      coefficientPercent: "1.998752",
      coefficientMonth: "2025-10",
      coefficientProvisional: false,
      advancesThisYear: "0.00",
    });
    // indemnity: (1,003.99 + 171.60) / 30 × 15 = 39.186333… × 15 = 587.795 → 587.80
    expect(line(r, "INDENNITA_PREAVVISO")).toMatchObject({ value: "587.80", periodDuration: "15.00", name: "Indennità sostitutiva del preavviso (15 giorni)" });
    // weeks: none after 20 Oct except the notice weeks 21–25 Oct, 26 Oct–1 Nov, 2–4 Nov (15 days)
    const own = r.contributionWeeks.filter((w) => !w.isNoticePeriod);
    expect(own.every((w) => w.weekEnd <= "2025-10-20")).toBe(true);
    // last week worked 19–20 Oct: Mon 9 h + unused vacation 2.166667 days × 54/6 = 19.50 h → 28.50 (with the period worked, §3)
    expect(line(r, "FERIE_NON_GODUTE")).toMatchObject({ name: "Ferie maturate e non godute (liquidate)", periodDuration: "2.166667" });
    expect(own.at(-1)).toMatchObject({ weekStart: "2025-10-19", weekEnd: "2025-10-20", isFromNextPeriod: false, hours: "28.50" });
    const notice = r.contributionWeeks.filter((w) => w.isNoticePeriod);
    expect(notice.map((w) => [w.weekStart, w.weekEnd, w.hours])).toEqual([
      ["2025-10-21", "2025-10-25", "45.00"], // Tue–Sat 5 × 9
      ["2025-10-26", "2025-11-01", "54.00"], // Sun 0 + Mon–Sat 6 × 9
      ["2025-11-02", "2025-11-04", "18.00"], // Sun 0 + Mon, Tue
    ]);
    expect(r.inpsContributions.filter((l) => l.isNoticePeriod).map((l) => l.weekStart)).toEqual(["2025-10-21", "2025-10-26", "2025-11-02"]);
    // TFR paid = fund + quota of the year (900.00 + October's quota incl. the indemnity) + revaluation
    const paid = Number(r.severanceBreakdown?.totalPaid);
    expect(r.severanceBreakdown?.totalPaid).toBe((Number(line(r, "TFR")?.value) + 67.98).toFixed(2));
    expect(paid).toBeGreaterThan(3401.04 + 900 + 67.98);
  });

  it("resignation without notice: 8 days deducted from the final pay", () => {
    const r = run(
      liveIn,
      "2023-03-01",
      "2025-10",
      stateWith(2025, "1000.00"),
      { employmentEndDate: "2025-10-20", missingNoticeType: "EMPLOYEE", missingNoticeDays: "8" },
      "2025-10-20",
    );
    // 1,175.59 / 30 × 8 = 313.49066… → 313.49
    expect(r.deductionElements.find((e) => e.code === "TRATTENUTA_PREAVVISO")).toMatchObject({
      value: "313.49",
      name: "Trattenuta per mancato preavviso (8 giorni)",
    });
    expect(r.contributionWeeks.some((w) => w.isNoticePeriod)).toBe(false);
  });

  it("resignation of a 20 h colf after 3 years: 15 days (not halved), monthly equivalent / 30", () => {
    const n = ccnlNotice({
      reason: "resignation",
      startDate: "2022-03-01",
      endDate: "2025-03-31",
      weeklyHours: "20",
      cohabiting: false,
      level: "B",
      fixedTerm: false,
    });
    expect(n).toMatchObject({ ccnlDays: 15, owedBy: "EMPLOYEE" });
    const r = run(
      colf20,
      "2022-03-01",
      "2025-03",
      stateWith(2025, "0"),
      { employmentEndDate: "2025-03-31", missingNoticeType: "EMPLOYEE", missingNoticeDays: String(n.missingDays) },
      "2025-03-31",
    );
    // 9.00 × 20 × 52 / 12 = 780.00 a month; / 30 = 26.00 a day; × 15 = 390.00
    expect(r.deductionElements.find((e) => e.code === "TRATTENUTA_PREAVVISO")?.value).toBe("390.00");
  });

  it("end on 31 December: the December coefficient; end on 2 January: the year-end revaluation, then no coefficient (less than half a month)", () => {
    const dec31 = run(colf20, "2022-03-01", "2025-12", stateWith(2025, "1000.00", "500.00"), { employmentEndDate: "2025-12-31" }, "2025-12-31");
    // 1,000.00 × 2.311148 % = 23.11148 → 23.11
    expect(dec31.severanceBreakdown).toMatchObject({ revaluation: "23.11", coefficientMonth: "2025-12", coefficientPercent: "2.311148" });
    const s = stateWith(2025, "1000.00", "500.00");
    const jan2 = run(colf20, "2022-03-01", "2026-01", { ...s, period: "2025-12" }, { employmentEndDate: "2026-01-02" }, "2026-01-02");
    // rollover: 1,000.00 × 2.311148 % = 23.11 → fund at 31 Dec 2025 = 1,000.00 + 23.11 + 500.00 = 1,523.11; 2 Jan: coefficient 0
    expect(jan2.severanceBreakdown).toMatchObject({ fundAtLastYearEnd: "1523.11", revaluation: "0.00", coefficientMonth: null });
    expect(line(jan2, "TFR_RIVALUTAZIONE")).toBeUndefined();
  });

  it("TFR advance in November 2025, then the year-end rollover: advanced part revalued with November's coefficient (§1e example)", () => {
    const nov = run(colf20, "2022-03-01", "2025-11", stateWith(2025, "1450.49"), { severanceAnticipation: "800.00" });
    expect(line(nov, "ANTICIPO_TFR")?.value).toBe("800.00");
    // 800 × 2.061356 % = 16.49 kept for the year end
    expect(nov.nextState.severance.advanceRevaluationThisYear).toBe("16.49");
    expect(nov.nextState.severance.accruedPreviousYears).toBe("650.49");
    const dec = run(colf20, "2022-03-01", "2025-12", nov.nextState, {});
    const jan = run(colf20, "2022-03-01", "2026-01", dec.nextState, {});
    // 16.49 + 650.49 × 2.311148 % (15.0336… → 15.03) = 31.52 (revaluing only the net fund would give 15.03)
    const quota2025 = Number(dec.nextState.severance.accruedThisYear);
    expect(Number(jan.nextState.severance.revaluationTotal)).toBeCloseTo(31.52, 10);
    expect(jan.nextState.severance.accruedPreviousYears).toBe((650.49 + 31.52 + quota2025).toFixed(10).replace(/\.?0+$/, ""));
    expect(jan.nextState.severance.advancesThisYear).toBeUndefined();
  });

  it("final settlement in 2026 (index base 2025 = 100, linked with 1.214): February coefficient 0.862716", () => {
    const r = run(colf20, "2022-03-01", "2026-02", stateWith(2026, "2000.00"), { employmentEndDate: "2026-02-20" }, "2026-02-20");
    // 2,000.00 × 0.862716 % = 17.25432 → 17.25
    expect(r.severanceBreakdown).toMatchObject({ revaluation: "17.25", coefficientMonth: "2026-02", coefficientPercent: "0.862716" });
  });

  it("blocked: a termination or advance whose coefficient month is not published; a provisional coefficient with its reason unblocks and is shown", () => {
    const term = () => run(colf20, "2022-03-01", "2026-03", stateWith(2026, "2000.00"), { employmentEndDate: "2026-03-20" }, "2026-03-20");
    expect(term).toThrow(PayrollError);
    try {
      term();
    } catch (e) {
      expect((e as PayrollError).code).toBe("tfr_coefficient_missing");
      expect((e as PayrollError).message).toContain("2026-03");
    }
    const adv = () => run(colf20, "2022-03-01", "2026-04", stateWith(2026, "2000.00"), { severanceAnticipation: "500.00" });
    expect(adv).toThrow(/2026-04/);
    const p = run(
      colf20,
      "2022-03-01",
      "2026-03",
      stateWith(2026, "2000.00"),
      { employmentEndDate: "2026-03-20", provisionalTfrCoefficient: { percent: "1.100000", reason: "ISTAT non ancora pubblicato" } },
      "2026-03-20",
    );
    // 2,000.00 × 1.1 % = 22.00
    expect(p.severanceBreakdown).toMatchObject({
      revaluation: "22.00",
      coefficientMonth: "2026-03",
      coefficientProvisional: true,
      provisionalReason: "ISTAT non ancora pubblicato",
    });
    expect(line(p, "TFR_RIVALUTAZIONE")?.name).toContain("provvisorio");
    expect(p.warnings.map((w) => w.code)).toContain("tfr_coefficient_provisional");
  });

  it("opening balances at 31 December are already revalued: no second revaluation in January", () => {
    const s = stateFromOpeningBalances({ asOfDate: "2025-12-31", severanceFundAtLastDecember: "1000.00" });
    const jan = run(colf20, "2022-03-01", "2026-01", s, {});
    expect(jan.nextState.severance.accruedPreviousYears).toBe("1000");
    expect(jan.nextState.severance.revaluationTotal).toBe("0");
    // taken over on 30 Nov: the fund at 31 Dec 2024 is revalued at 31 Dec 2025 (1,000 × 2.311148 % = 23.11)
    const s2 = stateFromOpeningBalances({ asOfDate: "2025-11-30", severanceFundAtLastDecember: "1000.00" });
    const dec = run(colf20, "2022-03-01", "2025-12", s2, {});
    const jan2 = run(colf20, "2022-03-01", "2026-01", dec.nextState, {});
    expect(jan2.nextState.severance.revaluationTotal).toBe("23.11");
  });
});

describe("weeks given to run-payroll (rules-update.md §3; issue: June run with May's weeks)", () => {
  const base = { period: "2025-06", hireDate: "2022-03-01", terminationDate: null, noticeDays: 0, ordinary: true };
  const wk = (weekStart: string, weekEnd: string, isFromNextPeriod = false, hours = "20.00") => ({ weekStart, weekEnd, hours, isFromNextPeriod });
  it("accepts the period's weeks", () => {
    // June 2025: Saturdays 7, 14, 21, 28; 29 Jun–5 Jul deferred
    expect(
      checkGivenWeeks({ ...base, weeks: [wk("2025-06-01", "2025-06-07"), wk("2025-06-08", "2025-06-14"), wk("2025-06-29", "2025-07-05", true)] }),
    ).toBeNull();
  });
  it("rejects May's weeks, a Wednesday–Friday week, a wrong isFromNextPeriod, duplicates, an empty array", () => {
    expect(checkGivenWeeks({ ...base, weeks: [wk("2025-05-25", "2025-05-31")] })).toMatchObject({
      path: "/contributionWeeks/0/weekStart",
      code: "contribution_weeks_mismatch",
    });
    expect(checkGivenWeeks({ ...base, weeks: [wk("2025-06-01", "2025-06-07"), wk("2025-06-11", "2025-06-13")] })?.path).toBe("/contributionWeeks/1/weekStart");
    expect(checkGivenWeeks({ ...base, weeks: [wk("2025-06-08", "2025-06-13")] })?.path).toBe("/contributionWeeks/0/weekEnd");
    expect(checkGivenWeeks({ ...base, weeks: [wk("2025-06-29", "2025-07-05", false)] })?.path).toBe("/contributionWeeks/0/isFromNextPeriod");
    expect(checkGivenWeeks({ ...base, weeks: [wk("2025-06-01", "2025-06-07"), wk("2025-06-01", "2025-06-07")] })?.path).toBe("/contributionWeeks/1/weekStart");
    expect(checkGivenWeeks({ ...base, weeks: [] })?.path).toBe("/contributionWeeks");
    expect(checkGivenWeeks({ ...base, weeks: [], ordinary: false })).toBeNull();
  });
  it("termination: no week after the termination; notice weeks only as computed", () => {
    const t = { ...base, period: "2025-10", terminationDate: "2025-10-20", noticeDays: 15 };
    expect(noticePeriodSpans("2025-10-20", 15).map((s) => [s.weekStart, s.weekEnd])).toEqual([
      ["2025-10-21", "2025-10-25"],
      ["2025-10-26", "2025-11-01"],
      ["2025-11-02", "2025-11-04"],
    ]);
    expect(checkGivenWeeks({ ...t, weeks: [wk("2025-10-19", "2025-10-20"), { ...wk("2025-10-21", "2025-10-25"), isNoticePeriod: true }] })).toBeNull();
    expect(checkGivenWeeks({ ...t, weeks: [wk("2025-10-19", "2025-10-25")] })?.path).toBe("/contributionWeeks/0/weekEnd");
    expect(checkGivenWeeks({ ...t, weeks: [wk("2025-10-26", "2025-11-01")] })?.message).toContain("after the termination");
    expect(checkGivenWeeks({ ...t, noticeDays: 0, weeks: [{ ...wk("2025-10-21", "2025-10-25"), isNoticePeriod: true }] })?.message).toContain(
      "no notice indemnity",
    );
  });
});

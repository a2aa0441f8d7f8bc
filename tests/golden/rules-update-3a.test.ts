/**
 * docs/domain/rules-update-3.md part A (issue 26, engine and statement rules): A1 the last partial week
 * of an ended employment, A2 the thirteenth after a raise, A3 terms changed inside a month, A4 the
 * Sunday-holiday pay in the TFR base, A6 CAS.SA.COLF conventional hours, A8 one notice per quarterly
 * line, A9 the quarterly rounding difference. Every figure is a hand calculation written next to it.
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, computeQuarterlyStatement, type ContractTerms } from "@/lib/payroll";
import { autoFill, contract, ev, replaceOn, terms } from "../unit/payroll/fixtures";
import { runMonths, statementWeeks } from "./statement-helpers";

const fixedTerm = { fixedTerm: true, replacesAbsentWorker: false, cuafDue: true };
const openEnded = { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true };

describe("A1: a fixed term ending Tue 30 Jun 2026 declares its last week (Sun 28 Jun – Tue 30 Jun) in Q2", () => {
  /*
   * Colf B, 10.00 €/h, Mon–Fri 4 h (20 h ≤ 24 → wage bracket), fixed term 1 Apr – 30 Jun 2026.
   * Effective wage 10.00 × 13/12 = 10.83 → bracket 2 (> 9.61, ≤ 11.70); fixed-term table 2026: 2.05 (worker 0.48).
   * Weeks: Wed 1 – Sat 4 Apr 12 h; 12 full weeks (Saturdays 11 Apr … 27 Jun) × 20 h = 240 h (Easter Monday,
   *   1 May and 2 Jun fall on scheduled days: their 4 h count; Sat 25 Apr is unscheduled: 0 h);
   *   last week Sun 28 – Tue 30 Jun: Mon + Tue 8 h + unused vacation 3 months × 26/12 = 6.5 days × 20/6
   *   = 21.67 h → 29.67 h. Its notional Saturday is 4 Jul (Q3), but it is paid with the cessation.
   * Σ = 12 + 240 + 29.67 = 281.67 → 282 h (up) × 2.05 = 578.10; worker 282 × 0.48 = 135.36.
   * CAS.SA.COLF 282 × 0.06 = 16.92 (worker 5.64). Total 595.02, due 10 days after the end: Fri 10 Jul 2026.
   * Withheld: 12 × 0.48 = 5.76 + 12 × 9.60 + 29.67 × 0.48 = 14.24 → 135.20; CAS 0.24 + 4.80 + 0.59 = 5.63;
   * difference 135.36 + 5.64 − 140.83 = 0.17.
   */
  const t = terms({ wage: "10.00" });
  const c = contract({ startDate: "2026-04-01", endDate: "2026-06-30", fixedTerm: true });
  const payslips = runMonths(
    c,
    [t],
    autoFill(t, "2026-04-01", "2026-06-30"),
    ["2026-04", "2026-05", "2026-06"],
    { "2026-06": { employmentEndDate: "2026-06-30" } },
    {},
  );
  const weeks = statementWeeks(payslips);
  const q2 = computeQuarterlyStatement({ quarter: "2026-Q2", employmentEndDate: "2026-06-30", contract: fixedTerm, ...weeks });
  const q3 = computeQuarterlyStatement({ quarter: "2026-Q3", employmentEndDate: "2026-06-30", contract: fixedTerm, ...weeks });

  it("the June payslip withholds the last week (not deferred)", () => {
    const last = payslips[2]!.inpsContributions.at(-1)!;
    expect([last.weekStart, last.weekEnd, last.hours, last.isFromNextPeriod, last.employeeAmount]).toEqual([
      "2026-06-28",
      "2026-06-30",
      "29.67",
      false,
      "14.24",
    ]);
  });
  it("Q2 declares it in the cessation payment, with its week flag", () => {
    expect(q2.payments).toHaveLength(1);
    const p = q2.payments[0]!;
    expect([p.kind, p.dueDate, p.periodStart, p.periodEnd]).toEqual(["cessation_worked", "2026-07-10", "2026-04-01", "2026-06-30"]);
    expect(p.weeks.at(-1)).toEqual({ weekStart: "2026-06-28", weekEnd: "2026-06-30", saturday: "2026-07-04", hours: "29.67" });
    expect(p.lines.map((l) => [l.type, l.decimalHours, l.hours, l.hourlyContribution, l.amount, l.employeeAmount, l.withheldEmployee])).toEqual([
      ["bracket_2", "281.67", 282, "2.05", "578.10", "135.36", "135.20"],
    ]);
    expect([p.cassacolf.hours, p.cassacolf.amount, p.cassacolf.employeeAmount, p.cassacolf.withheldEmployee]).toEqual([282, "16.92", "5.64", "5.63"]);
    expect([p.totalToPay, p.withheldEmployee, p.employeeDifference]).toEqual(["595.02", "140.83", "0.17"]);
  });
  it("Q3 does not declare it again", () => {
    expect(q3.totals.hours).toBe(0);
    expect(q3.totals.totalToPay).toBe("0.00");
  });
  it("an end on Wed 31 Dec 2025: the last week (Saturday 3 Jan 2026) is declared in Q4 2025 at the 2026 rates", () => {
    /*
     * Open-ended colf B 10.00 €/h Mon–Fri 4 h, ended Wed 31 Dec 2025; December payslip run alone.
     * Weeks with Saturday in December 2025: 30 Nov – 6 Dec … 21 – 27 Dec: 4 × 20 h (8 Dec Mon holiday on a
     *   scheduled day 4 h; 25/26 Dec Thu/Fri 4 h each) = 80 h, 2025 table bracket 2: 10.83 > 9.48, ≤ 11.54 → 1.89 (0.48).
     * Last week Sun 28 – Wed 31 Dec: Mon–Wed 12 h + unused vacation (the running state starts with December:
     *   26/12 = 2.1667 days) × 20/6 = 7.22 h → 19.22 h, table of its Saturday's year 2026: bracket 2
     *   (10.83 > 9.61, ≤ 11.70) → 1.92 (0.48).
     * Q4 2025: line 1 (2025) 80 h × 1.89 = 151.20; line 2 (2026) 20 h × 1.92 = 38.40; both in the cessation payment
     *   due 10 Jan 2026 → Saturday → Mon 12 Jan 2026. Q1 2026: nothing.
     */
    const c2 = contract({ startDate: "2025-01-02", endDate: "2025-12-31" });
    const dec = runMonths(c2, [t], autoFill(t, "2025-11-30", "2025-12-31"), ["2025-12"], { "2025-12": { employmentEndDate: "2025-12-31" } }, {});
    const w = statementWeeks(dec);
    const q4 = computeQuarterlyStatement({ quarter: "2025-Q4", employmentEndDate: "2025-12-31", contract: openEnded, ...w });
    const p = q4.payments[0]!;
    expect([p.kind, p.dueDate]).toEqual(["cessation_worked", "2026-01-12"]);
    expect(p.lines.map((l) => [l.tableYear, l.decimalHours, l.hours, l.hourlyContribution, l.amount])).toEqual([
      [2025, "80.00", 80, "1.89", "151.20"],
      [2026, "19.22", 20, "1.92", "38.40"],
    ]);
    const q1 = computeQuarterlyStatement({ quarter: "2026-Q1", employmentEndDate: "2025-12-31", contract: openEnded, ...w });
    expect(q1.totals.totalToPay).toBe("0.00");
  });
});

describe("A8: one pagoPA notice per quarterly line (terms changed inside Q3 2026)", () => {
  /*
   * Colf B, Mon–Fri 4 h, 10.00 €/h until Sat 1 Aug, 12.00 €/h from Sun 2 Aug 2026 (a variation of pay).
   * Line 1: weeks with Saturday 4 Jul … 1 Aug = 5 × 20 h = 100 h; effective 10.83 → bracket 2, 1.92 (0.48)
   *   → 192.00 (worker 48.00); CAS.SA.COLF 100 × 0.06 = 6.00 (worker 2.00) → notice 1: 198.00.
   * Line 2: Saturdays 8 Aug … 26 Sep = 8 × 20 h = 160 h (Sat 15 Aug unscheduled: 0 h); effective 12.00 × 13/12
   *   = 13.00 → bracket 3, 2.34 (0.59) → 374.40 (worker 94.40); CAS 160 × 0.06 = 9.60 (worker 3.20) → notice 2: 384.00.
   * Payment = Σ notices = 582.00, due Mon 12 Oct 2026.
   */
  const t1 = terms({ wage: "10.00" });
  const t2 = terms({ wage: "12.00", effectiveFrom: "2026-08-02" });
  const payslips = runMonths(
    contract({ startDate: "2026-01-05" }),
    [t1, t2],
    autoFill(t1, "2026-06-28", "2026-10-03"),
    ["2026-07", "2026-08", "2026-09"],
    {},
    {},
  );
  const s = computeQuarterlyStatement({ quarter: "2026-Q3", contract: openEnded, ...statementWeeks(payslips) });
  const p = s.payments[0]!;
  it("two notices, each with its weeks, hours, wage, class and F2", () => {
    expect(
      p.notices.map((n) => [
        n.number,
        n.type,
        n.fromWeek,
        n.toWeek,
        n.weeks.length,
        n.hours,
        n.effectiveHourlyWage,
        n.inpsAmount,
        n.inpsEmployee,
        n.cassacolf.amount,
        n.totalToPay,
        n.dueDate,
      ]),
    ).toEqual([
      [1, "bracket_2", "2026-06-28", "2026-08-01", 5, 100, "10.83", "192.00", "48.00", "6.00", "198.00", "2026-10-12"],
      [2, "bracket_3", "2026-08-02", "2026-09-26", 8, 160, "13.00", "374.40", "94.40", "9.60", "384.00", "2026-10-12"],
    ]);
  });
  it("the payment is the sum of its notices", () => {
    expect([p.totalToPay, p.cassacolf.amount, p.cassacolf.hours]).toEqual(["582.00", "15.60", 260]);
  });
});

/** CS live-in carer, monthly pay, Mon–Sat 9 h, board and lodging in kind (2025: 171.60 a month). */
const liveIn = (wage: string, effectiveFrom = "2020-01-01"): ContractTerms =>
  terms({
    effectiveFrom,
    level: "CS",
    jobType: "carer_non_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage,
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  });
const year2025 = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);

describe("A2: the thirteenth after a raise is one month of the December pay (monthly worker)", () => {
  /*
   * 1,250.00 cash until June, 1,350.00 from 1 Jul 2025; board in kind 171.60 → global 1,421.60, then 1,521.60.
   * CCNL (default): 13th = 1,521.60 × 12/12 = 1,521.60. July accrues its own 1,521.60 / 12 = 126.80 and the
   *   catch-up of the six months already counted: 1,521.60 × 6/12 − 6 × 118.4667 (= 710.80) = 50.00 → 176.80.
   *   TFR: 6 × 1,421.60 × 13/12 (9,240.40) + July 1,648.40 + 50.00 + 5 × 1,648.40 (8,242.00) = 19,180.80 / 13.5 = 1,420.80
   *   (= (6 × 1,421.60 + 6 × 1,521.60 + 1,521.60) / 13.5).
   * monthly_accrual: 6 × 118.4667 + 6 × 126.80 = 710.80 + 760.80 = 1,471.60; TFR (9,240.40 + 6 × 1,648.40) / 13.5
   *   = 19,130.80 / 13.5 = 1,417.10.
   */
  const c = contract({ startDate: "2024-09-02" });
  const t = [liveIn("1250.00"), liveIn("1350.00", "2025-07-01")];
  const events = autoFill(t[0]!, "2024-12-29", "2026-01-03");
  const ccnl = runMonths(c, t, events, year2025, {}, {});
  const habit = runMonths(c, t, events, year2025, {}, { thirteenthMonthlyBase: "monthly_accrual" });
  it("CCNL reading: July carries the catch-up, December holds one month of 1,521.60, the thirteenth payslip pays it", () => {
    // cumulative display of 1,421.60 / 12 = 118.4667: 118.47, 236.93, 355.40, 473.87, 592.33, 710.80
    expect(ccnl.map((p) => p.thirteenthState.accrued)).toEqual([
      "118.47",
      "118.46",
      "118.47",
      "118.47",
      "118.46",
      "118.47",
      "176.80",
      "126.80",
      "126.80",
      "126.80",
      "126.80",
      "126.80",
    ]);
    expect(ccnl[11]!.thirteenthState.accruedThisYear).toBe("1521.60");
    expect(ccnl[6]!.severanceState.utilWage).toBe("1698.40");
    expect(ccnl[11]!.severanceState.accruedThisYear).toBe("1420.80");
    const paid = calculatePayslip({ contract: c, terms: t, events: [], state: ccnl[11]!.nextState, options: { period: "2025-12", isThirteenth: true } });
    expect(paid.earningElements.find((e) => e.code === "TREDICESIMA")?.value).toBe("1521.60");
  });
  it("monthly_accrual setting: the sum of the months at their own pay", () => {
    expect(habit[6]!.thirteenthState.accrued).toBe("126.80");
    expect(habit[11]!.thirteenthState.accruedThisYear).toBe("1471.60");
    expect(habit[11]!.severanceState.accruedThisYear).toBe("1417.10");
  });
});

describe("A3: terms changed inside a month apply day by day", () => {
  it("monthly pay 1,250.00 → 1,350.00 from Thu 10 Jul 2025: pay and accrual base by days", () => {
    /*
     * July: 9 days × 1,250.00/31 = 362.90 + 22 days × 1,350.00/31 = 958.06.
     * 13th/TFR base of the month: (9 × 1,421.60 + 22 × 1,521.60) / 31 = 46,269.60 / 31 = 1,492.57 (not 1,521.60).
     * monthly_accrual: 13th 1,492.5677 / 12 = 124.38; TFR 1,492.5677 × 13/12 / 13.5 = 119.77.
     */
    const t = [liveIn("1250.00"), liveIn("1350.00", "2025-07-10")];
    const [july] = runMonths(
      contract({ startDate: "2024-09-02" }),
      t,
      autoFill(t[0]!, "2025-06-29", "2025-08-02"),
      ["2025-07"],
      {},
      {
        thirteenthMonthlyBase: "monthly_accrual",
      },
    );
    expect(july!.earningElements.map((e) => [e.code, e.periodDuration, e.value])).toEqual([
      ["RETRIBUZIONE_MENSILE", "9.00", "362.90"],
      ["RETRIBUZIONE_MENSILE", "22.00", "958.06"],
    ]);
    expect([july!.thirteenthState.utilWage, july!.thirteenthState.accrued, july!.severanceState.accrued]).toEqual(["1492.57", "124.38", "119.77"]);
  });
  it("hourly 9.00 €/h, 20 h → 30 h from Wed 10 Jun 2026: the schedule figure by days", () => {
    /*
     * June 2026 (30 days): 9 days at 9.00 × 20 × 52/12 = 780.00, 21 days at 9.00 × 30 × 52/12 = 1,170.00
     * → (9 × 780.00 + 21 × 1,170.00) / 30 = 31,590 / 30 = 1,053.00 (a month paid as scheduled).
     * 13th 1,053.00 / 12 = 87.75; TFR 1,053.00 × 13/12 / 13.5 = 84.50 (the end-of-month terms would give 97.50 / 93.89).
     */
    const t = [terms({ wage: "9.00" }), terms({ wage: "9.00", effectiveFrom: "2026-06-10", weeklySchedule: ["6", "6", "6", "6", "6", "0", "0"] })];
    const events = [...autoFill(t[0]!, "2026-05-31", "2026-06-09"), ...autoFill(t[1]!, "2026-06-10", "2026-07-04")];
    const [june] = runMonths(contract({ startDate: "2026-01-05" }), t, events, ["2026-06"], {}, {});
    expect([june!.thirteenthState.utilWage, june!.thirteenthState.accrued, june!.severanceState.accrued]).toEqual(["1053.00", "87.75", "84.50"]);
  });
});

describe("A4: the 1/26 of a Sunday holiday enters the TFR base", () => {
  it("CS live-in 1,250.00, November 2026 (Sun 1 Nov): + 55.76 in the base", () => {
    /*
     * 2026 board in kind (×30 convention) 199.80 → global 1,449.80; Sunday 1 Nov paid 1,449.80 / 26 = 55.76.
     * TFR base = 1,449.80 × 13/12 + 55.76 = 1,570.62 + 55.76 = 1,626.38 → / 13.5 = 120.47 (without the holiday 116.34).
     */
    const t = [liveIn("1250.00")];
    const [nov] = runMonths(contract({ startDate: "2026-01-05" }), t, autoFill(t[0]!, "2026-10-25", "2026-11-30"), ["2026-11"], {}, {});
    expect(nov!.earningElements.find((e) => e.code === "FESTIVITA_DOMENICA")?.value).toBe("55.76");
    expect([nov!.severanceState.utilWage, nov!.severanceState.accrued]).toEqual(["1626.38", "120.47"]);
  });
});

describe("A6: CAS.SA.COLF conventional hours of a night assistant, unused vacation and notice included", () => {
  it("night assistance (table D) 10 h × 6 nights, ended Wed 18 Mar 2026 with 6.5 unused days and 8 days of notice", () => {
    /*
     * Unused vacation: Jan (27 days ≥ 15), Feb, Mar (18 days) × 26/12 = 6.5 days; INPS 6.5 × 60/6 = 65 h.
     * Last week Sun 15 – Wed 18 Mar: INPS 3 nights × 10 + 65 = 95 h; CAS.SA.COLF 3 × 8 + 6.5 × 8 = 76 h (worker 1.52).
     * Notice 19–26 Mar: Thu–Sat 3 nights 30 h → CAS 24 h; Mon–Thu 4 nights 40 h → CAS 32 h.
     * Full weeks: 60 h INPS, 6 × 8 = 48 h CAS.SA.COLF.
     */
    const n = [
      terms({
        level: "CS",
        jobType: "night_assistance",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1400.00",
        weeklySchedule: ["10", "10", "10", "10", "10", "10", "0"],
      }),
    ];
    const ps = runMonths(
      contract({ startDate: "2026-01-05", endDate: "2026-03-18" }),
      n,
      autoFill(n[0]!, "2026-01-05", "2026-03-18"),
      ["2026-01", "2026-02", "2026-03"],
      {
        "2026-03": { employmentEndDate: "2026-03-18", missingNoticeType: "EMPLOYER", missingNoticeDays: "8" },
      },
      {},
    );
    const march = ps[2]!;
    expect(march.earningElements.find((e) => e.code === "FERIE_NON_GODUTE")?.periodDuration).toBe("6.50");
    expect(march.inpsContributions.map((l) => [l.weekStart, l.hours])).toEqual([
      ["2026-03-01", "60.00"],
      ["2026-03-08", "60.00"],
      ["2026-03-15", "95.00"],
      ["2026-03-19", "30.00"],
      ["2026-03-22", "40.00"],
    ]);
    expect(march.cassacolfContributions.map((l) => [l.weekStart, l.hours, l.employeeAmount])).toEqual([
      ["2026-03-01", "48.00", "0.96"],
      ["2026-03-08", "48.00", "0.96"],
      ["2026-03-15", "76.00", "1.52"],
      ["2026-03-19", "24.00", "0.48"],
      ["2026-03-22", "32.00", "0.64"],
    ]);
  });
});

describe("A9: the quarter's rounding difference is settled on its last payslip", () => {
  const earlierOf = (ps: ReturnType<typeof runMonths>) => {
    const w = statementWeeks(ps);
    return { inps: w.inpsWeeks, cassacolf: w.cassacolfWeeks };
  };
  it("Q3 2026, colf 10.00 €/h 20 h with a vacation day on Wed 5 Aug: September withholds 0.32 INPS + 0.01 CAS.SA.COLF", () => {
    /*
     * 13 weeks with Saturday in Q3; the week of 5 Aug has 16 h + 20/6 = 19.33 h → Σ 259.33 h → 260 h (up).
     * Bracket 2 (10.83), open-ended 2026: worker 0.48. Declared 260 × 0.48 = 124.80; withheld 12 × 9.60 +
     * 19.33 × 0.48 (9.28) = 124.48 → + 0.32. CAS.SA.COLF 260 × 0.02 = 5.20; withheld 12 × 0.40 + 0.39 = 5.19 → + 0.01.
     * September's weekly worker INPS 4 × 9.60 = 38.40 → total 38.72; CAS.SA.COLF 1.60 → 1.61.
     */
    const t = terms({ wage: "10.00" });
    const c = contract({ startDate: "2026-01-05" });
    const events = replaceOn(autoFill(t, "2026-06-28", "2026-10-03"), ["2026-08-05"], (d) => ev(d, "regular_vacation", "4"));
    const [jul, aug] = runMonths(c, [t], events, ["2026-07", "2026-08"], {}, {});
    const input = { contract: c, terms: [t], events, state: aug!.nextState, options: { period: "2026-09" } };
    const sep = calculatePayslip({ ...input, quarterEarlierWeeks: earlierOf([jul!, aug!]) });
    const el = (code: string) => sep.employeeTaxesElements.find((e) => e.code === code)?.value;
    expect([el("INPS_LAVORATORE"), el("INPS_LAVORATORE_CONGUAGLIO"), sep.totalEmployeeInpsTaxes]).toEqual(["38.40", "0.32", "38.72"]);
    expect([el("CASSACOLF_LAVORATORE"), el("CASSACOLF_LAVORATORE_CONGUAGLIO"), sep.totalEmployeeCassacolfTaxes]).toEqual(["1.60", "0.01", "1.61"]);
    // show_only: nothing settled; August (not the quarter's last month) never settles
    const shown = calculatePayslip({ ...input, quarterEarlierWeeks: earlierOf([jul!, aug!]), settings: { quarterlyRoundingDifference: "show_only" } });
    expect(shown.employeeTaxesElements.map((e) => e.code)).toEqual(["INPS_LAVORATORE", "CASSACOLF_LAVORATORE"]);
    expect(aug!.employeeTaxesElements.map((e) => e.code)).toEqual(["INPS_LAVORATORE", "CASSACOLF_LAVORATORE"]);
  });
  it("the final payslip of the fixed term ending 30 Jun 2026 settles its quarter: 0.16 + 0.01 (A1 case)", () => {
    // declared 135.36 + 5.64, withheld 135.20 + 5.63 (A1 above)
    const t = terms({ wage: "10.00" });
    const c = contract({ startDate: "2026-04-01", endDate: "2026-06-30", fixedTerm: true });
    const events = autoFill(t, "2026-04-01", "2026-06-30");
    const [apr, may] = runMonths(c, [t], events, ["2026-04", "2026-05"], {}, {});
    const june = calculatePayslip({
      contract: c,
      terms: [t],
      events,
      state: may!.nextState,
      options: { period: "2026-06", employmentEndDate: "2026-06-30" },
      quarterEarlierWeeks: earlierOf([apr!, may!]),
    });
    const el = (code: string) => june.employeeTaxesElements.find((e) => e.code === code)?.value;
    expect([el("INPS_LAVORATORE_CONGUAGLIO"), el("CASSACOLF_LAVORATORE_CONGUAGLIO")]).toEqual(["0.16", "0.01"]);
  });
});

/**
 * Quarterly INPS statements, cessation payments, deadlines and the annual statement, built from real
 * engine payslips and checked against hand calculations (docs/domain/rules-update.md §1c, §1f, §3, §7).
 */
import { describe, expect, it } from "vitest";
import {
  computeAnnualStatement,
  dec,
  computeQuarterlyStatement,
  cessationDueDate,
  nextQuarterlyDeadline,
  periodsNeededForQuarter,
  quarterlyDueDate,
  calculatePayslip,
  PayrollError,
  type PayslipResult,
} from "@/lib/payroll";
import { autoFill, contract, terms } from "../unit/payroll/fixtures";
import { runMonths, statementWeeks } from "./statement-helpers";

const open = { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true };
const liveIn = (wage = "1250.00") =>
  terms({
    level: "CS",
    jobType: "carer_non_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage,
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  });

describe("due dates 2023–2027 (rules-update.md §3 table, §1f)", () => {
  it("quarterly deadlines move off Saturdays, Sundays and holidays", () => {
    const expected: Record<string, string> = {
      "2023-Q1": "2023-04-11", // Easter Monday 10 Apr 2023
      "2023-Q2": "2023-07-10",
      "2023-Q3": "2023-10-10",
      "2023-Q4": "2024-01-10",
      "2024-Q1": "2024-04-10",
      "2024-Q2": "2024-07-10",
      "2024-Q3": "2024-10-10",
      "2024-Q4": "2025-01-10",
      "2025-Q1": "2025-04-10",
      "2025-Q2": "2025-07-10",
      "2025-Q3": "2025-10-10",
      "2025-Q4": "2026-01-12", // 10 Jan 2026 is a Saturday
      "2026-Q1": "2026-04-10",
      "2026-Q2": "2026-07-10",
      "2026-Q3": "2026-10-12", // Saturday
      "2026-Q4": "2027-01-11", // Sunday
      "2027-Q1": "2027-04-12",
      "2027-Q2": "2027-07-12",
      "2027-Q3": "2027-10-11",
    };
    for (const [q, due] of Object.entries(expected)) expect([q, quarterlyDueDate(q)]).toEqual([q, due]);
  });
  it("cessation: 10 days after the termination, next working day", () => {
    expect(cessationDueDate("2026-08-08")).toBe("2026-08-18"); // Tue
    expect(cessationDueDate("2026-08-05")).toBe("2026-08-17"); // 15 Aug Sat holiday → Sat; → Mon 17
    expect(cessationDueDate("2025-12-15")).toBe("2025-12-29"); // 25 Dec Thu → 26 Fri holiday → 27 Sat, 28 Sun → 29
  });
  it("next deadline seen from a date", () => {
    expect(nextQuarterlyDeadline("2026-01-05")).toEqual({ quarter: "2025-Q4", dueDate: "2026-01-12" });
    expect(nextQuarterlyDeadline("2026-01-12")).toEqual({ quarter: "2025-Q4", dueDate: "2026-01-12" });
    expect(nextQuarterlyDeadline("2026-01-13")).toEqual({ quarter: "2026-Q1", dueDate: "2026-04-10" });
    expect(nextQuarterlyDeadline("2026-11-23")).toEqual({ quarter: "2026-Q4", dueDate: "2027-01-11" });
  });
  it("periods a statement needs", () => {
    expect(periodsNeededForQuarter("2026-Q3", "2024-01-08", null)).toEqual(["2026-07", "2026-08", "2026-09"]);
    expect(periodsNeededForQuarter("2026-Q3", "2026-08-20", null)).toEqual(["2026-08", "2026-09"]);
    expect(periodsNeededForQuarter("2026-Q3", "2024-01-08", "2026-07-31")).toEqual(["2026-07"]);
  });
});

describe("Q3 2026, 20 h colf (bracket), B 10.00 €/h Mon–Fri 4 h, hired 2024-01-08", () => {
  /*
   * Hand calculation
   * Weeks with Saturday in Q3 2026: 28 Jun–4 Jul … 20–26 Sep = 13 weeks; each 20 h, except 9–15 Aug:
   *   Sat 15 Aug is a holiday on an unscheduled day → + 20/6 = 3.33 h (setting weekly_sixth) → 23.33 h.
   * Σ = 12 × 20 + 23.333… = 263.33 h → rounded up: 264 h.
   * Effective wage (10.00 + 1 increment 4 % × 7.01 = 0.28) × 13/12 = 11.14 → 2026 bracket 2: 1.92 (0.48).
   * INPS 264 × 1.92 = 506.88; worker 264 × 0.48 = 126.72; employer 380.16.
   * CAS.SA.COLF (F2) 264 × 0.06 = 15.84 (worker 5.28, employer 10.56). Total 522.72, due Mon 12 Oct 2026.
   * Withheld on the payslips: INPS 12 × 9.60 + round(23.333 × 0.48 = 11.20) = 126.40;
   *   CAS.SA.COLF 12 × 0.40 + round(0.4667) 0.47 = 5.27 → 131.67; difference 132.00 − 131.67 = 0.33.
   */
  const t = terms({ wage: "10.00" });
  const payslips = runMonths(contract(), [t], autoFill(t, "2026-06-01", "2026-10-10"), ["2026-07", "2026-08", "2026-09"]);
  const s = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, ...statementWeeks(payslips) });
  it("one quarterly payment, one line, 13 week flags", () => {
    expect(s.payments).toHaveLength(1);
    const p = s.payments[0]!;
    expect([p.kind, p.dueDate, p.weeks.length, p.weeks[0]?.weekStart, p.weeks[12]?.saturday]).toEqual([
      "quarterly",
      "2026-10-12",
      13,
      "2026-06-28",
      "2026-09-26",
    ]);
    expect(p.weeks.find((w) => w.weekStart === "2026-08-09")?.hours).toBe("23.33");
    expect(p.lines).toHaveLength(1);
    expect(p.lines[0]).toMatchObject({
      type: "bracket_2",
      decimalHours: "263.33",
      hours: 264,
      effectiveHourlyWage: "11.14",
      hourlyContribution: "1.92",
      hourlyEmployee: "0.48",
      amount: "506.88",
      employeeAmount: "126.72",
      employerAmount: "380.16",
      withheldEmployee: "126.40",
    });
    expect(p.cassacolf).toEqual({
      code: "F2",
      decimalHours: "263.33",
      hours: 264,
      hourlyTotal: "0.06",
      hourlyEmployee: "0.02",
      amount: "15.84",
      employeeAmount: "5.28",
      employerAmount: "10.56",
      withheldEmployee: "5.27",
    });
  });
  it("totals and the difference with the payslips", () => {
    expect(s.totals).toEqual({
      hours: 264,
      inpsAmount: "506.88",
      inpsEmployee: "126.72",
      inpsEmployer: "380.16",
      cassacolfAmount: "15.84",
      cassacolfEmployee: "5.28",
      cassacolfEmployer: "10.56",
      totalToPay: "522.72",
      employeeShare: "132.00",
      employerShare: "390.72",
      withheldEmployee: "131.67",
      employeeDifference: "0.33",
      // no payslip settled it (these payslips ran without the quarter's earlier weeks: rules-update-3 A9)
      roundingSettled: "0.00",
      employeeDifferenceOpen: "0.33",
    });
  });
  it("rounding setting and fixed-term / no-CUAF tables", () => {
    const w = statementWeeks(payslips);
    const down = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, hoursRounding: "down", ...w });
    expect([down.payments[0]!.lines[0]!.hours, down.totals.inpsAmount]).toEqual([263, "504.96"]); // 263 × 1.92
    const half = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, hoursRounding: "half_up", ...w });
    expect(half.payments[0]!.lines[0]!.hours).toBe(263);
    const ft = computeQuarterlyStatement({ quarter: "2026-Q3", contract: { ...open, fixedTerm: true }, ...w });
    expect([ft.totals.inpsAmount, ft.totals.inpsEmployee]).toEqual(["541.20", "126.72"]); // 264 × 2.05; 264 × 0.48
    const replacing = computeQuarterlyStatement({ quarter: "2026-Q3", contract: { ...open, fixedTerm: true, replacesAbsentWorker: true }, ...w });
    expect(replacing.totals.inpsAmount).toBe("506.88");
    const noCuaf = computeQuarterlyStatement({ quarter: "2026-Q3", contract: { ...open, cuafDue: false }, ...w });
    expect(noCuaf.totals.inpsAmount).toBe("509.52"); // 264 × 1.93
  });
  it("no rate tables for the quarter's year → rates_missing_for_year", () => {
    expect(() => computeQuarterlyStatement({ quarter: "2031-Q1", contract: open, inpsWeeks: [], cassacolfWeeks: [] })).toThrow(PayrollError);
    try {
      computeQuarterlyStatement({ quarter: "2031-Q1", contract: open, inpsWeeks: [], cassacolfWeeks: [] });
    } catch (e) {
      expect((e as PayrollError).code).toBe("rates_missing_for_year");
    }
  });
});

describe("Q2 2026, 54 h live-in CS 1,250 €/month (flat >24 h)", () => {
  /*
   * Weeks with Saturday in Q2 2026: 29 Mar–4 Apr … 21–27 Jun = 13 weeks × 54 h (holidays fall on
   * scheduled days: their hours count) = 702 h, already whole.
   * 2026 >24 h table: 1.24 (worker 0.31): INPS 702 × 1.24 = 870.48; worker 217.62; employer 652.86.
   * CAS.SA.COLF 702 × 0.06 = 42.12 (14.04 / 28.08). Total 912.60, due Fri 10 Jul 2026.
   * Withheld: 13 × 16.74 = 217.62 and 13 × 1.08 = 14.04 → difference 0.00.
   */
  const t = liveIn();
  const payslips = runMonths(contract({ startDate: "2025-09-01" }), [t], autoFill(t, "2026-03-01", "2026-07-10"), ["2026-04", "2026-05", "2026-06"]);
  const s = computeQuarterlyStatement({ quarter: "2026-Q2", contract: open, ...statementWeeks(payslips) });
  it("figures", () => {
    const p = s.payments[0]!;
    expect([p.kind, p.dueDate, p.weeks.length, p.lines.length]).toEqual(["quarterly", "2026-07-10", 13, 1]);
    expect(p.lines[0]).toMatchObject({
      type: "over_24_hours",
      decimalHours: "702.00",
      hours: 702,
      hourlyContribution: "1.24",
      amount: "870.48",
      employeeAmount: "217.62",
      employerAmount: "652.86",
      withheldEmployee: "217.62",
    });
    expect(s.totals).toMatchObject({ cassacolfAmount: "42.12", cassacolfEmployee: "14.04", totalToPay: "912.60", employeeDifference: "0.00" });
  });
});

describe("Q3 2026, hours change on 2 Aug from 20 h to 30 h a week (two lines)", () => {
  /*
   * Weeks 28 Jun–1 Aug: 5 × 20 h = 100 h, bracket 2 (eff. wage 11.14): 100 × 1.92 = 192.00 (worker 48.00).
   * Weeks 2 Aug–26 Sep: 8 weeks × 30 h + Sat 15 Aug holiday 30/6 = 5 h → 245 h, >24 h flat:
   *   245 × 1.24 = 303.80 (worker 245 × 0.31 = 75.95).
   * CAS.SA.COLF 345 h × 0.06 = 20.70. Total 192.00 + 303.80 + 20.70 = 516.50.
   */
  const t1 = terms({ wage: "10.00" });
  const t2 = terms({ wage: "10.00", effectiveFrom: "2026-08-02", weeklySchedule: ["6", "6", "6", "6", "6", "0", "0"] });
  const events = [...autoFill(t1, "2026-06-01", "2026-08-01"), ...autoFill(t2, "2026-08-02", "2026-10-10")];
  const payslips = runMonths(contract(), [t1, t2], events, ["2026-07", "2026-08", "2026-09"]);
  const s = computeQuarterlyStatement({ quarter: "2026-Q3", contract: open, ...statementWeeks(payslips) });
  it("two lines", () => {
    const lines = s.payments[0]!.lines;
    expect(lines.map((l) => [l.type, l.fromWeek, l.toWeek, l.weeks, l.decimalHours, l.hours, l.amount, l.employeeAmount])).toEqual([
      ["bracket_2", "2026-06-28", "2026-08-01", 5, "100.00", 100, "192.00", "48.00"],
      ["over_24_hours", "2026-08-02", "2026-09-26", 8, "245.00", 245, "303.80", "75.95"],
    ]);
    expect([s.totals.cassacolfAmount, s.totals.totalToPay]).toEqual(["20.70", "516.50"]);
  });
});

describe("Q3 2023 has 14 weeks", () => {
  /*
   * Saturdays 1 Jul … 30 Sep 2023 = 14 weeks (25 Jun–1 Jul … 24–30 Sep) × 54 h = 756 h.
   * 2023 >24 h: 1.15 (0.29): 756 × 1.15 = 869.40, worker 219.24; CAS.SA.COLF 756 × 0.06 = 45.36.
   * Total 914.76, due Tue 10 Oct 2023.
   */
  const t = liveIn("1200.00");
  const payslips = runMonths(contract({ startDate: "2023-01-02" }), [t], autoFill(t, "2023-06-01", "2023-10-10"), ["2023-07", "2023-08", "2023-09"]);
  const s = computeQuarterlyStatement({ quarter: "2023-Q3", contract: open, ...statementWeeks(payslips) });
  it("14 week flags and the amounts", () => {
    const p = s.payments[0]!;
    expect([p.weeks.length, p.weeks[0]?.weekStart, p.weeks[13]?.weekEnd, p.dueDate]).toEqual([14, "2023-06-25", "2023-09-30", "2023-10-10"]);
    expect(p.lines[0]).toMatchObject({ hours: 756, hourlyContribution: "1.15", amount: "869.40", employeeAmount: "219.24" });
    expect([s.totals.cassacolfAmount, s.totals.totalToPay]).toEqual(["45.36", "914.76"]);
  });
});

describe("termination on Sat 8 Aug 2026 with 14 days of notice paid by the employer (two cessation payments)", () => {
  /*
   * Worked period: weeks 28 Jun–1 Aug (5 × 20 h, bracket 2) and 2–8 Aug: 20 h + unused vacation hours
   *   credited to the last week = 27.22 h, which is over 24 h in that week → flat line (payslip's class).
   *   Line 1: 100 h × 1.92 = 192.00 (48.00); line 2: 28 h × 1.24 = 34.72 (8.68); CAS.SA.COLF 128 h → 7.68.
   *   Total 234.40, due 8 Aug + 10 = Tue 18 Aug 2026.
   * Notice (fine obbligo contributivo 22 Aug): 9–15 Aug and 16–22 Aug, 20 h each (scheduled hours of the
   *   notice days) = 40 h × 1.92 = 76.80 (19.20); CAS.SA.COLF 40 × 0.06 = 2.40 → 79.20, same due date.
   */
  const t = terms({ wage: "10.00" });
  const c = contract({ endDate: "2026-08-08" });
  const payslips = runMonths(c, [t], autoFill(t, "2026-06-01", "2026-08-08"), ["2026-07", "2026-08"], {
    "2026-08": { employmentEndDate: "2026-08-08", missingNoticeType: "EMPLOYER", missingNoticeDays: "14" },
  });
  const s = computeQuarterlyStatement({ quarter: "2026-Q3", employmentEndDate: "2026-08-08", contract: open, ...statementWeeks(payslips) });
  it("two payments", () => {
    expect(s.payments.map((p) => [p.employeeShare, p.employerShare])).toEqual([
      ["59.24", "175.16"],
      ["20.00", "59.20"],
    ]); // 56.68 + 2.56, 170.04 + 5.12; 19.20 + 0.80, 57.60 + 1.60
    expect(s.payments.map((p) => [p.kind, p.dueDate, p.periodStart, p.periodEnd, p.totalToPay])).toEqual([
      ["cessation_worked", "2026-08-18", "2026-06-28", "2026-08-08", "234.40"],
      ["cessation_notice", "2026-08-18", "2026-08-09", "2026-08-22", "79.20"],
    ]);
    expect(s.payments[0]!.lines.map((l) => [l.type, l.hours, l.amount, l.employeeAmount])).toEqual([
      ["bracket_2", 100, "192.00", "48.00"],
      ["over_24_hours", 28, "34.72", "8.68"],
    ]);
    expect(s.payments[1]!.lines.map((l) => [l.type, l.hours, l.amount, l.employeeAmount])).toEqual([["bracket_2", 40, "76.80", "19.20"]]);
    expect(s.totals.totalToPay).toBe("313.60");
  });
  it("the next quarter does not repeat the notice weeks", () => {
    const next = computeQuarterlyStatement({ quarter: "2026-Q4", employmentEndDate: "2026-08-08", contract: open, ...statementWeeks(payslips) });
    expect(next.totals.totalToPay).toBe("0.00");
  });
  it("splits by the isNoticePeriod flag as well as by date", () => {
    const w = statementWeeks(payslips);
    const flagged = w.inpsWeeks.map((x) => ({ ...x, isNoticePeriod: x.weekStart > "2026-08-08" }));
    const s2 = computeQuarterlyStatement({
      quarter: "2026-Q3",
      employmentEndDate: "2026-08-08",
      contract: open,
      inpsWeeks: flagged,
      cassacolfWeeks: w.cassacolfWeeks,
    });
    expect(s2.payments.map((p) => p.totalToPay)).toEqual(["234.40", "79.20"]);
  });
});

describe("annual statement 2025: live-in CS 1,250 €/month, board in kind, TFR advance in June, 13th in December", () => {
  /*
   * Hand calculation
   * 12 × 1,250.00 = 15,000.00; 13th = (1,250.00 + 171.60 board) × 12/12 = 1,421.60 → gross 16,421.60
   * (TFR advance 300.00 is separately taxed: listed apart).
   * Worker INPS: 52 weeks × 54 h × 0.31 = 52 × 16.74 = 870.48; CAS.SA.COLF 52 × 1.08 = 56.16.
   * Taxable (quadro C) = 16,421.60 − 870.48 − 56.16 = 15,494.96. Board in kind 12 × 171.60 = 2,059.20.
   * Net paid = 15,000 + 300 + 1,421.60 − 926.64 = 15,794.96.
   * Employer INPS 52 × (65.88 − 16.74) = 2,555.28 → deductible capped at 1,549.37; CAS.SA.COLF 52 × 2.16 = 112.32.
   */
  const t = liveIn();
  const c = contract({ startDate: "2024-09-02" });
  const periods = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);
  const ordinary = runMonths(c, [t], autoFill(t, "2024-12-29", "2026-01-03"), periods, { "2025-06": { severanceAnticipation: "300.00" } });
  const thirteenth: PayslipResult = calculatePayslip({
    contract: c,
    terms: [t],
    events: [],
    state: ordinary[11]!.nextState,
    options: { period: "2025-12", isThirteenth: true },
  });
  const toInput = (p: PayslipResult, kind: "ordinary" | "thirteenth") => ({
    period: p.period,
    kind,
    totalGross: p.totalGross,
    totalEmployeeInpsTaxes: p.totalEmployeeInpsTaxes,
    totalEmployeeCassacolfTaxes: p.totalEmployeeCassacolfTaxes,
    totalNet: p.totalNet,
    elements: [
      ...p.earningElements.map((e) => ({ section: "earning" as const, code: e.code, value: e.value })),
      ...p.imputedElements.map((e) => ({ section: "imputed" as const, code: e.code, value: e.value })),
      ...p.employerTaxesElements.map((e) => ({ section: "employer_tax" as const, code: e.code, value: e.value })),
    ],
  });
  const a = computeAnnualStatement({
    year: 2025,
    contract: { startDate: c.startDate, endDate: null, fixedTerm: false },
    payslips: [...ordinary.map((p) => toInput(p, "ordinary")), toInput(thirteenth, "thirteenth")],
  });
  it("the thirteenth payslip pays 1,421.60", () => {
    expect(thirteenth.totalGross).toBe("1421.60");
  });
  it("figures", () => {
    expect(a).toMatchObject({
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      daysOfEmployment: 365,
      contractType: "open_ended",
      contractTypeCode: 1,
      grossPaid: "16421.60",
      thirteenthPaid: "1421.60",
      boardInKind: "2059.20",
      boardCashIndemnity: "0.00",
      workerInpsWithheld: "870.48",
      workerCassacolfWithheld: "56.16",
      taxableIncome: "15494.96",
      netPaid: "15794.96",
      tfrTotal: "300.00",
      employer: { inpsEmployerShare: "2555.28", cassacolfEmployerShare: "112.32", deductibleContributions: "1549.37", deductibleCap: "1549.37" },
    });
    expect(a.tfr).toEqual([{ kind: "advance", period: "2025-06", amount: "300.00", revaluation: "0.00", accrualFromYear: 2024, accrualToYear: 2025 }]);
  });
  it("a contract ended mid-year: days of employment and fixed-term code", () => {
    const b = computeAnnualStatement({ year: 2025, contract: { startDate: "2025-03-10", endDate: "2025-06-30", fixedTerm: true }, payslips: [] });
    expect([b.periodStart, b.periodEnd, b.daysOfEmployment, b.contractTypeCode]).toEqual(["2025-03-10", "2025-06-30", 113, 2]);
  });
  it("a correction counts in the year it is paid: December's paid in February 2026 moves to 2026, the original stays in 2025", () => {
    const december = toInput(ordinary[11]!, "ordinary");
    const correction = {
      period: "2025-12",
      kind: "correction" as const,
      paidPeriod: "2026-02",
      totalGross: "36.00",
      totalEmployeeInpsTaxes: "1.92",
      totalEmployeeCassacolfTaxes: "0.08",
      totalNet: "34.00",
      elements: [],
    };
    const contract = { startDate: c.startDate, endDate: null, fixedTerm: false };
    const y2025 = computeAnnualStatement({ year: 2025, contract, payslips: [december, correction] });
    const alone = computeAnnualStatement({ year: 2025, contract, payslips: [december] });
    expect(y2025.grossPaid).toBe(alone.grossPaid);
    const y2026 = computeAnnualStatement({ year: 2026, contract, payslips: [december, correction] });
    expect([y2026.grossPaid, y2026.workerInpsWithheld, y2026.workerCassacolfWithheld, y2026.netPaid, y2026.months]).toEqual([
      "36.00",
      "1.92",
      "0.08",
      "34.00",
      [],
    ]);
    // paid in the year of its period: it counts there, its month once
    const sameYear = computeAnnualStatement({ year: 2025, contract, payslips: [december, { ...correction, paidPeriod: "2025-12" }] });
    expect(sameYear.grossPaid).toBe(dec(alone.grossPaid).plus(36).toFixed(2));
    expect(sameYear.months).toEqual(alone.months);
  });
});

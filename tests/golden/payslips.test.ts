/** Full payslips checked against hand calculations, and edge cases. */
import { describe, expect, it } from "vitest";
import { calculatePayslip, computeContributionWeeks, validateBeforeRun, italianPublicHolidays, PayrollError, type PayslipResult } from "@/lib/payroll";
import { dec, fmt2 } from "@/lib/payroll/money";
import { DEFAULT_RATES } from "@/lib/payroll/rates";
import { inpsHourly } from "@/lib/payroll/rules/inps";
import { autoFill, contract, ev, replaceOn, terms } from "../unit/payroll/fixtures";

const open = { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true };
const codes = (r: PayslipResult) => Object.fromEntries([...r.earningElements, ...r.deductionElements, ...r.imputedElements].map((e) => [e.code, e.value]));

describe("January 2025, hourly colf level B, 9.00 €/h, Mon–Fri 4 h, CUAF, hired 2024-01-08", () => {
  /*
   * Hand calculation
   * Work days: 23 weekdays in January 2025 − 2 holidays (Wed 1, Mon 6) = 21 days × 4 h = 84 h × 9.00 = 756.00
   * Holidays: 2 × (20 / 6 h) × 9.00 = 2 × 30.00 = 60.00           → gross 816.00
   * Seniority: hired 2024-01-08, first biennium completes 2026-01-07 → no increment
   * Effective wage 9.00 × 13/12 = 9.75 → 2025 bracket 2: 1.89 total, 0.48 worker, 1.41 employer
   * Weeks (Saturday in January): 29 Dec–4 Jan (30, 31 Dec + holiday 1 Jan 4 h + 2, 3 Jan) = 20 h,
   *   5–11 (holiday 6 Jan 4 h + 16 h) = 20 h, 12–18 = 20 h, 19–25 = 20 h; 26 Jan–1 Feb → next period.
   * INPS 80 h: total 151.20, worker 38.40, employer 112.80; CAS.SA.COLF 80 × 0.02 = 1.60, × 0.04 = 3.20
   * Net = 816.00 − 38.40 − 1.60 = 776.00; cost = 816.00 + 112.80 + 3.20 = 932.00
   * Accruals: 13th 780.00 / 12 = 65.00; TFR 780 × 13/12 / 13.5 = 62.59; vacation 26/12 = 2.17 days
   */
  const t = terms();
  const r = calculatePayslip({
    contract: contract(),
    terms: [t],
    events: autoFill(t, "2024-12-29", "2025-02-01"),
    state: null,
    options: { period: "2025-01" },
  });
  it("earnings", () => {
    expect(codes(r)).toEqual({ ORE_ORDINARIE: "756.00", FESTIVITA: "60.00" });
    expect(r.earningElements[0]?.periodDuration).toBe("84.00");
    expect(r.totalGross).toBe("816.00");
  });
  it("contribution weeks and INPS lines", () => {
    expect(r.inpsContributions.map((l) => [l.weekStart, l.weekEnd, l.hours, l.type, l.amount, l.isFromNextPeriod])).toEqual([
      ["2024-12-29", "2025-01-04", "20.00", "bracket_2", "37.80", false],
      ["2025-01-05", "2025-01-11", "20.00", "bracket_2", "37.80", false],
      ["2025-01-12", "2025-01-18", "20.00", "bracket_2", "37.80", false],
      ["2025-01-19", "2025-01-25", "20.00", "bracket_2", "37.80", false],
      ["2025-01-26", "2025-02-01", "20.00", "bracket_2", "0.00", true],
    ]);
    const l = r.inpsContributions[0]!;
    expect([l.effectiveWageRate, l.conventionalWage, l.hourlyTotal, l.hourlyEmployee, l.hourlyEmployer, l.rate, l.employeeRate, l.employerRate]).toEqual([
      "9.75",
      "9.48",
      "1.89",
      "0.48",
      "1.41",
      "0.199367",
      "0.050633",
      "0.148734",
    ]);
    expect(fmt2(dec(l.conventionalWage).times(l.rate))).toBe("1.89");
    expect(r.contributionWeeks).toHaveLength(5);
  });
  it("totals", () => {
    expect([
      r.totalEmployeeInpsTaxes,
      r.totalEmployeeCassacolfTaxes,
      r.totalEmployeeTaxes,
      r.totalEmployerTaxes,
      r.totalNet,
      r.totalCost,
      r.totalTaxableGross,
      r.totalDeductions,
    ]).toEqual(["38.40", "1.60", "40.00", "116.00", "776.00", "932.00", "776.00", "0.00"]);
    expect(r.ytdTotalNet).toBe("776.00");
  });
  it("accruals", () => {
    expect(r.thirteenthState).toMatchObject({ utilWage: "780.00", accrued: "65.00", totalLeft: "65.00" });
    expect(r.severanceState).toMatchObject({ accrued: "62.59", accruedThisYear: "62.59" });
    expect(r.vacationState).toMatchObject({ accrued: "2.17", used: "0.00", totalLeft: "2.17" });
    expect(r.rateTableVersion).toBe("2025 · INPS circ. 29/2025 · CCNL minimi 2025");
  });
});

describe("March 2025, live-in CS 1,250 €/month, Mon–Sat 9 h, board in kind", () => {
  /*
   * Hand calculation
   * Table A (cohabiting, 54 h); CS minimum 2025 1137.86 ≤ 1250.00. Hired 2024-09-02: no increment.
   * Gross = 1250.00; board in kind 6.60 × 26 = 171.60 (imputed, not paid)
   * Effective wage = (1250 + 171.60) × 13/12 / (54 × 52/12) = 6.58 (bracket irrelevant: weeks > 24 h)
   * Weeks with Saturday in March: 23 Feb–1 Mar, 2–8, 9–15, 16–22, 23–29 → 5 × 54 h = 270 h at 1.22 (0.31)
   * INPS: 5 × 65.88 = 329.40; worker 5 × 16.74 = 83.70; employer 245.70
   * CAS.SA.COLF: worker 270 × 0.02 = 5.40; employer 270 × 0.04 = 10.80
   * Net = 1250.00 − 83.70 − 5.40 = 1160.90; cost = 1250.00 + 245.70 + 10.80 = 1506.50
   * 13th: 1421.60 / 12 = 118.47; TFR: 1421.60 × 13/12 / 13.5 = 114.08
   */
  const t = terms({
    level: "CS",
    jobType: "carer_non_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage: "1250.00",
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  });
  const r = calculatePayslip({
    contract: contract({ startDate: "2024-09-02" }),
    terms: [t],
    events: autoFill(t, "2025-02-23", "2025-04-05"),
    state: null,
    options: { period: "2025-03" },
  });
  it("earnings and imputed board", () => {
    expect(r.earningElements.map((e) => [e.code, e.value])).toEqual([["RETRIBUZIONE_MENSILE", "1250.00"]]);
    expect(r.imputedElements.map((e) => [e.code, e.value])).toEqual([["VITTO_ALLOGGIO_NATURA", "171.60"]]);
    expect(r.totalGross).toBe("1250.00");
  });
  it("weeks, INPS, CAS.SA.COLF, totals", () => {
    const own = r.inpsContributions.filter((l) => !l.isFromNextPeriod);
    expect(own.map((l) => l.weekStart)).toEqual(["2025-02-23", "2025-03-02", "2025-03-09", "2025-03-16", "2025-03-23"]);
    expect(own.every((l) => l.type === "over_24_hours" && l.hours === "54.00" && l.amount === "65.88" && l.employeeAmount === "16.74")).toBe(true);
    expect(own[0]?.effectiveWageRate).toBe("6.58");
    expect(r.inpsContributions.at(-1)).toMatchObject({ weekStart: "2025-03-30", isFromNextPeriod: true, amount: "0.00" });
    expect([r.totalEmployeeInpsTaxes, r.totalEmployeeCassacolfTaxes, r.totalEmployerTaxes, r.totalNet, r.totalCost]).toEqual([
      "83.70",
      "5.40",
      "256.50",
      "1160.90",
      "1506.50",
    ]);
  });
  it("accruals include the board", () => {
    expect(r.thirteenthState).toMatchObject({ utilWage: "1421.60", accrued: "118.47" });
    expect(r.severanceState.accrued).toBe("114.08");
  });
});

describe("edge cases", () => {
  it("a month with no hours: zero pay, no contributions, but weeks listed", () => {
    const r = calculatePayslip({ contract: contract(), terms: [terms()], events: [], state: null, options: { period: "2025-03" } });
    expect([r.totalGross, r.totalNet, r.totalCost, r.totalEmployerTaxes]).toEqual(["0.00", "0.00", "0.00", "0.00"]);
    expect(r.inpsContributions.every((l) => l.hours === "0.00" && l.amount === "0.00")).toBe(true);
    expect(r.inpsContributions).toHaveLength(6);
  });
  it("bracket boundary 2025: 9.48 → bracket 1, 9.49 → bracket 2; 11.54 → 2, 11.55 → 3; 24 h banded, 24.01 h flat", () => {
    const b = (w: string, h = "20") => inpsHourly(2025, dec(h), dec(w), open, DEFAULT_RATES).bracket.id;
    expect([b("9.48"), b("9.49"), b("11.54"), b("11.55"), b("9.49", "24"), b("9.49", "24.01")]).toEqual([
      "bracket_1",
      "bracket_2",
      "bracket_2",
      "bracket_3",
      "bracket_2",
      "over_24_hours",
    ]);
    // through the pipeline: 8.75 €/h → 9.479 → 9.48 (bracket 1); 8.76 → 9.49 (bracket 2)
    const run = (w: string) =>
      calculatePayslip({
        contract: contract(),
        terms: [terms({ wage: w })],
        events: autoFill(terms({ wage: w }), "2025-03-02", "2025-04-05"),
        state: null,
        options: { period: "2025-03" },
      }).inpsContributions[1]!;
    expect([run("8.75").effectiveWageRate, run("8.75").type, run("8.76").effectiveWageRate, run("8.76").type]).toEqual([
      "9.48",
      "bracket_1",
      "9.49",
      "bracket_2",
    ]);
  });
  it("fixed-term surcharge unless replacing an absent worker; no CUAF column", () => {
    expect(inpsHourly(2025, dec(20), dec("9.75"), { ...open, fixedTerm: true }, DEFAULT_RATES).hourlyTotal.toFixed(2)).toBe("2.03");
    expect(inpsHourly(2025, dec(20), dec("9.75"), { ...open, fixedTerm: true, replacesAbsentWorker: true }, DEFAULT_RATES).hourlyTotal.toFixed(2)).toBe("1.89");
    expect(inpsHourly(2025, dec(20), dec("9.75"), { ...open, cuafDue: false }, DEFAULT_RATES).hourlyTotal.toFixed(2)).toBe("1.90");
  });
  it("week straddling a year uses the table of its Saturday (Dec 2025 payslip: week 28 Dec–3 Jan deferred with 2026 rates; Jan 2026 pays it)", () => {
    const t = terms();
    const dec25 = calculatePayslip({
      contract: contract(),
      terms: [t],
      events: autoFill(t, "2025-11-30", "2026-01-03"),
      state: null,
      options: { period: "2025-12" },
    });
    const last = dec25.inpsContributions.at(-1)!;
    expect([last.weekStart, last.weekEnd, last.isFromNextPeriod, last.tableYear]).toEqual(["2025-12-28", "2026-01-03", true, 2026]);
    const jan26 = calculatePayslip({
      contract: contract(),
      terms: [{ ...t, wage: "9.00" }],
      events: autoFill(t, "2025-12-28", "2026-02-07"),
      state: dec25.nextState,
      options: { period: "2026-01" },
    });
    const first = jan26.inpsContributions[0]!;
    // 29, 30, 31 Dec work + 1 Jan holiday (Thu, 4 h) + 2 Jan = 20 h at 2026 bracket 2 (9.61 < 9.75 ≤ 11.70): 1.92
    expect([first.weekStart, first.hours, first.hourlyTotal, first.amount, first.isFromNextPeriod]).toEqual(["2025-12-28", "20.00", "1.92", "38.40", false]);
    expect(jan26.rateTableVersion).toBe("2026 · INPS circ. 9/2026 · CCNL minimi 2026");
  });
  it("hiring mid-week: the first week starts on the hiring day; termination mid-week: last week ends that day and is not deferred", () => {
    const t = terms();
    const k = contract({ startDate: "2025-03-12", endDate: "2025-04-16" });
    const mar = calculatePayslip({
      contract: k,
      terms: [t],
      events: autoFill(t, "2025-03-09", "2025-04-05", { startDate: "2025-03-12" }),
      state: null,
      options: { period: "2025-03" },
    });
    expect(mar.inpsContributions[0]).toMatchObject({ weekStart: "2025-03-12", weekEnd: "2025-03-15", hours: "12.00" });
    expect(mar.startDate).toBe("2025-03-12");
    const apr = calculatePayslip({
      contract: k,
      terms: [t],
      events: autoFill(t, "2025-03-30", "2025-04-16"),
      state: mar.nextState,
      options: { period: "2025-04", employmentEndDate: "2025-04-16" },
    });
    const last = apr.inpsContributions.at(-1)!;
    expect([last.weekStart, last.weekEnd, last.isFromNextPeriod]).toEqual(["2025-04-13", "2025-04-16", false]);
    expect(apr.isEmploymentEnded).toBe(true);
    expect(apr.earningElements.map((e) => e.code)).toContain("TREDICESIMA_RATEI");
    expect(apr.severanceState.totalLeft).toBe("0.00");
    // April 2025 has 16 days of service (≥ 15) → counts; March 20 days → counts
    expect(apr.thirteenthState.accrued).toBe("65.00");
  });
  it("holiday on Sunday for an hourly worker is paid once (1/6 weekly hours); 2026-10-04 and 11-01 are Sundays", () => {
    expect(italianPublicHolidays(2026).filter((h) => h.date === "2026-10-04" || h.date === "2026-11-01")).toHaveLength(2);
    const t = terms({ wage: "9.50" });
    const r = calculatePayslip({
      contract: contract(),
      terms: [t],
      events: autoFill(t, "2026-09-27", "2026-10-31"),
      state: null,
      options: { period: "2026-10" },
    });
    expect(r.earningElements.find((e) => e.code === "FESTIVITA")?.periodDuration).toBe("3.333333");
    expect(r.earningElements.find((e) => e.code === "FESTIVITA")?.value).toBe("31.67");
    // rules-update §1d default: the holiday counts the hours scheduled that day, 0 on the unscheduled
    // Sunday → week 4–10 Oct = 5 × 4 = 20; `paid` setting: + weekly/6 = 20 + 3.33
    expect(r.inpsContributions.find((l) => l.weekStart === "2026-10-04")?.hours).toBe("20.00");
    const paid = calculatePayslip({
      contract: contract(),
      terms: [t],
      events: autoFill(t, "2026-09-27", "2026-10-31"),
      state: null,
      options: { period: "2026-10" },
      settings: { holidayContributionHours: "paid" },
    });
    expect(paid.inpsContributions.find((l) => l.weekStart === "2026-10-04")?.hours).toBe("23.33");
  });
  it("February in a leap year (2024): 29 days, weeks with Saturday 3, 10, 17, 24 Feb; 2 Mar deferred", () => {
    const t = terms({ wage: "9.00" });
    const r = calculatePayslip({
      contract: contract({ startDate: "2023-01-02" }),
      terms: [t],
      events: autoFill(t, "2024-01-28", "2024-03-02"),
      state: null,
      options: { period: "2024-02" },
    });
    expect(r.endDate).toBe("2024-02-29");
    expect(r.inpsContributions.map((l) => [l.weekEnd, l.isFromNextPeriod])).toEqual([
      ["2024-02-03", false],
      ["2024-02-10", false],
      ["2024-02-17", false],
      ["2024-02-24", false],
      ["2024-03-02", true],
    ]);
    expect(r.earningElements.find((e) => e.code === "ORE_ORDINARIE")?.periodDuration).toBe("84.00"); // 21 weekdays × 4 h
    const w = computeContributionWeeks({
      contract: contract({ startDate: "2023-01-02" }),
      terms: [t],
      events: autoFill(t, "2024-01-28", "2024-03-02"),
      startDate: "2024-02-01",
      endDate: "2024-02-29",
    });
    expect(w.at(-1)).toEqual({ hours: "20.00", weekStart: "2024-02-25", weekEnd: "2024-03-02", isFromNextPeriod: true });
  });
  it("sickness across a month end continues the episode (days 4+ at 100 % in the next month)", () => {
    const t = terms();
    const k = contract({ startDate: "2024-03-01" });
    const sick = ["2025-03-28", "2025-03-29", "2025-03-30", "2025-03-31", "2025-04-01", "2025-04-02"];
    const events = replaceOn(autoFill(t, "2025-02-23", "2025-05-03"), sick, (d) => ev(d, "sick_half", "0"));
    const mar = calculatePayslip({ contract: k, terms: [t], events, state: null, options: { period: "2025-03" } });
    expect([mar.sickState.paidHalfDays, mar.sickState.paidFullDays]).toEqual(["3.00", "1.00"]);
    const apr = calculatePayslip({ contract: k, terms: [t], events, state: mar.nextState, options: { period: "2025-04" } });
    expect([apr.sickState.paidHalfDays, apr.sickState.paidFullDays, apr.sickState.totalPaidFullDays]).toEqual(["0.00", "2.00", "3.00"]);
    expect(apr.earningElements.find((e) => e.code === "MALATTIA_100")?.value).toBe("72.00"); // Tue + Wed 4 h at 9.00
    expect(apr.warnings.map((w) => w.code)).toContain("sick_subtype_reclassified");
  });
  it("a second sickness episode within 365 days continues the paid-day counter (8 days for ≤ 6 months of service)", () => {
    const t = terms();
    const k = contract({ startDate: "2025-01-07" });
    const ep1 = ["2025-02-03", "2025-02-04", "2025-02-05", "2025-02-06", "2025-02-07", "2025-02-08"]; // 6 paid days
    const ep2 = ["2025-03-10", "2025-03-11", "2025-03-12", "2025-03-13"]; // 2 paid (half), then unpaid
    const events = replaceOn(
      replaceOn(autoFill(t, "2025-01-05", "2025-04-05", { startDate: "2025-01-07" }), ep1, (d) => ev(d, "sick_full", "0")),
      ep2,
      (d) => ev(d, "sick_full", "0"),
    );
    const jan = calculatePayslip({ contract: k, terms: [t], events, state: null, options: { period: "2025-01" } });
    const feb = calculatePayslip({ contract: k, terms: [t], events, state: jan.nextState, options: { period: "2025-02" } });
    expect([feb.sickState.paidHalfDays, feb.sickState.paidFullDays]).toEqual(["3.00", "3.00"]);
    const mar = calculatePayslip({ contract: k, terms: [t], events, state: feb.nextState, options: { period: "2025-03" } });
    expect([mar.sickState.paidHalfDays, mar.sickState.paidFullDays, mar.sickState.nonPaidDays]).toEqual(["2.00", "0.00", "2.00"]);
    expect(mar.earningElements.find((e) => e.code === "MALATTIA_50")?.value).toBe("36.00");
    // unpaid days carry no contributory hours: week 9–15 Mar = Mon/Tue sick paid 8 h + Fri 4 h
    expect(mar.inpsContributions.find((l) => l.weekStart === "2025-03-09")?.hours).toBe("12.00");
    expect(mar.sickState.totalNonPaidDays).toBe("2.00");
  });
  it("years without tables are an error in the run and in validate-before-run", () => {
    expect(() =>
      calculatePayslip({ contract: contract({ startDate: "2029-01-01" }), terms: [terms()], events: [], state: null, options: { period: "2029-02" } }),
    ).toThrow(PayrollError);
    expect(validateBeforeRun({ contract: contract(), terms: [terms()], period: "2029-02" }).errors.map((e) => e.code)).toContain("rates_missing_for_year");
  });
  it("custom items, accommodation overrides, TFR advance warning, thirteenth payslip resets the counter", () => {
    const t = terms();
    const r = calculatePayslip({
      contract: contract(),
      terms: [t],
      events: autoFill(t, "2025-02-23", "2025-04-05"),
      state: null,
      options: {
        period: "2025-03",
        customEarnings: [{ name: "Rimborso spese", periodType: "period", periodDuration: "1", value: "25.00" }],
        customDeductions: [{ name: "Prestito", periodType: "period", periodDuration: "1", value: "50.00" }],
        customImputedElements: [{ name: "Auto aziendale", periodType: "month", periodDuration: "1", value: "10.00" }],
        accommodationInNature: "30.00",
      },
    });
    expect(r.totalDeductions).toBe("50.00");
    expect(r.imputedElements.map((e) => e.value)).toEqual(["10.00", "30.00"]);
    expect(r.totalNet).toBe(fmt2(dec(r.totalGross).minus(50).minus(r.totalEmployeeTaxes)));
  });
});

describe("validate-before-run", () => {
  it("wage below the CCNL minimum names the minimum", () => {
    const v = validateBeforeRun({ contract: contract(), terms: [terms({ wage: "6.50" })], period: "2025-03" });
    expect(v.valid).toBe(false);
    const e = v.errors.find((x) => x.code === "wage_below_minimum");
    expect(e?.message).toContain("6.68");
  });
  it("period before start / after end, no schedule, level not in table, warnings", () => {
    const v1 = validateBeforeRun({ contract: contract({ startDate: "2025-05-01" }), terms: [terms()], period: "2025-03" });
    expect(v1.errors.map((e) => e.code)).toEqual(expect.arrayContaining(["period_before_contract_start", "contract_not_active_in_period"]));
    const v2 = validateBeforeRun({ contract: contract({ endDate: "2025-01-31" }), terms: [terms()], period: "2025-03" });
    expect(v2.errors.map((e) => e.code)).toContain("period_after_contract_end");
    const v3 = validateBeforeRun({ contract: contract(), terms: [terms({ weeklySchedule: ["0", "0", "0", "0", "0", "0", "0"] })], period: "2025-03" });
    expect(v3.errors.map((e) => e.code)).toContain("no_weekly_schedule");
    const v4 = validateBeforeRun({
      contract: contract(),
      terms: [terms({ jobType: "night_assistance", level: "B", payBasis: "monthly", wage: "2000" })],
      period: "2025-03",
    });
    // the contract check's reason (lib/payroll/ccnl.ts): level B does not fit night assistance (BS, CS, DS)
    expect(v4.errors.map((e) => e.code)).toContain("level_not_allowed_for_job");
    const t = terms();
    const v5 = validateBeforeRun({
      contract: contract(),
      terms: [t],
      period: "2025-03",
      events: [
        ev("2025-03-08", "regular_work", "4"),
        ev("2025-03-10", "regular_work", "9"),
        ...autoFill(terms({ weeklySchedule: ["9", "9", "9", "9", "9", "0", "0"] }), "2025-03-16", "2025-03-22"),
      ],
      facts: { workerFiscalCode: null, periodsWithoutPayslip: ["2025-02"] },
    });
    expect(v5.valid).toBe(true);
    expect(v5.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining([
        "event_outside_schedule",
        "day_over_ccnl_limit",
        "week_over_ccnl_limit",
        "missing_fiscal_code",
        "earlier_periods_without_payslip",
      ]),
    );
  });
});

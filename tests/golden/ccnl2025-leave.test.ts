/**
 * CCNL 2025 leave items (docs/domain/rules-update.md §8), figures computed by hand here:
 * - parental leave: up to 4 months, unpaid, "senza maturazione di alcun istituto retributivo
 *   diretto e indiretto" → the days are deducted (cash / 30 for a monthly worker), accrue no
 *   13th, TFR or vacation, and carry 0 INPS hours;
 * - the father's 2 days of paid permit at the birth of a child → paid like a permit, contributory.
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, checkTermsAgainstCcnl, validateBeforeRun, type PayslipResult } from "@/lib/payroll";
import { dec, fmt2, round2 } from "@/lib/payroll/money";
import { autoFill, contract, days, ev, replaceOn, terms } from "../unit/payroll/fixtures";

const money = (x: ReturnType<typeof dec>) => fmt2(round2(x));
const line = (r: PayslipResult, code: string) => [...r.earningElements, ...r.deductionElements].find((e) => e.code === code);
const week = (r: PayslipResult, start: string) => r.inpsContributions.find((w) => w.weekStart === start)?.hours;

describe("parental leave, CCNL 2025: unpaid, no accruals, no INPS hours", () => {
  // live-in BS, 1,200.00 cash, board in kind 2026: (2.33 + 2.33 + 2.00) × 30 = 199.80 (§8, art. 36 c. 3)
  const liveIn = terms({
    level: "BS",
    jobType: "carer_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage: "1200.00",
    seniorityIncrements: 0,
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  });
  const k = contract({ startDate: "2020-01-07" });
  const month = autoFill(liveIn, "2026-03-29", "2026-05-02");
  const withLeave = replaceOn(month, days("2026-04-01", 10), (d) => ev(d, "parental_leave", "0"));
  const run = (events: typeof month) => calculatePayslip({ contract: k, terms: [liveIn], events, state: null, options: { period: "2026-04" } });

  it("10 days in April 2026 (30 days): 10 × 1,200.00 / 30 = 400.00 deducted; gross 800.00", () => {
    const r = run(withLeave);
    expect(line(r, "CONGEDO_PARENTALE")?.value).toBe(money(dec("1200.00").div(30).times(10).negated()));
    expect(line(r, "CONGEDO_PARENTALE")?.value).toBe("-400.00");
    expect(r.totalGross).toBe("800.00");
  });

  it("13th, TFR and vacation accrue on the 20 days of service only", () => {
    const full = run(month);
    const r = run(withLeave);
    const global = dec("1200.00").plus(dec("6.66").times(30)); // 1,399.80
    expect(full.thirteenthState.utilWage).toBe(fmt2(global));
    // 13th: 1,399.80 / 12 = 116.65 a full month; × 20/30 = 77.77
    expect(full.thirteenthState.accrued).toBe(money(global.div(12)));
    expect(r.thirteenthState.accrued).toBe(money(global.div(12).times(20).div(30)));
    expect(r.thirteenthState.accrued).toBe("77.77");
    // TFR: (1,399.80 × 13/12) / 13.5 = 112.33 a full month; × 20/30 = 74.89
    expect(full.severanceState.accrued).toBe(money(global.times(13).div(12).div("13.5")));
    expect(r.severanceState.accrued).toBe(money(global.times(13).div(12).times(20).div(30).div("13.5")));
    expect(r.severanceState.accrued).toBe("74.89");
    // vacation: 26 / 12 = 2.17 days a full month; × 20/30 = 1.44
    expect(full.vacationState.accrued).toBe(money(dec(26).div(12)));
    expect(r.vacationState.accrued).toBe(money(dec(26).div(12).times(20).div(30)));
  });

  it("INPS hours: the leave days count 0 (week of 29 Mar: Mon–Tue worked = 18 h; week of 5 Apr: only Saturday 11 = 9 h)", () => {
    const r = run(withLeave);
    expect(week(r, "2026-03-29")).toBe("18.00");
    expect(week(r, "2026-04-05")).toBe("9.00");
    expect(week(r, "2026-04-12")).toBe("54.00");
  });
});

describe("the father's birth permit, CCNL 2025: 2 paid days", () => {
  const colf = terms(); // Mon–Fri 4 h at 9.00
  const k = contract({ startDate: "2024-01-08" });
  const month = autoFill(colf, "2026-03-01", "2026-04-04");

  it("Mon 9 and Tue 10 March 2026, 4 h each: 8 × 9.00 = 72.00 paid as the permit; gross and the week's 20 INPS hours unchanged", () => {
    const events = replaceOn(month, ["2026-03-09", "2026-03-10"], (d) => ev(d, "birth_permit", "4"));
    const full = calculatePayslip({ contract: k, terms: [colf], events: month, state: null, options: { period: "2026-03" } });
    const r = calculatePayslip({ contract: k, terms: [colf], events, state: null, options: { period: "2026-03" } });
    expect(line(r, "PERMESSO_NASCITA")?.value).toBe(money(dec(8).times("9.00")));
    expect(line(r, "PERMESSO_NASCITA")?.value).toBe("72.00");
    expect(r.totalGross).toBe(full.totalGross);
    expect(week(r, "2026-03-08")).toBe("20.00");
  });

  it("validate-before-run flags a third day in the month (2 per birth), without blocking", () => {
    const two = replaceOn(month, ["2026-03-09", "2026-03-10"], (d) => ev(d, "birth_permit", "4"));
    expect(validateBeforeRun({ contract: k, terms: [colf], period: "2026-03", events: two }).warnings.map((w) => w.code)).not.toContain(
      "birth_permit_over_two_days",
    );
    const three = replaceOn(month, ["2026-03-09", "2026-03-10", "2026-03-11"], (d) => ev(d, "birth_permit", "4"));
    const v = validateBeforeRun({ contract: k, terms: [colf], period: "2026-03", events: three });
    expect(v.valid).toBe(true);
    expect(v.warnings.find((w) => w.code === "birth_permit_over_two_days")).toMatchObject({ params: { days: "3", max: "2" } });
  });
});

describe("UNI 11766 certification allowance (Table L, rules-update §8): 30.27 €/month in 2026 for B, BS, CS", () => {
  const uni = (r: PayslipResult) => r.earningElements.find((e) => e.code === "IND_UNI11766");

  it("live-in BS, monthly pay, certified through 2026: 30.27 on top of the wage", () => {
    const liveIn = terms({
      level: "BS",
      jobType: "carer_self_sufficient",
      cohabiting: true,
      payBasis: "monthly",
      wage: "1200.00",
      seniorityIncrements: 0,
      weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
      board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      uniCertifiedUntil: "2026-12-31",
    });
    const r = calculatePayslip({
      contract: contract({ startDate: "2020-01-07" }),
      terms: [liveIn],
      events: autoFill(liveIn, "2026-03-01", "2026-03-31"),
      state: null,
      options: { period: "2026-03" },
    });
    expect(uni(r)?.value).toBe("30.27");
    expect(r.totalGross).toBe(money(dec("1200.00").plus("30.27")));
  });

  it("hourly colf B (default: the full monthly amount): 30.27 for March 2026; certification ending 15 March: 30.27 × 15/31 = 14.65; expired: nothing", () => {
    const k = contract({ startDate: "2024-01-08" });
    const run = (until: string) => {
      const t = terms({ uniCertifiedUntil: until });
      return calculatePayslip({ contract: k, terms: [t], events: autoFill(t, "2026-03-01", "2026-04-04"), state: null, options: { period: "2026-03" } });
    };
    expect(uni(run("2027-06-30"))?.value).toBe("30.27");
    expect(uni(run("2026-03-15"))?.value).toBe(money(dec("30.27").times(15).div(31)));
    expect(uni(run("2026-03-15"))?.value).toBe("14.65");
    expect(uni(run("2025-12-31"))).toBeUndefined();
    // the 13th/TFR base takes the allowance for the certified days only (rules-update-3 A3 + A15):
    // schedule figure 9.00 × 20 h × 52/12 = 780.00, seniority 24.30 → 804.30; certified to 15 March:
    // 804.30 + 30.27 × 15/31 (14.647) = 818.947 → 818.95; TFR base 818.947 × 13/12 = 887.19
    expect(run("2027-06-30").thirteenthState.utilWage).toBe("834.57");
    expect(run("2026-03-15").thirteenthState.utilWage).toBe("818.95");
    expect(run("2026-03-15").severanceState.utilWage).toBe("887.19");
  });

  it("other levels are refused by the contract check", () => {
    const shape = {
      level: "C" as const,
      jobType: "domestic_help" as const,
      cohabiting: false,
      payBasis: "hourly" as const,
      wage: "9.00",
      weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" },
      board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
    };
    const issues = checkTermsAgainstCcnl(
      { ...shape, allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false, uniCertifiedUntil: "2026-12-31" } },
      "2026-01-01",
    ).issues;
    expect(issues.map((i) => [i.path, i.code])).toContainEqual(["/allowances/uniCertifiedUntil", "uni_allowance_level"]);
  });
});

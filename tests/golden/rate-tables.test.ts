/**
 * Rate tables as dated data (docs/rate-tables.md; docs/domain/rules-update-3.md A11): the renewal's
 * step on 1 September 2028 (a mid-year table), a version starting inside a month applied day by day
 * (a test registry moves the step to the 16th), the provisional 2027 and 2028 tables computed from
 * 2026 as the renewal says, and the version ids a payslip names. Hand calculations in the comments.
 */
import { describe, expect, it } from "vitest";
import {
  calculatePayslip,
  ccnlMinimum,
  checkRegistry,
  DEFAULT_RATES,
  rateRegistry,
  ratesForDate,
  SHIPPED_RATE_VERSIONS,
  versionAt,
  type AnyRateTableVersion,
  type PayslipResult,
} from "@/lib/payroll";
import { Decimal, dec } from "@/lib/payroll/money";
import { autoFill, contract, terms } from "../unit/payroll/fixtures";

const k = contract({ startDate: "2028-01-03" });
/** an hourly colf, level B, 4 h Monday–Friday, paid the CCNL minimum of the day (superminimo 0) */
const colf = terms({ effectiveFrom: "2028-01-03", superminimo: "0.00" });
/** a live-in carer CS, monthly, 54 h, board and lodging in kind, paid the CCNL minimum of the day */
const carer = terms({
  effectiveFrom: "2028-01-03",
  level: "CS",
  jobType: "carer_non_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1244.84",
  superminimo: "0.00",
  weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
});

/** the shipped versions with the 1 September 2028 step moved to the 16th: a step inside a month */
const stepOn16th = rateRegistry(
  SHIPPED_RATE_VERSIONS.map((v) =>
    v.effectiveFrom === "2028-09-01" ? ({ ...v, id: v.id.replace("2028-09-01", "2028-09-16"), effectiveFrom: "2028-09-16" } as AnyRateTableVersion) : v,
  ),
);

const lines = (r: PayslipResult, code: string) => r.earningElements.filter((e) => e.code === code).map((e) => [e.periodDuration, e.rate, e.value]);
const ccnlIds = (r: PayslipResult) => r.rateTableVersions.filter((id) => id.startsWith("ccnl-"));

describe("the 2028 steps of the renewal (rules-update-3 A11): provisional tables", () => {
  it("BS live-in: 1,053.39 (2026) + 30 = 1,083.39 from 1 Jan 2027, + 15 = 1,098.39 from 1 Jan 2028, + 15 = 1,113.39 from 1 Sep 2028", () => {
    expect(["2026-12-31", "2027-01-01", "2028-01-01", "2028-08-31", "2028-09-01", "2028-12-31"].map((d) => ccnlMinimum("BS", "A", d)?.amount)).toEqual([
      "1053.39",
      "1083.39",
      "1098.39",
      "1098.39",
      "1113.39",
      "1113.39",
    ]);
    expect(ccnlMinimum("BS", "A", "2028-09-01")).toMatchObject({ versionId: "ccnl-minimums@2028-09-01~provisional", provisional: true });
    expect(ccnlMinimum("BS", "A", "2026-06-01")).toMatchObject({ versionId: "ccnl-minimums@2026-01-01", provisional: false });
    expect(ratesForDate("2028-08-31").key).not.toBe(ratesForDate("2028-09-01").key);
    // the INPS table is yearly: the same version before and after the CCNL step
    expect(ratesForDate("2028-09-01").inps.brackets).toBe(ratesForDate("2028-01-01").inps.brackets);
  });

  it("every other figure is re-proportioned with the BS step: 2027 = 2026 × (1053.39 + 30) / 1053.39, rounded half-up to the cent", () => {
    const f = new Decimal("1083.39").div("1053.39");
    const v26 = versionAt("ccnl-minimums", "2026-06-01")!.data;
    const v27 = versionAt("ccnl-minimums", "2027-06-01")!.data;
    for (const t of ["tableA", "tableB", "tableC", "tableD", "tableG"] as const) {
      for (const [level, amount] of Object.entries(v26[t])) {
        expect([t, level, (v27[t] as Record<string, string>)[level]]).toEqual([
          t,
          level,
          dec(amount!).times(f).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        ]);
      }
    }
    // e.g. CS live-in 1,193.84 × 1.0284795 = 1,227.84; hourly B 7.01 × 1.0284795 = 7.2096 → 7.21; night presence 811.09 → 834.19
    expect([v27.tableA.CS, v27.tableC.B, v27.tableE]).toEqual(["1227.84", "7.21", "834.19"]);
    // allowances follow the step; the UNI 11766 allowance (a fixed € 30 uprated by ISTAT only) does not
    const a27 = versionAt("ccnl-allowances", "2027-06-01")!.data;
    expect([a27.functionAllowanceMonthly, a27.babysitterAllowance.liveInFullTimeMonthly, a27.uniCertificationAllowanceMonthly.B]).toEqual([
      "213.60",
      "142.49",
      "30.27",
    ]);
    // board and lodging, INPS and CAS.SA.COLF carry 2026 over until their 2027 tables ship
    expect(versionAt("inps", "2027-06-01")).toMatchObject({ status: "provisional", data: { brackets: versionAt("inps", "2026-06-01")!.data.brackets } });
    expect(versionAt("board-lodging", "2027-06-01")?.data.lunchOrBreakfast).toBe("2.33");
  });

  it("the shipped registry passes the load check, 2027 and 2028 included, and every provisional figure is marked derived", () => {
    expect(checkRegistry(DEFAULT_RATES)).toEqual([]);
    for (const v of SHIPPED_RATE_VERSIONS.filter((x) => x.status === "provisional" && x.table === "ccnl-minimums")) expect(v.derived).toContain("tableA.BS");
  });
});

describe("a version starting inside a period is applied day by day", () => {
  it("monthly live-in CS: August 2028 pays 1,244.84, September 1,261.84 (the step on 1 September: whole months)", () => {
    const run = (period: string) =>
      calculatePayslip({ contract: k, terms: [carer], events: autoFill(carer, "2028-07-30", "2028-10-07"), state: null, options: { period } });
    const aug = run("2028-08");
    const sep = run("2028-09");
    expect(lines(aug, "RETRIBUZIONE_MENSILE")).toEqual([["1.00", "1244.84", "1244.84"]]);
    expect(lines(sep, "RETRIBUZIONE_MENSILE")).toEqual([["1.00", "1261.84", "1261.84"]]);
    expect(ccnlIds(aug)).toEqual(["ccnl-allowances@2028-01-01~provisional", "ccnl-minimums@2028-01-01~provisional"]);
    expect(ccnlIds(sep)).toEqual(["ccnl-allowances@2028-09-01~provisional", "ccnl-minimums@2028-09-01~provisional"]);
    // computed on provisional tables: the clerk is told the payslip will need running again or correcting
    expect(sep.warnings.find((w) => w.code === "rates_provisional")?.params?.versions).toBe(
      sep.rateTableVersions.filter((id) => id.endsWith("~provisional")).join(", "),
    );
    expect(sep.rateTableVersions).toEqual([
      "board-lodging@2028-01-01~provisional",
      "cassacolf@2028-01-01~provisional",
      "ccnl-allowances@2028-09-01~provisional",
      "ccnl-minimums@2028-09-01~provisional",
      "holidays@2028-01-01",
      "inps@2028-01-01~provisional",
    ]);
  });

  it("monthly, a step on 16 September: 15/30 of 1,244.84 + 15/30 of 1,261.84 = 622.42 + 630.92 = 1,253.34", () => {
    // September has 30 days: 1–15 on the old table, 16–30 on the new one; a full month divides by its
    // own days (30), each part rounded once: 15 × 41.494667 = 622.42, 15 × 42.061333 = 630.92.
    // Board in kind is the same in both parts (6.66 × 30 = 199.80, one line).
    const sep = calculatePayslip({
      contract: k,
      terms: [carer],
      events: autoFill(carer, "2028-08-27", "2028-10-07"),
      state: null,
      options: { period: "2028-09" },
      rates: stepOn16th,
    });
    expect(lines(sep, "RETRIBUZIONE_MENSILE")).toEqual([
      ["15.00", "41.494667", "622.42"],
      ["15.00", "42.061333", "630.92"],
    ]);
    expect(sep.totalGross).toBe("1253.34");
    expect(sep.imputedElements.map((e) => [e.code, e.value])).toEqual([["VITTO_ALLOGGIO_NATURA", "199.80"]]);
    expect(ccnlIds(sep)).toEqual([
      "ccnl-allowances@2028-01-01~provisional",
      "ccnl-allowances@2028-09-16~provisional",
      "ccnl-minimums@2028-01-01~provisional",
      "ccnl-minimums@2028-09-16~provisional",
    ]);
  });

  it("hourly, a step on 16 September: the hours worked on each side at their own rate (44 h × 7.31 + 40 h × 7.41)", () => {
    // Mon–Fri 4 h. 1–15 Sep 2028: Fri 1, 4–8, 11–15 = 11 days = 44 h × 7.31 = 321.64;
    // 16–30 Sep: 18–22, 25–29 = 10 days = 40 h × 7.41 = 296.40; gross 618.04.
    const sep = calculatePayslip({
      contract: k,
      terms: [colf],
      events: autoFill(colf, "2028-08-27", "2028-10-07"),
      state: null,
      options: { period: "2028-09" },
      rates: stepOn16th,
    });
    expect(lines(sep, "ORE_ORDINARIE")).toEqual([
      ["44.00", "7.31", "321.64"],
      ["40.00", "7.41", "296.40"],
    ]);
    expect(sep.totalGross).toBe("618.04");
  });

  it("December 2028: the week of 31 Dec – 6 Jan has no 2029 tables yet; it is shown with the 2028 ones and a warning", () => {
    const dec28 = calculatePayslip({
      contract: k,
      terms: [colf],
      events: autoFill(colf, "2028-11-26", "2029-01-06"),
      state: null,
      options: { period: "2028-12" },
    });
    expect(dec28.warnings.map((w) => w.code)).toContain("rates_missing_for_deferred_week");
    expect(dec28.inpsContributions.at(-1)).toMatchObject({ weekStart: "2028-12-31", isFromNextPeriod: true, tableYear: 2028 });
  });
});

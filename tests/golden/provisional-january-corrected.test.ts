/**
 * A provisional January corrected in February when the final tables ship (docs/rate-tables.md,
 * docs/corrections.md; docs/domain/rules-update-3.md A11–A12). January 2027 is first computed on the
 * shipped provisional 2027 tables; in February the Ministry's CCNL minimums and the INPS circular are
 * "published" (a test registry: the two provisional versions replaced by published ones under the ids
 * without `~provisional`); January is computed again on them and the correcting payslip's line-by-line
 * difference (correctionDifference) is checked against the hand calculation below.
 *
 * The published figures are invented for the test, shaped like the real ones:
 * - CCNL minimums 2027: the provisional table (the renewal step, no ISTAT uprating) uprated by 0.81 %
 *   (90 % of a 0.9 % FOI change), every figure of every table and level × 1.0081 rounded half-up:
 *   hourly level B (table C) 7.21 × 1.0081 = 7.268401 → 7.27; live-in CS (table A) 1,227.84 × 1.0081 =
 *   1,237.785504 → 1,237.79.
 * - INPS 2027: the same rates (19.9675 % with CUAF), new bands and conventional wages: bracket 1 up to
 *   9.73 on a conventional wage of 8.63 → 8.63 × 0.199675 = 1.7232 → 1.72 €/h (worker 0.44, employer
 *   1.28; provisional = 2026: 1.70, worker 0.43, employer 1.27); over 24 hours a week on 6.28 → 1.25
 *   €/h (worker 0.31 as before, employer 0.94; provisional 1.24 = 0.31 + 0.93). Every cell is
 *   conventional wage × rate, so the registry passes checkRegistry.
 * - Allowances, board and lodging, CAS.SA.COLF (0.02 + 0.04 €/h) and holidays stay the provisional
 *   2027 versions (carried over from 2026).
 *
 * Both workers have been employed since 1 October 2026 and earn the CCNL minimum (superminimo 0).
 * January 2027: Friday 1 (New Year) and Wednesday 6 (Epiphany) are holidays. The INPS and CAS.SA.COLF
 * weeks of the January payslip are the five whose Saturday falls in January: 27 Dec – 2 Jan, 3–9,
 * 10–16, 17–23, 24–30 (the week of 31 Jan – 6 Feb is declared in February). Each week's amounts are
 * hours × hourly figure, rounded to the cent per week, the employer's = total − worker's.
 * (Chaining October–December 2026 before January gives the same January figures as `state: null`.)
 *
 * HOURLY COLF, level B, 4 h Monday–Friday (20 h a week):
 *                          provisional (January)            published (February)             difference
 * ordinary hours           76 h × 7.21 = 547.96             76 h × 7.27 = 552.52             + 4.56 (76 × 0.06)
 *   (21 weekdays − 2 holidays = 19 days × 4 h = 76 h)
 * holidays (FESTIVITA)     2 × 20/6 h = 6.666667 h          6.666667 × 7.27 = 48.4667        + 0.40
 *                          × 7.21 = 48.0667 → 48.07         → 48.47
 * gross                    596.03                           600.99                           + 4.96
 * INPS weeks               5 × 20 h = 100 h, bracket 1 (effective wage 7.21 × 13/12 = 7.81 ≤ 9.61; 7.27 × 13/12 = 7.88 ≤ 9.73)
 * INPS worker              5 × (20 × 0.43 = 8.60) = 43.00   5 × (20 × 0.44 = 8.80) = 44.00   + 1.00
 * INPS employer            5 × (34.00 − 8.60 = 25.40)       5 × (34.40 − 8.80 = 25.60)       + 1.00
 *                          = 127.00                         = 128.00
 * CAS.SA.COLF worker       100 × 0.02 = 2.00                2.00                             0 (not a changed line)
 * CAS.SA.COLF employer     100 × 0.04 = 4.00                4.00                             0
 * net                      596.03 − 43.00 − 2.00 = 551.03   600.99 − 44.00 − 2.00 = 554.99   + 3.96
 * employer cost            596.03 + 127.00 + 4.00 = 727.03  600.99 + 128.00 + 4.00 = 732.99  + 5.96
 * 13th accrual             the schedule's average month: 20 h × 52/12 = 86.666667 h × rate, not rounded, / 12:
 *                          624.866667 / 12 = 52.0722 → 52.07  630.066667 / 12 = 52.5056 → 52.51  + 0.44
 *                          (each side rounded on its own: not 86.666667 × 0.06 / 12 = 0.4333 → 0.43)
 * TFR accrual              the same base × 13/12 / 13.5:
 *                          676.9389 / 13.5 = 50.1436 → 50.14  682.5722 / 13.5 = 50.5609 → 50.56  + 0.42
 * vacation (days)          26 / 12 = 2.17                   2.17                             0
 * INPS / CAS.SA.COLF hours 100.00                           100.00                           0
 * to the quarter of payment: INPS 1.00 + 1.00 = 2.00, CAS.SA.COLF 0, total 2.00, 0 hours.
 *
 * LIVE-IN CARER, level CS (non self-sufficient person), monthly, 9 h Monday–Saturday (54 h a week), board
 * and lodging in kind:
 * monthly pay              1,227.84                         1,237.79                         + 9.95
 * board in kind (imputed)  30 × 6.66 = 199.80               199.80 (board-lodging unchanged) 0 (not in gross)
 * INPS weeks               5 × 54 h = 270 h on the over-24-hours row
 * INPS worker              270 × 0.31 = 83.70               270 × 0.31 = 83.70               0 (not a changed line)
 * INPS employer            5 × (54 × 0.93 = 50.22) = 251.10 5 × (54 × 0.94 = 50.76) = 253.80 + 2.70 (270 × 0.01)
 * CAS.SA.COLF              270 × 0.02 = 5.40, × 0.04 = 10.80  the same                       0
 * net                      1,227.84 − 83.70 − 5.40          1,237.79 − 83.70 − 5.40          + 9.95
 *                          = 1,138.74                       = 1,148.69
 * employer cost            1,227.84 + 251.10 + 10.80        1,237.79 + 253.80 + 10.80        + 12.65
 *                          = 1,489.74                       = 1,502.39
 * 13th accrual             (pay + board) / 12:              1,437.59 / 12 = 119.7992         + 0.83
 *                          1,427.64 / 12 = 118.97           → 119.80
 * TFR accrual              1,427.64 × 13/12 = 1,546.61      1,437.59 × 13/12 = 1,557.3892    + 0.80
 *                          / 13.5 = 114.5637 → 114.56       / 13.5 = 115.3622 → 115.36
 * vacation, hours          2.17 days, 270.00 h              the same                         0
 * to the quarter of payment: INPS 0 + 2.70 = 2.70, CAS.SA.COLF 0, total 2.70, 0 hours.
 *
 * The correction compares the recomputed period with the original "as corrected so far"
 * (baselineFigures, lib/services/payslip-corrections); for a payslip not yet corrected that is its
 * figures as issued, i.e. correctionFiguresOfResult of the January computed on the provisional tables.
 */
import { describe, expect, it } from "vitest";
import {
  calculatePayslip,
  ccnlMinimum,
  checkRegistry,
  correctionDifference,
  correctionFiguresOfResult,
  correctionWholeHours,
  rateRegistry,
  SHIPPED_RATE_VERSIONS,
  type AnyRateTableVersion,
  type CorrectionDifference,
  type PayslipResult,
  type RateTableVersion,
} from "@/lib/payroll";
import { Decimal, dec } from "@/lib/payroll/money";
import type { InpsBracket } from "@/lib/payroll/rates/types";
import type { ContractTerms } from "@/lib/payroll/types";
import { autoFill, contract, terms } from "../unit/payroll/fixtures";

const PROVISIONAL_MINIMUMS = "ccnl-minimums@2027-01-01~provisional";
const PROVISIONAL_INPS = "inps@2027-01-01~provisional";

const provisionalMinimums = SHIPPED_RATE_VERSIONS.find((v): v is RateTableVersion<"ccnl-minimums"> => v.id === PROVISIONAL_MINIMUMS)!;
const provisionalInps = SHIPPED_RATE_VERSIONS.find((v): v is RateTableVersion<"inps"> => v.id === PROVISIONAL_INPS)!;

/** the Ministry's table as this test imagines it: the provisional one uprated by 0.81 %, half-up to the cent */
const uprate = (amount: string) => dec(amount).times("1.0081").toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const uprateAll = <T extends Partial<Record<string, string>>>(table: T): T =>
  Object.fromEntries(Object.entries(table).map(([level, amount]) => [level, uprate(amount!)])) as T;

const publishedMinimums: RateTableVersion<"ccnl-minimums"> = {
  ...provisionalMinimums,
  id: "ccnl-minimums@2027-01-01",
  status: "published",
  source: "Ministry of Labour minimum pay table 2027 (figures of this test: the provisional table uprated by 0.81 %)",
  publishedOn: "2027-02-11",
  derived: [],
  notes: [],
  data: {
    ...provisionalMinimums.data,
    label: "CCNL minimi 2027",
    basis: "Ministry of Labour minimum pay table 2027 (test figures)",
    tableA: uprateAll(provisionalMinimums.data.tableA),
    tableB: uprateAll(provisionalMinimums.data.tableB),
    tableC: uprateAll(provisionalMinimums.data.tableC),
    tableD: uprateAll(provisionalMinimums.data.tableD),
    tableE: uprate(provisionalMinimums.data.tableE),
    tableG: uprateAll(provisionalMinimums.data.tableG),
  },
};

const column = (withCuaf: string, withoutCuaf: string, employee: string) => ({ withCuaf, withoutCuaf, employee });
/** INPS 2027 as this test imagines the circular: same rates, new bands; cells = conventional wage × rate (× rate + 1.4 % fixed-term) */
const publishedBrackets: InpsBracket[] = [
  {
    id: "bracket_1",
    conventionalWage: "8.63",
    effectiveWageOver: null,
    effectiveWageUpTo: "9.73",
    openEnded: column("1.72", "1.73", "0.44"),
    fixedTerm: column("1.84", "1.85", "0.44"),
  },
  {
    id: "bracket_2",
    conventionalWage: "9.73",
    effectiveWageOver: "9.73",
    effectiveWageUpTo: "11.85",
    openEnded: column("1.94", "1.95", "0.49"),
    fixedTerm: column("2.08", "2.09", "0.49"),
  },
  {
    id: "bracket_3",
    conventionalWage: "11.85",
    effectiveWageOver: "11.85",
    effectiveWageUpTo: null,
    openEnded: column("2.37", "2.38", "0.60"),
    fixedTerm: column("2.53", "2.55", "0.60"),
  },
  {
    id: "over_24_hours",
    conventionalWage: "6.28",
    effectiveWageOver: null,
    effectiveWageUpTo: null,
    openEnded: column("1.25", "1.26", "0.31"),
    fixedTerm: column("1.34", "1.35", "0.31"),
  },
];

const publishedInps: RateTableVersion<"inps"> = {
  ...provisionalInps,
  id: "inps@2027-01-01",
  status: "published",
  source: "INPS circular on the 2027 contributions of domestic workers (figures of this test)",
  publishedOn: "2027-02-03",
  derived: [],
  notes: [],
  data: { ...provisionalInps.data, label: "INPS 2027", circular: "INPS circular of 3 Feb 2027 (test figures)", brackets: publishedBrackets },
};

/** February's registry: the shipped versions with the two provisional 2027 versions replaced by the published ones */
const published = rateRegistry(
  SHIPPED_RATE_VERSIONS.map((v): AnyRateTableVersion => (v.id === PROVISIONAL_MINIMUMS ? publishedMinimums : v.id === PROVISIONAL_INPS ? publishedInps : v)),
);

const k = contract({ startDate: "2026-10-01" });
/** an hourly colf, level B, 4 h Monday–Friday, paid the CCNL minimum (superminimo 0) */
const colf = terms({ effectiveFrom: "2026-10-01", superminimo: "0.00" });
/** a live-in carer CS, monthly, 9 h Monday–Saturday, board and lodging in kind, paid the CCNL minimum */
const carer = terms({
  effectiveFrom: "2026-10-01",
  level: "CS",
  jobType: "carer_non_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1227.84",
  superminimo: "0.00",
  weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
});

/** January 2027 on a registry (the shipped one, provisional for 2027, when none is given) */
const january = (t: ContractTerms, rates?: typeof published): PayslipResult =>
  calculatePayslip({ contract: k, terms: [t], events: autoFill(t, "2026-12-27", "2027-02-06"), state: null, options: { period: "2027-01" }, rates });

const lines = (d: CorrectionDifference) => d.elements.map((l) => [l.section, l.code, l.original, l.corrected, l.difference]);
const summary = (d: CorrectionDifference) => Object.fromEntries(Object.entries(d.summary).map(([code, a]) => [code, [a.original, a.corrected, a.difference]]));

const PROVISIONAL_IDS = [
  "board-lodging@2027-01-01~provisional",
  "cassacolf@2027-01-01~provisional",
  "ccnl-allowances@2027-01-01~provisional",
  "ccnl-minimums@2027-01-01~provisional",
  "holidays@2027-01-01",
  "inps@2027-01-01~provisional",
];
const PUBLISHED_IDS = [
  "board-lodging@2027-01-01~provisional",
  "cassacolf@2027-01-01~provisional",
  "ccnl-allowances@2027-01-01~provisional",
  "ccnl-minimums@2027-01-01",
  "holidays@2027-01-01",
  "inps@2027-01-01",
];

describe("February's registry: the published 2027 CCNL minimums and INPS table replace the provisional ones", () => {
  it("passes the load check and gives the figures computed by hand", () => {
    expect(checkRegistry(published)).toEqual([]);
    expect(ccnlMinimum("B", "C", "2027-01-15")).toMatchObject({ amount: "7.21", versionId: PROVISIONAL_MINIMUMS, provisional: true });
    expect(ccnlMinimum("B", "C", "2027-01-15", published)).toMatchObject({ amount: "7.27", versionId: "ccnl-minimums@2027-01-01" });
    expect([ccnlMinimum("CS", "A", "2027-01-15")?.amount, ccnlMinimum("CS", "A", "2027-01-15", published)?.amount]).toEqual(["1227.84", "1237.79"]);
    // 2026 and 2028 are untouched
    expect(ccnlMinimum("B", "C", "2026-12-31", published)?.amount).toBe("7.01");
    expect(ccnlMinimum("B", "C", "2028-01-03", published)?.versionId).toBe("ccnl-minimums@2028-01-01~provisional");
  });
});

describe("an hourly colf's January: provisional, then corrected on the published tables", () => {
  const original = january(colf);
  const recomputed = january(colf, published);
  const d = correctionDifference(correctionFiguresOfResult(original), correctionFiguresOfResult(recomputed));

  it("names the provisional versions first, the published ones after", () => {
    expect(original.rateTableVersions).toEqual(PROVISIONAL_IDS);
    expect(recomputed.rateTableVersions).toEqual(PUBLISHED_IDS);
    // the tables still provisional in February are still announced
    expect(original.warnings.find((w) => w.code === "rates_provisional")?.params?.versions).toBe(
      PROVISIONAL_IDS.filter((id) => id.endsWith("~provisional")).join(", "),
    );
    expect(recomputed.warnings.find((w) => w.code === "rates_provisional")?.params?.versions).toBe(
      "board-lodging@2027-01-01~provisional, cassacolf@2027-01-01~provisional, ccnl-allowances@2027-01-01~provisional",
    );
  });

  it("both payslips as computed by hand: 76 h + 6.666667 h of holidays, five weeks of 20 h", () => {
    const pay = (r: PayslipResult) => r.earningElements.map((e) => [e.code, e.periodDuration, e.rate, e.value]);
    expect(pay(original)).toEqual([
      ["ORE_ORDINARIE", "76.00", "7.21", "547.96"],
      ["FESTIVITA", "6.666667", "7.21", "48.07"],
    ]);
    expect(pay(recomputed)).toEqual([
      ["ORE_ORDINARIE", "76.00", "7.27", "552.52"],
      ["FESTIVITA", "6.666667", "7.27", "48.47"],
    ]);
    const weeks = (r: PayslipResult) =>
      r.inpsContributions
        .filter((w) => !w.isFromNextPeriod)
        .map((w) => [w.weekStart, w.hours, w.type, w.effectiveWageRate, w.employeeAmount, w.employerAmount]);
    expect(weeks(original)).toEqual(
      ["2026-12-27", "2027-01-03", "2027-01-10", "2027-01-17", "2027-01-24"].map((s) => [s, "20.00", "bracket_1", "7.81", "8.60", "25.40"]),
    );
    expect(weeks(recomputed)).toEqual(
      ["2026-12-27", "2027-01-03", "2027-01-10", "2027-01-17", "2027-01-24"].map((s) => [s, "20.00", "bracket_1", "7.88", "8.80", "25.60"]),
    );
  });

  it("states the changed lines: pay at the new rate, INPS at the new band", () => {
    expect(lines(d)).toEqual([
      ["earning", "ORE_ORDINARIE", "547.96", "552.52", "4.56"],
      ["earning", "FESTIVITA", "48.07", "48.47", "0.40"],
      ["employee_tax", "INPS_LAVORATORE", "43.00", "44.00", "1.00"],
      ["employer_tax", "INPS_DATORE", "127.00", "128.00", "1.00"],
    ]);
  });

  it("summarises pay, INPS, CAS.SA.COLF, net, cost and the accruals", () => {
    expect(summary(d)).toEqual({
      gross: ["596.03", "600.99", "4.96"],
      deductions: ["0.00", "0.00", "0.00"],
      inps_employee: ["43.00", "44.00", "1.00"],
      cassacolf_employee: ["2.00", "2.00", "0.00"],
      inps_employer: ["127.00", "128.00", "1.00"],
      cassacolf_employer: ["4.00", "4.00", "0.00"],
      net: ["551.03", "554.99", "3.96"],
      employer_cost: ["727.03", "732.99", "5.96"],
      thirteenth_accrual: ["52.07", "52.51", "0.44"],
      tfr_accrual: ["50.14", "50.56", "0.42"],
      vacation_accrual: ["2.17", "2.17", "0.00"],
      inps_hours: ["100.00", "100.00", "0.00"],
      cassacolf_hours: ["100.00", "100.00", "0.00"],
    });
    expect(d.hasDifference).toBe(true);
  });

  it("gives the quarter in which it is paid INPS 2.00 and no hours", () => {
    expect(d.contributions).toEqual({
      inpsEmployee: "1.00",
      inpsEmployer: "1.00",
      inpsAmount: "2.00",
      cassacolfEmployee: "0.00",
      cassacolfEmployer: "0.00",
      cassacolfAmount: "0.00",
      inpsHours: "0.00",
      totalToPay: "2.00",
    });
    expect(correctionWholeHours(d.contributions.inpsHours)).toBe(0);
  });

  it("recomputed on the tables it was issued on, January has nothing to correct", () => {
    expect(correctionDifference(correctionFiguresOfResult(original), correctionFiguresOfResult(january(colf))).hasDifference).toBe(false);
  });
});

describe("a live-in carer's January: provisional, then corrected on the published tables", () => {
  const original = january(carer);
  const recomputed = january(carer, published);
  const d = correctionDifference(correctionFiguresOfResult(original), correctionFiguresOfResult(recomputed));

  it("names the provisional versions first, the published ones after", () => {
    expect(original.rateTableVersions).toEqual(PROVISIONAL_IDS);
    expect(recomputed.rateTableVersions).toEqual(PUBLISHED_IDS);
  });

  it("states the monthly pay and the employer's INPS; board in kind and the worker's INPS are unchanged", () => {
    expect(recomputed.imputedElements.map((e) => [e.code, e.value])).toEqual([["VITTO_ALLOGGIO_NATURA", "199.80"]]);
    expect(lines(d)).toEqual([
      ["earning", "RETRIBUZIONE_MENSILE", "1227.84", "1237.79", "9.95"],
      ["employer_tax", "INPS_DATORE", "251.10", "253.80", "2.70"],
    ]);
    expect(summary(d)).toEqual({
      gross: ["1227.84", "1237.79", "9.95"],
      deductions: ["0.00", "0.00", "0.00"],
      inps_employee: ["83.70", "83.70", "0.00"],
      cassacolf_employee: ["5.40", "5.40", "0.00"],
      inps_employer: ["251.10", "253.80", "2.70"],
      cassacolf_employer: ["10.80", "10.80", "0.00"],
      net: ["1138.74", "1148.69", "9.95"],
      employer_cost: ["1489.74", "1502.39", "12.65"],
      thirteenth_accrual: ["118.97", "119.80", "0.83"],
      tfr_accrual: ["114.56", "115.36", "0.80"],
      vacation_accrual: ["2.17", "2.17", "0.00"],
      inps_hours: ["270.00", "270.00", "0.00"],
      cassacolf_hours: ["270.00", "270.00", "0.00"],
    });
    expect(d.contributions).toMatchObject({ inpsEmployee: "0.00", inpsEmployer: "2.70", inpsAmount: "2.70", cassacolfAmount: "0.00", totalToPay: "2.70" });
  });
});

/**
 * The wage as the CCNL builds it (issue 12 item 9; docs/domain/rules-update.md §8 "Absorption"):
 * terms give the superminimo over the CCNL minimum of their effective date; on 1 January 2026 the
 * minimum rises and an absorbable superminimo absorbs the increase, a non-absorbable one stays on
 * top. Minimums (lib/payroll/rates, rules-update §8): table C level B 6.68 €/h (2025) → 7.01 €/h
 * (2026); table A level BS 1,003.99 €/month (2025) → 1,053.39 €/month (2026).
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, checkTermsAgainstCcnl, validateBeforeRun, type PayslipResult } from "@/lib/payroll";
import { dec, fmt2 } from "@/lib/payroll/money";
import { autoFill, contract, terms } from "../unit/payroll/fixtures";

const ordinaryRate = (r: PayslipResult) => r.earningElements.find((e) => e.code === "ORE_ORDINARIE")?.rate;
const monthlyPay = (r: PayslipResult) => r.earningElements.find((e) => e.code === "RETRIBUZIONE_MENSILE")?.value;

describe("hourly colf, level B, table C", () => {
  const k = contract({ startDate: "2025-01-06" });
  // 8.00 €/h agreed in 2025 = minimum 6.68 + superminimo 1.32
  const absorbable = terms({ effectiveFrom: "2025-01-06", wage: "8.00", superminimo: "1.32", superminimoAbsorbable: true, seniorityIncrements: 0 });
  const kept = terms({ ...absorbable, superminimoAbsorbable: false });
  const january = (t: typeof absorbable, year: number) =>
    calculatePayslip({ contract: k, terms: [t], events: autoFill(t, `${year - 1}-12-28`, `${year}-02-07`), state: null, options: { period: `${year}-01` } });

  it("2025: the wage is 6.68 + 1.32 = 8.00 either way", () => {
    expect(fmt2(dec("6.68").plus("1.32"))).toBe("8.00");
    expect(ordinaryRate(january(absorbable, 2025))).toBe("8.00");
    expect(ordinaryRate(january(kept, 2025))).toBe("8.00");
  });

  it("2026, absorbable: the 0.33 increase (7.01 − 6.68) comes out of the superminimo (1.32 → 0.99): still 8.00 €/h", () => {
    expect(fmt2(dec("7.01").plus(dec("1.32").minus(dec("7.01").minus("6.68"))))).toBe("8.00");
    expect(ordinaryRate(january(absorbable, 2026))).toBe("8.00");
  });

  it("2026, not absorbable: 7.01 + 1.32 = 8.33 €/h", () => {
    expect(ordinaryRate(january(kept, 2026))).toBe(fmt2(dec("7.01").plus("1.32")));
    expect(ordinaryRate(january(kept, 2026))).toBe("8.33");
  });

  it("2026, an absorbable superminimo smaller than the increase (0.20 < 0.33) is used up: the wage is the new minimum 7.01", () => {
    const small = terms({ effectiveFrom: "2025-01-06", wage: "6.88", superminimo: "0.20", seniorityIncrements: 0 });
    expect(ordinaryRate(january(small, 2026))).toBe("7.01");
  });

  it("validate-before-run says what changed and why", () => {
    const v = validateBeforeRun({ contract: k, terms: [absorbable], period: "2026-01", events: autoFill(absorbable, "2025-12-28", "2026-02-07") });
    expect(v.valid).toBe(true);
    expect(v.warnings.find((w) => w.code === "minimum_raised_superminimo_absorbed")).toMatchObject({
      params: { previousMinimum: "6.68", minimum: "7.01", superminimo: "1.32", absorbed: "0.33", superminimoLeft: "0.99", wage: "8.00", unit: "hour" },
    });
    const w = validateBeforeRun({ contract: k, terms: [kept], period: "2026-01", events: autoFill(kept, "2025-12-28", "2026-02-07") });
    expect(w.warnings.find((x) => x.code === "minimum_raised_superminimo_kept")?.params).toMatchObject({ wage: "8.33" });
    // within the year of the terms nothing changed: no notice
    const same = validateBeforeRun({ contract: k, terms: [absorbable], period: "2025-03", events: autoFill(absorbable, "2025-02-23", "2025-04-05") });
    expect(same.warnings.map((x) => x.code)).not.toContain("minimum_raised_superminimo_absorbed");
  });

  it("the contract check refuses a wage that is not minimum + superminimo on the effective date", () => {
    const shape = {
      level: "B" as const,
      jobType: "domestic_help" as const,
      cohabiting: false,
      payBasis: "hourly" as const,
      weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" },
      board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
      allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false },
    };
    expect(checkTermsAgainstCcnl({ ...shape, wage: "8.00", superminimo: "1.32" }, "2025-01-06").issues).toEqual([]);
    const wrong = checkTermsAgainstCcnl({ ...shape, wage: "8.10", superminimo: "1.32" }, "2025-01-06").issues;
    expect(wrong).toEqual([
      expect.objectContaining({
        path: "/wage",
        code: "wage_composition_mismatch",
        params: expect.objectContaining({ minimum: "6.68", superminimo: "1.32", expected: "8.00" }),
      }),
    ]);
  });
});

describe("live-in BS, table A, monthly", () => {
  const board = { breakfastLunch: true, dinner: true, lodging: true, inCash: false };
  const base = {
    effectiveFrom: "2025-01-07",
    level: "BS" as const,
    jobType: "carer_self_sufficient" as const,
    cohabiting: true,
    payBasis: "monthly" as const,
    wage: "1200.00",
    superminimo: "196.01",
    seniorityIncrements: 0,
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board,
  };
  const k = contract({ startDate: "2025-01-07" });
  const run = (t: ReturnType<typeof terms>, period: string) =>
    calculatePayslip({ contract: k, terms: [t], events: autoFill(t, `${period}-01`, `${period}-28`), state: null, options: { period } });

  it("1,200.00 = 1,003.99 + 196.01 in 2025; 2026 absorbable: 49.40 absorbed, still 1,200.00; not absorbable: 1,053.39 + 196.01 = 1,249.40", () => {
    expect(fmt2(dec("1003.99").plus("196.01"))).toBe("1200.00");
    expect(monthlyPay(run(terms(base), "2025-03"))).toBe("1200.00");
    expect(monthlyPay(run(terms(base), "2026-03"))).toBe("1200.00");
    expect(monthlyPay(run(terms({ ...base, superminimoAbsorbable: false }), "2026-03"))).toBe(fmt2(dec("1053.39").plus("196.01")));
    expect(monthlyPay(run(terms({ ...base, superminimoAbsorbable: false }), "2026-03"))).toBe("1249.40");
  });
});

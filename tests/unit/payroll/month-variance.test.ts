/**
 * A contract's month against the one before (lib/payroll/checks/month-variance.ts, docs/corrections.md).
 */
import { describe, expect, it } from "vitest";
import { contractVariance, type VarianceMonth } from "@/lib/payroll";

const month = (net: string, cost: string, hours: string, table = "2026 · INPS circ. 9/2026"): VarianceMonth => ({
  totalNet: net,
  totalCost: cost,
  hours,
  rateTableVersion: table,
});

describe("a month against the one before", () => {
  it("flags a net and cost change above 10 % and at least 5.00", () => {
    // 600.00 → 700.00: +100.00, +16.7 %; cost 800.00 → 830.00: +30.00, +3.8 % (under the percent)
    const v = contractVariance({ previous: month("600.00", "800.00", "64.00"), current: month("700.00", "830.00", "64.00"), starts: false, ends: false });
    expect(v.net).toEqual({ previous: "600.00", current: "700.00", difference: "100.00", percent: "16.7" });
    expect(v.cost.percent).toBe("3.8");
    expect(v.flags).toEqual(["net_change"]);
  });

  it("a large percent of a small amount is not a change worth a look", () => {
    // 20.00 → 24.00: +20 % but only 4.00
    const v = contractVariance({ previous: month("20.00", "30.00", "2.00"), current: month("24.00", "30.00", "2.00"), starts: false, ends: false });
    expect(v.flags).toEqual([]);
  });

  it("hours, new and ended relationships, a new table version, a month not run", () => {
    const v = contractVariance({
      previous: month("600.00", "800.00", "64.00", "2025 · INPS circ. 29/2025"),
      current: month("600.00", "800.00", "60.00"),
      starts: true,
      ends: true,
    });
    expect(v.flags).toEqual(["hours_change", "new_relationship", "ended_relationship", "new_table_version"]);
    expect(v.hours.difference).toBe("-4.00");
    const notRun = contractVariance({ previous: month("600.00", "800.00", "64.00"), current: null, starts: false, ends: false });
    expect(notRun.flags).toEqual(["not_run"]);
    expect(notRun.net).toEqual({ previous: "600.00", current: null, difference: null, percent: null });
  });

  it("thresholds are the caller's", () => {
    const v = contractVariance({
      previous: month("600.00", "800.00", "64.00"),
      current: month("620.00", "800.00", "64.00"),
      starts: false,
      ends: false,
      thresholds: { percent: "2", minimumAmount: "10.00" },
    });
    expect(v.flags).toEqual(["net_change"]);
  });
});

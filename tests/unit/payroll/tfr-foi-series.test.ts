/**
 * The shipped ISTAT series (lib/payroll/rates/tfr.ts, each month with its source): every coefficient
 * is the one the FOI of its month derives (rules.md F12, issue 27 point 2), so typing the indices
 * (`npm run istat -- set`) and the shipped coefficients agree.
 */
import { describe, expect, it } from "vitest";
import { TFR_MONTHLY_COEFFICIENTS, coefficientFromFoi, previousDecemberKey } from "@/lib/payroll";

describe("the shipped FOI series and its coefficients", () => {
  it("derives every shipped coefficient from the month's FOI and the previous December's", () => {
    const checked: string[] = [];
    for (const [month, c] of Object.entries(TFR_MONTHLY_COEFFICIENTS)) {
      const december = TFR_MONTHLY_COEFFICIENTS[previousDecemberKey(month)];
      if (!december?.foi || !c.foi) continue;
      expect(coefficientFromFoi(month, c.foi, december.foi).toFixed(6), month).toBe(c.percent);
      expect(c.source, month).toMatch(/^https:\/\//);
      checked.push(month);
    }
    // January 2023 to February 2026 (December 2022 is the base of 2023)
    expect(checked.length).toBe(38);
  });

  it("hand check: February 2025 = 1.5 × 2/12 + 75 % × (121.1 / 120.2 − 1) = 0.25 + 0.561564 = 0.811564 %", () => {
    expect(coefficientFromFoi("2025-02", "121.1", "120.2").toFixed(6)).toBe("0.811564");
  });
});

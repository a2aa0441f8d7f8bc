/**
 * Deadlines of the mandatory communications to INPS (rules-update-3 B4; docs/domain/inps-communications.md):
 * the hiring by the day before the start, holidays included; the others 5 days after the event, never
 * moved; at most two variations of hours or pay per quarter.
 */
import { describe, expect, it } from "vitest";
import { countsTowardVariationLimit, inpsCommunicationDueDate, termsChanges, variationOverLimit, variationQuarter } from "@/lib/payroll";

const base = { weeklyHours: "20.00", payBasis: "hourly", wage: "9.00", level: "B", cohabiting: false };

describe("inpsCommunicationDueDate", () => {
  it("hiring: the day before the start, even a Sunday that is a holiday", () => {
    expect(inpsCommunicationDueDate("hiring", "2026-11-02")).toBe("2026-11-01"); // Sunday, All Saints
    expect(inpsCommunicationDueDate("hiring", "2027-01-01")).toBe("2026-12-31");
    expect(inpsCommunicationDueDate("hiring", "2026-12-26")).toBe("2026-12-25"); // Christmas
    expect(inpsCommunicationDueDate("hiring", "2028-03-01")).toBe("2028-02-29");
  });

  it("the others: 5 calendar days after the event, not moved off Sundays or holidays", () => {
    for (const kind of ["variation", "extension", "transformation", "cessation", "annulment"] as const) {
      expect(inpsCommunicationDueDate(kind, "2026-11-20")).toBe("2026-11-25");
    }
    expect(inpsCommunicationDueDate("cessation", "2026-12-20")).toBe("2026-12-25"); // Christmas: not moved
    expect(inpsCommunicationDueDate("cessation", "2026-12-29")).toBe("2027-01-03"); // a Sunday: not moved
  });
});

describe("variations", () => {
  it("counts in the calendar quarter of the change; the third is over the limit", () => {
    expect(variationQuarter("2026-12-31")).toBe("2026-Q4");
    expect(variationQuarter("2027-01-01")).toBe("2027-Q1");
    expect([1, 2, 3].map(variationOverLimit)).toEqual([false, false, true]);
  });

  it("changes of hours, pay, level and cohabitation; decimals compared as numbers", () => {
    expect(termsChanges(base, { ...base, wage: "9.0" })).toEqual([]);
    expect(termsChanges(base, { ...base, weeklyHours: "22.00", wage: "9.50" })).toEqual(["weekly_hours", "pay"]);
    expect(termsChanges(base, { ...base, payBasis: "monthly" })).toEqual(["pay"]);
    expect(termsChanges(base, { ...base, level: "BS", cohabiting: true })).toEqual(["level", "cohabitation"]);
    expect(countsTowardVariationLimit(["level"])).toBe(false);
    expect(countsTowardVariationLimit(["level", "pay"])).toBe(true);
  });
});

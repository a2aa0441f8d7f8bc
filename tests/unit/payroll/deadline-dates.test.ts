/**
 * Issue 31 point 5: the dates the deadlines calendar adds to the engine. The last day of probation
 * counts days of actual work on the schedule (rest days and public holidays do not count); the
 * thirteenth and the annual statement have fixed days (rules.md §6, rules-update.md §7).
 */
import { describe, expect, it } from "vitest";
import { annualStatementDueDate, probationDays, probationEndDate, thirteenthDueDate } from "@/lib/payroll";

const weekdays = ["4", "4", "4", "4", "4", "0", "0"];

describe("probationEndDate", () => {
  it("counts 8 days of actual work for a non-live-in colf, skipping the weekend and Easter Monday", () => {
    // Wed 1 April 2026: 1, 2, 3, (Easter Monday 6 skipped) 7, 8, 9, 10, 13
    expect(probationEndDate({ startDate: "2026-04-01", cohabiting: false, level: "B", fixedTerm: false, weeklySchedule: weekdays })).toBe("2026-04-13");
  });

  it("counts 30 days for a live-in worker and for level D, on the worker's own schedule", () => {
    const live = { startDate: "2026-03-02", cohabiting: true, level: "B" as const, fixedTerm: false, weeklySchedule: ["8", "8", "8", "8", "8", "8", "0"] };
    expect(probationDays(live)).toBe(30);
    // six days a week from Mon 2 March 2026: 30 working days are five weeks → Sat 4 April
    expect(probationEndDate(live)).toBe("2026-04-04");
    expect(probationEndDate({ ...live, cohabiting: false, level: "D" })).toBe("2026-04-04");
  });

  it("uses the shorter legal probation of a short fixed term, and the employer's patron saint day", () => {
    const fixed = {
      startDate: "2026-04-01",
      cohabiting: false,
      level: "B" as const,
      fixedTerm: true,
      fixedTermEndDate: "2026-04-30",
      weeklySchedule: weekdays,
    };
    // 30 calendar days / 15 = 2 days of work
    expect(probationEndDate(fixed)).toBe("2026-04-02");
    expect(probationEndDate({ ...fixed, patronSaintDay: "04-02" })).toBe("2026-04-03");
  });

  it("has no end without a working day in the schedule", () => {
    expect(
      probationEndDate({ startDate: "2026-04-01", cohabiting: false, level: "B", fixedTerm: false, weeklySchedule: ["0", "0", "0", "0", "0", "0", "0"] }),
    ).toBeNull();
  });
});

describe("yearly deadlines", () => {
  it("the thirteenth by mid-December, the annual statement by 31 March of the next year", () => {
    expect(thirteenthDueDate(2026)).toBe("2026-12-15");
    expect(annualStatementDueDate(2026)).toBe("2027-03-31");
  });
});

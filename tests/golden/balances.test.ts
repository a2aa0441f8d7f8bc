/**
 * Balances a clerk is asked about (issue 12 item 10), figures by hand:
 * - vacation by year of origin, used oldest first; the days of year Y are taken by 30 June Y + 2
 *   (docs/domain/rules.md §9.1, "the rest within 18 months");
 * - paid-permit hours of CCNL art. 19 (docs/domain/rules.md §9.4): non-live-in under 30 h a week
 *   → weekly × 40 / 100 (20 h → 8 h); live-in full time 16 h.
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, type RunningState } from "@/lib/payroll";
import { autoFill, contract, ev, replaceOn, terms } from "../unit/payroll/fixtures";

const colf = terms(); // Mon–Fri 4 h = 20 h a week, 9.00 €/h
const k = contract({ startDate: "2023-01-09" });
const december = calculatePayslip({
  contract: k,
  terms: [colf],
  events: autoFill(colf, "2025-11-30", "2026-01-03"),
  state: null,
  options: { period: "2025-12" },
});
/** end of 2025: 10 days carried from 2024 and before, 26 accrued in 2025, 4 taken in 2025 */
const endOf2025: RunningState = { ...december.nextState, vacation: { previousYearLeft: "10", accruedThisYear: "26", usedThisYear: "4" } };

describe("vacation by year of origin", () => {
  it("January 2026: 6 days of 2024 and before (10 − 4 taken in 2025) less the 1 taken now = 5, due by 30 June 2026; 26 of 2025 by 30 June 2027; 2.17 of 2026", () => {
    const events = replaceOn(autoFill(colf, "2025-12-28", "2026-02-07"), ["2026-01-13"], (d) => ev(d, "regular_vacation", "4"));
    const r = calculatePayslip({ contract: k, terms: [colf], events, state: endOf2025, options: { period: "2026-01" } });
    expect(r.vacationState.byYear).toEqual([
      { year: 2024, left: "5.00", useBy: "2026-06-30" },
      { year: 2025, left: "26.00", useBy: "2027-06-30" },
      { year: 2026, left: "2.17", useBy: "2028-06-30" },
    ]);
    // the old total is unchanged: 10 + 26 − 4 = 32 carried, + 2.17 − 1 = 33.17
    expect(r.vacationState.totalLeft).toBe("33.17");
    expect(r.warnings.find((w) => w.code === "vacation_deadline_approaching")).toMatchObject({ params: { year: "2024", days: "5.00", useBy: "2026-06-30" } });
  });

  it("July 2026, the 2024 days still untaken: the deadline has passed", () => {
    const events = autoFill(colf, "2026-06-28", "2026-08-01");
    const r = calculatePayslip({
      contract: k,
      terms: [colf],
      events,
      state: {
        ...endOf2025,
        period: "2026-06",
        year: 2026,
        vacation: { previousYearLeft: "32", accruedThisYear: "13", usedThisYear: "0", olderYearsLeft: "6" },
      },
      options: { period: "2026-07" },
    });
    expect(r.vacationState.byYear[0]).toEqual({ year: 2024, left: "6.00", useBy: "2026-06-30" });
    expect(r.warnings.map((w) => w.code)).toContain("vacation_deadline_passed");
  });
});

describe("paid-permit hours (art. 19)", () => {
  it("20 h colf: 20 × 40 / 100 = 8 h a year; 4 h taken in January → 4 left; 10 h → over by 2, warned", () => {
    const four = replaceOn(autoFill(colf, "2025-12-28", "2026-02-07"), ["2026-01-14"], (d) => ev(d, "paid_permit", "4"));
    const r = calculatePayslip({ contract: k, terms: [colf], events: four, state: endOf2025, options: { period: "2026-01" } });
    expect(r.vacationState.paidPermits).toEqual({ entitlementHours: "8.00", usedThisYear: "4.00", left: "4.00" });
    expect(r.nextState.permits).toEqual({ paidHoursUsedThisYear: "4" });
    const ten = replaceOn(autoFill(colf, "2025-12-28", "2026-02-07"), ["2026-01-14", "2026-01-15", "2026-01-16"], (d) =>
      ev(d, "paid_permit", d === "2026-01-16" ? "2" : "4"),
    );
    const over = calculatePayslip({ contract: k, terms: [colf], events: ten, state: endOf2025, options: { period: "2026-01" } });
    expect(over.vacationState.paidPermits).toEqual({ entitlementHours: "8.00", usedThisYear: "10.00", left: "0.00" });
    expect(over.warnings.find((w) => w.code === "paid_permits_over_entitlement")).toMatchObject({ params: { used: "10.00", entitlement: "8.00" } });
  });

  it("live-in full time: 16 h; the count starts again each January", () => {
    const liveIn = terms({
      level: "BS",
      jobType: "carer_self_sufficient",
      cohabiting: true,
      payBasis: "monthly",
      wage: "1200.00",
      weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
      board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
    });
    const r = calculatePayslip({
      contract: k,
      terms: [liveIn],
      events: autoFill(liveIn, "2026-01-01", "2026-01-31"),
      state: { ...endOf2025, permits: { paidHoursUsedThisYear: "12" } },
      options: { period: "2026-01" },
    });
    expect(r.vacationState.paidPermits).toEqual({ entitlementHours: "16.00", usedThisYear: "0.00", left: "16.00" });
  });
});

/**
 * The month's summary and its differences from the schedule (issue 29 point 5): a day is "as
 * scheduled" when its events are what auto-fill plans that day (type, subtype, hours), whatever
 * their order; otherwise missing, added or changed. Overtime counts as extra hours; absences are
 * grouped by subtype with their days and hours.
 */
import { describe, expect, it } from "vitest";
import type { PlannedEvent } from "@/lib/payroll";
import { dayDifference, monthDays, summarizeMonth, type RecordedEvent, type SummaryDay } from "@/lib/services/months/summarize-month";

const plan = (date: string, hours = "5", subType: PlannedEvent["subType"] = "regular_work", type: PlannedEvent["type"] = "work"): PlannedEvent => ({
  date,
  hours,
  type,
  subType,
  customName: null,
});
const ev = (
  id: string,
  date: string,
  hours: string,
  subType: RecordedEvent["subType"] = "regular_work",
  type: RecordedEvent["type"] = "work",
): RecordedEvent => ({
  id,
  date,
  hours,
  type,
  subType,
});
const day = (date: string, scheduledHours = "5.00", withinEmployment = true): SummaryDay => ({ date, withinEmployment, holiday: null, scheduledHours });

describe("dayDifference", () => {
  it("compares the multiset of type, subtype and hours", () => {
    expect(dayDifference([], [])).toBe("as_scheduled");
    expect(dayDifference([], [plan("2025-03-03")])).toBe("missing");
    expect(dayDifference([ev("1", "2025-03-01", "2")], [])).toBe("added");
    expect(dayDifference([ev("1", "2025-03-03", "5.00")], [plan("2025-03-03", "5")])).toBe("as_scheduled");
    expect(dayDifference([ev("1", "2025-03-03", "4.50")], [plan("2025-03-03", "5")])).toBe("changed");
    expect(dayDifference([ev("1", "2025-03-03", "5", "sick_full", "sick_leave")], [plan("2025-03-03")])).toBe("changed");
    expect(dayDifference([ev("1", "2025-03-03", "5"), ev("2", "2025-03-03", "2", "overtime")], [plan("2025-03-03")])).toBe("changed");
  });
});

describe("monthDays and summarizeMonth", () => {
  const days = [day("2025-03-01", "0.00"), day("2025-03-03"), day("2025-03-04"), day("2025-03-05"), day("2025-03-06"), day("2025-03-07", "5.00", false)];
  const planned = [plan("2025-03-03"), plan("2025-03-04"), plan("2025-03-05"), plan("2025-03-06"), plan("2025-03-07")];
  const events = [
    ev("a", "2025-03-03", "5"),
    ev("b", "2025-03-04", "5", "sick_full", "sick_leave"),
    ev("c", "2025-03-05", "5"),
    ev("d", "2025-03-05", "2.5", "overtime"),
    ev("e", "2025-03-01", "3", "overtime"),
  ];
  const result = monthDays(days, planned, events);

  it("lists each day's events, its plan and how they differ (nothing planned outside the employment)", () => {
    expect(result.map((d) => [d.date, d.difference])).toEqual([
      ["2025-03-01", "added"],
      ["2025-03-03", "as_scheduled"],
      ["2025-03-04", "changed"],
      ["2025-03-05", "changed"],
      ["2025-03-06", "missing"],
      ["2025-03-07", "as_scheduled"],
    ]);
    expect(result[3]).toMatchObject({ recordedHours: "7.50", scheduledHours: "5.00", planned: [{ type: "work", subType: "regular_work", hours: "5.00" }] });
    expect(result[5]!.planned).toEqual([]);
  });

  it("sums days and hours worked, overtime and absences; scheduled hours only inside the employment", () => {
    expect(summarizeMonth(result)).toEqual({
      daysWorked: 3,
      workedHours: "15.50",
      scheduledHours: "20.00",
      extraHours: "5.50",
      absences: [{ type: "sick_leave", subType: "sick_full", days: 1, hours: "5.00" }],
      eventCount: 5,
      daysDifferent: 4,
    });
  });
});

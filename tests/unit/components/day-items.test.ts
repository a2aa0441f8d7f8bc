/**
 * The household's day sheet (issue 29 point 4): what each choice records on the day — the
 * schedule's events, one absence of the scheduled hours, or the schedule plus overtime.
 */
import { describe, expect, it } from "vitest";
import { dayItems } from "@/components/months/portal/day-items";
import type { MonthDay } from "@/lib/validation/month";

const day: MonthDay = {
  date: "2025-03-04",
  withinEmployment: true,
  holiday: null,
  scheduledHours: "5.00",
  recordedHours: "0.00",
  events: [],
  planned: [{ type: "work", subType: "regular_work", hours: "5.00" }],
  difference: "missing",
};

describe("dayItems", () => {
  it("worked: the schedule's events", () => {
    expect(dayItems(day, { kind: "worked" })).toEqual([{ date: "2025-03-04", hours: "5.00", type: "work", subType: "regular_work", multiplier: "1" }]);
  });

  it("an absence: one event of its kind for the scheduled hours", () => {
    expect(dayItems(day, { kind: "absence", absence: "sick_leave" })).toEqual([
      { date: "2025-03-04", hours: "5.00", type: "sick_leave", subType: "sick_full", multiplier: "1" },
    ]);
    expect(dayItems(day, { kind: "absence", absence: "vacation" })[0]).toMatchObject({ type: "vacation", subType: "regular_vacation" });
    expect(dayItems(day, { kind: "absence", absence: "unpaid_permit" })[0]).toMatchObject({ type: "leave", subType: "unpaid_permit" });
  });

  it("extra hours: the schedule plus an overtime event", () => {
    const items = dayItems(day, { kind: "extra", hours: "2.5" });
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ date: "2025-03-04", hours: "2.5", type: "work", subType: "overtime" });
  });
});

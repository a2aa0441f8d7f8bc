import { describe, expect, it } from "vitest";
import { rangeItems } from "@/components/work-events/range-panel";

// June 2025 of a 25 h colf, Monday–Friday 5 h; 2 June is a public holiday
const june = Array.from({ length: 30 }, (_, i) => {
  const date = `2025-06-${String(i + 1).padStart(2, "0")}`;
  const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
  return {
    date,
    withinEmployment: true,
    scheduledHours: dow >= 1 && dow <= 5 ? "5.00" : "0.00",
    holiday: date === "2025-06-02" ? "Festa della Repubblica" : null,
    eventCount: 0,
    hours: "0.00",
  };
});
const days = (from: number, to: number) => june.slice(from - 1, to);
const options = {
  type: "vacation" as const,
  subType: "regular_vacation" as const,
  multiplier: "1",
  hoursMode: "scheduled" as const,
  hours: "",
  includeUnscheduled: false,
  replaceExisting: true,
  vacationWholeWeek: true,
  absenceLocation: "employer_home" as const,
};

describe("a vacation week recorded as the engine pays it (1/6 of the weekly hours a Monday–Saturday day)", () => {
  it("Monday–Friday brings the Saturday: 5 × 4.16 h + 4.20 h = 25 h", () => {
    const items = rangeItems(days(16, 20), options, june);
    expect(items.map((i) => i.date)).toEqual(["2025-06-16", "2025-06-17", "2025-06-18", "2025-06-19", "2025-06-20", "2025-06-21"]);
    expect(items.map((i) => i.hours)).toEqual(["4.16", "4.16", "4.16", "4.16", "4.16", "4.20"]);
  });

  it("leaves out Sundays and public holidays, and splits two weeks at the Sunday", () => {
    const items = rangeItems(days(2, 14), options, june);
    expect(items.map((i) => i.date)).not.toContain("2025-06-02");
    expect(items.map((i) => i.date)).not.toContain("2025-06-08");
    expect(items).toHaveLength(11); // 3–7, 9–14 (Saturday 14 is the last of its week)
    expect(items.find((i) => i.date === "2025-06-14")!.hours).toBe("4.20");
    expect(items.find((i) => i.date === "2025-06-07")!.hours).toBe("4.16");
  });

  it("without the whole-week choice, only the scheduled days with their hours", () => {
    const items = rangeItems(days(16, 20), { ...options, vacationWholeWeek: false }, june);
    expect(items.map((i) => i.hours)).toEqual(["5.00", "5.00", "5.00", "5.00", "5.00"]);
  });
});

describe("a range of sick days says where the worker is", () => {
  it("each item carries the chosen location; other types carry none", () => {
    const sick = { ...options, type: "sick_leave" as const, subType: "sick_full" as const, absenceLocation: "hospital" as const, vacationWholeWeek: false };
    expect(rangeItems(days(16, 18), sick, june).map((i) => i.absenceLocation)).toEqual(["hospital", "hospital", "hospital"]);
    expect(rangeItems(days(16, 18), { ...options, vacationWholeWeek: false }, june).every((i) => i.absenceLocation === undefined)).toBe(true);
  });
});

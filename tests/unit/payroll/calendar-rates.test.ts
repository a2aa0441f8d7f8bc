import { describe, expect, it } from "vitest";
import {
  availableYears,
  checkRegistry,
  checkYearRates,
  ccnlMinimum,
  DEFAULT_RATES,
  getYearRates,
  italianPublicHolidays,
  easterMonday,
  SUBTYPE_PARENT,
  TYPE_SUBTYPES,
  SUBTYPE_DEFAULTS,
  EVENT_SUBTYPES,
} from "@/lib/payroll";
import { fromDayNumber, toDayNumber, weekday } from "@/lib/payroll/calendar/dates";
import { seniorityIncrementsFor } from "@/lib/payroll/rules/wage";
import { payTableFor } from "@/lib/payroll";
import { terms } from "./fixtures";

describe("holidays", () => {
  it.each([2023, 2024, 2025, 2026, 2027, 2028])("computed holidays %i equal the published list", (y) => {
    expect(italianPublicHolidays(y).map((h) => h.date)).toEqual([...getYearRates(y).publishedHolidays.dates].sort());
  });
  it("Easter Monday for other years; 4 October only from 2026; patron saint", () => {
    expect([easterMonday(2019), easterMonday(2027), easterMonday(2038)]).toEqual(["2019-04-22", "2027-03-29", "2038-04-26"]);
    expect(italianPublicHolidays(2025).some((h) => h.date === "2025-10-04")).toBe(false);
    expect(italianPublicHolidays(2027).some((h) => h.date === "2027-10-04")).toBe(true);
    expect(italianPublicHolidays(2025, "06-24").some((h) => h.date === "2025-06-24" && h.kind === "patron")).toBe(true);
    expect(italianPublicHolidays(2025, "12-08").filter((h) => h.date === "2025-12-08")).toHaveLength(1);
  });
  it("day numbers round-trip and weekdays are right", () => {
    for (let n = -1000; n < 30000; n += 37) expect(toDayNumber(fromDayNumber(n))).toBe(n);
    expect(weekday("2025-01-04")).toBe(6);
    expect(weekday("2024-12-29")).toBe(0);
  });
});

describe("rate tables", () => {
  it("all years pass the load check (ordered gapless brackets, sourced, cells = conventional × rate)", () => {
    expect(checkRegistry()).toEqual([]);
  });
  it("the check catches a gap, an unsourced section and a wrong cell", () => {
    const r = getYearRates(2025);
    const broken = {
      ...r,
      ccnl: { ...r.ccnl, sources: [] },
      inps: {
        ...r.inps,
        brackets: r.inps.brackets.map((b) => (b.id === "bracket_2" ? { ...b, effectiveWageOver: "9.50", openEnded: { ...b.openEnded, withCuaf: "1.99" } } : b)),
      },
    };
    const codes = checkYearRates(broken).map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(["rate_unsourced", "inps_bracket_gap", "inps_cell_mismatch"]));
  });
  it("CCNL minimum lookup (level, table, date)", () => {
    expect(ccnlMinimum("B", "C", "2025-05-01")).toMatchObject({ amount: "6.68", unit: "hour", year: 2025 });
    expect(ccnlMinimum("DS", "A", "2025-05-01")).toMatchObject({ amount: "1405.58", derived: true });
    expect(ccnlMinimum("B", "D", "2025-05-01")).toBeNull();
    expect(ccnlMinimum("A", "E", "2026-02-01")?.amount).toBe("811.09");
    expect(() => ccnlMinimum("B", "C", "2022-05-01")).toThrow(/2022/);
    expect(availableYears(DEFAULT_RATES)).toEqual([2023, 2024, 2025, 2026, 2027, 2028]);
  });
  it("pay table selection and seniority increments", () => {
    expect(payTableFor(terms({ cohabiting: true, level: "BS", weeklySchedule: ["5", "5", "5", "5", "5", "5", "0"] }))).toBe("B");
    expect(payTableFor(terms({ cohabiting: true, level: "CS", weeklySchedule: ["5", "5", "5", "5", "5", "5", "0"] }))).toBe("A");
    expect(payTableFor(terms({ jobType: "night_presence" }))).toBe("E");
    expect(payTableFor(terms())).toBe("C");
    expect(seniorityIncrementsFor("2023-01-01", "2024-12")).toBe(0);
    expect(seniorityIncrementsFor("2023-01-01", "2025-01")).toBe(1);
    expect(seniorityIncrementsFor("2023-01-15", "2025-01")).toBe(0);
    expect(seniorityIncrementsFor("2023-01-15", "2025-02")).toBe(1);
    expect(seniorityIncrementsFor("1990-01-01", "2025-01")).toBe(7);
  });
});

describe("event subtypes", () => {
  it("parent map and defaults cover every subtype", () => {
    // the 23 of the interface and the 2 of the CCNL 2025 (rules-update.md §8)
    expect(EVENT_SUBTYPES).toHaveLength(25);
    for (const s of EVENT_SUBTYPES) {
      expect(TYPE_SUBTYPES[SUBTYPE_PARENT[s]]).toContain(s);
      expect(SUBTYPE_DEFAULTS[s].label.length).toBeGreaterThan(0);
    }
    expect(SUBTYPE_DEFAULTS.regular_work).toMatchObject({ addsToThirteen: true, addsToSeverance: true, affectsContributions: true, multiplier: "1" });
    expect(SUBTYPE_DEFAULTS.sick_none.affectsContributions).toBe(false);
    expect(SUBTYPE_DEFAULTS.night_overtime.multiplier).toBe("1.5");
  });
});

/**
 * The pure CCNL rules behind contract validation and the wizard (lib/payroll/ccnl.ts),
 * table-driven against the published figures of rules.md §2.3, plus the seeded demo contracts.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { scheduleOf } from "@/lib/services/contracts/terms-row";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { payTableFor as enginePayTableFor } from "@/lib/payroll";
import { CCNL_LEVELS, JOB_TYPES, checkTermsAgainstCcnl, minimumWageFor, payTableFor, weeklyTotal, type TermsLike } from "@/lib/payroll";

const week = (h: string, days = 5) => {
  const names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
  return Object.fromEntries(names.map((d, i) => [d, i < days ? h : "0"])) as TermsLike["weeklySchedule"];
};
const noBoard = { breakfastLunch: false, dinner: false, lodging: false, inCash: false };
const fullBoard = { breakfastLunch: true, dinner: true, lodging: true, inCash: false };
const noAllowances = { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false };

describe("payTableFor", () => {
  it.each([
    ["night_assistance", false, "CS", "40", "D"],
    ["night_presence", true, "B", "54", "E"],
    ["rest_day_substitute", false, "DS", "10", "G"],
    ["domestic_help", true, "B", "30", "B"],
    ["babysitter", true, "BS", "30.00", "B"],
    ["cook", true, "C", "30.01", "A"],
    ["carer_non_self_sufficient", true, "CS", "25", "A"],
    ["domestic_help", false, "A", "10", "C"],
  ] as const)("%s cohabiting=%s level %s %s h → table %s", (jobType, cohabiting, level, weeklyHours, table) => {
    expect(payTableFor({ jobType, cohabiting, level, weeklyHours })).toBe(table);
  });

  it("agrees with the payroll engine's pay table for every job, level, live-in flag and schedule", () => {
    for (const jobType of JOB_TYPES) {
      for (const level of CCNL_LEVELS) {
        for (const cohabiting of [false, true]) {
          for (const hours of ["0", "4", "5", "6", "6.01", "9"]) {
            const weeklySchedule = [hours, hours, hours, hours, hours, "0", "0"];
            const engine = enginePayTableFor({ jobType, level, cohabiting, weeklySchedule } as unknown as Parameters<typeof enginePayTableFor>[0]);
            const ours = payTableFor({ jobType, level, cohabiting, weeklyHours: weeklyTotal(week(hours)) });
            expect(ours, `${jobType} ${level} ${cohabiting} ${hours}`).toBe(engine);
          }
        }
      }
    }
  });
});

describe("minimumWageFor (rules.md §2.3)", () => {
  it.each([
    // level, job, cohabiting, weekly, date, table amount, unit
    ["A", "domestic_help", false, "20", "2023-06-01", "5.27", "hour"],
    ["B", "domestic_help", true, "54", "2024-06-01", "928.15", "month"],
    ["CS", "carer_non_self_sufficient", true, "54", "2025-06-01", "1137.86", "month"],
    ["DS", "carer_non_self_sufficient", true, "54", "2025-06-01", "1405.58", "month"],
    ["CS", "carer_non_self_sufficient", true, "54", "2026-01-01", "1193.84", "month"],
    ["BS", "babysitter", false, "25", "2026-12-31", "7.45", "hour"],
    ["C", "cook", true, "30", "2025-06-01", "776.40", "month"],
    ["CS", "night_assistance", false, "54", "2024-02-01", "1296.09", "month"],
    ["A", "night_presence", false, "45", "2025-06-01", "773.06", "month"],
    ["DS", "rest_day_substitute", false, "12", "2025-06-01", "10.25", "hour"],
  ] as const)("%s %s cohabiting=%s %s h on %s → %s per %s", (level, jobType, cohabiting, weeklyHours, date, amount, unit) => {
    const m = minimumWageFor({ level, jobType, cohabiting, weeklyHours, date });
    expect(m.kind).toBe("ok");
    if (m.kind !== "ok") return;
    expect([m.tableAmount, m.tableUnit]).toEqual([amount, unit]);
  });

  it("converts with 52/12 weeks and rounds up to the cent, never down", () => {
    const m = minimumWageFor({ level: "CS", jobType: "carer_non_self_sufficient", cohabiting: false, weeklyHours: "25", date: "2025-06-01" });
    // 7.91 × 25 × 52 / 12 = 856.9166… → 856.92
    expect(m.kind === "ok" && m.monthly).toBe("856.92");
    const exact = minimumWageFor({ level: "B", jobType: "domestic_help", cohabiting: false, weeklyHours: "30", date: "2025-06-01" });
    // 6.68 × 30 × 52 / 12 = 868.40 exactly: no rounding up
    expect(exact.kind === "ok" && exact.monthly).toBe("868.40");
  });

  it("reports the years without tables and the levels a table lacks", () => {
    expect(minimumWageFor({ level: "B", jobType: "domestic_help", cohabiting: false, weeklyHours: "20", date: "2022-12-31" })).toEqual({
      kind: "rates_missing",
      year: 2022,
    });
    expect(minimumWageFor({ level: "A", jobType: "night_assistance", cohabiting: false, weeklyHours: "40", date: "2025-01-01" })).toMatchObject({
      kind: "level_not_in_table",
      table: "D",
    });
  });
});

describe("checkTermsAgainstCcnl", () => {
  const base: TermsLike = {
    level: "B",
    jobType: "domestic_help",
    cohabiting: false,
    payBasis: "hourly",
    wage: "6.68",
    weeklySchedule: week("8"),
    board: noBoard,
    allowances: noAllowances,
  };
  const codes = (t: Partial<TermsLike>, date = "2025-03-01") => checkTermsAgainstCcnl({ ...base, ...t }, date).issues.map((i) => `${i.path} ${i.code}`);

  it("accepts the minimum and the maximum hours exactly", () => {
    expect(codes({})).toEqual([]);
    expect(
      codes({ cohabiting: true, payBasis: "monthly", wage: "937.06", weeklySchedule: { ...week("9", 6), monday: "10", saturday: "8" }, board: fullBoard }),
    ).toEqual([]);
  });

  it("reports each problem with its own pointer", () => {
    expect(codes({ wage: "6.67" })).toEqual(["/wage below_ccnl_minimum"]);
    expect(codes({ weeklySchedule: { ...week("8"), friday: "8.01" } })).toEqual([
      "/weeklySchedule/friday daily_hours_over_limit",
      "/weeklySchedule weekly_hours_over_limit",
    ]);
    expect(codes({ level: "BS", jobType: "babysitter", wage: "7.09" })).toEqual(["/wage below_ccnl_minimum"]);
    expect(
      codes({ jobType: "night_presence", cohabiting: true, payBasis: "monthly", wage: "773.06", weeklySchedule: week("11", 4), board: fullBoard }),
    ).toEqual([]);
    expect(codes({ jobType: "night_presence", payBasis: "monthly", wage: "773.06", weeklySchedule: week("11.5", 4) })).toEqual([
      "/weeklySchedule/monday daily_hours_over_limit",
      "/weeklySchedule/tuesday daily_hours_over_limit",
      "/weeklySchedule/wednesday daily_hours_over_limit",
      "/weeklySchedule/thursday daily_hours_over_limit",
    ]);
  });

  it("warns, without blocking, when the year has no tables", () => {
    const r = checkTermsAgainstCcnl({ ...base, wage: "1.00" }, "2029-01-08");
    expect(r.issues).toEqual([]);
    expect(r.warnings.map((w) => w.code)).toEqual(["minimum_not_checked"]);
  });

  it("finds every seeded demo contract valid", async () => {
    const terms = await getDb().contractTerms.findMany({
      where: { contract: { organizationId: DEMO_ORGANIZATION_ID, workerLastName: { in: ["Bianchi", "Popescu", "Greco"] } } },
      orderBy: { effectiveFrom: "asc" },
    });
    expect(terms.length).toBeGreaterThanOrEqual(3);
    for (const t of terms) {
      const check = checkTermsAgainstCcnl(
        {
          level: t.level,
          jobType: t.jobType,
          cohabiting: t.cohabiting,
          payBasis: t.payBasis,
          wage: t.wage.toFixed(2),
          weeklySchedule: scheduleOf(t),
          board: { breakfastLunch: t.boardBreakfastLunch, dinner: t.boardDinner, lodging: t.boardLodging, inCash: t.boardInCash },
          allowances: { babysitterChildUnderSix: t.babysitterChildUnderSix, multipleAssisted: t.multipleAssisted, functionAllowance: t.functionAllowance },
        },
        t.effectiveFrom.toISOString().slice(0, 10),
      );
      expect(check.issues).toEqual([]);
    }
  });
});

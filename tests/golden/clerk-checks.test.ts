/**
 * Issue 12 checks in validate-before-run: empty month, overtime proposals (rules-update §6), paid
 * sick days and job retention (§5), with the counts worked out by hand in each test.
 */
import { describe, expect, it } from "vitest";
import { validateBeforeRun } from "@/lib/payroll";
import { retentionDayLimit, sicknessCounters } from "@/lib/payroll/rules/retention";
import { autoFill, contract, days, ev, terms } from "../unit/payroll/fixtures";

const colf = terms(); // Mon–Fri 4 h, non-live-in
const k = contract({ startDate: "2025-03-01" });

describe("retention (comporto) and paid sick days, rolling 365 days (rules-update §5)", () => {
  it("limits by seniority: 10 up to 6 months, 45 up to 2 years, 180 beyond", () => {
    expect(retentionDayLimit("2025-03-01", "2025-09-01")).toBe(10);
    expect(retentionDayLimit("2025-03-01", "2025-09-02")).toBe(45);
    expect(retentionDayLimit("2025-03-01", "2027-03-01")).toBe(45);
    expect(retentionDayLimit("2025-03-01", "2027-03-02")).toBe(180);
  });

  it("20 + 20 days in 2025: on 31 Dec 40 of 45 used, 5 left; continuing from 1 Jan 2026 the 45th day is 5 Jan; paid 10 of 10", () => {
    const sick = [...days("2025-04-01", 20), ...days("2025-11-01", 20)];
    const c = sicknessCounters(sick, "2025-03-01", "2025-12-31");
    expect(c).toEqual({
      asOf: "2025-12-31",
      windowFrom: "2025-01-01",
      paidDaysLimit: 10,
      paidDaysUsed: 10,
      paidDaysLeft: 0,
      retentionDays: 45,
      retentionDaysUsed: 40,
      retentionDaysLeft: 45 - 40,
      retentionEndDate: "2026-01-05",
      exhausted: false,
    });
    // on 30 Apr 2026 the window starts 1 May 2025: April 2025 has left it, 20 used, 25 left
    const later = sicknessCounters(sick, "2025-03-01", "2026-04-30");
    expect([later.windowFrom, later.retentionDaysUsed, later.retentionDaysLeft]).toEqual(["2025-05-01", 20, 25]);
    // exhausted: 5 more days in December → 45 of 45, reached on 5 Dec
    const full = sicknessCounters([...sick, ...days("2025-12-01", 5)], "2025-03-01", "2025-12-31");
    expect([full.retentionDaysUsed, full.exhausted, full.retentionEndDate, full.retentionDaysLeft]).toEqual([45, true, "2025-12-05", 0]);
  });

  it("validate-before-run: running-out warning (5 ≤ 45 × 25 %), exhausted warning without an error", () => {
    const sick = [...days("2025-04-01", 20), ...days("2025-11-01", 20)];
    const evs = autoFill(colf, "2025-12-01", "2025-12-31");
    const v = validateBeforeRun({ contract: k, terms: [colf], period: "2025-12", events: evs, facts: { workerFiscalCode: "X", sickDays: sick } });
    expect(v.valid).toBe(true);
    expect(v.sickness?.retentionDaysLeft).toBe(5);
    const w = v.warnings.find((x) => x.code === "job_retention_running_out");
    expect(w?.message).toContain("restano 5 giorni");
    expect(w?.message).toContain("2026-01-05");
    const done = validateBeforeRun({
      contract: k,
      terms: [colf],
      period: "2025-12",
      events: evs,
      facts: { workerFiscalCode: "X", sickDays: [...sick, ...days("2025-12-01", 5)] },
    });
    expect(done.valid).toBe(true);
    expect(done.errors).toEqual([]);
    expect(done.warnings.find((x) => x.code === "job_retention_exhausted")?.message).toContain("Comporto esaurito il 2025-12-05");
  });
});

describe("empty month and overtime proposals", () => {
  it("an active contract with no event in the month: warning with the auto-fill action", () => {
    const v = validateBeforeRun({ contract: k, terms: [colf], period: "2025-04", events: [] });
    expect(v.warnings.find((w) => w.code === "no_events_in_month")).toMatchObject({ action: "auto_fill" });
    const filled = validateBeforeRun({ contract: k, terms: [colf], period: "2025-04", events: autoFill(colf, "2025-04-01", "2025-04-30") });
    expect(filled.warnings.find((w) => w.code === "no_events_in_month")).toBeUndefined();
  });

  it("non-live-in: 10 h regular on Mon 3 Mar 2025 → 2 h daily overtime (+25 %); a 46 h week of 5 × 8 + 6 h on Saturday → 4 h at +10 % and 2 h at +25 %", () => {
    const day10 = [ev("2025-03-03", "regular_work", "10")];
    const v = validateBeforeRun({ contract: k, terms: [colf], period: "2025-03", events: day10 });
    const w = v.warnings.find((x) => x.code === "regular_hours_over_ccnl_limit");
    expect(w?.message).toContain("2.00 h oltre 8 h al giorno come «daily_overtime» (+25 %");
    // 8 + 2 overtime already recorded → nothing to propose
    const recorded = validateBeforeRun({
      contract: k,
      terms: [colf],
      period: "2025-03",
      events: [ev("2025-03-03", "regular_work", "8"), ev("2025-03-03", "daily_overtime", "2", { multiplier: "1.25" })],
    });
    expect(recorded.warnings.find((x) => x.code === "regular_hours_over_ccnl_limit")).toBeUndefined();
    // week 9–15 March: 5 × 8 + 6 = 46 h ordinary: 46 − 40 = 6 → 4 h (41–44) +10 %, 2 h (>44) +25 %
    const week = [...days("2025-03-10", 5).map((d) => ev(d, "regular_work", "8")), ev("2025-03-15", "regular_work", "6")];
    const wv = validateBeforeRun({ contract: k, terms: [colf], period: "2025-03", events: week });
    const m = wv.warnings.find((x) => x.code === "regular_hours_over_ccnl_limit")?.message ?? "";
    expect(m).toContain("Settimana dal 2025-03-09");
    expect(m).toContain("4.00 h tra 40 e 44 h settimanali come «overtime» (+10 %");
    expect(m).toContain("2.00 h oltre 44 h come «overtime» (+25 %");
  });

  it("live-in: 12 h on a Sunday → 2 h at +60 %; 6 × 10 = 60 h → 6 h beyond 54 at +25 %", () => {
    const liveIn = terms({ cohabiting: true, level: "BS", payBasis: "monthly", wage: "1100", weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"] });
    const sunday = validateBeforeRun({ contract: k, terms: [liveIn], period: "2025-03", events: [ev("2025-03-09", "regular_work", "12")] });
    expect(sunday.warnings.find((x) => x.code === "regular_hours_over_ccnl_limit")?.message).toContain(
      "2.00 h oltre il massimo giornaliero di domenica o festivo come «overtime» (+60 %",
    );
    const long = validateBeforeRun({ contract: k, terms: [liveIn], period: "2025-03", events: days("2025-03-10", 6).map((d) => ev(d, "regular_work", "10")) });
    expect(long.warnings.find((x) => x.code === "regular_hours_over_ccnl_limit")?.message).toContain("6.00 h oltre 54 h settimanali come «overtime» (+25 %");
  });
});

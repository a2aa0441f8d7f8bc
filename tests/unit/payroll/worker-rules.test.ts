/**
 * The engine's worker rules (issue 31): hours over all of a worker's contracts against the CCNL
 * maxima of art. 14 c. 1, and the document / decreto flussi warnings for a day passed in.
 */
import { describe, expect, it } from "vitest";
import { workerDocumentWarnings, workerHoursAcrossContracts, type WeeklySchedule } from "@/lib/payroll";
import { decodePersonFiscalCode, fiscalCodeBirthDate, personFiscalCodeCheckChar } from "@/lib/validation/tax-codes";

const week = (mon: string, rest = "4", sat = "0"): WeeklySchedule => ({
  monday: mon,
  tuesday: rest,
  wednesday: rest,
  thursday: rest,
  friday: rest,
  saturday: sat,
  sunday: "0",
});
const colf = (contractId: string, schedule: WeeklySchedule) => ({ contractId, jobType: "domestic_help" as const, cohabiting: false, weeklySchedule: schedule });

describe("workerHoursAcrossContracts", () => {
  it("holds two non-live-in contracts to 40 h a week and 8 h a day together", () => {
    // 24 h (Mon–Fri 4, Sat 4) + 20 h (Mon–Fri 4) = 44 h > 40; every day 8 h: at the maximum, not over it
    const r = workerHoursAcrossContracts([colf("a", week("4", "4", "4")), colf("b", week("4"))]);
    expect(r.weeklyHours).toBe("44.00");
    expect(r.limits).toEqual({ daily: "8", weekly: "40" });
    expect(r.warnings).toEqual([
      {
        code: "worker_weekly_hours_over_limit",
        message: "44.00 h a week over 2 contracts exceed the CCNL maximum of 40 h a week",
        params: { hours: "44.00", max: "40", contracts: "2" },
      },
    ]);
  });

  it("exactly 40 h is within the limit; a day of 8.5 h is over it", () => {
    const r = workerHoursAcrossContracts([colf("a", week("4.5")), colf("b", week("4", "0"))]);
    // 4.5 + 4 × 4 = 20.50 h and 4 × 4 = 16.00 h (Tuesday–Friday 0 on the second): 36.50 h; Monday 4.5 + 4 = 8.5 > 8
    expect(r.weeklyHours).toBe("24.50");
    expect(r.warnings.map((w) => [w.code, w.params.day ?? null, w.params.hours])).toEqual([["worker_daily_hours_over_limit", "monday", "8.50"]]);
    const forty = workerHoursAcrossContracts([colf("a", week("4")), colf("b", week("4"))]);
    expect(forty.weeklyHours).toBe("40.00");
    expect(forty.warnings).toEqual([]);
  });

  it("with a live-in contract the most generous maxima apply (10 h a day, 54 a week)", () => {
    const liveIn = { contractId: "c", jobType: "carer_non_self_sufficient" as const, cohabiting: true, weeklySchedule: week("8", "8", "8") };
    // 8×6 = 48 h live-in + 2 h Monday elsewhere = 50 h ≤ 54; Monday 10 h ≤ 10
    const r = workerHoursAcrossContracts([liveIn, colf("d", week("2", "0"))]);
    expect(r.limits).toEqual({ daily: "10", weekly: "54" });
    expect(r.weeklyHours).toBe("50.00");
    expect(r.warnings).toEqual([]);
  });

  it("without contracts: no hours, no limits, no warnings", () => {
    expect(workerHoursAcrossContracts([])).toMatchObject({ weeklyHours: "0.00", limits: null, warnings: [] });
  });
});

describe("workerDocumentWarnings", () => {
  const on = (expiryDate: string, asOf = "2026-03-01") =>
    workerDocumentWarnings({ documents: [{ document: "residence_permit", expiryDate }], flussiEntryDate: null, asOf }).map((w) => w.code);

  it("warns from 60 days before the expiry, again from 30, on the day and after", () => {
    // 2026-03-01 + 61 days = 2026-05-01; + 60 = 2026-04-30; + 31 = 2026-04-01; + 30 = 2026-03-31
    expect(on("2026-05-01")).toEqual([]);
    expect(on("2026-04-30")).toEqual(["document_expires_within_60_days"]);
    expect(on("2026-04-01")).toEqual(["document_expires_within_60_days"]);
    expect(on("2026-03-31")).toEqual(["document_expires_within_30_days"]);
    expect(on("2026-03-02")).toEqual(["document_expires_within_30_days"]);
    expect(on("2026-03-01")).toEqual(["document_expires_today"]);
    expect(on("2026-02-28")).toEqual(["document_expired"]);
  });

  it("flags the first year after a decreto flussi entry, to the day before its anniversary", () => {
    const flag = (asOf: string) => workerDocumentWarnings({ documents: [], flussiEntryDate: "2025-06-15", asOf });
    expect(flag("2025-06-14")).toEqual([]);
    expect(flag("2025-06-15")[0]).toMatchObject({ code: "decreto_flussi_first_year", params: { entryDate: "2025-06-15", until: "2026-06-14" } });
    expect(flag("2026-06-14")).toHaveLength(1);
    expect(flag("2026-06-15")).toEqual([]);
  });
});

describe("fiscal code facts", () => {
  it("reads sex, birth date and place, omocodia included", () => {
    // RSSMRA80A41H501: year 80, A = January, day 41 = 1st + 40 (a woman), H501 = Rome
    expect(decodePersonFiscalCode("RSSMRA80A41H501Y")).toEqual({
      birthYearTwoDigits: 80,
      birthMonth: 1,
      birthDay: 1,
      sex: "F",
      birthPlaceCode: "H501",
      bornAbroad: false,
    });
    // omocodia: the digits replaced from the right (1 → M, 0 → L): H50M stands for H501, with its own check letter
    const first15 = "RSSMRA80A41H50M";
    expect(decodePersonFiscalCode(first15 + personFiscalCodeCheckChar(first15))).toMatchObject({ birthPlaceCode: "H501", birthDay: 1, sex: "F" });
    expect(decodePersonFiscalCode(first15)).toBeNull(); // 15 characters: not a code
  });

  it("puts the birth year in the century that makes it not later than today", () => {
    const code = (yy: string) => `RSSMRA${yy}A01H501` + personFiscalCodeCheckChar(`RSSMRA${yy}A01H501`);
    expect(fiscalCodeBirthDate(code("80"), "2026-11-26")).toBe("1980-01-01");
    expect(fiscalCodeBirthDate(code("05"), "2026-11-26")).toBe("2005-01-01");
    expect(fiscalCodeBirthDate(code("30"), "2026-11-26")).toBe("1930-01-01");
  });
});

/**
 * engineTermsOf: terms in the API's shape → the engine's ContractTerms, the one conversion between
 * the two. The key order and the optional keys are those the payroll inputs have always had (the
 * payslips' input fingerprints hash them), so the expected objects are compared as JSON text.
 */
import { describe, expect, it } from "vitest";
import { engineTermsOf, type ApiShapedTerms } from "@/lib/payroll";

const colf: ApiShapedTerms = {
  level: "B",
  jobType: "domestic_help",
  cohabiting: false,
  payBasis: "hourly",
  wage: "9.40",
  weeklySchedule: { monday: "4.00", tuesday: "4.00", wednesday: "4.00", thursday: "4.00", friday: "4.00", saturday: "2.00", sunday: "0.00" },
  board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
  allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false, uniCertifiedUntil: null },
  seniorityIncrements: null,
  superminimo: null,
  superminimoAbsorbable: true,
};

describe("engineTermsOf", () => {
  it("plain terms: no superminimo and no UNI certification keys, the schedule Monday first", () => {
    expect(JSON.stringify(engineTermsOf("2025-03-01", colf))).toBe(
      JSON.stringify({
        effectiveFrom: "2025-03-01",
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "9.40",
        weeklySchedule: ["4.00", "4.00", "4.00", "4.00", "4.00", "2.00", "0.00"],
        board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
        babysitterChildUnderSix: false,
        multipleAssisted: false,
        functionAllowance: false,
        seniorityIncrements: null,
      }),
    );
  });

  it("a superminimo, a seniority override and a UNI certification follow, in that order", () => {
    const t = engineTermsOf("2026-01-01", {
      ...colf,
      level: "CS",
      jobType: "carer_non_self_sufficient",
      seniorityIncrements: "2",
      superminimo: "0.50",
      superminimoAbsorbable: false,
      allowances: { ...colf.allowances, multipleAssisted: true, uniCertifiedUntil: "2027-06-30" },
    });
    expect(Object.keys(t).slice(-4)).toEqual(["seniorityIncrements", "superminimo", "superminimoAbsorbable", "uniCertifiedUntil"]);
    expect([t.seniorityIncrements, t.superminimo, t.superminimoAbsorbable, t.uniCertifiedUntil, t.multipleAssisted]).toEqual([
      2,
      "0.50",
      false,
      "2027-06-30",
      true,
    ]);
  });
});

/**
 * One home for the CCNL rules (lib/payroll/ccnl.ts): over every job type × pay table × level,
 * a contract accepted by the contract check runs a month on its own schedule without any
 * `*_over_ccnl_limit` warning, and a contract refused by it is refused by validate-before-run for
 * the same reason (the contract check's code, or the run's older name for it in
 * RUN_CODE_OF_CCNL_CODE, with the contract code in `params.ccnlCode`).
 */
import { describe, expect, it } from "vitest";
import {
  CCNL_LEVELS,
  JOB_TYPES,
  calculatePayslip,
  checkTermsAgainstCcnl,
  contributionEventRangeForPeriod,
  minimumWageFor,
  payBasisAllowed,
  payTableFor,
  scheduleDays,
  scheduleOfDays,
  validateBeforeRun,
  type ContractTerms,
  type JobType,
  type PayTable,
  type TermsLike,
} from "@/lib/payroll";
import { RUN_CODE_OF_CCNL_CODE } from "@/lib/payroll/checks/validate";
import { autoFill, contract } from "./fixtures";

const SCHEDULES: Record<string, string[]> = {
  "non-live-in 5 × 8 h": ["8", "8", "8", "8", "8", "0", "0"],
  "live-in 6 × 9 h": ["9", "9", "9", "9", "9", "9", "0"],
  "live-in reduced 5 × 6 h": ["6", "6", "6", "6", "6", "0", "0"],
  "night assistance 4 × 12 h": ["12", "12", "12", "12", "0", "0", "0"],
  "night presence 4 × 11 h": ["11", "11", "11", "11", "0", "0", "0"],
};

function schedulesFor(job: JobType, cohabiting: boolean): string[] {
  if (job === "night_assistance") return ["night assistance 4 × 12 h"];
  if (job === "night_presence") return ["night presence 4 × 11 h"];
  return cohabiting ? ["live-in 6 × 9 h", "live-in reduced 5 × 6 h"] : ["non-live-in 5 × 8 h"];
}

interface Case {
  name: string;
  table: PayTable;
  terms: TermsLike;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const jobType of JOB_TYPES) {
    for (const cohabiting of [false, true]) {
      for (const scheduleName of schedulesFor(jobType, cohabiting)) {
        const weeklySchedule = scheduleOfDays(SCHEDULES[scheduleName]!);
        for (const level of CCNL_LEVELS) {
          const weeklyHours = SCHEDULES[scheduleName]!.reduce((a, h) => a + Number(h), 0);
          const table = payTableFor({ jobType, cohabiting, level, weeklyHours: String(weeklyHours) });
          const payBasis = payBasisAllowed(table, "hourly") ? "hourly" : "monthly";
          const min = minimumWageFor({ level, jobType, cohabiting, weeklyHours: String(weeklyHours), date: "2025-01-01" });
          const wage = min.kind === "ok" ? ((payBasis === "monthly" ? min.monthly : min.hourly) ?? "1000.00") : "1000.00";
          const board = { breakfastLunch: cohabiting, dinner: cohabiting, lodging: cohabiting, inCash: false };
          const terms: TermsLike = {
            level,
            jobType,
            cohabiting,
            payBasis,
            wage,
            weeklySchedule,
            board,
            allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false },
          };
          out.push({ name: `${jobType} ${cohabiting ? "live-in" : "non-live-in"} ${scheduleName} level ${level} table ${table}`, table, terms });
        }
      }
    }
  }
  return out;
}

function engineTerms(t: TermsLike): ContractTerms {
  return {
    effectiveFrom: "2025-01-01",
    level: t.level,
    jobType: t.jobType,
    cohabiting: t.cohabiting,
    payBasis: t.payBasis,
    wage: t.wage,
    weeklySchedule: scheduleDays(t.weeklySchedule),
    board: t.board,
    babysitterChildUnderSix: t.allowances.babysitterChildUnderSix,
    multipleAssisted: t.allowances.multipleAssisted,
    functionAllowance: t.allowances.functionAllowance,
  };
}

const PERIOD = "2025-03";
const all = cases();
const c = contract({ startDate: "2025-01-01" });

function runOnOwnSchedule(t: ContractTerms) {
  const range = contributionEventRangeForPeriod(PERIOD);
  const events = autoFill(t, range.from, range.to, { startDate: c.startDate });
  return {
    validation: validateBeforeRun({ contract: c, terms: [t], period: PERIOD, events }),
    payslip: calculatePayslip({ contract: c, terms: [t], events, state: null, options: { period: PERIOD } }),
  };
}

const overLimit = (codes: string[]) => codes.filter((x) => x.endsWith("_over_ccnl_limit"));

describe("one home for the CCNL rules: every job type × pay table × level", () => {
  it("covers every job type, every pay table and every level, accepted and refused", () => {
    expect(new Set(all.map((x) => x.terms.jobType)).size).toBe(JOB_TYPES.length);
    expect([...new Set(all.map((x) => x.table))].sort()).toEqual(["A", "B", "C", "D", "E", "G"]);
    expect(new Set(all.map((x) => x.terms.level)).size).toBe(CCNL_LEVELS.length);
    const accepted = all.filter((x) => checkTermsAgainstCcnl(x.terms, "2025-01-01").issues.length === 0);
    expect([...new Set(accepted.map((x) => x.table))].sort()).toEqual(["A", "B", "C", "D", "E", "G"]);
    expect(accepted.length).toBeGreaterThan(20);
    expect(all.length - accepted.length).toBeGreaterThan(20);
  });

  it.each(all.map((x) => [x.name, x] as const))("%s", (_name, x) => {
    const check = checkTermsAgainstCcnl(x.terms, "2025-01-01");
    const t = engineTerms(x.terms);
    if (check.issues.length === 0) {
      const { validation, payslip } = runOnOwnSchedule(t);
      expect(validation.errors).toEqual([]);
      expect(overLimit(validation.warnings.map((w) => w.code))).toEqual([]);
      expect(overLimit(payslip.warnings.map((w) => w.code))).toEqual([]);
      // one cent less is refused by both, for the same reason
      const cheaper = { ...x.terms, wage: (Number(x.terms.wage) - 0.01).toFixed(2) };
      expect(checkTermsAgainstCcnl(cheaper, "2025-01-01").issues.map((i) => i.code)).toEqual(["below_ccnl_minimum"]);
      const v = validateBeforeRun({ contract: c, terms: [engineTerms(cheaper)], period: PERIOD });
      expect(v.errors.map((e) => [e.code, e.params?.ccnlCode])).toEqual([["wage_below_minimum", "below_ccnl_minimum"]]);
    } else {
      const v = validateBeforeRun({ contract: c, terms: [t], period: PERIOD });
      expect(v.valid).toBe(false);
      const expected = check.issues.map((i) => [RUN_CODE_OF_CCNL_CODE[i.code] ?? i.code, i.code]);
      expect(v.errors.map((e) => [e.code, e.params?.ccnlCode])).toEqual(expected);
    }
  });

  it("an hour over the day (or night) limit of the job is refused by both for the same reason", () => {
    for (const [jobType, cohabiting, level, day, max] of [
      ["domestic_help", false, "B", "9", "8"],
      ["carer_non_self_sufficient", true, "CS", "11", "10"],
      ["night_assistance", true, "CS", "13", "12"],
      ["night_presence", false, "B", "12", "11"],
    ] as const) {
      const base = all.find((x) => x.terms.jobType === jobType && x.terms.cohabiting === cohabiting && x.terms.level === level)!;
      const terms = { ...base.terms, weeklySchedule: { ...base.terms.weeklySchedule, monday: day } };
      const issue = checkTermsAgainstCcnl(terms, "2025-01-01").issues.find((i) => i.code === "daily_hours_over_limit");
      expect(issue?.params.max, jobType).toBe(max);
      const v = validateBeforeRun({ contract: c, terms: [engineTerms(terms)], period: PERIOD });
      expect(v.errors.find((e) => e.code === "daily_hours_over_limit")?.params?.max, jobType).toBe(max);
    }
  });

  it("a live-in night-assistance contract of 12 h a night: accepted, and validate-before-run does not warn on the nights", () => {
    const x = all.find((y) => y.terms.jobType === "night_assistance" && y.terms.cohabiting && y.terms.level === "CS")!;
    expect(checkTermsAgainstCcnl(x.terms, "2025-01-01").issues).toEqual([]);
    expect(runOnOwnSchedule(engineTerms(x.terms)).validation.warnings.map((w) => w.code)).not.toContain("day_over_ccnl_limit");
  });

  it("validate-before-run reads the run's TFR-advance share (settings.severanceAdvanceMaxShare)", () => {
    const x = all.find((y) => y.terms.jobType === "domestic_help" && !y.terms.cohabiting && y.terms.level === "B")!;
    const state = calculatePayslip({ contract: c, terms: [engineTerms(x.terms)], events: [], state: null, options: { period: "2025-01" } }).nextState;
    const withFund = { ...state, severance: { ...state.severance, accruedPreviousYears: "1000" } };
    const base = { contract: c, terms: [engineTerms(x.terms)], period: PERIOD, state: withFund, options: { severanceAnticipation: "600.00" } };
    expect(validateBeforeRun(base).warnings.map((w) => w.code)).not.toContain("severance_advance_above_limit");
    expect(validateBeforeRun({ ...base, settings: { severanceAdvanceMaxShare: "0.5" } }).warnings.map((w) => w.code)).toContain(
      "severance_advance_above_limit",
    );
  });
});

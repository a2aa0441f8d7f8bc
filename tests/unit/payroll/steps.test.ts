/**
 * Each step of the payslip (lib/payroll/pipeline.ts, rules/<concern>.ts) on its own: a draft is
 * opened for a small contract, the steps before the one under test run, then the step's effect is
 * checked against a hand calculation. Table-driven where a step has several cases.
 */
import { describe, expect, it } from "vitest";
import { PayrollError, type PayrollInput, type RunningState } from "@/lib/payroll";
import { dec, fmt2, ZERO } from "@/lib/payroll/money";
import { PAYSLIP_STEPS } from "@/lib/payroll/pipeline";
import { createDraft, type PayslipDraft, type PayslipStep } from "@/lib/payroll/rules/draft";
import { emptyState } from "@/lib/payroll/rules/accruals";
import { openState } from "@/lib/payroll/rules/state";
import { earnings } from "@/lib/payroll/rules/earnings";
import { customItems } from "@/lib/payroll/rules/custom-items";
import { accruals, severanceAccrual } from "@/lib/payroll/rules/month-accruals";
import { severanceAdvance } from "@/lib/payroll/rules/advances";
import { contributionWeeks } from "@/lib/payroll/rules/contribution-weeks";
import { terminationIndemnities, terminationSettlement } from "@/lib/payroll/rules/termination";
import { weeklyContributions } from "@/lib/payroll/rules/weekly-contributions";
import { contributionElements } from "@/lib/payroll/rules/contribution-elements";
import { close, PayrollInvariantError } from "@/lib/payroll/rules/close";
import { thirteenthPayment } from "@/lib/payroll/rules/thirteenth";
import { severanceLiquidation } from "@/lib/payroll/rules/severance-liquidation";
import { autoFill, contract, terms } from "./fixtures";

const colf = terms({ weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"], wage: "9.00" }); // 20 h/week at 9.00
const january = autoFill(colf, "2024-12-29", "2025-02-01", { startDate: "2024-01-08" });

function input(over: Partial<PayrollInput> = {}, options: Partial<PayrollInput["options"]> = {}): PayrollInput {
  return { contract: contract(), terms: [colf], events: january, state: null, ...over, options: { period: "2025-01", ...options } };
}

/** the draft after the ordinary steps before `step` */
function draftBefore(step: PayslipStep, inp: PayrollInput): PayslipDraft {
  const d = createDraft(inp);
  const steps = PAYSLIP_STEPS[d.kind];
  for (const s of steps) {
    if (s === step) break;
    s.run(d);
  }
  return d;
}

function lineValues(d: PayslipDraft): Record<string, string> {
  return Object.fromEntries(d.lines.build().map((l) => [l.code, fmt2(l.value)]));
}

function state(over: (s: RunningState) => void, year = 2025): RunningState {
  const s = emptyState(year);
  over(s);
  return s;
}

describe("step lists", () => {
  it("each kind of payslip is an ordered list of named steps ending with close", () => {
    expect(PAYSLIP_STEPS.ordinary.map((s) => s.name)).toEqual([
      "open the draft (state + year rollover)",
      "earnings",
      "custom items and overrides",
      "accruals",
      "advances",
      "contribution weeks",
      "termination",
      "severance accrual",
      "termination settlement",
      "weekly contributions",
      "contribution elements",
      "quarter rounding difference",
      "net carry",
      "close",
    ]);
    expect(PAYSLIP_STEPS.thirteenth.map((s) => s.name)).toEqual(["open the draft (state + year rollover)", "thirteenth payment", "net carry", "close"]);
    expect(PAYSLIP_STEPS.severance_liquidation.map((s) => s.name)).toEqual([
      "open the draft (state + year rollover)",
      "severance liquidation",
      "net carry",
      "close",
    ]);
  });
});

describe("open the draft (state + year rollover)", () => {
  it("2024 state into January 2025: TFR 1000.00 revalued 2.320017 % = 23.20, plus 500.00 of 2024; vacation 2 + 26 − 20 = 8 carried", () => {
    const s = state((x) => {
      x.severance.accruedPreviousYears = "1000";
      x.severance.accruedThisYear = "500";
      x.vacation = { previousYearLeft: "2", accruedThisYear: "26", usedThisYear: "20" };
      x.thirteenth.totalLeft = "100";
      x.sick.totalPaidFullDays = "4";
    }, 2024);
    const d = draftBefore(openState, input({ state: s }));
    openState.run(d);
    expect(fmt2(d.balances.severanceAccruedPreviousYears)).toBe("1523.20");
    expect(fmt2(d.balances.severanceRevaluationTotal)).toBe("23.20");
    expect(d.balances.severanceAccruedThisYear.isZero()).toBe(true);
    expect(d.balances.vacationPreviousYearLeft.toString()).toBe("8");
    expect(d.balances.sick.paidFullDays.isZero()).toBe(true);
    expect(d.warnings.map((w) => w.code)).toContain("thirteenth_unpaid_previous_year");
  });
  it("a state later than the payslip is refused", () => {
    const d = createDraft(input({ state: emptyState(2026) }));
    expect(() => openState.run(d)).toThrow(PayrollError);
  });
});

describe("earnings", () => {
  it("January 2025, Mon–Fri 4 h at 9.00: 21 days × 4 h = 84 h → 756.00; 1 and 6 Jan at 20/6 h → 60.00", () => {
    const d = draftBefore(earnings, input());
    earnings.run(d);
    expect(lineValues(d)).toEqual({ ORE_ORDINARIE: "756.00", FESTIVITA: "60.00" });
  });
});

describe("custom items and overrides", () => {
  it.each([
    [
      "custom earning 50.00 over 2 h → rate 25",
      { customEarnings: [{ name: "Bonus", value: "50.00", periodType: "hour" as const, periodDuration: "2" }] },
      "VOCE_AGGIUNTIVA",
      "50.00",
    ],
    [
      "custom deduction 12.34",
      { customDeductions: [{ name: "Rimborso", value: "12.34", periodType: "period" as const, periodDuration: "1" }] },
      "TRATTENUTA_AGGIUNTIVA",
      "12.34",
    ],
    ["board in cash given as 120.00", { accommodationInCash: "120.00" }, "VITTO_ALLOGGIO_INDENNITA", "120.00"],
    ["vacation advance 100.00", { vacationAnticipation: "100.00" }, "ANTICIPO_FERIE", "100.00"],
  ])("%s", (_name, options, code, value) => {
    const d = draftBefore(customItems, input({}, options));
    customItems.run(d);
    expect(lineValues(d)[code]).toBe(value);
  });
});

describe("accruals", () => {
  it("20 h/week at 9.00 (780.00 a month): thirteenth 65.00, TFR base 845.00, vacation 26/12 = 2.17 days", () => {
    const d = draftBefore(accruals, input());
    accruals.run(d);
    expect(fmt2(d.thirteenthBase)).toBe("780.00");
    expect(fmt2(d.month.thirteenthAccrued)).toBe("65.00");
    expect(fmt2(d.month.severanceBase)).toBe("845.00");
    expect(fmt2(d.month.vacationAccrued)).toBe("2.17");
    expect(d.balances.thirteenthAccruedThroughPeriod).toBe("2025-01");
  });
  it("a period already accrued by its thirteenth payslip does not accrue again", () => {
    const d = draftBefore(accruals, input({ state: state((s) => (s.thirteenth.accruedThroughPeriod = "2025-01")) }));
    accruals.run(d);
    expect(d.month.thirteenthAccrued.isZero()).toBe(true);
  });
});

describe("advances", () => {
  const fund = (s: RunningState) => {
    s.severance.accruedPreviousYears = "1000";
  };
  it.each([
    ["700.00 of 1000.00 (70 %) is allowed", "700.00", {}, []],
    ["700.01 is above 70 % → warning", "700.01", {}, ["severance_advance_above_limit"]],
    ["600.00 with severanceAdvanceMaxShare 0.5 → warning", "600.00", { severanceAdvanceMaxShare: "0.5" }, ["severance_advance_above_limit"]],
  ])("%s", (_n, amount, settings, codes) => {
    const d = draftBefore(severanceAdvance, input({ state: state(fund), settings }, { severanceAnticipation: amount }));
    severanceAdvance.run(d);
    expect(d.warnings.map((w) => w.code)).toEqual(codes);
    expect(fmt2(d.balances.severanceAccruedPreviousYears)).toBe(fmt2(dec("1000").minus(amount)));
    expect(lineValues(d).ANTICIPO_TFR).toBe(amount);
  });
  it("above the fund is an error", () => {
    const d = draftBefore(severanceAdvance, input({ state: state(fund) }, { severanceAnticipation: "1000.01" }));
    expect(() => severanceAdvance.run(d)).toThrow(/superiore al fondo/);
  });
});

describe("contribution weeks", () => {
  it("computed: five weeks Sunday–Saturday, the one ending 1 Feb deferred", () => {
    const d = draftBefore(contributionWeeks, input());
    contributionWeeks.run(d);
    expect(d.weeks.map((w) => `${w.weekStart} ${fmt2(w.hours)} ${w.isFromNextPeriod}`)).toEqual([
      "2024-12-29 20.00 false", // 30, 31 Dec, 1 Jan (holiday on a scheduled day: its 4 h), 2, 3 Jan
      "2025-01-05 20.00 false",
      "2025-01-12 20.00 false",
      "2025-01-19 20.00 false",
      "2025-01-26 20.00 true",
    ]);
  });
  it("given weeks replace the computed hours; negative hours are refused", () => {
    const given = [{ weekStart: "2025-01-05", weekEnd: "2025-01-11", hours: "18", isFromNextPeriod: false }];
    const d = draftBefore(contributionWeeks, input({}, { contributionWeeks: given }));
    contributionWeeks.run(d);
    expect(d.weeks.map((w) => fmt2(w.hours))).toEqual(["18.00"]);
    const bad = draftBefore(contributionWeeks, input({}, { contributionWeeks: [{ ...given[0]!, hours: "-1" }] }));
    expect(() => contributionWeeks.run(bad)).toThrow(PayrollError);
  });
});

describe("termination", () => {
  const ending = (extra: Partial<PayrollInput["options"]> = {}) =>
    input(
      { state: state((s) => (s.vacation.previousYearLeft = "5")), events: january.filter((e) => e.date <= "2025-01-17") },
      { employmentEndDate: "2025-01-17", ...extra },
    );
  it("5 + 2.17 − 0 days of vacation left at 20/6 h × 9.00 = 30.00 a day; the hours go on the last week", () => {
    const d = draftBefore(terminationIndemnities, ending());
    terminationIndemnities.run(d);
    // accrual of January: 17 days of service ≥ 15 → 26/12 days; left = 5 + 2.1667 = 7.1667 → 215.00
    expect(lineValues(d).FERIE_NON_GODUTE).toBe("215.00");
    // last week 12–17 Jan: 5 days × 4 h = 20 h + 7.1667 days × 20/6 h = 23.89 h
    expect(fmt2(d.weeks.filter((w) => !w.isFromNextPeriod).at(-1)!.hours)).toBe("43.89");
  });
  it("notice by the employer, 15 days in thirtieths: 780.00 / 30 × 15 = 390.00, in the TFR base", () => {
    const d = draftBefore(terminationIndemnities, ending({ missingNoticeType: "EMPLOYER", missingNoticeDays: "15" }));
    const base = d.month.severanceBase;
    terminationIndemnities.run(d);
    expect(lineValues(d).INDENNITA_PREAVVISO).toBe("390.00");
    expect(fmt2(d.month.severanceBase.minus(base))).toBe("390.00");
    expect(d.weeks.some((w) => w.origin === "notice")).toBe(true);
  });
  it("settlement pays the thirteenth left and the TFR fund", () => {
    const d = draftBefore(terminationSettlement, ending());
    terminationSettlement.run(d);
    const v = lineValues(d);
    expect(v.TREDICESIMA_RATEI).toBe("65.00");
    expect(v.TFR).toBe(fmt2(d.month.severancePaid));
  });
});

describe("severance accrual", () => {
  it("845.00 / 13.5 = 62.59", () => {
    const d = draftBefore(severanceAccrual, input());
    severanceAccrual.run(d);
    expect(fmt2(d.month.severanceAccrued)).toBe("62.59");
  });
});

describe("weekly contributions and elements", () => {
  it("a 20 h week at 9.00 (effective 9.75, 2025 with CUAF): INPS 20 × 1.89 = 37.80 (9.60 worker), CAS.SA.COLF 1.20 (0.40 / 0.80)", () => {
    const d = draftBefore(weeklyContributions, input());
    weeklyContributions.run(d);
    const week = d.inpsLines[1]!;
    expect([week.hours, week.amount, week.employeeAmount, week.employerAmount]).toEqual(["20.00", "37.80", "9.60", "28.20"]);
    expect([d.cassacolfLines[1]!.amount, d.cassacolfLines[1]!.employeeAmount]).toEqual(["1.20", "0.40"]);
    expect(d.inpsLines[4]!.amount).toBe("0.00"); // deferred week
    contributionElements.run(d);
    const v = lineValues(d);
    // four paid weeks of 20 h: worker INPS 4 × 9.60 = 38.40, CAS.SA.COLF 4 × 0.40 = 1.60
    expect(v.INPS_LAVORATORE).toBe("38.40");
    expect(v.CASSACOLF_LAVORATORE).toBe("1.60");
  });
});

describe("close", () => {
  it("totals: net = gross − deductions − employee contributions", () => {
    const d = draftBefore(close, input());
    close.run(d);
    const r = d.result!;
    expect(r.totalGross).toBe("816.00");
    expect(r.totalNet).toBe(fmt2(dec("816.00").minus(r.totalEmployeeTaxes)));
    expect(r.nextState.period).toBe("2025-01");
  });
  it("a total that does not reconcile throws payroll_invariant_violated", () => {
    const d = draftBefore(close, input());
    d.inpsWeeks.push({ employee: dec("0.01"), employer: ZERO, hourlyEmployee: ZERO, hourlyEmployer: ZERO, hours: ZERO });
    expect(() => close.run(d)).toThrow(PayrollInvariantError);
  });
});

describe("thirteenth payment and severance liquidation", () => {
  it("thirteenth payslip: 500.00 left + its own month (65.00) = 565.00", () => {
    const d = createDraft(input({ state: state((s) => (s.thirteenth.totalLeft = "500")) }, { isThirteenth: true }));
    openState.run(d);
    thirteenthPayment.run(d);
    expect(lineValues(d).TREDICESIMA).toBe("565.00");
    expect(d.balances.thirteenthLeft.isZero()).toBe(true);
  });
  it("TFR payslip on 20 Feb 2025: 1000.00 + 0.811564 % = 8.12 revaluation", () => {
    const d = createDraft(
      input(
        { state: state((s) => (s.severance.accruedPreviousYears = "1000")) },
        { period: "2025-02", severanceLiquidationPayslip: true, employmentEndDate: "2025-02-20" },
      ),
    );
    openState.run(d);
    severanceLiquidation.run(d);
    expect(lineValues(d)).toEqual({ TFR: "1000.00", TFR_RIVALUTAZIONE: "8.12" });
  });
});

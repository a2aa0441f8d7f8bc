/** rules.md §14 worked formulas F1–F13, each reproduced with its published numbers. */
import { describe, expect, it } from "vitest";
import { calculatePayslip, type PayslipResult, type RunningState, type WorkEvent } from "@/lib/payroll";
import { Decimal, dec, fmt2, fmtN } from "@/lib/payroll/money";
import { DEFAULT_RATES } from "@/lib/payroll/rates";
import { DEFAULT_SETTINGS } from "@/lib/payroll/settings";
import { inpsHourly, inpsWeekAmounts, cassacolfWeekAmounts } from "@/lib/payroll/rules/inps";
import { effectiveHourlyWage, wageModel } from "@/lib/payroll/rules/wage";
import { severanceQuota, severanceRevaluation } from "@/lib/payroll/rules/accruals";
import { autoFill, contract, ev, replaceOn, terms } from "../unit/payroll/fixtures";

const colf = terms(); // B hourly 9.00, Mon–Fri 4 h
const liveInBS = terms({
  level: "BS",
  jobType: "carer_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1003.99",
  weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
});
const open = { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true };

function el(r: PayslipResult, code: string) {
  return [...r.earningElements, ...r.deductionElements, ...r.imputedElements].find((e) => e.code === code);
}

function chain(
  t: typeof colf,
  k: ReturnType<typeof contract>,
  periods: string[],
  extra: (p: string, evs: WorkEvent[]) => WorkEvent[] = (_p, e) => e,
  opts: (p: string) => object = () => ({}),
  state: RunningState | null = null,
  settings?: Partial<typeof DEFAULT_SETTINGS>,
) {
  const out: PayslipResult[] = [];
  for (const p of periods) {
    const y = Number(p.slice(0, 4));
    const m = Number(p.slice(5, 7));
    const from = new Date(Date.UTC(y, m - 1, 1 - 7)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(y, m, 7)).toISOString().slice(0, 10);
    const r = calculatePayslip({
      contract: k,
      terms: [t],
      events: extra(p, autoFill(t, from, to, { startDate: k.startDate, endDate: k.endDate ?? undefined })),
      state,
      options: { period: p, ...opts(p) },
      settings,
    });
    out.push(r);
    state = r.nextState;
  }
  return out;
}
const months = (y: number, a = 1, b = 12) => Array.from({ length: b - a + 1 }, (_, i) => `${y}-${String(a + i).padStart(2, "0")}`);

describe("F1–F2 effective hourly wage", () => {
  it("F1: 9.00 × 13/12 = 9.75 → bracket 2 → 1.89 (0.48 worker, 1.41 employer)", () => {
    const eff = effectiveHourlyWage(dec("9.00"), dec(0), 5, dec(20));
    expect(fmt2(eff)).toBe("9.75");
    const h = inpsHourly(2025, dec(20), eff, open, DEFAULT_RATES);
    expect([h.bracket.id, fmt2(h.hourlyTotal), fmt2(h.hourlyEmployee), fmt2(h.hourlyEmployer)]).toEqual(["bracket_2", "1.89", "0.48", "1.41"]);
  });
  it("F2: (9.00 + 6.60 × 6 / 24) × 13/12 = 11.5375 → 11.54 → still bracket 2 (boundary)", () => {
    const eff = effectiveHourlyWage(dec("9.00"), dec("6.60"), 6, dec(24));
    expect(fmtN(eff, 4)).toBe("11.5375");
    expect(inpsHourly(2025, dec(24), dec("11.54"), open, DEFAULT_RATES).bracket.id).toBe("bracket_2");
    expect(inpsHourly(2025, dec(24), eff, open, DEFAULT_RATES).bracket.id).toBe("bracket_2");
    // the engine's own wage model for such a contract
    const t = terms({ weeklySchedule: ["4", "4", "4", "4", "4", "4", "0"], board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false } });
    expect(fmt2(wageModel(t, "2025-03-01", "2024-01-01", DEFAULT_SETTINGS, DEFAULT_RATES).effectiveWage)).toBe("11.54");
  });
});

describe("F3 live-in monthly → hourly", () => {
  const m = wageModel(liveInBS, "2025-03-01", "2024-06-01", DEFAULT_SETTINGS, DEFAULT_RATES);
  it("hourly 4.2906, global monthly 1175.59, global hourly 5.0239, INPS effective 5.44", () => {
    expect(fmtN(m.cashHourly, 4)).toBe("4.2906");
    expect(fmt2(m.globalMonthly)).toBe("1175.59");
    expect(fmtN(m.globalHourly, 4)).toBe("5.0239");
    expect(fmt2(m.effectiveWage)).toBe("5.44");
  });
  it("hired on a Friday: 18 h of a 54 h live-in take the flat rate, 18 × 1.22 = 21.96 (rules-update §1a.4); per-week basis: 18 h × 1.68 = 30.24 (bracket 1); a 27 h week × 1.22 = 32.94 (over 24 h)", () => {
    const k = contract({ startDate: "2025-03-07" });
    const r = calculatePayslip({
      contract: k,
      terms: [liveInBS],
      events: autoFill(liveInBS, "2025-03-07", "2025-04-05"),
      state: null,
      options: { period: "2025-03" },
    });
    const first = r.inpsContributions[0];
    expect([first?.weekStart, first?.hours, first?.type, first?.amount, first?.classBasis, first?.classHours]).toEqual([
      "2025-03-07",
      "18.00",
      "over_24_hours",
      fmt2(dec(18).times("1.22")),
      "contract",
      "54.00",
    ]);
    const byWeek = calculatePayslip({
      contract: k,
      terms: [liveInBS],
      events: autoFill(liveInBS, "2025-03-07", "2025-04-05"),
      state: null,
      options: { period: "2025-03" },
      settings: { inpsFlatRateBasis: "week" },
    });
    const w1 = byWeek.inpsContributions[0];
    expect([w1?.weekStart, w1?.hours, w1?.type, w1?.amount, w1?.classBasis]).toEqual(["2025-03-07", "18.00", "bracket_1", "30.24", "week"]);
    expect(fmt2(inpsWeekAmounts(dec(27), inpsHourly(2025, dec(27), dec("5.44"), open, DEFAULT_RATES)).amount)).toBe("32.94");
  });
});

describe("F4 weekly INPS and CAS.SA.COLF", () => {
  it("20 h at 9.75 → 37.80 (9.60 / 28.20); CAS.SA.COLF 1.20 (0.40 / 0.80)", () => {
    const a = inpsWeekAmounts(dec(20), inpsHourly(2025, dec(20), dec("9.75"), open, DEFAULT_RATES));
    expect([fmt2(a.amount), fmt2(a.employeeAmount), fmt2(a.employerAmount)]).toEqual(["37.80", "9.60", "28.20"]);
    const c = cassacolfWeekAmounts(dec(20), 2025, DEFAULT_RATES);
    expect([fmt2(c.total), fmt2(c.employee), fmt2(c.employer)]).toEqual(["1.20", "0.40", "0.80"]);
  });
});

describe("F5 period assignment: Q1 2025 = 13 weeks × 20 h", () => {
  it("Jan–Mar payslips pay 260 h: INPS 491.40 + CAS.SA.COLF 15.60", () => {
    const rs = chain(colf, contract(), months(2025, 1, 3));
    const own = rs.flatMap((r) => r.inpsContributions.filter((l) => !l.isFromNextPeriod));
    expect(own).toHaveLength(13);
    expect(own.map((l) => l.weekEnd)[0]).toBe("2025-01-04");
    expect(own.map((l) => l.weekEnd)[12]).toBe("2025-03-29");
    expect(fmt2(own.reduce((s, l) => s.plus(dec(l.hours)), new Decimal(0)))).toBe("260.00");
    expect(fmt2(own.reduce((s, l) => s.plus(dec(l.amount)), new Decimal(0)))).toBe("491.40");
    const cassa = rs.flatMap((r) => r.cassacolfContributions.filter((l) => !l.isFromNextPeriod)).reduce((s, l) => s.plus(dec(l.amount)), new Decimal(0));
    expect(fmt2(cassa)).toBe("15.60");
    expect(rs[0]?.totalEmployeeInpsTaxes).toBe("38.40");
    expect(rs[0]?.totalEmployeeCassacolfTaxes).toBe("1.60");
  });
});

describe("F6 holiday pay", () => {
  it("hourly 20 h at 9.00: 30.00 per holiday (January 2025: 1 and 6 Jan → 60.00)", () => {
    const [r] = chain(colf, contract(), ["2025-01"]);
    expect(el(r!, "FESTIVITA")?.value).toBe("60.00");
  });
  it("monthly BS live-in, holiday on Sunday (patron 29 June 2025): + 1175.59 / 26 = 45.22", () => {
    const [r] = chain(liveInBS, contract({ startDate: "2024-06-01", patronSaintDay: "06-29" }), ["2025-06"]);
    expect(el(r!, "FESTIVITA_DOMENICA")?.value).toBe("45.22");
    // 2 June (Monday) is included in the monthly pay: nothing extra
    expect(r!.earningElements.filter((e) => e.code.startsWith("FESTIVITA"))).toHaveLength(1);
  });
});

describe("F7 overtime", () => {
  it("hourly 9.00: 2 h × 1.10 = 19.80; 2 h × 1.25 = 22.50", () => {
    const [a] = chain(colf, contract(), ["2025-03"], (_p, e) => [...e, ev("2025-03-07", "overtime", "2", { multiplier: "1.10" })]);
    expect(el(a!, "STRAORDINARIO")?.value).toBe("19.80");
    const [b] = chain(colf, contract(), ["2025-03"], (_p, e) => [...e, ev("2025-03-07", "overtime", "2")]);
    expect(el(b!, "STRAORDINARIO")?.value).toBe("22.50");
  });
  it("live-in BS daytime overtime hour: 5.0239 × 1.25 = 6.28", () => {
    const [r] = chain(liveInBS, contract({ startDate: "2024-06-01" }), ["2025-03"], (_p, e) => [...e, ev("2025-03-07", "overtime", "1")]);
    expect(el(r!, "STRAORDINARIO")?.value).toBe("6.28");
  });
});

describe("F8 unused vacation at termination", () => {
  it("20 h/week, 5 months accrued: 10.8333 days × 3.3333 h × 9.00 = 325.00; 36.11 h added to the last week", () => {
    const k = contract({ startDate: "2025-01-01", endDate: "2025-05-31" });
    const rs = chain(colf, k, months(2025, 1, 5), undefined, (p) => (p === "2025-05" ? { employmentEndDate: "2025-05-31" } : {}));
    const last = rs[4]!;
    expect(el(last, "FERIE_NON_GODUTE")?.value).toBe("325.00");
    const lastWeek = last.inpsContributions[last.inpsContributions.length - 1]!;
    expect(lastWeek.weekStart).toBe("2025-05-25");
    expect(lastWeek.isFromNextPeriod).toBe(false);
    expect(lastWeek.hours).toBe(fmt2(dec(20).plus("36.11")));
    // rules-update §1a: a 20 h contract keeps its bracket (9.75 → bracket 2, 1.89/h) even when the
    // unused vacation pushes the last week over 24 h: 56.11 × 1.89 = 106.0479 → 106.05
    expect(lastWeek.type).toBe("bracket_2");
    expect(lastWeek.amount).toBe(fmt2(dec("56.11").times("1.89")));
    expect(last.vacationState.totalLeft).toBe("0.00");
    const byWeek = chain(colf, k, months(2025, 1, 5), undefined, (p) => (p === "2025-05" ? { employmentEndDate: "2025-05-31" } : {}), null, {
      inpsFlatRateBasis: "week",
    });
    expect(byWeek[4]!.inpsContributions.at(-1)!.type).toBe("over_24_hours");
  });
});

describe("F9 thirteenth", () => {
  it("BS live-in 2025: 97.97 a month, 1175.59 for the full year", () => {
    const rs = chain(liveInBS, contract({ startDate: "2024-06-01" }), months(2025));
    expect(rs[0]?.thirteenthState.accrued).toBe("97.97");
    expect(rs[0]?.thirteenthState.utilWage).toBe("1175.59");
    expect(rs[11]?.thirteenthState.accruedThisYear).toBe("1175.59");
    const th = calculatePayslip({
      contract: contract({ startDate: "2024-06-01" }),
      terms: [liveInBS],
      events: [],
      state: rs[11]!.nextState,
      options: { period: "2025-12", isThirteenth: true },
    });
    expect(th.totalGross).toBe("1175.59");
    expect(th.totalNet).toBe("1175.59");
  });
  it("hourly 20 h at 9.00 hired 10 March: 780.00 × 10/12 = 650.00", () => {
    const k = contract({ startDate: "2025-03-10" });
    const rs = chain(colf, k, months(2025, 3, 12));
    const th = calculatePayslip({
      contract: k,
      terms: [colf],
      events: [],
      state: rs[rs.length - 1]!.nextState,
      options: { period: "2025-12", isThirteenth: true },
    });
    expect(th.thirteenthState.utilWage).toBe("780.00");
    expect(th.totalGross).toBe("650.00");
  });
  it("2026 BS live-in with the ×30 board convention: (1053.39 + 199.80) / 12 = 104.43", () => {
    const t2026 = { ...liveInBS, wage: "1053.39" };
    const [r] = chain(t2026, contract({ startDate: "2025-06-01" }), ["2026-02"]);
    expect(r?.thirteenthState.accrued).toBe("104.43");
    expect(el(r!, "VITTO_ALLOGGIO_NATURA")?.value).toBe("199.80");
  });
});

describe("F10 sickness", () => {
  it("hourly Mon–Fri 4 h at 9.00, 1 year, certificate Mon–Sun: 54.00 + 72.00, 7 of 10 days used", () => {
    const week = ["2025-03-10", "2025-03-11", "2025-03-12", "2025-03-13", "2025-03-14", "2025-03-15", "2025-03-16"];
    const [r] = chain(colf, contract({ startDate: "2024-03-01" }), ["2025-03"], (_p, e) => replaceOn(e, week, (d) => ev(d, "sick_full", "0")));
    expect(el(r!, "MALATTIA_50")?.value).toBe("54.00");
    expect(el(r!, "MALATTIA_100")?.value).toBe("72.00");
    expect([r!.sickState.paidHalfDays, r!.sickState.paidFullDays, r!.sickState.nonPaidDays]).toEqual(["3.00", "4.00", "0.00"]);
    expect(r!.inpsContributions.find((l) => l.weekStart === "2025-03-09")?.hours).toBe("20.00");
  });
  it("live-in BS 2025, 5 calendar days: deduction 1175.59 / 30 × 3 × 50% = 58.78", () => {
    const d5 = ["2025-03-10", "2025-03-11", "2025-03-12", "2025-03-13", "2025-03-14"];
    const [r] = chain(liveInBS, contract({ startDate: "2024-06-01" }), ["2025-03"], (_p, e) => replaceOn(e, d5, (d) => ev(d, "sick_half", "0")));
    expect(el(r!, "MALATTIA_50_TRATT")?.value).toBe("-58.78");
    expect(r!.earningElements.find((e) => e.code === "MALATTIA_100_TRATT")).toBeUndefined();
  });
});

describe("F11 notice indemnity", () => {
  it("BS live-in 2025, dismissed without notice (15 days): 1175.59 / 30 × 15 = 587.80", () => {
    // F11 ignores seniority increments: override them to 0 (3 years of service would give one)
    const t = { ...liveInBS, seniorityIncrements: 0 };
    const [r] = chain(t, contract({ startDate: "2022-03-01" }), ["2025-03"], undefined, () => ({
      employmentEndDate: "2025-03-31",
      missingNoticeType: "EMPLOYER",
      missingNoticeDays: "15",
    }));
    expect(el(r!, "INDENNITA_PREAVVISO")?.value).toBe("587.80");
    const [w] = chain(t, contract({ startDate: "2022-03-01" }), ["2025-03"], undefined, () => ({
      employmentEndDate: "2025-03-31",
      missingNoticeType: "EMPLOYEE",
      missingNoticeDays: "15",
    }));
    expect(w!.deductionElements.find((e) => e.code === "TRATTENUTA_PREAVVISO")?.value).toBe("587.80");
  });
});

describe("F12 TFR", () => {
  it("formula figures: 15131.48 / 13.5 = 1120.85; × 2.311148% = 25.90; 1132.05; 2278.80; 70% = 1595.16; Feb 2025 × 0.811564% = 9.10", () => {
    const pay2024 = dec("994.44").plus(dec("6.52").times(26)).times(13);
    expect(fmt2(pay2024)).toBe("15131.48");
    expect(fmt2(severanceQuota(pay2024))).toBe("1120.85");
    expect(fmt2(severanceRevaluation(dec("1120.85"), dec("2.311148"), 12, "coefficient"))).toBe("25.90");
    expect(fmt2(severanceQuota(dec("1003.99").plus("171.60").times(13)))).toBe("1132.05");
    expect(fmt2(dec("2278.80").times("0.7"))).toBe("1595.16");
    expect(fmt2(severanceRevaluation(dec("1120.85"), dec("0.811564"), 1, "coefficient"))).toBe("9.10");
  });
  const k = contract({ startDate: "2024-01-01" });
  const y2024 = chain({ ...liveInBS, wage: "994.44" }, k, months(2024));
  const t2025 = liveInBS;
  /*
   * The pipeline's 2024 differs from the formula by the Sunday holidays (rules-update-3 A4: the 1/26 paid to a
   * monthly worker for a public holiday on a Sunday enters the TFR base): 2 Jun and 8 Dec 2024 fall on a Sunday,
   * each paid (994.44 + 6.52 × 26) / 26 = 1,163.96 / 26 = 44.77 → + 89.54 / 13.5 = 6.63:
   * 2024 accrual = (15,131.48 + 89.54) / 13.5 = 1,127.48. 2025 has no Sunday holiday: 1,132.05.
   * Revaluation at 31 Dec 2025: 1,127.48 × 2.311148 % = 26.06; fund = 1,127.48 + 26.06 + 1,132.05 = 2,285.59.
   * Termination on 20 Feb 2025: 1,127.48 × 0.811564 % = 9.15.
   */
  it("pipeline: 2024 accrual 1127.48 (the formula's 1120.85 + two Sunday holidays)", () => {
    expect(y2024[11]?.severanceState.accruedThisYear).toBe("1127.48");
    expect(y2024.flatMap((p) => p.earningElements.filter((e) => e.code === "FESTIVITA_DOMENICA").map((e) => [p.period, e.value]))).toEqual([
      ["2024-06", "44.77"],
      ["2024-12", "44.77"],
    ]);
  });
  it("pipeline: 2025 accrual 1132.05 and fund at 31 Dec 2025 = 2285.59 (rolled over in January 2026)", () => {
    const y2025 = chain(t2025, k, months(2025), undefined, undefined, y2024[11]!.nextState);
    expect(y2025[11]?.severanceState.accruedThisYear).toBe("1132.05");
    expect(y2025[11]?.severanceState.accruedPreviousYears).toBe("1127.48");
    const [jan] = chain({ ...liveInBS, wage: "1053.39" }, k, ["2026-01"], undefined, undefined, y2025[11]!.nextState);
    expect(jan?.severanceState.accruedPreviousYears).toBe("2285.59");
    expect(jan?.nextState.severance.revaluationTotal).toBe("26.06");
  });
  it("pipeline: termination on 20 Feb 2025 revalues 1127.48 by 0.811564% = 9.15", () => {
    const y2025 = chain(
      t2025,
      { ...k, endDate: "2025-02-20" },
      ["2025-01", "2025-02"],
      undefined,
      (p) => (p === "2025-02" ? { employmentEndDate: "2025-02-20" } : {}),
      y2024[11]!.nextState,
    );
    expect(el(y2025[1]!, "TFR_RIVALUTAZIONE")?.value).toBe("9.15");
    expect(y2025[1]?.severanceState.totalLeft).toBe("0.00");
  });
});

describe("F13 seniority increment", () => {
  it("BS live-in 2025, 1 increment: 1003.99 × 4% = 40.16 (from the month after the biennium)", () => {
    const k = contract({ startDate: "2023-01-01" });
    const [dec24, jan25] = chain(liveInBS, k, ["2024-12", "2025-01"]);
    expect(el(dec24!, "SCATTI_ANZIANITA")).toBeUndefined();
    expect(el(jan25!, "SCATTI_ANZIANITA")?.value).toBe("40.16");
  });
});

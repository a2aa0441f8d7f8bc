/**
 * Issue 12 golden cases (docs/domain/rules-update.md §1a, §1b, §1d): the INPS class by the
 * contract's agreed weekly hours, live-in absences with board in kind, a holiday on a sick day of a
 * monthly worker. Every figure is computed by hand in the test from the published tables:
 * 2025 bracket 2 = 1.89/h (effective wage 9.00 × 13/12 = 9.75), flat > 24 h = 1.22/h;
 * 2026 bracket 2 = 1.92/h (9.61 < 9.75 ≤ 11.70), flat = 1.24/h.
 */
import { describe, expect, it } from "vitest";
import { calculatePayslip, type PayslipResult, type WorkEvent } from "@/lib/payroll";
import { dec, fmt2, round2 } from "@/lib/payroll/money";
import { agreedWeeklyHours, inpsClassHours } from "@/lib/payroll/rules/inps-class";
import { sickDayDeduction } from "@/lib/payroll/rules/sick-deduction";
import { autoFill, contract, days, ev, replaceOn, terms } from "../unit/payroll/fixtures";

const week = (r: PayslipResult, start: string) => r.inpsContributions.find((l) => l.weekStart === start);
const el = (r: PayslipResult, code: string) => [...r.earningElements, ...r.imputedElements].find((e) => e.code === code);
const money = (x: ReturnType<typeof dec>) => fmt2(round2(x));
/** hours × hourly rate, rounded to the cent */
const times = (h: number | string, rate: string) => fmt2(round2(dec(String(h)).times(rate)));

describe("INPS class by the contract (rules-update §1a)", () => {
  const colf25 = terms({ weeklySchedule: ["5", "5", "5", "5", "5", "0", "0"] });
  const colf20 = terms(); // Mon–Fri 4 h at 9.00

  it("agreed weekly hours and the class hours of each basis", () => {
    expect(agreedWeeklyHours(colf25).toString()).toBe("25");
    expect(inpsClassHours({ basis: "contract", weekHours: dec("23.33"), terms: colf25 }).hours.toString()).toBe("25");
    expect(inpsClassHours({ basis: "week", weekHours: dec("23.33"), terms: colf25 }).hours.toString()).toBe("23.33");
    // no agreed schedule: the week's own hours decide
    expect(inpsClassHours({ basis: "contract", weekHours: dec(30), terms: terms({ weeklySchedule: ["0", "0", "0", "0", "0", "0", "0"] }) })).toEqual({
      hours: dec(30),
      basis: "week",
    });
  });

  it("25 h colf with two vacation days: 3 × 5 + 2 × 25/6 = 23.33 h at the flat 1.22 = 28.46 (per-week basis: bracket 2, 1.89 → 44.09)", () => {
    const evs = replaceOn(autoFill(colf25, "2025-02-23", "2025-04-05"), ["2025-03-13", "2025-03-14"], (d) => ev(d, "regular_vacation", "5"));
    const r = calculatePayslip({ contract: contract(), terms: [colf25], events: evs, state: null, options: { period: "2025-03" } });
    const hours = fmt2(dec(15).plus(dec(25).div(6).times(2)));
    expect(hours).toBe("23.33");
    const w = week(r, "2025-03-09")!;
    expect([w.hours, w.type, w.amount, w.classBasis, w.classHours]).toEqual([hours, "over_24_hours", money(dec(hours).times("1.22")), "contract", "25.00"]);
    expect(w.amount).toBe("28.46");
    const byWeek = calculatePayslip({
      contract: contract(),
      terms: [colf25],
      events: evs,
      state: null,
      options: { period: "2025-03" },
      settings: { inpsFlatRateBasis: "week" },
    });
    const wb = week(byWeek, "2025-03-09")!;
    expect([wb.type, wb.amount, wb.classBasis]).toEqual(["bracket_2", money(dec(hours).times("1.89")), "week"]);
    expect(wb.amount).toBe("44.09");
  });

  it("25 h colf, week with two holidays (Easter Monday 21 Apr, 25 Apr 2025): 3 × 5 + 2 × 5 scheduled = 25 h × 1.22 = 30.50; paid 2 × 25/6 × 9.00 = 75.00", () => {
    const r = calculatePayslip({
      contract: contract(),
      terms: [colf25],
      events: autoFill(colf25, "2025-03-30", "2025-05-03"),
      state: null,
      options: { period: "2025-04" },
    });
    const w = week(r, "2025-04-20")!;
    expect([w.hours, w.type, w.amount]).toEqual(["25.00", "over_24_hours", times(25, "1.22")]);
    expect(el(r, "FESTIVITA")?.value).toBe(money(dec(25).div(6).times(2).times(9)));
    // holidayContributionHours = paid: 15 + 2 × 25/6 = 23.33 h, still flat under the contract basis
    const paid = calculatePayslip({
      contract: contract(),
      terms: [colf25],
      events: autoFill(colf25, "2025-03-30", "2025-05-03"),
      state: null,
      options: { period: "2025-04" },
      settings: { holidayContributionHours: "paid" },
    });
    expect([week(paid, "2025-04-20")!.hours, week(paid, "2025-04-20")!.type]).toEqual(["23.33", "over_24_hours"]);
  });

  it("20 h colf with 6 h overtime: the 26 h week keeps bracket 2: 26 × 1.89 = 49.14 (per-week basis: 26 × 1.22 = 31.72)", () => {
    const evs = [...autoFill(colf20, "2025-02-23", "2025-04-05"), ev("2025-03-12", "overtime", "6")];
    const r = calculatePayslip({ contract: contract(), terms: [colf20], events: evs, state: null, options: { period: "2025-03" } });
    const w = week(r, "2025-03-09")!;
    expect([w.hours, w.type, w.amount, w.classHours]).toEqual(["26.00", "bracket_2", times(26, "1.89"), "20.00"]);
    expect(w.employeeAmount).toBe(times(26, "0.48"));
    const byWeek = calculatePayslip({
      contract: contract(),
      terms: [colf20],
      events: evs,
      state: null,
      options: { period: "2025-03" },
      settings: { inpsFlatRateBasis: "week" },
    });
    expect([week(byWeek, "2025-03-09")!.type, week(byWeek, "2025-03-09")!.amount]).toEqual(["over_24_hours", times(26, "1.22")]);
  });

  it("20 h → 30 h from Wednesday 18 Feb 2026: weeks before at bracket 2 (20 × 1.92 = 38.40); the straddling week takes the Saturday's terms (4+4+6+6+6 = 26 h × 1.24 = 32.24); after: 30 × 1.24 = 37.20", () => {
    const t20 = terms({ effectiveFrom: "2020-01-01" });
    const t30 = terms({ effectiveFrom: "2026-02-18", weeklySchedule: ["6", "6", "6", "6", "6", "0", "0"] });
    const evs = [...autoFill(t20, "2026-02-01", "2026-02-17"), ...autoFill(t30, "2026-02-18", "2026-03-07")];
    const r = calculatePayslip({ contract: contract(), terms: [t20, t30], events: evs, state: null, options: { period: "2026-02" } });
    const lines = r.inpsContributions.map((l) => [l.weekStart, l.hours, l.type, l.amount, l.classHours]);
    expect(lines).toEqual([
      ["2026-02-01", "20.00", "bracket_2", times(20, "1.92"), "20.00"],
      ["2026-02-08", "20.00", "bracket_2", times(20, "1.92"), "20.00"],
      ["2026-02-15", "26.00", "over_24_hours", times(26, "1.24"), "30.00"],
      ["2026-02-22", "30.00", "over_24_hours", times(30, "1.24"), "30.00"],
    ]);
    // the opposite change (30 → 20 on Wednesday): 6+6+4+4+4 = 24 h, Saturday's terms 20 h → bracket 2: 24 × 1.92 = 46.08
    const a30 = terms({ effectiveFrom: "2020-01-01", weeklySchedule: ["6", "6", "6", "6", "6", "0", "0"] });
    const a20 = terms({ effectiveFrom: "2026-02-18" });
    const r2 = calculatePayslip({
      contract: contract(),
      terms: [a30, a20],
      events: [...autoFill(a30, "2026-02-01", "2026-02-17"), ...autoFill(a20, "2026-02-18", "2026-03-07")],
      state: null,
      options: { period: "2026-02" },
    });
    expect([week(r2, "2026-02-15")!.hours, week(r2, "2026-02-15")!.type, week(r2, "2026-02-15")!.amount]).toEqual(["24.00", "bracket_2", times(24, "1.92")]);
    expect(week(r2, "2026-02-08")!.type).toBe("over_24_hours");
  });
});

describe("live-in with board in kind: sick and INAIL days deduct cash / 30 (rules-update §1b)", () => {
  // BS live-in 2025 at 1,200.00 cash (superminimo over the 1,003.99 minimum), board in kind 6.60 × 26 = 171.60
  const liveIn = terms({
    level: "BS",
    jobType: "carer_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage: "1200.00",
    seniorityIncrements: 0,
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  });
  const k = contract({ startDate: "2020-01-07" });
  const cash = dec("1200.00");
  const board = dec("6.60").times(26);
  const global = cash.plus(board);
  const run = (period: string, events: WorkEvent[], settings = {}) =>
    calculatePayslip({ contract: k, terms: [liveIn], events, state: null, options: { period }, settings });

  it("isFromGlobalWage on an unpaid absence: by default (false) 1 day = 1200.00/26 = 46.15 from the cash pay; set to true, the global pay 1371.60/26 = 52.75, board included", () => {
    const byDefault = run("2025-05", [ev("2025-05-06", "unpaid_absence", "9")]);
    expect(el(byDefault, "ASSENZA_NR")?.value).toBe(money(cash.div(26).negated()));
    expect(el(byDefault, "ASSENZA_NR")?.value).toBe("-46.15");
    const atGlobal = run("2025-05", [ev("2025-05-06", "unpaid_absence", "9", { isFromGlobalWage: true })]);
    expect(el(atGlobal, "ASSENZA_NR")?.value).toBe(money(global.div(26).negated()));
    expect(el(atGlobal, "ASSENZA_NR")?.value).toBe("-52.75");
  });

  it("the day rule: (1 − f) × global/30, never more than cash/30", () => {
    expect(fmt2(global)).toBe("1371.60");
    expect(fmt2(sickDayDeduction("board_in_kind", global, cash, dec(0)))).toBe("40.00");
    expect(fmt2(sickDayDeduction("board_in_kind", global, cash, dec("0.5")))).toBe("22.86");
    expect(fmt2(sickDayDeduction("global", global, cash, dec(0)))).toBe("45.72");
    expect(fmt2(sickDayDeduction("cash", global, cash, dec("0.5")))).toBe("20.00");
  });

  it("3 unpaid sick days: 3 × 1200.00/30 = 120.00 (not 3 × 1371.60/30 = 137.16); board in kind stays 171.60", () => {
    const evs = days("2025-05-06", 3).map((d) => ev(d, "sick_none", "0"));
    const r = run("2025-05", evs, { absenceClassification: "events" });
    expect(el(r, "MALATTIA_NR_TRATT")?.value).toBe(money(cash.div(30).times(3).negated()));
    expect(el(r, "MALATTIA_NR_TRATT")?.value).toBe("-120.00");
    expect(el(r, "VITTO_ALLOGGIO_NATURA")?.value).toBe(fmt2(board));
    expect(r.totalGross).toBe(fmt2(cash.minus(120)));
    const literal = run("2025-05", evs, { absenceClassification: "events", sickDeductionBase: "global" });
    expect(el(literal, "MALATTIA_NR_TRATT")?.value).toBe(money(global.div(30).times(3).negated()));
    expect(el(literal, "MALATTIA_NR_TRATT")?.value).toBe("-137.16");
  });

  it("10 injury days: days 1–3 paid by the employer, days 4–10 INAIL: 7 × 40.00 = 280.00", () => {
    const evs = days("2025-05-06", 10).map((d) => ev(d, "work_injury_full", "9"));
    const r = run("2025-05", evs);
    const line = el(r, "INFORTUNIO_INAIL_TRATT")!;
    expect([line.periodDuration, line.value]).toEqual(["7.00", money(cash.div(30).times(7).negated())]);
    expect(line.value).toBe("-280.00");
    expect(r.totalGross).toBe(fmt2(cash.minus(280)));
  });

  it("a whole month on INAIL: 30 × 40.00 = the cash pay; gross 0.00 and net 0.00 (never −171.60); the 13th base keeps the board", () => {
    const evs = days("2025-06-01", 30).map((d) => ev(d, "work_injury_none", "0"));
    const r = run("2025-06", evs, { absenceClassification: "events" });
    expect(el(r, "INFORTUNIO_INAIL_TRATT")?.value).toBe(fmt2(cash.negated()));
    expect(r.totalGross).toBe("0.00");
    expect(r.totalNet).toBe("0.00");
    expect(r.thirteenthState.utilWage).toBe(fmt2(global));
  });

  it("holiday on sick day 1 (Friday 25 April 2025): the holiday is paid, only days 2–3 are deducted at 50 %: 2 × 0.5 × 1371.60/30 = 45.72", () => {
    const evs = days("2025-04-25", 3).map((d) => ev(d, "sick_half", "0"));
    const r = run("2025-04", evs);
    const line = el(r, "MALATTIA_50_TRATT")!;
    expect([line.periodDuration, line.value]).toEqual(["2.00", money(global.div(30).times("0.5").times(2).negated())]);
    expect(line.value).toBe("-45.72");
  });

  // rules-update §1b table, by where the worker is: board/30 = 171.60/30 = 5.72 a day
  const at = (location: "hospital" | "elsewhere", e: WorkEvent): WorkEvent => ({ ...e, absenceLocation: location });

  it("sick elsewhere (not in hospital), 3 days at 50 % then 2 at 100 % (6–10 May 2025): the board is owed in cash on the 5 paid days, 5 × 5.72 = 28.60", () => {
    const evs = [...days("2025-05-06", 3).map((d) => ev(d, "sick_half", "0")), ...days("2025-05-09", 2).map((d) => ev(d, "sick_full", "0"))];
    const r = run(
      "2025-05",
      evs.map((e) => at("elsewhere", e)),
      { absenceClassification: "events" },
    );
    const indemnity = el(r, "VITTO_ALLOGGIO_MALATTIA")!;
    expect(fmt2(board.div(30))).toBe("5.72");
    expect([indemnity.periodDuration, indemnity.rate, indemnity.value]).toEqual(["5.00", "5.72", "28.60"]);
    // days 1–3 as at home: 3 × 0.5 × 1371.60/30 = 68.58; with the indemnity she gets 0.5 × global/30 = 22.86 a day in cash
    expect(el(r, "MALATTIA_50_TRATT")?.value).toBe("-68.58");
    expect(fmt2(cash.div(30).minus(dec("22.86")).plus(dec("5.72")))).toBe("22.86");
    // the board in kind of the month stays (its value is in the 13th and TFR base once), the indemnity is paid on top
    expect(el(r, "VITTO_ALLOGGIO_NATURA")?.value).toBe("171.60");
    expect(r.totalGross).toBe(fmt2(cash.minus(dec("68.58")).plus(dec("28.60"))));
    expect(r.thirteenthState.utilWage).toBe(fmt2(global));
  });

  it("sick elsewhere on unpaid days: no board indemnity ([K-WC6277]); the deduction stays cash/30 = 40.00 a day", () => {
    const r = run(
      "2025-05",
      days("2025-05-06", 3).map((d) => at("elsewhere", ev(d, "sick_none", "0"))),
      { absenceClassification: "events" },
    );
    expect(el(r, "VITTO_ALLOGGIO_MALATTIA")).toBeUndefined();
    expect(el(r, "MALATTIA_NR_TRATT")?.value).toBe("-120.00");
  });

  it("in hospital, days 1–3 at 50 %: no board is owed, so the unpaid half comes from the cash alone: 3 × 0.5 × 1200.00/30 = 60.00 (at home 68.58)", () => {
    const r = run(
      "2025-05",
      days("2025-05-06", 3).map((d) => at("hospital", ev(d, "sick_half", "0"))),
      { absenceClassification: "events" },
    );
    const line = el(r, "MALATTIA_50_TRATT")!;
    expect([line.name, line.periodDuration, line.value]).toEqual([
      "Malattia giorni 1-3 (50%) - trattenuta (ricovero)",
      "3.00",
      money(cash.div(30).times("0.5").times(3).negated()),
    ]);
    expect(line.value).toBe("-60.00");
    expect(el(r, "VITTO_ALLOGGIO_MALATTIA")).toBeUndefined();
  });

  it("injured elsewhere: days 1–3 paid by the employer carry the board in cash (3 × 5.72 = 17.16), the INAIL days none", () => {
    const r = run(
      "2025-05",
      days("2025-05-06", 5).map((d) => at("elsewhere", ev(d, "work_injury_full", "9"))),
    );
    expect(el(r, "VITTO_ALLOGGIO_MALATTIA")?.value).toBe("17.16");
    expect(el(r, "INFORTUNIO_INAIL_TRATT")?.value).toBe("-80.00");
  });
});

describe("whole hours per quarterly line (rules-update §1c)", () => {
  it("13 weeks with two of 23.33 h and eleven of 25 h: 11 × 25 + 2 × 23.33 = 321.66 → 322 (up, default), 322 (half-up), 321 (down)", async () => {
    const { quarterLineHours } = await import("@/lib/payroll/rules/inps-class");
    const { DEFAULT_SETTINGS } = await import("@/lib/payroll/settings");
    const weeks = [...Array.from({ length: 11 }, () => dec(25)), dec("23.33"), dec("23.33")];
    expect(fmt2(weeks.reduce((s, h) => s.plus(h), dec(0)))).toBe("321.66");
    expect(DEFAULT_SETTINGS.quarterlyHoursRounding).toBe("up");
    expect(quarterLineHours(weeks, "up").toString()).toBe("322");
    expect(quarterLineHours(weeks, "half_up").toString()).toBe("322");
    expect(quarterLineHours(weeks, "down").toString()).toBe("321");
    expect(quarterLineHours([dec("260.2")], "half_up").toString()).toBe("260");
    expect(quarterLineHours([dec("260.2")], "up").toString()).toBe("261");
  });
});

describe("hourly thirteenth and TFR on the pay of the period (setting hourlyAccrualBase = period_pay)", () => {
  const colf = terms(); // B 9.00/h, schedule Mon–Fri 4 h (schedule figure 9 × 20 × 52/12 = 780.00 a month)
  const k = contract({ startDate: "2024-01-08" });
  const settings = { hourlyAccrualBase: "period_pay" as const };
  const feb = () => days("2025-02-03", 3).map((d) => ev(d, "regular_work", "10")); // no holiday in Feb 2025: 30 h
  const mar = () => ["2025-03-03", "2025-03-10", "2025-03-17", "2025-03-24", "2025-03-31"].map((d) => ev(d, "regular_work", "10")); // 50 h, no holiday

  it("irregular months: Feb 30 h × 9.00 = 270.00 → 13th 270/12 = 22.50, TFR 270 × 13/12 / 13.5 = 21.67; Mar 450.00 → 37.50 (60.00 in the year), TFR 57.78 in the year; the schedule would give 65.00 a month", () => {
    const f = calculatePayslip({ contract: k, terms: [colf], events: feb(), state: null, options: { period: "2025-02" }, settings });
    expect(f.totalGross).toBe("270.00");
    expect(f.thirteenthState.utilWage).toBe("270.00");
    expect(f.thirteenthState.accrued).toBe(money(dec(270).div(12)));
    expect(f.severanceState.utilWage).toBe(money(dec(270).times(13).div(12)));
    expect(f.severanceState.accrued).toBe(money(dec(270).times(13).div(12).div("13.5")));
    expect(f.severanceState.accrued).toBe("21.67");
    const m = calculatePayslip({ contract: k, terms: [colf], events: mar(), state: f.nextState, options: { period: "2025-03" }, settings });
    expect(m.thirteenthState.accrued).toBe(money(dec(450).div(12)));
    expect(m.thirteenthState.accruedThisYear).toBe(money(dec(720).div(12)));
    expect(m.severanceState.accruedThisYear).toBe(money(dec(720).times(13).div(12).div("13.5")));
    expect(m.severanceState.accruedThisYear).toBe("57.78");
    const schedule = calculatePayslip({
      contract: k,
      terms: [colf],
      events: feb(),
      state: null,
      options: { period: "2025-02" },
      settings: { hourlyAccrualBase: "schedule" },
    });
    expect(schedule.thirteenthState.accrued).toBe(money(dec(9).times(20).times(52).div(12).div(12)));
  });

  it("each flag on regular work: addsToThirteen = false on 3 Feb leaves 180.00 in the 13th (15.00); addsToSeverance = false on 4 Feb leaves 180.00 × 13/12 / 13.5 = 14.44 in the TFR; the pay is unchanged", () => {
    const evs = feb().map((e) => (e.date === "2025-02-03" ? { ...e, addsToThirteen: false } : e.date === "2025-02-04" ? { ...e, addsToSeverance: false } : e));
    const r = calculatePayslip({ contract: k, terms: [colf], events: evs, state: null, options: { period: "2025-02" }, settings });
    expect(r.totalGross).toBe("270.00");
    expect(r.thirteenthState.accrued).toBe(money(dec(180).div(12)));
    expect(r.thirteenthState.accrued).toBe("15.00");
    expect(r.severanceState.accrued).toBe(money(dec(180).times(13).div(12).div("13.5")));
    expect(r.severanceState.accrued).toBe("14.44");
    // the two ordinary-hour lines are split by their flags and add back to the pay
    const lines = r.earningElements.filter((e) => e.code === "ORE_ORDINARIE");
    expect(lines.map((l) => l.value).sort()).toEqual(["90.00", "90.00", "90.00"]);
  });
});

describe("hourly thirteenth and TFR by default (hourlyAccrualBase = schedule_when_regular, rules.md §6)", () => {
  // rules.md §6: "monthly equivalent = hourly × weekly hours × 52/12; if hours vary, sum of ordinary pay earned in the year / 12"
  const colf = terms(); // B 9.00/h, Mon–Fri 4 h: schedule figure 9 × 20 × 52/12 = 780.00 a month
  const k = contract({ startDate: "2024-01-08" });
  const lastDay = (p: string) => new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5, 7)), 0)).getUTCDate();
  const asScheduled = (p: string) => autoFill(colf, `${p}-01`, `${p}-${lastDay(p)}`);
  /** 10 h on every Monday of the month, nothing else */
  const mondays = (p: string) =>
    days(`${p}-01`, lastDay(p))
      .filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)
      .map((d) => ev(d, "regular_work", "10"));

  it("a month paid as scheduled keeps the schedule figure: Feb 2025 auto-filled, 20 days × 4 h = 720.00 paid, 13th 780/12 = 65.00, TFR 780 × 13/12 / 13.5 = 62.59", () => {
    const r = calculatePayslip({ contract: k, terms: [colf], events: asScheduled("2025-02"), state: null, options: { period: "2025-02" } });
    expect(r.totalGross).toBe("720.00");
    expect(r.thirteenthState.accrued).toBe("65.00");
    expect(r.severanceState.accrued).toBe(money(dec(780).times(13).div(12).div("13.5")));
    expect(r.severanceState.accrued).toBe("62.59");
  });

  it("a month whose hours vary takes the pay of the period: Feb 2025, 4 Mondays × 10 h = 360.00 → 13th 30.00, TFR 360 × 13/12 / 13.5 = 28.89", () => {
    const r = calculatePayslip({ contract: k, terms: [colf], events: mondays("2025-02"), state: null, options: { period: "2025-02" } });
    expect(r.totalGross).toBe("360.00");
    expect(r.thirteenthState.accrued).toBe("30.00");
    expect(r.severanceState.accrued).toBe(money(dec(360).times(13).div(12).div("13.5")));
    expect(r.severanceState.accrued).toBe("28.89");
  });

  it("a month with no hours recorded accrues only what was paid (here nothing: no holiday in Feb 2025)", () => {
    const r = calculatePayslip({ contract: k, terms: [colf], events: [], state: null, options: { period: "2025-02" } });
    expect(r.totalGross).toBe("0.00");
    expect(r.thirteenthState.accrued).toBe("0.00");
    expect(r.severanceState.accrued).toBe("0.00");
  });

  it("a year of irregular hours: Feb, Mar, Jul, Sep, Oct at 10 h each Monday (40, 50, 40, 50, 40 h), the other 7 months as scheduled → 13th 7 × 65.00 + (360 + 450 + 360 + 450 + 360)/12 = 620.00; TFR (7 × 780 + 1,980) × 13/12 / 13.5 = 597.04", () => {
    const irregular = new Set(["2025-02", "2025-03", "2025-07", "2025-09", "2025-10"]);
    let state: PayslipResult["nextState"] | null = null;
    for (let m = 1; m <= 12; m++) {
      const p = `2025-${String(m).padStart(2, "0")}`;
      const r: PayslipResult = calculatePayslip({
        contract: k,
        terms: [colf],
        events: irregular.has(p) ? mondays(p) : asScheduled(p),
        state,
        options: { period: p },
      });
      expect(r.thirteenthState.accrued, p).toBe(irregular.has(p) ? money(dec(r.totalGross).div(12)) : "65.00");
      state = r.nextState;
    }
    const th = calculatePayslip({ contract: k, terms: [colf], events: [], state, options: { period: "2025-12", isThirteenth: true } });
    expect(th.totalGross).toBe(money(dec(65).times(7).plus(dec(1980).div(12))));
    expect(th.totalGross).toBe("620.00");
    expect(th.severanceState.accruedThisYear).toBe(
      money(
        dec(780 * 7 + 1980)
          .times(13)
          .div(12)
          .div("13.5"),
      ),
    );
    expect(th.severanceState.accruedThisYear).toBe("597.04");
  });

  it("each flag on regular work acts by default: Feb 2025 as scheduled with addsToThirteen = false on 3 Feb (4 h = 36.00) → 13th (720 − 36)/12 = 57.00; addsToSeverance = false on 4 Feb → TFR (720 − 36) × 13/12 / 13.5 = 54.89", () => {
    const evs = asScheduled("2025-02").map((e) =>
      e.date === "2025-02-03" ? { ...e, addsToThirteen: false } : e.date === "2025-02-04" ? { ...e, addsToSeverance: false } : e,
    );
    const r = calculatePayslip({ contract: k, terms: [colf], events: evs, state: null, options: { period: "2025-02" } });
    expect(r.totalGross).toBe("720.00");
    expect(r.thirteenthState.accrued).toBe("57.00");
    expect(r.severanceState.accrued).toBe(money(dec(684).times(13).div(12).div("13.5")));
    expect(r.severanceState.accrued).toBe("54.89");
  });

  it("premium subtypes do not vary the schedule: Feb 2025 as scheduled plus 2 h of overtime keeps 65.00", () => {
    const evs = [...asScheduled("2025-02"), ev("2025-02-08", "overtime", "2")];
    const r = calculatePayslip({ contract: k, terms: [colf], events: evs, state: null, options: { period: "2025-02" } });
    expect(r.thirteenthState.accrued).toBe("65.00");
  });
});

describe("isFromGlobalWage on regular work and paid absences of an hourly worker with board (rules.md §13 'global', §2.5)", () => {
  // B 9.00/h, Mon–Fri 4 h, lunch in kind 2025 = 2.31 a day: board hourly share = 2.31 × 5 days / 20 h = 0.5775
  const share = dec("2.31").times(5).div(20);
  const colf = terms({ board: { breakfastLunch: true, dinner: false, lodging: false, inCash: false } });
  const k = contract();
  const run = (events: WorkEvent[], period: string, t = colf) => calculatePayslip({ contract: k, terms: [t], events, state: null, options: { period } });
  const feb = () => autoFill(colf, "2025-02-01", "2025-02-28");
  const withVacation = (over: Partial<WorkEvent> = {}) => replaceOn(feb(), ["2025-02-10"], (d) => ev(d, "regular_vacation", "4", over));

  it("a vacation day (default: global wage) adds the board share of its 20/6 h in cash: 20/6 × 0.5775 = 1.925 → 1.93; the 19 worked days keep their board in kind 19 × 2.31 = 43.89", () => {
    const r = run(withVacation(), "2025-02");
    expect(share.toString()).toBe("0.5775");
    expect(el(r, "FERIE")?.value).toBe("30.00");
    expect(el(r, "VITTO_ALLOGGIO_ORARIO")?.value).toBe(money(dec(20).div(6).times(share)));
    expect(el(r, "VITTO_ALLOGGIO_ORARIO")?.value).toBe("1.93");
    expect(el(r, "VITTO_ALLOGGIO_NATURA")?.value).toBe("43.89");
    expect(r.totalGross).toBe("715.93"); // 76 h × 9.00 + 30.00 + 1.93
  });

  it("the same vacation with isFromGlobalWage = false is paid at the agreed wage: no board share, gross 714.00", () => {
    const r = run(withVacation({ isFromGlobalWage: false }), "2025-02");
    expect(el(r, "VITTO_ALLOGGIO_ORARIO")).toBeUndefined();
    expect(r.totalGross).toBe("714.00");
  });

  it("holidays (1 and 6 Jan 2025) are paid at the global wage: 2 × 20/6 h × 0.5775 = 3.85; gross 84 h × 9.00 + 60.00 + 3.85 = 819.85", () => {
    const r = run(autoFill(colf, "2025-01-01", "2025-01-31"), "2025-01");
    expect(el(r, "FESTIVITA")?.value).toBe("60.00");
    expect(el(r, "VITTO_ALLOGGIO_ORARIO")?.value).toBe("3.85");
    expect(r.totalGross).toBe("819.85");
  });

  it("a sick day 1 (50 %) pays half its 4 h and the board share of those 2 h: 2 × 0.5775 = 1.155 → 1.16", () => {
    const r = run(
      replaceOn(feb(), ["2025-02-10"], (d) => ev(d, "sick_half", "4")),
      "2025-02",
    );
    expect(el(r, "MALATTIA_50")?.value).toBe("18.00");
    expect(el(r, "VITTO_ALLOGGIO_ORARIO")?.value).toBe("1.16");
  });

  it("ordinary hours at the global wage carry the board by the hour instead of by the day: 6 h on 3 Feb → 6 × 0.5775 = 3.465 → 3.47 in kind; 13th of the varied month (738.00 + 3.465 + 43.89)/12 = 65.45", () => {
    const events = feb().map((e) => (e.date === "2025-02-03" ? { ...e, hours: "6", isFromGlobalWage: true } : e));
    const r = run(events, "2025-02");
    expect(el(r, "VITTO_ALLOGGIO_NATURA_ORARIO")?.value).toBe("3.47");
    expect(el(r, "VITTO_ALLOGGIO_NATURA")?.value).toBe("43.89");
    expect(r.totalGross).toBe("738.00");
    expect(r.thirteenthState.accrued).toBe(money(dec(738).plus(dec(6).times(share)).plus("43.89").div(12)));
    expect(r.thirteenthState.accrued).toBe("65.45");
    // board in cash: the same share is paid
    const cash = terms({ board: { breakfastLunch: true, dinner: false, lodging: false, inCash: true } });
    const c = run(events, "2025-02", cash);
    expect(el(c, "VITTO_ALLOGGIO_ORARIO")?.value).toBe("3.47");
    expect(c.totalGross).toBe(money(dec(738).plus("3.47").plus("43.89")));
  });
});

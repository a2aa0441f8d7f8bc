/**
 * Table-driven golden tests over the published worked examples (tests/golden/published-examples.json).
 * Each case says whether it applies to this engine; non-applicable cases with a year outside the
 * tables must be refused with `rates_missing_for_year`.
 */
import { describe, expect, it } from "vitest";
import data from "./published-examples.json";
import { calculatePayslip, computeContributionWeeks, PayrollError, validateBeforeRun, contributionWeekSpans } from "@/lib/payroll";
import { Decimal, dec, fmt2 } from "@/lib/payroll/money";
import { inpsHourly, inpsWeekAmounts, cassacolfWeekAmounts } from "@/lib/payroll/rules/inps";
import { DEFAULT_RATES } from "@/lib/payroll/rates";
import { accrue, monthCounts, severanceQuota, severanceRevaluation, thirteenthMonthlyAccrual, thirteenthForMonths } from "@/lib/payroll/rules/accruals";
import { boardMonthlyValue, monthlyFromHourly } from "@/lib/payroll/rules/wage";
import { autoFill, contract, ev, terms } from "../unit/payroll/fixtures";
import type { RunningState } from "@/lib/payroll/types";

type Case = (typeof data.cases)[number];
const cases = data.cases as Array<Case & { engine: { applicable: boolean | string; reason?: string; check?: any; expect?: any } }>;

describe("published examples: bookkeeping", () => {
  it("has all 29 cases with a source and an engine verdict", () => {
    expect(cases).toHaveLength(29);
    for (const c of cases) {
      expect(c.source).toMatch(/^https?:\/\//);
      expect(c.engine.applicable === false ? typeof c.engine.reason : "string").toBe("string");
    }
  });
});

function months(hireDate: string, year: number): string[] {
  const out: string[] = [];
  for (let m = 1; m <= 12; m++) {
    const p = `${year}-${String(m).padStart(2, "0")}`;
    if (monthCounts(hireDate, p)) out.push(p);
  }
  return out;
}

describe.each(cases.map((c) => [c.id, c] as const))("%s", (_id, c) => {
  const { check, expect: exp } = c.engine;
  if (!check) {
    it.skip(`not applicable: ${c.engine.reason}`, () => {});
    return;
  }
  it(`${c.engine.applicable === true ? "reproduces" : c.engine.applicable === false ? "refuses" : "partially reproduces"} the published figures`, () => {
    switch (check.kind) {
      case "rates_missing": {
        const t = terms();
        expect(() =>
          calculatePayslip({
            contract: contract({ startDate: `${check.year}-01-01` }),
            terms: [t],
            events: [],
            state: null,
            options: { period: `${check.year}-03` },
          }),
        ).toThrow(PayrollError);
        try {
          calculatePayslip({
            contract: contract({ startDate: `${check.year}-01-01` }),
            terms: [t],
            events: [],
            state: null,
            options: { period: `${check.year}-03` },
          });
        } catch (e) {
          expect((e as PayrollError).code).toBe("rates_missing_for_year");
        }
        const v = validateBeforeRun({ contract: contract({ startDate: `${check.year}-01-01` }), terms: [t], period: `${check.year}-03` });
        expect(v.errors.map((x) => x.code)).toContain("rates_missing_for_year");
        break;
      }
      case "inps_quarter": {
        const hours = dec(check.weeklyHours);
        const h = inpsHourly(
          check.year,
          hours,
          dec(check.effectiveWage),
          { fixedTerm: check.fixedTerm, replacesAbsentWorker: false, cuafDue: check.cuaf },
          DEFAULT_RATES,
        );
        expect(h.bracket.id).toBe(exp.bracket);
        let total = new Decimal(0),
          employee = new Decimal(0),
          employer = new Decimal(0),
          qh = new Decimal(0),
          cassa = new Decimal(0);
        for (let i = 0; i < check.weeks; i++) {
          const a = inpsWeekAmounts(hours, h);
          total = total.plus(a.amount);
          employee = employee.plus(a.employeeAmount);
          employer = employer.plus(a.employerAmount);
          qh = qh.plus(hours);
          cassa = cassa.plus(cassacolfWeekAmounts(hours, check.year, DEFAULT_RATES).total);
        }
        if (exp.hourlyEmployer) expect(fmt2(h.hourlyEmployer)).toBe(exp.hourlyEmployer);
        if (exp.total) expect(fmt2(total)).toBe(exp.total);
        if (exp.employee) expect(fmt2(employee)).toBe(exp.employee);
        if (exp.employer) expect(fmt2(employer)).toBe(exp.employer);
        if (exp.quarterHours) expect(fmt2(qh)).toBe(exp.quarterHours);
        if (exp.cassacolf) expect(fmt2(cassa)).toBe(exp.cassacolf);
        if (exp.thirteenthShare) expect(fmt2(dec(check.thirteenthShareOf).div(12))).toBe(exp.thirteenthShare);
        break;
      }
      case "night_week": {
        for (const [job, level, wage, key] of [
          ["night_assistance", "CS", "1308.53", "cassaHoursAssistance"],
          ["night_presence", "BS", "773.06", "cassaHoursPresence"],
        ] as const) {
          const t = terms({ level, jobType: job, payBasis: "monthly", wage, cohabiting: true, weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"] });
          const r = calculatePayslip({
            contract: contract({ startDate: "2024-01-01" }),
            terms: [t],
            events: autoFill(t, "2025-02-23", "2025-04-05"),
            state: null,
            options: { period: "2025-03" },
          });
          const week = r.cassacolfContributions.find((w) => w.weekStart === "2025-03-02");
          const inps = r.inpsContributions.find((w) => w.weekStart === "2025-03-02");
          expect(inps?.hours).toBe(exp.inpsHours);
          expect(week?.hours).toBe(exp[key]);
          expect(week?.rate).toBe(exp.rate);
          expect(week?.employeeRate).toBe(exp.employeeRate);
        }
        break;
      }
      case "weeks_range": {
        const spans = contributionWeekSpans({ startDate: check.start, endDate: check.end });
        const own = spans.filter((w) => !w.isFromNextPeriod);
        expect(own).toHaveLength(exp.ownWeeks);
        expect(own[own.length - 1]?.weekEnd).toBe(exp.lastOwnSaturday);
        expect(spans.find((w) => w.isFromNextPeriod)?.weekStart).toBe(exp.deferredWeekStart);
        break;
      }
      case "mixed_quarter": {
        const t = terms({ weeklySchedule: ["6", "6", "6", "6", "3", "0", "0"] });
        const weeks = contributionWeekSpans({ startDate: "2025-01-01", endDate: "2025-03-31" }).filter((w) => !w.isFromNextPeriod);
        const cw = weeks.map((w, i) => ({ weekStart: w.weekStart, weekEnd: w.weekEnd, isFromNextPeriod: false, hours: i === 5 ? "12.00" : "27.00" }));
        // Webcolf's per-week method is the `week` basis (docs/domain/rules-update.md §1a.5)
        const r = calculatePayslip({
          contract: contract(),
          terms: [t],
          events: [],
          state: null,
          options: { period: "2025-03", contributionWeeks: cw },
          settings: { inpsFlatRateBasis: "week" },
        });
        // default `contract` basis: the 27 h agreed week puts all 13 weeks (the 12 h one too) on the flat row
        const byContract = calculatePayslip({
          contract: contract(),
          terms: [t],
          events: [],
          state: null,
          options: { period: "2025-03", contributionWeeks: cw },
        });
        expect(byContract.inpsContributions.filter((l) => l.type === "over_24_hours")).toHaveLength(exp.flatWeeks + exp.bandWeeks);
        expect(r.inpsContributions.filter((l) => l.type === "over_24_hours")).toHaveLength(exp.flatWeeks);
        const band = r.inpsContributions.filter((l) => l.type !== "over_24_hours");
        expect(band).toHaveLength(exp.bandWeeks);
        expect(band[0]?.hours).toBe(exp.bandHours);
        expect(r.employeeTaxesElements.filter((e) => e.code === "INPS_LAVORATORE")).toHaveLength(exp.lines);
        break;
      }
      case "thirteenth_chain": {
        const t = terms({ wage: check.wage, weeklySchedule: check.schedule });
        const k = contract({ startDate: check.startDate });
        let state: RunningState | null = null;
        for (let m = 1; m <= 12; m++) {
          const p = `${check.year}-${String(m).padStart(2, "0")}`;
          // the whole month as scheduled: a month with varied hours takes the pay of the period (setting hourlyAccrualBase)
          const lastDay = new Date(Date.UTC(check.year, m, 0)).getUTCDate();
          const r = calculatePayslip({ contract: k, terms: [t], events: autoFill(t, `${p}-01`, `${p}-${lastDay}`), state, options: { period: p } });
          state = r.nextState;
        }
        const th = calculatePayslip({ contract: k, terms: [t], events: [], state, options: { period: `${check.year}-12`, isThirteenth: true } });
        expect(th.totalGross).toBe(exp.thirteenth);
        expect(th.thirteenthState.totalLeft).toBe("0.00");
        expect(th.totalEmployeeTaxes).toBe("0.00");
        break;
      }
      case "thirteenth_accrual": {
        const base = monthlyFromHourly(dec(check.hourly), dec(check.weeklyHours));
        let cum = new Decimal(0);
        const shown: Decimal[] = [];
        for (let i = 0; i < 12; i++) {
          const a = accrue(cum, base.div(12), "cumulative");
          cum = a.cumulative;
          shown.push(a.shown);
          if (i === 5) expect(fmt2(cum)).toBe(exp.months6);
        }
        expect(fmt2(cum)).toBe(exp.months12);
        expect(fmt2(thirteenthMonthlyAccrual(base))).toBe(exp.monthlyRateo);
        break;
      }
      case "thirteenth_months": {
        const base = check.monthly ? dec(check.monthly) : monthlyFromHourly(dec(check.hourly), dec(check.weeklyHours));
        const ms = months(check.hireDate, check.year);
        expect(ms).toHaveLength(exp.months);
        for (const mode of ["cumulative", "monthly_up"] as const) {
          const key = mode === "cumulative" ? "cumulative" : "monthlyUp";
          if (!exp[key]) continue;
          let cum = new Decimal(0);
          for (const _m of ms) cum = accrue(cum, base.div(12), mode).cumulative;
          expect(fmt2(cum)).toBe(exp[key]);
        }
        expect(fmt2(thirteenthForMonths(base, ms.length))).toBe(exp.cumulative);
        if (exp.rateoUp) expect(fmt2(accrue(new Decimal(0), base.div(12), "monthly_up").shown)).toBe(exp.rateoUp);
        break;
      }
      case "tfr_quota": {
        check.pays.forEach((p: string, i: number) => expect(fmt2(severanceQuota(dec(p)))).toBe(exp.quotas[i]));
        break;
      }
      case "tfr_revaluation": {
        expect(fmt2(severanceRevaluation(dec(check.fund), dec(check.coefficientPercent), check.months, "components"))).toBe(exp.components);
        expect(fmt2(severanceRevaluation(dec(check.fund), dec(check.coefficientPercent), check.months, "coefficient"))).toBe(exp.coefficient);
        break;
      }
      case "vacation_week": {
        const t = terms({ wage: check.wage, level: "B" });
        const events = autoFill(t, "2025-06-29", "2025-08-02").filter((e) => e.date < "2025-07-07" || e.date > "2025-07-12");
        for (const d of ["2025-07-07", "2025-07-08", "2025-07-09", "2025-07-10", "2025-07-11", "2025-07-12"]) events.push(ev(d, "regular_vacation", "0"));
        const r = calculatePayslip({ contract: contract(), terms: [t], events, state: null, options: { period: "2025-07" } });
        const f = r.earningElements.find((e) => e.code === "FERIE");
        expect(f?.value).toBe(exp.weekValue);
        expect(
          fmt2(
            dec(f?.rate ?? "0")
              .times(dec(f?.periodDuration ?? "0"))
              .div(6),
          ),
        ).toBe(exp.dayValue);
        expect(r.vacationState.used).toBe("6.00");
        expect(r.inpsContributions.find((l) => l.weekStart === "2025-07-06")?.hours).toBe("20.00");
        break;
      }
      case "vacation_hours_per_day": {
        expect(fmt2(dec(check.weeklyHours).div(6))).toBe(exp.hoursPerDay);
        expect(fmt2(dec(check.weeklyHours).times(52).div(12))).toBe(exp.monthlyHours);
        break;
      }
      case "vacation_contribution_hours": {
        const t = terms({ weeklySchedule: ["3", "3", "3", "3", "3", "3", "0"] });
        const vac = ["07", "08", "09", "10", "11", "12", "14", "15", "16", "17", "18", "19", "21", "22", "23"].map((d) =>
          ev(`2025-07-${d}`, "regular_vacation", "3"),
        );
        expect(vac).toHaveLength(check.days);
        const weeks = computeContributionWeeks({ contract: contract(), terms: [t], events: vac, startDate: "2025-07-01", endDate: "2025-07-31" });
        expect(fmt2(weeks.reduce((s, w) => s.plus(dec(w.hours)), new Decimal(0)))).toBe(exp.hours);
        break;
      }
      case "sick_thirtieths": {
        const t = terms({ wage: "7.00", weeklySchedule: ["3", "0", "0", "3", "0", "0", "0"] });
        const events = autoFill(t, "2025-02-23", "2025-04-05").filter((e) => e.date < "2025-03-03" || e.date > "2025-03-07");
        for (const d of ["2025-03-03", "2025-03-04", "2025-03-05", "2025-03-06", "2025-03-07"]) events.push(ev(d, "sick_full", "0"));
        const r = calculatePayslip({
          contract: contract(),
          terms: [t],
          events,
          state: null,
          options: { period: "2025-03" },
          settings: { hourlySickPay: "thirtieths" },
        });
        const half = r.earningElements.find((e) => e.code === "MALATTIA_50");
        const full = r.earningElements.find((e) => e.code === "MALATTIA_100");
        expect(half?.rate).toBe(exp.halfRate);
        expect(half?.value).toBe(exp.halfValue);
        expect(full?.rate).toBe(exp.dailyRate);
        expect(full?.value).toBe(exp.fullValue);
        break;
      }
      case "notice_hours": {
        const t = terms({ wage: "7.60", weeklySchedule: ["8", "8", "8", "8", "8", "0", "0"] });
        const k = contract({ startDate: "2023-06-05" });
        const r = calculatePayslip({
          contract: k,
          terms: [t],
          events: autoFill(t, "2025-02-23", "2025-03-16"),
          state: null,
          options: { period: "2025-03", employmentEndDate: "2025-03-16", missingNoticeType: "EMPLOYER", missingNoticeDays: "15" },
          settings: { noticeMethod: "scheduled_hours_effective_wage" },
        });
        const n = r.earningElements.find((e) => e.code === "INDENNITA_PREAVVISO");
        expect(n?.periodDuration).toBe(exp.hours);
        expect(n?.rate).toBe("8.23");
        expect(n?.value).toBe(exp.value);
        const noticeHours = r.inpsContributions.filter((l) => l.origin === "notice").reduce((s, l) => s.plus(dec(l.hours)), new Decimal(0));
        expect(fmt2(noticeHours)).toBe(exp.hours);
        break;
      }
      case "board_monthly": {
        expect(fmt2(boardMonthlyValue(dec(check.daily), check.days))).toBe(exp.monthly);
        if (check.meal) expect(fmt2(dec(check.meal).times(2))).toBe(exp.mealsOnly);
        break;
      }
      default:
        throw new Error(`unknown check ${check.kind}`);
    }
  });
});

/** Property tests: reconciliation, net identity, week partition, non-negative hours. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatePayslip, contributionWeekSpans, computeContributionWeeks, type WorkEvent } from "@/lib/payroll";
import { addDays, eachDay, periodBounds, toDayNumber } from "@/lib/payroll/calendar/dates";
import { Decimal, dec } from "@/lib/payroll/money";
import type { EventSubType } from "@/lib/payroll/events";
import { contract, ev, terms } from "./fixtures";

const SUBTYPES: EventSubType[] = [
  "regular_work",
  "regular_work",
  "regular_work",
  "overtime",
  "night_work",
  "sunday_work",
  "holiday_work",
  "paid_permit",
  "unpaid_permit",
  "unpaid_absence",
  "sick_full",
  "work_injury_full",
  "regular_vacation",
  "maternity_leave",
  "matrimonial_leave",
];

const hoursArb = fc.integer({ min: 0, max: 1000 }).map((n) => (n / 100).toFixed(2));
const periodArb = fc
  .record({ y: fc.integer({ min: 2023, max: 2026 }), m: fc.integer({ min: 1, max: 12 }) })
  .map(({ y, m }) => `${y}-${String(m).padStart(2, "0")}`);
const scheduleArb = fc
  .array(fc.integer({ min: 0, max: 8 }), { minLength: 7, maxLength: 7 })
  .filter((a) => a.some((x) => x > 0))
  .map((a) => a.map(String));

const scenarioArb = fc.record({
  period: periodArb,
  monthly: fc.boolean(),
  cohabiting: fc.boolean(),
  board: fc.boolean(),
  fixedTerm: fc.boolean(),
  cuaf: fc.boolean(),
  schedule: scheduleArb,
  wageCents: fc.integer({ min: 900, max: 2000 }),
  events: fc.array(fc.record({ day: fc.integer({ min: -6, max: 36 }), sub: fc.constantFrom(...SUBTYPES), hours: hoursArb }), { maxLength: 40 }),
  custom: fc.option(fc.integer({ min: 0, max: 20000 }).map((n) => (n / 100).toFixed(2))),
  deduction: fc.option(fc.integer({ min: 0, max: 5000 }).map((n) => (n / 100).toFixed(2))),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function run(s: Scenario) {
  const { start } = periodBounds(s.period);
  const t = terms({
    level: "CS",
    jobType: "carer_non_self_sufficient",
    payBasis: s.monthly ? "monthly" : "hourly",
    cohabiting: s.cohabiting,
    wage: s.monthly ? (s.wageCents * 1.3).toFixed(2) : (s.wageCents / 100).toFixed(2),
    weeklySchedule: s.schedule,
    board: { breakfastLunch: s.board, dinner: s.board, lodging: s.board, inCash: false },
  });
  const events: WorkEvent[] = s.events.map((e) => ev(addDays(start, e.day), e.sub, e.hours));
  return calculatePayslip({
    contract: contract({ startDate: "2022-06-15", fixedTerm: s.fixedTerm, cuafDue: s.cuaf }),
    terms: [t],
    events,
    state: null,
    options: {
      period: s.period,
      customEarnings: s.custom ? [{ name: "Extra", periodType: "period", periodDuration: "1", value: s.custom }] : null,
      customDeductions: s.deduction ? [{ name: "Trattenuta", periodType: "period", periodDuration: "1", value: s.deduction }] : null,
    },
  });
}

const sumOf = (xs: Array<{ value: string }>) => xs.reduce((a, x) => a.plus(dec(x.value)), new Decimal(0));

describe("payslip properties", () => {
  it("totals are sums of the rounded lines and reconcile to the cent", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = run(s);
        expect(dec(r.totalGross).equals(sumOf(r.earningElements))).toBe(true);
        expect(dec(r.totalDeductions).equals(sumOf(r.deductionElements))).toBe(true);
        expect(dec(r.totalEmployeeTaxes).equals(sumOf(r.employeeTaxesElements))).toBe(true);
        expect(dec(r.totalEmployerTaxes).equals(sumOf(r.employerTaxesElements))).toBe(true);
        const inpsEmp = r.inpsContributions.reduce((a, l) => a.plus(dec(l.employeeAmount)), new Decimal(0));
        expect(dec(r.totalEmployeeInpsTaxes).equals(inpsEmp)).toBe(true);
        for (const l of r.inpsContributions) expect(dec(l.employeeAmount).plus(dec(l.employerAmount)).equals(dec(l.amount))).toBe(true);
        expect(dec(r.totalCost).equals(dec(r.totalGross).plus(dec(r.totalEmployerTaxes)))).toBe(true);
        for (const v of [r.totalGross, r.totalNet, r.totalCost, ...r.earningElements.map((e) => e.value)]) expect(v).toMatch(/^-?\d+\.\d{2}$/);
      }),
      { numRuns: 150 },
    );
  });
  it("net + deductions + employee contributions = gross", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = run(s);
        expect(dec(r.totalNet).plus(dec(r.totalDeductions)).plus(dec(r.totalEmployeeTaxes)).equals(dec(r.totalGross))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
  it("no negative hours in contribution weeks or INPS lines", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const r = run(s);
        for (const w of [...r.contributionWeeks, ...r.inpsContributions, ...r.cassacolfContributions]) expect(dec(w.hours).isNegative()).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe("contribution weeks of consecutive months partition the calendar", () => {
  it("every day from the first week is counted exactly once across consecutive months (own weeks only)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2018, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 14 }), (y, m, n) => {
        const seen = new Map<number, number>();
        let first: string | null = null;
        let lastEnd: string | null = null;
        for (let i = 0; i < n; i++) {
          const idx = y * 12 + (m - 1) + i;
          const p = `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, "0")}`;
          const { start, end } = periodBounds(p);
          const spans = contributionWeekSpans({ startDate: start, endDate: end });
          for (const w of spans) {
            expect(toDayNumber(w.weekEnd) - toDayNumber(w.weekStart)).toBe(6);
            if (w.isFromNextPeriod) continue;
            if (!first) first = w.weekStart;
            lastEnd = w.weekEnd;
            for (const d of eachDay(w.weekStart, w.weekEnd)) seen.set(toDayNumber(d), (seen.get(toDayNumber(d)) ?? 0) + 1);
          }
          // the deferred week of month i is the first week of month i + 1
          const deferred = spans.find((w) => w.isFromNextPeriod);
          if (deferred) {
            const nIdx = idx + 1;
            const np = `${Math.floor(nIdx / 12)}-${String((nIdx % 12) + 1).padStart(2, "0")}`;
            const nb = periodBounds(np);
            expect(contributionWeekSpans({ startDate: nb.start, endDate: nb.end })[0]?.weekStart).toBe(deferred.weekStart);
          }
        }
        for (const c of seen.values()) expect(c).toBe(1);
        if (first && lastEnd) expect(seen.size).toBe(toDayNumber(lastEnd) - toDayNumber(first) + 1);
      }),
      { numRuns: 200 },
    );
  });
  it("hours of consecutive months' own weeks add up to the hours of the whole span (nothing counted twice or lost)", () => {
    fc.assert(
      fc.property(scheduleArb, fc.integer({ min: 2023, max: 2026 }), fc.integer({ min: 1, max: 10 }), (sched, y, m) => {
        const t = terms({ weeklySchedule: sched });
        const k = contract({ startDate: "2020-01-01" });
        const from = periodBounds(`${y}-${String(m).padStart(2, "0")}`).start;
        const to = periodBounds(`${y}-${String(m + 2).padStart(2, "0")}`).end;
        const events: WorkEvent[] = [];
        for (const d of eachDay(addDays(from, -7), addDays(to, 7))) {
          const h = sched[(((toDayNumber(d) + 4) % 7) + 6) % 7] ?? "0";
          if (h !== "0") events.push(ev(d, "regular_work", h));
        }
        let total = new Decimal(0);
        let firstStart: string | null = null;
        let lastEnd = "";
        for (let i = 0; i < 3; i++) {
          const { start, end } = periodBounds(`${y}-${String(m + i).padStart(2, "0")}`);
          for (const w of computeContributionWeeks({
            contract: k,
            terms: [t],
            events,
            startDate: start,
            endDate: end,
            settings: { holidayContributionHoursUnscheduledDay: "none" },
          })) {
            if (w.isFromNextPeriod) continue;
            firstStart ??= w.weekStart;
            lastEnd = w.weekEnd;
            total = total.plus(dec(w.hours));
          }
        }
        const direct = events.filter((e) => firstStart && e.date >= firstStart && e.date <= lastEnd).reduce((a, e) => a.plus(dec(e.hours)), new Decimal(0));
        // with holiday hours = scheduled hours only, the weekly totals equal the worked hours exactly
        expect(total.toFixed(2)).toBe(direct.toFixed(2));
        const weeks = Math.round((toDayNumber(lastEnd) - toDayNumber(firstStart ?? lastEnd) + 1) / 7);
        expect(weeks * 7).toBe(toDayNumber(lastEnd) - toDayNumber(firstStart ?? lastEnd) + 1);
      }),
      { numRuns: 60 },
    );
  });
});

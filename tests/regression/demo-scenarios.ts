/**
 * The demo contracts (prisma/seed/demo.ts) over up to 24 chained months: each payslip's
 * `nextState` feeds the next one, the month's events come from the weekly schedule with a
 * deterministic sprinkle of sickness, vacation, overtime and holiday work; a thirteenth payslip
 * every December; one contract ends with notice, another takes a TFR advance. Pure and
 * deterministic: the regression corpus (tests/regression/*.json) is written from it.
 */
import {
  calculatePayslip,
  contributionEventRangeForPeriod,
  type ContractInput,
  type ContractTerms,
  type PayrollInput,
  type RunningState,
  type WorkEvent,
} from "@/lib/payroll";
import { addDays, addMonthsToPeriod, periodBounds } from "@/lib/payroll/calendar/dates";
import { autoFill, ev, replaceOn, terms as baseTerms } from "../unit/payroll/fixtures";

export interface CorpusCase {
  name: string;
  input: PayrollInput;
}

interface DemoContract {
  contract: ContractInput;
  terms: ContractTerms[];
  firstPeriod: string;
  months: number;
  /** the last month ends the employment (with notice by the employer) */
  endWithNotice?: boolean;
  /** period of a TFR advance (EUR) */
  advance?: { period: string; amount: string };
}

const board = { breakfastLunch: false, dinner: false, lodging: false, inCash: false };

export const DEMO_CONTRACTS: Record<string, DemoContract> = {
  "giulia-bianchi-colf-B-hourly": {
    contract: { id: "demo-giulia", startDate: "2024-01-08", endDate: null, fixedTerm: false, replacesAbsentWorker: false, cuafDue: true },
    terms: [
      baseTerms({
        effectiveFrom: "2024-01-08",
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "9.00",
        weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
        board,
      }),
      baseTerms({
        effectiveFrom: "2025-03-01",
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "9.40",
        weeklySchedule: ["4", "4", "4", "4", "4", "2", "0"],
        board,
      }),
    ],
    firstPeriod: "2024-01",
    months: 24,
    advance: { period: "2025-07", amount: "150.00" },
  },
  "ioana-popescu-live-in-CS-monthly": {
    contract: { id: "demo-ioana", startDate: "2023-03-01", endDate: null, fixedTerm: false, replacesAbsentWorker: false, cuafDue: true },
    terms: [
      baseTerms({
        effectiveFrom: "2023-03-01",
        level: "CS",
        jobType: "carer_non_self_sufficient",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1250.00",
        weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
        board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      }),
    ],
    firstPeriod: "2023-03",
    months: 24,
    endWithNotice: true,
  },
  "sara-greco-babysitter-BS-hourly": {
    contract: {
      id: "demo-sara",
      startDate: "2025-09-01",
      endDate: null,
      fixedTerm: false,
      replacesAbsentWorker: false,
      cuafDue: true,
      patronSaintDay: "10-04",
    },
    terms: [
      baseTerms({
        effectiveFrom: "2025-09-01",
        level: "BS",
        jobType: "babysitter",
        cohabiting: false,
        payBasis: "hourly",
        wage: "8.50",
        weeklySchedule: ["5", "5", "5", "5", "5", "0", "0"],
        babysitterChildUnderSix: true,
        board,
      }),
    ],
    firstPeriod: "2025-09",
    months: 16,
  },
  "elena-marin-colf-B-three-days": {
    contract: { id: "demo-elena", startDate: "2024-06-03", endDate: null, fixedTerm: false, replacesAbsentWorker: false, cuafDue: false },
    terms: [
      baseTerms({
        effectiveFrom: "2024-06-03",
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "8.00",
        weeklySchedule: ["3", "0", "3", "0", "3", "0", "0"],
        board,
      }),
    ],
    firstPeriod: "2024-06",
    months: 24,
  },
};

function termsAt(ts: ContractTerms[], date: string): ContractTerms {
  let t = ts[0]!;
  for (const x of ts) if (x.effectiveFrom <= date) t = x;
  return t;
}

/** the month's events: schedule auto-fill plus a sprinkle chosen by the month index */
function monthEvents(dc: DemoContract, period: string, index: number): WorkEvent[] {
  const range = contributionEventRangeForPeriod(period);
  const { start } = periodBounds(period);
  let events: WorkEvent[] = [];
  for (const t of dc.terms) {
    const next = dc.terms.find((x) => x.effectiveFrom > t.effectiveFrom);
    const from = t.effectiveFrom > range.from ? t.effectiveFrom : range.from;
    const to = next && next.effectiveFrom <= range.to ? addDays(next.effectiveFrom, -1) : range.to;
    if (from > to) continue;
    events.push(...autoFill(t, from, to, { startDate: dc.contract.startDate, patron: dc.contract.patronSaintDay }));
  }
  const day = (d: number) => `${start.slice(0, 8)}${String(d).padStart(2, "0")}`;
  const t = termsAt(dc.terms, start);
  const hoursOf = (d: string) => {
    const e = events.find((x) => x.date === d);
    return e ? e.hours : "0";
  };
  const scheduled = (d: string) => hoursOf(d) !== "0" && events.find((x) => x.date === d)?.subType === "regular_work";
  if (index % 5 === 1) {
    // three sick days in a row (an episode), then one more later in the month
    events = replaceOn(events, [day(10), day(11), day(12), day(20)], (d) => (scheduled(d) ? ev(d, "sick_full", hoursOf(d)) : null));
  }
  if (index % 6 === 2) {
    events = replaceOn(events, [day(15), day(16), day(17), day(18), day(19)], (d) => (scheduled(d) ? ev(d, "regular_vacation", hoursOf(d)) : null));
  }
  if (index % 4 === 3) {
    const d = day(5);
    if (scheduled(d)) events.push(ev(d, "overtime", "2"));
  }
  if (index % 7 === 4) {
    const d = day(24);
    if (scheduled(d)) events = replaceOn(events, [d], (x) => ev(x, "paid_permit", hoursOf(x)));
  }
  if (t.payBasis === "monthly" && index % 8 === 5) {
    events = replaceOn(events, [day(3), day(4)], (d) => (scheduled(d) ? ev(d, "unpaid_absence", hoursOf(d)) : null));
  }
  return events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
}

/** Every chained payslip input of one demo contract, in order (the state of each is the previous nextState). */
export function demoCases(): CorpusCase[] {
  const out: CorpusCase[] = [];
  for (const [name, dc] of Object.entries(DEMO_CONTRACTS)) {
    let state: RunningState | null = null;
    let period = dc.firstPeriod;
    for (let i = 0; i < dc.months; i++) {
      const last = i === dc.months - 1;
      const { end } = periodBounds(period);
      const employmentEndDate = last && dc.endWithNotice ? `${period}-20` : null;
      const contract = employmentEndDate ? { ...dc.contract, endDate: employmentEndDate } : dc.contract;
      const events = monthEvents(dc, period, i).filter((e) => !employmentEndDate || e.date <= employmentEndDate);
      const input: PayrollInput = {
        contract,
        terms: dc.terms,
        events,
        state,
        options: {
          period,
          ...(employmentEndDate ? { employmentEndDate, missingNoticeType: "EMPLOYER" as const, missingNoticeDays: "15" } : {}),
          ...(dc.advance && dc.advance.period === period ? { severanceAnticipation: dc.advance.amount } : {}),
        },
      };
      out.push({ name: `${name} ${period}`, input });
      state = calculatePayslip(input).nextState;
      if (period.endsWith("-12") && !last) {
        const th: PayrollInput = { contract, terms: dc.terms, events: [], state, options: { period: end.slice(0, 7), isThirteenth: true } };
        out.push({ name: `${name} ${period} thirteenth`, input: th });
        state = calculatePayslip(th).nextState;
      }
      period = addMonthsToPeriod(period, 1);
    }
  }
  return out;
}

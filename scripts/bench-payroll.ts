/**
 * Benchmark: payslips per second for a month with 31 events (hourly colf, one event per day),
 * single thread. Run: npx tsx scripts/bench-payroll.ts
 */
import { calculatePayslip, defaultFlags, SUBTYPE_PARENT, type ContractTerms, type WorkEvent, type EventSubType } from "../lib/payroll";

const terms: ContractTerms = {
  effectiveFrom: "2024-01-01",
  level: "B",
  jobType: "domestic_help",
  cohabiting: false,
  payBasis: "hourly",
  wage: "9.00",
  weeklySchedule: ["4", "4", "4", "4", "4", "2", "0"],
  board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
  babysitterChildUnderSix: false,
  multipleAssisted: false,
  functionAllowance: false,
};
const events: WorkEvent[] = [];
const subs: EventSubType[] = ["regular_work", "regular_work", "regular_work", "overtime", "regular_work", "regular_vacation", "sick_full"];
for (let d = 1; d <= 31; d++) {
  const sub = subs[d % subs.length] as EventSubType;
  events.push({ id: `e${d}`, date: `2025-05-${String(d).padStart(2, "0")}`, hours: "4.00", type: SUBTYPE_PARENT[sub], subType: sub, ...defaultFlags(sub) });
}
const input = {
  contract: { id: "c1", startDate: "2022-03-01", endDate: null, fixedTerm: false, replacesAbsentWorker: false, cuafDue: true },
  terms: [terms],
  events,
  state: null,
  options: { period: "2025-05" },
};

for (let i = 0; i < 300; i++) calculatePayslip(input); // warm-up
const N = 5000;
const t0 = process.hrtime.bigint();
let net = "";
for (let i = 0; i < N; i++) net = calculatePayslip(input).totalNet;
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
console.log(`${N} payslips (31 events each) in ${ms.toFixed(0)} ms → ${Math.round((N / ms) * 1000)} payslips/s (net ${net})`);

/** Test builders: contracts, terms and auto-filled events (mirrors the auto-fill endpoint). */
import { addDays } from "@/lib/payroll/calendar/dates";
import { planAutoFill } from "@/lib/payroll";
import { defaultFlags, SUBTYPE_PARENT, type EventSubType } from "@/lib/payroll/events";
import type { ContractInput, ContractTerms, WorkEvent } from "@/lib/payroll/types";

export function contract(over: Partial<ContractInput> = {}): ContractInput {
  return { id: "c1", startDate: "2024-01-08", endDate: null, fixedTerm: false, replacesAbsentWorker: false, cuafDue: true, ...over };
}

export function terms(over: Partial<ContractTerms> = {}): ContractTerms {
  return {
    effectiveFrom: "2020-01-01",
    level: "B",
    jobType: "domestic_help",
    cohabiting: false,
    payBasis: "hourly",
    wage: "9.00",
    weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
    board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
    babysitterChildUnderSix: false,
    multipleAssisted: false,
    functionAllowance: false,
    ...over,
  };
}

let seq = 0;
export function ev(date: string, subType: EventSubType, hours: string, over: Partial<WorkEvent> = {}): WorkEvent {
  seq++;
  return { id: `e${seq}`, date, hours, type: SUBTYPE_PARENT[subType], subType, ...defaultFlags(subType), ...over };
}

/** auto-fill: the events the auto-fill endpoint creates (the engine's planAutoFill, lib/payroll/calendar/auto-fill.ts) */
export function autoFill(t: ContractTerms, from: string, to: string, opts: { startDate?: string; endDate?: string; patron?: string | null } = {}): WorkEvent[] {
  const contract = {
    startDate: opts.startDate ?? "0001-01-01",
    endDate: opts.endDate ?? null,
    terms: [{ ...t, effectiveFrom: "0001-01-01" }],
    patronSaintDay: opts.patron ?? null,
  };
  return planAutoFill(contract, from, to, new Set()).toCreate.map((p) => ev(p.date, p.subType, p.hours, p.customName ? { customName: p.customName } : {}));
}

/** replace the events of the given dates with other events */
export function replaceOn(events: WorkEvent[], dates: string[], make: (d: string) => WorkEvent | null): WorkEvent[] {
  const set = new Set(dates);
  const kept = events.filter((e) => !set.has(e.date));
  for (const d of dates) {
    const e = make(d);
    if (e) kept.push(e);
  }
  return kept.sort((a, b) => (a.date < b.date ? -1 : 1));
}

export function days(from: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

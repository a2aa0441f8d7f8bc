/**
 * Per-run context: resolved settings and tables, employment bounds inside the period, term lookup,
 * memoised wage models, events by date, holidays, absence classification.
 */
import { maxDate, minDate, periodBounds, weekday, scheduleIndex, toDayNumber } from "../calendar/dates";
import { holidaysBetween } from "../calendar/holidays";
import { contributionEventRange } from "../calendar/weeks";
import { PayrollError } from "../errors";
import { Decimal } from "../money";
import { DEFAULT_RATES, ratesForDate } from "../rates";
import type { RateRegistry } from "../rates/types";
import { resolveSettings, type PayrollSettings } from "../settings";
import type { ContractInput, ContractTerms, PayrollInput, RunOptions, Warning, WorkEvent } from "../types";
import { classifyAbsences, type ClassifiedAbsence } from "./absences";
import { scheduledHoursByIndex, wageModel, weeklySixthOf, type WageModel } from "./wage";

export interface Ctx {
  settings: PayrollSettings;
  registry: RateRegistry;
  contract: ContractInput;
  terms: ContractTerms[];
  options: RunOptions;
  period: string;
  year: number;
  month: number;
  pStart: string;
  pEnd: string;
  daysInMonth: number;
  /** employment ∩ period (effStart > effEnd when not employed in the period) */
  effStart: string;
  effEnd: string;
  employed: boolean;
  /** termination date when employment ends inside (or before the end of) this period */
  terminationDate: string | null;
  ending: boolean;
  eventsByDate: Map<string, WorkEvent[]>;
  /** events inside the employment part of the period, date order */
  periodEvents: WorkEvent[];
  holidays: Set<string>;
  absences: Map<string, ClassifiedAbsence>;
  termAt(date: string): ContractTerms;
  modelAt(date: string): WageModel;
  scheduled(date: string): Decimal;
  inEmployment(date: string): boolean;
  warnings: Warning[];
}

/**
 * Term lookup and memoised wage models: one model per terms, month, board-days convention and
 * composition of rate tables, so a table version starting inside the month (a step on the 15th)
 * splits it day by day like a change of terms (docs/rate-tables.md, rules-update-3 A3, A11).
 */
function termLookups(
  terms: readonly ContractTerms[],
  contract: ContractInput,
  settings: PayrollSettings,
  registry: RateRegistry,
): Pick<Ctx, "termAt" | "modelAt" | "scheduled"> {
  const termCache = new Map<string, ContractTerms>();
  const termAt = (date: string): ContractTerms => {
    const hit = termCache.get(date);
    if (hit) return hit;
    let found: ContractTerms | undefined;
    for (const t of terms) if (t.effectiveFrom <= date) found = t;
    const r = found ?? (terms[0] as ContractTerms);
    termCache.set(date, r);
    return r;
  };
  const models = new Map<string, WageModel>();
  const modelByDate = new Map<string, WageModel>();
  const modelFor = (date: string): WageModel => {
    const t = termAt(date);
    // a UNI 11766 certification ending inside the month splits it too (rules/wage.ts uniMonthly)
    const uni = t.uniCertifiedUntil ? (date <= t.uniCertifiedUntil ? "|u1" : "|u0") : "";
    const key = `${terms.indexOf(t)}|${date.slice(0, 7)}|${date >= settings.boardMonthlyDaysSwitchDate ? 1 : 0}${uni}|${ratesForDate(date, registry).key}`;
    let m = models.get(key);
    if (!m) {
      m = wageModel(t, date, contract.startDate, settings, registry);
      models.set(key, m);
    }
    return m;
  };
  const modelAt = (date: string): WageModel => {
    const hit = modelByDate.get(date);
    if (hit) return hit;
    const m = modelFor(date);
    modelByDate.set(date, m);
    return m;
  };
  const scheduled = (date: string): Decimal => scheduledHoursByIndex(termAt(date), scheduleIndex(date));
  return { termAt, modelAt, scheduled };
}

/** Events inside the employment by date, and those of the employment part of the period in date order. */
function sortEvents(
  events: readonly WorkEvent[],
  inEmployment: (d: string) => boolean,
  employed: boolean,
  effStart: string,
  effEnd: string,
  warnings: Warning[],
): Pick<Ctx, "eventsByDate" | "periodEvents"> {
  const eventsByDate = new Map<string, WorkEvent[]>();
  const periodEvents: WorkEvent[] = [];
  let outside = 0;
  for (const e of events) {
    if (!inEmployment(e.date)) {
      outside++;
      continue;
    }
    const list = eventsByDate.get(e.date);
    if (list) list.push(e);
    else eventsByDate.set(e.date, [e]);
    if (employed && e.date >= effStart && e.date <= effEnd) periodEvents.push(e);
  }
  if (outside > 0)
    warnings.push({
      code: "event_outside_employment",
      message: `${outside} evento/i fuori dal periodo di impiego ignorato/i`,
      params: { count: String(outside) },
    });
  periodEvents.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  return { eventsByDate, periodEvents };
}

/** Sick and injury days of the events (inside the employment), classified with the earlier history. */
function absencesOf(input: PayrollInput, inEmployment: (d: string) => boolean, periodStart: string, settings: PayrollSettings): Map<string, ClassifiedAbsence> {
  const absenceDays = [];
  for (const e of input.events) {
    if (!inEmployment(e.date)) continue;
    if (e.type === "sick_leave") absenceDays.push({ date: e.date, kind: "sick" as const, subType: e.subType, multiplier: e.multiplier });
    else if (e.type === "work_injury") absenceDays.push({ date: e.date, kind: "injury" as const, subType: e.subType, multiplier: e.multiplier });
  }
  const history = (input.state?.absenceHistory ?? []).filter((h) => h.date < periodStart);
  return classifyAbsences(absenceDays, history, input.contract.startDate, settings);
}

export function buildContext(input: PayrollInput): Ctx {
  const settings = resolveSettings(input.settings);
  const registry = input.rates ?? DEFAULT_RATES;
  const { contract, options } = input;
  let pb;
  try {
    pb = periodBounds(options.period);
  } catch {
    throw new PayrollError("invalid_period", `Invalid period "${options.period}" (expected YYYY-MM)`);
  }
  if (input.terms.length === 0) throw new PayrollError("no_terms_in_force", "The contract has no terms (level, wage, schedule)");
  const terms = [...input.terms].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
  const endDate = options.employmentEndDate ?? contract.endDate ?? null;
  const terminationDate = endDate && endDate <= pb.end ? endDate : null;
  const effStart = maxDate(pb.start, contract.startDate);
  const effEnd = terminationDate ? minDate(pb.end, terminationDate) : pb.end;
  const employed = effStart <= effEnd;
  const ending = !!terminationDate && terminationDate >= pb.start && terminationDate <= pb.end;
  const inEmployment = (date: string): boolean => date >= contract.startDate && (!endDate || date <= endDate);
  const warnings: Warning[] = [];
  const { eventsByDate, periodEvents } = sortEvents(input.events, inEmployment, employed, effStart, effEnd, warnings);

  const range = contributionEventRange(pb.start, pb.end);
  const holidays = new Set<string>();
  const hEnd = ending && terminationDate ? maxDate(range.to, terminationDate) : range.to;
  for (const h of holidaysBetween(range.from, hEnd, contract.patronSaintDay)) holidays.add(h.date);
  for (const e of input.events) if (e.subType === "regular_public_holiday") holidays.add(e.date);

  return {
    settings,
    registry,
    contract,
    terms,
    options,
    period: options.period,
    year: pb.year,
    month: pb.month,
    pStart: pb.start,
    pEnd: pb.end,
    daysInMonth: toDayNumber(pb.end) - toDayNumber(pb.start) + 1,
    effStart,
    effEnd,
    employed,
    terminationDate,
    ending,
    eventsByDate,
    periodEvents,
    holidays,
    absences: absencesOf(input, inEmployment, pb.start, settings),
    ...termLookups(terms, contract, settings, registry),
    inEmployment,
    warnings,
  };
}

export function isSunday(date: string): boolean {
  return weekday(date) === 0;
}

export function weeklySixth(ctx: Ctx, date: string): Decimal {
  return weeklySixthOf(ctx.termAt(date));
}

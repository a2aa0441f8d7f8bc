/**
 * A calendar day holds at most 24 hours across all its work events (issue 12; a day cannot hold
 * more, and 7 × 24 = 168 is the most a contribution week may carry in run-payroll).
 * Pure: the API writers, validate-before-run and the contribution weeks share it.
 */
import { Decimal, ZERO, dec, plus } from "../money";

export const DAY_HOURS_LIMIT = new Decimal(24);

/** Σ event hours per date (date order) */
export function hoursByDate(events: readonly { date: string; hours: string }[]): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  for (const e of events) out.set(e.date, plus(out.get(e.date) ?? ZERO, dec(e.hours)));
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export interface DayOverLimit {
  date: string;
  /** hours already on the day (without the new events) */
  existing: Decimal;
  /** hours the new events add */
  added: Decimal;
  total: Decimal;
}

/**
 * The days that `added` events would take past 24 h on top of `existing` ones (both lists may hold
 * several events per date). With no `added` events every legacy day over the limit is returned.
 */
export function daysOverLimit(existing: readonly { date: string; hours: string }[], added: readonly { date: string; hours: string }[] = []): DayOverLimit[] {
  const before = hoursByDate(existing);
  const extra = hoursByDate(added);
  const dates = added.length > 0 ? [...extra.keys()] : [...before.keys()];
  const out: DayOverLimit[] = [];
  for (const date of dates) {
    const e = before.get(date) ?? ZERO;
    const a = extra.get(date) ?? ZERO;
    const total = e.plus(a);
    if (total.greaterThan(DAY_HOURS_LIMIT)) out.push({ date, existing: e, added: a, total });
  }
  return out;
}

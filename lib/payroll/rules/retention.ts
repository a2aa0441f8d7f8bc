/**
 * Paid sick days and job retention (comporto), docs/domain/rules-update.md §5 (CCNL 2020 art. 27).
 * - Retention: 10 calendar days of sickness for seniority up to 6 months (past probation), 45 from
 *   6 months to 2 years, 180 beyond; counted over the 365 days running back from each day (rolling
 *   window, the default of §5; the oncological +50 % is not modelled).
 * - Paid days: 8 / 10 / 15 in the same window (rules/absences.ts `sickPaidDayLimit`); every
 *   certificate day consumes them.
 */
import { addDays, addMonths, addYears, toDayNumber } from "../calendar/dates";
import { sickPaidDayLimit } from "./absences";

export function retentionDayLimit(contractStart: string, date: string): number {
  if (date <= addMonths(contractStart, 6)) return 10;
  if (date <= addYears(contractStart, 2)) return 45;
  return 180;
}

export interface SicknessCounters {
  /** the day the counters are taken on (end of the period, or the termination) */
  asOf: string;
  /** first day of the 365-day window ending on asOf */
  windowFrom: string;
  paidDaysLimit: number;
  paidDaysUsed: number;
  paidDaysLeft: number;
  retentionDays: number;
  retentionDaysUsed: number;
  retentionDaysLeft: number;
  /** if the worker is (or falls) sick from the day after asOf without a break, the last day the job is kept */
  retentionEndDate: string;
  exhausted: boolean;
}

/** counters on `asOf` from the sick calendar days (any order, duplicates ignored) */
export function sicknessCounters(sickDates: readonly string[], contractStart: string, asOf: string): SicknessCounters {
  const windowFrom = addDays(asOf, -364);
  const days = [...new Set(sickDates)].filter((d) => d >= windowFrom && d <= asOf).sort();
  const used = days.length;
  const paidLimit = sickPaidDayLimit(contractStart, asOf);
  const retention = retentionDayLimit(contractStart, asOf);
  // continue the sickness day by day from asOf + 1: the window slides, old days drop out
  const held = days.map(toDayNumber);
  let count = used;
  let first = 0;
  let d = asOf;
  let end = asOf;
  for (let i = 0; i < 800; i++) {
    d = addDays(d, 1);
    const n = toDayNumber(d);
    while (first < held.length && held[first]! < n - 364) {
      first++;
      count--;
    }
    held.push(n);
    count++;
    if (count > retention) break;
    end = d;
  }
  return {
    asOf,
    windowFrom,
    paidDaysLimit: paidLimit,
    paidDaysUsed: Math.min(used, paidLimit),
    paidDaysLeft: Math.max(0, paidLimit - used),
    retentionDays: retention,
    retentionDaysUsed: used,
    retentionDaysLeft: Math.max(0, retention - used),
    retentionEndDate: used >= retention ? reachedOn(days, retention) : end,
    exhausted: used >= retention,
  };
}

/** the sick day on which the rolling count first reached `limit` */
function reachedOn(days: readonly string[], limit: number): string {
  const n = days.map(toDayNumber);
  let first = 0;
  for (let i = 0; i < n.length; i++) {
    while (n[first]! < n[i]! - 364) first++;
    if (i - first + 1 >= limit) return days[i]!;
  }
  return days[days.length - 1]!;
}

/**
 * Checks a clerk needs before a run (issue 12), called by validate.ts:
 * - an active contract with no event in the month → warning with the action "Compila mese";
 * - regular-work hours beyond the CCNL daily/weekly maxima → warning proposing the overtime
 *   subtype and premium (docs/domain/rules-update.md §6);
 * - paid sick days and job retention (§5): counters, a warning before retention runs out and an
 *   explicit (non-blocking) message once it has;
 * - the father's birth permit of the CCNL 2025 (§8) is 2 paid days: more in one month is flagged.
 */
import { weekday } from "../calendar/dates";
import { isItalianPublicHoliday } from "../calendar/holidays";
import { hourLimitsFor } from "../ccnl";
import { sundayOnOrBefore } from "../calendar/weeks";
import { Decimal, ZERO, dec, fmt2, gt0, min } from "../money";
import type { ContractInput, ContractTerms, WorkEvent } from "../types";
import { sicknessCounters, type SicknessCounters } from "../rules/retention";

export interface ClerkIssue {
  code: string;
  message: string;
  field?: string;
  /** what the clerk can do about it: "auto_fill" = the calendar's "Compila mese" */
  action?: "auto_fill";
  params?: Record<string, string>;
}

export interface ClerkCheckInput {
  contract: ContractInput;
  /** employment part of the period */
  from: string;
  to: string;
  events: readonly WorkEvent[];
  termAt(date: string): ContractTerms | undefined;
  /** sick calendar days of the contract in the 365 days up to `to` (all sources); undefined = not loaded */
  sickDays?: readonly string[];
}

export function emptyMonthCheck(input: ClerkCheckInput): ClerkIssue[] {
  if (input.from > input.to) return [];
  const any = input.events.some((e) => e.date >= input.from && e.date <= input.to);
  if (any) return [];
  return [
    {
      code: "no_events_in_month",
      message: `Nessun evento registrato dal ${input.from} al ${input.to} per un contratto attivo: usa «Compila mese» per riportare l'orario, poi correggi le assenze`,
      field: "events",
      action: "auto_fill",
      params: { startDate: input.from, endDate: input.to },
    },
  ];
}

/** CCNL 2025: 2 days of paid permit for the father at the birth of a child (docs/domain/rules-update.md §8). */
export const BIRTH_PERMIT_DAYS = 2;

export function birthPermitCheck(input: ClerkCheckInput): ClerkIssue[] {
  const days = new Set(input.events.filter((e) => e.subType === "birth_permit" && e.date >= input.from && e.date <= input.to).map((e) => e.date));
  if (days.size <= BIRTH_PERMIT_DAYS) return [];
  return [
    {
      code: "birth_permit_over_two_days",
      message: `Permesso per nascita di un figlio su ${days.size} giorni: il CCNL 2025 ne prevede ${BIRTH_PERMIT_DAYS} retribuiti per nascita; registra gli altri come permesso retribuito (monte ore annuo) o non retribuito`,
      field: "events",
      params: { days: String(days.size), max: String(BIRTH_PERMIT_DAYS) },
    },
  ];
}

const FOUR = new Decimal(4);

/** Overtime proposal for regular-work hours beyond the maxima of art. 14 (rules-update §6). */
export function overtimeProposals(input: ClerkCheckInput, patron?: string | null): ClerkIssue[] {
  const byDay = new Map<string, { regular: Decimal; other: Decimal }>();
  for (const e of input.events) {
    if (e.type !== "work" || e.date < input.from || e.date > input.to) continue;
    const x = byDay.get(e.date) ?? { regular: ZERO, other: ZERO };
    if (e.subType === "regular_work") x.regular = x.regular.plus(dec(e.hours));
    else x.other = x.other.plus(dec(e.hours));
    byDay.set(e.date, x);
  }
  const weeks = new Map<string, { regular: Decimal; within: Decimal; daily: Decimal; festive: Decimal; liveIn: boolean }>();
  for (const [date, x] of [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const t = input.termAt(date);
    if (!t) continue;
    // the maxima of art. 14 (ccnl.ts): night assistance/presence have their own per-night limits
    const limits = hourLimitsFor(t.jobType, t.cohabiting);
    if (limits.kind === "night_assistance" || limits.kind === "night_presence") continue;
    const liveIn = limits.kind === "live_in";
    const dayMax = dec(limits.daily);
    // hours already recorded as overtime/other work fill the excess first
    const excess = x.regular.plus(x.other).minus(dayMax);
    const positive = gt0(excess) ? excess : ZERO;
    const otherBeyond = min(positive, x.other);
    const dailyRegular = min(positive.minus(otherBeyond), x.regular);
    const wk = sundayOnOrBefore(date);
    const w = weeks.get(wk) ?? { regular: ZERO, within: ZERO, daily: ZERO, festive: ZERO, liveIn };
    const festiveDay = weekday(date) === 0 || isItalianPublicHoliday(date, patron);
    if (festiveDay) w.festive = w.festive.plus(dailyRegular);
    else w.daily = w.daily.plus(dailyRegular);
    // hours inside the daily maximum: they count toward the weekly maximum
    w.regular = w.regular.plus(x.regular.minus(dailyRegular));
    w.within = w.within.plus(x.regular.minus(dailyRegular)).plus(x.other.minus(otherBeyond));
    weeks.set(wk, w);
  }
  const out: ClerkIssue[] = [];
  for (const [wk, w] of weeks) {
    const weekMax = new Decimal(w.liveIn ? 54 : 40);
    // the weekly excess is regular work only (hours recorded as overtime already carry a premium)
    const over = w.within.minus(weekMax);
    const weekly = gt0(over) ? min(over, w.regular) : ZERO;
    if (!gt0(weekly) && !gt0(w.daily) && !gt0(w.festive)) continue;
    const parts: string[] = [];
    const params: Record<string, string> = { weekStart: wk, liveIn: String(w.liveIn) };
    if (gt0(w.daily)) {
      params.dailyHours = fmt2(w.daily);
      parts.push(`${fmt2(w.daily)} h oltre ${w.liveIn ? 10 : 8} h al giorno come «daily_overtime» (+25 %, moltiplicatore 1.25; +50 % se tra le 22 e le 6)`);
    }
    if (gt0(w.festive)) {
      params.festiveHours = fmt2(w.festive);
      parts.push(`${fmt2(w.festive)} h oltre il massimo giornaliero di domenica o festivo come «overtime» (+60 %, moltiplicatore 1.60)`);
    }
    if (gt0(weekly)) {
      params.weeklyHours = fmt2(weekly);
      if (w.liveIn) parts.push(`${fmt2(weekly)} h oltre 54 h settimanali come «overtime» (+25 %, moltiplicatore 1.25)`);
      else {
        const band = min(weekly, FOUR);
        parts.push(`${fmt2(band)} h tra 40 e 44 h settimanali come «overtime» (+10 %, moltiplicatore 1.10, se diurne)`);
        if (weekly.greaterThan(FOUR)) parts.push(`${fmt2(weekly.minus(FOUR))} h oltre 44 h come «overtime» (+25 %, moltiplicatore 1.25)`);
      }
    }
    out.push({
      code: "regular_hours_over_ccnl_limit",
      message: `Settimana dal ${wk}: lavoro ordinario oltre i limiti CCNL (art. 14–15). Registra ${parts.join("; ")}`,
      field: "events",
      params,
    });
  }
  return out;
}

export interface RetentionCheck {
  counters: SicknessCounters | null;
  warnings: ClerkIssue[];
}

/** warn when the retention left is at most this share of the entitlement */
const RUNNING_OUT_SHARE = 0.25;

export function retentionCheck(input: ClerkCheckInput): RetentionCheck {
  if (!input.sickDays || input.from > input.to) return { counters: null, warnings: [] };
  const c = sicknessCounters(input.sickDays, input.contract.startDate, input.to);
  const warnings: ClerkIssue[] = [];
  if (c.retentionDaysUsed === 0) return { counters: c, warnings };
  const params = {
    daysUsed: String(c.retentionDaysUsed),
    daysLeft: String(c.retentionDaysLeft),
    retentionDays: String(c.retentionDays),
    startDate: c.windowFrom,
    endDate: c.asOf,
    retentionEndDate: c.retentionEndDate,
    paidDaysUsed: String(c.paidDaysUsed),
    paidDaysLimit: String(c.paidDaysLimit),
  };
  const summary = `${c.retentionDaysUsed} giorni di malattia dal ${c.windowFrom} al ${c.asOf} su ${c.retentionDays} di comporto; giorni retribuiti usati ${c.paidDaysUsed} di ${c.paidDaysLimit}`;
  if (c.exhausted) {
    warnings.push({
      code: "job_retention_exhausted",
      message: `Comporto esaurito il ${c.retentionEndDate}: ${summary}. Il datore può recedere con preavviso (CCNL art. 27); il cedolino si elabora comunque`,
      field: "events",
      params,
    });
  } else if (c.retentionDaysLeft <= Math.max(1, Math.floor(c.retentionDays * RUNNING_OUT_SHARE))) {
    warnings.push({
      code: "job_retention_running_out",
      message: `Comporto quasi esaurito: restano ${c.retentionDaysLeft} giorni (${summary}); con malattia continuativa termina il ${c.retentionEndDate}`,
      field: "events",
      params,
    });
  }
  return { counters: c, warnings };
}

/** sick calendar days from events (sick_leave events, any subtype) */
export function sickDaysOf(events: readonly WorkEvent[]): string[] {
  return events.filter((e) => e.type === "sick_leave").map((e) => e.date);
}

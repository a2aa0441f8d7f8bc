/**
 * Checks a clerk needs before a run (issue 12), called by validate.ts:
 * - an active contract with no event in the month → warning with the action "Compila mese";
 * - regular-work hours beyond the CCNL daily/weekly maxima → warning proposing the overtime
 *   subtype and premium (docs/domain/rules-update.md §6); hours recorded as overtime within the
 *   maxima → warning proposing the ordinary subtype and pay;
 * - paid sick days and job retention (§5): counters, a warning before retention runs out and an
 *   explicit (non-blocking) message once it has;
 * - the father's birth permit of the CCNL 2025 (§8) is 2 paid days: more in one month is flagged.
 */
import { addDays, weekday } from "../calendar/dates";
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

/** Subtypes that record CCNL overtime (art. 15): hours beyond the daily or weekly maximum. */
export const OVERTIME_SUBTYPES: ReadonlySet<string> = new Set(["overtime", "daily_overtime", "night_overtime"]);

interface DayHours {
  regular: Decimal;
  /** recorded as overtime (OVERTIME_SUBTYPES) */
  overtime: Decimal;
  /** other work subtypes (night, Sunday, holiday, other work) */
  other: Decimal;
  /** the recorded overtime subtypes of the day, for the proposal */
  subtypes: Set<string>;
}

interface WeekHours {
  liveIn: boolean;
  monthly: boolean;
  /** regular work within the day's maximum */
  regular: Decimal;
  /** all work within the day's maximum (regular, other, overtime left within it) */
  within: Decimal;
  /** recorded overtime within the day's maximum: overtime only if the week passes its maximum */
  overtimeWithin: Decimal;
  /** recorded overtime within the day's maximum, by the subtype it should have: Sunday/holiday, night, other */
  overtimeWithinFestive: Decimal;
  overtimeWithinNight: Decimal;
  /** regular work beyond the day's maximum: weekday, Sunday/holiday */
  daily: Decimal;
  festive: Decimal;
}

/**
 * Overtime checks both ways (art. 14–15, rules-update §6; rules-update-3, issue 26 item 8):
 * - regular work beyond the daily (8 h / 10 h live-in) or weekly (40 h / 54 h) maximum →
 *   `regular_hours_over_ccnl_limit`, proposing the overtime subtype and premium;
 * - hours recorded as overtime that stay within the maxima are ordinary hours (art. 15 c. 2:
 *   "hours beyond the agreed schedule but within the maxima are ordinary hours, no premium") →
 *   `overtime_within_ccnl_limit`, proposing the subtype and pay they should have.
 * Counting each hour once: the daily excess first, then the weekly excess of the hours within the
 * day; hours recorded as overtime fill an excess before regular work does, so recorded overtime
 * (a live-in's Saturday overtime beyond 54 h) is never proposed again.
 */
export function overtimeProposals(input: ClerkCheckInput, patron?: string | null): ClerkIssue[] {
  const byDay = new Map<string, DayHours>();
  for (const e of input.events) {
    if (e.type !== "work" || e.date < input.from || e.date > input.to) continue;
    const x = byDay.get(e.date) ?? { regular: ZERO, overtime: ZERO, other: ZERO, subtypes: new Set<string>() };
    if (e.subType === "regular_work") x.regular = x.regular.plus(dec(e.hours));
    else if (OVERTIME_SUBTYPES.has(e.subType)) {
      x.overtime = x.overtime.plus(dec(e.hours));
      x.subtypes.add(e.subType);
    } else x.other = x.other.plus(dec(e.hours));
    byDay.set(e.date, x);
  }
  const weeks = new Map<string, WeekHours>();
  for (const [date, x] of [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const t = input.termAt(date);
    if (!t) continue;
    // the maxima of art. 14 (ccnl.ts): night assistance/presence have their own per-night limits
    const limits = hourLimitsFor(t.jobType, t.cohabiting);
    if (limits.kind === "night_assistance" || limits.kind === "night_presence") continue;
    const liveIn = limits.kind === "live_in";
    const dayMax = dec(limits.daily);
    // the day's excess is filled by recorded overtime first, then by other premium work, then by regular work
    const excess = x.regular.plus(x.other).plus(x.overtime).minus(dayMax);
    let left = gt0(excess) ? excess : ZERO;
    const overtimeBeyond = min(left, x.overtime);
    left = left.minus(overtimeBeyond);
    const otherBeyond = min(left, x.other);
    const dailyRegular = min(left.minus(otherBeyond), x.regular);
    const wk = sundayOnOrBefore(date);
    const w = weeks.get(wk) ?? {
      liveIn,
      monthly: t.payBasis === "monthly",
      regular: ZERO,
      within: ZERO,
      overtimeWithin: ZERO,
      overtimeWithinFestive: ZERO,
      overtimeWithinNight: ZERO,
      daily: ZERO,
      festive: ZERO,
    };
    const festiveDay = weekday(date) === 0 || isItalianPublicHoliday(date, patron);
    if (festiveDay) w.festive = w.festive.plus(dailyRegular);
    else w.daily = w.daily.plus(dailyRegular);
    const overtimeWithin = x.overtime.minus(overtimeBeyond);
    w.regular = w.regular.plus(x.regular.minus(dailyRegular));
    w.within = w.within.plus(x.regular.minus(dailyRegular)).plus(x.other.minus(otherBeyond)).plus(overtimeWithin);
    w.overtimeWithin = w.overtimeWithin.plus(overtimeWithin);
    if (festiveDay) w.overtimeWithinFestive = w.overtimeWithinFestive.plus(overtimeWithin);
    else if (x.subtypes.size === 1 && x.subtypes.has("night_overtime")) w.overtimeWithinNight = w.overtimeWithinNight.plus(overtimeWithin);
    weeks.set(wk, w);
  }
  const out: ClerkIssue[] = [];
  for (const [wk, w] of weeks) {
    const weekMax = new Decimal(w.liveIn ? 54 : 40);
    // the weekly excess is filled by the recorded overtime left within the days first, then by regular work
    const over = w.within.minus(weekMax);
    const weekExcess = gt0(over) ? over : ZERO;
    const overtimeWeekly = min(weekExcess, w.overtimeWithin);
    const weekly = min(weekExcess.minus(overtimeWeekly), w.regular);
    const notOvertime = w.overtimeWithin.minus(overtimeWeekly);
    if (gt0(notOvertime)) out.push(notOvertimeIssue(wk, w, notOvertime));
    if (gt0(weekly) || gt0(w.daily) || gt0(w.festive)) out.push(overLimitIssue(wk, w, weekly, overtimeWeekly));
  }
  return out;
}

/** Regular work beyond the daily or weekly maximum: the overtime subtype and premium to record (rules-update §6). */
function overLimitIssue(wk: string, w: WeekHours, weekly: Decimal, overtimeWeekly: Decimal): ClerkIssue {
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
      // hours 41–44 (+10 %) are taken first by the hours already recorded as overtime
      const bandLeft = Decimal.max(ZERO, FOUR.minus(overtimeWeekly));
      const band = min(weekly, bandLeft);
      if (gt0(band)) parts.push(`${fmt2(band)} h tra 40 e 44 h settimanali come «overtime» (+10 %, moltiplicatore 1.10, se diurne)`);
      if (weekly.greaterThan(band)) parts.push(`${fmt2(weekly.minus(band))} h oltre 44 h come «overtime» (+25 %, moltiplicatore 1.25)`);
      params.bandHours = fmt2(band);
    }
  }
  return {
    code: "regular_hours_over_ccnl_limit",
    message: `Settimana dal ${wk}: lavoro ordinario oltre i limiti CCNL (art. 14–15). Registra ${parts.join("; ")}`,
    field: "events",
    params,
  };
}

/**
 * Hours recorded as overtime within the maxima: ordinary hours (art. 15 c. 2). The subtype they
 * should have: on a Sunday or holiday `sunday_work`/`holiday_work` (+60 %, art. 13 and 16 — the
 * premium of Sunday work, not of overtime); recorded as night overtime `night_work` (+20 %, ordinary
 * night work); otherwise `regular_work` for hourly pay (the hourly wage, no premium) and
 * `other_work` (multiplier 1) for monthly pay, whose salary covers only the agreed schedule.
 */
function notOvertimeIssue(wk: string, w: WeekHours, hours: Decimal): ClerkIssue {
  const festive = min(hours, w.overtimeWithinFestive);
  const night = min(hours.minus(festive), w.overtimeWithinNight);
  const ordinary = hours.minus(festive).minus(night);
  const ordinarySubtype = w.monthly ? "other_work" : "regular_work";
  const params: Record<string, string> = {
    weekStart: wk,
    liveIn: String(w.liveIn),
    hours: fmt2(hours),
    dailyMax: w.liveIn ? "10" : "8",
    weeklyMax: w.liveIn ? "54" : "40",
    ordinarySubtype,
  };
  const parts: string[] = [];
  if (gt0(ordinary)) params.ordinaryHours = fmt2(ordinary);
  if (gt0(ordinary)) parts.push(`${fmt2(ordinary)} h come «${ordinarySubtype}» (paga oraria, moltiplicatore 1, nessuna maggiorazione)`);
  if (gt0(festive)) {
    params.festiveHours = fmt2(festive);
    parts.push(`${fmt2(festive)} h di domenica o festivo come «sunday_work» / «holiday_work» (+60 %, moltiplicatore 1.60)`);
  }
  if (gt0(night)) {
    params.nightHours = fmt2(night);
    parts.push(`${fmt2(night)} h notturne come «night_work» (+20 %, moltiplicatore 1.20)`);
  }
  return {
    code: "overtime_within_ccnl_limit",
    message: `Settimana dal ${wk}: ${fmt2(hours)} h registrate come straordinario restano entro i limiti CCNL (${params.dailyMax} h al giorno, ${params.weeklyMax} h a settimana) e sono ore ordinarie (art. 15 c. 2). Registra ${parts.join("; ")}`,
    field: "events",
    params,
  };
}

export interface TakeOverFacts {
  /** the opening balances are the state at the end of this day */
  asOfDate: string;
  /** the clerk's answer: the days of the first week before the take-over were declared by the previous system (null = not said) */
  earlierDaysDeclaredElsewhere: boolean | null;
}

/**
 * Take-over in the middle of a year (docs/domain/rules-update-3.md A7): the first contribution week
 * after the take-over may start before it (a Sunday–Saturday week belongs to the month of its
 * Saturday, so its earlier days are declared with this payslip, not by the previous system's last
 * one). Those days must not be lost silently: while the clerk has not said whether they were
 * declared elsewhere → `takeover_first_week_unconfirmed`; when they were not and have no work
 * recorded → `takeover_first_week_undeclared`.
 */
export function takeOverFirstWeekCheck(input: ClerkCheckInput, period: string, t: TakeOverFacts): ClerkIssue[] {
  const first = addDays(t.asOfDate, 1);
  const weekStart = sundayOnOrBefore(first);
  const saturday = addDays(weekStart, 6);
  if (weekStart === first || saturday.slice(0, 7) !== period) return [];
  const from = weekStart < input.contract.startDate ? input.contract.startDate : weekStart;
  if (from > t.asOfDate || t.earlierDaysDeclaredElsewhere === true) return [];
  const params = { weekStart, from, to: t.asOfDate };
  if (t.earlierDaysDeclaredElsewhere === null)
    return [
      {
        code: "takeover_first_week_unconfirmed",
        message: `Prima settimana dopo il subentro (dal ${weekStart}): i giorni dal ${from} al ${t.asOfDate} precedono il subentro. Indica nei saldi iniziali se sono stati dichiarati dal gestionale precedente; se no, registra gli eventi di quei giorni`,
        field: "openingBalances",
        params,
      },
    ];
  const worked = input.events.some((e) => e.type === "work" && e.date >= from && e.date <= t.asOfDate && gt0(dec(e.hours)));
  if (worked) return [];
  return [
    {
      code: "takeover_first_week_undeclared",
      message: `Prima settimana dopo il subentro (dal ${weekStart}): i giorni dal ${from} al ${t.asOfDate} non sono stati dichiarati altrove e non hanno eventi: registrali perché le loro ore entrino nei contributi`,
      field: "events",
      params,
    },
  ];
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

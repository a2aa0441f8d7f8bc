/**
 * CCNL notice (preavviso) and probation (periodo di prova) at the end of employment
 * (docs/domain/rules-update.md §4 and §0j; CCNL 2020 art. 40 and art. 12). Pure.
 *
 * Notice, calendar days, by weekly hours and seniority with the same employer:
 * - ≥ 25 h/week: up to 5 years 15 days, over 5 years 30 days; halved on the worker's resignation
 *   (7.5 → 8, the Patronato ACLI rounding);
 * - < 25 h/week: up to 2 years 8 days, over 2 years 15 days (no halving: the sentence sits in the
 *   ≥ 25 h paragraph — ACLI/Fisco7 reading, the default of §4);
 * - doubled when the employer dismisses before the 31st day after the end of maternity leave
 *   (≥ 25 h: 30 / 60; < 25 h: 16 / 30);
 * - custodians with independent housing: 30 days up to 1 year, 60 days beyond;
 * - none during probation, on just cause, at the end of a fixed term, on mutual agreement.
 * The party that withdraws owes the indemnity for the notice not worked (art. 40 c. 4): the employer
 * on dismissal (earning), the worker on resignation (deduction from the final pay).
 *
 * Probation (days of actual work): 30 for every live-in worker and for levels D/DS, 8 for the other
 * non-live-in; fixed-term contracts (L. 203/2024): 1 day per 15 calendar days of contract, at least
 * 2, applied only where shorter than the CCNL's (more favourable).
 */
import { addDays, addYears, diffDays, eachDay, scheduleIndex } from "../calendar/dates";
import { isItalianPublicHoliday } from "../calendar/holidays";
import { Decimal, dec } from "../money";
import type { Level } from "../rates/types";

export const END_REASONS = ["dismissal", "resignation", "mutual_agreement", "end_of_fixed_term", "death_of_assisted_person", "just_cause"] as const;
export type EndReasonCode = (typeof END_REASONS)[number];

export interface ProbationInput {
  startDate: string;
  cohabiting: boolean;
  level: Level;
  fixedTerm: boolean;
  /** planned end of a fixed-term contract */
  fixedTermEndDate?: string | null;
}

/** Probation length in days of actual work. */
export function probationDays(p: ProbationInput): number {
  const ccnl = p.cohabiting || p.level === "D" || p.level === "DS" ? 30 : 8;
  if (p.fixedTerm && p.fixedTermEndDate && p.fixedTermEndDate >= p.startDate) {
    const calendarDays = diffDays(p.startDate, p.fixedTermEndDate) + 1;
    const law = Math.max(2, Math.floor(calendarDays / 15));
    return Math.min(ccnl, law);
  }
  return ccnl;
}

/**
 * The last day of probation (the deadlines calendar): the day on which the probation's last day of
 * actual work falls by the contract's schedule (days with hours that are not public holidays, as
 * `workedDaysFromSchedule` counts them). Absences that suspend probation are not known in advance,
 * so this is the planned date. null when the schedule has no working day.
 */
export function probationEndDate(p: ProbationInput & { weeklySchedule: readonly string[]; patronSaintDay?: string | null }): string | null {
  if (!p.weeklySchedule.some((h) => dec(h).greaterThan(0))) return null;
  const days = probationDays(p);
  let counted = 0;
  // at most `days` weeks: a schedule with one working day a week still ends inside them
  for (let d = p.startDate, i = 0; i <= days * 7 + 31; d = addDays(d, 1), i++) {
    if (dec(p.weeklySchedule[scheduleIndex(d)] ?? "0").greaterThan(0) && !isItalianPublicHoliday(d, p.patronSaintDay)) counted++;
    if (counted === days) return d;
  }
  return null;
}

/**
 * Days of actual work from `startDate` to `endDate` (inclusive): days with scheduled hours that are
 * not public holidays (rest days and holidays do not count; sickness, which suspends probation, is
 * subtracted by the caller through `absentDays`).
 */
export function workedDaysFromSchedule(
  startDate: string,
  endDate: string,
  weeklySchedule: readonly string[],
  absentDays = 0,
  patronSaintDay?: string | null,
): number {
  let n = 0;
  for (const d of eachDay(startDate, endDate)) {
    const h = dec(weeklySchedule[scheduleIndex(d)] ?? "0");
    if (h.greaterThan(0) && !isItalianPublicHoliday(d, patronSaintDay)) n++;
  }
  return Math.max(0, n - absentDays);
}

/** Whether the service from start to end (inclusive) exceeds `years` whole years. */
export function seniorityOver(startDate: string, endDate: string, years: number): boolean {
  return endDate >= addYears(startDate, years);
}

export interface NoticeInput {
  reason: EndReasonCode;
  startDate: string;
  /** termination date (last day of employment) */
  endDate: string;
  /** contractual weekly hours at the end */
  weeklyHours: Decimal | string;
  cohabiting: boolean;
  level: Level;
  fixedTerm: boolean;
  fixedTermEndDate?: string | null;
  /** days of actual work from the start (for probation); computed from the schedule when omitted */
  workedDaysSinceStart?: number;
  weeklySchedule?: readonly string[];
  /** end of the maternity leave: dismissal notice given before the 31st day after it doubles the notice */
  maternityLeaveEndDate?: string | null;
  /** day the notice was given (defaults to the termination date) */
  noticeGivenDate?: string | null;
  /** calendar days of notice actually worked */
  noticeWorkedDays?: number;
  custodianWithHousing?: boolean;
}

export interface NoticeResult {
  /** CCNL notice in calendar days (0 when none is due) */
  ccnlDays: number;
  workedDays: number;
  /** notice not worked: the indemnity's days */
  missingDays: number;
  /** who owes the indemnity for the missing days */
  owedBy: "EMPLOYER" | "EMPLOYEE" | null;
  inProbation: boolean;
  probationDays: number;
  /** Italian sentences explaining the figure (shown by validate-before-run and the dialogs) */
  explanation: string[];
}

export function ccnlNotice(input: NoticeInput): NoticeResult {
  const hours = dec(input.weeklyHours);
  const explanation: string[] = [];
  const prob = probationDays(input);
  const worked =
    input.workedDaysSinceStart ??
    (input.weeklySchedule ? workedDaysFromSchedule(input.startDate, input.endDate, input.weeklySchedule) : Number.MAX_SAFE_INTEGER);
  const inProbation = worked <= prob;
  const noticeWorked = Math.max(0, input.noticeWorkedDays ?? 0);
  const none = (why: string): NoticeResult => ({
    ccnlDays: 0,
    workedDays: noticeWorked,
    missingDays: 0,
    owedBy: null,
    inProbation,
    probationDays: prob,
    explanation: [...explanation, why],
  });

  if (input.reason === "just_cause") return none("Licenziamento per giusta causa: nessun preavviso (art. 40 c. 5).");
  if (input.reason === "mutual_agreement") return none("Risoluzione consensuale: nessun preavviso.");
  if (input.reason === "end_of_fixed_term") return none("Scadenza del termine: nessun preavviso.");
  if (inProbation) return none(`Periodo di prova (${prob} giorni di effettivo lavoro, ${worked} lavorati): recesso senza preavviso (art. 12).`);

  const resignation = input.reason === "resignation";
  let days: number;
  if (input.custodianWithHousing) {
    const over1 = seniorityOver(input.startDate, input.endDate, 1);
    days = over1 ? 60 : 30;
    explanation.push(`Portiere con alloggio autonomo, anzianità ${over1 ? "oltre 1 anno: 60" : "fino a 1 anno: 30"} giorni di calendario (art. 40 c. 3).`);
  } else if (hours.greaterThanOrEqualTo(25)) {
    const over5 = seniorityOver(input.startDate, input.endDate, 5);
    days = over5 ? 30 : 15;
    explanation.push(
      `Orario di ${hours.toString()} ore settimanali (≥ 25), anzianità ${over5 ? "oltre 5 anni: 30" : "fino a 5 anni: 15"} giorni di calendario (art. 40).`,
    );
    if (resignation) {
      days = Math.ceil(days / 2);
      explanation.push(`Dimissioni: termine ridotto del 50% → ${days} giorni (arrotondato per eccesso).`);
    }
  } else {
    const over2 = seniorityOver(input.startDate, input.endDate, 2);
    days = over2 ? 15 : 8;
    explanation.push(
      `Orario di ${hours.toString()} ore settimanali (< 25), anzianità ${over2 ? "oltre 2 anni: 15" : "fino a 2 anni: 8"} giorni di calendario (art. 40).`,
    );
    if (resignation) explanation.push("Dimissioni con orario inferiore a 25 ore: il termine non si dimezza.");
  }
  if (!resignation && input.maternityLeaveEndDate) {
    const noticeDate = input.noticeGivenDate ?? input.endDate;
    if (noticeDate >= input.maternityLeaveEndDate && noticeDate <= addDays(input.maternityLeaveEndDate, 30)) {
      days *= 2;
      explanation.push(`Licenziamento entro 30 giorni dalla fine del congedo di maternità: termine raddoppiato → ${days} giorni (art. 40 c. 2).`);
    }
  }
  const missing = Math.max(0, days - noticeWorked);
  const owedBy = missing > 0 ? (resignation ? "EMPLOYEE" : "EMPLOYER") : null;
  explanation.push(
    missing === 0
      ? `Preavviso lavorato: ${noticeWorked} giorni su ${days}; nessuna indennità.`
      : `Preavviso lavorato: ${noticeWorked} giorni su ${days}; mancano ${missing} giorni → ${resignation ? "trattenuta al lavoratore" : "indennità sostitutiva a carico del datore"} (art. 40 c. 4).`,
  );
  return { ccnlDays: days, workedDays: noticeWorked, missingDays: missing, owedBy, inProbation, probationDays: prob, explanation };
}

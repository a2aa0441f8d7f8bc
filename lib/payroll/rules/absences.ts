/**
 * Sick and injury day classification (rules.md §9.1–9.2).
 * Sickness: all certificate calendar days count; days 1–3 of an episode at 50 %, from day 4 at
 * 100 %, while the paid days in the rolling 365 days (the day and the 364 before) stay within
 * 8 / 10 / 15 by seniority (≤ 6 months / ≤ 2 years / more); beyond: unpaid. An episode is a run of
 * consecutive sick calendar days (a run continuing from the previous month is the same episode).
 * Injury: days 1–3 of an episode paid by the employer, then INAIL (unpaid by the employer).
 */
import { addMonths, addYears, toDayNumber, fromDayNumber } from "../calendar/dates";
import { Decimal, ONE, ZERO, dec } from "../money";
import type { PayrollSettings } from "../settings";
import type { AbsenceDay, AbsenceKind, AbsencePay } from "../types";

export interface AbsenceEventDay {
  date: string;
  kind: AbsenceKind;
  subType: string;
  multiplier: string;
}

export interface ClassifiedAbsence {
  date: string;
  kind: AbsenceKind;
  pay: AbsencePay;
  /** pay fraction of the day (0, 0.5, 1, or a custom multiplier) */
  fraction: Decimal;
  episodeDay: number;
  fromHistory: boolean;
}

export function sickPaidDayLimit(contractStart: string, date: string): number {
  if (date <= addMonths(contractStart, 6)) return 8;
  if (date <= addYears(contractStart, 2)) return 10;
  return 15;
}

const HALF = new Decimal("0.5");

function fractionOf(pay: AbsencePay): Decimal {
  return pay === "full" ? ONE : pay === "half" ? HALF : ZERO;
}

export function classifyAbsences(
  days: readonly AbsenceEventDay[],
  history: readonly AbsenceDay[],
  contractStart: string,
  settings: PayrollSettings,
): Map<string, ClassifiedAbsence> {
  const known: Record<AbsenceKind, Map<number, AbsencePay>> = { sick: new Map(), injury: new Map() };
  const histKeys = new Set<string>();
  for (const h of history) {
    known[h.kind].set(toDayNumber(h.date), h.pay);
    histKeys.add(`${h.kind}|${h.date}`);
  }
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out = new Map<string, ClassifiedAbsence>();
  for (const d of sorted) {
    const key = `${d.kind}|${d.date}`;
    if (out.has(key)) continue;
    const n = toDayNumber(d.date);
    const map = known[d.kind];
    let episodeDay = 1;
    while (episodeDay < 400 && map.has(n - episodeDay)) episodeDay++;
    if (histKeys.has(key)) {
      const pay = map.get(n) ?? "none";
      out.set(key, { date: d.date, kind: d.kind, pay, fraction: fractionOf(pay), episodeDay, fromHistory: true });
      continue;
    }
    let pay: AbsencePay;
    let fraction: Decimal;
    if (d.kind === "injury") {
      if (settings.absenceClassification === "events") pay = d.subType === "work_injury_full" ? "full" : "none";
      else pay = episodeDay <= 3 ? "full" : "none";
      fraction = fractionOf(pay);
    } else if (d.subType === "sick_custom") {
      fraction = dec(d.multiplier);
      pay = fraction.isZero() ? "none" : "full";
    } else if (settings.absenceClassification === "events") {
      pay = d.subType === "sick_half" ? "half" : d.subType === "sick_full" ? "full" : "none";
      fraction = fractionOf(pay);
    } else {
      let paidUsed = 0;
      let paidBeforeEpisode = false;
      const episodeStart = n - episodeDay + 1;
      for (const [dn, p] of map) {
        if (p !== "none" && dn >= n - 364 && dn < n) {
          paidUsed++;
          if (dn < episodeStart) paidBeforeEpisode = true;
        }
      }
      const limit = sickPaidDayLimit(contractStart, d.date);
      if (paidUsed >= limit) pay = "none";
      else if (episodeDay <= 3 && (settings.sickNewEpisodeRestartsHalfPay || !paidBeforeEpisode)) pay = "half";
      else pay = "full";
      fraction = fractionOf(pay);
    }
    map.set(n, pay);
    out.set(key, { date: d.date, kind: d.kind, pay, fraction, episodeDay, fromHistory: false });
  }
  return out;
}

/** Keep the history entries needed for the rolling window (the 400 days up to `upTo`). */
export function trimHistory(history: readonly AbsenceDay[], upTo: string): AbsenceDay[] {
  const limit = fromDayNumber(toDayNumber(upTo) - 400);
  return history.filter((h) => h.date > limit && h.date <= upTo).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Italian public holidays relevant to the CCNL lavoro domestico (art. 16), any year.
 * 1 Jan, 6 Jan, Easter Monday (computed), 25 Apr, 1 May, 2 Jun, 15 Aug, 1 Nov, 8 Dec, 25 Dec,
 * 26 Dec; 4 Oct (San Francesco) from 2026 (Law 151/2025); optional patron saint 'MM-DD'.
 * Sources: https://bazeapp.com/ccnl/festivita-nazionali-e-infrasettimana-colf-e-badanti ,
 * https://www.iqnotizie.it/notizia/IQ41459 (4 Oct from 2026).
 * Easter Sunday itself is always a Sunday and gives no separate holiday pay; it is not listed.
 */
import { addDays, makeDate, type ISODate } from "./dates";

export interface Holiday {
  date: ISODate;
  name: string;
  kind: "national" | "patron";
}

/** Easter Sunday, Gregorian calendar (anonymous Gregorian algorithm / Meeus). */
export function easterSunday(year: number): ISODate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeDate(year, month, day);
}

export function easterMonday(year: number): ISODate {
  return addDays(easterSunday(year), 1);
}

/** First year in which 4 October (San Francesco) is a national holiday. */
export const SAN_FRANCESCO_FROM_YEAR = 2026;

const cache = new Map<string, Holiday[]>();

/**
 * Public holidays of a year, sorted by date. `patronSaintDay` is 'MM-DD' (e.g. '06-24').
 * If the patron day coincides with a national holiday it is listed once (no double pay).
 */
export function italianPublicHolidays(year: number, patronSaintDay?: string | null): Holiday[] {
  const key = `${year}|${patronSaintDay ?? ""}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const list: Holiday[] = [
    { date: makeDate(year, 1, 1), name: "Capodanno", kind: "national" },
    { date: makeDate(year, 1, 6), name: "Epifania", kind: "national" },
    { date: easterMonday(year), name: "Lunedì dell'Angelo", kind: "national" },
    { date: makeDate(year, 4, 25), name: "Festa della Liberazione", kind: "national" },
    { date: makeDate(year, 5, 1), name: "Festa del Lavoro", kind: "national" },
    { date: makeDate(year, 6, 2), name: "Festa della Repubblica", kind: "national" },
    { date: makeDate(year, 8, 15), name: "Ferragosto", kind: "national" },
    { date: makeDate(year, 11, 1), name: "Ognissanti", kind: "national" },
    { date: makeDate(year, 12, 8), name: "Immacolata Concezione", kind: "national" },
    { date: makeDate(year, 12, 25), name: "Natale", kind: "national" },
    { date: makeDate(year, 12, 26), name: "Santo Stefano", kind: "national" },
  ];
  if (year >= SAN_FRANCESCO_FROM_YEAR) {
    list.push({ date: makeDate(year, 10, 4), name: "San Francesco d'Assisi", kind: "national" });
  }
  if (patronSaintDay) {
    const m = /^(\d{2})-(\d{2})$/.exec(patronSaintDay);
    if (!m) throw new Error(`invalid patron saint day "${patronSaintDay}" (expected MM-DD)`);
    const mo = Number(m[1]);
    const d = Number(m[2]);
    const date = makeDate(year, mo, d);
    // 29 Feb patron in a non-leap year: skipped.
    if (!(mo === 2 && d === 29 && !((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0))) {
      if (!list.some((h) => h.date === date)) list.push({ date, name: "Santo Patrono", kind: "patron" });
    }
  }
  list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  cache.set(key, list);
  return list;
}

export function isItalianPublicHoliday(date: ISODate, patronSaintDay?: string | null): boolean {
  const year = Number(date.slice(0, 4));
  return italianPublicHolidays(year, patronSaintDay).some((h) => h.date === date);
}

/** Holidays falling in [start, end] (inclusive), across years. */
export function holidaysBetween(start: ISODate, end: ISODate, patronSaintDay?: string | null): Holiday[] {
  const out: Holiday[] = [];
  const y0 = Number(start.slice(0, 4));
  const y1 = Number(end.slice(0, 4));
  for (let y = y0; y <= y1; y++) {
    for (const h of italianPublicHolidays(y, patronSaintDay)) {
      if (h.date >= start && h.date <= end) out.push(h);
    }
  }
  return out;
}

/**
 * Pure calendar arithmetic on 'YYYY-MM-DD' strings via day numbers (days since 1970-01-01).
 * No Date objects, no clock.
 */
export type ISODate = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

export function parseDate(s: ISODate): { y: number; m: number; d: number } {
  const m = DATE_RE.exec(s);
  if (!m) throw new Error(`invalid date "${s}"`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** Days from civil (Howard Hinnant's algorithm). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const dayNumberCache = new Map<string, number>();

/** Day number of a date string (memoised: pure function of its argument). */
export function toDayNumber(s: ISODate): number {
  const hit = dayNumberCache.get(s);
  if (hit !== undefined) return hit;
  const { y, m, d } = parseDate(s);
  const n = dayNumber(y, m, d);
  if (dayNumberCache.size < 50000) dayNumberCache.set(s, n);
  return n;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

const fromCache = new Map<number, ISODate>();

export function fromDayNumber(z0: number): ISODate {
  const hit = fromCache.get(z0);
  if (hit !== undefined) return hit;
  const out = fromDayNumberRaw(z0);
  if (fromCache.size < 50000) fromCache.set(z0, out);
  return out;
}

function fromDayNumberRaw(z0: number): ISODate {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, "0")}-${pad2(m)}-${pad2(d)}`;
}

export function makeDate(y: number, m: number, d: number): ISODate {
  return `${String(y).padStart(4, "0")}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(s: ISODate, n: number): ISODate {
  return fromDayNumber(toDayNumber(s) + n);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOfDayNumber(n: number): number {
  return (((n + 4) % 7) + 7) % 7;
}
export function weekday(s: ISODate): number {
  return weekdayOfDayNumber(toDayNumber(s));
}

/** Index into the contract's weekly schedule [mon..sun]. */
export function scheduleIndex(s: ISODate): number {
  return (weekday(s) + 6) % 7;
}

export function diffDays(a: ISODate, b: ISODate): number {
  return toDayNumber(b) - toDayNumber(a);
}

export function minDate(a: ISODate, b: ISODate): ISODate {
  return a <= b ? a : b;
}
export function maxDate(a: ISODate, b: ISODate): ISODate {
  return a >= b ? a : b;
}

/** 'YYYY-MM' → first and last day. */
export function periodBounds(period: string): { start: ISODate; end: ISODate; year: number; month: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) throw new Error(`invalid period "${period}"`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12) throw new Error(`invalid period "${period}"`);
  return { start: makeDate(y, mo, 1), end: makeDate(y, mo, daysInMonth(y, mo)), year: y, month: mo };
}

export function isValidPeriod(period: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

export function periodOf(date: ISODate): string {
  return date.slice(0, 7);
}

export function addMonthsToPeriod(period: string, n: number): string {
  const { year, month } = periodBounds(period);
  const idx = year * 12 + (month - 1) + n;
  const y = Math.floor(idx / 12);
  return `${String(y).padStart(4, "0")}-${pad2((idx % 12) + 1)}`;
}

/** Add whole years to a date; 29 Feb becomes 28 Feb in non-leap years. */
export function addYears(s: ISODate, n: number): ISODate {
  const { y, m, d } = parseDate(s);
  const ny = y + n;
  return makeDate(ny, m, Math.min(d, daysInMonth(ny, m)));
}

/** Add whole months to a date (day clamped to the month length). */
export function addMonths(s: ISODate, n: number): ISODate {
  const { y, m, d } = parseDate(s);
  const idx = y * 12 + (m - 1) + n;
  const ny = Math.floor(idx / 12);
  const nm = (idx % 12) + 1;
  return makeDate(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

/** Iterate every date in [start, end]. */
export function* eachDay(start: ISODate, end: ISODate): Generator<ISODate> {
  const a = toDayNumber(start);
  const b = toDayNumber(end);
  for (let n = a; n <= b; n++) yield fromDayNumber(n);
}

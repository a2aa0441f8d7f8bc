/** Periods ('YYYY-MM') and dates ('YYYY-MM-DD') handled as strings: no time zone is involved. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isPeriod(value: string | null | undefined): value is string {
  return !!value && PERIOD_PATTERN.test(value);
}

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addMonths(period: string, months: number): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function firstDayOf(period: string): string {
  return `${period}-01`;
}

export function lastDayOf(period: string): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${period}-${String(days).padStart(2, "0")}`;
}

/** The current month in Italy, for server components choosing a default period. */
export function currentRomePeriod(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit" }).formatToParts(now);
  const year = parts.find((p) => p.type === "year")?.value ?? String(now.getUTCFullYear());
  const month = parts.find((p) => p.type === "month")?.value ?? String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${year}-${month}`;
}

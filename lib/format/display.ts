/**
 * How the screens show the API's figures, in one place, on Intl. Every amount arrives as a decimal
 * string already computed and rounded; decimal.js parses it exactly and the float it yields is used
 * only by Intl to print it, never for arithmetic. Dates are 'YYYY-MM-DD' text and stay text, so no
 * time zone can shift a day. Pure: usable by server and client components.
 */
import Decimal from "decimal.js";
import type { Locale } from "@/lib/i18n/config";

const INTL_LOCALE: Record<Locale, string> = { it: "it-IT", en: "en-GB" };
/** Italian CLDR data groups only from five digits ("1234,50"); payslips group thousands always ("1.234,50"). */
const GROUPING = { useGrouping: "always" } as const;
const DASH = "—";

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: { currency?: boolean; minDigits: number; maxDigits: number }): Intl.NumberFormat {
  const key = `${locale}|${options.currency ? "€" : ""}|${options.minDigits}|${options.maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      ...(options.currency ? { style: "currency", currency: "EUR" } : {}),
      minimumFractionDigits: options.minDigits,
      maximumFractionDigits: options.maxDigits,
      ...GROUPING,
    });
    formats.set(key, format);
  }
  return format;
}

function parse(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === "") return null;
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
}

/** "1234.5" → "1.234,50 €" (it) / "€1,234.50" (en): Intl's euro format, thousands always grouped. */
export function formatMoney(value: string | null | undefined, locale: Locale, dash = DASH): string {
  const d = parse(value);
  return d ? numberFormat(locale, { currency: true, minDigits: 2, maxDigits: 2 }).format(d.toNumber()) : dash;
}

/** An amount without the currency sign, for a column or a field already labelled in euro: "1234.5" → "1.234,50". */
export function formatAmount(value: string | null | undefined, locale: Locale, decimals = 2, dash = DASH): string {
  const d = parse(value);
  return d ? numberFormat(locale, { minDigits: decimals, maxDigits: decimals }).format(d.toNumber()) : dash;
}

/** Unit rates (hourly contributions, pay per hour) keep up to four decimals: "9.1788" → "9,1788 €". */
export function formatRate(value: string | null | undefined, locale: Locale, dash = DASH): string {
  const d = parse(value);
  if (!d || d.isZero()) return dash;
  return numberFormat(locale, { currency: true, minDigits: 2, maxDigits: 4 }).format(d.toNumber());
}

/** Quantities (hours, days): up to four decimals by default, grouped thousands. */
export function formatNumber(value: string | null | undefined, locale: Locale, dash = DASH, minDigits = 0, maxDigits = 4): string {
  const d = parse(value);
  return d ? numberFormat(locale, { minDigits, maxDigits }).format(d.toNumber()) : dash;
}

/** Hours and days shown with two decimals, as on a payslip ("20,00"). */
export function formatQuantity2(value: string | null | undefined, locale: Locale, dash = DASH): string {
  return formatNumber(value, locale, dash, 2, 2);
}

/** Hours without useless zeros: "4.00" → "4", "4.50" → "4,5"; a negative difference with a true minus ("−21,25"). */
export function formatHours(value: string | null | undefined, locale: Locale, dash = DASH): string {
  const d = parse(value);
  if (!d) return dash;
  const text = formatNumber(d.abs().toString(), locale, dash);
  return d.isNegative() && !d.isZero() ? `−${text}` : text;
}

/** A difference of hours with its sign: "+4", "−21,25", "0". */
export function formatSignedHours(value: string, locale: Locale): string {
  const d = parse(value);
  const text = formatHours(value, locale);
  return d && d.isPositive() && !d.isZero() ? `+${text}` : text;
}

/** "2025-01-15" → "15/01/2025" (text to text: a date carries no time zone). */
export function formatDate(iso: string | null | undefined, dash = DASH): string {
  if (!iso) return dash;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

const longDates = new Map<Locale, Intl.DateTimeFormat>();
/** A date in words, for sentences: "2025-11-09" → "9 novembre 2025" (it) / "9 November 2025" (en); UTC, so the day never shifts. */
export function formatLongDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    longDates.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

/** "2026-11-22T02:41:22.651Z" → "22/11/2026 03:41" in Rome time. */
export function formatTimestamp(iso: string | null | undefined, locale: Locale, dash = DASH): string {
  if (!iso) return dash;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return dash;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: "Europe/Rome",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

/** True for an absent, unreadable or zero amount (a line not worth printing). */
export function isZero(value: string | null | undefined): boolean {
  const d = parse(value);
  return !d || d.isZero();
}

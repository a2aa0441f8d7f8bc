/**
 * Display formatting for payroll figures. Every amount arrives from the API as a decimal string
 * already computed and rounded; decimal.js parses it exactly and the float it yields is used only
 * by Intl to print it (never for arithmetic). Pure: usable by server and client components.
 */
import Decimal from "decimal.js";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { PeriodType } from "@/lib/client/payroll";
import { monthNames } from "@/lib/format/calendar-names";

const INTL_LOCALE: Record<Locale, string> = { it: "it-IT", en: "en-GB" };
/** Italian CLDR data groups only from five digits ("1234,50"); payslips group thousands always ("1.234,50"). */
const GROUPING = { useGrouping: "always" } as const;

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: Locale, maxDigits: number): Intl.NumberFormat {
  const key = `${locale}|${maxDigits}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDigits,
      ...GROUPING,
    });
    moneyFormats.set(key, f);
  }
  return f;
}

function parse(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined || value === "") return null;
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
}

/** "1234.5" → "1.234,50 €" (it) / "€1,234.50" (en): Intl's Italian euro format, thousands always grouped. */
export function formatMoney(value: string | null | undefined, locale: Locale, dash = "—"): string {
  const d = parse(value);
  return d ? moneyFormat(locale, 2).format(d.toNumber()) : dash;
}

/** Unit rates (hourly contributions, pay per hour) keep up to four decimals: "9.1788" → "9,1788 €". */
export function formatRate(value: string | null | undefined, locale: Locale, dash = "—"): string {
  const d = parse(value);
  if (!d || d.isZero()) return dash;
  return moneyFormat(locale, 4).format(d.toNumber());
}

/** Quantities (hours, days): up to four decimals, no trailing zeros beyond two. */
export function formatNumber(value: string | null | undefined, locale: Locale, dash = "—", minDigits = 0, maxDigits = 4): string {
  const d = parse(value);
  if (!d) return dash;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits, ...GROUPING }).format(d.toNumber());
}

/** Hours and days shown with two decimals, as on a payslip ("20,00"). */
export function formatQuantity2(value: string | null | undefined, locale: Locale, dash = "—"): string {
  return formatNumber(value, locale, dash, 2, 2);
}

/** "2025-01-15" → "15/01/2025" (string surgery: dates carry no time zone). */
export function formatDate(iso: string | null | undefined, dash = "—"): string {
  if (!iso) return dash;
  const [y, m, d] = iso.slice(0, 10).split("-");
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

/** "2026-11-22T02:41:22.651Z" → "22/11/2026 03:41" in Rome time. */
export function formatTimestamp(iso: string | null | undefined, locale: Locale, dash = "—"): string {
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

/** "2025-01" → "Gennaio 2025". */
export function formatPeriod(period: string, t: Dictionary): string {
  const [y, m] = period.split("-");
  const month = monthNames(t.common.locale)[Number(m) - 1];
  return month && y ? t.payroll.periodLabel(month, y) : period;
}

/** "80" hours → "80 ore"; "6.6667" → "6,6667 ore"; one period → "1 periodo". */
export function formatElementQuantity(periodType: PeriodType, duration: string, locale: Locale, t: Dictionary): string {
  const d = parse(duration);
  if (!d || d.isZero()) return t.payroll.dash;
  const unit = t.payroll.units[periodType] ?? t.payroll.units.period;
  return `${formatNumber(duration, locale)} ${unit(d.equals(1))}`;
}

export function isZero(value: string | null | undefined): boolean {
  const d = parse(value);
  return !d || d.isZero();
}

/** Sum of decimal strings, exactly (for hour counts shown on the print layout). */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.plus(parse(v) ?? 0), new Decimal(0)).toString();
}

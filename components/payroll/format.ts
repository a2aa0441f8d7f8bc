/**
 * Payroll wording: a period's name and an element's quantity with its unit, in the reader's language.
 * The figures themselves are formatted by lib/format/display.ts.
 */
import Decimal from "decimal.js";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { Locale } from "@/lib/i18n/config";
import type { PeriodType } from "@/lib/client/payroll";
import { monthNames } from "@/lib/format/calendar-names";
import { formatNumber } from "@/lib/format/display";

/** "2025-01" → "Gennaio 2025". */
export function formatPeriod(period: string, t: Dictionary): string {
  const [y, m] = period.split("-");
  const month = monthNames(t.common.locale)[Number(m) - 1];
  return month && y ? t.payroll.periodLabel(month, y) : period;
}

/** "80" hours → "80 ore"; "6.6667" → "6,6667 ore"; one period → "1 periodo". */
export function formatElementQuantity(periodType: PeriodType, duration: string, locale: Locale, t: Dictionary): string {
  const d = new Decimal(duration || "0");
  if (d.isZero()) return t.payroll.dash;
  const unit = t.payroll.units[periodType] ?? t.payroll.units.period;
  return `${formatNumber(duration, locale)} ${unit(d.equals(1))}`;
}

/** Sum of decimal strings, exactly (for hour counts shown on the print layout). */
export function sumDecimals(values: readonly string[]): string {
  return values.reduce((acc, v) => acc.plus(v || "0"), new Decimal(0)).toString();
}

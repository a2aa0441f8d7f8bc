/**
 * The one place where the PDF documents format figures: Italian, on the screens' own formatters
 * (lib/format/display.ts), so a document, the print page and the screens print a figure alike.
 * Every value is a decimal string already computed and rounded; nothing here formats twice (a
 * formatted string fed back to a formatter printed "€ 1,250,00" before issue 26).
 */
import { formatAmount, formatDate, formatLongDate, formatMoney, formatNumber, formatQuantity2, formatRate, isZero } from "@/lib/format/display";
import { monthNames } from "@/lib/format/calendar-names";

const IT = "it" as const;

/** An amount in euro: "1250" → "1.250,00 €". */
export function money(value: string | null | undefined): string {
  return formatMoney(value, IT);
}

/** An amount in a column already labelled in euro: "1250" → "1.250,00". */
export function amount(value: string | null | undefined): string {
  return formatAmount(value, IT);
}

/** A unit rate (per hour, per month), up to four decimals as on the print page: "57.684615" → "57,6846 €"; zero "0,00 €". */
export function rate(value: string | null | undefined): string {
  return isZero(value) ? money(value ?? "0") : formatRate(value, IT);
}

/** A quantity (hours, days, months, coefficients) without useless zeros: "84.000000" → "84", "3.3333" → "3,3333". */
export function qty(value: string | number | null | undefined, maxDigits = 4): string {
  return formatNumber(value === null || value === undefined ? value : String(value), IT, "—", 0, maxDigits);
}

/** Hours or days with two decimals, as on a payslip: "54" → "54,00". */
export function qty2(value: string | null | undefined): string {
  return formatQuantity2(value, IT);
}

/** "2026-10-12" → "12/10/2026"; absent → "—". */
export function date(value: string | null | undefined): string {
  return formatDate(value);
}

/** "2026-10-12" → "12 ottobre 2026" (letters). */
export function longDate(value: string): string {
  return formatLongDate(value, IT);
}

const MONTHS = monthNames(IT);
/** "2025-03" → "marzo 2025". */
export function period(value: string): string {
  const [y, m] = value.split("-");
  return `${MONTHS[Number(m) - 1]} ${y}`;
}

import type { Dictionary } from "@/lib/i18n/dictionary";
import type { Locale } from "@/lib/i18n/config";

/**
 * Display helpers working on the API's decimal strings and YYYY-MM-DD dates as text: no Number,
 * no Date, so nothing is rounded or shifted by a time zone on the way to the screen.
 */
export function formatDecimal(value: string | null | undefined, locale: Locale, decimals?: number): string {
  if (value === null || value === undefined || value === "") return "—";
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  const [, sign, int = "0", frac0 = ""] = m;
  const frac = decimals === undefined ? frac0 : frac0.padEnd(decimals, "0").slice(0, decimals);
  const group = locale === "it" ? "." : ",";
  const point = locale === "it" ? "," : ".";
  const grouped = int.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${frac ? point + frac : ""}`;
}

export const formatMoney = (value: string | null | undefined, locale: Locale) => formatDecimal(value, locale, 2);

/** Hours without useless zeros: "4.00" → "4", "4.50" → "4,5". */
export function formatHours(value: string | null | undefined, locale: Locale): string {
  if (!value) return "—";
  const trimmed = value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
  return formatDecimal(trimmed, locale);
}

/** "2025-01-06" → "06/01/2025". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

export function workerName(w: { firstName: string; lastName: string }): string {
  return `${w.lastName} ${w.firstName}`;
}

/** An Italian (or English) sentence for a field problem: shared-check codes first, then by field. */
export function issueText(t: Dictionary, issue: { path: string; code: string; message?: string; params?: Record<string, string> }): string {
  const c = t.contracts;
  const known = (c.issues as Record<string, ((p: Partial<Record<string, string>>) => string) | undefined>)[issue.code];
  if (known) return known(issue.params ?? {});
  const field = issue.path.split("/").pop() ?? "";
  const v = c.validation;
  if (field === "fiscalCode") return v.fiscalCode;
  if (field === "iban") return v.iban;
  if (field === "province") return v.province;
  if (field === "zipCode") return v.zipCode;
  if (field === "employerId") return v.employerRequired;
  if (issue.code === "invalid_type" || (issue.code === "too_small" && /firstName|lastName/.test(field))) return v.required;
  if (/Date$|^effectiveFrom$/.test(field)) return v.date;
  if (["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].includes(field)) return v.hours;
  if (/^vacationDays/.test(field) || field === "sickDaysUsedLast365") return v.days;
  if (/wage|thirteenth|tfr/i.test(field)) return v.amount;
  if (issue.code === "too_big") return v.tooLong;
  return v.invalid;
}

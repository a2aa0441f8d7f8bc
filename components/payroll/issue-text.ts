import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { formatAmount, formatLongDate, formatNumber } from "@/lib/format/display";

const DATE_KEYS = new Set(["date", "weekStart", "weekEnd", "startDate", "endDate", "retentionEndDate", "from", "to", "useBy"]);
const MONEY_KEYS = new Set(["amount", "maxShare", "fund", "minimum", "total"]);
const NUMBER_KEYS = new Set([
  "hours",
  "threshold",
  "max",
  "percent",
  "dailyHours",
  "festiveHours",
  "weeklyHours",
  "ordinaryHours",
  "nightHours",
  "bandHours",
  "days",
  "used",
  "entitlement",
]);

/** a decimal string in the locale's figures, on Intl ("12.5" → "12,5"; money keeps at least two decimals: "1.012,50") */
function localNumber(value: string, locale: Locale, money: boolean): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const decimals = value.split(".")[1]?.length ?? 0;
  return money ? formatAmount(value, locale, Math.max(2, decimals)) : formatNumber(value, locale, value, decimals, decimals);
}

export function formatIssueParams(params: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (DATE_KEYS.has(k) && /^\d{4}-\d{2}-\d{2}$/.test(v)) out[k] = formatLongDate(v, locale);
    else if (MONEY_KEYS.has(k)) out[k] = localNumber(v, locale, true);
    else if (NUMBER_KEYS.has(k)) out[k] = localNumber(v, locale, false);
    else out[k] = v;
  }
  return out;
}

/** "2025-01" → "gennaio 2025" / "January 2025" */
function monthName(period: string, locale: Locale): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "it-IT", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/**
 * The sentence of an engine warning or validate-before-run issue in the reader's language: from
 * its code and params (and the months it is about), else the API's message. A sentence whose
 * figure is missing (an older payslip's warning without params) falls back to the message too.
 */
export function issueText(
  issue: { code: string; message: string; params?: Readonly<Record<string, string>>; periods?: readonly string[] },
  t: Dictionary,
  locale: Locale,
): string {
  const render = (t.payroll.issueText as Record<string, ((p: Record<string, string>) => string) | undefined>)[issue.code];
  if (!render) return issue.message;
  const params = formatIssueParams(issue.params ?? {}, locale);
  if (issue.periods?.length && params.periods === undefined) params.periods = issue.periods.map((p) => monthName(p, locale)).join(", ");
  if (params.period && /^\d{4}-\d{2}$/.test(params.period)) params.period = monthName(params.period, locale);
  if (params.month && /^\d{4}-\d{2}$/.test(params.month)) params.month = monthName(params.month, locale);
  const text = render(params);
  return text.includes("undefined") ? issue.message : text;
}

import { scheduleDayName } from "@/lib/format/calendar-names";
import { formatDate, formatHours } from "@/lib/format/display";
import type { Locale } from "@/lib/i18n/config";
import type { Dictionary } from "@/lib/i18n/dictionary";
import type { WorkerWarning } from "@/lib/validation/worker";

/** A worker warning's sentence from its stable code and params (never the API's English message): the worker page and the workers list. */
export function workerWarningText(w: WorkerWarning, t: Dictionary["workers"], locale: Locale): string {
  const p = w.params;
  const doc = t.documentNames[p.document ?? ""] ?? "";
  const date = formatDate(p.expiryDate);
  switch (w.code) {
    case "worker_weekly_hours_over_limit":
      return t.warningText.worker_weekly_hours_over_limit({ ...p, hours: formatHours(p.hours, locale) });
    case "worker_daily_hours_over_limit":
      return t.warningText.worker_daily_hours_over_limit({ ...p, hours: formatHours(p.hours, locale) }, scheduleDayName(p.day as never, locale).toLowerCase());
    case "document_expires_within_60_days":
    case "document_expires_within_30_days":
      return t.warningText[w.code](doc, date, p.days ?? "");
    case "document_expires_today":
      return t.warningText.document_expires_today(doc);
    case "document_expired":
      return t.warningText.document_expired(doc, date);
    case "decreto_flussi_first_year":
      return t.warningText.decreto_flussi_first_year(formatDate(p.until));
    default:
      return w.code;
  }
}

import type { Dictionary } from "@/lib/i18n/dictionary";
import type { EventType } from "@/lib/payroll";
import { parseDate, weekday } from "@/lib/payroll";
import { monthNames, weekdayNames } from "@/lib/format/calendar-names";

/** Canonical decimal string for a form field: "4.00" → "4", "4.50" → "4.5". */
export function canonicalDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/** "martedì 1 aprile 2025" */
export function formatDayLong(date: string, t: Dictionary): string {
  const { y, m, d } = parseDate(date);
  const w = weekdayNames(t.common.locale)[(weekday(date) + 6) % 7];
  return `${w} ${d} ${monthNames(t.common.locale)[m - 1]} ${y}`;
}

/** "1 aprile" */
export function formatDayShort(date: string, t: Dictionary): string {
  const { m, d } = parseDate(date);
  return `${d} ${monthNames(t.common.locale)[m - 1]}`;
}

/** "aprile 2025" */
export function formatMonth(month: string, t: Dictionary): string {
  const [y, m] = month.split("-");
  return `${monthNames(t.common.locale)[Number(m) - 1]} ${y}`;
}

/** Chip colours by event type: full class names so Tailwind sees them. */
export const TYPE_CHIP: Record<EventType, string> = {
  work: "bg-sky-100 text-sky-900 ring-sky-300",
  leave: "bg-slate-200 text-slate-800 ring-slate-300",
  public_holiday: "bg-rose-100 text-rose-900 ring-rose-300",
  vacation: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  sick_leave: "bg-amber-100 text-amber-900 ring-amber-300",
  work_injury: "bg-orange-100 text-orange-900 ring-orange-300",
  leave_of_absence: "bg-violet-100 text-violet-900 ring-violet-300",
};

export const TYPE_SWATCH: Record<EventType, string> = {
  work: "bg-sky-400",
  leave: "bg-slate-400",
  public_holiday: "bg-rose-400",
  vacation: "bg-emerald-400",
  sick_leave: "bg-amber-400",
  work_injury: "bg-orange-400",
  leave_of_absence: "bg-violet-400",
};

/** A public holiday's name in the screen's language (the engine names them in Italian). */
export function holidayName(name: string, t: Dictionary): string {
  return t.workEvents.holidayNames[name] ?? name;
}

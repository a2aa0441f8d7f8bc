import type { Locale } from "@/lib/i18n/config";

const TAGS: Record<Locale, string> = { it: "it-IT", en: "en-GB" };
const cache = new Map<string, readonly string[]>();

function names(key: string, make: () => string[]): readonly string[] {
  let hit = cache.get(key);
  if (!hit) {
    hit = Object.freeze(make());
    cache.set(key, hit);
  }
  return hit;
}

/** January … December in the locale's words, from Intl ("gennaio", "January"). */
export function monthNames(locale: Locale): readonly string[] {
  const format = new Intl.DateTimeFormat(TAGS[locale], { month: "long", timeZone: "UTC" });
  return names(`months|${locale}`, () => Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2024, i, 1))));
}

/** Monday … Sunday from Intl, long ("lunedì", "Monday") or short ("lun", "Mon"). */
export function weekdayNames(locale: Locale, width: "long" | "short" = "long"): readonly string[] {
  const format = new Intl.DateTimeFormat(TAGS[locale], { weekday: width, timeZone: "UTC" });
  // 1 January 2024 was a Monday
  return names(`weekdays|${width}|${locale}`, () => Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)).replace(/\.$/, "")));
}

/** Days of a weekly schedule by name (monday … sunday), as the contract screens label them. */
export const SCHEDULE_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

/** "Lunedì" / "Lun" for a schedule day: the weekday's name with a capital, as a column label. */
export function scheduleDayName(day: ScheduleDay, locale: Locale, width: "long" | "short" = "long"): string {
  const name = weekdayNames(locale, width)[SCHEDULE_DAYS.indexOf(day)] ?? day;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

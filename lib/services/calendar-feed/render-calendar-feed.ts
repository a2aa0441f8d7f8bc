import "server-only";
import ical, { ICalAlarmType } from "ical-generator";
import type { Locale } from "@/lib/i18n/config";
import { getDictionary } from "@/lib/i18n/dictionary";
import { addDays } from "@/lib/payroll";
import type { ServiceContext } from "@/lib/services/context";
import { listDeadlines } from "@/lib/services/deadlines/list-deadlines";
import { todayInItaly } from "@/lib/validation/common";

/** What the feed covers: the last 30 days (what may still be open) and the next year. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 365;

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * GET /calendar/<token>.ics: the deadlines of the feed owner's organization as an iCalendar file
 * (all-day events, UID the deadline's stable id, SUMMARY in the owner's language, DESCRIPTION with
 * the app's link, a reminder the day before at 9). The context is the feed owner's, resolved from
 * the token (lib/auth/calendar-feed-caller.ts).
 */
export async function renderCalendarFeed(ctx: ServiceContext, input: { origin: string; locale: Locale; today?: string }): Promise<string> {
  const { locale } = input;
  const today = input.today ?? todayInItaly();
  const { data } = await listDeadlines(ctx, { from: addDays(today, -FEED_DAYS_BEFORE), to: addDays(today, FEED_DAYS_AFTER), locale, today });
  const t = getDictionary(locale).deadlines;

  const calendar = ical({
    name: t.feed.calendarName,
    prodId: { company: "Paghe Domestiche", product: "deadlines", language: locale.toUpperCase() },
    ttl: 6 * 3600,
  });
  for (const d of data) {
    const url = `${input.origin}${d.link}`;
    calendar.createEvent({
      id: `${d.id}@paghe-domestiche`,
      start: utcDay(d.date),
      end: new Date(utcDay(d.date).getTime() + DAY_MS),
      allDay: true,
      summary: d.summary,
      description: `${d.summary}\n${t.feed.open}: ${url}`,
      url,
      categories: [{ name: t.kinds[d.kind] }],
      // all-day events start at midnight: 15 hours before is 9:00 of the day before
      alarms: [{ type: ICalAlarmType.display, trigger: 15 * 3600, description: d.summary }],
    });
  }
  return calendar.toString();
}

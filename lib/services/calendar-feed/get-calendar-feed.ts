import "server-only";
import { calendarFeedWhere } from "@/lib/db/scope";
import { getDb } from "@/lib/db/client";
import { timestampString } from "@/lib/db/serialize";
import type { ServiceContext } from "@/lib/services/context";
import type { CalendarFeedStatus } from "@/lib/validation/deadlines";
import { feedOwnerId } from "./feed-owner";

/** GET /v1/me/calendar-feed: whether the clerk has a feed, since when and when a calendar last read it (never the address). */
export async function getCalendarFeed(ctx: ServiceContext): Promise<CalendarFeedStatus> {
  const feed = await getDb().calendarFeed.findFirst({
    where: calendarFeedWhere(ctx.scope, feedOwnerId(ctx)),
    select: { createdAt: true, lastUsedAt: true },
  });
  return feed
    ? { active: true, createdAt: timestampString(feed.createdAt), lastUsedAt: feed.lastUsedAt ? timestampString(feed.lastUsedAt) : null }
    : { active: false, createdAt: null, lastUsedAt: null };
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { serviceContext, type ServiceContext } from "@/lib/services/context";
import { hashCalendarFeedToken, looksLikeCalendarFeedToken } from "./calendar-feed-token";

/**
 * The caller a calendar feed's secret token stands for (GET /calendar/<token>.ics has no session:
 * the token is the credential, like an API key): its owner, a clerk of the organization, as a
 * service context, and the owner's language. null when the token is malformed, unknown, revoked
 * or its user disabled, so the address answers exactly like an unknown one. Calendar apps poll:
 * the feed's last use is written once a minute at most.
 */
export async function calendarFeedCaller(token: string, requestId: string): Promise<{ ctx: ServiceContext; locale: Locale } | null> {
  if (!looksLikeCalendarFeedToken(token)) return null;
  const db = getDb();
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashCalendarFeedToken(token) },
    select: { id: true, lastUsedAt: true, user: { select: { id: true, organizationId: true, role: true, disabledAt: true, locale: true } } },
  });
  if (!feed || feed.user.disabledAt) return null;
  if (!feed.lastUsedAt || Date.now() - feed.lastUsedAt.getTime() > 60_000)
    await db.calendarFeed.update({ where: { id: feed.id }, data: { lastUsedAt: new Date() } });
  const { user } = feed;
  const role = user.role;
  // a household's or a worker's sign-in has no clerk's calendar
  if (role === "portal") return null;
  return {
    ctx: serviceContext({ kind: "user", actorId: user.id, organizationId: user.organizationId, readOnly: false, role }, requestId),
    locale: toLocale(user.locale),
  };
}

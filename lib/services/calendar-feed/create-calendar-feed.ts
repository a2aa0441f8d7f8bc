import "server-only";
import { calendarFeedPath, generateCalendarFeedToken } from "@/lib/auth/calendar-feed-token";
import { writeTransaction } from "@/lib/db/sql";
import { timestampString } from "@/lib/db/serialize";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import type { CalendarFeedView } from "@/lib/validation/deadlines";
import { feedOwnerId } from "./feed-owner";

/**
 * POST /v1/me/calendar-feed: a new secret address for the clerk's calendar feed. An existing feed is
 * replaced (rotated): its old address stops working at once. The address is answered only here.
 */
export async function createCalendarFeed(ctx: ServiceContext, input: { origin: string }): Promise<CalendarFeedView> {
  const userId = feedOwnerId(ctx);
  const { token, tokenHash } = generateCalendarFeedToken();
  return writeTransaction(async (tx) => {
    const existing = await tx.calendarFeed.findUnique({ where: { userId }, select: { id: true } });
    const row = await tx.calendarFeed.upsert({
      where: { userId },
      create: { organizationId: ctx.scope.organizationId, userId, tokenHash },
      update: { tokenHash, createdAt: new Date(), lastUsedAt: null },
      select: { id: true, createdAt: true },
    });
    await writeAuditEntry(tx, ctx.principal, {
      action: existing ? "calendar_feed.rotate" : "calendar_feed.create",
      entityType: "calendar_feed",
      entityId: row.id,
      after: { userId, createdAt: timestampString(row.createdAt) },
      requestId: ctx.requestId,
    });
    return { url: `${input.origin}${calendarFeedPath(token)}`, createdAt: timestampString(row.createdAt) };
  });
}

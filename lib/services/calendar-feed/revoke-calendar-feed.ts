import "server-only";
import { writeTransaction } from "@/lib/db/sql";
import { writeAuditEntry } from "@/lib/services/audit/write-audit-entry";
import type { ServiceContext } from "@/lib/services/context";
import { feedOwnerId } from "./feed-owner";

/** DELETE /v1/me/calendar-feed: the address stops working at once (404). Idempotent: no feed, nothing to do. */
export async function revokeCalendarFeed(ctx: ServiceContext): Promise<void> {
  const userId = feedOwnerId(ctx);
  await writeTransaction(async (tx) => {
    const existing = await tx.calendarFeed.findUnique({ where: { userId }, select: { id: true } });
    if (!existing) return;
    await tx.calendarFeed.delete({ where: { id: existing.id } });
    await writeAuditEntry(tx, ctx.principal, { action: "calendar_feed.revoke", entityType: "calendar_feed", entityId: existing.id, requestId: ctx.requestId });
  });
}

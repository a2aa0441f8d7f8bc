import type { NextRequest } from "next/server";
import { calendarFeedResponse } from "@/lib/api/calendar-feed";

/** A clerk's deadlines as an iCalendar feed, at the secret address made in the settings (lib/api/calendar-feed.ts). */
export const dynamic = "force-dynamic";

export async function GET(req: NextRequest, { params }: { params: Promise<Record<string, string>> }) {
  return calendarFeedResponse(req, (await params).file ?? "");
}

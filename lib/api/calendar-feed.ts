import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { calendarFeedCaller } from "@/lib/auth/calendar-feed-caller";
import { clientAddress } from "@/lib/auth/client-address";
import { expectedOrigin } from "@/lib/auth/principal";
import { translateDbError } from "@/lib/db/errors";
import { apiRateLimitPolicy, countApiCall } from "@/lib/db/rate-limits";
import { AppError } from "@/lib/errors";
import { renderCalendarFeed } from "@/lib/services/calendar-feed/render-calendar-feed";
import { problemResponse } from "./problem";

/**
 * GET /calendar/<token>.ics (issue 31 point 5): no session, the secret token is the credential. Calls
 * are counted per client address like any caller's (RATE_LIMIT_API_PER_MINUTE, lib/db/rate-limits.ts),
 * so the address space cannot be scanned fast; an unknown, revoked or malformed token answers 404.
 */
export async function calendarFeedResponse(req: NextRequest, file: string): Promise<Response> {
  const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
  const instance = new URL(req.url).pathname;
  try {
    const policy = apiRateLimitPolicy();
    if (policy) {
      const state = await countApiCall(`calendar_feed:${clientAddress(req.headers)}`, policy);
      if (state.hits > state.limit) {
        throw new AppError("rate_limited", `More than ${state.limit} calls in ${state.windowSeconds} s: retry after ${state.resetSeconds} s`, {
          headers: { "retry-after": String(state.resetSeconds) },
          extra: { limit: state.limit, windowSeconds: state.windowSeconds, retryAfterSeconds: state.resetSeconds },
        });
      }
    }
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const origin = expectedOrigin(req) ?? new URL(req.url).origin;
    const caller = token ? await calendarFeedCaller(token, requestId) : null;
    if (!caller) throw new AppError("not_found", "Resource not found");
    const ics = await renderCalendarFeed(caller.ctx, { origin, locale: caller.locale });
    return new Response(ics, {
      status: 200,
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="scadenze.ics"',
        "cache-control": "private, no-store",
        "x-request-id": requestId,
      },
    });
  } catch (error) {
    const appError = translateDbError(error) ?? new AppError("internal_error", "An unexpected error occurred; quote the requestId when reporting it");
    return problemResponse(appError, instance, requestId);
  }
}

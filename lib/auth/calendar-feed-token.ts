import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * The secret of a clerk's calendar feed (issue 31 point 5): 32 random bytes in base64url (256 bits)
 * in the address `/calendar/<token>.ics`. Only its SHA-256 is stored, like an API key's.
 */
export function generateCalendarFeedToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashCalendarFeedToken(token) };
}

export function hashCalendarFeedToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as generated: 43 base64url characters (anything else is not looked up). */
export function looksLikeCalendarFeedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

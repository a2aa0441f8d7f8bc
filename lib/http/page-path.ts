/**
 * Request header carrying a page's path and query from proxy.ts to server components, so a
 * sign-in forced by an expired session comes back to the page asked for (lib/auth/session.ts).
 */
export const PAGE_PATH_HEADER = "x-paghe-page";

/** A callback URL that stays on this site ("/contracts?x=1"), or null. */
export function localCallback(path: string | null | undefined): string | null {
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}

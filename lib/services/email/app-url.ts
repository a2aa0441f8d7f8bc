import "server-only";

/**
 * The address people reach the app at, for links in e-mails: `APP_URL` (e.g.
 * https://paghe.example.it) when set; else the origin of the request that caused the e-mail, when
 * there is one (an invitation sent from a clerk's screen); else http://localhost:3000, the
 * development server (e-mails sent by jobs). One rule for every link. No trailing slash.
 */
export function appUrl(requestOrigin?: string): string {
  return (process.env.APP_URL?.trim() || requestOrigin || "http://localhost:3000").replace(/\/+$/, "");
}

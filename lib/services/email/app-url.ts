import "server-only";

/**
 * The address people reach the app at, for links in e-mails (`APP_URL`, e.g. https://paghe.example.it;
 * default http://localhost:3000, the development server). No trailing slash.
 */
export function appUrl(): string {
  return (process.env.APP_URL?.trim() || "http://localhost:3000").replace(/\/+$/, "");
}

import { NextResponse, type NextRequest } from "next/server";
import { allowedMethods } from "@/lib/api/methods";
import { AppError } from "@/lib/errors";
import { problemResponse } from "@/lib/api/problem";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";

/**
 * Runs before every request:
 *  - a method Next.js does not route → 405 problem+json (TRACE never gets here: Next refuses it
 *    earlier, so scripts/next-server.mjs answers it);
 *  - a documented /v1 path with a method it does not serve → 405 problem+json with `Allow`
 *    (Next.js would answer an empty 405); unknown /v1 paths fall through to the catch-all 404;
 *  - pages get a Content-Security-Policy with a fresh script nonce: Next.js reads it from the
 *    request and puts it on its own scripts, so no inline script runs without it (issue 16 point 11);
 *  - HSTS on requests that came over https.
 */
const ROUTED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function methodNotAllowed(req: NextRequest, allow: string[]): Response {
  const requestId = req.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
  return problemResponse(
    new AppError("method_not_allowed", `${req.method} is not allowed here; allowed: ${allow.join(", ")}`),
    req.nextUrl.pathname,
    requestId,
    {
      allow: allow.join(", "),
      "cache-control": "no-store",
    },
  );
}

/**
 * Scripts only with this request's nonce (and what they load: 'strict-dynamic'); styles may be
 * inline (React style attributes); nothing framed, no plugins, no foreign forms or bases. The
 * development server also needs eval for its fast refresh.
 */
export function pageContentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function proxy(req: NextRequest) {
  const pathname = req.nextUrl.pathname;
  const isApi = pathname === "/v1" || pathname.startsWith("/v1/");
  if (!ROUTED.has(req.method)) {
    return methodNotAllowed(req, (isApi ? allowedMethods(pathname) : null) ?? ["GET", "HEAD", "OPTIONS"]);
  }
  if (isApi && req.method !== "OPTIONS") {
    const allow = allowedMethods(pathname);
    if (allow && !allow.includes(req.method)) return methodNotAllowed(req, allow);
  }
  let response: NextResponse;
  if (isApi) {
    response = NextResponse.next();
  } else {
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    const csp = pageContentSecurityPolicy(nonce);
    const headers = new Headers(req.headers);
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
    // the page asked for, so a sign-in forced by an expired session comes back to it (lib/auth/session.ts)
    headers.set(PAGE_PATH_HEADER, `${req.nextUrl.pathname}${req.nextUrl.search}`);
    response = NextResponse.next({ request: { headers } });
    response.headers.set("content-security-policy", csp);
  }
  // HSTS only where the request really came over https (directly or through a proxy that says so)
  if (req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https") {
    response.headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};

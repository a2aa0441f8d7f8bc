import { NextResponse, type NextRequest } from "next/server";
import { allowedMethods } from "@/lib/api/methods";
import { AppError } from "@/lib/errors";
import { problemResponse } from "@/lib/api/problem";

/**
 * Runs before every request:
 *  - TRACE (and any method Next.js does not route) → 405 problem+json, on every path;
 *  - a documented /v1 path with a method it does not serve → 405 problem+json with `Allow`
 *    (Next.js would answer an empty 405); unknown /v1 paths fall through to the catch-all 404;
 *  - HSTS on requests that came over https.
 */
const ROUTED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function methodNotAllowed(req: NextRequest, allow: string[]): Response {
  const requestId = req.headers.get("x-request-id")?.slice(0, 64) || crypto.randomUUID();
  return problemResponse(new AppError("method_not_allowed", `${req.method} is not allowed here; allowed: ${allow.join(", ")}`), req.nextUrl.pathname, requestId, {
    allow: allow.join(", "),
    "cache-control": "no-store",
  });
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
  const response = NextResponse.next();
  // HSTS only where the request really came over https (directly or through a proxy that says so)
  if (req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto") === "https") {
    response.headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};

import "server-only";
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { AppError } from "@/lib/errors";
import { getDb } from "@/lib/db/client";
import { pooledSql } from "@/lib/db/sql";
import { countCallText, type CallCount } from "@/lib/db/rate-limits";
import { hashApiKey, looksLikeApiKey } from "./api-keys";
import { authSecret } from "./secret";
import { portalPrincipal } from "./portal-principal";

/** A session token still counts when it was issued under the user's current session version (tokens from before versions count as 0). */
export function sessionVersionHolds(tokenVersion: unknown, userVersion: number): boolean {
  return (typeof tokenVersion === "number" ? tokenVersion : 0) === userVersion;
}

/**
 * A household user's right on one employer (issue 29 point 1): `view` payslips and documents;
 * `presences` also the calendar of open months; `full` also the employer's and contract's data
 * and their own contact preferences.
 */
export type PortalRight = "view" | "presences" | "full";

/**
 * What a portal user (not a clerk) was granted: a household person's rights per employer (one
 * person may belong to several employers), or a worker's own record (their contracts across the
 * organization's households). A principal with `portal` is never a clerk: `role` is null, and its
 * scope (employerIds / contractIds) is narrowed accordingly.
 */
export type PortalGrant = { kind: "household"; rights: Readonly<Record<string, PortalRight>> } | { kind: "worker"; workerId: string };

/** Who is calling, and for which organization. Every service takes one. */
export interface Principal {
  kind: "api_key" | "user";
  /** api key id or user id */
  actorId: string;
  organizationId: string;
  readOnly: boolean;
  role: "admin" | "clerk" | "approver" | null;
  /** an API key's scope (read, write, admin); a clerk's rights come from `role` */
  keyScope?: "read" | "write" | "admin";
  /** narrower than the organization: only these employers (a household's access), see lib/auth/scope.ts */
  employerIds?: readonly string[];
  /** narrower still: only these contracts (a worker's own) */
  contractIds?: readonly string[];
  /** a household's or a worker's portal sign-in: what they were granted (absent for clerks and API keys) */
  portal?: PortalGrant;
  /** false: a test-mode key, acting on the organization's sandbox (docs/api-sandbox.md); absent: live */
  livemode?: boolean;
  /**
   * The organization's rate-table overrides stamp, read with the principal (0: no overrides), so
   * the services' rate tables cost no statement of their own (lib/services/rate-tables); absent: read when needed.
   */
  ratesStamp?: number;
}

export const SESSION_COOKIE_NAMES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** A caller and, when the lookup counted the call against its rate limit, where the span stands. */
export interface ResolvedCaller {
  principal: Principal;
  count: CallCount | null;
}

async function principalFromApiKey(key: string, countCallIn: Date | null, windowSeconds: number): Promise<ResolvedCaller> {
  if (!looksLikeApiKey(key)) throw new AppError("unauthorized", "Invalid API key");
  // every API call starts here, so one round trip: the key, its lastUsedAt touch (at most once a
  // minute: a write per request would be wasted work) and, for a valid key, the call counted
  // against its rate limit (lib/db/rate-limits.ts, bucket "api_key:<id>")
  const [apiKey] = await pooledSql().query<{
    id: string;
    organizationId: string;
    scope: "read" | "write" | "admin";
    employerIds: string[];
    revoked: boolean;
    livemode: boolean;
    ratesStamp: number;
    hits: number | null;
    oldestMs: number | null;
  }>(
    `WITH k AS (SELECT id, organization_id, scope, employer_ids, revoked_at, last_used_at FROM api_keys WHERE key_hash = $1),
          touched AS (UPDATE api_keys a SET last_used_at = now() FROM k
                       WHERE a.id = k.id AND k.revoked_at IS NULL AND (k.last_used_at IS NULL OR k.last_used_at < now() - interval '60 seconds')),
          counted AS (${countCallText("'api_key:' || k.id", "$2", { from: "k", where: "WHERE k.revoked_at IS NULL AND $2::timestamptz IS NOT NULL", windowSeconds })})
     SELECT k.id, k.organization_id AS "organizationId", k.scope::text AS scope, k.employer_ids::text[] AS "employerIds", k.revoked_at IS NOT NULL AS revoked,
            o.livemode, o.rate_overrides_stamp AS "ratesStamp",
            (SELECT hits FROM counted) AS hits, (SELECT oldest_ms FROM counted) AS "oldestMs"
       FROM k LEFT JOIN organizations o ON o.id = k.organization_id`,
    [hashApiKey(key), countCallIn?.toISOString() ?? null],
  );
  if (!apiKey || apiKey.revoked) throw new AppError("unauthorized", "Invalid or revoked API key");
  return {
    principal: {
      kind: "api_key",
      actorId: apiKey.id,
      organizationId: apiKey.organizationId,
      readOnly: apiKey.scope === "read",
      role: null,
      keyScope: apiKey.scope,
      // a test-mode key is a key of the organization's sandbox (an organization row of its own)
      ...(apiKey.livemode === false ? { livemode: false } : {}),
      ratesStamp: Number(apiKey.ratesStamp ?? 0),
      // a key restricted to some employers (lib/auth/scope.ts); none listed: the whole organization
      ...(apiKey.employerIds.length > 0 ? { employerIds: apiKey.employerIds } : {}),
    },
    count: apiKey.hits === null ? null : { hits: Number(apiKey.hits), oldestMs: Number(apiKey.oldestMs ?? countCallIn?.getTime() ?? 0) },
  };
}

/**
 * The principal of a session token's user, or null (unknown, disabled, another organization, a
 * spent session version, a portal user with no active access). A clerk: one statement; a household's
 * or a worker's sign-in (role portal): a second one for its accesses (lib/auth/portal-principal.ts).
 * The API (session cookie) and the server pages (lib/auth/session.ts) both resolve through it.
 */
export async function principalOfSessionUser(token: { sub?: unknown; organizationId?: unknown; sessionVersion?: unknown }): Promise<Principal | null> {
  if (typeof token.sub !== "string" || typeof token.organizationId !== "string") return null;
  const user = await getDb().user.findUnique({
    where: { id: token.sub },
    select: { id: true, organizationId: true, role: true, disabledAt: true, sessionVersion: true, organization: { select: { rateOverridesStamp: true } } },
  });
  // a password reset or a sign-out raised the version: tokens issued before it are spent
  if (user && !sessionVersionHolds(token.sessionVersion, user.sessionVersion)) return null;
  if (!user || user.disabledAt || user.organizationId !== token.organizationId) return null;
  // the organization's overrides stamp read with the user, as for a clerk: its tables cost no statement
  if (user.role === "portal") return portalPrincipal({ id: user.id, organizationId: user.organizationId, ratesStamp: user.organization.rateOverridesStamp });
  return {
    kind: "user",
    actorId: user.id,
    organizationId: user.organizationId,
    readOnly: false,
    role: user.role,
    ratesStamp: user.organization.rateOverridesStamp,
  };
}

async function principalFromSession(req: NextRequest): Promise<Principal | null> {
  const token = await getToken({ req, secret: authSecret() });
  if (!token?.sub) return null;
  return principalOfSessionUser(token);
}

/**
 * Resolves the caller inside each handler: a Bearer API key, or else the clerk's session cookie.
 * Cookie-authenticated mutations must come from our own origin (CSRF). With `countCallIn` (the
 * call's second), an API key's call is counted in the same statement (`count`, over the last
 * `windowSeconds`); a session's is left to the caller (`count` null).
 */
export async function resolvePrincipal(req: NextRequest, countCallIn: Date | null = null, windowSeconds = 60): Promise<ResolvedCaller> {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw new AppError("unauthorized", "Authorization must be 'Bearer <API key>'");
    return principalFromApiKey(match[1], countCallIn, windowSeconds);
  }
  const principal = await principalFromSession(req);
  if (!principal) throw new AppError("unauthorized", "Missing API key or session");
  if (!["GET", "HEAD", "OPTIONS"].includes(req.method)) assertSameOrigin(req);
  return { principal, count: null };
}

/** Our own origin as the client sees it: scheme, host and port (behind a proxy, its forwarded values). */
export function expectedOrigin(req: NextRequest): string | null {
  const url = new URL(req.url);
  const proto = (req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(/:$/, "")).toLowerCase();
  const host = req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host") || url.host;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

function assertSameOrigin(req: NextRequest): void {
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new AppError("cross_site_request", "Cross-site requests with a session cookie are not allowed");
  }
  if (origin) {
    let actual: string;
    try {
      actual = new URL(origin).origin;
    } catch {
      throw new AppError("cross_site_request", "Invalid Origin header");
    }
    // scheme, host and port must all match (an http page cannot post to the https app, nor :8080 to :3000)
    if (actual === "null" || actual !== expectedOrigin(req)) {
      throw new AppError("cross_site_request", "Cross-site requests with a session cookie are not allowed");
    }
  }
}

export function assertCanWrite(principal: Principal): void {
  if (principal.readOnly) throw new AppError("read_only_key", "This API key is read-only");
}

/** What only an administrator may do to the organization's data (delete a final payslip): an admin's login or an admin-scoped key. */
export function hasAdminRights(principal: Principal): boolean {
  return principal.kind === "user" ? principal.role === "admin" : principal.keyScope === "admin";
}

export function assertAdmin(principal: Principal): void {
  if (principal.kind !== "user" || principal.role !== "admin") {
    throw new AppError("forbidden", "Only an administrator signed in to the application can do this");
  }
}

/** Where the interface takes organizationId it must be the caller's own (decisions §1). */
export function assertOrganization(principal: Principal, organizationId: string): void {
  if (organizationId !== principal.organizationId) {
    throw new AppError("organization_mismatch", "organizationId does not match the organization of the credentials");
  }
}

import "server-only";
import { assertPortalRouteAccess, type PortalRouteAccess } from "@/lib/auth/portal";
import { createHash, randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { dbErrorCode, translateDbError } from "@/lib/db/errors";
import { apiCallCounted, apiCallWindow, apiRateLimitPolicy, countApiCall, type ApiRateLimitState } from "@/lib/db/rate-limits";
import { assertAdmin, assertCanWrite, resolvePrincipal, type Principal } from "@/lib/auth/principal";
import { isJsonContentType, parseJson, readBodyText } from "./body";
import { assertCleanBody, assertCleanQuery } from "./text";
import { withTransactionHooks, type TransactionHooks } from "@/lib/db/transaction-hooks";
import type { Tx } from "@/lib/db/client";
import { serviceContext, type ServiceContext } from "@/lib/services/context";
import { isOrganizationWide, scopeOf } from "@/lib/auth/scope";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  completeIdempotencyKeyIn,
  extendIdempotencyLease,
  overwriteIdempotencyAnswer,
  idempotencyLeaseMs,
  releaseIdempotencyKey,
  type IdempotencyClaim,
} from "./idempotency";
import { problemBody, problemResponse, STATUS_BY_CODE } from "./problem";
import { API_VERSION, API_VERSION_HEADER, deprecationHeaders, type Deprecation } from "./version";
import { zodIssuesToFieldErrors } from "@/lib/validation/zod-errors";
import { primeRates } from "@/lib/services/rate-tables/rate-source";

type Schema = z.ZodType | undefined;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** read: any valid credentials; write: not a read-only key; admin: an admin clerk's session. */
export type Access = "read" | "write" | "admin";

export interface HandlerContext<B extends Schema, Q extends Schema, P extends Schema> {
  req: NextRequest;
  principal: Principal;
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  requestId: string;
  /** what services take first: principal, scope and request id (lib/services/context.ts) */
  service: ServiceContext;
}

export interface RouteConfig<B extends Schema, Q extends Schema, P extends Schema> {
  access: Access;
  /**
   * A resource of the whole organization (payroll runs, webhook endpoints, settings, users, keys):
   * credentials restricted to some employers (lib/auth/scope.ts) get 403 forbidden before the
   * service runs. The services refuse them too (organizationOnly in lib/db/scope.ts).
   */
  organizationWide?: boolean;
  /**
   * Which portal users (households, workers: lib/auth/portal.ts) may call this operation; absent:
   * none (403 forbidden before the service runs). Services check the right on the resource's
   * employer (assertPortalRight).
   */
  portal?: PortalRouteAccess;
  body?: B;
  query?: Q;
  params?: P;
  /** status of a successful result (default 200); 204 sends no body */
  status?: number;
  /**
   * Honour Idempotency-Key (default true on POST). `"withheld"`: the answer carries a secret (a new
   * API key, a webhook signing secret, a calendar feed address) that is never stored: the operation
   * still runs once per key, and a retry with the key answers 409 `idempotency_replay_withheld`
   * naming what the first request created (docs/api-idempotency.md).
   */
  idempotent?: boolean | "withheld";
  handler: (ctx: HandlerContext<B, Q, P>) => Promise<unknown>;
  /** Location of what a 201/202 created (RFC 9110 §10.2.2), from the result and the request. */
  location?: (result: unknown, ctx: HandlerContext<B, Q, P>) => string | null;
  /** GET of one resource: answer its ETag, a hash of the representation sent. */
  etag?: boolean;
  /**
   * PATCH/DELETE of one resource: what a GET of it answers now (read through `db` when given: the
   * service's transaction). If-Match is compared with its ETag (412 precondition_failed on
   * mismatch) before the handler runs and again inside the service's write transaction, after a
   * lock that serialises the writers of the resource; a PATCH answers the new ETag.
   */
  currentRepresentation?: (ctx: HandlerContext<B, Q, P>, db?: Tx) => Promise<unknown>;
  /**
   * A retired operation (docs/api-versioning.md): every answer carries Deprecation, Sunset and a
   * Link to the migration notes. Pass its entry of DEPRECATED_OPERATIONS (lib/api/version.ts), which
   * marks the operation `deprecated: true` in the OpenAPI document.
   */
  deprecated?: Deprecation;
}

/** RateLimit and RateLimit-Policy (IETF draft-ietf-httpapi-ratelimit-headers), plus Retry-After once over. */
function rateLimitHeaders(state: ApiRateLimitState): Record<string, string> {
  const headers: Record<string, string> = {
    "ratelimit-policy": `"api";q=${state.limit};w=${state.windowSeconds}`,
    ratelimit: `"api";r=${state.remaining};t=${state.resetSeconds}`,
  };
  if (state.hits > state.limit) headers["retry-after"] = String(state.resetSeconds);
  return headers;
}

/**
 * Resolves the caller and counts the call against its limit (API key or clerk): an API key's in the
 * same statement as its lookup. 429 rate_limited past the limit.
 */
async function authenticate(req: NextRequest): Promise<{ principal: Principal; rate: ApiRateLimitState | null }> {
  const policy = apiRateLimitPolicy();
  const window = policy ? apiCallWindow(policy) : null;
  const { principal, count } = await resolvePrincipal(req, window?.start ?? null, policy?.windowSeconds);
  if (!policy || !window) return { principal, rate: null };
  const state = count === null ? await countApiCall(`${principal.kind}:${principal.actorId}`, policy, window.now) : await apiCallCounted(policy, window, count);
  if (state.hits > state.limit) {
    throw new AppError(
      "rate_limited",
      `More than ${state.limit} calls in ${state.windowSeconds} s with these credentials: retry after ${state.resetSeconds} s`,
      {
        headers: rateLimitHeaders(state),
        extra: { limit: state.limit, windowSeconds: state.windowSeconds, retryAfterSeconds: state.resetSeconds },
      },
    );
  }
  return { principal, rate: state };
}

/**
 * The organization's idempotency records are shared by its callers; a caller restricted to some
 * employers keeps its own (its key's id and a hash of its key), so it can never replay an answer
 * recorded for a wider caller with the same Idempotency-Key and body.
 */
function idempotencyKeyOf(principal: Principal, key: string): string {
  if (isOrganizationWide(scopeOf(principal)) || key.length === 0 || key.length > 255) return key;
  return `${principal.kind}:${principal.actorId}:${createHash("sha256").update(key).digest("base64url")}`;
}

/** What the first request's record holds when its answer was withheld (never compared with an answer). */
const WITHHELD = Symbol("withheld") as unknown as string;

/** The problem a retry of a secret-bearing POST replays: what was created (its id, where to read it), never the secret. */
function withheldReplay(answer: unknown, location: string | null): AppError {
  const id = answer && typeof answer === "object" && "id" in answer && typeof answer.id === "string" ? answer.id : null;
  return new AppError(
    "idempotency_replay_withheld",
    "The request with this Idempotency-Key already succeeded; its answer held a secret that is never stored, so it is not replayed. Read the resource (resourceId, location), and revoke or rotate it if the secret was lost",
    { extra: { resourceId: id, location } },
  );
}

/** A strong entity tag of a JSON representation (the exact bytes a GET sends). */
export function entityTag(representation: unknown): string {
  const text = typeof representation === "string" ? representation : JSON.stringify(representation);
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 32)}"`;
}

/** If-Match (RFC 9110 §13.1.1): `*` or a list of strong tags; weak tags never match. */
function ifMatchHolds(header: string, current: string): boolean {
  const tags = header
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  return tags.some((t) => t === "*" || t === current);
}

/** For a created resource answered as an object with an id: `${collection}/${id}`. */
export function locationOf(collection: string) {
  return (result: unknown): string | null => {
    const id = result && typeof result === "object" && "id" in result ? (result as { id: unknown }).id : null;
    return typeof id === "string" ? `${collection}/${id}` : null;
  };
}

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/** A handler may return a Response to control headers (e.g. a warning header on DELETE). */
export function jsonResponse(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  return new Response(status === 204 ? null : JSON.stringify(data), { status, headers: h });
}

/** The query string as an object; `metadata[key]=value` pairs (OpenAPI deepObject) gather into `metadata`. */
function queryObject(url: URL): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  const metadata: [string, string][] = [];
  for (const [key, value] of url.searchParams) {
    const deep = /^metadata\[([^\]]*)\]$/.exec(key);
    if (deep) metadata.push([deep[1]!, value]);
    else out[key] = value;
  }
  // Object.fromEntries defines own members, even one named __proto__
  if (metadata.length > 0) out.metadata = Object.fromEntries(metadata);
  return out;
}

function logError(requestId: string, req: NextRequest, status: number, code: string, error: unknown) {
  // One structured line, never the message or payload (they may carry personal data).
  // The database code (SQLSTATE, Prisma or socket code) says what failed without saying whose data.
  const name = error instanceof Error ? error.name : typeof error;
  const dbCode = dbErrorCode(error);
  console.error(
    JSON.stringify({
      level: "error",
      time: new Date().toISOString(),
      requestId,
      method: req.method,
      path: new URL(req.url).pathname,
      status,
      code,
      error: name,
      ...(dbCode ? { dbCode } : {}),
    }),
  );
}

/**
 * The route wrapper: resolves the principal, enforces access, content type, size, JSON syntax,
 * query/params/body schemas, Idempotency-Key on POST, and turns every error into problem+json.
 */
export function route<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(config: RouteConfig<B, Q, P>) {
  return async function handle(req: NextRequest, routeContext?: NextRouteContext): Promise<Response> {
    const requestId = req.headers.get("x-request-id")?.slice(0, 64) || randomUUID();
    const url = new URL(req.url);
    const instance = url.pathname;
    let claim: IdempotencyClaim | null = null;
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let rate: ApiRateLimitState | null = null;
    try {
      const caller = await authenticate(req);
      const principal = caller.principal;
      rate = caller.rate;
      if (config.access !== "read") assertCanWrite(principal);
      if (config.access === "admin") assertAdmin(principal);
      assertPortalRouteAccess(principal, config.portal);
      if (config.organizationWide && !isOrganizationWide(scopeOf(principal))) {
        throw new AppError("forbidden", "These credentials are restricted to some employers: this resource concerns the whole organization");
      }

      let rawBody: unknown = undefined;
      if (config.body) {
        if (!isJsonContentType(req.headers.get("content-type"))) {
          throw new AppError("unsupported_media_type", "Send the body as application/json");
        }
        rawBody = parseJson(await readBodyText(req));
        assertCleanBody(rawBody);
      }
      assertCleanQuery(url.searchParams);

      let query: unknown = undefined;
      if (config.query) {
        const parsed = config.query.safeParse(queryObject(url));
        if (!parsed.success) {
          throw new AppError("invalid_query", "The query string is invalid", { errors: zodIssuesToFieldErrors(parsed.error) });
        }
        query = parsed.data;
      }

      let params: unknown = undefined;
      if (config.params) {
        const parsed = config.params.safeParse((await routeContext?.params) ?? {});
        // An id that is not even well-formed cannot exist: answer exactly like an unknown id.
        if (!parsed.success) throw new AppError("not_found", "Resource not found");
        params = parsed.data;
      }

      let body: unknown = undefined;
      if (config.body) {
        const parsed = config.body.safeParse(rawBody);
        if (!parsed.success) {
          throw new AppError("validation_failed", "The request contains invalid fields", { errors: zodIssuesToFieldErrors(parsed.error) });
        }
        body = parsed.data;
      }

      const idempotencyKey = req.method === "POST" && config.idempotent !== false ? req.headers.get("idempotency-key") : null;
      if (idempotencyKey !== null) {
        const outcome = await claimIdempotencyKey({
          organizationId: principal.organizationId,
          key: idempotencyKeyOf(principal, idempotencyKey),
          method: req.method,
          path: url.pathname + url.search,
          body: rawBody,
        });
        if (outcome.kind === "replay") {
          return new Response(outcome.body || null, {
            status: outcome.status,
            headers: {
              "content-type": outcome.status >= 400 ? "application/problem+json" : "application/json; charset=utf-8",
              "idempotent-replayed": "true",
              "x-request-id": requestId,
              "cache-control": "no-store",
              [API_VERSION_HEADER]: API_VERSION,
              ...(config.deprecated ? deprecationHeaders(config.deprecated) : {}),
            },
          });
        }
        claim = outcome.claim;
      }

      const ctx: HandlerContext<B, Q, P> = {
        req,
        principal,
        body: body as Infer<B>,
        query: query as Infer<Q>,
        params: params as Infer<P>,
        requestId,
        // the organization's tables read before the service's transaction (primeRates)
        service: await primeRates(serviceContext(principal, requestId)),
      };
      const ifMatch = req.headers.get("if-match");
      const preconditionFailed = (current: string) =>
        new AppError("precondition_failed", "The resource changed since you read it (If-Match does not match its ETag): read it again and retry", {
          extra: { etag: current },
        });
      if (ifMatch !== null && config.currentRepresentation) {
        // a cheap early refusal; the check that counts runs again inside the write transaction
        const current = entityTag(await config.currentRepresentation(ctx));
        if (!ifMatchHolds(ifMatch, current)) throw preconditionFailed(current);
      }

      // What must commit with the service's write: the key's answer, the If-Match check.
      const hooks: TransactionHooks = {};
      const successStatus = config.status ?? 200;
      let recordedBody: string | null = null;
      const keyClaim = claim;
      const withheld = config.idempotent === "withheld";
      if (keyClaim) {
        hooks.beforeCommit = async (tx, answer) => {
          if (answer instanceof Response) return;
          if (withheld) {
            // the secret never reaches the store: a retry learns what was created, not the secret
            const problem = withheldReplay(answer, config.location ? config.location(answer, ctx) : null);
            await completeIdempotencyKeyIn(tx.sql, keyClaim, STATUS_BY_CODE[problem.code], JSON.stringify(problemBody(problem, instance, requestId)));
            recordedBody = WITHHELD;
            return;
          }
          const text = successStatus === 204 ? "" : JSON.stringify(answer);
          await completeIdempotencyKeyIn(tx.sql, keyClaim, successStatus, text);
          recordedBody = text;
        };
        // a slow request keeps its key: the lease frees only the key of a request that died
        const beat = Math.max(50, Math.floor(idempotencyLeaseMs() / 3));
        heartbeat = setInterval(() => void extendIdempotencyLease(keyClaim).catch(() => undefined), beat);
        heartbeat.unref();
      }
      const currentRepresentation = config.currentRepresentation;
      if (currentRepresentation && (req.method === "PATCH" || req.method === "DELETE")) {
        hooks.atStart = async (tx) => {
          // writers of one resource take turns, so the representation read here is the one this write changes
          await tx.sql.query("SELECT pg_advisory_xact_lock(hashtext($1))::text AS locked", [`resource:${principal.organizationId}:${url.pathname}`]);
          if (ifMatch === null) return;
          const current = entityTag(await currentRepresentation(ctx, tx.prisma ?? undefined));
          if (!ifMatchHolds(ifMatch, current)) throw preconditionFailed(current);
        };
      }
      const { result } =
        hooks.atStart || hooks.beforeCommit ? await withTransactionHooks(hooks, () => config.handler(ctx)) : { result: await config.handler(ctx) };
      const response = result instanceof Response ? result : jsonResponse(result, successStatus);
      if (config.location && (response.status === 201 || response.status === 202)) {
        const location = config.location(result, ctx);
        if (location) response.headers.set("location", location);
      }
      if (response.status === 200 && config.etag && !(result instanceof Response)) response.headers.set("etag", entityTag(result));
      if (response.status === 200 && currentRepresentation && req.method === "PATCH") response.headers.set("etag", entityTag(await currentRepresentation(ctx)));
      response.headers.set("x-request-id", requestId);
      response.headers.set(API_VERSION_HEADER, API_VERSION);
      if (config.deprecated) for (const [name, value] of Object.entries(deprecationHeaders(config.deprecated))) response.headers.set(name, value);
      if (rate) for (const [name, value] of Object.entries(rateLimitHeaders(rate))) response.headers.set(name, value);
      // API answers hold an organization's data: never stored by a browser or a shared cache
      if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
      if (claim) {
        const done = claim;
        claim = null;
        // recorded in the write transaction, or an operation that wrote nothing (a check): then after
        // it, and a failure here only leaves the key to its lease, never changes this answer
        const text = await response.clone().text();
        if (recordedBody === null) await completeIdempotencyKey(done, response.status, text).catch(() => undefined);
        // a service whose answer is not what its transaction recorded (a mapping missing): the replay must still be this answer
        else if (recordedBody !== text && recordedBody !== WITHHELD) await overwriteIdempotencyAnswer(done, response.status, text).catch(() => undefined);
      }
      return response;
    } catch (error) {
      const appError = translateDbError(error) ?? new AppError("internal_error", "An unexpected error occurred; quote the requestId when reporting it");
      const response = problemResponse(appError, instance, requestId, {
        ...(rate && appError.code !== "rate_limited" ? rateLimitHeaders(rate) : {}),
        ...(config.deprecated ? deprecationHeaders(config.deprecated) : {}),
      });
      if (response.status >= 500) logError(requestId, req, response.status, appError.code, error);
      if (claim) {
        if (response.status >= 500) await releaseIdempotencyKey(claim);
        else await completeIdempotencyKey(claim, response.status, await response.clone().text()).catch(() => undefined);
      }
      return response;
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
  };
}

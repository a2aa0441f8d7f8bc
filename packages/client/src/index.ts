/**
 * A typed client of the Paghe Domestiche /v1 API: openapi-fetch over the types generated from the
 * API's OpenAPI document (./schema.d.ts). Every path, parameter, body and response is typed from
 * the document; calls return `{ data, error, response }`, and `unwrap` turns an error into a thrown
 * `ApiError` carrying the problem+json body.
 */
import createFetchClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema";

export type { components, paths } from "./schema";
export type Schemas = components["schemas"];
/** An RFC 9457 problem+json error body, with the API's stable `code` and field `errors`. */
export type Problem = components["schemas"]["Problem"];
export type PagheClient = Client<paths>;

export interface PagheClientOptions {
  /** a custom fetch (tests, proxies); defaults to the global fetch */
  fetch?: ClientOptions["fetch"];
  /** headers sent with every request, besides Authorization */
  headers?: Record<string, string>;
}

/** A client for the API at `baseUrl` (e.g. "https://paghe.example.it"), authenticated by an API key (`dp_live_…`). */
export function createClient(baseUrl: string, apiKey: string, options: PagheClientOptions = {}): PagheClient {
  return createFetchClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: { ...options.headers, Authorization: `Bearer ${apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * The header making a POST safe to retry: the same key with the same body replays the first
 * answer instead of acting twice. Pass it as a call's `headers`; keep the key to retry with it.
 */
export function idempotencyKey(key: string = crypto.randomUUID()): { "Idempotency-Key": string } {
  return { "Idempotency-Key": key };
}

/** A non-2xx answer: its HTTP status and, when the API sent one, its problem+json body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
  ) {
    super(problem ? `${status} ${problem.code}: ${problem.detail}` : `HTTP ${status}`);
    this.name = "ApiError";
  }
}

function isProblem(value: unknown): value is Problem {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string";
}

/** The data of a successful call; throws ApiError for an error answer. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok || result.data === undefined) {
    throw new ApiError(result.response.status, isProblem(result.error) ? result.error : undefined);
  }
  return result.data;
}

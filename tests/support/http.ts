import { NextRequest } from "next/server";
import { appendFileSync } from "node:fs";
import { TEST_API_KEY } from "./constants";
import { appOpenApiContract } from "./openapi-contract";

type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  /** API key; null sends no Authorization header. Defaults to the demo organization's key. */
  key?: string | null;
  query?: Record<string, string | number | boolean | undefined>;
  params?: Record<string, string>;
  body?: unknown;
  /** raw body text (sent as is) */
  rawBody?: string;
  headers?: Record<string, string>;
  /**
   * false skips the check against the OpenAPI document, for a request that is deliberately
   * outside it (an unknown path, a method no operation has).
   */
  contract?: boolean;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * Calls a route handler exactly as Next.js would (a NextRequest in, a Response out), so the
 * whole wrapper — auth, parsing, validation, services, serialization — runs against the database.
 */
export async function call<T = any>(handler: RouteHandler, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  const key = options.key === undefined ? TEST_API_KEY : options.key;
  if (key) headers.set("authorization", `Bearer ${key}`);
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (options.contract !== false) {
    const mismatches = appOpenApiContract().check(method, url.pathname, { status: res.status, contentType: res.headers.get("content-type"), body: parsed });
    if (mismatches.length > 0) {
      if (process.env.OPENAPI_CONTRACT_REPORT) appendFileSync(process.env.OPENAPI_CONTRACT_REPORT, `${mismatches.join("\n")}\n`);
      else throw new Error(`The response disagrees with the OpenAPI document:\n${mismatches.join("\n")}`);
    }
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

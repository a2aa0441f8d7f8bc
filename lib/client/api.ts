"use client";
/** Browser fetcher for our own /v1 API (session cookie). Understands problem+json. */

export interface FieldProblem {
  path: string;
  /** the API's English, for logs: screens use fieldProblemText (code and params) */
  message: string;
  code: string;
  params?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly requestId: string | null,
    readonly errors: FieldProblem[] = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

type RequestOptions = { method?: string; body?: unknown; headers?: Record<string, string> };

/** The request and its problem+json handling, once: the body and the response headers. */
export async function apiRequest<T>(path: string, init: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: { accept: "application/json", ...(init.body !== undefined ? { "content-type": "application/json" } : {}), ...init.headers },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network_error", "network", null);
  }
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // a proxy's HTML error page: keep the status, say nothing more
  }
  if (!response.ok) {
    // a clerk whose session expired: the app shell offers to sign in again where the clerk is
    if (response.status === 401 && typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    throw new ApiError(
      response.status,
      String(data.code ?? "error"),
      String(data.detail ?? response.statusText),
      (data.requestId as string | undefined) ?? response.headers.get("x-request-id"),
      (data.errors as FieldProblem[] | undefined) ?? [],
      data,
    );
  }
  return { data: data as T, headers: response.headers };
}

/** Fired on window when an API call answers 401 (components/layout/session-expired-dialog.tsx). */
export const SESSION_EXPIRED_EVENT = "paghe:session-expired";

export async function apiFetch<T>(path: string, init: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, init)).data;
}

export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : "";
}

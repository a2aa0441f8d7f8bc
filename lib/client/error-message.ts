"use client";
import type { Dictionary } from "@/lib/i18n/dictionary";
import { ApiError } from "./api";

/** A sentence for the clerk from any error thrown by apiFetch. */
export function errorMessage(error: unknown, t: Dictionary): string {
  if (!(error instanceof ApiError)) return t.common.states.error;
  const known = t.common.errors.codes[error.code];
  if (known) return known;
  switch (error.status) {
    case 0:
      return t.common.errors.network;
    case 401:
      return t.common.errors.unauthorized;
    case 403:
      return t.common.errors.forbidden;
    case 404:
      return t.common.errors.notFound;
    // never the API's English detail: the clerk reads the screen's language (issue 15 point 16)
    case 409:
      return t.common.errors.conflict;
    case 422:
      return t.common.errors.validation;
    case 503:
      return t.common.errors.unavailable;
    default:
      return error.status >= 500 ? t.common.errors.unexpected(error.requestId ?? "-") : t.common.states.error;
  }
}

import "server-only";

/**
 * The version of the public API every /v1 answer names (header `API-Version`), and the deprecation
 * mechanism (docs/api-versioning.md): the route wrapper and the OpenAPI document both read them.
 *
 * `API-Version` is the OpenAPI document's `info.version`: MAJOR is the path prefix (/v1), MINOR grows
 * with every addition (a field, an operation, an error code), PATCH with corrections of the document.
 */
export const API_VERSION = "1.4.0";
export const API_VERSION_HEADER = "api-version";

/** What a retired operation announces until its sunset (RFC 9745 Deprecation, RFC 8594 Sunset). */
export interface Deprecation {
  /** the day it was deprecated, YYYY-MM-DD (Deprecation header) */
  since: string;
  /** the day after which it may stop answering, YYYY-MM-DD (Sunset header); at least 6 months after `since` */
  sunset: string;
  /** where the replacement and the migration are described (Link rel="deprecation") */
  link: string;
}

/** The least notice between deprecation and sunset, in months (docs/api-versioning.md). */
export const MIN_DEPRECATION_NOTICE_MONTHS = 6;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(day: string): Date {
  if (!DAY.test(day)) throw new Error(`Deprecation dates are YYYY-MM-DD, got ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

/** Whether a deprecation gives the promised notice (sunset ≥ since + MIN_DEPRECATION_NOTICE_MONTHS). */
export function givesEnoughNotice(deprecation: Deprecation): boolean {
  const since = dayStart(deprecation.since);
  const earliest = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + MIN_DEPRECATION_NOTICE_MONTHS, since.getUTCDate()));
  return dayStart(deprecation.sunset).getTime() >= earliest.getTime();
}

/**
 * The headers of an answer of a deprecated operation: `Deprecation: @<unix seconds>` (RFC 9745,
 * a structured-field date), `Sunset: <HTTP-date>` (RFC 8594) and a Link to the migration notes.
 */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const since = dayStart(deprecation.since);
  const sunset = dayStart(deprecation.sunset);
  return {
    deprecation: `@${Math.floor(since.getTime() / 1000)}`,
    sunset: sunset.toUTCString(),
    link: `<${deprecation.link}>; rel="deprecation"; type="text/html"`,
  };
}

/**
 * Every deprecated operation, keyed `METHOD /v1/path/{param}` as the OpenAPI document names it: the
 * document marks each `deprecated: true` and declares the headers; the operation's route passes the
 * same entry as its `deprecated` option (`route({ deprecated: DEPRECATED_OPERATIONS["GET /v1/…"], … })`),
 * and a test checks the two agree. None is deprecated yet.
 */
export const DEPRECATED_OPERATIONS: Readonly<Record<string, Deprecation>> = {};

import "server-only";
/**
 * Helpers for the personalInfo / businessDetails objects as stored (JSONB): only the fields
 * that are set, never nulls, so the stored object and the API response stay sparse.
 */
export type Details = Record<string, string>;

/** Drops null, undefined and "" members: what remains is what is set. */
export function compactDetails(input: Record<string, unknown> | null | undefined): Details {
  const out: Details = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === null || value === undefined || value === "") continue;
    out[key] = String(value);
  }
  return out;
}

/** PATCH semantics: a member present in the patch replaces the stored one; null clears it. */
export function mergeDetails(stored: unknown, patch: Record<string, unknown>): Details {
  const base = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) merged[key] = value;
  return compactDetails(merged);
}

export function sameDetails(a: unknown, b: unknown): boolean {
  const x = compactDetails(a as Record<string, unknown> | null);
  const y = compactDetails(b as Record<string, unknown> | null);
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (x[key] !== y[key]) return false;
  return true;
}

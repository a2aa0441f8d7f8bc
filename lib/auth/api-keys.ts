import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** Recognisable prefix so secret scanners can find leaked keys. */
export const API_KEY_PREFIX = "dp_live_";
/** A test-mode key's prefix: a key of the organization's sandbox (docs/api-sandbox.md). Same length as the live one. */
export const TEST_API_KEY_PREFIX = "dp_test_";
export type ApiKeyMode = "live" | "test";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** 32 base62 characters ≈ 190 bits of entropy. */
export function generateApiKey(mode: ApiKeyMode = "live"): { key: string; keyHash: string; displayPrefix: string } {
  const bytes = randomBytes(32);
  let body = "";
  for (const byte of bytes) body += BASE62[byte % 62];
  const key = `${mode === "test" ? TEST_API_KEY_PREFIX : API_KEY_PREFIX}${body}`;
  return { key, keyHash: hashApiKey(key), displayPrefix: displayPrefixOf(key) };
}

export function displayPrefixOf(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + 4);
}

export function looksLikeApiKey(value: string): boolean {
  return /^dp_(live|test)_[0-9A-Za-z]{16,64}$/.test(value);
}

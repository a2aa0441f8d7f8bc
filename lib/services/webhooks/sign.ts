import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (README "Webhooks"). */
export const SIGNATURE_HEADER = "paghe-signature";

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;

export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** The receiver's check (the documented recipe): same HMAC, constant-time compare, fresh timestamp. */
export function verifySignature(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(",").map((kv) => kv.split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

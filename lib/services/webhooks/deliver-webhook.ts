import "server-only";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { getDb } from "@/lib/db/client";
import { isBlockedAddress, privateTargetsAllowed, safeLookup } from "./safe-target";
import { signatureHeader, SIGNATURE_HEADER } from "./sign";

/**
 * POST the body and answer the status. The socket resolves the host through safeLookup, so the
 * address connected to is the one checked (no redirects are followed: a 3xx is a failed attempt).
 */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !privateTargetsAllowed() && isBlockedAddress(host))
    return Promise.reject(Object.assign(new Error("blocked address"), { name: "BlockedAddress" }));
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup: safeLookup, timeout: timeoutMs },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { name: "TimeoutError" })));
    req.on("error", reject);
    req.end(body);
  });
}

export class WebhookDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookDeliveryError";
  }
}

/**
 * One attempt of a delivery (a queue job). A 2xx answer marks it succeeded; anything else is
 * logged with its status and thrown, so pg-boss retries it with exponential backoff; the last
 * attempt marks it failed.
 */
export async function deliverWebhook(job: { deliveryId: string }, attempt: { retryCount: number; retryLimit: number }): Promise<void> {
  const db = getDb();
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: job.deliveryId },
    select: { id: true, eventId: true, status: true, attempts: true, payload: true, endpoint: { select: { url: true, secret: true, enabled: true } } },
  });
  if (!delivery || delivery.status !== "pending") return;
  if (!delivery.endpoint.enabled) {
    // disabled since the event: not sent, and closed so it is not queued again
    await db.webhookDelivery.update({
      where: { id: delivery.id },
      data: { status: "failed", lastError: "endpoint disabled", lastAttemptAt: new Date() },
      select: { id: true },
    });
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  let responseStatus: number | null = null;
  let lastError: string | null = null;
  try {
    responseStatus = await post(
      delivery.endpoint.url,
      {
        "content-type": "application/json",
        "user-agent": "paghe-domestiche-webhooks/1",
        [SIGNATURE_HEADER]: signatureHeader(delivery.endpoint.secret, body, timestamp),
        // the same on every attempt of a delivery: receivers drop what they have already handled
        "paghe-event-id": delivery.eventId,
        "paghe-delivery-id": delivery.id,
      },
      body,
      10_000,
    );
    if (responseStatus < 200 || responseStatus > 299) lastError = `HTTP ${responseStatus}`;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    lastError = code === "EBLOCKEDADDRESS" ? "BlockedAddress" : error instanceof Error ? error.name : "error";
  }
  const succeeded = lastError === null;
  // a delivery put back on the queue (fair-delivery.ts) is a new job: its attempts so far are the delivery's
  const final = succeeded || Math.max(attempt.retryCount, delivery.attempts) >= attempt.retryLimit;
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: { attempts: { increment: 1 }, responseStatus, lastError, lastAttemptAt: new Date(), status: succeeded ? "succeeded" : final ? "failed" : "pending" },
    select: { id: true },
  });
  if (!succeeded) throw new WebhookDeliveryError(lastError ?? "failed");
}

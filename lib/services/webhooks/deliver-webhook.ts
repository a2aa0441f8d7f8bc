import { getDb } from "@/lib/db/client";
import { signatureHeader, SIGNATURE_HEADER } from "./sign";

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
  const delivery = await db.webhookDelivery.findUnique({ where: { id: job.deliveryId }, select: { id: true, status: true, payload: true, endpoint: { select: { url: true, secret: true, enabled: true } } } });
  if (!delivery || delivery.status === "succeeded" || !delivery.endpoint.enabled) return;
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  let responseStatus: number | null = null;
  let lastError: string | null = null;
  try {
    const res = await fetch(delivery.endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "paghe-domestiche-webhooks/1", [SIGNATURE_HEADER]: signatureHeader(delivery.endpoint.secret, body, timestamp) },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    responseStatus = res.status;
    await res.body?.cancel().catch(() => undefined);
    if (!res.ok) lastError = `HTTP ${res.status}`;
  } catch (error) {
    lastError = error instanceof Error ? error.name : "error";
  }
  const succeeded = lastError === null;
  const final = succeeded || attempt.retryCount >= attempt.retryLimit;
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: { attempts: { increment: 1 }, responseStatus, lastError, lastAttemptAt: new Date(), status: succeeded ? "succeeded" : final ? "failed" : "pending" },
    select: { id: true },
  });
  if (!succeeded) throw new WebhookDeliveryError(lastError ?? "failed");
}

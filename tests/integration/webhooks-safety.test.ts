/**
 * Webhooks that cannot be turned against us or lost (issue 13):
 * - SSRF: an endpoint URL on this machine or a private network is refused when saved (422
 *   webhook_url_not_allowed with the pointer), and a delivery never connects to such an address;
 * - the outbox: deliveries are recorded in the transaction of the change (a rolled-back change
 *   leaves none), and deliveries recorded but never queued are found and queued again.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as endpoints from "@/app/(api)/v1/webhook-endpoints/route";
import * as oneEndpoint from "@/app/(api)/v1/webhook-endpoints/[id]/route";
import { getDb } from "@/lib/db/client";
import { deliverWebhook } from "@/lib/services/webhooks/deliver-webhook";
import { recordWebhookEvent, requeueStrandedDeliveries } from "@/lib/services/webhooks/emit-webhook-event";
import { isBlockedAddress, unsafeTargetReason } from "@/lib/services/webhooks/safe-target";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const allowPrivate = process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE;
afterEach(() => {
  process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE = allowPrivate;
});

describe("SSRF", () => {
  it("knows the private and reserved ranges, IPv4-mapped IPv6 included", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
    ])
      expect(isBlockedAddress(a), a).toBe(true);
    for (const a of ["93.184.216.34", "172.32.0.1", "8.8.8.8", "2606:4700::1111"]) expect(isBlockedAddress(a), a).toBe(false);
  });

  it("refuses to save an endpoint on loopback, a private network, the cloud metadata address or localhost; nothing is written", async () => {
    process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE = "false";
    const before = await getDb().webhookEndpoint.count();
    for (const url of [
      "http://127.0.0.1:8080/hook",
      "http://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/hook",
      "http://[::1]/hook",
      "http://localhost:3000/v1/me",
      "http://app.localhost/hook",
    ]) {
      const res = await call(endpoints.POST, "POST", "/v1/webhook-endpoints", { body: { url, events: ["payslip.finalized"] } });
      expect(res.status, url).toBe(422);
      expect(res.body.code).toBe("webhook_url_not_allowed");
      expect(res.body.errors).toEqual([expect.objectContaining({ path: "/url", code: "webhook_url_not_allowed" })]);
    }
    expect(await getDb().webhookEndpoint.count()).toBe(before);
    expect(await unsafeTargetReason("https://93.184.216.34/hook")).toBeNull();
  });

  it("refuses a PATCH that moves an endpoint to a private address", async () => {
    const created = await call(endpoints.POST, "POST", "/v1/webhook-endpoints", { body: { url: "https://93.184.216.34/hook", events: ["payslip.finalized"] } });
    expect(created.status, created.text).toBe(201);
    process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE = "false";
    const id = created.body.id as string;
    const moved = await call(oneEndpoint.PATCH, "PATCH", `/v1/webhook-endpoints/${id}`, { params: { id }, body: { url: "http://192.168.0.10/hook" } });
    expect(moved.status).toBe(422);
    expect((await getDb().webhookEndpoint.findUniqueOrThrow({ where: { id } })).url).toBe("https://93.184.216.34/hook");
    await getDb().webhookEndpoint.delete({ where: { id } });
  });

  it("a delivery to an endpoint saved while allowed never connects to a private address once the rule applies", async () => {
    const endpoint = await getDb().webhookEndpoint.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, url: "http://127.0.0.1:9/hook", events: ["payslip.finalized"], secret: "whsec_test" },
    });
    const [deliveryId] = await recordWebhookEvent(getDb(), DEMO_ORGANIZATION_ID, "payslip.finalized", { object: { id: "x" } });
    process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE = "false";
    await expect(deliverWebhook({ deliveryId: deliveryId! }, { retryCount: 8, retryLimit: 8 })).rejects.toThrow();
    expect(await getDb().webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId! } })).toMatchObject({
      status: "failed",
      lastError: "BlockedAddress",
      responseStatus: null,
    });
    await getDb().webhookEndpoint.delete({ where: { id: endpoint.id } });
  });
});

describe("the outbox", () => {
  it("a change rolled back leaves no delivery; deliveries never queued are queued again", async () => {
    const endpoint = await getDb().webhookEndpoint.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, url: "https://93.184.216.34/hook", events: ["payslip.deleted"], secret: "whsec_test" },
    });
    const recorded: string[] = [];
    await expect(
      getDb().$transaction(async (tx) => {
        recorded.push(...(await recordWebhookEvent(tx, DEMO_ORGANIZATION_ID, "payslip.deleted", { object: { id: "rolled-back" } })));
        throw new Error("the change fails after the event was recorded");
      }),
    ).rejects.toThrow();
    expect(recorded).toHaveLength(1);
    expect(await getDb().webhookDelivery.count({ where: { id: { in: recorded } } })).toBe(0);

    // committed but the process died before queueing: an old pending delivery with no job
    const [stranded] = await recordWebhookEvent(getDb(), DEMO_ORGANIZATION_ID, "payslip.deleted", { object: { id: "stranded" } });
    await getDb().webhookDelivery.update({ where: { id: stranded! }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    const requeued = await requeueStrandedDeliveries();
    expect(requeued).toBeGreaterThanOrEqual(1);
    const jobs = await getDb().$queryRaw<
      { n: bigint }[]
    >`SELECT count(*)::bigint AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = ${stranded}`;
    expect(Number(jobs[0]?.n)).toBe(1);
    // queued once: a second sweep finds its job and leaves it
    await requeueStrandedDeliveries();
    const again = await getDb().$queryRaw<
      { n: bigint }[]
    >`SELECT count(*)::bigint AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = ${stranded}`;
    expect(Number(again[0]?.n)).toBe(1);
    await getDb().webhookEndpoint.delete({ where: { id: endpoint.id } });
  });
});

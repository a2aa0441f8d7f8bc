/**
 * Issue 27 point 4: organization A's receiver that hangs (answers after the 10 s timeout) does not
 * hold up organization B's deliveries: B's event arrives within a few seconds although A's six
 * deliveries were queued before it (one worker delivering in order took 60 s and more).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import type { WebhookEventType } from "@/lib/validation/webhook-endpoint";
import { DEMO_ORGANIZATION_ID as ORG_A, OTHER_ORGANIZATION_ID as ORG_B } from "@/prisma/seed/demo";

/** An event outside any larger change: recorded, then queued. */
async function emitWebhookEvent(organizationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  await queueWebhookDeliveries(await recordWebhookEvent(getDb(), organizationId, type, data));
}

const sockets = new Set<Socket>();
const servers: Server[] = [];
async function receiver(onRequest: (req: IncomingMessage) => void, answer: boolean): Promise<string> {
  const server = createServer((req, res) => {
    onRequest(req);
    req.resume();
    if (answer) res.end("ok"); // the slow receiver never answers: each attempt ends at the timeout
  });
  server.on("connection", (s) => sockets.add(s));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
}

const endpointIds: string[] = [];
afterAll(async () => {
  await getDb().webhookEndpoint.deleteMany({ where: { id: { in: endpointIds } } });
  for (const s of sockets) s.destroy();
  for (const s of servers) s.close();
  await stopBoss();
});

// A latency bound between organizations needs deliveries running side by side, each on its own
// session: the embedded database serves one session at a time, where B's delivery waits for every
// statement of everything else the workers do. Measured on the embedded database (28 Nov): alone
// 0.5 s; after five webhook-heavy files 1.2 s (other files' endpoints of A still subscribed, so A's
// six events make twelve deliveries); in the whole tier of a fresh clone 6.5 s. What grows with the
// files before it is the work startWorkers' first sweep finds on the one connection: the
// communications due but never notified (each batch of 25 was 27 statements in one transaction,
// now 5: recordWebhookEvents), the stranded-delivery check (the pending deliveries against the
// queue's jobs, by a JSON field without an index) and the leftover deliveries to other files'
// receivers. Not yet measured in a whole embedded tier after the batch fix, so the bound stays on
// Postgres.
const onPostgres = inject("databaseKind") === "postgres";

describe.skipIf(!onPostgres)("webhook deliveries are fair across organizations (needs a real Postgres: sessions side by side)", () => {
  it("a hanging receiver of organization A does not delay organization B's delivery beyond a few seconds", { timeout: 60_000 }, async () => {
    let slowHits = 0;
    const arrivals: { at: number; eventId: string | undefined }[] = [];
    const slowUrl = await receiver(() => slowHits++, false);
    const fastUrl = await receiver((req) => arrivals.push({ at: Date.now(), eventId: req.headers["paghe-event-id"] as string | undefined }), true);
    const db = getDb();
    const make = (organizationId: string, url: string) =>
      db.webhookEndpoint.create({ data: { organizationId, url, events: ["payroll_run.completed"], secret: "whsec_fairness_test" }, select: { id: true } });
    endpointIds.push((await make(ORG_A, slowUrl)).id, (await make(ORG_B, fastUrl)).id);

    await startWorkers();
    for (let i = 0; i < 6; i++) await emitWebhookEvent(ORG_A, "payroll_run.completed", { object: { id: `slow-${i}` } });
    // A's first delivery is hanging by now
    const until = Date.now() + 10_000;
    while (slowHits === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(slowHits).toBe(1);
    const sent = Date.now();
    await emitWebhookEvent(ORG_B, "payroll_run.completed", { object: { id: "fast" } });
    while (arrivals.length === 0 && Date.now() - sent < 30_000) await new Promise((r) => setTimeout(r, 50));
    expect(arrivals).toHaveLength(1);
    // "a few seconds" (issue 34 point 4): the bound of the runs' fairness test; 4 s was missed by 37 ms once in a whole tier
    expect(arrivals[0]!.at - sent).toBeLessThan(5_000);
    // the receiver can drop a repeated delivery by this header (README: deduplication)
    const delivered = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpointIds[1] }, select: { eventId: true, status: true } });
    expect(arrivals[0]!.eventId).toBe(delivered.eventId);
    // and A's hanging endpoint is tried one delivery at a time, not six
    expect(slowHits).toBe(1);
  });
});

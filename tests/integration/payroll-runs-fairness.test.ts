/**
 * Issue 34 point 4: one organization's large month-end does not hold up another's small one, nor
 * its webhooks. The large run's batches are queued first; the small run, started right after,
 * completes while the large one is still running (runs take turns, one batch each:
 * lib/services/payroll-runs/create-payroll-run.ts), and its `payroll_run.completed` reaches the
 * small organization's receiver while the large run's batches are still being computed (deliveries
 * have a queue and workers of their own).
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";
import { PAYROLL_BATCH_SIZE } from "@/lib/services/payroll-runs/create-payroll-run";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";

const RUN = Date.now().toString(36);
const LARGE = 4 * PAYROLL_BATCH_SIZE;
const orgs = { large: { id: "", key: "" }, small: { id: "", key: "" } };

async function book(name: string, contracts: number) {
  const db = getDb();
  const id = (await buildOrganization(db, { name: `${name} ${RUN}` })).id;
  const key = (await buildApiKey(db, { organizationId: id, name: `${name} fairness` })).key;
  const employer = await buildEmployer(db, id, { type: "domestic", personalInfo: { firstName: "Equa", lastName: name } });
  for (let i = 0; i < contracts; i++)
    await buildContract(db, id, employer.id, {
      worker: { firstName: "W", lastName: `${name}${i}`, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2025-01-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
  return { id, key };
}

const view = async (id: string, key: string) => (await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { key, params: { id }, query: { limit: 1 } })).body;

/** The small organization's receiver: when each webhook arrived, with its event type and run id. */
const arrivals: { at: number; type: string; runId: string }[] = [];
let receiver: Server | null = null;
let endpointId = "";

beforeAll(async () => {
  orgs.large = await book("Grande", LARGE);
  orgs.small = await book("Piccola", 2);
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const event = JSON.parse(body) as { type: string; data: { object: { id: string } } };
      arrivals.push({ at: Date.now(), type: event.type, runId: event.data.object.id });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver!.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  endpointId = (
    await getDb().webhookEndpoint.create({
      data: { organizationId: orgs.small.id, url, events: ["payroll_run.completed"], secret: "whsec_run_fairness" },
      select: { id: true },
    })
  ).id;
  await startWorkers();
}, 180_000);

afterAll(async () => {
  await stopBoss();
  if (endpointId) await getDb().webhookEndpoint.deleteMany({ where: { id: endpointId } });
  receiver?.close();
});

// deliveries side by side with the batches need sessions side by side (the embedded database serves one at a time)
const onPostgres = inject("databaseKind") === "postgres";

describe("fair between organizations", () => {
  it("a 2-contract run started after a 400-contract run completes while the large one is still running", async () => {
    const large = await call(runs.POST, "POST", "/v1/payroll-runs", {
      key: orgs.large.key,
      body: { period: "2025-02", scope: "all", autoFillEmptyMonths: true },
    });
    expect(large.status, large.text).toBe(202);
    const small = await call(runs.POST, "POST", "/v1/payroll-runs", {
      key: orgs.small.key,
      body: { period: "2025-02", scope: "all", autoFillEmptyMonths: true },
    });
    expect(small.status, small.text).toBe(202);
    let smallView = await view(small.body.id, orgs.small.key);
    let largeAtSmallEnd = await view(large.body.id, orgs.large.key);
    for (const until = Date.now() + 120_000; smallView.status === "running" && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 100));
      smallView = await view(small.body.id, orgs.small.key);
      largeAtSmallEnd = await view(large.body.id, orgs.large.key);
    }
    expect(smallView.status).toBe("completed");
    expect(smallView.processed).toBe(2);
    // the large run was still running when the small one was done; on Postgres it had most of its
    // batches still to do. The embedded database's one connection serves the small run's own
    // requests between the large run's batches of 100, so there the small run starts later.
    expect(largeAtSmallEnd.status).toBe("running");
    if (onPostgres) expect(largeAtSmallEnd.processed).toBeLessThan(LARGE / 2);
    else expect(largeAtSmallEnd.processed).toBeLessThan(LARGE);
    // and it completes in its turn
    let largeView = largeAtSmallEnd;
    for (const until = Date.now() + 240_000; largeView.status === "running" && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 300));
      largeView = await view(large.body.id, orgs.large.key);
    }
    expect(largeView.status).toBe("completed");
    expect(largeView.processed).toBe(LARGE);
    expect(new Date(smallView.completedAt).getTime()).toBeLessThan(new Date(largeView.completedAt).getTime());
    if (onPostgres) {
      // the small run's webhook arrived once, within a few seconds of its completion (point 4: the
      // large run does not delay it more than that). Waited for here: the large run may complete
      // sooner than that after the small one, which says nothing of the delivery's delay.
      const smallDone = new Date(smallView.completedAt).getTime();
      while (!arrivals.some((a) => a.runId === small.body.id) && Date.now() < smallDone + 10_000) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 500)); // a repeated delivery would arrive too
      const smallHooks = arrivals.filter((a) => a.runId === small.body.id);
      expect(smallHooks.map((a) => a.type)).toEqual(["payroll_run.completed"]);
      expect(smallHooks[0]!.at - smallDone).toBeLessThan(5_000);
    }
  }, 400_000);
});

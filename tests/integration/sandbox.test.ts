/**
 * The sandbox (issue 33 point 1): a test-mode key made from the live organization acts on the
 * organization's sandbox, seeded with the domestic cases; live and test data never meet; a reset
 * restores exactly the seeded cases; webhooks carry livemode.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";
import * as oneApiKey from "@/app/(api)/v1/api-keys/[id]/route";
import * as employers from "@/app/(api)/v1/employers/route";
import * as me from "@/app/(api)/v1/me/route";
import * as reset from "@/app/(api)/v1/sandbox/reset/route";
import * as endpoints from "@/app/(api)/v1/webhook-endpoints/route";
import { getDb } from "@/lib/db/client";
import { recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { SANDBOX_SEED_COUNTS } from "@/prisma/seed/sandbox";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";

let admin: Record<string, string> = {};
let testKey = "";
let sandboxId = "";

const SEEDED_EMPLOYERS = ["Bianchi Carla", "Colombo Anna", "Ferrari Paola", "Rossi Giorgio", "Verdi Luca"];

async function sandboxEmployerNames(key: string, organizationId: string): Promise<string[]> {
  const res = await call(employers.GET, "GET", "/v1/employers", { key, query: { organizationId, limit: 100 } });
  expect(res.status, res.text).toBe(200);
  return res.body.data.map((e: { displayName: string }) => e.displayName);
}

beforeAll(async () => {
  admin = { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" };
  const created = await call(apiKeys.POST, "POST", "/v1/api-keys", { key: null, headers: admin, body: { name: "Sandbox integration", mode: "test" } });
  expect(created.status, created.text).toBe(201);
  testKey = created.body.key;
  const sandbox = await getDb().organization.findUniqueOrThrow({ where: { sandboxOfId: DEMO_ORGANIZATION_ID }, select: { id: true, livemode: true } });
  expect(sandbox.livemode).toBe(false);
  sandboxId = sandbox.id;
});

describe("test-mode keys", () => {
  it("start with dp_test_, say mode test and are listed (and revocable) with the live organization's keys", async () => {
    expect(testKey).toMatch(/^dp_test_[0-9A-Za-z]{32}$/);
    const list = await call(apiKeys.GET, "GET", "/v1/api-keys", { key: null, headers: admin });
    const listed = list.body.data.find((k: { name: string }) => k.name === "Sandbox integration");
    expect(listed).toMatchObject({ mode: "test", prefix: testKey.slice(0, 12) });
    const live = list.body.data.filter((k: { mode: string }) => k.mode === "live");
    expect(live.length).toBeGreaterThan(0);
    // a second test key joins the same sandbox (one per organization), and revoking it from the live side works
    const second = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: admin,
      body: { name: "Second test key", mode: "test", scope: "read" },
    });
    expect(second.status, second.text).toBe(201);
    expect(await getDb().organization.count({ where: { sandboxOf: { id: DEMO_ORGANIZATION_ID } } })).toBe(1);
    const revoked = await call(oneApiKey.DELETE, "DELETE", `/v1/api-keys/${second.body.id}`, { key: null, headers: admin, params: { id: second.body.id } });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
  });

  it("/v1/me names the sandbox, livemode false; a live key's livemode is true", async () => {
    const test = await call(me.GET, "GET", "/v1/me", { key: testKey });
    expect(test.body).toMatchObject({ organizationId: sandboxId, livemode: false });
    const live = await call(me.GET, "GET", "/v1/me", { key: TEST_API_KEY });
    expect(live.body).toMatchObject({ organizationId: DEMO_ORGANIZATION_ID, livemode: true });
  });

  it("do not administer API keys (administrators signed in to the app do, for both modes)", async () => {
    const before = await getDb().apiKey.count({ where: { organizationId: sandboxId } });
    const res = await call(apiKeys.POST, "POST", "/v1/api-keys", { key: testKey, body: { name: "From a test key", mode: "test" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
    expect(await getDb().apiKey.count({ where: { organizationId: sandboxId } })).toBe(before);
  });

  it("see the seeded cases and nothing of the live organization; the live key sees none of the sandbox", async () => {
    expect((await sandboxEmployerNames(testKey, sandboxId)).sort()).toEqual(SEEDED_EMPLOYERS);
    const liveNames = await sandboxEmployerNames(TEST_API_KEY, DEMO_ORGANIZATION_ID);
    for (const name of SEEDED_EMPLOYERS) expect(liveNames).not.toContain(name);
    // the other organization's id in the query: as for a live key naming another organization
    const crossed = await call(employers.GET, "GET", "/v1/employers", { key: testKey, query: { organizationId: DEMO_ORGANIZATION_ID } });
    expect(crossed.status).toBe(403);
  });
});

describe("POST /v1/sandbox/reset", () => {
  it("refuses a live key (403 sandbox_only) and changes nothing", async () => {
    const before = await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID } });
    const res = await call(reset.POST, "POST", "/v1/sandbox/reset", { key: TEST_API_KEY });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("sandbox_only");
    expect(await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID } })).toBe(before);
  });

  it("restores exactly the seeded cases after the integrator changed the sandbox, keeping its keys", async () => {
    const added = await call(employers.POST, "POST", "/v1/employers", {
      key: testKey,
      body: { organizationId: sandboxId, type: "domestic", personalInfo: { firstName: "Temporanea", lastName: "Prova" } },
    });
    expect(added.status, added.text).toBe(201);
    await getDb().domesticContract.deleteMany({ where: { organizationId: sandboxId, workerLastName: "Ionescu" } });

    const res = await call(reset.POST, "POST", "/v1/sandbox/reset", { key: testKey });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ organizationId: sandboxId, sandboxOf: DEMO_ORGANIZATION_ID, livemode: false, counts: SANDBOX_SEED_COUNTS });

    const db = getDb();
    const where = { organizationId: sandboxId };
    expect({
      employers: await db.employer.count({ where }),
      workers: await db.worker.count({ where }),
      contracts: await db.domesticContract.count({ where }),
      workEvents: await db.workEvent.count({ where }),
    }).toEqual(SANDBOX_SEED_COUNTS);
    expect((await sandboxEmployerNames(testKey, sandboxId)).sort()).toEqual(SEEDED_EMPLOYERS);

    const contracts = await db.domesticContract.findMany({
      where,
      select: {
        workerLastName: true,
        workerId: true,
        startDate: true,
        endDate: true,
        fixedTerm: true,
        fixedTermEndDate: true,
        terms: { select: { jobType: true, cohabiting: true, wage: true } },
      },
    });
    const byWorker = (name: string) => contracts.filter((c) => c.workerLastName === name);
    // the colf with two employers: one worker, two contracts
    const colf = byWorker("Santos");
    expect(colf).toHaveLength(2);
    expect(colf[0]!.workerId).toBe(colf[1]!.workerId);
    expect(byWorker("Ionescu")[0]!.terms[0]).toMatchObject({ jobType: "carer_non_self_sufficient", cohabiting: true });
    expect(byWorker("Ionescu")[0]!.terms[0]!.wage.toFixed(2)).toBe("1300.00");
    expect(byWorker("Haddad")[0]!.terms[0]!.jobType).toBe("night_presence");
    expect(byWorker("Moretti")[0]!.startDate.toISOString().slice(0, 10)).toBe("2026-11-11");
    expect(byWorker("Moretti")[0]!.startDate.getUTCDay()).toBe(3);
    expect(byWorker("Diallo")[0]).toMatchObject({ fixedTerm: true });
    expect(byWorker("Diallo")[0]!.fixedTermEndDate!.toISOString().slice(0, 10)).toBe("2027-01-31");
    expect(byWorker("Esposito")[0]!.endDate!.toISOString().slice(0, 10)).toBe("2026-10-02");

    // the keys survive the reset; the live organization did not move
    expect((await call(me.GET, "GET", "/v1/me", { key: testKey })).status).toBe(200);
    expect(await db.employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID, displayName: { contains: "Temporanea" } } })).toBe(0);
  });

  it("twice in a row gives the same sandbox; an administrator signed in to the app may reset it too", async () => {
    const first = await call(reset.POST, "POST", "/v1/sandbox/reset", { key: testKey });
    const second = await call(reset.POST, "POST", "/v1/sandbox/reset", { key: null, headers: admin });
    expect(second.status, second.text).toBe(200);
    expect(second.body.counts).toEqual(first.body.counts);
    expect(second.body.organizationId).toBe(sandboxId);
  });
});

describe("webhooks", () => {
  it("carry livemode false from the sandbox and true from the live organization", async () => {
    process.env.PAGHE_WEBHOOK_ALLOW_PRIVATE = "true";
    const events = ["payslip.finalized"];
    const sandboxEndpoint = await call(endpoints.POST, "POST", "/v1/webhook-endpoints", { key: testKey, body: { url: "http://127.0.0.1:9/sandbox", events } });
    expect(sandboxEndpoint.status, sandboxEndpoint.text).toBe(201);
    const liveEndpoint = await call(endpoints.POST, "POST", "/v1/webhook-endpoints", { key: TEST_API_KEY, body: { url: "http://127.0.0.1:9/live", events } });
    expect(liveEndpoint.status, liveEndpoint.text).toBe(201);
    const db = getDb();
    await recordWebhookEvent(db, sandboxId, "payslip.finalized", { object: { id: "x" } });
    await recordWebhookEvent(db, DEMO_ORGANIZATION_ID, "payslip.finalized", { object: { id: "y" } });
    const payloadOf = async (endpointId: string) => (await db.webhookDelivery.findFirstOrThrow({ where: { endpointId }, select: { payload: true } })).payload;
    expect(await payloadOf(sandboxEndpoint.body.id)).toMatchObject({ organizationId: sandboxId, livemode: false, data: { object: { id: "x" } } });
    expect(await payloadOf(liveEndpoint.body.id)).toMatchObject({ organizationId: DEMO_ORGANIZATION_ID, livemode: true, data: { object: { id: "y" } } });
    await db.webhookEndpoint.deleteMany({ where: { id: { in: [sandboxEndpoint.body.id, liveEndpoint.body.id] } } });
  });
});

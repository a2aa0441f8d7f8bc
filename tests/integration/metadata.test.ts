/**
 * An integrator's metadata and externalId (issue 33 point 5) on employers, workers, contracts, work
 * events and payslips: accepted on create (payslips: on update), answered, merged by PATCH (null
 * deletes a key), filtered in lists (`externalId=`, `metadata[key]=value`), limits refused with
 * pointers, an externalId unique per organization and resource type (409 naming the holder), and
 * another organization's never seen. Payslip webhooks carry them.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import * as workers from "@/app/(api)/v1/workers/route";
import * as worker from "@/app/(api)/v1/workers/[id]/route";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as contract from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as events from "@/app/(api)/v1/work-events/route";
import * as event from "@/app/(api)/v1/work-events/[id]/route";
import * as payslips from "@/app/(api)/v1/domestic-payslips/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call, type CallResult } from "../support/http";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";
import { TEST_ADMIN_EMAIL, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";

const RUN = randomUUID().slice(0, 8);
type Handler = Parameters<typeof call>[0];

interface Resource {
  name: string;
  /** creates one with these members (payslips: runs one, then PATCHes them in); its id */
  create: (members: { metadata?: Record<string, string>; externalId?: string }, key?: string) => Promise<CallResult>;
  patch: Handler;
  path: string;
  list: Handler;
  listPath: string;
  listQuery: () => Record<string, string>;
}

let contractId = "";
let colfContractId = "";
let otherContractId = "";
let day = 0;

const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };

async function newEmployer(members: object, key?: string, organizationId = DEMO_ORGANIZATION_ID) {
  return call(employers.POST, "POST", "/v1/employers", {
    key,
    body: { type: "domestic", organizationId, personalInfo: { firstName: "Meta", lastName: `Dati${RUN}${day++}` }, allowDuplicate: true, ...members },
  });
}

async function newContract(members: object, key?: string) {
  const e = await newEmployer({}, key);
  return call(contracts.POST, "POST", "/v1/domestic-contracts", {
    key,
    body: {
      employerId: e.body.id,
      worker: { firstName: "Irene", lastName: `Meta${RUN}` },
      startDate: "2025-02-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: SCHEDULE, seniorityIncrements: "0" },
      ...members,
    },
  });
}

/** A work event on a day of its own (March 2025 onwards, one per call). */
async function newEvent(members: object, key?: string, on = contractId) {
  const date = new Date(Date.UTC(2025, 2, 1 + day++)).toISOString().slice(0, 10);
  return call(events.POST, "POST", "/v1/work-events", {
    key,
    body: { domesticContractId: on, date, hours: "2", type: "work", subType: "regular_work", multiplier: "1", ...members },
  });
}

const payslipIds: string[] = [];
let februaryPayslipId = "";
async function newPayslip(members: object, key?: string) {
  // one payslip per month of the colf's contract: the first created is February's
  const id = payslipIds.shift();
  if (!id) throw new Error("no payslip left for the test");
  if (Object.keys(members).length === 0) return call(payslip.GET, "GET", `/v1/domestic-payslips/${id}`, { key, params: { id } });
  const res = await call(payslip.PATCH, "PATCH", `/v1/domestic-payslips/${id}`, { key, params: { id }, body: members });
  return { ...res, status: res.status === 200 ? 201 : res.status };
}

const RESOURCES: Resource[] = [
  {
    name: "employers",
    create: (m, key) => newEmployer(m, key),
    patch: employer.PATCH,
    path: "/v1/employers",
    list: employers.GET,
    listPath: "/v1/employers",
    listQuery: () => ({ organizationId: DEMO_ORGANIZATION_ID }),
  },
  {
    name: "workers",
    create: (m, key) => call(workers.POST, "POST", "/v1/workers", { key, body: { firstName: "Meta", lastName: `Lavoratore${RUN}${day++}`, ...m } }),
    patch: worker.PATCH,
    path: "/v1/workers",
    list: workers.GET,
    listPath: "/v1/workers",
    listQuery: () => ({}),
  },
  {
    name: "domestic-contracts",
    create: (m, key) => newContract(m, key),
    patch: contract.PATCH,
    path: "/v1/domestic-contracts",
    list: contracts.GET,
    listPath: "/v1/domestic-contracts",
    listQuery: () => ({}),
  },
  {
    name: "work-events",
    create: (m, key) => newEvent(m, key),
    patch: event.PATCH,
    path: "/v1/work-events",
    list: events.GET,
    listPath: "/v1/work-events",
    listQuery: () => ({ domesticContractId: contractId, limit: "100" }),
  },
  {
    name: "domestic-payslips",
    create: (m, key) => newPayslip(m, key),
    patch: payslip.PATCH,
    path: "/v1/domestic-payslips",
    list: payslips.GET,
    listPath: "/v1/domestic-payslips",
    listQuery: () => ({ domesticContractId: colfContractId }),
  },
];

beforeAll(async () => {
  const c = await newContract({});
  expect(c.status, c.text).toBe(201);
  contractId = c.body.id;
  colfContractId = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Cedolini${RUN}` });
  for (const [period, lastDay] of [
    ["2025-02", "28"],
    ["2025-03", "31"],
    ["2025-04", "30"],
    ["2025-05", "31"],
  ] as const) {
    const p = await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: colfContractId, period, lastDay });
    // February's is finalized by the webhook test (the first of the contract); the others take metadata
    if (period === "2025-02") februaryPayslipId = p.id;
    else payslipIds.push(p.id);
  }
  otherContractId = (await getDb().domesticContract.findFirstOrThrow({ where: { organizationId: OTHER_ORGANIZATION_ID }, select: { id: true } })).id;
});

describe.each(RESOURCES)("$name: metadata and externalId", (r) => {
  let id = "";
  const externalId = `ext-${r.name}-${RUN}`;

  it("round-trips on create, read in the list and filtered by externalId and metadata", async () => {
    const created = await r.create({ metadata: { crmId: `crm-${RUN}`, plan: "gold" }, externalId });
    expect(created.status, created.text).toBe(201);
    id = created.body.id;
    expect(created.body.metadata).toEqual({ crmId: `crm-${RUN}`, plan: "gold" });
    expect(created.body.externalId).toBe(externalId);
    // a second one without metadata: {} and null
    const bare = await r.create({});
    expect(bare.body.metadata).toEqual({});
    expect(bare.body.externalId).toBeNull();

    const byExternal = await call(r.list, "GET", r.listPath, { query: { ...r.listQuery(), externalId } });
    expect(byExternal.status, byExternal.text).toBe(200);
    expect(byExternal.body.data.map((x: { id: string }) => x.id)).toEqual([id]);
    expect(byExternal.body.pagination.total).toBe(1);

    const byMetadata = await call(r.list, "GET", r.listPath, { query: { ...r.listQuery(), [`metadata[crmId]`]: `crm-${RUN}`, "metadata[plan]": "gold" } });
    expect(byMetadata.status, byMetadata.text).toBe(200);
    expect(byMetadata.body.data.map((x: { id: string }) => x.id)).toEqual([id]);
    const noMatch = await call(r.list, "GET", r.listPath, { query: { ...r.listQuery(), [`metadata[crmId]`]: `crm-${RUN}`, "metadata[plan]": "silver" } });
    expect(noMatch.body.data).toEqual([]);
    expect(noMatch.body.pagination.total).toBe(0);
  });

  it("PATCH merges keys, null deletes one, keys not named stay; externalId changes and clears", async () => {
    const res = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: { metadata: { plan: null, seats: "3" } } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.metadata).toEqual({ crmId: `crm-${RUN}`, seats: "3" });
    expect(res.body.externalId).toBe(externalId);
    const renamed = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: { externalId: `${externalId}-2` } });
    expect(renamed.body.externalId).toBe(`${externalId}-2`);
    const cleared = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: { externalId: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.externalId).toBeNull();
    const back = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: { externalId } });
    expect(back.body.externalId).toBe(externalId);
  });

  it("an externalId held by another of the same type: 409 external_id_taken naming it", async () => {
    const clash = await r.create({ externalId });
    expect(clash.status, clash.text).toBe(409);
    expect(clash.body.code).toBe("external_id_taken");
    expect(clash.body.existingId).toBe(id);
    expect(clash.body.type).toBe("/docs#error-external_id_taken");
  });

  it("refuses more than 20 keys, long keys and values, non-string values, with pointers", async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"]));
    const tooMany = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: { metadata: many } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ path: "/metadata", code: "metadata_too_many_keys" })]);
    // 19 new keys beside the two stored: 21 after the merge
    const merged = Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`m${i}`, "v"]));
    const tooManyMerged = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: { metadata: merged } });
    expect(tooManyMerged.status).toBe(422);
    expect(tooManyMerged.body.errors[0]).toMatchObject({ path: "/metadata", code: "metadata_too_many_keys" });
    const bad = await call(r.patch, "PATCH", `${r.path}/${id}`, {
      params: { id },
      body: { metadata: { ["k".repeat(41)]: "v", long: "x".repeat(501), num: 3 }, externalId: "e".repeat(101) },
    });
    expect(bad.status).toBe(422);
    const byPath = Object.fromEntries(bad.body.errors.map((e: { path: string; code: string }) => [e.path, e.code]));
    expect(byPath).toEqual({
      [`/metadata/${"k".repeat(41)}`]: "metadata_key_invalid",
      "/metadata/long": "metadata_value_invalid",
      "/metadata/num": "metadata_value_invalid",
      "/externalId": "external_id_invalid",
    });
    const unchanged = await call(r.patch, "PATCH", `${r.path}/${id}`, { params: { id }, body: {} });
    expect(unchanged.body.metadata).toEqual({ crmId: `crm-${RUN}`, seats: "3" });
  });
});

describe("across organizations", () => {
  it("the same externalId in another organization is its own; neither sees the other's", async () => {
    const externalId = `shared-${RUN}`;
    const mine = await newEmployer({ externalId, metadata: { tag: `t-${RUN}` } });
    expect(mine.status, mine.text).toBe(201);
    const theirs = await newEmployer({ externalId, metadata: { tag: `t-${RUN}` } }, TEST_OTHER_API_KEY, OTHER_ORGANIZATION_ID);
    expect(theirs.status, theirs.text).toBe(201);
    for (const query of [{ externalId }, { "metadata[tag]": `t-${RUN}` }]) {
      const listed = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, ...query } });
      expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([mine.body.id]);
    }
    // a work event of the other organization with an external id: ours with the same id is accepted, no holder named
    const other = await newEvent({ externalId: `ev-${RUN}` }, TEST_OTHER_API_KEY, otherContractId);
    expect(other.status, other.text).toBe(201);
    const ours = await newEvent({ externalId: `ev-${RUN}` });
    expect(ours.status, ours.text).toBe(201);
  });
});

describe("a key restricted to some employers", () => {
  it("is refused an externalId held outside its scope without being told the holder", async () => {
    // an employer of its own with a contract, and an event elsewhere in the organization holding the id
    const own = await newContract({});
    expect(own.status, own.text).toBe(201);
    const held = await newEvent({ externalId: `scoped-${RUN}` });
    expect(held.status, held.text).toBe(201);
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" },
      body: { name: `scoped ${RUN}`, scope: "write", employerIds: [own.body.employerId] },
    });
    expect(created.status, created.text).toBe(201);
    const clash = await newEvent({ externalId: `scoped-${RUN}` }, created.body.key, own.body.id);
    expect(clash.status, clash.text).toBe(409);
    expect(clash.body.code).toBe("external_id_taken");
    expect(clash.body).not.toHaveProperty("existingId");
    expect(clash.text).not.toContain(held.body.id);
    // and it does not find the holder by filtering either
    const listed = await call(events.GET, "GET", "/v1/work-events", {
      key: created.body.key,
      query: { domesticContractId: contractId, externalId: `scoped-${RUN}` },
    });
    expect(listed.status).toBe(404);
  });
});

describe("payslip webhooks", () => {
  it("payslip.finalized carries the payslip's metadata and externalId", async () => {
    // an endpoint of the organization subscribed to the event (its deliveries are recorded with the change)
    const { id: endpointId } = await getDb().webhookEndpoint.create({
      data: {
        organizationId: DEMO_ORGANIZATION_ID,
        url: "https://hooks.example.com/paghe",
        events: ["payslip.finalized"],
        secret: `whsec_${RUN}`,
        enabled: true,
      },
      select: { id: true },
    });
    const id = februaryPayslipId;
    const patched = await call(payslip.PATCH, "PATCH", `/v1/domestic-payslips/${id}`, {
      params: { id },
      body: { metadata: { batch: RUN }, externalId: `ps-${RUN}` },
    });
    expect(patched.status, patched.text).toBe(200);
    const done = await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { params: { id } });
    expect(done.status, done.text).toBe(200);
    const delivery = await getDb().webhookDelivery.findFirst({ where: { endpointId, eventType: "payslip.finalized" }, select: { payload: true } });
    expect((delivery?.payload as { data: { object: unknown } } | undefined)?.data.object).toEqual({
      id,
      domesticContractId: colfContractId,
      period: patched.body.period,
      kind: "ordinary",
      status: "final",
      metadata: { batch: RUN },
      externalId: `ps-${RUN}`,
    });
    await getDb().webhookEndpoint.update({ where: { id: endpointId }, data: { enabled: false } });
    // metadata changes on a final payslip too (it is not the payslip's content); its notes do not
    const later = await call(payslip.PATCH, "PATCH", `/v1/domestic-payslips/${id}`, { params: { id }, body: { metadata: { paid: "yes" } } });
    expect(later.status, later.text).toBe(200);
    expect(later.body.metadata).toEqual({ batch: RUN, paid: "yes" });
    const notes = await call(payslip.PATCH, "PATCH", `/v1/domestic-payslips/${id}`, { params: { id }, body: { note1: "x" } });
    expect(notes.status).toBe(409);
  });
});

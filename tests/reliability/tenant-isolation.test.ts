/**
 * Tenant isolation generated from the OpenAPI document (issue 16, "Done when" 3): every operation
 * called by organization A with organization B's ids (path, query and body) answers exactly as
 * the same call with ids that exist nowhere — same status, code, detail and field errors — and
 * leaves B's data untouched.
 *
 * And a scope narrower than the organization (issue 28): a key of A restricted to its employer E1,
 * replaying every operation with the ids of another employer E2 of A, answers exactly as with
 * unknown ids, 403 forbidden on the organization's own resources, lists nothing of E2, and leaves
 * E2's data untouched.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as runPayroll from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as events from "@/app/(api)/v1/work-events/route";
import * as letters from "@/app/(api)/v1/domestic-contracts/[id]/letters/route";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";
import * as employersRoute from "@/app/(api)/v1/employers/route";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";
import { idsOf, invoke, loadOperations, openApiDocument, pathParamsFor, sample, unknownPathParams, type IdSet, type Operation } from "./openapi-operations";

const doc = openApiDocument();
let operations: Operation[] = [];
let otherIds: IdSet = {};
let adminHeaders: Record<string, string> = {};

/** B's rows, table by table (those with organization_id, and those hanging off B's contracts). */
async function fingerprintOfOther(): Promise<Record<string, string>> {
  const db = getDb();
  const cols = await db.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name IN ('organization_id', 'contract_id', 'payslip_id')",
  );
  const out: Record<string, string> = {};
  for (const { table_name, column_name } of cols) {
    if (table_name === "idempotency_records" || table_name === "audit_logs") continue;
    const where =
      column_name === "organization_id"
        ? "organization_id = $1::uuid"
        : column_name === "contract_id"
          ? "contract_id IN (SELECT id FROM domestic_contracts WHERE organization_id = $1::uuid)"
          : "payslip_id IN (SELECT id FROM payslips WHERE organization_id = $1::uuid)";
    const [row] = await db.$queryRawUnsafe<{ h: string | null }[]>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${table_name}" t WHERE ${where}`,
      OTHER_ORGANIZATION_ID,
    );
    out[`${table_name}.${column_name}`] = row?.h ?? "empty";
  }
  return out;
}

/** Everything of the answer but the ids themselves and the per-request members. */
function normalize(res: { status: number; body: any }, idValues: string[]) {
  let text = JSON.stringify(res.body ?? null);
  for (const id of idValues) text = text.split(id).join("<id>");
  const body = JSON.parse(text);
  if (body && typeof body === "object") {
    delete body.requestId;
    delete body.instance;
  }
  // a success is compared on its list contents (B's data must not appear); other successes by status
  if (res.status < 400) return { status: res.status, body: Array.isArray(body?.data) ? body.data.length : "<success>" };
  return { status: res.status, body };
}

beforeAll(async () => {
  // B gets one row of every kind the API serves: a work event and a payslip on its contract.
  const b = await idsOf(OTHER_ORGANIZATION_ID);
  const contractId = b.domesticContractId!;
  const ev = await call(events.POST, "POST", "/v1/work-events", {
    key: TEST_OTHER_API_KEY,
    body: { domesticContractId: contractId, date: "2024-07-01", hours: "3", type: "work", subType: "regular_work", multiplier: "1" },
  });
  expect([201, 409]).toContain(ev.status);
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    key: TEST_OTHER_API_KEY,
    body: { domesticContractId: contractId, startDate: "2024-07-01", endDate: "2024-07-31" },
  });
  expect(w.status, w.text).toBe(200);
  const run = await call(runPayroll.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    key: TEST_OTHER_API_KEY,
    body: {
      domesticContractId: contractId,
      organizationId: OTHER_ORGANIZATION_ID,
      period: "2024-07",
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    },
  });
  expect([200, 201, 409]).toContain(run.status);
  const letter = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, {
    key: TEST_OTHER_API_KEY,
    params: { id: contractId },
    body: {},
  });
  expect([200, 201]).toContain(letter.status);
  otherIds = await idsOf(OTHER_ORGANIZATION_ID);
  operations = await loadOperations();
  adminHeaders = { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" };
});

describe("organization A with organization B's ids, for every documented operation", () => {
  it("B has a row of every resource the fixed id map knows", () => {
    for (const name of ["employerId", "domesticContractId", "termsId", "workEventId", "payslipId", "apiKeyId"])
      expect(otherIds[name], name).toEqual(expect.any(String));
  });

  it("answers exactly as for an unknown id and leaves B's data untouched", async () => {
    const before = await fingerprintOfOther();
    const covered: string[] = [];
    const uncovered: string[] = [];
    for (const op of operations) {
      const takesIds =
        /\{\w+\}/.test(op.path) || op.parameters.some((p) => /Id$/.test(p.name)) || (op.bodySchema && JSON.stringify(op.bodySchema).match(/Id"/));
      if (!takesIds) continue;
      const otherParams = await pathParamsFor(op, otherIds);
      if (!otherParams) {
        uncovered.push(op.id);
        continue;
      }
      // the same shape with ids that exist nowhere; organizationId stays A's (it is the caller's own)
      const unknownIds: IdSet = Object.fromEntries(Object.entries(otherIds).map(([k]) => [k, k === "organizationId" ? DEMO_ORGANIZATION_ID : randomUUID()]));
      const bIds: IdSet = { ...otherIds, organizationId: DEMO_ORGANIZATION_ID };
      const unknownParams = unknownPathParams(otherParams);
      const build = (set: IdSet) => {
        const query: Record<string, string> = {};
        for (const p of op.parameters.filter((x) => x.in === "query"))
          if (p.required || /Id$/.test(p.name)) query[p.name] = String(sample(doc, p.schema, set, p.name));
        if (query.organizationId !== undefined) query.organizationId = DEMO_ORGANIZATION_ID;
        const body = op.bodySchema ? JSON.stringify(sample(doc, op.bodySchema, set)) : undefined;
        return { query, body };
      };
      const key = { authorization: `Bearer ${TEST_API_KEY}` };
      const withB = build(bIds);
      // a body whose sample names none of B's ids (e.g. a payroll run with scope "all") tests no isolation
      const bIdValues = Object.entries(bIds)
        .filter(([k]) => k !== "organizationId")
        .map(([, v]) => v);
      const namesB =
        Object.keys(otherParams).length > 0 || Object.values(withB.query).some((v) => bIdValues.includes(v)) || bIdValues.some((v) => withB.body?.includes(v));
      if (!namesB) {
        uncovered.push(op.id);
        continue;
      }
      let headers: Record<string, string> = key;
      let resB = await invoke(op, otherParams, { ...withB, headers });
      if (resB.body?.code === "forbidden") {
        headers = adminHeaders;
        resB = await invoke(op, otherParams, { ...withB, headers });
      }
      const withUnknown = build(unknownIds);
      const resUnknown = await invoke(op, unknownParams, { ...withUnknown, headers });
      const idValues = [...Object.values(otherIds), ...Object.values(unknownIds), ...Object.values(unknownParams)].filter((v) => v !== DEMO_ORGANIZATION_ID);
      expect(normalize(resB, idValues), `${op.id} with B's ids`).toEqual(normalize(resUnknown, idValues));
      // an operation on one of B's resources never succeeds (lists filtered by B's ids answer like unknown ids: empty)
      if (Object.keys(otherParams).length > 0) expect(resB.status, `${op.id} on B's resource must not succeed`).toBeGreaterThanOrEqual(400);
      covered.push(op.id);
    }
    expect(await fingerprintOfOther()).toEqual(before);
    if (uncovered.length > 0) console.warn(`tenant isolation: no row of organization B for ${uncovered.join(", ")}`);
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });
});

/** Paths of the organization's own resources: a key restricted to some employers gets 403 there. */
const ORGANIZATION_LEVEL = /^\/v1\/(payroll-runs|webhook-endpoints|payroll-settings|users|api-keys)(\/|$)/;

/** E2's rows: the employer, its contracts, workers and everything hanging off them. */
async function fingerprintOfEmployer(employerId: string): Promise<Record<string, string>> {
  const db = getDb();
  const cols = await db.$queryRawUnsafe<{ table_name: string; column_name: string }[]>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name IN ('employer_id', 'contract_id', 'payslip_id')",
  );
  const out: Record<string, string> = {};
  const hash = async (label: string, from: string) => {
    const [row] = await db.$queryRawUnsafe<{ h: string | null }[]>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${from}`, employerId);
    out[label] = row?.h ?? "empty";
  };
  await hash("employers", "employers t WHERE t.id = $1::uuid");
  await hash("workers", "workers t WHERE t.id IN (SELECT worker_id FROM domestic_contracts WHERE employer_id = $1::uuid)");
  for (const { table_name, column_name } of cols) {
    if (table_name === "idempotency_records" || table_name === "audit_logs") continue;
    const where =
      column_name === "employer_id"
        ? "employer_id = $1::uuid"
        : column_name === "contract_id"
          ? "contract_id IN (SELECT id FROM domestic_contracts WHERE employer_id = $1::uuid)"
          : "payslip_id IN (SELECT p.id FROM payslips p JOIN domestic_contracts c ON c.id = p.contract_id WHERE c.employer_id = $1::uuid)";
    await hash(`${table_name}.${column_name}`, `"${table_name}" t WHERE ${where}`);
  }
  return out;
}

/** The organization's own resources (what a restricted key must not change): runs, endpoints, settings, users. */
async function fingerprintOfOrganizationLevel(organizationId: string): Promise<Record<string, string>> {
  const db = getDb();
  const out: Record<string, string> = {};
  for (const from of ["payroll_runs", "webhook_endpoints", "users", "organizations"]) {
    const where = from === "organizations" ? "t.id = $1::uuid" : "t.organization_id = $1::uuid";
    const [row] = await db.$queryRawUnsafe<{ h: string | null }[]>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${from} t WHERE ${where}`,
      organizationId,
    );
    out[from] = row?.h ?? "empty";
  }
  return out;
}

describe("a key of A restricted to employer E1, with the ids of A's employer E2, for every documented operation", () => {
  let restricted: Record<string, string> = {};
  let e1Ids: IdSet = {};
  let e2Ids: IdSet = {};

  beforeAll(async () => {
    // E1: A's first employer (with its contract); E2: another employer of A with a contract, work events and a payslip
    e1Ids = await idsOf(DEMO_ORGANIZATION_ID);
    const e2Contract = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Seconda${Date.now()}` });
    await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: e2Contract, period: "2025-02", lastDay: "28" });
    const { employerId } = await getDb().domesticContract.findUniqueOrThrow({ where: { id: e2Contract }, select: { employerId: true } });
    e2Ids = await idsOf(DEMO_ORGANIZATION_ID, employerId);
    expect(e2Ids.employerId).not.toBe(e1Ids.employerId);
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: adminHeaders,
      body: { name: "E1 only", scope: "write", employerIds: [e1Ids.employerId] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.employerIds).toEqual([e1Ids.employerId]);
    restricted = { authorization: `Bearer ${created.body.key}` };
  });

  it("E2 has a row of every resource the fixed id map knows", () => {
    for (const name of ["employerId", "domesticContractId", "termsId", "workEventId", "payslipId", "workerId"])
      expect(e2Ids[name], name).toEqual(expect.any(String));
  });

  it("answers exactly as for an unknown id (403 on the organization's own resources) and leaves E2's data untouched", async () => {
    const e2Id = e2Ids.employerId!;
    const before = { e2: await fingerprintOfEmployer(e2Id), organization: await fingerprintOfOrganizationLevel(DEMO_ORGANIZATION_ID) };
    const covered: string[] = [];
    const mismatches: string[] = [];
    for (const op of operations) {
      const takesIds =
        /\{\w+\}/.test(op.path) || op.parameters.some((p) => /Id$/.test(p.name)) || (op.bodySchema && JSON.stringify(op.bodySchema).match(/Id"/));
      if (!takesIds) continue;
      const e2Params = await pathParamsFor(op, e2Ids);
      if (!e2Params) continue;
      const unknownIds: IdSet = Object.fromEntries(Object.entries(e2Ids).map(([k, v]) => [k, k === "organizationId" ? v : randomUUID()]));
      const unknownParams = unknownPathParams(e2Params);
      const build = (set: IdSet) => {
        const query: Record<string, string> = {};
        for (const p of op.parameters.filter((x) => x.in === "query"))
          if (p.required || /Id$/.test(p.name)) query[p.name] = String(sample(doc, p.schema, set, p.name));
        if (query.organizationId !== undefined) query.organizationId = DEMO_ORGANIZATION_ID;
        const body = op.bodySchema ? JSON.stringify(sample(doc, op.bodySchema, set)) : undefined;
        return { query, body };
      };
      const resE2 = await invoke(op, e2Params, { ...build(e2Ids), headers: restricted });
      const resUnknown = await invoke(op, unknownParams, { ...build(unknownIds), headers: restricted });
      const idValues = [...Object.values(e2Ids), ...Object.values(unknownIds), ...Object.values(unknownParams)].filter((v) => v !== DEMO_ORGANIZATION_ID);
      const a = normalize(resE2, idValues);
      const b = normalize(resUnknown, idValues);
      if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push(`${op.id}: with E2's ids ${JSON.stringify(a)} but with unknown ids ${JSON.stringify(b)}`);
      else if (ORGANIZATION_LEVEL.test(op.path) && resE2.status !== 403)
        mismatches.push(`${op.id}: an organization-level resource answered ${resE2.status}, not 403`);
      else if (Object.keys(e2Params).length > 0 && resE2.status < 400) mismatches.push(`${op.id}: succeeded on E2's resource`);
      covered.push(op.id);
    }
    // E2 untouched first: a wrong answer is a failure, a write would be a worse one
    expect(await fingerprintOfEmployer(e2Id)).toEqual(before.e2);
    expect(await fingerprintOfOrganizationLevel(DEMO_ORGANIZATION_ID)).toEqual(before.organization);
    expect(mismatches).toEqual([]);
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });

  it("lists leave E2 out, and the organization's own resources answer 403", async () => {
    const e2Values = Object.entries(e2Ids)
      .filter(([k]) => k !== "organizationId" && k !== "apiKeyId" && k !== "apiKeys" && k !== "userId" && k !== "users" && k !== "api-keys")
      .map(([, v]) => v);
    const leaks: string[] = [];
    for (const op of operations.filter((o) => o.method === "GET" && !/\{\w+\}/.test(o.path))) {
      const query: Record<string, string> = {};
      for (const p of op.parameters.filter((x) => x.in === "query" && x.required)) query[p.name] = String(sample(doc, p.schema, e1Ids, p.name));
      if ("organizationId" in query || op.parameters.some((p) => p.name === "organizationId")) query.organizationId = DEMO_ORGANIZATION_ID;
      const res = await invoke(op, {}, { query, headers: restricted });
      if (ORGANIZATION_LEVEL.test(op.path)) {
        if (res.status !== 403 || res.body?.code !== "forbidden") leaks.push(`${op.id}: ${res.status} for an organization-level list`);
        continue;
      }
      for (const v of e2Values) if (res.text.includes(v)) leaks.push(`${op.id} names E2's ${v}`);
    }
    expect([...new Set(leaks)]).toEqual([]);
    // and E1's own rows are there: the restriction narrows, it does not blind
    const employers = await call(employersRoute.GET, "GET", "/v1/employers", {
      key: null,
      headers: restricted,
      query: { organizationId: DEMO_ORGANIZATION_ID, limit: 100 },
    });
    expect(employers.status, employers.text).toBe(200);
    expect(employers.body.data.map((e: { id: string }) => e.id)).toEqual([e1Ids.employerId]);
  });
});

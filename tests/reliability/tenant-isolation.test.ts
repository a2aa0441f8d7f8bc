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
 *
 * And households and workers signed in to the portal (issue 29): a household user of each right and
 * a worker user, with their session cookies, on another employer's ids (the last block).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as runPayroll from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as events from "@/app/(api)/v1/work-events/route";
import * as letters from "@/app/(api)/v1/domestic-contracts/[id]/letters/route";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";
import * as employersRoute from "@/app/(api)/v1/employers/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as getPayslipRoute from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as payslipPdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import * as getContractRoute from "@/app/(api)/v1/domestic-contracts/[id]/route";
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

/** An organization's rows (B's, or a sandbox's, or A's), table by table (those with organization_id, and those hanging off its contracts). */
async function fingerprintOfOrganization(organizationId: string): Promise<Record<string, string>> {
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
      organizationId,
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
    const before = await fingerprintOfOrganization(OTHER_ORGANIZATION_ID);
    const { covered, uncovered } = await replayWithForeignIds({
      headers: { authorization: `Bearer ${TEST_API_KEY}` },
      fallbackHeaders: adminHeaders,
      ownOrganizationId: DEMO_ORGANIZATION_ID,
      foreignIds: otherIds,
      label: "B's",
    });
    expect(await fingerprintOfOrganization(OTHER_ORGANIZATION_ID)).toEqual(before);
    if (uncovered.length > 0) console.warn(`tenant isolation: no row of organization B for ${uncovered.join(", ")}`);
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });
});

/**
 * Every operation that takes ids, called with `headers` (a caller of `ownOrganizationId`) and the
 * ids of another organization, then with ids that exist nowhere: the two answers must be the same
 * (status, code, detail, field errors), and no call on a foreign resource may succeed. A caller
 * refused with 403 forbidden (an administrator's operation) is replayed with `fallbackHeaders`
 * when given (a signed-in administrator of the same organization).
 */
async function replayWithForeignIds(input: {
  headers: Record<string, string>;
  fallbackHeaders?: Record<string, string>;
  ownOrganizationId: string;
  foreignIds: IdSet;
  label: string;
  /** paths left out of this replay (with the reason at the caller) */
  skip?: RegExp;
}): Promise<{ covered: string[]; uncovered: string[] }> {
  const { ownOrganizationId, foreignIds, label } = input;
  const covered: string[] = [];
  const uncovered: string[] = [];
  for (const op of operations) {
    const takesIds = /\{\w+\}/.test(op.path) || op.parameters.some((p) => /Id$/.test(p.name)) || (op.bodySchema && JSON.stringify(op.bodySchema).match(/Id"/));
    if (!takesIds || input.skip?.test(op.path)) continue;
    const otherParams = await pathParamsFor(op, foreignIds);
    if (!otherParams) {
      uncovered.push(op.id);
      continue;
    }
    // the same shape with ids that exist nowhere; organizationId stays the caller's own
    const unknownIds: IdSet = Object.fromEntries(Object.entries(foreignIds).map(([k]) => [k, k === "organizationId" ? ownOrganizationId : randomUUID()]));
    const bIds: IdSet = { ...foreignIds, organizationId: ownOrganizationId };
    const unknownParams = unknownPathParams(otherParams);
    const build = (set: IdSet) => {
      const query: Record<string, string> = {};
      for (const p of op.parameters.filter((x) => x.in === "query"))
        if (p.required || /Id$/.test(p.name)) query[p.name] = String(sample(doc, p.schema, set, p.name));
      if (query.organizationId !== undefined) query.organizationId = ownOrganizationId;
      const body = op.bodySchema ? JSON.stringify(sample(doc, op.bodySchema, set)) : undefined;
      return { query, body };
    };
    const withB = build(bIds);
    // the path's ids: a month in the path (a period) is the same for every caller, not a resource of B
    const pathIds = Object.keys(otherParams).filter((k) => unknownParams[k] !== otherParams[k]);
    // a body whose sample names none of the foreign ids (e.g. a payroll run with scope "all") tests no isolation
    const bIdValues = Object.entries(bIds)
      .filter(([k]) => k !== "organizationId")
      .map(([, v]) => v);
    const namesB = pathIds.length > 0 || Object.values(withB.query).some((v) => bIdValues.includes(v)) || bIdValues.some((v) => withB.body?.includes(v));
    if (!namesB) {
      uncovered.push(op.id);
      continue;
    }
    let headers = input.headers;
    let resB = await invoke(op, otherParams, { ...withB, headers });
    if (resB.body?.code === "forbidden" && input.fallbackHeaders) {
      headers = input.fallbackHeaders;
      resB = await invoke(op, otherParams, { ...withB, headers });
    }
    const withUnknown = build(unknownIds);
    const resUnknown = await invoke(op, unknownParams, { ...withUnknown, headers });
    const idValues = [...Object.values(foreignIds), ...Object.values(unknownIds), ...Object.values(unknownParams)].filter((v) => v !== ownOrganizationId);
    expect(normalize(resB, idValues), `${op.id} with ${label} ids`).toEqual(normalize(resUnknown, idValues));
    // an operation on a foreign resource never succeeds (lists filtered by foreign ids answer like unknown ids: empty)
    if (pathIds.length > 0) expect(resB.status, `${op.id} on ${label} resource must not succeed`).toBeGreaterThanOrEqual(400);
    covered.push(op.id);
  }
  return { covered, uncovered };
}

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
      // a month in the path (a period) names no resource of E2
      else if (Object.keys(e2Params).some((k) => unknownParams[k] !== e2Params[k]) && resE2.status < 400)
        mismatches.push(`${op.id}: succeeded on E2's resource`);
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

/**
 * Households and workers signed in to the portal (issue 29): a household user of each right on
 * employer P1 and a worker user of P1's worker, with their session cookies, replay every operation:
 * another employer's ids answer exactly like unknown ones, operations not open to them answer 403
 * for their own ids too, their own data is reachable where opened, and the other employer's data is
 * untouched.
 */
describe("household and worker portal users of employer P1, with the ids of another employer P2, for every documented operation", () => {
  const RUN = Date.now().toString(36);
  /** what each portal principal may call on its own data (every other operation answers 403 forbidden) */
  // what each right opens (lib/auth/portal.ts; the routes' `portal` option): payslips to all; the
  // months and their work events to presences and full; the contract to full; opening and
  // confirming receipt of a payslip to the worker
  const PAYSLIPS = ["GET /v1/me", "GET /v1/domestic-payslips", "GET /v1/domestic-payslips/{id}", "GET /v1/domestic-payslips/{id}/pdf"];
  const CALENDAR = [
    "GET /v1/domestic-contracts/{id}/months/{period}",
    "POST /v1/domestic-contracts/{id}/months/{period}/submit",
    "GET /v1/work-events",
    "GET /v1/work-events/summary",
    "GET /v1/work-events/{id}",
    "POST /v1/work-events",
    "POST /v1/work-events/batch",
    "POST /v1/work-events/auto-fill",
    "PATCH /v1/work-events/{id}",
    "DELETE /v1/work-events/{id}",
  ];
  const OPENED: Record<string, string[]> = {
    view: PAYSLIPS,
    presences: [...PAYSLIPS, ...CALENDAR],
    full: [...PAYSLIPS, ...CALENDAR, "GET /v1/domestic-contracts/{id}"],
    worker: [...PAYSLIPS, "POST /v1/domestic-payslips/{id}/view", "POST /v1/domestic-payslips/{id}/receipt-confirmation"],
  };
  const principals: Record<string, Record<string, string>> = {};
  let p1Ids: IdSet = {};
  let p2Ids: IdSet = {};

  async function portalUser(label: string, access: { employerId: string; right: string } | { workerId: string }): Promise<Record<string, string>> {
    const db = getDb();
    const email = `portal-${label}.${RUN}@example.com`;
    const user = await db.user.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, email, name: label, role: "portal", passwordHash: "x" },
      select: { id: true },
    });
    await db.portalAccess.create({ data: { organizationId: DEMO_ORGANIZATION_ID, email, userId: user.id, acceptedAt: new Date(), ...access } });
    return { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" };
  }

  beforeAll(async () => {
    const p1Contract = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Portale${Date.now()}` });
    const payslip = await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: p1Contract, period: "2025-03", lastDay: "31" });
    const finalized = await call(finalize.POST, "POST", `/v1/domestic-payslips/${payslip.id}/finalize`, { params: { id: payslip.id } });
    expect(finalized.status, finalized.text).toBe(200);
    const p2Contract = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Altro${Date.now()}` });
    const p2Payslip = await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: p2Contract, period: "2025-03", lastDay: "31" });
    await call(finalize.POST, "POST", `/v1/domestic-payslips/${p2Payslip.id}/finalize`, { params: { id: p2Payslip.id } });
    const employerOf = async (id: string) => (await getDb().domesticContract.findUniqueOrThrow({ where: { id }, select: { employerId: true } })).employerId;
    p1Ids = await idsOf(DEMO_ORGANIZATION_ID, await employerOf(p1Contract));
    p2Ids = await idsOf(DEMO_ORGANIZATION_ID, await employerOf(p2Contract));
    expect(p1Ids.payslipId).toBe(payslip.id);
    for (const right of ["view", "presences", "full"]) principals[right] = await portalUser(right, { employerId: p1Ids.employerId!, right });
    principals.worker = await portalUser("worker", { workerId: p1Ids.workerId! });
  });

  const build = (op: Operation, set: IdSet) => {
    const query: Record<string, string> = {};
    for (const p of op.parameters.filter((x) => x.in === "query"))
      if (p.required || /Id$/.test(p.name)) query[p.name] = String(sample(doc, p.schema, set, p.name));
    if (query.organizationId !== undefined) query.organizationId = DEMO_ORGANIZATION_ID;
    const body = op.bodySchema ? JSON.stringify(sample(doc, op.bodySchema, set)) : undefined;
    return { query, body };
  };

  it.each(["view", "presences", "full", "worker"])(
    "a %s portal user: P2's ids answer like unknown ones, closed operations 403, own data reachable where opened",
    async (who) => {
      const headers = principals[who]!;
      const before = { p2: await fingerprintOfEmployer(p2Ids.employerId!), organization: await fingerprintOfOrganizationLevel(DEMO_ORGANIZATION_ID) };
      const mismatches: string[] = [];
      const opened: string[] = [];
      for (const op of operations) {
        const name = `${op.method} ${op.path}`;
        const ownParams = (await pathParamsFor(op, p1Ids)) ?? {};
        const own = await invoke(op, ownParams, { ...build(op, p1Ids), headers });
        const forbidden = own.status === 403 && own.body?.code === "forbidden";
        if (!forbidden) opened.push(name);
        else if (OPENED[who]!.includes(name)) mismatches.push(`${name}: refused (403) on their own data`);
        const p2Params = await pathParamsFor(op, p2Ids);
        if (!p2Params) continue;
        const unknownIds: IdSet = Object.fromEntries(Object.entries(p2Ids).map(([k, v]) => [k, k === "organizationId" ? v : randomUUID()]));
        const unknownParams = unknownPathParams(p2Params);
        const resP2 = await invoke(op, p2Params, { ...build(op, p2Ids), headers });
        const resUnknown = await invoke(op, unknownParams, { ...build(op, unknownIds), headers });
        const idValues = [...Object.values(p2Ids), ...Object.values(unknownIds), ...Object.values(unknownParams)].filter((v) => v !== DEMO_ORGANIZATION_ID);
        const a = normalize(resP2, idValues);
        const b = normalize(resUnknown, idValues);
        if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push(`${name}: with P2's ids ${JSON.stringify(a)} but with unknown ids ${JSON.stringify(b)}`);
        else if (forbidden && resP2.status !== 403) mismatches.push(`${name}: 403 on their own ids but ${resP2.status} on P2's`);
        else if (Object.keys(p2Params).length > 0 && resP2.status < 400) mismatches.push(`${name}: succeeded on P2's resource`);
        // nothing of P2 in the answer (the problem's `instance` is the request's own path)
        const answer = JSON.stringify(resP2.body && typeof resP2.body === "object" ? { ...resP2.body, instance: undefined } : (resP2.body ?? null));
        if (answer.includes(p2Ids.employerId!) || (p2Ids.domesticContractId && answer.includes(p2Ids.domesticContractId)))
          mismatches.push(`${name}: names P2's ids`);
      }
      expect(await fingerprintOfEmployer(p2Ids.employerId!)).toEqual(before.p2);
      expect(await fingerprintOfOrganizationLevel(DEMO_ORGANIZATION_ID)).toEqual(before.organization);
      expect(mismatches).toEqual([]);
      // exactly the operations opened to them, no more (a new route opened to portal users is added here knowingly)
      expect(opened.sort()).toEqual([...OPENED[who]!].sort());
    },
  );

  it("their own final payslip, its PDF and (with the full right) the contract are reachable; the draft-free view is theirs only", async () => {
    for (const who of ["view", "presences", "full", "worker"]) {
      const headers = principals[who]!;
      const payslip = await call(getPayslipRoute.GET, "GET", `/v1/domestic-payslips/${p1Ids.payslipId}`, {
        key: null,
        headers,
        params: { id: p1Ids.payslipId! },
      });
      expect(payslip.status, `${who}: ${payslip.text}`).toBe(200);
      expect(payslip.body.status).toBe("final");
      const pdf = await call(payslipPdf.GET, "GET", `/v1/domestic-payslips/${p1Ids.payslipId}/pdf`, { key: null, headers, params: { id: p1Ids.payslipId! } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const contract = await call(getContractRoute.GET, "GET", `/v1/domestic-contracts/${p1Ids.domesticContractId}`, {
        key: null,
        headers,
        params: { id: p1Ids.domesticContractId! },
      });
      expect(contract.status, who).toBe(who === "full" ? 200 : 403);
    }
  });
});

/**
 * The sandbox (issue 33): a test-mode key acts on the organization's sandbox, an organization row
 * of its own. Every operation replayed with a test key and A's live ids, and with A's live key
 * (or administrator) and the sandbox's ids, answers exactly as with unknown ids and leaves the
 * other side untouched.
 */
describe("test-mode and live keys of one organization, with each other's ids, for every documented operation", () => {
  let testKey: Record<string, string> = {};
  let sandboxId = "";
  let sandboxIds: IdSet = {};
  let liveIds: IdSet = {};

  beforeAll(async () => {
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", { key: null, headers: adminHeaders, body: { name: "Isolation test key", mode: "test" } });
    expect(created.status, created.text).toBe(201);
    const key = created.body.key as string;
    testKey = { authorization: `Bearer ${key}` };
    sandboxId = (await getDb().organization.findUniqueOrThrow({ where: { sandboxOfId: DEMO_ORGANIZATION_ID }, select: { id: true } })).id;
    // the sandbox gets a row of every kind the API serves, through the API with the test key: a payslip and a letter on a seeded contract
    const contractId = (await idsOf(sandboxId)).domesticContractId!;
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      key,
      body: { domesticContractId: contractId, startDate: "2026-10-01", endDate: "2026-10-31" },
    });
    expect(w.status, w.text).toBe(200);
    const run = await call(runPayroll.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      key,
      body: {
        domesticContractId: contractId,
        organizationId: sandboxId,
        period: "2026-10",
        contributionWeeks: w.body,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
      },
    });
    expect([200, 201], run.text).toContain(run.status);
    const letter = await call(letters.POST, "POST", `/v1/domestic-contracts/${contractId}/letters`, { key, params: { id: contractId }, body: {} });
    expect([200, 201], letter.text).toContain(letter.status);
    sandboxIds = await idsOf(sandboxId);
    // test keys are administered from the live organization by design (listed and revoked with its keys): not the sandbox's data
    for (const name of ["api-keys", "apiKeyId"]) delete sandboxIds[name];
    liveIds = await idsOf(DEMO_ORGANIZATION_ID);
  });

  it("the sandbox has a row of every resource the fixed id map knows", () => {
    for (const name of ["employerId", "domesticContractId", "termsId", "workEventId", "payslipId", "workerId", "letterId"])
      expect(sandboxIds[name], name).toEqual(expect.any(String));
  });

  it("a test key with the live organization's ids answers as for unknown ids and leaves live data untouched", async () => {
    const before = await fingerprintOfOrganization(DEMO_ORGANIZATION_ID);
    const { covered } = await replayWithForeignIds({ headers: testKey, ownOrganizationId: sandboxId, foreignIds: liveIds, label: "live" });
    expect(await fingerprintOfOrganization(DEMO_ORGANIZATION_ID)).toEqual(before);
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });

  it("a live key (or administrator) with the sandbox's ids answers as for unknown ids and leaves the sandbox untouched", async () => {
    const before = await fingerprintOfOrganization(sandboxId);
    const { covered } = await replayWithForeignIds({
      headers: { authorization: `Bearer ${TEST_API_KEY}` },
      fallbackHeaders: adminHeaders,
      ownOrganizationId: DEMO_ORGANIZATION_ID,
      foreignIds: sandboxIds,
      label: "the sandbox's",
      // test keys are administered (listed, revoked) by the live organization's administrators by design
      skip: /^\/v1\/api-keys\//,
    });
    expect(await fingerprintOfOrganization(sandboxId)).toEqual(before);
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });

  it("lists answer nothing of the other side", async () => {
    const values = (ids: IdSet) =>
      Object.entries(ids)
        .filter(([k]) => !["organizationId", "apiKeyId", "api-keys", "userId", "users"].includes(k))
        .map(([, v]) => v);
    const leaks: string[] = [];
    for (const op of operations.filter((o) => o.method === "GET" && !/\{\w+\}/.test(o.path))) {
      for (const [headers, own, foreign] of [
        [testKey, sandboxIds, liveIds],
        [{ authorization: `Bearer ${TEST_API_KEY}` }, liveIds, sandboxIds],
      ] as const) {
        const query: Record<string, string> = {};
        for (const p of op.parameters.filter((x) => x.in === "query" && x.required)) query[p.name] = String(sample(doc, p.schema, own, p.name));
        if (op.parameters.some((p) => p.name === "organizationId")) query.organizationId = own.organizationId!;
        const res = await invoke(op, {}, { query, headers });
        for (const v of values(foreign)) if (res.text.includes(v)) leaks.push(`${op.id} names ${v}`);
      }
    }
    expect([...new Set(leaks)]).toEqual([]);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as contract from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as worker from "@/app/(api)/v1/workers/[id]/route";
import * as payrollRuns from "@/app/(api)/v1/payroll-runs/route";
import * as webhookEndpoints from "@/app/(api)/v1/webhook-endpoints/route";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";
import * as apiKey from "@/app/(api)/v1/api-keys/[id]/route";
import * as users from "@/app/(api)/v1/users/route";
import { getDb, disconnectDb } from "@/lib/db/client";
import { buildApiKey, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { canonicalJson } from "@/lib/api/idempotency";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import { createMondayColf } from "../support/hourly-colf";

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body).toMatchObject({
    status,
    code,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
    instance: expect.any(String),
    requestId: expect.any(String),
  });
  // never anything internal
  expect(JSON.stringify(res.body)).not.toMatch(/prisma|stack|SELECT|at \w+ \(/i);
}

describe("authentication", () => {
  it("answers /v1/me for a valid key with its organization and scopes", async () => {
    const res = await call(me.GET, "GET", "/v1/me");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ organizationId: DEMO_ORGANIZATION_ID, scopes: ["read", "write", "admin"], principal: { type: "api_key" } });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("tells the other organization's key its own organization", async () => {
    const res = await call(me.GET, "GET", "/v1/me", { key: TEST_OTHER_API_KEY });
    expect(res.body.organizationId).toBe(OTHER_ORGANIZATION_ID);
  });

  it("rejects a missing key with 401", async () => {
    expectProblem(await call(me.GET, "GET", "/v1/me", { key: null }), 401, "unauthorized");
  });

  it("rejects an unknown key and a malformed Authorization header with 401", async () => {
    expectProblem(await call(me.GET, "GET", "/v1/me", { key: "dp_live_ThisKeyDoesNotExist000000000000000" }), 401, "unauthorized");
    expectProblem(await call(me.GET, "GET", "/v1/me", { key: null, headers: { authorization: "Basic abc" } }), 401, "unauthorized");
  });

  it("rejects a revoked key with 401 on the next request", async () => {
    const { key, id } = await buildApiKey(getDb(), { organizationId: DEMO_ORGANIZATION_ID, name: "to revoke" });
    expect((await call(me.GET, "GET", "/v1/me", { key })).status).toBe(200);
    await getDb().apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    expectProblem(await call(me.GET, "GET", "/v1/me", { key }), 401, "unauthorized");
  });

  it("lets a read-only key read but answers 403 to a mutation", async () => {
    const { key } = await buildApiKey(getDb(), { organizationId: DEMO_ORGANIZATION_ID, name: "reader", readOnly: true });
    const read = await call(me.GET, "GET", "/v1/me", { key });
    expect(read.status).toBe(200);
    expect(read.body.scopes).toEqual(["read"]);
    expectProblem(
      await call(users.POST, "POST", "/v1/users", { key, body: { name: "x", email: "x@example.it", password: "0123456789" } }),
      403,
      "read_only_key",
    );
  });

  it("accepts a clerk session cookie in place of a key", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const res = await call(me.GET, "GET", "/v1/me", { key: null, headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.principal).toMatchObject({ type: "user", role: "admin" });
  });

  it("refuses a cookie-authenticated mutation from another site", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const res = await call(apiKeys.POST, "POST", "/v1/api-keys", { key: null, headers: { cookie, origin: "https://evil.example" }, body: { name: "x" } });
    expectProblem(res, 403, "cross_site_request");
  });

  it("keeps key management to administrators with a session", async () => {
    expectProblem(await call(apiKeys.GET, "GET", "/v1/api-keys"), 403, "forbidden");
  });
});

describe("API key lifecycle through the API", () => {
  it("creates a key shown once, stores only its hash, and revokes it", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie, origin: "http://localhost:3000" },
      body: { name: "Integrazione" },
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^dp_live_[0-9A-Za-z]{32}$/);
    expect(created.body.prefix).toBe(created.body.key.slice(0, 12));
    const stored = await getDb().apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.body.key);

    expect((await call(me.GET, "GET", "/v1/me", { key: created.body.key })).status).toBe(200);
    const listed = await call(apiKeys.GET, "GET", "/v1/api-keys", { key: null, headers: { cookie } });
    expect(listed.body.data.some((k: any) => k.id === created.body.id && !("key" in k))).toBe(true);

    const revoked = await call(apiKey.DELETE, "DELETE", `/v1/api-keys/${created.body.id}`, { key: null, headers: { cookie }, params: { id: created.body.id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTruthy();
    expectProblem(await call(me.GET, "GET", "/v1/me", { key: created.body.key }), 401, "unauthorized");
    const audit = await getDb().auditLog.findMany({ where: { entityId: created.body.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["api_key.create", "api_key.revoke"]);
  });

  it("answers 404 for an unknown or malformed key id", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const unknown = "7d1f6a55-0000-4000-8000-000000000000";
    expectProblem(
      await call(apiKey.DELETE, "DELETE", `/v1/api-keys/${unknown}`, { key: null, headers: { cookie }, params: { id: unknown } }),
      404,
      "not_found",
    );
    expectProblem(await call(apiKey.DELETE, "DELETE", "/v1/api-keys/abc", { key: null, headers: { cookie }, params: { id: "abc" } }), 404, "not_found");
  });
});

describe("API keys restricted to some employers (issue 28)", () => {
  it("refuses an unknown or another organization's employer like each other, item by item (422)", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const foreign = await getDb().employer.findFirstOrThrow({ where: { organizationId: OTHER_ORGANIZATION_ID }, select: { id: true } });
    const own = await getDb().employer.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID }, select: { id: true } });
    const refused = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie, origin: "http://localhost:3000" },
      body: { name: "Famiglia", employerIds: [own.id, foreign.id, "7d1f6a55-0000-4000-8000-000000000000"] },
    });
    expectProblem(refused, 422, "validation_failed");
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ path: "/employerIds/1", code: "employer_not_found" }),
      expect.objectContaining({ path: "/employerIds/2", code: "employer_not_found" }),
    ]);
  });

  it("a restricted key lists only its employers, reads another employer's like an unknown id, and gets 403 on the organization's own resources", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const [e1, e2] = await getDb().employer.findMany({
      where: { organizationId: DEMO_ORGANIZATION_ID },
      select: { id: true },
      orderBy: { createdAt: "asc" },
      take: 2,
    });
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie, origin: "http://localhost:3000" },
      body: { name: "Famiglia", scope: "read", employerIds: [e1!.id] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.employerIds).toEqual([e1!.id]);
    const key = created.body.key as string;
    const listed = await call(employers.GET, "GET", "/v1/employers", { key, query: { organizationId: DEMO_ORGANIZATION_ID, limit: 100 } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([e1!.id]);
    expect(listed.body.pagination.total).toBe(1);
    expect((await call(employer.GET, "GET", `/v1/employers/${e1!.id}`, { key, params: { id: e1!.id } })).status).toBe(200);
    expectProblem(await call(employer.GET, "GET", `/v1/employers/${e2!.id}`, { key, params: { id: e2!.id } }), 404, "not_found");
    expectProblem(await call(payrollRuns.GET, "GET", "/v1/payroll-runs", { key }), 403, "forbidden");
    expectProblem(await call(webhookEndpoints.GET, "GET", "/v1/webhook-endpoints", { key }), 403, "forbidden");
    // an unrestricted key's answer names no employers
    const all = await call(apiKeys.GET, "GET", "/v1/api-keys", { key: null, headers: { cookie } });
    expect(all.body.data.find((k: { id: string }) => k.id === created.body.id).employerIds).toEqual([e1!.id]);
    expect(all.body.data.some((k: { employerIds: unknown }) => k.employerIds === null)).toBe(true);
  });
});

describe("a restricted key and a worker shared with another employer", () => {
  it("changes the contract, but not the person whose other contract is outside its employers (403, nothing written)", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const otherContractId = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Condivisa${Date.now()}` });
    const { workerId } = await getDb().domesticContract.findUniqueOrThrow({ where: { id: otherContractId }, select: { workerId: true } });
    const own = await buildEmployer(getDb(), DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Olga", lastName: `Propria${Date.now()}` } });
    const hired = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
      body: {
        employerId: own.id,
        workerId,
        startDate: "2025-03-01",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "9.00",
          weeklySchedule: { monday: "2", tuesday: "0", wednesday: "0", thursday: "0", friday: "0", saturday: "0", sunday: "0" },
          seniorityIncrements: "0",
        },
      },
    });
    expect(hired.status, hired.text).toBe(201);
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie, origin: "http://localhost:3000" },
      body: { name: "Famiglia Olga", employerIds: [own.id] },
    });
    const key = created.body.key as string;
    const params = { id: hired.body.id as string };
    const renamed = await call(contract.PATCH, "PATCH", `/v1/domestic-contracts/${params.id}`, { key, params, body: { worker: { firstName: "Rinominata" } } });
    expectProblem(renamed, 403, "forbidden");
    const other = await getDb().domesticContract.findUniqueOrThrow({ where: { id: otherContractId }, select: { workerFirstName: true } });
    expect(other.workerFirstName).toBe("Irene");
    const noted = await call(contract.PATCH, "PATCH", `/v1/domestic-contracts/${params.id}`, { key, params, body: { notes: "Solo il lunedì" } });
    expect(noted.status, noted.text).toBe(200);
    // the person is seen with the contracts of the key's employers only
    const seen = await call(worker.GET, "GET", `/v1/workers/${workerId}`, { key, params: { id: workerId! } });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.contracts.map((c: { id: string }) => c.id)).toEqual([params.id]);
    const seenByAll = await call(worker.GET, "GET", `/v1/workers/${workerId}`, { params: { id: workerId! } });
    expect(seenByAll.body.contracts).toHaveLength(2);
    // the worker's own record is the person's too: refused while another employer holds one of their contracts
    const patched = await call(worker.PATCH, "PATCH", `/v1/workers/${workerId}`, { key, params: { id: workerId! }, body: { firstName: "Rinominata" } });
    expectProblem(patched, 403, "forbidden");
    const person = await getDb().worker.findUniqueOrThrow({ where: { id: workerId! }, select: { firstName: true } });
    expect(person.firstName).not.toBe("Rinominata");
    // the key says which employers it is restricted to; an unrestricted caller, none
    const whoAmI = await call(me.GET, "GET", "/v1/me", { key });
    expect(whoAmI.status, whoAmI.text).toBe(200);
    expect(whoAmI.body.employerIds).toEqual([own.id]);
    const whoAmIAll = await call(me.GET, "GET", "/v1/me", {});
    expect(whoAmIAll.body.employerIds).toBeNull();
  });
});

describe("request plumbing", () => {
  const adminSession = async () => ({ key: null, headers: { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" } });

  it("answers malformed JSON with 400", async () => {
    const s = await adminSession();
    const res = await call(users.POST, "POST", "/v1/users", { ...s, headers: { ...s.headers, "content-type": "application/json" }, rawBody: '{"name": "x",' });
    expectProblem(res, 400, "invalid_json");
  });

  it("answers a text/plain body with 415", async () => {
    const s = await adminSession();
    const res = await call(users.POST, "POST", "/v1/users", { ...s, headers: { ...s.headers, "content-type": "text/plain" }, rawBody: "hello" });
    expectProblem(res, 415, "unsupported_media_type");
  });

  it("answers a 2 MiB body with 413 (declared and streamed)", async () => {
    const s = await adminSession();
    const big = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) });
    expectProblem(
      await call(users.POST, "POST", "/v1/users", { ...s, headers: { ...s.headers, "content-type": "application/json" }, rawBody: big }),
      413,
      "payload_too_large",
    );
    // without Content-Length the stream is cut as soon as it passes 1 MiB
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode("x".repeat(512 * 1024)));
        controller.close();
      },
    });
    const { NextRequest } = await import("next/server");
    const req = new NextRequest("http://localhost:3000/v1/users", {
      method: "POST",
      headers: { ...s.headers, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as unknown as ConstructorParameters<typeof NextRequest>[1]);
    const res = await users.POST(req, { params: Promise.resolve({}) } as never);
    expect(res.status).toBe(413);
  });

  it("answers invalid fields and unknown fields with 422 and a pointer each", async () => {
    const s = await adminSession();
    const res = await call(users.POST, "POST", "/v1/users", { ...s, body: { name: "", email: "not-an-email", password: "short", role: "boss", extra: 1 } });
    expectProblem(res, 422, "validation_failed");
    const paths = res.body.errors.map((e: any) => e.path).sort();
    expect(paths).toEqual(["/email", "/extra", "/name", "/password", "/role"]);
    expect(res.body.errors.find((e: any) => e.path === "/extra").code).toBe("unknown_field");
  });

  it.each(["0", "101", "-1", "abc", "1.5"])("answers limit=%s with 400", async (limit) => {
    const res = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, limit } });
    expectProblem(res, 400, "invalid_query");
    expect(res.body.errors[0].path).toBe("/limit");
  });

  it("answers an unknown sortField with 400", async () => {
    const res = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, sortField: "password" } });
    expectProblem(res, 400, "invalid_query");
  });

  it("answers organizationId of another organization with 403", async () => {
    const res = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: OTHER_ORGANIZATION_ID } });
    expectProblem(res, 403, "organization_mismatch");
  });

  it("lists employers with the pagination block", async () => {
    const res = await call(employers.GET, "GET", "/v1/employers", {
      query: { organizationId: DEMO_ORGANIZATION_ID, limit: 2, sortField: "name", sortDirection: "asc" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 2, total: expect.any(Number), totalPages: expect.any(Number) });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(7);
  });

  it("passes the caller's X-Request-Id through, or makes one", async () => {
    const res = await call(me.GET, "GET", "/v1/me", { headers: { "x-request-id": "trace-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
  });
});

describe("idempotency", () => {
  it("replays the first response for the same key and body, 422 for another body", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const headers = { cookie, origin: "http://localhost:3000", "idempotency-key": `users-${Date.now()}` };
    const body = { name: "Clerk Idem", email: `idem-${Date.now()}@example.it`, password: "0123456789" };
    const first = await call(users.POST, "POST", "/v1/users", { key: null, headers, body });
    expect(first.status).toBe(201);
    const second = await call(users.POST, "POST", "/v1/users", { key: null, headers, body });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await getDb().user.count({ where: { email: body.email } })).toBe(1);
    const changed = await call(users.POST, "POST", "/v1/users", { key: null, headers, body: { ...body, name: "Other" } });
    expectProblem(changed, 422, "idempotency_key_reused");
  });

  it("answers 409 while the first request with the key is still in flight", async () => {
    const key = `inflight-${Date.now()}`;
    const body = { name: "x", email: "inflight@example.it", password: "0123456789" };
    // the record a first, still running request with this key and body would have claimed
    const requestHash = createHash("sha256")
      .update(`POST /v1/users\n${canonicalJson(body)}`)
      .digest("hex");
    await getDb().idempotencyRecord.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, key, method: "POST", path: "/v1/users", requestHash, expiresAt: new Date(Date.now() + 60_000) },
    });
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const res = await call(users.POST, "POST", "/v1/users", { key: null, headers: { cookie, origin: "http://localhost:3000", "idempotency-key": key }, body });
    expectProblem(res, 409, "idempotency_key_in_use");
    expect(await getDb().user.count({ where: { email: body.email } })).toBe(0);
  });
});

describe("database outage", () => {
  it("answers 503 with Retry-After when the database is unreachable", async () => {
    const saved = process.env.DATABASE_URL;
    await disconnectDb();
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/unreachable";
    try {
      const res = await call(me.GET, "GET", "/v1/me");
      expectProblem(res, 503, "database_unavailable");
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await disconnectDb();
      process.env.DATABASE_URL = saved;
    }
  });
});

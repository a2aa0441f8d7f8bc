/**
 * Issue 16 points 2, 5, 6, 8 through the real handlers and database: idempotency leases and
 * fingerprints, text that cannot be stored (NUL, lone surrogates) and dates outside 1900…2100.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as events from "@/app/(api)/v1/work-events/route";
import * as summary from "@/app/(api)/v1/work-events/summary/route";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call, type CallResult } from "../support/http";

const RUN = Date.now().toString(36);
let colfId = "";
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

function expectProblem(res: CallResult, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body).toMatchObject({ status, code, requestId: expect.any(String) });
}

const employerBody = (lastName: string, over: Record<string, unknown> = {}) => ({
  type: "domestic",
  organizationId: DEMO_ORGANIZATION_ID,
  personalInfo: {
    firstName: "Rita",
    lastName,
    fiscalCode: "RSSMRA80A01H501U",
    birthDate: "1980-01-01",
    address: "Via Roma 1",
    locality: "Roma",
    province: "RM",
    zipCode: "00100",
    ...over,
  },
});

beforeAll(async () => {
  colfId = (
    await getDb().domesticContract.findFirstOrThrow({
      where: { organizationId: DEMO_ORGANIZATION_ID, workerLastName: "Bianchi", workerFirstName: "Giulia" },
      select: { id: true },
    })
  ).id;
});

afterAll(async () => {
  await getDb().employer.deleteMany({ where: { organizationId: DEMO_ORGANIZATION_ID, displayName: { contains: `Rel${RUN}` } } });
  await getDb().workEvent.deleteMany({ where: { contractId: colfId, date: { gte: day("2025-06-01"), lte: day("2025-06-30") } } });
});

describe("bad text → 422 invalid_text with the pointer, nothing written", () => {
  it.each([
    ["NUL", "Ri\u0000ta"],
    ["a lone high surrogate", "Rita\ud800"],
    ["a lone low surrogate", "\udc00Rita"],
  ])("%s in a body field", async (_label, firstName) => {
    const lastName = `Rel${RUN}text${firstName.length}`;
    const res = await call(employers.POST, "POST", "/v1/employers", { body: employerBody(lastName, { firstName }) });
    expectProblem(res, 422, "invalid_text");
    expect(res.body.errors).toEqual([{ path: "/personalInfo/firstName", message: expect.any(String), code: "invalid_text" }]);
    expect(await getDb().employer.count({ where: { displayName: { contains: lastName } } })).toBe(0);
  });

  it("a JSON escape of a lone surrogate in the raw body", async () => {
    const lastName = `Rel${RUN}esc`;
    const raw = JSON.stringify(employerBody(lastName)).replace('"Via Roma 1"', '"Via \\ud800 Roma"');
    const res = await call(employers.POST, "POST", "/v1/employers", { rawBody: raw, headers: { "content-type": "application/json" } });
    expectProblem(res, 422, "invalid_text");
    expect(res.body.errors[0].path).toBe("/personalInfo/address");
  });

  it("in a query string (search=%00)", async () => {
    const res = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, search: "\u0000" } });
    expectProblem(res, 422, "invalid_text");
    expect(res.body.errors).toEqual([{ path: "/search", message: expect.any(String), code: "invalid_text" }]);
    const ok = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, search: "Conti" } });
    expect(ok.status).toBe(200);
  });
});

describe("dates outside 1900-01-01…2100-12-31 → 422", () => {
  it.each(["0000-01-01", "1899-12-31", "2101-01-01", "9999-12-31"])("work event on %s", async (date) => {
    const res = await call(events.POST, "POST", "/v1/work-events", {
      body: { domesticContractId: colfId, date, hours: "4", type: "work", subType: "regular_work", multiplier: "1" },
    });
    expectProblem(res, 422, "validation_failed");
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: "/date" }));
  });

  it("list filters and months", async () => {
    const list = await call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: colfId, from: "0000-01-01" } });
    expect(list.status).toBe(400);
    expect(list.body.code).toBe("invalid_query");
    expect(list.body.errors).toContainEqual(expect.objectContaining({ path: "/from", code: "date_out_of_range" }));
    const month = await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: colfId, month: "9999-01" } });
    expect(month.status).toBe(400);
    expect(month.body.errors).toContainEqual(expect.objectContaining({ path: "/month", code: "date_out_of_range" }));
  });

  it("birth dates", async () => {
    const res = await call(employers.POST, "POST", "/v1/employers", { body: employerBody(`Rel${RUN}birth`, { birthDate: "0000-01-01" }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: "/personalInfo/birthDate" }));
  });

  it("the limits themselves are accepted by the validator", async () => {
    const { isoDate, isoMonth } = await import("@/lib/validation/common");
    expect(isoDate.safeParse("1900-01-01").success).toBe(true);
    expect(isoDate.safeParse("2100-12-31").success).toBe(true);
    expect(isoMonth.safeParse("2100-12").success).toBe(true);
    expect(isoMonth.safeParse("1899-12").success).toBe(false);
  });
});

describe("idempotency", () => {
  it("fingerprints the parsed JSON: the same body spaced and ordered differently is a replay", async () => {
    const key = `fp-${RUN}`;
    const body = { domesticContractId: colfId, date: "2025-06-02", hours: "4", type: "work", subType: "regular_work", multiplier: "1" };
    const first = await call(events.POST, "POST", "/v1/work-events", {
      rawBody: JSON.stringify(body),
      headers: { "content-type": "application/json", "idempotency-key": key },
    });
    expect(first.status, first.text).toBe(201);
    const reordered = `{\n  "multiplier": "1",   "subType": "regular_work", "type": "work", "hours": "4", "date": "2025-06-02",\n "domesticContractId": "${colfId}" }`;
    const second = await call(events.POST, "POST", "/v1/work-events", {
      rawBody: reordered,
      headers: { "content-type": "application/json", "idempotency-key": key },
    });
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body.id).toBe(first.body.id);
    const other = await call(events.POST, "POST", "/v1/work-events", { body: { ...body, hours: "5" }, headers: { "idempotency-key": key } });
    expectProblem(other, 422, "idempotency_key_reused");
    expect(await getDb().workEvent.count({ where: { contractId: colfId, date: day("2025-06-02") } })).toBe(1);
  });

  it("an in-flight claim holds a lease of seconds: once it ran out (the release failed) a retry runs", async () => {
    const key = `lease-${RUN}`;
    const body = { domesticContractId: colfId, date: "2025-06-03", hours: "4", type: "work", subType: "regular_work", multiplier: "1" };
    // a first attempt claimed the key and died with the database, its release failing too
    const { canonicalJson } = await import("@/lib/api/idempotency");
    const { createHash } = await import("node:crypto");
    const requestHash = createHash("sha256")
      .update(`POST /v1/work-events\n${canonicalJson(body)}`)
      .digest("hex");
    const record = await getDb().idempotencyRecord.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, key, method: "POST", path: "/v1/work-events", requestHash, expiresAt: new Date(Date.now() + 60_000) },
    });
    const blocked = await call(events.POST, "POST", "/v1/work-events", { body, headers: { "idempotency-key": key } });
    expectProblem(blocked, 409, "idempotency_key_in_use");
    // the lease runs out
    await getDb().idempotencyRecord.update({ where: { id: record.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const retried = await call(events.POST, "POST", "/v1/work-events", { body, headers: { "idempotency-key": key } });
    expect(retried.status, retried.text).toBe(201);
    const stored = await getDb().idempotencyRecord.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID, key } });
    expect(stored.state).toBe("completed");
    // a completed response is kept for a day, not for the lease
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  });

  it("a new claim's lease is seconds, not hours", async () => {
    const key = `lease-new-${RUN}`;
    const { claimIdempotencyKey } = await import("@/lib/api/idempotency");
    const before = Date.now();
    const outcome = await claimIdempotencyKey({ organizationId: DEMO_ORGANIZATION_ID, key, method: "POST", path: "/v1/x", body: { a: 1 } });
    expect(outcome.kind).toBe("claimed");
    const stored = await getDb().idempotencyRecord.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID, key } });
    expect(stored.expiresAt.getTime() - before).toBeLessThanOrEqual(60_000);
    await getDb().idempotencyRecord.delete({ where: { id: stored.id } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as events from "@/app/(api)/v1/work-events/route";
import * as event from "@/app/(api)/v1/work-events/[id]/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as summary from "@/app/(api)/v1/work-events/summary/route";
import * as contributionWeeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as runPayroll from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildContract, buildEmployer, type ContractSeed } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_OTHER_API_KEY } from "../support/constants";

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body).toMatchObject({ status, code, requestId: expect.any(String) });
  expect(JSON.stringify(res.body)).not.toMatch(/prisma|stack|SELECT|at \w+ \(/i);
}

function expectInvalid(res: { status: number; headers: Headers; body: any }, path: string, code?: string) {
  expectProblem(res, 422, "validation_failed");
  const paths = (res.body.errors as { path: string; code: string }[]).map((e) => e.path);
  expect(paths, JSON.stringify(res.body.errors)).toContain(path);
  if (code) expect(res.body.errors.find((e: { path: string }) => e.path === path).code).toBe(code);
}

const db = () => getDb();
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const MON_FRI_4H: ContractSeed["terms"] = {
  level: "B",
  jobType: "domestic_help",
  cohabiting: false,
  payBasis: "hourly",
  wage: "9.00",
  weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
};

let colfId: string;
let otherOrgContractId: string;
let employerId: string;

async function freshContract(seed: Partial<ContractSeed> & { patronSaintDay?: string } = {}) {
  const employer = seed.patronSaintDay
    ? await buildEmployer(db(), DEMO_ORGANIZATION_ID, {
        type: "domestic",
        personalInfo: { firstName: "Test", lastName: "Patrono" },
        patronSaintDay: seed.patronSaintDay,
      })
    : { id: employerId };
  const contract = await buildContract(db(), DEMO_ORGANIZATION_ID, employer.id, {
    worker: { firstName: "Prova", lastName: `Eventi ${Math.random().toString(36).slice(2, 8)}` },
    startDate: seed.startDate ?? "2024-01-01",
    endDate: seed.endDate,
    terms: seed.terms ?? MON_FRI_4H,
  });
  return contract.id;
}

const item = (over: Record<string, unknown> = {}) => ({ date: "2025-03-03", hours: "4", type: "work", subType: "regular_work", multiplier: "1", ...over });
const create = (body: Record<string, unknown>, key?: string) => call(events.POST, "POST", "/v1/work-events", { body, key });

beforeAll(async () => {
  const colf = await db().domesticContract.findFirstOrThrow({
    where: { organizationId: DEMO_ORGANIZATION_ID, workerLastName: "Bianchi", workerFirstName: "Giulia" },
    select: { id: true, employerId: true },
  });
  colfId = colf.id;
  employerId = colf.employerId;
  otherOrgContractId = (await db().domesticContract.findFirstOrThrow({ where: { organizationId: OTHER_ORGANIZATION_ID }, select: { id: true } })).id;
  // The seeded colf's April 2025 belongs to this file: start from an empty month.
  await db().workEvent.deleteMany({ where: { contractId: colfId, date: { gte: day("2025-03-01"), lte: day("2025-05-31") } } });
});

afterAll(async () => {
  await db().workEvent.deleteMany({ where: { contractId: colfId, date: { gte: day("2025-03-01"), lte: day("2025-05-31") } } });
});

describe("POST /v1/work-events", () => {
  it("creates an event with the subtype's default flags and returns every field", async () => {
    const res = await create({
      domesticContractId: colfId,
      ...item({ date: "2025-03-03", hours: "4.5", customName: "  Pulizie straordinarie ", notes: "Chiavi dal portiere" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      domesticContractId: colfId,
      date: "2025-03-03",
      hours: "4.50",
      type: "work",
      subType: "regular_work",
      multiplier: "1.00",
      customName: "Pulizie straordinarie",
      notes: "Chiavi dal portiere",
      addsToThirteen: true,
      addsToSeverance: true,
      isFromGlobalWage: false,
      affectsContributions: true,
      absenceLocation: null,
      metadata: {},
      externalId: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    const audit = await db().auditLog.findMany({ where: { entityId: res.body.id } });
    expect(audit.map((a) => a.action)).toEqual(["work_event.create"]);
    const got = await call(event.GET, "GET", `/v1/work-events/${res.body.id}`, { params: { id: res.body.id } });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it("takes the defaults of other subtypes and lets each flag be overridden", async () => {
    const overtime = await create({ domesticContractId: colfId, ...item({ date: "2025-03-04", hours: "1.25", subType: "overtime", multiplier: "1.25" }) });
    expect(overtime.status).toBe(201);
    expect(overtime.body).toMatchObject({
      multiplier: "1.25",
      addsToThirteen: false,
      addsToSeverance: false,
      isFromGlobalWage: true,
      affectsContributions: true,
    });
    const sick = await create({ domesticContractId: colfId, ...item({ date: "2025-03-05", type: "sick_leave", subType: "sick_none", multiplier: "0.01" }) });
    expect(sick.body).toMatchObject({ multiplier: "0.01", addsToThirteen: true, addsToSeverance: true, affectsContributions: false });
    const overridden = await create({
      domesticContractId: colfId,
      ...item({
        date: "2025-03-06",
        subType: "night_work",
        multiplier: "1.2",
        addsToThirteen: true,
        addsToSeverance: true,
        isFromGlobalWage: false,
        affectsContributions: false,
      }),
    });
    expect(overridden.body).toMatchObject({
      multiplier: "1.20",
      addsToThirteen: true,
      addsToSeverance: true,
      isFromGlobalWage: false,
      affectsContributions: false,
    });
  });

  it("accepts the limits: 0 and 24 hours, multiplier 0.01 and 10, 120/1000 characters", async () => {
    const zero = await create({
      domesticContractId: colfId,
      ...item({ date: "2025-03-07", hours: "0", multiplier: "10", customName: "n".repeat(120), notes: "x".repeat(1000) }),
    });
    expect(zero.status, JSON.stringify(zero.body)).toBe(201);
    expect(zero.body).toMatchObject({ hours: "0.00", multiplier: "10.00" });
    expect(zero.body.notes).toHaveLength(1000);
    const full = await create({ domesticContractId: colfId, ...item({ date: "2025-03-08", hours: "24.00", multiplier: "0.01" }) });
    expect(full.status).toBe(201);
    expect(full.body.hours).toBe("24.00");
  });

  const invalid: [string, Record<string, unknown>, string, string?][] = [
    ["an unknown type", { type: "holiday" }, "/type"],
    ["an unknown subType", { subType: "vacation_extra" }, "/subType"],
    ["a subType under another type", { type: "vacation", subType: "regular_work" }, "/subType"],
    ["hours over 24", { hours: "24.01" }, "/hours"],
    ["negative hours", { hours: "-1" }, "/hours"],
    ["hours with three decimals", { hours: "4.125" }, "/hours"],
    ["hours as a JSON number", { hours: 4 }, "/hours"],
    ["hours missing", { hours: undefined }, "/hours"],
    ["a multiplier of 0", { multiplier: "0" }, "/multiplier"],
    ["a multiplier over 10", { multiplier: "10.5" }, "/multiplier"],
    ["a multiplier missing", { multiplier: undefined }, "/multiplier"],
    ["an impossible date", { date: "2025-02-29" }, "/date"],
    ["a badly written date", { date: "2025-3-3" }, "/date"],
    ["a customName over 120 characters", { customName: "x".repeat(121) }, "/customName"],
    ["notes over 1000 characters", { notes: "x".repeat(1001) }, "/notes"],
    ["a flag that is not a boolean", { addsToThirteen: "yes" }, "/addsToThirteen"],
    ["an unknown field", { organizationId: DEMO_ORGANIZATION_ID }, "/organizationId", "unknown_field"],
    ["a type and a subType of the wrong kind", { type: 3, subType: {} }, "/subType"],
  ];
  it.each(invalid)("answers 422 with a pointer for %s", async (_label, over, path, code) => {
    const before = await db().workEvent.count({ where: { contractId: colfId } });
    expectInvalid(await create({ domesticContractId: colfId, ...item({ date: "2025-03-10", ...over }) }), path, code);
    expect(await db().workEvent.count({ where: { contractId: colfId } })).toBe(before);
  });

  it("answers 422 for a missing or malformed domesticContractId", async () => {
    expectInvalid(await create(item()), "/domesticContractId");
    expectInvalid(await create({ domesticContractId: "abc", ...item() }), "/domesticContractId");
  });

  it("refuses a date before the start of employment or after its end", async () => {
    expectInvalid(await create({ domesticContractId: colfId, ...item({ date: "2024-01-07" }) }), "/date", "outside_employment");
    const ended = await freshContract({ startDate: "2024-01-01", endDate: "2024-06-30" });
    expect((await create({ domesticContractId: ended, ...item({ date: "2024-06-30" }) })).status).toBe(201);
    expectInvalid(await create({ domesticContractId: ended, ...item({ date: "2024-07-01" }) }), "/date", "outside_employment");
  });

  it("answers 404 for a contract of another organization exactly like an unknown one", async () => {
    const foreign = await create({ domesticContractId: otherOrgContractId, ...item() });
    const unknown = await create({ domesticContractId: "7d1f6a55-0000-4000-8000-000000000000", ...item() });
    expectProblem(foreign, 404, "not_found");
    expectProblem(unknown, 404, "not_found");
    expect(foreign.body.detail).toBe(unknown.body.detail);
  });

  it("refuses a read-only key with 403 and a non-JSON body with 415", async () => {
    const { key } = await buildApiKey(db(), { organizationId: DEMO_ORGANIZATION_ID, name: "reader", readOnly: true });
    expectProblem(await create({ domesticContractId: colfId, ...item() }, key), 403, "read_only_key");
    expectProblem(
      await call(events.POST, "POST", "/v1/work-events", { rawBody: "x", headers: { "content-type": "text/plain" } }),
      415,
      "unsupported_media_type",
    );
  });
});

describe("GET /v1/work-events", () => {
  let contractId: string;
  beforeAll(async () => {
    contractId = await freshContract({ startDate: "2025-01-01" });
    const rows = [
      ["2025-01-03", "4", "work", "regular_work"],
      ["2025-01-02", "2", "work", "overtime"],
      ["2025-01-02", "4", "work", "regular_work"],
      ["2025-01-06", "4", "public_holiday", "regular_public_holiday"],
      ["2025-01-07", "3", "sick_leave", "sick_half"],
      ["2025-02-03", "4", "vacation", "regular_vacation"],
    ] as const;
    const res = await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: contractId },
      body: rows.map(([date, hours, type, subType]) => ({ date, hours, type, subType, multiplier: "1" })),
    });
    expect(res.status).toBe(201);
  });
  const list = (query: Record<string, string | number>, key?: string) =>
    call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: contractId, ...query }, key });

  it("lists by date ascending by default, ties by id, with pagination", async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: any) => e.date)).toEqual(["2025-01-02", "2025-01-02", "2025-01-03", "2025-01-06", "2025-01-07", "2025-02-03"]);
    const sameDay = res.body.data.slice(0, 2).map((e: any) => e.id);
    expect(sameDay).toEqual([...sameDay].sort());
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
    const page2 = await list({ limit: 4, page: 2 });
    expect(page2.body.data.map((e: any) => e.date)).toEqual(["2025-01-07", "2025-02-03"]);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
  });

  it("sorts by hours, type and createdAt, both directions", async () => {
    const byHours = await list({ sortField: "hours", sortDirection: "desc" });
    expect(byHours.body.data.map((e: any) => e.hours)).toEqual(["4.00", "4.00", "4.00", "4.00", "3.00", "2.00"]);
    const byType = await list({ sortField: "type" });
    expect(byType.body.data.map((e: any) => e.type)).toEqual(["work", "work", "work", "public_holiday", "vacation", "sick_leave"]);
    const byCreated = await list({ sortField: "createdAt", sortDirection: "desc" });
    expect(byCreated.status).toBe(200);
    expect(byCreated.body.data).toHaveLength(6);
  });

  it("filters by date range and type", async () => {
    const january = await list({ from: "2025-01-03", to: "2025-01-31" });
    expect(january.body.data.map((e: any) => e.date)).toEqual(["2025-01-03", "2025-01-06", "2025-01-07"]);
    const work = await list({ type: "work" });
    expect(work.body.pagination.total).toBe(3);
    const sick = await list({ subType: "sick_half" });
    expect(sick.body.data.map((e: any) => e.date)).toEqual(["2025-01-07"]);
  });

  it("answers 400 for a bad query and 404 for an unknown or malformed contract", async () => {
    expectProblem(await call(events.GET, "GET", "/v1/work-events"), 400, "invalid_query");
    expectProblem(await list({ sortField: "notes" }), 400, "invalid_query");
    expectProblem(await list({ limit: 101 }), 400, "invalid_query");
    expectProblem(await list({ limit: 0 }), 400, "invalid_query");
    expectProblem(await list({ from: "2025-02-01", to: "2025-01-01" }), 400, "invalid_query");
    expectProblem(await list({ type: "holiday" }), 400, "invalid_query");
    expectProblem(await list({ from: "2025-1-1", to: "2025-9-9" }), 400, "invalid_query");
    expectProblem(
      await call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: "7d1f6a55-0000-4000-8000-000000000000" } }),
      404,
      "not_found",
    );
    expectProblem(await call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: "nope" } }), 404, "not_found");
  });
});

describe("PATCH and DELETE /v1/work-events/{id}", () => {
  let contractId: string;
  beforeAll(async () => {
    contractId = await freshContract({ startDate: "2025-01-01", endDate: "2025-12-31" });
  });
  const patch = (id: string, body: unknown, key?: string) => call(event.PATCH, "PATCH", `/v1/work-events/${id}`, { params: { id }, body, key });

  it("updates only the fields sent and audits before/after", async () => {
    const created = (await create({ domesticContractId: contractId, ...item({ date: "2025-05-05", customName: "Stiro", notes: "nota" }) })).body;
    const res = await patch(created.id, { hours: "3.5", notes: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      date: "2025-05-05",
      hours: "3.50",
      customName: "Stiro",
      notes: null,
      type: "work",
      subType: "regular_work",
    });
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: created.id, action: "work_event.update" } });
    expect(audit.before).toMatchObject({ hours: "4.00", notes: "nota" });
    expect(audit.after).toMatchObject({ hours: "3.50", notes: null });
  });

  it("resets the flags to the new subtype's defaults unless sent, and keeps the multiplier", async () => {
    const created = (await create({ domesticContractId: contractId, ...item({ date: "2025-05-06" }) })).body;
    const toOvertime = await patch(created.id, { subType: "overtime" });
    expect(toOvertime.body).toMatchObject({ subType: "overtime", multiplier: "1.00", addsToThirteen: false, addsToSeverance: false, isFromGlobalWage: true });
    const toSick = await patch(created.id, { type: "sick_leave", subType: "sick_full", multiplier: "1", affectsContributions: false });
    expect(toSick.body).toMatchObject({ type: "sick_leave", subType: "sick_full", addsToThirteen: true, affectsContributions: false });
  });

  it("checks the merged event: subType under type, date inside the employment, ranges, unknown fields", async () => {
    const created = (await create({ domesticContractId: contractId, ...item({ date: "2025-05-07" }) })).body;
    expectInvalid(await patch(created.id, { subType: "sick_full" }), "/subType");
    expectInvalid(await patch(created.id, { type: "vacation" }), "/type");
    expectInvalid(await patch(created.id, { date: "2026-01-01" }), "/date", "outside_employment");
    expectInvalid(await patch(created.id, { hours: "25" }), "/hours");
    expectInvalid(await patch(created.id, { multiplier: "0.001" }), "/multiplier");
    expectInvalid(await patch(created.id, { id: "x" }), "/id", "unknown_field");
    const unchanged = await call(event.GET, "GET", `/v1/work-events/${created.id}`, { params: { id: created.id } });
    expect(unchanged.body).toMatchObject({ date: "2025-05-07", hours: "4.00", subType: "regular_work" });
  });

  it("moves an event to another contract of the organization only inside that employment", async () => {
    const created = (await create({ domesticContractId: contractId, ...item({ date: "2025-05-08" }) })).body;
    const late = await freshContract({ startDate: "2025-06-01" });
    expectInvalid(await patch(created.id, { domesticContractId: late }), "/domesticContractId", "outside_employment");
    expectProblem(await patch(created.id, { domesticContractId: otherOrgContractId }), 404, "not_found");
    const moved = await patch(created.id, { domesticContractId: late, date: "2025-06-02" });
    expect(moved.body).toMatchObject({ domesticContractId: late, date: "2025-06-02" });
  });

  it("deletes with 204, then the event is gone (404) and the deletion audited", async () => {
    const created = (await create({ domesticContractId: contractId, ...item({ date: "2025-05-09" }) })).body;
    const res = await call(event.DELETE, "DELETE", `/v1/work-events/${created.id}`, { params: { id: created.id } });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expectProblem(await call(event.GET, "GET", `/v1/work-events/${created.id}`, { params: { id: created.id } }), 404, "not_found");
    expectProblem(await call(event.DELETE, "DELETE", `/v1/work-events/${created.id}`, { params: { id: created.id } }), 404, "not_found");
    expectProblem(await patch(created.id, { hours: "1" }), 404, "not_found");
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: created.id, action: "work_event.delete" } });
    expect(audit.before).toMatchObject({ date: "2025-05-09" });
  });

  it("answers 404 for a malformed id", async () => {
    expectProblem(await call(event.GET, "GET", "/v1/work-events/abc", { params: { id: "abc" } }), 404, "not_found");
  });
});

describe("POST /v1/work-events/batch", () => {
  const post = (contractId: string, body: unknown, query: Record<string, string> = {}) =>
    call(batch.POST, "POST", "/v1/work-events/batch", { query: { domesticContractId: contractId, ...query }, body });

  it("creates every item in one go and answers 201 {data}", async () => {
    const contractId = await freshContract({ startDate: "2025-01-01" });
    const res = await post(contractId, [
      item({ date: "2025-01-13" }),
      item({ date: "2025-01-14", type: "vacation", subType: "regular_vacation", multiplier: "1" }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.map((e: any) => [e.date, e.type, e.addsToThirteen])).toEqual([
      ["2025-01-13", "work", true],
      ["2025-01-14", "vacation", true],
    ]);
    expect(res.body.replaced).toBeUndefined();
    // the batch answers in exactly the shape of GET /v1/work-events/{id}
    for (const created of res.body.data) {
      const got = await call(event.GET, "GET", `/v1/work-events/${created.id}`, { params: { id: created.id } });
      expect(created).toEqual(got.body);
    }
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: contractId, action: "work_event.batch_create" } });
    expect(audit.after).toMatchObject({ created: 2 });
  });

  it("is all or nothing: a 500-item batch with one bad item inserts nothing and names the item", async () => {
    const contractId = await freshContract({ startDate: "2024-01-01" });
    const items = Array.from({ length: 500 }, (_, i) => item({ date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10) }));
    items[250] = { ...items[250]!, hours: "25" };
    const res = await post(contractId, items);
    expectInvalid(res, "/250/hours");
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.detail).toContain("1 of 500");
    expect(await db().workEvent.count({ where: { contractId } })).toBe(0);
    items[250] = { ...items[250]!, hours: "4" };
    const ok = await post(contractId, items);
    expect(ok.status).toBe(201);
    expect(ok.body.data).toHaveLength(500);
    expect(await db().workEvent.count({ where: { contractId } })).toBe(500);
  });

  it("reports every bad item, including dates outside the employment and unknown fields", async () => {
    const contractId = await freshContract({ startDate: "2025-01-01" });
    const res = await post(contractId, [
      item({ date: "2025-01-02" }),
      item({ date: "2024-12-31" }),
      item({ date: "2025-01-03", subType: "sick_full" }),
      item({ date: "2025-01-04", extra: 1 }),
    ]);
    expectProblem(res, 422, "validation_failed");
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(["/2/subType", "/3/extra"]);
    // shape errors first; once the shapes are right the dates are checked against the employment
    const dates = await post(contractId, [item({ date: "2025-01-02" }), item({ date: "2024-12-31" })]);
    expectInvalid(dates, "/1/date", "outside_employment");
    expect(await db().workEvent.count({ where: { contractId } })).toBe(0);
  });

  it("answers 413 batch_too_large over 1,000 items and accepts exactly 1,000", async () => {
    const contractId = await freshContract({ startDate: "2020-01-01" });
    const items = Array.from({ length: 1001 }, (_, i) => item({ date: new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10) }));
    const res = await post(contractId, items);
    expectProblem(res, 413, "batch_too_large");
    expect(res.body.maxItems).toBe(1000);
    expect(await db().workEvent.count({ where: { contractId } })).toBe(0);
    const thousand = await post(contractId, items.slice(0, 1000));
    expect(thousand.status).toBe(201);
    expect(thousand.body.data).toHaveLength(1000);
  });

  it("refuses an empty array, a non-array body, a missing contract and another organization's contract", async () => {
    const contractId = await freshContract();
    expectProblem(await post(contractId, []), 422, "validation_failed");
    expectProblem(await post(contractId, item()), 422, "validation_failed");
    expectProblem(await call(batch.POST, "POST", "/v1/work-events/batch", { body: [item()] }), 400, "invalid_query");
    expectProblem(await post(otherOrgContractId, [item()]), 404, "not_found");
    expectProblem(await post(contractId, [item()], { replaceExisting: "maybe" }), 400, "invalid_query");
  });

  it("with replaceExisting=true swaps the events of the batch's dates in the same transaction", async () => {
    const contractId = await freshContract({ startDate: "2025-01-01" });
    await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2025-03-03", endDate: "2025-03-07" },
    });
    const sick = ["2025-03-04", "2025-03-05", "2025-03-06"].map((date) => item({ date, type: "sick_leave", subType: "sick_half", multiplier: "0.5" }));
    const res = await post(contractId, sick, { replaceExisting: "true" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.replaced.map((e: any) => [e.date, e.subType])).toEqual([
      ["2025-03-04", "regular_work"],
      ["2025-03-05", "regular_work"],
      ["2025-03-06", "regular_work"],
    ]);
    const left = await db().workEvent.findMany({ where: { contractId }, orderBy: { date: "asc" }, select: { date: true, subType: true } });
    expect(left.map((e) => [e.date.toISOString().slice(0, 10), e.subType])).toEqual([
      ["2025-03-03", "regular_work"],
      ["2025-03-04", "sick_half"],
      ["2025-03-05", "sick_half"],
      ["2025-03-06", "sick_half"],
      ["2025-03-07", "regular_work"],
    ]);
  });
});

describe("POST /v1/work-events/auto-fill", () => {
  const fill = (body: Record<string, unknown>, key?: string) => call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { body, key });

  it("fills April 2025 for the seeded colf: 20 work days of 4 h, Easter Monday and Liberation Day", async () => {
    const res = await fill({ domesticContractId: colfId, startDate: "2025-04-01", endDate: "2025-04-30" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.created as any[];
    const work = created.filter((e) => e.type === "work");
    expect(work).toHaveLength(20);
    expect(work.every((e) => e.subType === "regular_work" && e.hours === "4.00" && e.multiplier === "1.00" && e.addsToThirteen && e.affectsContributions)).toBe(
      true,
    );
    const holidays = created.filter((e) => e.type === "public_holiday");
    expect(holidays.map((e) => [e.date, e.subType, e.hours, e.customName])).toEqual([
      ["2025-04-21", "regular_public_holiday", "4.00", "Lunedì dell'Angelo"],
      ["2025-04-25", "regular_public_holiday", "4.00", "Festa della Liberazione"],
    ]);
    expect(created).toHaveLength(22);
    expect(created.some((e) => e.date === "2025-05-01")).toBe(false);
    expect(created.every((e) => !["0", "6"].includes(String(new Date(`${e.date}T00:00:00Z`).getUTCDay())))).toBe(true);
    expect(res.body.skipped).toEqual([]);
    const again = await call(event.GET, "GET", `/v1/work-events/${created[0].id}`, { params: { id: created[0].id } });
    expect(created[0]).toEqual(again.body);
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: colfId, action: "work_event.auto_fill" }, orderBy: { createdAt: "desc" } });
    expect(audit.after).toMatchObject({ startDate: "2025-04-01", endDate: "2025-04-30", created: 22, skipped: 0 });
  });

  it("creates nothing the second time: every day is skipped as existing_event", async () => {
    const res = await fill({ domesticContractId: colfId, startDate: "2025-04-01", endDate: "2025-04-30" });
    expect(res.status).toBe(201);
    expect(res.body.created).toEqual([]);
    expect(res.body.skipped).toHaveLength(22);
    expect(res.body.skipped.every((s: any) => s.reason === "existing_event")).toBe(true);
    expect(await db().workEvent.count({ where: { contractId: colfId, date: { gte: day("2025-04-01"), lte: day("2025-04-30") } } })).toBe(22);
  });

  it("shows the month in the summary: scheduled 88 h, recorded 88 h, the two holidays", async () => {
    const res = await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: colfId, month: "2025-04" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      domesticContractId: colfId,
      month: "2025-04",
      startDate: "2025-04-01",
      endDate: "2025-04-30",
      employment: { startDate: "2024-01-08", endDate: null },
      scheduledHours: "88.00",
      recordedHours: "88.00",
      workedHours: "80.00",
      difference: "0.00",
      eventCount: 22,
      byType: [
        { type: "work", events: 20, days: 20, hours: "80.00" },
        { type: "public_holiday", events: 2, days: 2, hours: "8.00" },
      ],
      bySubType: [
        { type: "work", subType: "regular_work", events: 20, days: 20, hours: "80.00" },
        { type: "public_holiday", subType: "regular_public_holiday", events: 2, days: 2, hours: "8.00" },
      ],
      holidays: [
        { date: "2025-04-21", name: "Lunedì dell'Angelo", kind: "national" },
        { date: "2025-04-25", name: "Festa della Liberazione", kind: "national" },
      ],
    });
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days[0]).toEqual({ date: "2025-04-01", withinEmployment: true, scheduledHours: "4.00", holiday: null, eventCount: 1, hours: "4.00" });
    expect(res.body.days[4]).toMatchObject({ date: "2025-04-05", scheduledHours: "0.00", eventCount: 0 });
  });

  it("gives an hourly worker's holiday on a rest day weekly hours ÷ 6, and keeps holidays by year (4 October from 2026)", async () => {
    const contractId = await freshContract({ startDate: "2025-01-01" });
    const res = await fill({ domesticContractId: contractId, startDate: "2026-04-20", endDate: "2026-04-26" });
    expect(res.body.created.map((e: any) => [e.date, e.type, e.hours])).toEqual([
      ["2026-04-20", "work", "4.00"],
      ["2026-04-21", "work", "4.00"],
      ["2026-04-22", "work", "4.00"],
      ["2026-04-23", "work", "4.00"],
      ["2026-04-24", "work", "4.00"],
      ["2026-04-25", "public_holiday", "3.33"], // Saturday: 20 h ÷ 6
    ]);
    const october = await fill({ domesticContractId: contractId, startDate: "2025-10-04", endDate: "2025-10-04" });
    expect(october.body.created).toEqual([]); // 4 October 2025: a Saturday, not yet a holiday
    const october2026 = await fill({ domesticContractId: contractId, startDate: "2026-10-04", endDate: "2026-10-04" });
    expect(october2026.body.created.map((e: any) => [e.date, e.type, e.hours, e.customName])).toEqual([
      ["2026-10-04", "public_holiday", "3.33", "San Francesco d'Assisi"],
    ]);
  });

  it("for a monthly worker counts a Sunday holiday (1/26 = weekly ÷ 6) but skips a Saturday one as no_schedule", async () => {
    const contractId = await freshContract({
      startDate: "2025-01-01",
      terms: { ...MON_FRI_4H, payBasis: "monthly", wage: "1000.00", weeklySchedule: ["6", "6", "6", "6", "6", "0", "0"] },
    });
    const res = await fill({ domesticContractId: contractId, startDate: "2026-04-25", endDate: "2026-04-26" });
    expect(res.body.created).toEqual([]);
    expect(res.body.skipped).toEqual([{ date: "2026-04-25", reason: "no_schedule" }]);
    const sunday = await fill({ domesticContractId: contractId, startDate: "2026-11-01", endDate: "2026-11-01" });
    expect(sunday.body.created.map((e: any) => [e.date, e.type, e.hours])).toEqual([["2026-11-01", "public_holiday", "5.00"]]);
  });

  it("adds the employer's patron saint and honours a schedule change mid-range", async () => {
    const contractId = await freshContract({ startDate: "2025-01-01", patronSaintDay: "06-24" });
    await db().contractTerms.create({
      data: {
        contractId,
        effectiveFrom: day("2025-06-25"),
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "9.50",
        hoursMon: "6",
        hoursTue: "6",
        hoursWed: "0",
        hoursThu: "6",
        hoursFri: "6",
        hoursSat: "0",
        hoursSun: "0",
      },
    });
    const res = await fill({ domesticContractId: contractId, startDate: "2025-06-23", endDate: "2025-06-27" });
    expect(res.body.created.map((e: any) => [e.date, e.type, e.hours])).toEqual([
      ["2025-06-23", "work", "4.00"],
      ["2025-06-24", "public_holiday", "4.00"], // the patron saint, on a scheduled Tuesday
      ["2025-06-26", "work", "6.00"], // the new schedule: Wednesday off, 6 h on Thursday
      ["2025-06-27", "work", "6.00"],
    ]);
    expect(res.body.created[1].customName).toBe("Santo Patrono");
  });

  it("skips the days outside the employment and the days that already have an event", async () => {
    const contractId = await freshContract({ startDate: "2025-03-05", endDate: "2025-03-12" });
    await create({ domesticContractId: contractId, ...item({ date: "2025-03-06", type: "sick_leave", subType: "sick_half", multiplier: "0.5" }) });
    const res = await fill({ domesticContractId: contractId, startDate: "2025-03-03", endDate: "2025-03-14" });
    expect(res.body.created.map((e: any) => e.date)).toEqual(["2025-03-05", "2025-03-07", "2025-03-10", "2025-03-11", "2025-03-12"]);
    expect(res.body.skipped).toEqual([
      { date: "2025-03-03", reason: "outside_contract" },
      { date: "2025-03-04", reason: "outside_contract" },
      { date: "2025-03-06", reason: "existing_event" },
      { date: "2025-03-13", reason: "outside_contract" },
      { date: "2025-03-14", reason: "outside_contract" },
    ]);
  });

  it("refuses a reversed range, a range over one year, and answers 404 for another organization's contract", async () => {
    expectInvalid(await fill({ domesticContractId: colfId, startDate: "2025-04-30", endDate: "2025-04-01" }), "/endDate");
    expectInvalid(await fill({ domesticContractId: colfId, startDate: "2025-01-01", endDate: "2026-01-01" }), "/endDate");
    expectInvalid(await fill({ domesticContractId: colfId, startDate: "2025-01-01", endDate: "2025-12-31", extra: true }), "/extra", "unknown_field");
    expectInvalid(await fill({ domesticContractId: colfId, startDate: "2025-02-30", endDate: "2025-03-01" }), "/startDate");
    const badDates = await fill({ domesticContractId: colfId, startDate: "2025-3-3", endDate: "2025-9-9" });
    expectInvalid(badDates, "/startDate");
    expectInvalid(badDates, "/endDate");
    expectProblem(await fill({ domesticContractId: otherOrgContractId, startDate: "2025-04-01", endDate: "2025-04-30" }), 404, "not_found");
  });

  it("fills a whole year (leap year included) in one call", async () => {
    const contractId = await freshContract({ startDate: "2024-01-01" });
    const res = await fill({ domesticContractId: contractId, startDate: "2024-01-01", endDate: "2024-12-31" });
    expect(res.status).toBe(201);
    // 2024: 262 weekdays; holidays 1 Jan, 1 Apr, 25 Apr, 1 May, 15 Aug, 1 Nov, 25 Dec, 26 Dec on weekdays,
    // 6 Jan (Sat), 2 Jun (Sun), 8 Dec (Sun) on rest days
    const holidays = res.body.created.filter((e: any) => e.type === "public_holiday");
    expect(holidays).toHaveLength(11);
    expect(res.body.created.filter((e: any) => e.type === "work")).toHaveLength(262 - 8);
  });

  it("never duplicates under 8 concurrent calls on a fresh contract", async () => {
    const contractId = await freshContract({ startDate: "2025-01-01" });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => fill({ domesticContractId: contractId, startDate: "2025-05-01", endDate: "2025-05-31" })),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const createdTotal = results.reduce((n, r) => n + r.body.created.length, 0);
    // May 2025: 22 weekdays, 1 May (Thu) a holiday; 2 June is in June
    expect(createdTotal).toBe(22);
    expect(results.filter((r) => r.body.created.length > 0)).toHaveLength(1);
    const rows = await db().workEvent.findMany({ where: { contractId }, select: { date: true } });
    expect(rows).toHaveLength(22);
    expect(new Set(rows.map((r) => r.date.toISOString())).size).toBe(22);
  });
});

describe("GET /v1/work-events/summary", () => {
  it("counts hours by type and subtype against the schedule, inside the employment only", async () => {
    const contractId = await freshContract({ startDate: "2025-02-10", endDate: "2025-02-21" });
    await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: contractId },
      body: [
        item({ date: "2025-02-10", hours: "4" }),
        item({ date: "2025-02-11", hours: "5.5" }),
        item({ date: "2025-02-11", hours: "1.25", subType: "overtime", multiplier: "1.25" }),
        item({ date: "2025-02-12", type: "sick_leave", subType: "sick_half", multiplier: "0.5" }),
        item({ date: "2025-02-13", type: "sick_leave", subType: "sick_half", multiplier: "0.5" }),
      ],
    });
    const res = await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: contractId, month: "2025-02" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      scheduledHours: "40.00", // 10 weekdays of employment × 4 h
      recordedHours: "18.75",
      workedHours: "10.75",
      difference: "-21.25",
      eventCount: 5,
      byType: [
        { type: "work", events: 3, days: 2, hours: "10.75" },
        { type: "sick_leave", events: 2, days: 2, hours: "8.00" },
      ],
      holidays: [],
    });
    expect(res.body.days.find((d: any) => d.date === "2025-02-07")).toMatchObject({ withinEmployment: false, scheduledHours: "0.00" });
    expect(res.body.days.find((d: any) => d.date === "2025-02-11")).toMatchObject({ withinEmployment: true, eventCount: 2, hours: "6.75" });
  });

  it("answers 400 for a bad month and 404 for an unknown contract", async () => {
    expectProblem(await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: colfId, month: "2025-13" } }), 400, "invalid_query");
    expectProblem(await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: colfId } }), 400, "invalid_query");
    expectProblem(
      await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: "7d1f6a55-0000-4000-8000-000000000000", month: "2025-04" } }),
      404,
      "not_found",
    );
  });
});

describe("events used by a payslip", () => {
  it("stay editable and deletable, and the payslip does not change (decisions §5)", async () => {
    const contractId = await freshContract({ startDate: "2025-03-03" });
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expect(filled.status).toBe(201);
    const weeks = await call(contributionWeeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      body: { domesticContractId: contractId, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expect(weeks.status, JSON.stringify(weeks.body)).toBe(200);
    const run = await call(runPayroll.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: {
        domesticContractId: contractId,
        organizationId: DEMO_ORGANIZATION_ID,
        period: "2025-03",
        contributionWeeks: weeks.body,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
      },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const before = await db().payslip.findUniqueOrThrow({ where: { id: run.body.id }, select: { totalGross: true, inputFingerprint: true, updatedAt: true } });

    const [first, second] = filled.body.created as { id: string }[];
    const patched = await call(event.PATCH, "PATCH", `/v1/work-events/${first!.id}`, { params: { id: first!.id }, body: { hours: "2" } });
    expect(patched.status).toBe(200);
    expect(patched.body.hours).toBe("2.00");
    expect((await call(event.DELETE, "DELETE", `/v1/work-events/${second!.id}`, { params: { id: second!.id } })).status).toBe(204);
    expect(await db().payslip.findUniqueOrThrow({ where: { id: run.body.id }, select: { totalGross: true, inputFingerprint: true, updatedAt: true } })).toEqual(
      before,
    );
  });
});

describe("organization isolation", () => {
  it("gives another organization's key 404 on the contract's list, summary, batch, auto-fill and on each event", async () => {
    const other = { key: TEST_OTHER_API_KEY };
    const ids = (await call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: colfId, limit: 3 } })).body.data.map(
      (e: any) => e.id,
    ) as string[];
    expect(ids.length).toBeGreaterThan(0);
    const list = await call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: colfId }, ...other });
    expectProblem(list, 404, "not_found");
    expectProblem(
      await call(summary.GET, "GET", "/v1/work-events/summary", { query: { domesticContractId: colfId, month: "2025-04" }, ...other }),
      404,
      "not_found",
    );
    expectProblem(
      await call(batch.POST, "POST", "/v1/work-events/batch", { query: { domesticContractId: colfId }, body: [item({ date: "2025-04-05" })], ...other }),
      404,
      "not_found",
    );
    expectProblem(
      await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
        body: { domesticContractId: colfId, startDate: "2025-04-01", endDate: "2025-04-30" },
        ...other,
      }),
      404,
      "not_found",
    );
    expectProblem(await create({ domesticContractId: colfId, ...item({ date: "2025-04-05" }) }, TEST_OTHER_API_KEY), 404, "not_found");
    for (const id of ids) {
      const before = await db().workEvent.findUniqueOrThrow({ where: { id } });
      expectProblem(await call(event.GET, "GET", `/v1/work-events/${id}`, { params: { id }, ...other }), 404, "not_found");
      expectProblem(await call(event.PATCH, "PATCH", `/v1/work-events/${id}`, { params: { id }, body: { hours: "1" }, ...other }), 404, "not_found");
      expectProblem(await call(event.DELETE, "DELETE", `/v1/work-events/${id}`, { params: { id }, ...other }), 404, "not_found");
      expect(await db().workEvent.findUniqueOrThrow({ where: { id } })).toEqual(before);
    }
    // and the other organization's own contract is still reachable with its key
    expect((await call(events.GET, "GET", "/v1/work-events", { query: { domesticContractId: otherOrgContractId }, ...other })).status).toBe(200);
  });
});

describe("where a sick or injured live-in worker spends the day (absenceLocation, rules-update §1b)", () => {
  // BS live-in 2025 at 1,200.00 cash, board and lodging in kind (6.60 × 26 = 171.60 a month, 5.72 a day)
  const LIVE_IN: ContractSeed["terms"] = {
    level: "BS",
    jobType: "carer_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage: "1200.00",
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  };
  const sick = (date: string, extra: Record<string, unknown> = {}) => ({
    date,
    hours: "0",
    type: "sick_leave",
    subType: "sick_full",
    multiplier: "1",
    ...extra,
  });

  it("is stored on every write path, defaults to the employer's home, is refused on other events, and the payslip pays the board in cash away from home", async () => {
    const contractId = await freshContract({ startDate: "2020-01-07", terms: LIVE_IN });
    // single create: given, and defaulted
    const away = await create({ domesticContractId: contractId, ...sick("2025-05-06", { absenceLocation: "elsewhere" }) });
    expect(away.status, JSON.stringify(away.body)).toBe(201);
    expect(away.body.absenceLocation).toBe("elsewhere");
    const home = await create({ domesticContractId: contractId, ...sick("2025-05-07") });
    expect(home.body.absenceLocation).toBe("employer_home");
    // batch: per item
    const batched = await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: contractId },
      body: [sick("2025-05-08", { absenceLocation: "elsewhere" }), sick("2025-05-09", { absenceLocation: "hospital" })],
    });
    expect(batched.status, JSON.stringify(batched.body)).toBe(201);
    expect((batched.body.data as { absenceLocation: string }[]).map((e) => e.absenceLocation)).toEqual(["elsewhere", "hospital"]);
    // refused on a work day, in a single create, a batch item and a PATCH; nothing written
    const count = await db().workEvent.count({ where: { contractId } });
    expectInvalid(
      await create({
        domesticContractId: contractId,
        date: "2025-05-12",
        hours: "9",
        type: "work",
        subType: "regular_work",
        multiplier: "1",
        absenceLocation: "hospital",
      }),
      "/absenceLocation",
      "absence_location_not_applicable",
    );
    expectInvalid(
      await call(batch.POST, "POST", "/v1/work-events/batch", {
        query: { domesticContractId: contractId },
        body: [sick("2025-05-13"), { date: "2025-05-14", hours: "9", type: "work", subType: "regular_work", multiplier: "1", absenceLocation: "elsewhere" }],
      }),
      "/1/absenceLocation",
      "absence_location_not_applicable",
    );
    expect(await db().workEvent.count({ where: { contractId } })).toBe(count);
    // PATCH: a sick day moved to hospital; turned into a work day it loses its location
    const moved = await call(event.PATCH, "PATCH", `/v1/work-events/${home.body.id}`, { params: { id: home.body.id }, body: { absenceLocation: "hospital" } });
    expect(moved.body.absenceLocation).toBe("hospital");
    const worked = await call(event.PATCH, "PATCH", `/v1/work-events/${home.body.id}`, {
      params: { id: home.body.id },
      body: { type: "work", subType: "regular_work", hours: "9" },
    });
    expect(worked.status, JSON.stringify(worked.body)).toBe(200);
    expect(worked.body.absenceLocation).toBeNull();
    expectInvalid(
      await call(event.PATCH, "PATCH", `/v1/work-events/${home.body.id}`, { params: { id: home.body.id }, body: { absenceLocation: "elsewhere" } }),
      "/absenceLocation",
      "absence_location_not_applicable",
    );

    // May 2025: sick 6, 8 (elsewhere) and 9 (hospital), paid in full (sick_full, events as the clerk classified them)
    const weeks = await call(contributionWeeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      body: { domesticContractId: contractId, startDate: "2025-05-01", endDate: "2025-05-31" },
    });
    const run = await call(runPayroll.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: { domesticContractId: contractId, organizationId: DEMO_ORGANIZATION_ID, period: "2025-05", contributionWeeks: weeks.body },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const indemnity = (run.body.earningElements as { code: string; periodDuration: string; rate: string; value: string }[]).find(
      (e) => e.code === "VITTO_ALLOGGIO_MALATTIA",
    );
    // 2 days elsewhere × 171.60/30 = 2 × 5.72 = 11.44; the hospital day and the days at home carry none
    expect(indemnity).toMatchObject({ periodDuration: "2", rate: "5.72", value: "11.44" });
  });
});

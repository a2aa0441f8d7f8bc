/**
 * /v1/employers end to end through the real handlers and the real database: create, read,
 * patch (merge, archive/restore), delete (409 with an active contract, cascade otherwise),
 * audit entries, credentials and organization isolation.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import { getDb } from "@/lib/db/client";
import { todayInItaly } from "@/lib/validation/common";
import { buildApiKey, buildContract, buildEmployer, type ContractSeed } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call, type CallResult } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";

const RUN = Date.now().toString(36);
const UNKNOWN_ID = "7d1f6a55-0000-4000-8000-000000000000";

function expectProblem(res: CallResult, status: number, code: string) {
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
  expect(JSON.stringify(res.body)).not.toMatch(/prisma|stack|SELECT|at \w+ \(/i);
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const domesticBody = (overrides: Record<string, unknown> = {}) => ({
  type: "domestic",
  organizationId: DEMO_ORGANIZATION_ID,
  personalInfo: {
    firstName: "  Carla ",
    lastName: `Verdi${RUN}`,
    fiscalCode: "rssmra80a01h501u",
    birthDate: "1980-01-01",
    birthLocality: "Roma",
    birthProvince: "rm",
    birthCountry: "Italia",
    address: "Via Nazionale 10",
    locality: "Roma",
    province: "rm",
    zipCode: "00184",
    phone: "+39 06 1234567",
    email: "carla.verdi@example.it",
    pec: "carla.verdi@pec.example.it",
  },
  // the same codes are created again and again here (duplicates: employers-duplicates.test.ts)
  allowDuplicate: true,
  ...overrides,
});

const businessBody = (overrides: Record<string, unknown> = {}) => ({
  type: "business",
  organizationId: DEMO_ORGANIZATION_ID,
  businessDetails: {
    name: `Cooperativa Aiuto${RUN}`,
    corporationType: "coop",
    businessServiceType: "agenzia_lavoro",
    vatNumber: "IT12345678903",
    fiscalCode: "97012345670",
    address: "Via Roma 1",
    zipCode: "40121",
    locality: "Bologna",
    province: "bo",
    pec: "aiuto@pec.example.it",
    phone: "051 123456",
    email: "info@aiuto.example.it",
  },
  allowDuplicate: true,
  ...overrides,
});

const EMPLOYER_KEYS_DOMESTIC = [
  "archived",
  "archivedAt",
  "createdAt",
  "displayName",
  "displayTaxId",
  "externalId",
  "id",
  "metadata",
  "organizationId",
  "patronSaintDay",
  "personalInfo",
  "type",
  "updatedAt",
];
const EMPLOYER_KEYS_BUSINESS = [
  "archived",
  "archivedAt",
  "businessDetails",
  "createdAt",
  "displayName",
  "displayTaxId",
  "externalId",
  "id",
  "metadata",
  "organizationId",
  "patronSaintDay",
  "type",
  "updatedAt",
];
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const contractSeed = (dates: { startDate: string; endDate?: string }): ContractSeed => ({
  worker: { firstName: "Olga", lastName: `Lavoratrice${RUN}` },
  ...dates,
  terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
});

async function createDomestic(name: string) {
  return buildEmployer(getDb(), DEMO_ORGANIZATION_ID, {
    type: "domestic",
    personalInfo: { firstName: "Test", lastName: name, fiscalCode: "RSSMRA80A01H501U" },
  });
}

async function auditFor(entityId: string) {
  return getDb().auditLog.findMany({ where: { entityId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

describe("POST /v1/employers", () => {
  it("creates a domestic employer (201) with the interface fields, normalised, and reads it back", async () => {
    const res = await call(employers.POST, "POST", "/v1/employers", { body: domesticBody({ patronSaintDay: "06-29" }) });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(EMPLOYER_KEYS_DOMESTIC);
    expect(res.body).toMatchObject({
      type: "domestic",
      organizationId: DEMO_ORGANIZATION_ID,
      displayTaxId: "RSSMRA80A01H501U",
      displayName: `Verdi${RUN} Carla`,
      archived: false,
      archivedAt: null,
      patronSaintDay: "06-29",
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.createdAt).toMatch(ISO_TIMESTAMP);
    expect(res.body.updatedAt).toMatch(ISO_TIMESTAMP);
    expect(res.body.personalInfo).toEqual({
      firstName: "Carla",
      lastName: `Verdi${RUN}`,
      fiscalCode: "RSSMRA80A01H501U",
      birthDate: "1980-01-01",
      birthLocality: "Roma",
      birthProvince: "RM",
      birthCountry: "Italia",
      address: "Via Nazionale 10",
      locality: "Roma",
      province: "RM",
      zipCode: "00184",
      phone: "+39 06 1234567",
      email: "carla.verdi@example.it",
      pec: "carla.verdi@pec.example.it",
    });

    const read = await call(employer.GET, "GET", `/v1/employers/${res.body.id}`, { params: { id: res.body.id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it("creates a business employer whose displayTaxId is the VAT number, else the fiscal code", async () => {
    const res = await call(employers.POST, "POST", "/v1/employers", { body: businessBody() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(EMPLOYER_KEYS_BUSINESS);
    expect(res.body.displayTaxId).toBe("12345678903");
    expect(res.body.displayName).toBe(`Cooperativa Aiuto${RUN}`);
    expect(res.body.businessDetails).toMatchObject({
      vatNumber: "12345678903",
      fiscalCode: "97012345670",
      province: "BO",
      corporationType: "coop",
      businessServiceType: "agenzia_lavoro",
    });
    expect(res.body.patronSaintDay).toBeNull();

    const noVat = await call(employers.POST, "POST", "/v1/employers", {
      body: businessBody({ businessDetails: { name: `Associazione Senza Iva${RUN}`, fiscalCode: "97012345670" } }),
    });
    expect(noVat.status).toBe(201);
    expect(noVat.body.displayTaxId).toBe("97012345670");
    expect(noVat.body.businessDetails).toEqual({ name: `Associazione Senza Iva${RUN}`, fiscalCode: "97012345670" });
  });

  it("stores only the optional fields that are set: blank and null mean not set", async () => {
    const res = await call(employers.POST, "POST", "/v1/employers", {
      body: domesticBody({ personalInfo: { firstName: "Ugo", lastName: `Vuoto${RUN}`, fiscalCode: "", email: null, phone: "   " } }),
    });
    expect(res.status).toBe(201);
    expect(res.body.personalInfo).toEqual({ firstName: "Ugo", lastName: `Vuoto${RUN}` });
    expect(res.body.displayTaxId).toBeNull();
  });

  it("answers 403 organization_mismatch for another organization's id, and creates nothing", async () => {
    const lastName = `Intruso${RUN}`;
    const res = await call(employers.POST, "POST", "/v1/employers", {
      body: domesticBody({ organizationId: OTHER_ORGANIZATION_ID, personalInfo: { firstName: "X", lastName } }),
    });
    expectProblem(res, 403, "organization_mismatch");
    expect(await getDb().employer.count({ where: { displayName: { contains: lastName } } })).toBe(0);
  });

  it("answers 401 without credentials, 415 for a non-JSON body and 400 for malformed JSON", async () => {
    expectProblem(await call(employers.POST, "POST", "/v1/employers", { key: null, body: domesticBody() }), 401, "unauthorized");
    expectProblem(
      await call(employers.POST, "POST", "/v1/employers", { headers: { "content-type": "text/plain" }, rawBody: "hello" }),
      415,
      "unsupported_media_type",
    );
    expectProblem(
      await call(employers.POST, "POST", "/v1/employers", { headers: { "content-type": "application/json" }, rawBody: '{"type": "domestic",' }),
      400,
      "invalid_json",
    );
  });

  it("replays a retry with the same Idempotency-Key instead of creating a duplicate", async () => {
    const lastName = `Idempotente${RUN}`;
    const headers = { "idempotency-key": `employer-${RUN}` };
    const body = domesticBody({ personalInfo: { firstName: "Ida", lastName } });
    const first = await call(employers.POST, "POST", "/v1/employers", { headers, body });
    const second = await call(employers.POST, "POST", "/v1/employers", { headers, body });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await getDb().employer.count({ where: { displayName: { contains: lastName } } })).toBe(1);
  });

  it("accepts a clerk's session cookie from our own origin and refuses it cross-site", async () => {
    const cookie = await sessionCookieFor(TEST_ADMIN_EMAIL);
    const ok = await call(employers.POST, "POST", "/v1/employers", {
      key: null,
      headers: { cookie, origin: "http://localhost:3000" },
      body: domesticBody({ personalInfo: { firstName: "Sessione", lastName: `Cookie${RUN}` } }),
    });
    expect(ok.status).toBe(201);
    const audit = await auditFor(ok.body.id);
    expect(audit[0]).toMatchObject({ action: "employer.create", actorType: "user" });
    const evil = await call(employers.POST, "POST", "/v1/employers", { key: null, headers: { cookie, origin: "https://evil.example" }, body: domesticBody() });
    expectProblem(evil, 403, "cross_site_request");
  });

  it("writes an audit entry with the key, the request id and the created employer", async () => {
    const res = await call(employers.POST, "POST", "/v1/employers", {
      headers: { "x-request-id": `req-create-${RUN}` },
      body: businessBody({ businessDetails: { name: `Audit Srl${RUN}`, corporationType: "srl", vatNumber: "12345678903" } }),
    });
    expect(res.status).toBe(201);
    const key = await getDb().apiKey.findFirstOrThrow({
      where: { organizationId: DEMO_ORGANIZATION_ID, name: { contains: "Demo key" } },
      select: { id: true },
    });
    const audit = await auditFor(res.body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      organizationId: DEMO_ORGANIZATION_ID,
      action: "employer.create",
      entityType: "employer",
      actorType: "api_key",
      actorId: key.id,
      requestId: `req-create-${RUN}`,
      before: null,
    });
    expect(audit[0]?.after).toEqual(res.body);
  });
});

describe("GET /v1/employers/{id}", () => {
  it("answers 404 for an unknown id and for a malformed one", async () => {
    expectProblem(await call(employer.GET, "GET", `/v1/employers/${UNKNOWN_ID}`, { params: { id: UNKNOWN_ID } }), 404, "not_found");
    expectProblem(await call(employer.GET, "GET", "/v1/employers/not-a-uuid", { params: { id: "not-a-uuid" } }), 404, "not_found");
  });
});

describe("PATCH /v1/employers/{id}", () => {
  it("merges personalInfo field by field; null or blank clears an optional field", async () => {
    const created = await call(employers.POST, "POST", "/v1/employers", {
      body: domesticBody({ personalInfo: { ...domesticBody().personalInfo, lastName: `Unione${RUN}` } }),
    });
    const id = created.body.id;
    await new Promise((r) => setTimeout(r, 5));
    const res = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { personalInfo: { email: "nuova@example.it", phone: null, pec: "", locality: " Tivoli " } },
    });
    expect(res.status).toBe(200);
    const { phone: _phone, pec: _pec, ...kept } = created.body.personalInfo;
    expect(res.body.personalInfo).toEqual({ ...kept, email: "nuova@example.it", locality: "Tivoli" });
    expect(res.body.updatedAt > created.body.updatedAt).toBe(true);
    expect(res.body.createdAt).toBe(created.body.createdAt);
  });

  it("renames: displayName, displayTaxId and search follow the new values", async () => {
    const created = await call(employers.POST, "POST", "/v1/employers", {
      body: domesticBody({ personalInfo: { firstName: "Prima", lastName: `Vecchio${RUN}` } }),
    });
    const id = created.body.id;
    const res = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { personalInfo: { lastName: `Nuovo${RUN}`, fiscalCode: "CNTNNA70A41H501D" } },
    });
    expect(res.body).toMatchObject({ displayName: `Nuovo${RUN} Prima`, displayTaxId: "CNTNNA70A41H501D" });
    const found = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, search: `nuovo${RUN}` } });
    expect(found.body.data.map((e: any) => e.id)).toEqual([id]);
    const old = await call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, search: `vecchio${RUN}` } });
    expect(old.body.data).toEqual([]);
  });

  it("archives and restores with archived true/false, setting and clearing archivedAt, with audit entries", async () => {
    const { id } = await createDomestic(`Archivio${RUN}`);
    const archived = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { archived: true } });
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    expect(archived.body.archivedAt).toMatch(ISO_TIMESTAMP);

    // archiving again keeps the original moment and writes nothing
    const again = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { archived: true } });
    expect(again.body.archivedAt).toBe(archived.body.archivedAt);

    const list = (status: string) =>
      call(employers.GET, "GET", "/v1/employers", { query: { organizationId: DEMO_ORGANIZATION_ID, search: `archivio${RUN}`, status } });
    expect((await list("archived")).body.data.map((e: any) => e.id)).toEqual([id]);
    expect((await list("active")).body.data).toEqual([]);

    const restored = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { archived: false } });
    expect(restored.body).toMatchObject({ archived: false, archivedAt: null });
    expect((await list("active")).body.data.map((e: any) => e.id)).toEqual([id]);
    expect((await list("archived")).body.data).toEqual([]);

    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual(["employer.archive", "employer.restore"]);
    expect(audit[0]?.before).toMatchObject({ archived: false, archivedAt: null });
    expect(audit[0]?.after).toMatchObject({ archived: true, archivedAt: archived.body.archivedAt });
    expect(audit[1]?.after).toMatchObject({ archived: false, archivedAt: null });
  });

  it("audits an edit with before and after, and writes nothing for a patch that changes nothing", async () => {
    const { id } = await createDomestic(`Revisione${RUN}`);
    const unchanged = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: {} });
    expect(unchanged.status).toBe(200);
    const same = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Test" } },
    });
    expect(same.status).toBe(200);
    expect(same.body.updatedAt).toBe(unchanged.body.updatedAt);
    expect(await auditFor(id)).toHaveLength(0);

    const edited = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { personalInfo: { email: "revisione@example.it" }, patronSaintDay: "12-07" },
    });
    expect(edited.body.patronSaintDay).toBe("12-07");
    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "employer.update", actorType: "api_key" });
    expect((audit[0]?.before as any).personalInfo.email).toBeUndefined();
    expect((audit[0]?.after as any).personalInfo.email).toBe("revisione@example.it");
    expect((audit[0]?.after as any).patronSaintDay).toBe("12-07");

    const cleared = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { patronSaintDay: null } });
    expect(cleared.body.patronSaintDay).toBeNull();
  });

  it("refuses to change the type (422 on /type) and the other type's object", async () => {
    const { id } = await createDomestic(`Tipo${RUN}`);
    const res = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { type: "business" } });
    expectProblem(res, 422, "validation_failed");
    expect(res.body.errors).toEqual([expect.objectContaining({ path: "/type", code: "immutable" })]);
    const other = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { businessDetails: { name: "X" } } });
    expectProblem(other, 422, "validation_failed");
    expect(other.body.errors.map((e: any) => e.path)).toEqual(["/businessDetails"]);
    const after = await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } });
    expect(after.body.type).toBe("domestic");
  });

  it("judges the business fiscal-code rule on the merged object", async () => {
    const created = await call(employers.POST, "POST", "/v1/employers", {
      body: businessBody({ businessDetails: { name: `Ditta Rossi${RUN}`, corporationType: "ditta_individuale", fiscalCode: "RSSMRA80A01H501U" } }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const res = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { businessDetails: { corporationType: "srl" } } });
    expectProblem(res, 422, "validation_failed");
    expect(res.body.errors.map((e: any) => e.path)).toEqual(["/businessDetails/fiscalCode"]);
    const fixed = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, {
      params: { id },
      body: { businessDetails: { corporationType: "srl", fiscalCode: "12345678903", vatNumber: "12345678903" } },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.displayTaxId).toBe("12345678903");
  });

  it("answers 403 for another organization's organizationId and 404 for an unknown id", async () => {
    const { id } = await createDomestic(`Org${RUN}`);
    expectProblem(
      await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { organizationId: OTHER_ORGANIZATION_ID } }),
      403,
      "organization_mismatch",
    );
    expectProblem(
      await call(employer.PATCH, "PATCH", `/v1/employers/${UNKNOWN_ID}`, { params: { id: UNKNOWN_ID }, body: { archived: true } }),
      404,
      "not_found",
    );
  });

  it("keeps both of two concurrent patches (the row is locked while merging)", async () => {
    const { id } = await createDomestic(`Concorrente${RUN}`);
    const [a, b] = await Promise.all([
      call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { personalInfo: { email: "a@example.it" } } }),
      call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { personalInfo: { phone: "06 1234567" } } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } });
    expect(after.body.personalInfo).toMatchObject({ email: "a@example.it", phone: "06 1234567" });
  });
});

describe("DELETE /v1/employers/{id}", () => {
  const today = todayInItaly();

  it.each([
    ["without an end date", { startDate: "2024-01-08" }],
    ["ending today", { startDate: "2024-01-08", endDate: today }],
    ["ending next month", { startDate: "2024-01-08", endDate: addDays(today, 30) }],
    ["starting in the future", { startDate: addDays(today, 10) }],
  ])("answers 409 employer_has_active_contracts with a contract %s, and keeps everything", async (_label, dates) => {
    const { id } = await createDomestic(`Attivo${RUN}`);
    const contract = await buildContract(getDb(), DEMO_ORGANIZATION_ID, id, contractSeed(dates));
    const res = await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id } });
    expectProblem(res, 409, "employer_has_active_contracts");
    expect(res.body.activeContracts).toBe(1);
    expect(await getDb().employer.count({ where: { id } })).toBe(1);
    expect(await getDb().domesticContract.count({ where: { id: contract.id } })).toBe(1);
    expect(await auditFor(id)).toHaveLength(0);
  });

  it("removes the employer and everything under it in one go (204), with an audit entry", async () => {
    const db = getDb();
    const { id } = await createDomestic(`Cessato${RUN}`);
    const yesterday = addDays(todayInItaly(), -1);
    const ended = await buildContract(db, DEMO_ORGANIZATION_ID, id, contractSeed({ startDate: "2023-01-02", endDate: yesterday }));
    const older = await buildContract(db, DEMO_ORGANIZATION_ID, id, contractSeed({ startDate: "2020-01-02", endDate: "2022-12-31" }));
    await db.workEvent.create({
      data: {
        organizationId: DEMO_ORGANIZATION_ID,
        contractId: ended.id,
        date: new Date("2023-01-03T00:00:00Z"),
        hours: "4",
        type: "work",
        subType: "regular_work",
        addsToThirteen: true,
        addsToSeverance: true,
        isFromGlobalWage: false,
        affectsContributions: true,
      },
    });
    await db.payslip.create({ data: payslipData(ended.id) });
    const other = await createDomestic(`Vicino${RUN}`);
    const neighbour = await buildContract(db, DEMO_ORGANIZATION_ID, other.id, contractSeed({ startDate: "2024-01-08" }));

    const res = await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id }, headers: { "x-request-id": `req-delete-${RUN}` } });
    expect(res.status).toBe(204);
    expect(res.text).toBe("");

    expect(await db.employer.count({ where: { id } })).toBe(0);
    expect(await db.domesticContract.count({ where: { id: { in: [ended.id, older.id] } } })).toBe(0);
    expect(await db.contractTerms.count({ where: { contractId: { in: [ended.id, older.id] } } })).toBe(0);
    expect(await db.workEvent.count({ where: { contractId: ended.id } })).toBe(0);
    expect(await db.payslip.count({ where: { contractId: ended.id } })).toBe(0);
    // nothing else is touched
    expect(await db.domesticContract.count({ where: { id: neighbour.id } })).toBe(1);

    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "employer.delete",
      requestId: `req-delete-${RUN}`,
      after: { deleted: true, removed: { contracts: 2, workEvents: 1, payslips: 1 } },
    });
    expect(audit[0]?.before).toEqual({ redacted: true });

    expectProblem(await call(employer.GET, "GET", `/v1/employers/${id}`, { params: { id } }), 404, "not_found");
    expectProblem(await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id } }), 404, "not_found");
  });

  it("deletes an employer without contracts", async () => {
    const { id } = await createDomestic(`Solo${RUN}`);
    expect((await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id } })).status).toBe(204);
    expect(await getDb().employer.count({ where: { id } })).toBe(0);
  });
});

describe("read-only keys", () => {
  let readOnlyKey = "";
  beforeAll(async () => {
    readOnlyKey = (await buildApiKey(getDb(), { organizationId: DEMO_ORGANIZATION_ID, name: `reader ${RUN}`, readOnly: true })).key;
  });

  it("read but answer 403 read_only_key to POST, PATCH and DELETE, changing nothing", async () => {
    const { id } = await createDomestic(`SolaLettura${RUN}`);
    expect((await call(employer.GET, "GET", `/v1/employers/${id}`, { key: readOnlyKey, params: { id } })).status).toBe(200);
    expect((await call(employers.GET, "GET", "/v1/employers", { key: readOnlyKey, query: { organizationId: DEMO_ORGANIZATION_ID } })).status).toBe(200);
    expectProblem(await call(employers.POST, "POST", "/v1/employers", { key: readOnlyKey, body: domesticBody() }), 403, "read_only_key");
    expectProblem(
      await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { key: readOnlyKey, params: { id }, body: { archived: true } }),
      403,
      "read_only_key",
    );
    expectProblem(await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { key: readOnlyKey, params: { id } }), 403, "read_only_key");
    const after = await getDb().employer.findUniqueOrThrow({ where: { id } });
    expect(after.archivedAt).toBeNull();
  });
});

describe("organization isolation", () => {
  it("the other organization's key gets 404 on each of the demo organization's employers (read, patch, delete)", async () => {
    const demo = await getDb().employer.findMany({ where: { organizationId: DEMO_ORGANIZATION_ID }, select: { id: true, archivedAt: true, updatedAt: true } });
    expect(demo.length).toBeGreaterThanOrEqual(7);
    for (const { id } of demo) {
      expectProblem(await call(employer.GET, "GET", `/v1/employers/${id}`, { key: TEST_OTHER_API_KEY, params: { id } }), 404, "not_found");
      expectProblem(
        await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { key: TEST_OTHER_API_KEY, params: { id }, body: { archived: true } }),
        404,
        "not_found",
      );
      expectProblem(await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { key: TEST_OTHER_API_KEY, params: { id } }), 404, "not_found");
    }
    // the answer is exactly that of an unknown id
    const unknown = await call(employer.GET, "GET", `/v1/employers/${UNKNOWN_ID}`, { key: TEST_OTHER_API_KEY, params: { id: UNKNOWN_ID } });
    const foreign = await call(employer.GET, "GET", `/v1/employers/${demo[0]!.id}`, { key: TEST_OTHER_API_KEY, params: { id: demo[0]!.id } });
    expect({ ...foreign.body, instance: "", requestId: "" }).toEqual({ ...unknown.body, instance: "", requestId: "" });
    // and nothing changed
    const after = await getDb().employer.findMany({ where: { id: { in: demo.map((e) => e.id) } }, select: { id: true, archivedAt: true, updatedAt: true } });
    expect(after.sort((a, b) => a.id.localeCompare(b.id))).toEqual(demo.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("the other organization sees none of the demo organization's employers in its lists", async () => {
    const res = await call(employers.GET, "GET", "/v1/employers", { key: TEST_OTHER_API_KEY, query: { organizationId: OTHER_ORGANIZATION_ID, limit: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((e: any) => e.organizationId === OTHER_ORGANIZATION_ID)).toBe(true);
    const otherCount = await getDb().employer.count({ where: { organizationId: OTHER_ORGANIZATION_ID } });
    expect(res.body.pagination.total).toBe(otherCount);
    for (const search of ["conti", "CNTNNA70A41H501D", "ricci", "12345678903", "melograno", `verdi${RUN}`]) {
      const found = await call(employers.GET, "GET", "/v1/employers", { key: TEST_OTHER_API_KEY, query: { organizationId: OTHER_ORGANIZATION_ID, search } });
      expect(found.body.data).toEqual([]);
      expect(found.body.counts).toEqual({ active: 0, archived: 0 });
    }
  });

  it("answers 403 when a key names another organization, and the demo key gets 404 on the other's employer", async () => {
    expectProblem(
      await call(employers.GET, "GET", "/v1/employers", { key: TEST_OTHER_API_KEY, query: { organizationId: DEMO_ORGANIZATION_ID } }),
      403,
      "organization_mismatch",
    );
    expectProblem(await call(employers.POST, "POST", "/v1/employers", { key: TEST_OTHER_API_KEY, body: domesticBody() }), 403, "organization_mismatch");
    const foreign = await getDb().employer.findFirstOrThrow({ where: { organizationId: OTHER_ORGANIZATION_ID }, select: { id: true } });
    expectProblem(await call(employer.GET, "GET", `/v1/employers/${foreign.id}`, { key: TEST_API_KEY, params: { id: foreign.id } }), 404, "not_found");
  });
});

/** A minimal stored payslip, only to prove the cascade (its numbers do not matter here). */
function payslipData(contractId: string) {
  const zero = "0";
  const state = {};
  return {
    organizationId: DEMO_ORGANIZATION_ID,
    contractId,
    period: "2023-01",
    startDate: new Date("2023-01-01T00:00:00Z"),
    endDate: new Date("2023-01-31T00:00:00Z"),
    totalGross: zero,
    totalDeductions: zero,
    totalAfterDeductionsGross: zero,
    totalEmployeeTaxes: zero,
    totalEmployeeInpsTaxes: zero,
    totalEmployeeCassacolfTaxes: zero,
    totalTaxableGross: zero,
    totalEmployerTaxes: zero,
    totalCost: zero,
    totalNet: zero,
    ytdTotalGross: zero,
    ytdTotalDeductions: zero,
    ytdTotalAfterDeductionsGross: zero,
    ytdTotalEmployeeTaxes: zero,
    ytdTotalEmployeeInpsTaxes: zero,
    ytdTotalEmployeeCassacolfTaxes: zero,
    ytdTotalTaxableGross: zero,
    ytdTotalEmployerTaxes: zero,
    ytdTotalCost: zero,
    ytdTotalNet: zero,
    vacationState: state,
    severanceState: state,
    thirteenthState: state,
    sickState: state,
    injuryState: state,
    runningState: state,
    rateTableVersion: "test",
    inputSnapshot: state,
    inputFingerprint: "0".repeat(64),
  };
}

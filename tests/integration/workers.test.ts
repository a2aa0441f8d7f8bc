/**
 * /v1/workers (issue 31): a worker is a person of the organization referenced by each of their
 * contracts — CRUD, search, tenancy, the link made when a contract is created, the hours of all
 * the worker's contracts against the CCNL maxima, and the document warnings at 60/30/0 days.
 */
import { describe, expect, it } from "vitest";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as contractById from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as employerById from "@/app/(api)/v1/employers/[id]/route";
import * as workers from "@/app/(api)/v1/workers/route";
import * as workerById from "@/app/(api)/v1/workers/[id]/route";
import { getDb } from "@/lib/db/client";
import { addDays } from "@/lib/payroll";
import { todayInItaly } from "@/lib/validation/common";
import { buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { TEST_OTHER_API_KEY } from "../support/constants";
import { randomLetters, testFiscalCode } from "../support/fiscal-code";
import { call } from "../support/http";

const RUN = randomLetters(6);
const schedule = (mon: string, tue = "4", wed = "4", thu = "4", fri = "4", sat = "0") => ({
  monday: mon,
  tuesday: tue,
  wednesday: wed,
  thursday: thu,
  friday: fri,
  saturday: sat,
  sunday: "0",
});
const colfTerms = (weeklySchedule: Record<string, string>) => ({
  level: "B",
  jobType: "domestic_help",
  cohabiting: false,
  payBasis: "hourly",
  wage: "9.00",
  weeklySchedule,
});

async function employer(lastName: string, organizationId = DEMO_ORGANIZATION_ID) {
  return buildEmployer(getDb(), organizationId, { type: "domestic", personalInfo: { firstName: "Elena", lastName } });
}

async function createWorker(body: Record<string, unknown>, key?: string) {
  const res = await call(workers.POST, "POST", "/v1/workers", { key, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("/v1/workers", () => {
  it("creates a worker: birth date, sex and birth place read from the fiscal code; a different birth date or sex is refused", async () => {
    const fiscalCode = testFiscalCode(`${RUN}A`, "1985-03-12", "F", "Z129");
    const created = await createWorker({ firstName: "Ioana", lastName: `Popescu${RUN}`, fiscalCode, nationality: "Romania" });
    expect(created).toMatchObject({ fiscalCode, birthDate: "1985-03-12", sex: "F", birthPlaceCode: "Z129", contracts: [], warnings: [] });
    expect(created.hours).toMatchObject({ weeklyHours: "0.00", limits: null });

    const bad = await call(workers.POST, "POST", "/v1/workers", {
      body: { firstName: "X", lastName: "Y", fiscalCode: testFiscalCode(`${RUN}B`, "1990-07-01", "M"), birthDate: "1990-07-02", sex: "F" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["/birthDate", "fiscal_code_birth_date_mismatch"],
      ["/sex", "fiscal_code_sex_mismatch"],
    ]);
    const invalid = await call(workers.POST, "POST", "/v1/workers", { body: { firstName: "X", lastName: "Y", fiscalCode: "RSSMRA80A01H501X" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0]).toMatchObject({ path: "/fiscalCode", code: "invalid_fiscal_code" });

    const again = await call(workers.POST, "POST", "/v1/workers", { body: { firstName: "Ioana", lastName: "Altra", fiscalCode } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "worker_fiscal_code_taken", workerId: created.id });
  });

  it("lists with search and pagination, gets, updates (the contracts' copies follow) and answers 404 to another organization", async () => {
    const last = `Ricerca${RUN}`;
    const a = await createWorker({ firstName: "Anna", lastName: last, fiscalCode: testFiscalCode(`${RUN}C`, "1970-01-05", "F") });
    const b = await createWorker({ firstName: "Bruno", lastName: last });
    await createWorker({ firstName: "Carla", lastName: `Altro${RUN}` });

    const page1 = await call(workers.GET, "GET", "/v1/workers", { query: { search: last.toLowerCase(), limit: 1 } });
    expect(page1.status).toBe(200);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page1.body.data.map((w: { id: string }) => w.id)).toEqual([a.id]);
    const page2 = await call(workers.GET, "GET", "/v1/workers", { query: { search: last, limit: 1, page: 2 } });
    expect(page2.body.data.map((w: { id: string }) => w.id)).toEqual([b.id]);
    const byWords = await call(workers.GET, "GET", "/v1/workers", { query: { search: `anna ${last.slice(0, 8)}` } });
    expect(byWords.body.data.map((w: { id: string }) => w.id)).toEqual([a.id]);
    const byCode = await call(workers.GET, "GET", "/v1/workers", { query: { search: a.fiscalCode.slice(0, 8).toLowerCase() } });
    expect(byCode.body.data.map((w: { id: string }) => w.id)).toEqual([a.id]);
    const exact = await call(workers.GET, "GET", "/v1/workers", { query: { fiscalCode: a.fiscalCode.toLowerCase() } });
    expect(exact.body.data.map((w: { id: string }) => w.id)).toEqual([a.id]);
    const fromOther = await call(workers.GET, "GET", "/v1/workers", { key: TEST_OTHER_API_KEY, query: { search: last } });
    expect(fromOther.body.data).toEqual([]);

    // a contract of Anna's, then PATCH: her name changes on the worker and on the contract's copy
    const emp = await employer(`Famiglia${RUN}`);
    const contract = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
      body: { employerId: emp.id, workerId: a.id, startDate: "2025-01-06", terms: colfTerms(schedule("4")) },
    });
    expect(contract.status, contract.text).toBe(201);
    expect(contract.body).toMatchObject({ workerId: a.id, worker: { firstName: "Anna", lastName: last, fiscalCode: a.fiscalCode, birthDate: "1970-01-05" } });
    const patched = await call(workerById.PATCH, "PATCH", `/v1/workers/${a.id}`, {
      params: { id: a.id },
      body: { firstName: "Annamaria", address: "Via Roma 1" },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ firstName: "Annamaria", address: "Via Roma 1", fiscalCode: a.fiscalCode, sex: "F" });
    // a corrected fiscal code of a man's: the sex read from the old code gives way to the new one's
    const corrected = testFiscalCode(`${RUN}G`, "1970-01-05", "M");
    const recoded = await call(workerById.PATCH, "PATCH", `/v1/workers/${b.id}`, { params: { id: b.id }, body: { fiscalCode: corrected } });
    expect(recoded.status, recoded.text).toBe(200);
    expect(recoded.body).toMatchObject({ fiscalCode: corrected, sex: "M", birthDate: "1970-01-05" });
    const recodedAgain = await call(workerById.PATCH, "PATCH", `/v1/workers/${b.id}`, {
      params: { id: b.id },
      body: { fiscalCode: testFiscalCode(`${RUN}H`, "1970-01-05", "F") },
    });
    expect(recodedAgain.body).toMatchObject({ sex: "F", birthDate: "1970-01-05" });
    const readContract = await call(contractById.GET, "GET", `/v1/domestic-contracts/${contract.body.id}`, { params: { id: contract.body.id } });
    expect(readContract.body.worker).toMatchObject({ firstName: "Annamaria", address: "Via Roma 1" });
    const got = await call(workerById.GET, "GET", `/v1/workers/${a.id}`, { params: { id: a.id } });
    expect(got.body.contracts).toEqual([
      {
        id: contract.body.id,
        employerId: emp.id,
        employerName: `${`Famiglia${RUN}`} Elena`,
        status: "active",
        startDate: "2025-01-06",
        endDate: null,
        jobType: "domestic_help",
        cohabiting: false,
        weeklyHours: "20.00",
      },
    ]);

    for (const [handler, method] of [
      [workerById.GET, "GET"],
      [workerById.PATCH, "PATCH"],
      [workerById.DELETE, "DELETE"],
    ] as const) {
      const foreign = await call(handler, method, `/v1/workers/${a.id}`, {
        key: TEST_OTHER_API_KEY,
        params: { id: a.id },
        body: method === "PATCH" ? { firstName: "Z" } : undefined,
      });
      const unknown = await call(handler, method, "/v1/workers/7d1f6a55-0000-4000-8000-000000000000", {
        key: TEST_OTHER_API_KEY,
        params: { id: "7d1f6a55-0000-4000-8000-000000000000" },
        body: method === "PATCH" ? { firstName: "Z" } : undefined,
      });
      expect(foreign.status).toBe(404);
      expect({ ...foreign.body, requestId: null, instance: null }).toEqual({ ...unknown.body, requestId: null, instance: null, detail: foreign.body.detail });
      expect(foreign.body.code).toBe(unknown.body.code);
    }
  });

  it("links a contract created for a known fiscal code to the same worker; refuses a foreign workerId and deleting a referenced worker", async () => {
    const fiscalCode = testFiscalCode(`${RUN}D`, "1978-11-20", "F", "Z140");
    const first = await employer(`Primo${RUN}`);
    const second = await employer(`Secondo${RUN}`);
    const body = (employerId: string, monday: string) => ({
      employerId,
      worker: { firstName: "Olena", lastName: `Kovalenko${RUN}`, fiscalCode },
      startDate: "2025-01-06",
      terms: colfTerms(schedule(monday)),
    });
    const c1 = await call(contracts.POST, "POST", "/v1/domestic-contracts", { body: body(first.id, "4") });
    const c2 = await call(contracts.POST, "POST", "/v1/domestic-contracts", { body: body(second.id, "4") });
    expect(c1.status, c1.text).toBe(201);
    expect(c2.status, c2.text).toBe(201);
    expect(c1.body.workerId).toBeTruthy();
    expect(c2.body.workerId).toBe(c1.body.workerId);
    const rows = await getDb().worker.findMany({ where: { organizationId: DEMO_ORGANIZATION_ID, fiscalCode }, select: { id: true, sex: true } });
    expect(rows).toEqual([{ id: c1.body.workerId, sex: "F" }]);

    const worker = await call(workerById.GET, "GET", `/v1/workers/${c1.body.workerId}`, { params: { id: c1.body.workerId } });
    expect(worker.body.contracts.map((c: { id: string }) => c.id).sort()).toEqual([c1.body.id, c2.body.id].sort());

    // the same fiscal code in another organization is another person of that organization
    const otherEmployer = await employer(`Estero${RUN}`, OTHER_ORGANIZATION_ID);
    const c3 = await call(contracts.POST, "POST", "/v1/domestic-contracts", { key: TEST_OTHER_API_KEY, body: body(otherEmployer.id, "4") });
    expect(c3.status, c3.text).toBe(201);
    expect(c3.body.workerId).not.toBe(c1.body.workerId);
    // … and its id is unknown to the demo organization: 422 at /workerId, like an id that exists nowhere
    const foreign = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
      body: { employerId: first.id, workerId: c3.body.workerId, startDate: "2025-01-06", terms: colfTerms(schedule("4")) },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([{ path: "/workerId", code: "worker_not_found", message: "No worker with this id in your organization" }]);
    const neither = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
      body: { employerId: first.id, startDate: "2025-01-06", terms: colfTerms(schedule("4")) },
    });
    expect(neither.status).toBe(422);
    expect(neither.body.errors[0]).toMatchObject({ path: "/worker", code: "worker_required" });

    // a PATCH of a contract's worker fields changes the person: the worker and the other contract follow
    const moved = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c1.body.id}`, {
      params: { id: c1.body.id },
      body: { worker: { address: "Via Nuova 5" } },
    });
    expect(moved.status, moved.text).toBe(200);
    const other = await call(contractById.GET, "GET", `/v1/domestic-contracts/${c2.body.id}`, { params: { id: c2.body.id } });
    expect(other.body.worker).toMatchObject({ firstName: "Olena", fiscalCode, address: "Via Nuova 5" });
    const person = await call(workerById.GET, "GET", `/v1/workers/${c1.body.workerId}`, { params: { id: c1.body.workerId } });
    expect(person.body).toMatchObject({ address: "Via Nuova 5", fiscalCode });
    // … but not to a fiscal code another worker holds
    const someoneElse = await createWorker({ firstName: "Altra", lastName: `Persona${RUN}`, fiscalCode: testFiscalCode(`${RUN}F`, "1980-02-02", "M") });
    const taken = await call(contractById.PATCH, "PATCH", `/v1/domestic-contracts/${c1.body.id}`, {
      params: { id: c1.body.id },
      body: { worker: { fiscalCode: someoneElse.fiscalCode } },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "worker_fiscal_code_taken", workerId: someoneElse.id });

    const refused = await call(workerById.DELETE, "DELETE", `/v1/workers/${c1.body.workerId}`, { params: { id: c1.body.workerId } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "worker_has_contracts", contracts: 2 });

    const lonely = await createWorker({ firstName: "Solo", lastName: `Senza${RUN}` });
    const deleted = await call(workerById.DELETE, "DELETE", `/v1/workers/${lonely.id}`, { params: { id: lonely.id } });
    expect(deleted.status).toBe(204);
    const gone = await call(workerById.GET, "GET", `/v1/workers/${lonely.id}`, { params: { id: lonely.id } });
    expect(gone.status).toBe(404);
    // the person's data leaves the audit trail too: what happened stays
    const trail = await getDb().auditLog.findMany({
      where: { entityId: lonely.id },
      select: { action: true, before: true, after: true },
      orderBy: { createdAt: "asc" },
    });
    expect(trail).toEqual([
      { action: "worker.create", before: null, after: { redacted: true } },
      { action: "worker.delete", before: { redacted: true }, after: { deleted: true } },
    ]);
  });

  it("sums the hours of the contracts in force across households and warns over the CCNL maxima (40 h/week, 8 h/day non-live-in)", async () => {
    const worker = await createWorker({ firstName: "Maria", lastName: `Ore${RUN}` });
    const first = await employer(`OreUno${RUN}`);
    const second = await employer(`OreDue${RUN}`);
    const third = await employer(`OreTre${RUN}`);
    const hire = async (employerId: string, weeklySchedule: Record<string, string>, endDate?: string) => {
      const res = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
        body: { employerId, workerId: worker.id, startDate: "2025-01-06", terms: colfTerms(weeklySchedule) },
      });
      expect(res.status, res.text).toBe(201);
      if (endDate) await getDb().domesticContract.update({ where: { id: res.body.id }, data: { endDate: new Date(`${endDate}T00:00:00Z`) } });
    };
    // 5 + 4 + 4 + 4 + 4 = 21 h and 5 + 4 + 4 + 4 + 4 + 2 = 23 h (Saturday 2): 44 h a week, Monday 5 + 5 = 10 h
    await hire(first.id, schedule("5"));
    await hire(second.id, schedule("5", "4", "4", "4", "4", "2"));
    // an ended contract does not count: 20 more hours would be 64
    await hire(third.id, schedule("4"), "2025-06-30");

    const res = await call(workerById.GET, "GET", `/v1/workers/${worker.id}`, { params: { id: worker.id } });
    expect(res.status).toBe(200);
    expect(res.body.contracts).toHaveLength(3);
    expect(res.body.hours).toEqual({
      asOf: todayInItaly(),
      weeklyHours: "44.00",
      dailyHours: { monday: "10.00", tuesday: "8.00", wednesday: "8.00", thursday: "8.00", friday: "8.00", saturday: "2.00", sunday: "0.00" },
      limits: { daily: "8", weekly: "40" },
    });
    // Tuesday–Friday at 8.00 are at the maximum, not over it: only Monday and the week warn
    expect(res.body.warnings).toEqual([
      {
        code: "worker_daily_hours_over_limit",
        message: "10.00 h on monday over 2 contracts exceed the CCNL maximum of 8 h a day",
        params: { day: "monday", hours: "10.00", max: "8", contracts: "2" },
      },
      {
        code: "worker_weekly_hours_over_limit",
        message: "44.00 h a week over 2 contracts exceed the CCNL maximum of 40 h a week",
        params: { hours: "44.00", max: "40", contracts: "2" },
      },
    ]);
    const listed = await call(workers.GET, "GET", "/v1/workers", { query: { search: `Ore${RUN}` } });
    expect(listed.body.data[0].warnings.map((w: { code: string }) => w.code)).toEqual(["worker_daily_hours_over_limit", "worker_weekly_hours_over_limit"]);
  });

  it("warns 60 and 30 days before a document expires, on the day and after it; flags the first year after a decreto flussi entry", async () => {
    const today = todayInItaly();
    const codesOf = async (body: Record<string, unknown>) => {
      const w = await createWorker({ firstName: "Doc", lastName: `Documenti${RUN}`, ...body });
      return w.warnings.map((x: { code: string; params: Record<string, string> }) => [x.code, x.params.document ?? null, x.params.days ?? null]);
    };
    const id = (expiryDate: string) => ({ kind: "passport", number: "YA1234567", expiryDate });
    const permit = (expiryDate: string) => ({ kind: "work", number: "I123456789", expiryDate });
    expect(await codesOf({ identityDocument: id(addDays(today, 61)) })).toEqual([]);
    expect(await codesOf({ identityDocument: id(addDays(today, 60)) })).toEqual([["document_expires_within_60_days", "identity_document", "60"]]);
    expect(await codesOf({ residencePermit: permit(addDays(today, 31)) })).toEqual([["document_expires_within_60_days", "residence_permit", "31"]]);
    expect(await codesOf({ residencePermit: permit(addDays(today, 30)) })).toEqual([["document_expires_within_30_days", "residence_permit", "30"]]);
    expect(await codesOf({ residencePermit: permit(addDays(today, 1)) })).toEqual([["document_expires_within_30_days", "residence_permit", "1"]]);
    expect(await codesOf({ identityDocument: id(today), residencePermit: permit(addDays(today, -1)) })).toEqual([
      ["document_expires_today", "identity_document", "0"],
      ["document_expired", "residence_permit", "-1"],
    ]);
    expect(await codesOf({ residencePermit: { kind: "eu_long_term", number: "P1", expiryDate: null } })).toEqual([]);

    const flussi = await createWorker({ firstName: "Nuova", lastName: `Flussi${RUN}`, flussiEntryDate: addDays(today, -100) });
    expect(flussi.warnings).toEqual([
      expect.objectContaining({ code: "decreto_flussi_first_year", params: { entryDate: addDays(today, -100), until: expect.any(String) } }),
    ]);
    expect(await codesOf({ flussiEntryDate: addDays(today, -400) })).toEqual([]);
    const stored = await call(workerById.GET, "GET", `/v1/workers/${flussi.id}`, { params: { id: flussi.id } });
    expect(stored.body.residencePermit).toBeNull();
  });

  it("erases with the employer a worker left without contracts, and keeps one who works for another employer", async () => {
    const shared = testFiscalCode(`${RUN}E`, "1969-04-02", "F");
    const leaving = await employer(`Cancellato${RUN}`);
    const staying = await employer(`Resta${RUN}`);
    const hire = async (employerId: string, worker: Record<string, unknown>) => {
      const res = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
        body: { employerId, worker, startDate: "2024-01-08", terms: colfTerms(schedule("4")) },
      });
      expect(res.status, res.text).toBe(201);
      await getDb().domesticContract.update({ where: { id: res.body.id }, data: { endDate: new Date("2024-06-30T00:00:00Z") } });
      return res.body.workerId as string;
    };
    const alone = await hire(leaving.id, { firstName: "Sola", lastName: `Erasa${RUN}` });
    const both = await hire(leaving.id, { firstName: "Doppia", lastName: `Resta${RUN}`, fiscalCode: shared });
    expect(await hire(staying.id, { firstName: "Doppia", lastName: `Resta${RUN}`, fiscalCode: shared })).toBe(both);

    const del = await call(employerById.DELETE, "DELETE", `/v1/employers/${leaving.id}`, { params: { id: leaving.id } });
    expect(del.status, del.text).toBe(204);
    expect(await getDb().worker.findMany({ where: { id: { in: [alone, both] } }, select: { id: true } })).toEqual([{ id: both }]);
  });
});

/**
 * Bulk import of a book (POST /v1/imports, GET /v1/imports/{id}): the job runs in this process's
 * worker; every answer is checked against the OpenAPI document by `call`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as imports from "@/app/(api)/v1/imports/route";
import * as oneImport from "@/app/(api)/v1/imports/[id]/route";
import * as apiKeys from "@/app/(api)/v1/api-keys/route";
import * as employerRoute from "@/app/(api)/v1/employers/[id]/route";
import { getDb } from "@/lib/db/client";
import { startWorkers } from "@/lib/queue/workers";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL } from "../support/constants";
import { randomLetters, testFiscalCode } from "../support/fiscal-code";
import { sessionCookieFor } from "../support/session";

const RUN = randomLetters(3);
const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };
const terms = (wage = "9.00") => ({ level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage, weeklySchedule: SCHEDULE });
/** Three letters per number, so every person of the run has a fiscal code of their own. */
const letters = (n: number) => [2, 1, 0].map((p) => String.fromCharCode(65 + (Math.floor(n / 26 ** p) % 26))).join("");
const fiscal = (kind: string, n: number, sex: "M" | "F" = "F") => testFiscalCode(`${RUN}${kind}${letters(n)}`.slice(-6), "1980-03-12", sex);

async function waitForImport(id: string, key?: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(oneImport.GET, "GET", `/v1/imports/${id}`, { key, params: { id } });
    if (res.status !== 200 || ["completed", "failed"].includes(res.body.status) || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function runImport(body: object, options: { key?: string; headers?: Record<string, string> } = {}) {
  const posted = await call(imports.POST, "POST", "/v1/imports", { body, ...options });
  expect(posted.status, posted.text).toBe(202);
  expect(posted.headers.get("location")).toBe(`/v1/imports/${posted.body.id}`);
  const done = await waitForImport(posted.body.id, options.key);
  expect(done.body.status, done.text).toBe("completed");
  return { posted, done };
}

/** 100 employers, 200 workers, 200 contracts (two per employer); five contract rows are bad. */
function book() {
  const employers = Array.from({ length: 100 }, (_, i) => ({
    ref: `e${i}`,
    type: "domestic",
    personalInfo: { firstName: "Famiglia", lastName: `Import${RUN}`, fiscalCode: fiscal("E", i, "M") },
  }));
  const workers = Array.from({ length: 200 }, (_, i) => ({ ref: `w${i}`, firstName: "Ana", lastName: `Import${RUN}`, fiscalCode: fiscal("W", i) }));
  const contracts: Record<string, unknown>[] = Array.from({ length: 200 }, (_, i) => ({
    ref: `c${i}`,
    employerRef: `e${Math.floor(i / 2)}`,
    workerRef: `w${i}`,
    startDate: "2025-01-07",
    terms: terms(),
  }));
  contracts[3] = { ...contracts[3], terms: { ...terms(), wage: "nine" } };
  contracts[40] = { ...contracts[40], employerRef: "nobody" };
  contracts[77] = { ...contracts[77], startDate: "2025-02-30" };
  contracts[120] = { ...contracts[120], terms: terms("1.00") };
  contracts[199] = { ...contracts[199], colour: "blue" };
  return { employers, workers, contracts };
}

const BAD = ["/contracts/3", "/contracts/40", "/contracts/77", "/contracts/120", "/contracts/199"];

describe("bulk import of a book", () => {
  beforeAll(async () => {
    await startWorkers();
  });

  it("imports 200 contracts, reports exactly the 5 bad rows, and creates nothing new when re-sent", async () => {
    const document = book();
    const started = Date.now();
    const key = `book-${RUN}`;
    const { posted, done } = await runImport(document, { headers: { "Idempotency-Key": key } });
    const seconds = (Date.now() - started) / 1000;
    console.info(`import of 500 rows: ${seconds.toFixed(1)} s`);
    const result = done.body;
    expect(result.total).toBe(500);
    expect(result.processed).toBe(500);
    expect(result.summary).toEqual({
      employers: { created: 100, updated: 0, skipped: 0, failed: 0 },
      workers: { created: 200, updated: 0, skipped: 0, failed: 0 },
      contracts: { created: 195, updated: 0, skipped: 0, failed: 5 },
      workEvents: { created: 0, updated: 0, skipped: 0, failed: 0 },
    });
    const failed = result.outcomes.filter((o: { status: string }) => o.status !== "created");
    expect(failed.map((o: { pointer: string }) => o.pointer)).toEqual(BAD);
    const firstError = (pointer: string) => failed.find((o: { pointer: string }) => o.pointer === pointer).errors[0];
    expect(firstError("/contracts/3")).toMatchObject({ pointer: "/contracts/3/terms/wage", code: "invalid_decimal" });
    expect(firstError("/contracts/40")).toMatchObject({ pointer: "/contracts/40/employerRef", code: "unknown_ref" });
    expect(firstError("/contracts/77")).toMatchObject({ pointer: "/contracts/77/startDate", code: "invalid_date" });
    // refused by the contract service (the CCNL minimum), not by the schema
    expect(firstError("/contracts/120")).toMatchObject({ pointer: "/contracts/120/terms/wage", code: "below_ccnl_minimum" });
    expect(firstError("/contracts/199")).toMatchObject({ pointer: "/contracts/199/colour", code: "unknown_field" });
    // every created row names its resource, and the contracts exist with their employer and worker
    const contractIds = result.outcomes.filter((o: { pointer: string; status: string }) => o.pointer.startsWith("/contracts/") && o.status === "created");
    expect(contractIds).toHaveLength(195);
    const stored = await getDb().domesticContract.findMany({
      where: { id: { in: contractIds.map((o: { id: string }) => o.id) } },
      select: { employerId: true, workerFiscalCode: true },
    });
    expect(stored).toHaveLength(195);
    const employerOf0 = result.outcomes.find((o: { pointer: string }) => o.pointer === "/employers/0").id;
    const contract0 = await getDb().domesticContract.findUnique({ where: { id: contractIds[0].id }, select: { employerId: true, workerFiscalCode: true } });
    expect(contract0).toEqual({ employerId: employerOf0, workerFiscalCode: fiscal("W", 0) });

    // the same Idempotency-Key answers the same import
    const replay = await call(imports.POST, "POST", "/v1/imports", { body: document, headers: { "Idempotency-Key": key } });
    expect(replay.status).toBe(202);
    expect(replay.body.id).toBe(posted.body.id);

    // re-sent as a new import: everything already present is skipped with its id, nothing is created
    const before = await getDb().domesticContract.count({ where: { organizationId: DEMO_ORGANIZATION_ID } });
    const again = (await runImport(document)).done.body;
    expect(again.id).not.toBe(posted.body.id);
    expect(again.summary).toEqual({
      employers: { created: 0, updated: 0, skipped: 100, failed: 0 },
      workers: { created: 0, updated: 0, skipped: 200, failed: 0 },
      contracts: { created: 0, updated: 0, skipped: 195, failed: 5 },
      workEvents: { created: 0, updated: 0, skipped: 0, failed: 0 },
    });
    expect(again.outcomes.find((o: { pointer: string }) => o.pointer === "/contracts/0")).toEqual({
      pointer: "/contracts/0",
      status: "skipped",
      id: contractIds[0].id,
      reason: "already_present",
    });
    expect(await getDb().domesticContract.count({ where: { organizationId: DEMO_ORGANIZATION_ID } })).toBe(before);
  }, 240_000);

  it("imports opening balances and work events, and skips the rows depending on a failed row", async () => {
    const { done } = await runImport({
      employers: [
        { ref: "ok", type: "domestic", personalInfo: { firstName: "Bene", lastName: `Dep${RUN}`, fiscalCode: fiscal("D", 1, "M") } },
        { ref: "bad", type: "domestic", personalInfo: { firstName: "Male", lastName: `Dep${RUN}`, fiscalCode: "NOTAFISCALCODE00" } },
      ],
      contracts: [
        {
          ref: "good",
          employerRef: "ok",
          worker: { firstName: "Olga", lastName: `Dep${RUN}`, fiscalCode: fiscal("D", 2) },
          startDate: "2025-01-07",
          terms: terms(),
          externalId: `ext-${RUN}`,
          openingBalances: { asOfDate: "2025-05-31", ytdGross: "3400.00", ytdWorkerInps: "95.20" },
        },
        {
          ref: "early",
          employerRef: "ok",
          worker: { firstName: "Alba", lastName: `Dep${RUN}`, fiscalCode: fiscal("D", 3) },
          startDate: "2025-01-07",
          terms: terms(),
          openingBalances: { asOfDate: "2024-12-31", ytdGross: "10.00" },
        },
        { ref: "orphan", employerRef: "bad", worker: { firstName: "Vera", lastName: `Dep${RUN}` }, startDate: "2025-01-07", terms: terms() },
      ],
      workEvents: [
        { contractRef: "good", date: "2025-06-02", type: "work", subType: "regular_work", hours: "4", multiplier: "1" },
        { contractRef: "orphan", date: "2025-06-02", type: "work", subType: "regular_work", hours: "4", multiplier: "1" },
        { contractRef: "early", date: "2025-06-03", type: "work", subType: "regular_work", hours: "4", multiplier: "1" },
      ],
    });
    const o = Object.fromEntries(done.body.outcomes.map((x: { pointer: string }) => [x.pointer, x]));
    expect(o["/employers/0"].status).toBe("created");
    expect(o["/employers/1"]).toMatchObject({ status: "failed", errors: [{ pointer: "/employers/1/personalInfo/fiscalCode" }] });
    expect(o["/contracts/0"]).toMatchObject({ status: "created" });
    // the balances refused by their service: the contract stays (its id given), and work events can name it
    expect(o["/contracts/1"]).toMatchObject({
      status: "failed",
      id: expect.any(String),
      errors: [{ pointer: "/contracts/1/openingBalances/asOfDate", code: "as_of_before_start" }],
    });
    expect(o["/workEvents/2"]).toMatchObject({ status: "created", id: expect.any(String) });
    expect(o["/contracts/2"]).toEqual({
      pointer: "/contracts/2",
      status: "skipped",
      reason: "dependency_failed",
      errors: [{ pointer: "/contracts/2/employerRef", code: "dependency_failed", message: "The row /employers/1 was not imported" }],
    });
    expect(o["/workEvents/0"]).toMatchObject({ status: "created" });
    expect(o["/workEvents/1"]).toMatchObject({ status: "skipped", reason: "dependency_failed", errors: [{ pointer: "/workEvents/1/contractRef" }] });
    const balances = await getDb().contractOpeningBalance.findUnique({ where: { contractId: o["/contracts/0"].id }, select: { ytdGross: true } });
    expect(balances?.ytdGross.toString()).toBe("3400");
    const event = await getDb().workEvent.findUnique({ where: { id: o["/workEvents/0"].id }, select: { contractId: true, hours: true } });
    expect(event?.contractId).toBe(o["/contracts/0"].id);
  }, 60_000);

  it("a dry run checks every row through the services and writes nothing", async () => {
    const existing = (
      await runImport({ employers: [{ type: "domestic", personalInfo: { firstName: "Secco", lastName: `Dry${RUN}`, fiscalCode: fiscal("Y", 1, "M") } }] })
    ).done.body.outcomes[0].id as string;
    const countBefore = await getDb().domesticContract.count({ where: { employerId: existing } });
    const auditBefore = await getDb().auditLog.count({ where: { organizationId: DEMO_ORGANIZATION_ID } });
    const { done } = await runImport({
      dryRun: true,
      employers: [{ ref: "n", type: "domestic", personalInfo: { firstName: "Nuova", lastName: `Dry${RUN}`, fiscalCode: fiscal("Y", 2, "M") } }],
      contracts: [
        { employerId: existing, worker: { firstName: "Rita", lastName: `Dry${RUN}`, fiscalCode: fiscal("Y", 3) }, startDate: "2025-01-07", terms: terms() },
        { employerId: existing, worker: { firstName: "Rosa", lastName: `Dry${RUN}` }, startDate: "2025-01-07", terms: terms("1.00") },
        { employerRef: "n", worker: { firstName: "Lia", lastName: `Dry${RUN}` }, startDate: "2025-01-07", terms: terms() },
      ],
    });
    expect(done.body.dryRun).toBe(true);
    const o = done.body.outcomes;
    expect(o[0]).toEqual({ pointer: "/employers/0", status: "created" });
    expect(o[1]).toEqual({ pointer: "/contracts/0", status: "created" });
    expect(o[2]).toMatchObject({ pointer: "/contracts/1", status: "failed", errors: [{ pointer: "/contracts/1/terms/wage" }] });
    expect(o[3]).toEqual({ pointer: "/contracts/2", status: "created", reason: "checked_by_schema_only" });
    expect(await getDb().domesticContract.count({ where: { employerId: existing } })).toBe(countBefore);
    expect(await getDb().employer.count({ where: { organizationId: DEMO_ORGANIZATION_ID, displayTaxId: fiscal("Y", 2, "M") } })).toBe(0);
    // only the import's own audit entry
    expect(await getDb().auditLog.count({ where: { organizationId: DEMO_ORGANIZATION_ID } })).toBe(auditBefore + 1);
  }, 60_000);

  it("a key restricted to some employers imports only for them, and sees only its own imports", async () => {
    const mine = (
      await runImport({ employers: [{ type: "domestic", personalInfo: { firstName: "Mia", lastName: `Key${RUN}`, fiscalCode: fiscal("K", 1, "M") } }] })
    ).done.body;
    const other = (
      await runImport({ employers: [{ type: "domestic", personalInfo: { firstName: "Altra", lastName: `Key${RUN}`, fiscalCode: fiscal("K", 2, "M") } }] })
    ).done.body;
    const mineId = mine.outcomes[0].id as string;
    const otherId = other.outcomes[0].id as string;
    const created = await call(apiKeys.POST, "POST", "/v1/api-keys", {
      key: null,
      headers: { cookie: await sessionCookieFor(TEST_ADMIN_EMAIL), origin: "http://localhost:3000" },
      body: { name: `import ${RUN}`, scope: "write", employerIds: [mineId] },
    });
    expect(created.status, created.text).toBe(201);
    const key = created.body.key as string;
    const contract = (employerId: string, n: number) => ({
      employerId,
      worker: { firstName: "Kira", lastName: `Key${RUN}`, fiscalCode: fiscal("K", n) },
      startDate: "2025-01-07",
      terms: terms(),
    });
    const { done } = await runImport(
      {
        employers: [{ type: "domestic", personalInfo: { firstName: "Nuova", lastName: `Key${RUN}` }, allowDuplicate: true }],
        contracts: [contract(mineId, 3), contract(otherId, 4)],
      },
      { key },
    );
    const o = done.body.outcomes;
    expect(o[0]).toMatchObject({ pointer: "/employers/0", status: "failed", errors: [{ pointer: "/employers/0", code: "forbidden" }] });
    expect(o[1]).toMatchObject({ pointer: "/contracts/0", status: "created" });
    expect(o[2]).toMatchObject({ pointer: "/contracts/1", status: "failed", errors: [{ pointer: "/contracts/1/employerId", code: "employer_not_found" }] });
    expect(await getDb().domesticContract.count({ where: { employerId: otherId } })).toBe(0);
    // the organization's other imports are not the restricted key's
    const foreign = await call(oneImport.GET, "GET", `/v1/imports/${other.id}`, { key, params: { id: other.id } });
    expect(foreign.status).toBe(404);
  }, 60_000);

  it("imports the same rows from CSV texts (flattened field names), with pointers to their data lines", async () => {
    const employers = [
      "ref,type,personalInfo.firstName,personalInfo.lastName,personalInfo.fiscalCode",
      `e1,domestic,Carla,Csv${RUN},${fiscal("V", 1, "M")}`,
    ].join("\n");
    const contracts = [
      "ref,employerRef,worker.firstName,worker.lastName,worker.fiscalCode,startDate,terms.level,terms.jobType,terms.cohabiting,terms.payBasis,terms.wage," +
        "terms.weeklySchedule.monday,terms.weeklySchedule.tuesday,terms.weeklySchedule.wednesday,terms.weeklySchedule.thursday,terms.weeklySchedule.friday," +
        "terms.weeklySchedule.saturday,terms.weeklySchedule.sunday,openingBalances.asOfDate,openingBalances.ytdGross",
      `c1,e1,Dana,"Csv${RUN}, jr",${fiscal("V", 2)},2025-01-07,B,domestic_help,false,hourly,9.00,4,4,4,4,4,0,0,2025-03-31,1200.00`,
      `c2,e1,Ema,Csv${RUN},,2025-01-07,B,domestic_help,false,hourly,1.00,4,4,4,4,4,0,0,,`,
    ].join("\r\n");
    const { done } = await runImport({ format: "csv", employers, contracts });
    const o = done.body.outcomes;
    expect(o.map((x: { pointer: string; status: string }) => `${x.pointer} ${x.status}`)).toEqual([
      "/employers/0 created",
      "/contracts/0 created",
      "/contracts/1 failed",
    ]);
    expect(o[2].errors).toEqual([expect.objectContaining({ pointer: "/contracts/1/terms/wage", code: "below_ccnl_minimum" })]);
    const stored = await getDb().domesticContract.findUnique({
      where: { id: o[1].id },
      select: { workerLastName: true, openingBalance: { select: { ytdGross: true } } },
    });
    expect(stored?.workerLastName).toBe(`Csv${RUN}, jr`);
    expect(stored?.openingBalance?.ytdGross.toString()).toBe("1200");
    const broken = await call(imports.POST, "POST", "/v1/imports", { body: { format: "csv", contracts: 'ref,startDate\nc1,"2025-01-07' } });
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toEqual([expect.objectContaining({ path: "/contracts", code: "invalid_csv", params: { line: "2" } })]);
  }, 60_000);

  it("erasing an imported employer removes the import's document (outcomes and summary stay)", async () => {
    const { done } = await runImport({
      employers: [{ type: "domestic", personalInfo: { firstName: "Cancella", lastName: `Erase${RUN}`, fiscalCode: fiscal("R", 1, "M") } }],
    });
    const employerId = done.body.outcomes[0].id as string;
    const deleted = await call(employerRoute.DELETE, "DELETE", `/v1/employers/${employerId}`, { params: { id: employerId } });
    expect(deleted.status, deleted.text).toBe(204);
    const row = await getDb().bookImport.findUnique({ where: { id: done.body.id }, select: { document: true, outcomes: true } });
    expect(row?.document).toEqual({ redacted: true });
    expect(JSON.stringify(row?.outcomes)).toContain(employerId);
    const after = await call(oneImport.GET, "GET", `/v1/imports/${done.body.id}`, { params: { id: done.body.id } });
    expect(after.body.summary.employers.created).toBe(1);
  }, 60_000);

  it("refuses an empty import and one over the row limit", async () => {
    const empty = await call(imports.POST, "POST", "/v1/imports", { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].code).toBe("empty_import");
    const tooMany = await call(imports.POST, "POST", "/v1/imports", { body: { workEvents: Array.from({ length: 5001 }, () => ({})) } });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.code).toBe("batch_too_large");
  });
});

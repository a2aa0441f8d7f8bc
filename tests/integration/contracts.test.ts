/**
 * /v1/domestic-contracts against the real database: every CCNL validation, terms in force by
 * date, end, delete-while-used, opening balances, list filters, audit entries and tenant isolation.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/payroll";
import { findContractWithTerms, scheduledHoursOn, termsInForceOn } from "@/lib/services/contracts/contract-with-terms";
import { todayInItaly } from "@/lib/validation/common";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { TEST_OTHER_API_KEY } from "../support/constants";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as contract from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as terms from "@/app/(api)/v1/domestic-contracts/[id]/terms/route";
import * as termsItem from "@/app/(api)/v1/domestic-contracts/[id]/terms/[termsId]/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as balances from "@/app/(api)/v1/domestic-contracts/[id]/opening-balances/route";
import * as minimumWage from "@/app/(api)/v1/domestic-contracts/minimum-wage/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildEmployer } from "@/prisma/seed/builders";
import { call, type CallOptions } from "../support/http";

const routes = { contracts, contract, terms, termsItem, end, balances, minimumWage };

function expectProblem(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  expect(res.body).toMatchObject({
    status,
    code,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
    requestId: expect.any(String),
  });
  expect(JSON.stringify(res.body)).not.toMatch(/prisma|stack|SELECT|at \w+ \(/i);
}

/** The field errors of a 422 as "path code" strings, for compact assertions. */
function errorKeys(res: { body: any }): string[] {
  return ((res.body?.errors ?? []) as { path: string; code: string }[]).map((e) => `${e.path} ${e.code}`);
}

const schedule = (mon: string, tue: string, wed: string, thu: string, fri: string, sat = "0", sun = "0") => ({
  monday: mon,
  tuesday: tue,
  wednesday: wed,
  thursday: thu,
  friday: fri,
  saturday: sat,
  sunday: sun,
});

let counter = 0;
/** A fresh domestic employer of the given organization (each test file works on its own data). */
async function newEmployer(organizationId: string, options: { archived?: boolean } = {}): Promise<string> {
  counter += 1;
  const employer = await buildEmployer(getDb(), organizationId, {
    type: "domestic",
    archived: options.archived,
    personalInfo: { firstName: "Test", lastName: `Datore ${Date.now()}-${counter}` },
  });
  return employer.id;
}

/** Hourly non-live-in colf, level B, Mon–Fri 4 h, €9.00 — overridable. */
function contractBody(employerId: string, overrides: Record<string, unknown> = {}, termsOverrides: Record<string, unknown> = {}) {
  return {
    employerId,
    worker: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA80A41H501Y" },
    startDate: "2025-01-06",
    ...overrides,
    terms: {
      level: "B",
      jobType: "domestic_help",
      cohabiting: false,
      payBasis: "hourly",
      wage: "9.00",
      weeklySchedule: schedule("4", "4", "4", "4", "4"),
      ...termsOverrides,
    },
  };
}

/** Ioana-like live-in carer: CS, monthly, Mon–Sat 9 h, full board in kind. */
function liveInCarer(employerId: string, wage: string, startDate = "2025-03-01") {
  return contractBody(
    employerId,
    { startDate, worker: { firstName: "Ana", lastName: "Ionescu" } },
    {
      level: "CS",
      jobType: "carer_non_self_sufficient",
      cohabiting: true,
      payBasis: "monthly",
      wage,
      weeklySchedule: schedule("9", "9", "9", "9", "9", "9"),
      board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
    },
  );
}

async function createContract(body: unknown, options: CallOptions = {}) {
  return call(routes.contracts.POST, "POST", "/v1/domestic-contracts", { body, ...options });
}

const idCall = (id: string, extra: Omit<CallOptions, "params"> = {}): CallOptions => ({ ...extra, params: { id } });

async function createOk(body: unknown): Promise<any> {
  const res = await createContract(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addWorkEvent(organizationId: string, contractId: string, date: string) {
  return getDb().workEvent.create({
    data: {
      organizationId,
      contractId,
      date: new Date(`${date}T00:00:00.000Z`),
      hours: "4.00",
      type: "work",
      subType: "regular_work",
      multiplier: "1",
      addsToThirteen: true,
      addsToSeverance: true,
      isFromGlobalWage: false,
      affectsContributions: true,
    },
    select: { id: true },
  });
}

const ORG = DEMO_ORGANIZATION_ID;
let employerId: string;

beforeAll(async () => {
  employerId = await newEmployer(ORG);
});

describe("POST /v1/domestic-contracts", () => {
  it("creates a contract with its first terms in force from the start date, and audits it", async () => {
    const res = await createContract(
      contractBody(employerId, {
        worker: {
          firstName: " Maria ",
          lastName: "Rossi",
          fiscalCode: "rssmra80a41h501y",
          birthDate: "1980-01-01",
          iban: "it60 x054 2811 1010 0000 0123 456",
          province: "rm",
          zipCode: "00100",
        },
        inpsRelationshipCode: "1234567890",
      }),
    );
    expect(res.status).toBe(201);
    const c = res.body;
    expect(c).toMatchObject({
      organizationId: ORG,
      employerId,
      status: "active",
      startDate: "2025-01-06",
      endDate: null,
      fixedTerm: false,
      fixedTermSurchargeApplies: false,
      cuafDue: true,
      inpsRelationshipCode: "1234567890",
      worker: {
        firstName: "Maria",
        lastName: "Rossi",
        fiscalCode: "RSSMRA80A41H501Y",
        birthDate: "1980-01-01",
        iban: "IT60X0542811101000000123456",
        province: "RM",
        zipCode: "00100",
        address: null,
      },
      openingBalances: null,
      warnings: [],
    });
    expect(c.currentTerms).toMatchObject({
      effectiveFrom: "2025-01-06",
      effectiveTo: null,
      level: "B",
      jobType: "domestic_help",
      cohabiting: false,
      payBasis: "hourly",
      wage: "9.00",
      weeklySchedule: { monday: "4.00", tuesday: "4.00", wednesday: "4.00", thursday: "4.00", friday: "4.00", saturday: "0.00", sunday: "0.00" },
      weeklyHours: "20.00",
      payTable: "C",
      board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
      allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false },
      seniorityIncrements: null,
    });
    expect(c.terms).toHaveLength(1);

    const got = await call(routes.contract.GET, "GET", `/v1/domestic-contracts/${c.id}`, idCall(c.id));
    expect(got.status).toBe(200);
    expect(got.body.terms[0].id).toBe(c.currentTerms.id);

    const audit = await getDb().auditLog.findMany({ where: { entityId: c.id } });
    expect(audit.map((a) => a.action)).toEqual(["contract.create"]);
    expect(audit[0]?.actorType).toBe("api_key");
  });

  it("rejects a wage one cent below the 2025 minimum for CS live-in and accepts exactly the minimum", async () => {
    const below = await createContract(liveInCarer(employerId, "1137.85"));
    expectProblem(below, 422, "validation_failed");
    expect(below.body.errors).toEqual([
      { path: "/terms/wage", code: "below_ccnl_minimum", message: "Below the CCNL minimum for CS live-in in 2025: 1137.86 per month" },
    ]);
    expect(below.body.detail).toBe("Below the CCNL minimum for CS live-in in 2025: 1137.86 per month");
    expect(below.body.minimumWage).toMatchObject({ level: "CS", payTable: "A", year: 2025, tableAmount: "1137.86", tableUnit: "month", monthly: "1137.86" });

    const exact = await createContract(liveInCarer(employerId, "1137.86"));
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect(exact.body.currentTerms).toMatchObject({ wage: "1137.86", payTable: "A", weeklyHours: "54.00", cohabiting: true });
  });

  it("checks the minimum of the year in force at the start date (2024 vs 2025 for CS live-in)", async () => {
    // 1127.04 is the 2024 minimum: fine for a 2024 start, below the 2025 minimum.
    expect((await createContract(liveInCarer(employerId, "1127.04", "2024-12-31"))).status).toBe(201);
    const in2025 = await createContract(liveInCarer(employerId, "1127.04", "2025-01-01"));
    expect(errorKeys(in2025)).toEqual(["/terms/wage below_ccnl_minimum"]);
    expect(in2025.body.errors[0].message).toContain("1137.86");
  });

  it("compares hourly pay with the hourly table (B non-live-in 2025: 6.68)", async () => {
    expect(errorKeys(await createContract(contractBody(employerId, {}, { wage: "6.67" })))).toEqual(["/terms/wage below_ccnl_minimum"]);
    expect((await createContract(contractBody(employerId, {}, { wage: "6.68" }))).status).toBe(201);
  });

  it("compares a monthly wage of a non-live-in worker with hourly minimum × weekly hours × 52/12, to the cent", async () => {
    // C 2025 hourly 7.49 × 20 h × 52 / 12 = 649.1333… → the lowest compliant wage is 649.14
    const body = (wage: string) => contractBody(employerId, {}, { level: "C", jobType: "cook", payBasis: "monthly", wage });
    const below = await createContract(body("649.13"));
    expect(errorKeys(below)).toEqual(["/terms/wage below_ccnl_minimum"]);
    expect(below.body.errors[0].message).toBe("Below the CCNL minimum for C non-live-in in 2025: 649.14 per month (7.49 per hour × 20.00 h × 52/12)");
    expect((await createContract(body("649.14"))).status).toBe(201);
  });

  it("uses the reduced live-in table B for B/BS/C live-in up to 30 h a week", async () => {
    const body = (wage: string, hours: string) =>
      contractBody(
        employerId,
        {},
        {
          level: "BS",
          jobType: "carer_self_sufficient",
          cohabiting: true,
          payBasis: "monthly",
          wage,
          weeklySchedule: schedule(hours, hours, hours, hours, hours),
          board: { breakfastLunch: true, dinner: true, lodging: true },
        },
      );
    const reduced = await createContract(body("702.80", "6"));
    expect(reduced.body.errors?.[0]?.message).toBe("Below the CCNL minimum for BS live-in up to 30 h/week in 2025: 702.81 per month");
    const ok = await createContract(body("702.81", "6"));
    expect(ok.status).toBe(201);
    expect(ok.body.currentTerms.payTable).toBe("B");
    // 31 h a week is full live-in (table A: 1003.99)
    expect((await createContract(body("702.81", "6.2"))).body.errors?.[0]?.message).toBe("Below the CCNL minimum for BS live-in in 2025: 1003.99 per month");
  });

  it("refuses a level that does not fit the job type", async () => {
    const cases: [string, string][] = [
      ["babysitter", "B"],
      ["carer_non_self_sufficient", "BS"],
      ["carer_self_sufficient", "CS"],
      ["domestic_help", "CS"],
      ["night_assistance", "A"],
      ["rest_day_substitute", "B"],
    ];
    for (const [jobType, level] of cases) {
      const res = await createContract(contractBody(employerId, {}, { jobType, level, wage: "20.00" }));
      expectProblem(res, 422, "validation_failed");
      expect(errorKeys(res), `${jobType}/${level}`).toContain("/terms/level level_not_allowed_for_job");
    }
    const sitter = await createContract(
      contractBody(employerId, {}, { jobType: "babysitter", level: "BS", wage: "7.10", allowances: { babysitterChildUnderSix: true } }),
    );
    expect(sitter.status).toBe(201);
  });

  it("enforces the daily and weekly hour limits of the contract type", async () => {
    const nonLiveIn = (s: Record<string, string>) => createContract(contractBody(employerId, {}, { weeklySchedule: s }));
    expect(errorKeys(await nonLiveIn(schedule("9", "4", "4", "4", "4")))).toEqual(["/terms/weeklySchedule/monday daily_hours_over_limit"]);
    expect(errorKeys(await nonLiveIn(schedule("8", "8", "8", "8", "8", "1")))).toEqual(["/terms/weeklySchedule weekly_hours_over_limit"]);
    expect((await nonLiveIn(schedule("8", "8", "8", "8", "8"))).status).toBe(201);
    expect(errorKeys(await nonLiveIn(schedule("0", "0", "0", "0", "0")))).toEqual(["/terms/weeklySchedule no_scheduled_hours"]);

    const liveIn = (s: Record<string, string>) =>
      createContract(
        contractBody(
          employerId,
          {},
          {
            level: "CS",
            jobType: "carer_non_self_sufficient",
            cohabiting: true,
            payBasis: "monthly",
            wage: "1200.00",
            weeklySchedule: s,
            board: { breakfastLunch: true, dinner: true, lodging: true },
          },
        ),
      );
    expect(errorKeys(await liveIn(schedule("10.5", "9", "9", "9", "9", "0")))).toEqual(["/terms/weeklySchedule/monday daily_hours_over_limit"]);
    const week = await liveIn(schedule("10", "10", "10", "10", "10", "5"));
    expect(errorKeys(week)).toEqual(["/terms/weeklySchedule weekly_hours_over_limit"]);
    expect(week.body.errors[0].message).toContain("55.00 h a week exceed the CCNL maximum of 54 h");
    expect((await liveIn(schedule("10", "10", "10", "10", "10", "4"))).status).toBe(201);
  });

  it("rejects hours outside 0–24 and with more than two decimals at the schema level", async () => {
    const res = await createContract(
      contractBody(employerId, {}, { weeklySchedule: { ...schedule("4", "4", "4", "4", "4"), tuesday: "25", wednesday: "1.234", sunday: 3 } }),
    );
    expectProblem(res, 422, "validation_failed");
    const paths = errorKeys(res).map((k) => k.split(" ")[0]);
    expect(paths).toEqual(expect.arrayContaining(["/terms/weeklySchedule/tuesday", "/terms/weeklySchedule/wednesday", "/terms/weeklySchedule/sunday"]));
    const missingDay = await createContract(contractBody(employerId, {}, { weeklySchedule: { monday: "4" } }));
    expect(errorKeys(missingDay).map((k) => k.split(" ")[0])).toContain("/terms/weeklySchedule/saturday");
  });

  it("requires board and lodging for a live-in worker, monthly pay on monthly tables, and allowances on their levels", async () => {
    const liveIn = {
      level: "CS",
      jobType: "carer_non_self_sufficient",
      cohabiting: true,
      payBasis: "monthly",
      wage: "1200.00",
      weeklySchedule: schedule("9", "9", "9", "9", "9", "9"),
    };
    expect(errorKeys(await createContract(contractBody(employerId, {}, { ...liveIn, board: { breakfastLunch: true, dinner: true, lodging: false } })))).toEqual(
      ["/terms/board live_in_board_required"],
    );
    const inCash = await createContract(
      contractBody(employerId, {}, { ...liveIn, board: { breakfastLunch: true, dinner: true, lodging: true, inCash: true } }),
    );
    expect(inCash.status).toBe(201);
    expect(inCash.body.currentTerms.board.inCash).toBe(true);
    expect(
      errorKeys(
        await createContract(
          contractBody(employerId, {}, { ...liveIn, payBasis: "hourly", wage: "9.00", board: { breakfastLunch: true, dinner: true, lodging: true } }),
        ),
      ),
    ).toEqual(["/terms/payBasis pay_basis_not_allowed"]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { board: { inCash: true } })))).toEqual([
      "/terms/board/inCash board_in_cash_without_items",
    ]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { allowances: { babysitterChildUnderSix: true } })))).toEqual([
      "/terms/allowances/babysitterChildUnderSix babysitter_allowance_level",
    ]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { allowances: { multipleAssisted: true } })))).toEqual([
      "/terms/allowances/multipleAssisted multiple_assisted_allowance_level",
    ]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { level: "D", wage: "9.12", allowances: { functionAllowance: true } })))).toEqual([
      "/terms/allowances/functionAllowance function_allowance_level",
    ]);
  });

  it("needs a planned end date for a fixed-term contract, on or after the start", async () => {
    expect(errorKeys(await createContract(contractBody(employerId, { fixedTerm: true })))).toEqual(["/fixedTermEndDate fixed_term_end_required"]);
    expect(errorKeys(await createContract(contractBody(employerId, { fixedTerm: true, fixedTermEndDate: "2025-01-05" })))).toEqual([
      "/fixedTermEndDate fixed_term_end_before_start",
    ]);
    expect(errorKeys(await createContract(contractBody(employerId, { fixedTermEndDate: "2025-06-30" })))).toEqual([
      "/fixedTermEndDate fixed_term_end_not_allowed",
    ]);
    expect(errorKeys(await createContract(contractBody(employerId, { replacesAbsentWorker: true })))).toEqual([
      "/replacesAbsentWorker replaces_absent_worker_needs_fixed_term",
    ]);
    const ok = await createContract(contractBody(employerId, { fixedTerm: true, fixedTermEndDate: "2025-06-30" }));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ fixedTerm: true, fixedTermEndDate: "2025-06-30", fixedTermSurchargeApplies: true });
    const replacing = await createContract(contractBody(employerId, { fixedTerm: true, fixedTermEndDate: "2025-06-30", replacesAbsentWorker: true }));
    expect(replacing.body.fixedTermSurchargeApplies).toBe(false);
  });

  it("requires a real start date and checks the worker's data", async () => {
    const { startDate: _omit, ...noStart } = contractBody(employerId);
    expect(errorKeys(await createContract(noStart))).toEqual(["/startDate invalid_type"]);
    expect(errorKeys(await createContract(contractBody(employerId, { startDate: "2025-02-30" }))).map((k) => k.split(" ")[0])).toEqual(["/startDate"]);
    expect(errorKeys(await createContract(contractBody(employerId, { startDate: "1901-01-01" })))).toEqual(["/startDate start_date_out_of_range"]);

    const badWorker = await createContract(
      contractBody(employerId, {
        worker: { firstName: "", lastName: "Rossi", fiscalCode: "RSSMRA80A41H501X", iban: "IT60X0542811101000000123457", province: "Roma", zipCode: "123" },
      }),
    );
    expectProblem(badWorker, 422, "validation_failed");
    expect(
      errorKeys(badWorker)
        .map((k) => k.split(" ")[0])
        .sort(),
    ).toEqual(["/worker/firstName", "/worker/fiscalCode", "/worker/iban", "/worker/province", "/worker/zipCode"]);
    expect(errorKeys(badWorker)).toEqual(expect.arrayContaining(["/worker/fiscalCode invalid_fiscal_code", "/worker/iban invalid_iban"]));
    // personal data never echoed back
    expect(badWorker.text).not.toContain("RSSMRA80A41H501X");
    expect(badWorker.text).not.toContain("IT60X0542811101000000123457");

    expect(errorKeys(await createContract(contractBody(employerId, { worker: { firstName: "Too", lastName: "Young", birthDate: "2010-01-01" } })))).toEqual([
      "/worker/birthDate worker_under_sixteen",
    ]);
  });

  it("rejects unknown fields, numbers for decimals and bad enums", async () => {
    expect(errorKeys(await createContract({ ...contractBody(employerId), salary: "9.00" }))).toEqual(["/salary unknown_field"]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { wage: 9 }))).map((k) => k.split(" ")[0])).toEqual(["/terms/wage"]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { wage: "9.001" }))).map((k) => k.split(" ")[0])).toEqual(["/terms/wage"]);
    expect(errorKeys(await createContract(contractBody(employerId, {}, { level: "E" }))).map((k) => k.split(" ")[0])).toEqual(["/terms/level"]);
  });

  it("answers an employer of another organization exactly like an unknown one, and refuses an archived one", async () => {
    const foreign = await newEmployer(OTHER_ORGANIZATION_ID);
    const a = await createContract(contractBody(foreign));
    const b = await createContract(contractBody("7d1f6a55-0000-4000-8000-000000000000"));
    expect(errorKeys(a)).toEqual(["/employerId employer_not_found"]);
    expect(errorKeys(b)).toEqual(["/employerId employer_not_found"]);
    expect(a.body.errors).toEqual(b.body.errors);
    const archived = await newEmployer(ORG, { archived: true });
    expect(errorKeys(await createContract(contractBody(archived)))).toEqual(["/employerId employer_archived"]);
  });

  it("accepts a contract taken over from before the first rate tables, with a warning that the minimum was not checked", async () => {
    const res = await createContract(contractBody(employerId, { startDate: "2019-09-02" }, { wage: "5.00" }));
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual([
      { code: "minimum_not_checked", path: "/terms/wage", message: "No CCNL tables for 2019: the wage could not be checked against the minimum" },
    ]);
  });

  it("refuses a read-only key with 403", async () => {
    const { key } = await buildApiKey(getDb(), { organizationId: ORG, name: "reader", readOnly: true });
    expectProblem(await createContract(contractBody(employerId), { key }), 403, "read_only_key");
  });
});

describe("terms with effect dates", () => {
  it("keeps a wage change from a later date in the history, and termsInForceOn picks the terms of each date", async () => {
    const c = await createOk(contractBody(employerId, { startDate: "2025-01-06" }, { wage: "9.00" }));
    const added = await call(
      routes.terms.POST,
      "POST",
      `/v1/domestic-contracts/${c.id}/terms`,
      idCall(c.id, { body: { ...contractBody(employerId).terms, wage: "9.50", effectiveFrom: "2025-06-01" } }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ effectiveFrom: "2025-06-01", effectiveTo: null, wage: "9.50", warnings: [] });

    const history = await call(routes.terms.GET, "GET", `/v1/domestic-contracts/${c.id}/terms`, idCall(c.id));
    expect(history.status).toBe(200);
    expect(history.body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(history.body.data.map((t: any) => [t.effectiveFrom, t.effectiveTo, t.wage])).toEqual([
      ["2025-01-06", "2025-05-31", "9.00"],
      ["2025-06-01", null, "9.50"],
    ]);
    const newestFirst = await call(routes.terms.GET, "GET", `/v1/domestic-contracts/${c.id}/terms`, idCall(c.id, { query: { sortDirection: "desc" } }));
    expect(newestFirst.body.data.map((t: any) => t.wage)).toEqual(["9.50", "9.00"]);

    const detail = await call(routes.contract.GET, "GET", `/v1/domestic-contracts/${c.id}`, idCall(c.id));
    expect(detail.body.terms.map((t: any) => t.wage)).toEqual(["9.00", "9.50"]);

    const loaded = await findContractWithTerms(getDb(), ORG, c.id);
    expect(termsInForceOn(loaded.terms, "2025-01-05")).toBeNull();
    expect(termsInForceOn(loaded.terms, "2025-05-31")?.wage.toFixed(2)).toBe("9.00");
    expect(termsInForceOn(loaded.terms, "2025-06-01")?.wage.toFixed(2)).toBe("9.50");
    expect(termsInForceOn(loaded.terms, "2026-03-01")?.wage.toFixed(2)).toBe("9.50");
    expect(scheduledHoursOn(termsInForceOn(loaded.terms, "2025-06-02")!, "2025-06-02")).toBe("4.00"); // a Monday
    expect(scheduledHoursOn(termsInForceOn(loaded.terms, "2025-06-07")!, "2025-06-07")).toBe("0.00"); // a Saturday

    const audit = await getDb().auditLog.findMany({ where: { entityId: c.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["contract.create", "contract.terms_add"]);
  });

  it("checks new terms against the minimum of their own year", async () => {
    const c = await createOk(contractBody(employerId, { startDate: "2025-01-06" }, { wage: "7.00" }));
    // 7.00 ≥ 6.68 (2025) but < 7.01 (2026): a schedule change from 2026 must also raise the wage.
    const res = await call(
      routes.terms.POST,
      "POST",
      `/v1/domestic-contracts/${c.id}/terms`,
      idCall(c.id, {
        body: { ...contractBody(employerId).terms, wage: "7.00", weeklySchedule: schedule("5", "5", "5", "5", "5"), effectiveFrom: "2026-01-01" },
      }),
    );
    expect(errorKeys(res)).toEqual(["/wage below_ccnl_minimum"]);
    expect(res.body.errors[0].message).toBe("Below the CCNL minimum for B non-live-in in 2026: 7.01 per hour");
  });

  it("refuses terms before the start (422) and on the date of existing terms (409)", async () => {
    const c = await createOk(contractBody(employerId, { startDate: "2025-01-06" }));
    const terms = contractBody(employerId).terms;
    const early = await call(
      routes.terms.POST,
      "POST",
      `/v1/domestic-contracts/${c.id}/terms`,
      idCall(c.id, { body: { ...terms, effectiveFrom: "2025-01-05" } }),
    );
    expect(errorKeys(early)).toEqual(["/effectiveFrom terms_before_start"]);
    const same = await call(
      routes.terms.POST,
      "POST",
      `/v1/domestic-contracts/${c.id}/terms`,
      idCall(c.id, { body: { ...terms, effectiveFrom: "2025-01-06" } }),
    );
    expectProblem(same, 409, "conflict");
    expect(same.body.existingTermsId).toBe(c.currentTerms.id);
    const noDate = await call(routes.terms.POST, "POST", `/v1/domestic-contracts/${c.id}/terms`, idCall(c.id, { body: terms }));
    expect(errorKeys(noDate)).toEqual(["/effectiveFrom invalid_type"]);
  });

  it("corrects terms in place and deletes later terms, but never the first", async () => {
    const c = await createOk(contractBody(employerId));
    const first = c.currentTerms.id;
    const put = await call(routes.termsItem.PUT, "PUT", `/v1/domestic-contracts/${c.id}/terms/${first}`, {
      params: { id: c.id, termsId: first },
      body: { ...contractBody(employerId).terms, wage: "9.20" },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: first, effectiveFrom: "2025-01-06", wage: "9.20" });
    const badPut = await call(routes.termsItem.PUT, "PUT", `/v1/domestic-contracts/${c.id}/terms/${first}`, {
      params: { id: c.id, termsId: first },
      body: { ...contractBody(employerId).terms, wage: "6.00" },
    });
    expect(errorKeys(badPut)).toEqual(["/wage below_ccnl_minimum"]);

    const added = await call(
      routes.terms.POST,
      "POST",
      `/v1/domestic-contracts/${c.id}/terms`,
      idCall(c.id, { body: { ...contractBody(employerId).terms, effectiveFrom: "2025-09-01" } }),
    );
    const del = await call(routes.termsItem.DELETE, "DELETE", "/v1/domestic-contracts/{id}/terms/{termsId}", { params: { id: c.id, termsId: added.body.id } });
    expect(del.status).toBe(204);
    expectProblem(
      await call(routes.termsItem.DELETE, "DELETE", "/v1/domestic-contracts/{id}/terms/{termsId}", { params: { id: c.id, termsId: first } }),
      409,
      "conflict",
    );
    expectProblem(
      await call(routes.termsItem.DELETE, "DELETE", "/v1/domestic-contracts/{id}/terms/{termsId}", { params: { id: c.id, termsId: added.body.id } }),
      404,
      "not_found",
    );
    const audit = await getDb().auditLog.findMany({ where: { entityId: c.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["contract.create", "contract.terms_update", "contract.terms_add", "contract.terms_delete"]);
  });
});

describe("POST /v1/domestic-contracts/{id}/end", () => {
  const endCall = (id: string, body: unknown) => call(routes.end.POST, "POST", `/v1/domestic-contracts/${id}/end`, idCall(id, { body }));

  it("records the end date and reason, then refuses a second end with 409 contract_ended", async () => {
    const c = await createOk(contractBody(employerId));
    const res = await endCall(c.id, { endDate: "2025-10-31", endReason: "resignation" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "ended", endDate: "2025-10-31", endReason: "resignation", warnings: [] });
    expect(res.body.currentTerms.effectiveFrom).toBe("2025-01-06");
    expectProblem(await endCall(c.id, { endDate: "2025-11-30", endReason: "dismissal" }), 409, "contract_ended");
    const row = await getDb().domesticContract.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.endDate?.toISOString().slice(0, 10)).toBe("2025-10-31");
    expect(row.endReason).toBe("resignation");
    const audit = await getDb().auditLog.findMany({ where: { entityId: c.id, action: "contract.end" } });
    expect(audit).toHaveLength(1);
    // terms after the end never apply
    const late = await call(
      routes.terms.POST,
      "POST",
      "/v1/domestic-contracts/{id}/terms",
      idCall(c.id, { body: { ...contractBody(employerId).terms, effectiveFrom: "2025-11-01" } }),
    );
    expect(errorKeys(late)).toEqual(["/effectiveFrom terms_after_end"]);
  });

  it("keeps a contract whose end is recorded for a future date active until then", async () => {
    const c = await createOk(contractBody(employerId));
    const endDate = addDays(todayInItaly(), 20);
    const res = await endCall(c.id, { endDate, endReason: "dismissal" });
    expect(res.body).toMatchObject({ status: "active", endDate, endReason: "dismissal" });
    const active = await call(routes.contracts.GET, "GET", "/v1/domestic-contracts", { query: { employerId, status: "active", limit: 100 } });
    expect(active.body.data.map((x: any) => x.id)).toContain(c.id);
    const ended = await call(routes.contracts.GET, "GET", "/v1/domestic-contracts", { query: { employerId, status: "ended", limit: 100 } });
    expect(ended.body.data.map((x: any) => x.id)).not.toContain(c.id);
    expectProblem(await endCall(c.id, { endDate, endReason: "dismissal" }), 409, "contract_ended");
  });

  it("lets exactly one of two concurrent ends win", async () => {
    const c = await createOk(contractBody(employerId));
    const results = await Promise.all([
      endCall(c.id, { endDate: "2025-06-30", endReason: "dismissal" }),
      endCall(c.id, { endDate: "2025-07-31", endReason: "resignation" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await getDb().auditLog.count({ where: { entityId: c.id, action: "contract.end" } })).toBe(1);
  });

  it("refuses an end before the start and a bad reason with 422", async () => {
    const c = await createOk(contractBody(employerId));
    expect(errorKeys(await endCall(c.id, { endDate: "2025-01-05", endReason: "dismissal" }))).toEqual(["/endDate end_before_start"]);
    expect(errorKeys(await endCall(c.id, { endDate: "2025-03-01", endReason: "fired" })).map((k) => k.split(" ")[0])).toEqual(["/endReason"]);
    expect(errorKeys(await endCall(c.id, { endDate: "2025-03-01", endReason: "end_of_fixed_term" }))).toEqual(["/endReason not_fixed_term"]);
    expect(errorKeys(await endCall(c.id, { endReason: "dismissal" }))).toEqual(["/endDate invalid_type"]);
  });

  it("lists the work events after the end date and refuses with 422", async () => {
    const c = await createOk(contractBody(employerId));
    await addWorkEvent(ORG, c.id, "2025-03-03");
    const late = await addWorkEvent(ORG, c.id, "2025-03-10");
    const res = await endCall(c.id, { endDate: "2025-03-07", endReason: "mutual_agreement" });
    expectProblem(res, 422, "validation_failed");
    expect(res.body.errors).toEqual([
      { path: "/endDate", code: "work_event_after_end", message: "Work event on 2025-03-10 (work/regular_work) is after the end date" },
    ]);
    expect(res.body.workEventsAfterEnd).toEqual([{ id: late.id, date: "2025-03-10", type: "work", subType: "regular_work" }]);
    expect((await endCall(c.id, { endDate: "2025-03-10", endReason: "mutual_agreement" })).status).toBe(200);
  });

  it("can cancel a recorded end", async () => {
    const c = await createOk(contractBody(employerId, { fixedTerm: true, fixedTermEndDate: "2025-06-30" }));
    const ended = await endCall(c.id, { endDate: "2025-05-31", endReason: "end_of_fixed_term" });
    expect(ended.body.warnings).toEqual([{ code: "fixed_term_end_differs", message: "The fixed-term contract was planned to end on 2025-06-30" }]);
    const reopened = await call(routes.end.DELETE, "DELETE", "/v1/domestic-contracts/{id}/end", idCall(c.id));
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: "active", endDate: null, endReason: null });
    expectProblem(await call(routes.end.DELETE, "DELETE", "/v1/domestic-contracts/{id}/end", idCall(c.id)), 409, "conflict");
  });
});

describe("DELETE /v1/domestic-contracts/{id}", () => {
  it("deletes an unused contract with its terms (204) and audits it", async () => {
    const c = await createOk(contractBody(employerId));
    const res = await call(routes.contract.DELETE, "DELETE", "/v1/domestic-contracts/{id}", idCall(c.id));
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expectProblem(await call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall(c.id)), 404, "not_found");
    expect(await getDb().contractTerms.count({ where: { contractId: c.id } })).toBe(0);
    const audit = await getDb().auditLog.findMany({ where: { entityId: c.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["contract.create", "contract.delete"]);
  });

  it("answers 409 contract_in_use while a work event uses it", async () => {
    const c = await createOk(contractBody(employerId));
    await addWorkEvent(ORG, c.id, "2025-02-03");
    const res = await call(routes.contract.DELETE, "DELETE", "/v1/domestic-contracts/{id}", idCall(c.id));
    expectProblem(res, 409, "contract_in_use");
    expect(res.body).toMatchObject({ workEvents: 1, payslips: 0 });
    expect((await call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall(c.id))).status).toBe(200);
  });
});

describe("PATCH /v1/domestic-contracts/{id}", () => {
  const patch = (id: string, body: unknown) => call(routes.contract.PATCH, "PATCH", `/v1/domestic-contracts/${id}`, idCall(id, { body }));

  it("changes only the fields present and audits before and after", async () => {
    const c = await createOk(contractBody(employerId, { notes: "prima" }));
    const res = await patch(c.id, { worker: { iban: "IT60X0542811101000000123456", nationality: "Italiana" }, notes: null, cuafDue: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      cuafDue: false,
      notes: null,
      worker: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA80A41H501Y", iban: "IT60X0542811101000000123456", nationality: "Italiana" },
    });
    expect(res.body.currentTerms.wage).toBe("9.00");
    const audit = await getDb().auditLog.findFirstOrThrow({ where: { entityId: c.id, action: "contract.update" } });
    expect((audit.before as any).notes).toBe("prima");
    expect((audit.after as any).cuafDue).toBe(false);
  });

  it("refuses terms fields, the employer, empty names and an inconsistent fixed term", async () => {
    const c = await createOk(contractBody(employerId));
    expect(errorKeys(await patch(c.id, { wage: "10.00" }))).toEqual(["/wage unknown_field"]);
    expect(errorKeys(await patch(c.id, { employerId }))).toEqual(["/employerId unknown_field"]);
    expect(errorKeys(await patch(c.id, { worker: { lastName: " " } })).map((k) => k.split(" ")[0])).toEqual(["/worker/lastName"]);
    expect(errorKeys(await patch(c.id, { fixedTerm: true }))).toEqual(["/fixedTermEndDate fixed_term_end_required"]);
    const fixed = await patch(c.id, { fixedTerm: true, fixedTermEndDate: "2025-12-31", replacesAbsentWorker: true });
    expect(fixed.body).toMatchObject({ fixedTerm: true, fixedTermEndDate: "2025-12-31", replacesAbsentWorker: true });
    const open = await patch(c.id, { fixedTerm: false });
    expect(open.body).toMatchObject({ fixedTerm: false, fixedTermEndDate: null, replacesAbsentWorker: false });
  });

  it("moves the start date with the first terms, unless work events or later terms would fall before it", async () => {
    const c = await createOk(contractBody(employerId, { startDate: "2025-01-06" }));
    const moved = await patch(c.id, { startDate: "2025-01-13" });
    expect(moved.status).toBe(200);
    expect(moved.body.startDate).toBe("2025-01-13");
    expect(moved.body.terms[0].effectiveFrom).toBe("2025-01-13");
    await addWorkEvent(ORG, c.id, "2025-01-14");
    expect(errorKeys(await patch(c.id, { startDate: "2025-01-20" }))).toEqual(["/startDate work_events_before_start"]);
    await call(
      routes.terms.POST,
      "POST",
      "/v1/domestic-contracts/{id}/terms",
      idCall(c.id, { body: { ...contractBody(employerId).terms, effectiveFrom: "2025-03-01" } }),
    );
    expect(errorKeys(await patch(c.id, { startDate: "2025-03-01" }))).toEqual(["/startDate start_after_later_terms", "/startDate work_events_before_start"]);
    // an earlier start re-checks the first terms against the minimum of that year
    const c2 = await createOk(contractBody(employerId, { startDate: "2025-01-06" }, { wage: "6.68" }));
    expect((await patch(c2.id, { startDate: "2024-12-02" })).status).toBe(200);
    const c3 = await createOk(contractBody(employerId, { startDate: "2026-01-05" }, { wage: "7.01" }));
    const back = await patch(c3.id, { startDate: "2025-12-01" });
    expect(back.status).toBe(200);
    const forward = await patch(c2.id, { startDate: "2026-01-05" });
    expect(errorKeys(forward)).toEqual(["/startDate below_ccnl_minimum"]);
    expect(forward.body.errors[0].message).toContain("7.01");
  });
});

describe("PUT /v1/domestic-contracts/{id}/opening-balances", () => {
  const put = (id: string, body: unknown) => call(routes.balances.PUT, "PUT", `/v1/domestic-contracts/${id}/opening-balances`, idCall(id, { body }));

  it("creates (201) then replaces (200) the balances and shows them in the detail", async () => {
    const c = await createOk(contractBody(employerId, { startDate: "2019-09-02" }, { wage: "9.00" }));
    const created = await put(c.id, {
      asOfDate: "2025-05-31",
      vacationDaysLeftThisYear: "10.8333",
      vacationDaysLeftPreviousYear: "3",
      thirteenthAccruedThisYear: "312.50",
      tfrFundAtLastYearEnd: "4321.09",
      tfrAccruedThisYear: "290.12",
      sickDaysUsedLast365: "4",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      asOfDate: "2025-05-31",
      vacationDaysLeftThisYear: "10.8333",
      vacationDaysLeftPreviousYear: "3.0000",
      thirteenthAccruedThisYear: "312.50",
      tfrFundAtLastYearEnd: "4321.09",
      tfrAccruedThisYear: "290.12",
      sickDaysUsedLast365: "4",
      warnings: [],
    });
    const replaced = await put(c.id, { asOfDate: "2025-06-30", vacationDaysLeftThisYear: "-2" });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      asOfDate: "2025-06-30",
      vacationDaysLeftThisYear: "-2.0000",
      tfrFundAtLastYearEnd: "0.00",
      sickDaysUsedLast365: "0",
    });
    const detail = await call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall(c.id));
    expect(detail.body.openingBalances).toMatchObject({ asOfDate: "2025-06-30", vacationDaysLeftThisYear: "-2.0000" });
    const audit = await getDb().auditLog.findMany({ where: { entityId: c.id, action: "contract.opening_balances_set" } });
    expect(audit).toHaveLength(2);
  });

  it("refuses a date before the start, negative money and fractional sick days", async () => {
    const c = await createOk(contractBody(employerId));
    expect(errorKeys(await put(c.id, { asOfDate: "2024-12-31" }))).toEqual(["/asOfDate as_of_before_start"]);
    const bad = await put(c.id, { asOfDate: "2025-03-31", tfrFundAtLastYearEnd: "-1.00", sickDaysUsedLast365: "2.5", thirteenthAccruedThisYear: 10 });
    expect(
      errorKeys(bad)
        .map((k) => k.split(" ")[0])
        .sort(),
    ).toEqual(["/sickDaysUsedLast365", "/tfrFundAtLastYearEnd", "/thirteenthAccruedThisYear"]);
  });
});

describe("GET /v1/domestic-contracts", () => {
  let listEmployer: string;
  beforeAll(async () => {
    listEmployer = await newEmployer(ORG);
    await createOk(contractBody(listEmployer, { worker: { firstName: "Zoe", lastName: "Verdi", fiscalCode: "VRDLCU01A01H501P" } }));
    await createOk(contractBody(listEmployer, { worker: { firstName: "Ada", lastName: "Neri" } }));
    const ended = await createOk(contractBody(listEmployer, { worker: { firstName: "Bea", lastName: "Bruni" } }));
    await call(routes.end.POST, "POST", "/v1/domestic-contracts/{id}/end", idCall(ended.id, { body: { endDate: "2025-04-30", endReason: "dismissal" } }));
  });
  const list = (query: Record<string, string | number>) => call(routes.contracts.GET, "GET", "/v1/domestic-contracts", { query });

  it("filters by employer and status, with counts", async () => {
    const all = await list({ employerId: listEmployer });
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(3);
    expect(all.body.counts).toEqual({ active: 2, ended: 1 });
    expect((await list({ employerId: listEmployer, status: "ended" })).body.data.map((c: any) => c.worker.lastName)).toEqual(["Bruni"]);
    expect((await list({ employerId: listEmployer, status: "active" })).body.pagination.total).toBe(2);
    const item = all.body.data[0];
    expect(item.currentTerms).toMatchObject({ level: "B", weeklyHours: "20.00", wage: "9.00", payBasis: "hourly" });
    expect(item.employer).toMatchObject({ id: listEmployer, archived: false });
    expect(item).not.toHaveProperty("terms");
  });

  it("searches worker names and fiscal code case-insensitively, every word must match", async () => {
    const names = async (search: string) => (await list({ employerId: listEmployer, search })).body.data.map((c: any) => c.worker.lastName);
    expect(await names("verdi")).toEqual(["Verdi"]);
    expect(await names("vrdlcu01")).toEqual(["Verdi"]);
    expect(await names("zoe verdi")).toEqual(["Verdi"]);
    expect(await names("zoe neri")).toEqual([]);
    expect(await names("%")).toEqual([]);
    expect(await names("_")).toEqual([]);
  });

  it("sorts by an allow-list with stable ties and paginates", async () => {
    const byName = await list({ employerId: listEmployer, sortField: "workerName", sortDirection: "asc" });
    expect(byName.body.data.map((c: any) => c.worker.lastName)).toEqual(["Bruni", "Neri", "Verdi"]);
    const page2 = await list({ employerId: listEmployer, sortField: "workerName", sortDirection: "asc", limit: 2, page: 2 });
    expect(page2.body.data.map((c: any) => c.worker.lastName)).toEqual(["Verdi"]);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expectProblem(await list({ sortField: "wage" }), 400, "invalid_query");
    expectProblem(await list({ limit: 101 }), 400, "invalid_query");
    expectProblem(await list({ status: "archived" }), 400, "invalid_query");
  });

  it("walks the list by cursor in the order of its pages, newest first, and refuses a cursor it did not give", async () => {
    const byPage = [1, 2, 3].map((page) => list({ employerId: listEmployer, limit: 1, page }));
    const expected = (await Promise.all(byPage)).map((r) => r.body.data[0].worker.lastName);
    expect(expected).toEqual(["Bruni", "Neri", "Verdi"]);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 3; i++) {
      const res = await list({ employerId: listEmployer, limit: 1, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.pagination.total).toBe(3);
      seen.push(...res.body.data.map((c: any) => c.worker.lastName));
      cursor = res.body.pagination.nextCursor;
      expect(typeof cursor).toBe("string");
    }
    expect(seen).toEqual(expected);
    // past the last contract: an empty page without a cursor
    const after = await list({ employerId: listEmployer, limit: 1, cursor: cursor! });
    expect(after.body.data).toEqual([]);
    expect(after.body.pagination).not.toHaveProperty("nextCursor");
    // oldest first, the same walk backwards
    const asc = await list({ employerId: listEmployer, limit: 2, sortDirection: "asc" });
    const ascNext = await list({ employerId: listEmployer, limit: 2, sortDirection: "asc", cursor: asc.body.pagination.nextCursor });
    expect([...asc.body.data, ...ascNext.body.data].map((c: any) => c.worker.lastName)).toEqual(["Verdi", "Neri", "Bruni"]);
    expect(ascNext.body.pagination).not.toHaveProperty("nextCursor");
    expectProblem(await list({ cursor: "bm90LWEtY3Vyc29y" }), 400, "invalid_query");
    expectProblem(await list({ cursor: asc.body.pagination.nextCursor, sortField: "workerName" }), 400, "invalid_query");
  });

  it("finds a contract by its employer's name, following a rename of the employer", async () => {
    const db = getDb();
    const suffix = `${Date.now()}`;
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Ottavia", lastName: `Quercia${suffix}` } });
    const c = await createOk(contractBody(employer.id, { worker: { firstName: "Lina", lastName: "Pioppo" } }));
    const ids = async (search: string) => (await list({ search })).body.data.map((x: any) => x.id);
    expect(await ids(`quercia${suffix}`)).toEqual([c.id]);
    expect(await ids(`QUERCIA${suffix} pioppo`)).toEqual([c.id]);
    const renamed = await db.employer.update({
      where: { id: employer.id },
      data: { searchText: `ottavia faggio${suffix}`, displayName: `Faggio${suffix} Ottavia` },
      select: { id: true },
    });
    expect(renamed.id).toBe(employer.id);
    expect(await ids(`quercia${suffix}`)).toEqual([]);
    expect(await ids(`faggio${suffix}`)).toEqual([c.id]);
  });

  it("answers the organization's totals from the kept count, equal to counting its contracts", async () => {
    const db = getDb();
    const today = new Date(`${todayInItaly()}T00:00:00.000Z`);
    const [all, ended] = await Promise.all([
      db.domesticContract.count({ where: { organizationId: ORG } }),
      db.domesticContract.count({ where: { organizationId: ORG, endDate: { lt: today } } }),
    ]);
    const res = await list({});
    expect(res.body.counts).toEqual({ active: all - ended, ended });
    expect(res.body.pagination.total).toBe(all);
    expect((await list({ status: "ended" })).body.pagination.total).toBe(ended);
  });

  it("keeps the organization's contracts per end date through an end, its cancellation, a new end and a delete", async () => {
    const db = getDb();
    // the kept counts against counting the contracts, per end date
    const drift = async () => {
      const [kept, counted] = await Promise.all([
        db.contractEndDateCount.findMany({ where: { organizationId: ORG, n: { not: 0 } }, orderBy: { endDate: "asc" }, select: { endDate: true, n: true } }),
        db.domesticContract.groupBy({
          by: ["endDate"],
          where: { organizationId: ORG, endDate: { not: null } },
          _count: { _all: true },
          orderBy: { endDate: "asc" },
        }),
      ]);
      expect(kept).toEqual(counted.map((g) => ({ endDate: g.endDate, n: g._count._all })));
    };
    const endOf = (id: string, endDate: string) =>
      call(routes.end.POST, "POST", "/v1/domestic-contracts/{id}/end", idCall(id, { body: { endDate, endReason: "dismissal" } }));
    const c = await createOk(contractBody(listEmployer, { worker: { firstName: "Dora", lastName: "Fine" } }));
    await drift();
    expect((await endOf(c.id, "2025-03-31")).status).toBe(200);
    await drift();
    expect((await call(routes.end.DELETE, "DELETE", "/v1/domestic-contracts/{id}/end", idCall(c.id))).status).toBe(200);
    await drift();
    expect((await endOf(c.id, "2025-02-28")).status).toBe(200);
    await drift();
    const ended = (await list({ employerId: listEmployer, status: "ended" })).body.pagination.total;
    expect((await list({})).body.counts.ended).toBe(
      await db.domesticContract.count({ where: { organizationId: ORG, endDate: { lt: new Date(`${todayInItaly()}T00:00:00.000Z`) } } }),
    );
    expect((await call(routes.contract.DELETE, "DELETE", "/v1/domestic-contracts/{id}", idCall(c.id))).status).toBe(204);
    await drift();
    expect((await list({ employerId: listEmployer, status: "ended" })).body.pagination.total).toBe(ended - 1);
  });
});

describe("tenant isolation", () => {
  let giulia: string;
  beforeAll(async () => {
    const row = await getDb().domesticContract.findFirstOrThrow({ where: { organizationId: ORG, workerLastName: "Bianchi" }, select: { id: true } });
    giulia = row.id;
  });
  const other = { key: TEST_OTHER_API_KEY };

  it("the seeded demo contract is visible to its own organization", async () => {
    const res = await call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall(giulia));
    expect(res.status).toBe(200);
    expect(res.body.currentTerms).toMatchObject({ level: "B", wage: "9.00", weeklyHours: "20.00" });
  });

  const snapshot = async () => ({
    contract: await getDb().domesticContract.findUniqueOrThrow({ where: { id: giulia } }),
    terms: await getDb().contractTerms.findMany({ where: { contractId: giulia }, orderBy: { effectiveFrom: "asc" } }),
    balances: await getDb().contractOpeningBalance.findUnique({ where: { contractId: giulia } }),
  });

  it("answers 404 to another organization's key on every operation of a demo contract", async () => {
    const before = await snapshot();
    const t = contractBody(employerId).terms;
    const attempts = [
      call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall(giulia, other)),
      call(routes.contract.PATCH, "PATCH", "/v1/domestic-contracts/{id}", idCall(giulia, { ...other, body: { notes: "x" } })),
      call(routes.contract.DELETE, "DELETE", "/v1/domestic-contracts/{id}", idCall(giulia, other)),
      call(routes.terms.GET, "GET", "/v1/domestic-contracts/{id}/terms", idCall(giulia, other)),
      call(routes.terms.POST, "POST", "/v1/domestic-contracts/{id}/terms", idCall(giulia, { ...other, body: { ...t, effectiveFrom: "2025-06-01" } })),
      call(routes.end.POST, "POST", "/v1/domestic-contracts/{id}/end", idCall(giulia, { ...other, body: { endDate: "2025-06-30", endReason: "dismissal" } })),
      call(routes.end.DELETE, "DELETE", "/v1/domestic-contracts/{id}/end", idCall(giulia, other)),
      call(routes.balances.PUT, "PUT", "/v1/domestic-contracts/{id}/opening-balances", idCall(giulia, { ...other, body: { asOfDate: "2025-01-31" } })),
    ];
    const terms = await getDb().contractTerms.findFirstOrThrow({ where: { contractId: giulia }, select: { id: true } });
    attempts.push(
      call(routes.termsItem.PUT, "PUT", "/v1/domestic-contracts/{id}/terms/{termsId}", { ...other, params: { id: giulia, termsId: terms.id }, body: t }),
    );
    attempts.push(
      call(routes.termsItem.DELETE, "DELETE", "/v1/domestic-contracts/{id}/terms/{termsId}", { ...other, params: { id: giulia, termsId: terms.id } }),
    );
    for (const res of await Promise.all(attempts)) expectProblem(res, 404, "not_found");
    expect(await snapshot()).toEqual(before);
  });

  it("lists none of the demo contracts to the other organization, even filtering by a demo employer", async () => {
    const demoIds = new Set((await getDb().domesticContract.findMany({ where: { organizationId: ORG }, select: { id: true } })).map((r) => r.id));
    const res = await call(routes.contracts.GET, "GET", "/v1/domestic-contracts", { ...other, query: { limit: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const c of res.body.data) {
      expect(demoIds.has(c.id)).toBe(false);
      expect(c.organizationId).toBe(OTHER_ORGANIZATION_ID);
    }
    const filtered = await call(routes.contracts.GET, "GET", "/v1/domestic-contracts", { ...other, query: { employerId } });
    expect(filtered.body.data).toEqual([]);
    const search = await call(routes.contracts.GET, "GET", "/v1/domestic-contracts", { ...other, query: { search: "Bianchi" } });
    expect(search.body.data).toEqual([]);
  });

  it("answers an unknown or malformed id with 404", async () => {
    expectProblem(await call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall("7d1f6a55-0000-4000-8000-000000000000")), 404, "not_found");
    expectProblem(await call(routes.contract.GET, "GET", "/v1/domestic-contracts/{id}", idCall("not-a-uuid")), 404, "not_found");
  });
});

describe("GET /v1/domestic-contracts/minimum-wage", () => {
  const min = (query: Record<string, string>) => call(routes.minimumWage.GET, "GET", "/v1/domestic-contracts/minimum-wage", { query });

  it("gives the live-in monthly minimum and its hourly equivalent", async () => {
    const res = await min({ level: "CS", jobType: "carer_non_self_sufficient", cohabiting: "true", weeklyHours: "54", date: "2025-05-01" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      year: 2025,
      payTable: "A",
      payTableLabel: "live-in",
      levelAllowed: true,
      weeklyHours: "54.00",
      tableMinimum: { amount: "1137.86", unit: "month" },
      monthly: "1137.86",
      hourly: "4.87",
    });
  });

  it("gives the hourly minimum and the monthly equivalent rounded up to the cent", async () => {
    const res = await min({ level: "B", jobType: "domestic_help", weeklyHours: "20", date: "2025-05-01" });
    expect(res.body).toMatchObject({ payTable: "C", tableMinimum: { amount: "6.68", unit: "hour" }, hourly: "6.68", monthly: "578.94", cohabiting: false });
    const y2026 = await min({ level: "B", jobType: "domestic_help", weeklyHours: "20", date: "2026-02-01" });
    expect(y2026.body.tableMinimum.amount).toBe("7.01");
  });

  it("says when the level does not fit the job, and refuses bad queries and years without tables", async () => {
    const res = await min({ level: "A", jobType: "night_assistance", weeklyHours: "40", date: "2025-05-01" });
    expect(res.body).toMatchObject({ levelAllowed: false, allowedLevels: ["BS", "CS", "DS"], tableMinimum: null, payTable: "D" });
    expectProblem(await min({ level: "Z", jobType: "cook", weeklyHours: "20" }), 400, "invalid_query");
    expectProblem(await min({ level: "C", jobType: "cook" }), 400, "invalid_query");
    expectProblem(await min({ level: "C", jobType: "cook", weeklyHours: "20", date: "2031-01-01" }), 422, "rates_missing_for_year");
  });
});

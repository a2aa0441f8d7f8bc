import { describe, expect, it, beforeAll } from "vitest";
import * as list from "@/app/(api)/v1/domestic-payslips/route";
import * as one from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as month from "@/app/(api)/v1/domestic-payslips/month-status/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildContract, buildEmployer, buildWorkEvents } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_OTHER_API_KEY } from "../support/constants";
import { weekdayEvents } from "../support/schedule";

const ORG = DEMO_ORGANIZATION_ID;

async function seededColfContractId(): Promise<string> {
  const c = await getDb().domesticContract.findFirstOrThrow({
    where: { organizationId: ORG, workerLastName: "Bianchi", workerFirstName: "Giulia" },
    select: { id: true },
  });
  return c.id;
}

async function newColf(startDate = "2024-01-08") {
  const db = getDb();
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Test", lastName: `Payroll ${Date.now()}` } });
  const contract = await buildContract(db, ORG, employer.id, {
    worker: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA80A01H501U" },
    startDate,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  return contract.id;
}

async function weeksFor(contractId: string, startDate: string, endDate: string, employmentEnding?: boolean) {
  const res = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    body: { domesticContractId: contractId, startDate, endDate, ...(employmentEnding ? { employmentEnding } : {}) },
  });
  expect(res.status).toBe(200);
  return res.body as { hours: string; weekStart: string; weekEnd: string; isFromNextPeriod: boolean }[];
}

async function runFor(contractId: string, period: string, extra: Record<string, unknown> = {}) {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const contributionWeeks = await weeksFor(contractId, `${period}-01`, last);
  return call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    body: {
      domesticContractId: contractId,
      organizationId: ORG,
      period,
      contributionWeeks,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
      ...extra,
    },
  });
}

describe("January 2025 payslip of the seeded colf (Giulia Bianchi: B, €9.00/h, Mon–Fri 4 h, CUAF)", () => {
  let contractId: string;
  let payslip: any;

  beforeAll(async () => {
    contractId = await seededColfContractId();
    const db = getDb();
    await db.payslip.deleteMany({ where: { contractId } });
    await db.workEvent.deleteMany({ where: { contractId, date: { gte: new Date("2024-12-01"), lte: new Date("2025-02-28") } } });
    // December 2024 and January 2025 auto-filled as a clerk would (the first January contribution
    // week starts Sunday 29 December): Mon–Fri 4 h of work, holidays on 25–26 Dec, 1 and 6 Jan.
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2024-12-01", endDate: "2025-01-31" },
    });
    expect(filled.status).toBe(201);
    const januaryHolidays = filled.body.created.filter((e: any) => e.type === "public_holiday" && e.date.startsWith("2025-01")).map((e: any) => e.date);
    expect(januaryHolidays).toEqual(["2025-01-01", "2025-01-06"]);
  });

  it("validates with no blocking error", async () => {
    const res = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: contractId, date: "2025-01" } });
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.errors).toEqual([]);
    // no payslip for the months since the hire: a warning, not an error
    const earlier = res.body.warnings.find((w: any) => w.code === "earlier_periods_without_payslip");
    // the last 24 months before January 2025 are listed, the hire month (January 2024) first
    expect(earlier.periods[0]).toBe("2024-01");
    expect(earlier.periods.at(-1)).toBe("2024-12");
  });

  it("gives the Sunday–Saturday weeks of January by the Saturday rule", async () => {
    const w = await weeksFor(contractId, "2025-01-01", "2025-01-31");
    expect(w).toEqual([
      { weekStart: "2024-12-29", weekEnd: "2025-01-04", hours: "20.00", isFromNextPeriod: false },
      { weekStart: "2025-01-05", weekEnd: "2025-01-11", hours: "20.00", isFromNextPeriod: false },
      { weekStart: "2025-01-12", weekEnd: "2025-01-18", hours: "20.00", isFromNextPeriod: false },
      { weekStart: "2025-01-19", weekEnd: "2025-01-25", hours: "20.00", isFromNextPeriod: false },
      { weekStart: "2025-01-26", weekEnd: "2025-02-01", hours: "20.00", isFromNextPeriod: true },
    ]);
  });

  it("runs a draft whose figures equal the hand calculation", async () => {
    const res = await runFor(contractId, "2025-01");
    expect(res.status).toBe(201);
    payslip = res.body;
    expect(payslip).toMatchObject({
      status: "draft",
      domesticContractId: contractId,
      organizationId: ORG,
      startDate: "2025-01-01",
      endDate: "2025-01-31",
      isThirteenth: false,
      isSeveranceLiquidation: false,
      isEmploymentEnded: false,
    });

    // Ordinary hours: 23 weekdays − 2 holidays (1 and 6 January) = 21 days × 4 h = 84 h × 9.00 = 756.00
    const ordinary = payslip.earningElements.find((e: any) => e.periodType === "hour" && Number(e.periodDuration) === 84);
    expect(ordinary?.value).toBe("756.00");
    // Holidays (rules §3.3, F6): weekly 20 h / 6 = 3.3333 h × 9.00 = 30.00 each, two holidays = 60.00
    const holidayTotal = payslip.earningElements
      .filter((e: any) => /holiday|festiv/i.test(e.code + e.name))
      .reduce((s: number, e: any) => s + Math.round(Number(e.value) * 100), 0);
    expect(holidayTotal).toBe(6000);
    expect(payslip.totalGross).toBe("816.00");

    // INPS (F1, F4, F5): effective wage 9.00 × 13/12 = 9.75 → bracket 2 (9.48 < 9.75 ≤ 11.54): 1.89/h, worker 0.48
    const paid = payslip.inpsContributions.filter((w: any) => !w.isFromNextPeriod);
    expect(paid).toHaveLength(4);
    for (const w of paid) {
      expect(w).toMatchObject({
        type: "bracket_2",
        hours: "20.00",
        amount: "37.80",
        effectiveWageRate: "9.75",
        hourlyTotal: "1.89",
        hourlyEmployee: "0.48",
        hourlyEmployer: "1.41",
        employeeAmount: "9.60",
        employerAmount: "28.20",
      });
    }
    const deferred = payslip.inpsContributions.filter((w: any) => w.isFromNextPeriod);
    expect(deferred.map((w: any) => [w.weekStart, w.amount])).toEqual([["2025-01-26", "0.00"]]);
    // 80 h × 1.89 = 151.20 (worker 38.40, employer 112.80); CAS.SA.COLF 80 h × 0.06 = 4.80 (worker 1.60, employer 3.20)
    expect(payslip.totalEmployeeInpsTaxes).toBe("38.40");
    expect(payslip.totalEmployeeCassacolfTaxes).toBe("1.60");
    expect(payslip.totalEmployeeTaxes).toBe("40.00");
    expect(payslip.totalEmployerTaxes).toBe("116.00");
    // net = 816.00 − 40.00; cost = 816.00 + 116.00
    expect(payslip.totalDeductions).toBe("0.00");
    expect(payslip.totalNet).toBe("776.00");
    expect(payslip.totalCost).toBe("932.00");
    // first payslip of the year: ytd equals the month
    expect(payslip.ytdTotalGross).toBe("816.00");
    expect(payslip.ytdTotalNet).toBe("776.00");
    expect(payslip.isOutdated).toBe(false);
    expect(payslip.rateTableVersion).toContain("2025");
  });

  it("lists and shows the payslip; another organization gets 404 everywhere", async () => {
    const listed = await call(list.GET, "GET", "/v1/domestic-payslips", { query: { domesticContractId: contractId } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p: any) => p.id)).toContain(payslip.id);
    expect(listed.body.pagination.total).toBeGreaterThanOrEqual(1);
    const detail = await call(one.GET, "GET", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.totalNet).toBe("776.00");

    const other = { key: TEST_OTHER_API_KEY };
    expect((await call(list.GET, "GET", "/v1/domestic-payslips", { ...other, query: { domesticContractId: contractId } })).status).toBe(404);
    expect((await call(one.GET, "GET", `/v1/domestic-payslips/${payslip.id}`, { ...other, params: { id: payslip.id } })).status).toBe(404);
    expect((await call(one.PATCH, "PATCH", `/v1/domestic-payslips/${payslip.id}`, { ...other, params: { id: payslip.id }, body: { note1: "x" } })).status).toBe(
      404,
    );
    expect((await call(finalize.POST, "POST", `/v1/domestic-payslips/${payslip.id}/finalize`, { ...other, params: { id: payslip.id } })).status).toBe(404);
    expect((await call(one.DELETE, "DELETE", `/v1/domestic-payslips/${payslip.id}`, { ...other, params: { id: payslip.id } })).status).toBe(404);
    expect(
      (await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { ...other, body: { domesticContractId: contractId, date: "2025-01" } }))
        .status,
    ).toBe(404);
    const foreignRun = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      ...other,
      body: { domesticContractId: contractId, organizationId: ORG, period: "2025-01", contributionWeeks: [] },
    });
    expect(foreignRun.status).toBe(403);
  });

  it("updates notes on a draft, rejects other fields", async () => {
    const ok = await call(one.PATCH, "PATCH", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id }, body: { note1: "Pagato con bonifico" } });
    expect(ok.status).toBe(200);
    expect(ok.body.note1).toBe("Pagato con bonifico");
    const bad = await call(one.PATCH, "PATCH", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id }, body: { totalNet: "1.00" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe("/totalNet");
  });

  it("re-running replaces the draft (same id), marks it outdated when events change in between", async () => {
    await buildWorkEvents(getDb(), ORG, contractId, [{ date: "2025-01-11", hours: "2.00", type: "work", subType: "regular_work" }]);
    const stale = await call(one.GET, "GET", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id } });
    expect(stale.body.isOutdated).toBe(true);
    expect(stale.body.outdatedReasons).toContain("events_changed");
    const rerun = await runFor(contractId, "2025-01");
    expect(rerun.status).toBe(201);
    expect(rerun.body.id).toBe(payslip.id);
    expect(rerun.body.isOutdated).toBe(false);
    expect(rerun.body.totalGross).toBe("834.00"); // + 2 h × 9.00
    expect(rerun.body.note1).toBe("Pagato con bonifico"); // notes survive a re-run
    await getDb().workEvent.deleteMany({ where: { contractId, date: new Date("2025-01-11") } });
    const back = await runFor(contractId, "2025-01");
    expect(back.body.totalGross).toBe("816.00");
  });

  it("finalizes exactly once under concurrency, then refuses changes", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => call(finalize.POST, "POST", `/v1/domestic-payslips/${payslip.id}/finalize`, { params: { id: payslip.id } })),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 409).every((r) => r.body.code === "payslip_not_draft")).toBe(true);
    expect(attempts.find((r) => r.status === 200)!.body.status).toBe("final");
    const notes = await call(one.PATCH, "PATCH", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id }, body: { note2: "x" } });
    expect(notes.status).toBe(409);
    const rerun = await runFor(contractId, "2025-01");
    expect(rerun.status).toBe(409);
    expect(rerun.body.code).toBe("payslip_already_final");
    const audit = await getDb().auditLog.findMany({ where: { entityId: payslip.id }, select: { action: true } });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["payslip.run", "payslip.rerun", "payslip.notes", "payslip.finalize"]));
  });

  it("chains February from January: ytd sums both months", async () => {
    await buildWorkEvents(getDb(), ORG, contractId, weekdayEvents("2025-02-01", "2025-02-28", "4.00", []));
    const feb = await runFor(contractId, "2025-02");
    expect(feb.status).toBe(201);
    // February 2025: 20 weekdays × 4 h × 9.00 = 720.00, no holidays
    expect(feb.body.totalGross).toBe("720.00");
    expect(feb.body.ytdTotalGross).toBe("1536.00");
    // weeks with Saturday in February: 2–8, 9–15, 16–22 and 23 Feb–1 Mar; the week 26 Jan–1 Feb (deferred from January) is paid now
    const paidWeeks = feb.body.inpsContributions.filter((w: any) => !w.isFromNextPeriod).map((w: any) => w.weekStart);
    expect(paidWeeks).toEqual(["2025-01-26", "2025-02-02", "2025-02-09", "2025-02-16"]);
    expect(Number(feb.body.ytdTotalNet)).toBeCloseTo(Number(feb.body.totalNet) + 776, 2);
  });

  it("shows the month across the organization", async () => {
    const res = await call(month.GET, "GET", "/v1/domestic-payslips/month-status", { query: { period: "2025-01" } });
    expect(res.status).toBe(200);
    const row = res.body.data.find((r: any) => r.domesticContractId === contractId);
    expect(row).toMatchObject({ status: "final", payslipId: payslip.id, totalNet: "776.00" });
    expect(res.body.data.some((r: any) => r.status === "not_run")).toBe(true);
  });

  it("pages the month on request: the same rows in the same order, the whole month's counts", async () => {
    const whole = (await call(month.GET, "GET", "/v1/domestic-payslips/month-status", { query: { period: "2025-01" } })).body;
    expect(whole.pagination).toBeUndefined();
    const limit = 2;
    const pages: any[] = [];
    for (let page = 1; page <= Math.ceil(whole.data.length / limit); page++) {
      const res = await call(month.GET, "GET", "/v1/domestic-payslips/month-status", {
        query: { period: "2025-01", page: String(page), limit: String(limit) },
      });
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ page, limit, total: whole.data.length, totalPages: Math.ceil(whole.data.length / limit) });
      // nothing outdated here: the stored statuses are the whole answer's
      expect(res.body.counts).toEqual(whole.counts);
      pages.push(...res.body.data);
    }
    expect(pages).toEqual(whole.data);
    const past = await call(month.GET, "GET", "/v1/domestic-payslips/month-status", { query: { period: "2025-01", page: "999", limit: "50" } });
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination.total).toBe(whole.data.length);
    const refused = await call(month.GET, "GET", "/v1/domestic-payslips/month-status", { query: { period: "2025-01", limit: "101" } });
    expect(refused.status).toBe(400);
  });

  it("deletes a payslip (204) and says when later payslips exist", async () => {
    const res = await call(one.DELETE, "DELETE", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id } });
    expect(res.status).toBe(204);
    expect(res.headers.get("x-later-payslips")).toBeTruthy();
    expect(res.headers.get("warning")).toContain("later payslip");
    expect((await call(one.GET, "GET", `/v1/domestic-payslips/${payslip.id}`, { params: { id: payslip.id } })).status).toBe(404);
    const feb = await getDb().payslip.findFirstOrThrow({ where: { contractId, period: "2025-02" } });
    const detail = await call(one.GET, "GET", `/v1/domestic-payslips/${feb.id}`, { params: { id: feb.id } });
    expect(detail.body.outdatedReasons).toContain("previous_payslip_changed");
  });
});

describe("run-payroll guards", () => {
  it("blocks a period before the contract start with 422 payroll_blocked listing validate's errors", async () => {
    const contractId = await newColf("2025-03-03");
    const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: { domesticContractId: contractId, organizationId: ORG, period: "2025-01", contributionWeeks: [] },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("payroll_blocked");
    expect(res.body.errors.map((e: any) => e.code)).toContain("period_before_contract_start");
    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: contractId, date: "2025-01" } });
    expect(v.body.valid).toBe(false);
    expect(v.body.errors.map((e: any) => e.code)).toEqual(res.body.errors.map((e: any) => e.code));
  });

  it("refuses a year without rate tables", async () => {
    const contractId = await newColf("2024-01-08");
    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: contractId, date: "2031-01" } });
    expect(v.body.errors.map((e: any) => e.code)).toContain("rates_missing_for_year");
  });

  it("validates the body: contribution weeks required, period format, organization", async () => {
    const contractId = await newColf();
    const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: { domesticContractId: contractId, organizationId: ORG, period: "2025-13" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.path).sort()).toEqual(["/contributionWeeks", "/period"]);
    const weekBad = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: {
        domesticContractId: contractId,
        organizationId: ORG,
        period: "2025-01",
        contributionWeeks: [{ hours: "abc", weekStart: "2025-01-05", weekEnd: "2025-01-11", isFromNextPeriod: false }],
      },
    });
    expect(weekBad.body.errors[0].path).toBe("/contributionWeeks/0/hours");
  });

  it("N concurrent runs of one contract, period and kind give one payslip", async () => {
    const contractId = await newColf();
    await buildWorkEvents(getDb(), ORG, contractId, weekdayEvents("2025-03-01", "2025-03-31", "4.00", []));
    const results = await Promise.all(Array.from({ length: 5 }, () => runFor(contractId, "2025-03")));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await getDb().payslip.count({ where: { contractId, period: "2025-03" } })).toBe(1);
  });

  it("a read-only key may validate but not run", async () => {
    const contractId = await newColf();
    const { key } = await buildApiKey(getDb(), { organizationId: ORG, name: "ro", readOnly: true });
    expect(
      (await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { key, body: { domesticContractId: contractId, date: "2025-01" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
          key,
          body: { domesticContractId: contractId, organizationId: ORG, period: "2025-01", contributionWeeks: [] },
        })
      ).status,
    ).toBe(403);
  });
});

/**
 * Terminations and TFR through the API (issue 11): the coefficient table (role, audit, validation,
 * an organization's POST as its own provisional figure: tests/integration/tfr-tenant-isolation.test.ts), the weeks run-payroll accepts, and a final settlement read from the
 * contract's recorded end. Figures are hand calculations (docs/domain/rules-update.md §1e, §2, §3, §4).
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as coefficients from "@/app/(api)/v1/rate-tables/tfr-coefficients/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as opening from "@/app/(api)/v1/domestic-contracts/[id]/opening-balances/route";
import * as one from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { buildContract, buildEmployer, buildUser, buildWorkEvents } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_ADMIN_EMAIL, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import { weekdayEvents } from "../support/schedule";

const ORG = DEMO_ORGANIZATION_ID;
const PATH = "/v1/rate-tables/tfr-coefficients";

describe("TFR coefficients: /v1/rate-tables/tfr-coefficients", () => {
  let admin: string;
  let clerk: string;
  beforeAll(async () => {
    admin = await sessionCookieFor(TEST_ADMIN_EMAIL);
    await buildUser(getDb(), { organizationId: ORG, email: "clerk.tfr@test.paghe.local", password: "clerk-password-1234", name: "Clerk", role: "clerk" });
    clerk = await sessionCookieFor("clerk.tfr@test.paghe.local");
  });

  it("lists the seeded series from January 2023 (with the December coefficients and the 2026 base change) to any caller, any organization", async () => {
    const res = await call(coefficients.GET, "GET", PATH);
    expect(res.status).toBe(200);
    const byMonth = Object.fromEntries(res.body.data.map((c: any) => [c.month, c]));
    expect(byMonth["2023-01"]).toMatchObject({ percent: "0.188452", foi: "118.3", foiBase: "2015" });
    expect(byMonth["2023-03"].percent).toBe("0.375000");
    expect(byMonth["2025-11"]).toMatchObject({ percent: "2.061356", foi: "121.3", isDerived: false });
    expect(byMonth["2025-12"].percent).toBe("2.311148");
    expect(byMonth["2026-01"]).toMatchObject({ percent: "0.363025", foi: "100.4", foiBase: "2025" });
    for (const m of ["2023-08", "2023-09", "2023-12", "2024-10", "2025-04", "2025-06"]) expect(byMonth[m].isDerived, m).toBe(true);
    expect(res.body.data.every((c: any) => c.source.startsWith("http"))).toBe(true);
    // organization-independent: the other organization reads the same table
    const other = await call(coefficients.GET, "GET", PATH, { key: TEST_OTHER_API_KEY, query: { year: "2025" } });
    expect(other.status).toBe(200);
    expect(other.body.data).toHaveLength(12);
  });

  it("only an administrator signed in may add one: API keys and clerks get 403", async () => {
    const body = { month: "2026-05", percent: "1.300000", source: "https://example.org/istat-2026-05" };
    expect((await call(coefficients.POST, "POST", PATH, { body })).body.code).toBe("forbidden");
    expect((await call(coefficients.POST, "POST", PATH, { key: TEST_OTHER_API_KEY, body })).status).toBe(403);
    expect((await call(coefficients.POST, "POST", PATH, { key: null, headers: { cookie: clerk }, body })).status).toBe(403);
    expect(await getDb().tfrCoefficient.count({ where: { month: "2026-05" } })).toBe(0);
  });

  it("an administrator adds a month's coefficient, with an audit entry; a second one for the month is 409", async () => {
    const res = await call(coefficients.POST, "POST", PATH, {
      key: null,
      headers: { cookie: admin },
      body: { month: "2026-05", percent: "1.300000", source: "https://example.org/istat-2026-05" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ month: "2026-05", percent: "1.300000", foi: null, foiBase: "2025", isDerived: false });
    const audit = await getDb().auditLog.findFirst({ where: { entityType: "tfr_coefficient", entityId: res.body.id } });
    expect(audit).toMatchObject({ action: "tfr_coefficient.create", actorType: "user", organizationId: ORG });
    const again = await call(coefficients.POST, "POST", PATH, {
      key: null,
      headers: { cookie: admin },
      body: { month: "2026-05", percent: "1.300000", source: "x" },
    });
    expect([again.status, again.body.code]).toEqual([409, "tfr_coefficient_exists"]);
    // the organization's own provisional figure (issue 27 point 2): the shared series is unchanged, the other organization does not see it
    expect(res.body.provisional).toBe(true);
    expect(await getDb().tfrCoefficient.count({ where: { month: "2026-05" } })).toBe(0);
    const other = await call(coefficients.GET, "GET", PATH, { key: TEST_OTHER_API_KEY, query: { year: "2026" } });
    expect(other.body.data.map((c: any) => c.month)).not.toContain("2026-05");
  });

  it("computes the coefficient from the FOI (base 2025 linked with 1.214) and checks a given one against it", async () => {
    // Apr 2026: 1.5 × 4/12 = 0.5; 101.0 × 1.214 = 122.614; 122.614 / 121.5 − 1 = 0.0091687…; × 75 = 0.687654 → 1.187654
    const bad = await call(coefficients.POST, "POST", PATH, {
      key: null,
      headers: { cookie: admin },
      body: { month: "2026-04", foi: "101.0", percent: "1.200000", source: "https://example.org/foi" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ path: "/percent", code: "coefficient_foi_mismatch" });
    const ok = await call(coefficients.POST, "POST", PATH, {
      key: null,
      headers: { cookie: admin },
      body: { month: "2026-04", foi: "101.0", source: "https://example.org/foi" },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ percent: "1.187654", foi: "101.0", isDerived: true });
  });

  it("bad input is 422 with a pointer and writes nothing", async () => {
    const before = await getDb().tfrCoefficient.count();
    const post = (body: unknown) => call(coefficients.POST, "POST", PATH, { key: null, headers: { cookie: admin }, body });
    const cases: Array<[unknown, string]> = [
      [{ month: "2026-06", percent: "25", source: "x" }, "/percent"], // outside 0–20 %
      [{ month: "2026-06", percent: "-1", source: "x" }, "/percent"],
      [{ month: "2026-13", percent: "1", source: "x" }, "/month"], // unknown month
      [{ month: "2099-01", percent: "1", source: "x" }, "/month"], // not over yet
      [{ month: "2026-06", source: "x" }, "/percent"], // neither coefficient nor FOI
      [{ month: "2026-06", percent: "1" }, "/source"],
    ];
    for (const [body, path] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors.map((e: any) => e.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await getDb().tfrCoefficient.count()).toBe(before);
  });
});

async function colf(startDate: string, lastName: string) {
  const db = getDb();
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Test", lastName } });
  const c = await buildContract(db, ORG, employer.id, {
    worker: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA80A01H501U" },
    startDate,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  return c.id;
}
const runBody = (contractId: string, period: string, contributionWeeks: unknown[], extra: Record<string, unknown> = {}) => ({
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
const weeksOf = async (contractId: string, startDate: string, endDate: string) => {
  const res = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", { body: { domesticContractId: contractId, startDate, endDate } });
  expect(res.status).toBe(200);
  return res.body as any[];
};

describe("run-payroll checks the weeks it is given", () => {
  let contractId: string;
  let june: any[];
  beforeAll(async () => {
    contractId = await colf("2024-01-08", `Weeks ${Date.now()}`);
    await buildWorkEvents(getDb(), ORG, contractId, weekdayEvents("2024-01-08", "2025-07-05", "4", ["2025-06-02"]));
    await call(opening.PUT, "PUT", `/v1/domestic-contracts/${contractId}/opening-balances`, { params: { id: contractId }, body: { asOfDate: "2025-05-31" } });
    june = await weeksOf(contractId, "2025-06-01", "2025-06-30");
  });
  const expectMismatch = async (w: unknown[], path: string) => {
    const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", runBody(contractId, "2025-06", w));
    expect(res.status, JSON.stringify(w)).toBe(422);
    expect(res.body.code).toBe("contribution_weeks_mismatch");
    expect(res.body.errors[0].path).toBe(path);
  };

  it("refuses May's weeks in a June run, a Wednesday–Friday week, a wrong isFromNextPeriod, a duplicate, an empty array; nothing written", async () => {
    const may = await weeksOf(contractId, "2025-05-01", "2025-05-31");
    await expectMismatch([...june, ...may.filter((w) => !w.isFromNextPeriod)], `/contributionWeeks/${june.length}/weekStart`);
    await expectMismatch([{ hours: "12.00", weekStart: "2025-06-11", weekEnd: "2025-06-13", isFromNextPeriod: false }], "/contributionWeeks/0/weekStart");
    const last = june.length - 1;
    await expectMismatch(
      june.map((w, i) => (i === last ? { ...w, isFromNextPeriod: !w.isFromNextPeriod } : w)),
      `/contributionWeeks/${last}/isFromNextPeriod`,
    );
    await expectMismatch([...june, june[0]], `/contributionWeeks/${june.length}/weekStart`);
    await expectMismatch([], "/contributionWeeks");
    const hours = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", runBody(contractId, "2025-06", [{ ...june[0], hours: "200.00" }]));
    expect([hours.status, hours.body.errors[0].path]).toEqual([422, "/contributionWeeks/0/hours"]);
    expect(await getDb().payslip.count({ where: { contractId } })).toBe(0);
  });

  it("accepts the weeks contribution-weeks returned, extra unknown fields inside a week ignored", async () => {
    // June 2025: weeks with Saturday 7, 14, 21, 28 Jun; 29 Jun–5 Jul deferred
    expect(june.map((w) => [w.weekStart, w.weekEnd, w.isFromNextPeriod])).toEqual([
      ["2025-06-01", "2025-06-07", false],
      ["2025-06-08", "2025-06-14", false],
      ["2025-06-15", "2025-06-21", false],
      ["2025-06-22", "2025-06-28", false],
      ["2025-06-29", "2025-07-05", true],
    ]);
    const res = await call(
      run.POST,
      "POST",
      "/v1/domestic-payslips/run-payroll",
      runBody(
        contractId,
        "2025-06",
        june.map((w) => ({ ...w, someFutureField: "x" })),
      ),
    );
    expect(res.status).toBe(201);
    // 4 own weeks × 20 h (2 Jun is a paid holiday on a scheduled day: its 4 h count) = 80 h
    expect(res.body.inpsContributions.filter((l: any) => !l.isFromNextPeriod).reduce((a: number, l: any) => a + Number(l.hours), 0)).toBe(80);
  });
});

describe("a final settlement read from the contract's recorded end", () => {
  let liveIn: string;
  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Test", lastName: `Live-in ${Date.now()}` } });
    const c = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Ana", lastName: "Pop", fiscalCode: "PPONAA80A41Z129X" },
      startDate: "2023-03-01",
      terms: {
        level: "BS",
        jobType: "carer_self_sufficient",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1003.99",
        weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
        board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      },
    });
    liveIn = c.id;
    await buildWorkEvents(db, ORG, liveIn, weekdayEvents("2025-09-28", "2025-10-20", "9", [], [1, 2, 3, 4, 5, 6]));
    const ob = await call(opening.PUT, "PUT", `/v1/domestic-contracts/${liveIn}/opening-balances`, {
      params: { id: liveIn },
      body: { asOfDate: "2025-09-30", tfrFundAtLastYearEnd: "3401.04", tfrAccruedThisYear: "900.00" },
    });
    expect(ob.status).toBe(201);
  });

  it("ending the contract records the reason and proposes the CCNL notice with its explanation", async () => {
    const res = await call(end.POST, "POST", `/v1/domestic-contracts/${liveIn}/end`, {
      params: { id: liveIn },
      body: { endDate: "2025-10-20", endReason: "dismissal", noticeWorkedDays: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.notice).toMatchObject({ workedDays: 0, overrideDays: null });
    // 54 h ≥ 25, seniority 2 y 7 m ≤ 5 years → 15 calendar days, none worked → 15 missing, owed by the employer
    expect(res.body.proposedNotice).toMatchObject({ ccnlDays: 15, missingDays: 15, owedBy: "EMPLOYER", inProbation: false });
    expect(res.body.proposedNotice.explanation.join(" ")).toContain("15 giorni");
    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: liveIn, date: "2025-10" } });
    expect(v.body.notice).toMatchObject({ ccnlDays: 15, effectiveMissingDays: 15 });
    expect(v.body.warnings.map((w: any) => w.code)).toContain("notice_proposed");
  });

  it("contribution-weeks stops at the termination and adds the notice weeks; the final payslip uses both sets", async () => {
    const w = await weeksOf(liveIn, "2025-10-01", "2025-10-31");
    expect(w.filter((x) => !x.isNoticePeriod).every((x) => x.weekEnd <= "2025-10-20")).toBe(true);
    expect(w.filter((x) => x.isNoticePeriod).map((x) => [x.weekStart, x.weekEnd, x.hours])).toEqual([
      ["2025-10-21", "2025-10-25", "45.00"],
      ["2025-10-26", "2025-11-01", "54.00"],
      ["2025-11-02", "2025-11-04", "18.00"],
    ]);
    const wrong = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", runBody(liveIn, "2025-10", w, { employmentEndDate: "2025-10-25" }));
    expect([wrong.status, wrong.body.code]).toEqual([422, "employment_end_mismatch"]);
    const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", runBody(liveIn, "2025-10", w));
    expect(res.status).toBe(201);
    const p = res.body;
    expect(p.isEmploymentEnded).toBe(true);
    // global = 1,003.99 + 1 seniority increment 4 % (40.1596) + board 171.60 = 1,215.7496; / 30 × 15 = 607.8748 → 607.87
    expect(p.earningElements.find((e: any) => e.code === "INDENNITA_PREAVVISO")).toMatchObject({
      value: "607.87",
      name: "Indennità sostitutiva del preavviso (15 giorni)",
    });
    expect(p.earningElements.find((e: any) => e.code === "FERIE_NON_GODUTE")?.name).toBe("Ferie maturate e non godute (liquidate)");
    // TFR: 3,401.04 × 1.998752 % (October 2025, paid on the 20th) = 67.98
    expect(p.severanceBreakdown).toMatchObject({
      fundAtLastYearEnd: "3401.04",
      revaluation: "67.98",
      coefficientMonth: "2025-10",
      coefficientPercent: "1.998752",
      advancesThisYear: "0.00",
    });
    expect(p.endReason).toBe("dismissal");
    expect(p.inpsContributions.filter((l: any) => l.isNoticePeriod).map((l: any) => l.weekStart)).toEqual(["2025-10-21", "2025-10-26", "2025-11-02"]);
    expect(p.contributionWeeks.filter((x: any) => x.isNoticePeriod)).toHaveLength(3);
    const rows = await getDb().payslipInpsWeek.findMany({ where: { payslipId: p.id, isNoticePeriod: true } });
    expect(rows).toHaveLength(3);
    const detail = await call(one.GET, "GET", `/v1/domestic-payslips/${p.id}`, { params: { id: p.id } });
    expect(detail.body.severanceBreakdown.totalPaid).toBe(p.severanceBreakdown.totalPaid);
    // another organization cannot see it
    expect((await call(one.GET, "GET", `/v1/domestic-payslips/${p.id}`, { key: TEST_OTHER_API_KEY, params: { id: p.id } })).status).toBe(404);
  });

  it("a termination whose coefficient month is not published is blocked (validate and run) unless a provisional coefficient with its reason is given", async () => {
    const id = await colf("2024-01-08", `Blocked ${Date.now()}`);
    await buildWorkEvents(getDb(), ORG, id, weekdayEvents("2026-03-01", "2026-03-20", "4", []));
    await call(opening.PUT, "PUT", `/v1/domestic-contracts/${id}/opening-balances`, {
      params: { id },
      body: { asOfDate: "2026-02-28", tfrFundAtLastYearEnd: "2000.00" },
    });
    expect(
      (await call(end.POST, "POST", `/v1/domestic-contracts/${id}/end`, { params: { id }, body: { endDate: "2026-03-20", endReason: "mutual_agreement" } }))
        .status,
    ).toBe(200);
    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: "2026-03" } });
    expect(v.body.valid).toBe(false);
    expect(v.body.errors.find((e: any) => e.code === "tfr_coefficient_missing")).toMatchObject({ periods: ["2026-03"] });
    const w = await weeksOf(id, "2026-03-01", "2026-03-31");
    const blocked = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", runBody(id, "2026-03", w));
    expect([blocked.status, blocked.body.code]).toEqual([422, "tfr_coefficient_missing"]);
    expect(blocked.body.detail).toContain("2026-03");
    expect(blocked.body.months).toEqual(["2026-03"]);
    const noReason = await call(
      run.POST,
      "POST",
      "/v1/domestic-payslips/run-payroll",
      runBody(id, "2026-03", w, { provisionalTfrCoefficient: { percent: "1.100000" } }),
    );
    expect([noReason.status, noReason.body.errors[0].path]).toEqual([422, "/provisionalTfrCoefficient/reason"]);
    expect(await getDb().payslip.count({ where: { contractId: id } })).toBe(0);
    const ok = await call(
      run.POST,
      "POST",
      "/v1/domestic-payslips/run-payroll",
      runBody(id, "2026-03", w, { provisionalTfrCoefficient: { percent: "1.100000", reason: "ISTAT di marzo non ancora pubblicato" } }),
    );
    expect(ok.status).toBe(201);
    // 2,000.00 × 1.1 % = 22.00
    expect(ok.body.severanceBreakdown).toMatchObject({
      revaluation: "22.00",
      coefficientMonth: "2026-03",
      coefficientProvisional: true,
      provisionalReason: "ISTAT di marzo non ancora pubblicato",
    });
    expect(ok.body.warnings.map((x: any) => x.code)).toContain("tfr_coefficient_provisional");
  });
});

/**
 * Issue 27 point 2: no API call of organization B changes a figure of organization A's payslips.
 * B's administrator posting a TFR coefficient makes a provisional figure of B only; the shared ISTAT
 * series changes through the installation command (`npm run istat`, lib/services/installation).
 * Hand calculations in the comments (rules.md F12: coefficient of month m = 1.5 % × m/12 + 75 % ×
 * (FOI_m / FOI_Dec(prev) − 1); FOI of 2026 in base 2025 × 1.214 against December 2025 = 121.5).
 */
import { spawnSync } from "node:child_process";
import { beforeAll, describe, expect, inject, it } from "vitest";
import * as coefficients from "@/app/(api)/v1/rate-tables/tfr-coefficients/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as opening from "@/app/(api)/v1/domestic-contracts/[id]/opening-balances/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb, getPool } from "@/lib/db/client";
import { setFoi } from "@/lib/services/installation/istat-series";
import { buildContract, buildEmployer, buildUser, buildWorkEvents } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID, OTHER_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";
import { sessionCookieFor } from "../support/session";
import { weekdayEvents } from "../support/schedule";

const PATH = "/v1/rate-tables/tfr-coefficients";
const A = { org: DEMO_ORGANIZATION_ID, key: TEST_API_KEY };
const B = { org: OTHER_ORGANIZATION_ID, key: TEST_OTHER_API_KEY };
type Tenant = typeof A;

const monthEnd = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** A colf hired in 2024 with € 2,000.00 of TFR fund at 31 Dec 2025, ending on the 18th of `month`. */
async function termination(t: Tenant, month: string, lastName: string): Promise<string> {
  const db = getDb();
  const employer = await buildEmployer(db, t.org, { type: "domestic", personalInfo: { firstName: "Test", lastName } });
  const c = await buildContract(db, t.org, employer.id, {
    worker: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA80A01H501U" },
    startDate: "2024-01-08",
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  await buildWorkEvents(db, t.org, c.id, weekdayEvents(`${month}-01`, `${month}-18`, "4", []));
  const previousMonthEnd = monthEnd(`${month.slice(0, 5)}${String(Number(month.slice(5, 7)) - 1).padStart(2, "0")}`);
  const o = await call(opening.PUT, "PUT", `/v1/domestic-contracts/${c.id}/opening-balances`, {
    key: t.key,
    params: { id: c.id },
    body: { asOfDate: previousMonthEnd, tfrFundAtLastYearEnd: "2000.00" },
  });
  expect(o.status, o.text).toBe(201);
  const e = await call(end.POST, "POST", `/v1/domestic-contracts/${c.id}/end`, {
    key: t.key,
    params: { id: c.id },
    body: { endDate: `${month}-18`, endReason: "mutual_agreement" },
  });
  expect(e.status, e.text).toBe(200);
  return c.id;
}

async function runTermination(t: Tenant, contractId: string, month: string) {
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    key: t.key,
    body: { domesticContractId: contractId, startDate: `${month}-01`, endDate: monthEnd(month) },
  });
  expect(w.status, w.text).toBe(200);
  return call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    key: t.key,
    body: {
      domesticContractId: contractId,
      organizationId: t.org,
      period: month,
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    },
  });
}

/** Every figure of a computed payslip (the row ids and times of the re-run draft aside). */
const figures = (p: unknown) => JSON.stringify(p, (key, value: unknown) => (["id", "createdAt", "updatedAt", "computedAt"].includes(key) ? undefined : value));

describe("TFR coefficients: an organization's POST is its own provisional figure", () => {
  let adminB: string;
  let febA = "";
  let septA = "";
  let septB = "";
  let febBefore = "";

  beforeAll(async () => {
    await buildUser(getDb(), {
      organizationId: B.org,
      email: "admin.b.tfr@test.paghe.local",
      password: "admin-b-password-1234",
      name: "Admin B",
      role: "admin",
    });
    adminB = await sessionCookieFor("admin.b.tfr@test.paghe.local");
    febA = await termination(A, "2026-02", `TfrA Feb ${Date.now()}`);
    septA = await termination(A, "2026-09", `TfrA Sep ${Date.now()}`);
    septB = await termination(B, "2026-09", `TfrB Sep ${Date.now()}`);
    const feb = await runTermination(A, febA, "2026-02");
    expect(feb.status, feb.text).toBe(201);
    // 2,000.00 × 0.862716 % (published February 2026) = 17.254 → 17.25
    expect(feb.body.severanceBreakdown).toMatchObject({ revaluation: "17.25", coefficientMonth: "2026-02", coefficientProvisional: false });
    febBefore = figures(feb.body);
  });

  it("B cannot post over the published series; B's provisional figure of a missing month changes nothing of A's", async () => {
    const over = await call(coefficients.POST, "POST", PATH, {
      key: null,
      headers: { cookie: adminB },
      body: { month: "2026-02", percent: "9.999999", source: "https://example.org/b" },
    });
    expect([over.status, over.body.code]).toEqual([409, "tfr_coefficient_exists"]);
    const posted = await call(coefficients.POST, "POST", PATH, {
      key: null,
      headers: { cookie: adminB },
      body: { month: "2026-09", percent: "9.999999", source: "https://example.org/b-provisional" },
    });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body).toMatchObject({ month: "2026-09", percent: "9.999999", provisional: true });
    expect(await getDb().tfrCoefficient.count({ where: { month: "2026-09" } })).toBe(0);

    // A: the February termination is unchanged to the cent, the September one still lacks its coefficient
    const feb = await runTermination(A, febA, "2026-02");
    expect(feb.status, feb.text).toBe(201);
    expect(figures(feb.body)).toBe(febBefore);
    const sept = await runTermination(A, septA, "2026-09");
    expect([sept.status, sept.body.code, sept.body.months]).toEqual([422, "tfr_coefficient_missing", ["2026-09"]]);
    // A does not see B's figure; B sees it, marked provisional
    const listA = await call(coefficients.GET, "GET", PATH, { key: A.key, query: { year: "2026" } });
    expect(listA.body.data.map((c: any) => c.month)).not.toContain("2026-09");
    const listB = await call(coefficients.GET, "GET", PATH, { key: B.key, query: { year: "2026" } });
    expect(listB.body.data.find((c: any) => c.month === "2026-09")).toMatchObject({ percent: "9.999999", provisional: true });

    // B's own termination uses it, shown as provisional: 2,000.00 × 9.999999 % = 199.99998 → 200.00
    const b = await runTermination(B, septB, "2026-09");
    expect(b.status, b.text).toBe(201);
    expect(b.body.severanceBreakdown).toMatchObject({ revaluation: "200.00", coefficientMonth: "2026-09", coefficientProvisional: true });
    expect(b.body.severanceBreakdown.provisionalReason).toContain("https://example.org/b-provisional");
    expect(b.body.warnings.map((x: any) => x.code)).toContain("tfr_coefficient_provisional");
  });

  it("the installation's FOI of a month gives every organization the derived coefficient, over any provisional figure", async () => {
    const client = await getPool().connect();
    try {
      // September 2026: 1.5 × 9/12 = 1.125; 101.5 × 1.214 = 123.221; 123.221 / 121.5 − 1 = 0.0141646…;
      // × 75 = 1.062346 → 2.187346 %
      const written = await setFoi(client, "2026-09", "101.5", "https://example.org/istat-2026-09", "2026-11-26");
      expect(written).toEqual([{ month: "2026-09", foi: "101.5", percent: "2.187346", source: "https://example.org/istat-2026-09" }]);
      await expect(setFoi(client, "2026-11", "101.5", "x", "2026-11-26")).rejects.toThrow(/not over yet/);
      await expect(setFoi(client, "2026-09", "abc", "x", "2026-11-26")).rejects.toThrow(/FOI index/);
    } finally {
      client.release();
    }
    // 2,000.00 × 2.187346 % = 43.74692 → 43.75, for A and for B alike, not provisional
    for (const [t, id] of [
      [A, septA],
      [B, septB],
    ] as const) {
      const res = await runTermination(t, id, "2026-09");
      expect(res.status, res.text).toBe(201);
      expect(res.body.severanceBreakdown).toMatchObject({ revaluation: "43.75", coefficientMonth: "2026-09", coefficientProvisional: false });
    }
    const listB = await call(coefficients.GET, "GET", PATH, { key: B.key, query: { year: "2026" } });
    expect(listB.body.data.filter((c: any) => c.month === "2026-09").map((c: any) => [c.percent, c.provisional])).toEqual([
      ["2.187346", false],
      ["9.999999", true],
    ]);
  });

  it.skipIf(inject("databaseKind") !== "postgres")("`npm run istat -- list 2026` prints the series", () => {
    const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL! };
    const list = spawnSync(process.execPath, ["--import", "tsx", "scripts/istat.ts", "list", "2026"], { env, encoding: "utf8" });
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/2026-09 {2}FOI 101\.5 {3}2\.187346 % {2}\(derived\)/);
  });
});

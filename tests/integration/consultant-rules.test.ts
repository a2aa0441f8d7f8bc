/**
 * Issue 26 through HTTP (docs/domain/rules-update-3.md A5, A7, A13): a take-over's annual statement
 * completes from the opening balances' year-to-date figures; a termination with no TFR fund needs no
 * coefficient; a dismissal inside the maternity protection is refused.
 */
import { describe, expect, it } from "vitest";
import * as annual from "@/app/(api)/v1/annual-statements/route";
import * as contract from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as opening from "@/app/(api)/v1/domestic-contracts/[id]/opening-balances/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { buildContract, buildEmployer, buildWorkEvents } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_OTHER_API_KEY } from "../support/constants";
import { weekdayEvents } from "../support/schedule";

const ORG = DEMO_ORGANIZATION_ID;

async function colf(startDate: string, lastName: string) {
  const employer = await buildEmployer(getDb(), ORG, { type: "domestic", personalInfo: { firstName: "Test", lastName } });
  const c = await buildContract(getDb(), ORG, employer.id, {
    worker: { firstName: "Maria", lastName: "Rossi", fiscalCode: "RSSMRA80A01H501U" },
    startDate,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  return c.id;
}

/** run-payroll with the weeks contribution-weeks returns, then finalize */
async function runAndFinalize(contractId: string, period: string, from: string, to: string) {
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    body: { domesticContractId: contractId, startDate: from, endDate: to },
  });
  expect(w.status).toBe(200);
  const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    body: {
      domesticContractId: contractId,
      organizationId: ORG,
      period,
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${res.body.id}/finalize`, { params: { id: res.body.id } });
  expect(fin.status, JSON.stringify(fin.body)).toBe(200);
  return res.body;
}

const money = (x: number) => (Math.round(x * 100) / 100).toFixed(2);
const sumOf = (els: any[], pick: (e: any) => boolean) => els.filter(pick).reduce((a, e) => a + Number(e.value), 0);

describe("A7: a take-over's annual statement completes from the opening balances", () => {
  it("opening balances with the year-to-date figures → the 2025 statement is complete and its totals include them", async () => {
    const id = await colf("2024-01-08", `Takeover ${Date.now()}`);
    await buildWorkEvents(getDb(), ORG, id, weekdayEvents("2025-06-29", "2025-07-31", "4", []));
    const put = (body: Record<string, unknown>) => call(opening.PUT, "PUT", `/v1/domestic-contracts/${id}/opening-balances`, { params: { id }, body });
    const takeOver = {
      asOfDate: "2025-06-30",
      ytdGross: "4200.00",
      ytdWorkerInps: "150.00",
      ytdWorkerCassacolf: "12.00",
      declaredQuarters: [
        { quarter: "2025-Q1", hours: "260.00", inpsAmount: "250.00", inpsWorkerAmount: "75.00", cassacolfAmount: "15.60" },
        { quarter: "2025-Q2", hours: "260.00", inpsAmount: "250.00", inpsWorkerAmount: "75.00" },
      ],
    };
    const ob = await put(takeOver);
    expect(ob.status).toBe(201);
    expect(ob.body).toMatchObject({
      ytdGross: "4200.00",
      ytdWorkerInps: "150.00",
      ytdWorkerCassacolf: "12.00",
      ytdTaxable: null,
      ytdEmploymentDays: null,
      earlierDaysDeclaredElsewhere: null,
    });
    expect(ob.body.declaredQuarters[1]).toEqual({ quarter: "2025-Q2", hours: "260.00", inpsAmount: "250.00", inpsWorkerAmount: "75.00", cassacolfAmount: "0" });
    expect(
      (await put({ ...takeOver, declaredQuarters: [{ quarter: "2025-5", hours: "1", inpsAmount: "1", inpsWorkerAmount: "1" }] })).body.errors[0].path,
    ).toBe("/declaredQuarters/0/quarter");

    // the first week (Sun 29 Jun – Sat 5 Jul) belongs to July and starts before the take-over: warned until the clerk says
    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: "2025-07" } });
    expect(v.body.warnings.find((w: any) => w.code === "takeover_first_week_unconfirmed")?.params).toEqual({
      weekStart: "2025-06-29",
      from: "2025-06-29",
      to: "2025-06-30",
    });
    expect((await put({ ...takeOver, earlierDaysDeclaredElsewhere: true })).status).toBe(200);
    const v2 = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: "2025-07" } });
    expect(v2.body.warnings.map((w: any) => w.code)).not.toContain("takeover_first_week_unconfirmed");

    // the employment ends on 31 July 2025 by mutual agreement: July is the last payslip (no TFR fund at 31 Dec 2024: no coefficient needed)
    const ended = await call(end.POST, "POST", `/v1/domestic-contracts/${id}/end`, {
      params: { id },
      body: { endDate: "2025-07-31", endReason: "mutual_agreement" },
    });
    expect(ended.status).toBe(200);
    const july = await runAndFinalize(id, "2025-07", "2025-07-01", "2025-07-31");

    const res = await call(annual.GET, "GET", "/v1/annual-statements", { query: { domesticContractId: id, year: "2025" } });
    expect(res.status).toBe(200);
    // January–June are covered by the opening balances: nothing missing
    expect([res.body.status, res.body.missing]).toEqual(["complete", []]);
    const s = res.body.statement;
    const tfr = sumOf(july.earningElements, (e) => ["TFR", "TFR_RIVALUTAZIONE", "ANTICIPO_TFR"].includes(e.code));
    const julyGross = Number(july.totalGross) - tfr;
    // gross = 4,200.00 (elsewhere) + July's gross without TFR; worker shares and taxable likewise
    expect(s.grossPaid).toBe(money(4200 + julyGross));
    expect(s.workerInpsWithheld).toBe(money(150 + Number(july.totalEmployeeInpsTaxes)));
    expect(s.workerCassacolfWithheld).toBe(money(12 + Number(july.totalEmployeeCassacolfTaxes)));
    // taxable elsewhere: 4,200.00 − 150.00 − 12.00 = 4,038.00
    expect(s.taxableIncome).toBe(money(4038 + julyGross - Number(july.totalEmployeeInpsTaxes) - Number(july.totalEmployeeCassacolfTaxes)));
    // 1 January – 31 July 2025: 31 + 28 + 31 + 30 + 31 + 30 + 31 = 212 days
    expect(s.daysOfEmployment).toBe(212);
    // employer INPS: (250.00 − 75.00) × 2 quarters = 350.00 + July's employer share
    const julyEmployer = sumOf(july.employerTaxesElements, (e) => e.code === "INPS_DATORE");
    expect(s.employer.inpsEmployerShare).toBe(money(350 + julyEmployer));
    expect(s.takeOver).toEqual({
      asOfDate: "2025-06-30",
      grossPaid: "4200.00",
      workerInpsWithheld: "150.00",
      workerCassacolfWithheld: "12.00",
      taxableIncome: "4038.00",
      daysOfEmployment: 181,
      inpsEmployerShare: "350.00",
    });
    // the first payslip's year-to-date totals continue from the months run elsewhere
    expect(july.ytdTotalGross).toBe(money(4200 + Number(july.totalGross)));
    // another organization cannot read it
    expect((await call(annual.GET, "GET", "/v1/annual-statements", { key: TEST_OTHER_API_KEY, query: { domesticContractId: id, year: "2025" } })).status).toBe(
      404,
    );
  });
});

describe("A5: a termination with no TFR fund needs no coefficient", () => {
  it("hired on 2 November 2026, leaving on 20 November (coefficient month 2026-11, not published): the final payslip runs and finalizes", async () => {
    const id = await colf("2026-11-02", `NoFund ${Date.now()}`);
    await buildWorkEvents(getDb(), ORG, id, weekdayEvents("2026-11-02", "2026-11-20", "4", []));
    expect(await getDb().tfrCoefficient.count({ where: { month: "2026-11" } })).toBe(0);
    const ended = await call(end.POST, "POST", `/v1/domestic-contracts/${id}/end`, {
      params: { id },
      body: { endDate: "2026-11-20", endReason: "mutual_agreement" },
    });
    expect(ended.status).toBe(200);
    const v = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: "2026-11" } });
    expect(v.body.errors.map((e: any) => e.code)).not.toContain("tfr_coefficient_missing");
    const p = await runAndFinalize(id, "2026-11", "2026-11-01", "2026-11-30");
    expect(p.isEmploymentEnded).toBe(true);
    // 19 days of service ≥ 15: a whole month; 9.00 × 20 h × 52/12 = 780.00; TFR base × 13/12 = 845.00; / 13.5 = 62.59, nothing to revalue
    expect(p.earningElements.find((e: any) => e.code === "TFR")?.value).toBe("62.59");
    expect(p.earningElements.find((e: any) => e.code === "TFR_RIVALUTAZIONE")).toBeUndefined();
    expect(p.severanceBreakdown).toMatchObject({ fundAtLastYearEnd: "0.00", revaluation: "0.00", totalPaid: "62.59" });
  });
});

describe("A13: maternity protection on the end of employment", () => {
  it("a dismissal while on maternity is refused (422); a resignation is accepted with a warning", async () => {
    const id = await colf("2024-01-08", `Maternity ${Date.now()}`);
    await buildWorkEvents(
      getDb(),
      ORG,
      id,
      weekdayEvents("2026-04-01", "2026-04-30", "0", [], [0, 1, 2, 3, 4, 5, 6]).map((e) => ({
        ...e,
        type: "leave_of_absence" as const,
        subType: "maternity_leave" as const,
      })),
    );
    const endIt = (endReason: string) =>
      call(end.POST, "POST", `/v1/domestic-contracts/${id}/end`, { params: { id }, body: { endDate: "2026-04-30", endReason } });
    const refused = await endIt("dismissal");
    expect(refused.status).toBe(422);
    expect(refused.body.errors.find((e: any) => e.code === "dismissal_in_maternity_protection")).toMatchObject({ path: "/endReason" });
    const resigned = await endIt("resignation");
    expect(resigned.status).toBe(200);
    expect(resigned.body.warnings.map((w: any) => w.code)).toContain("resignation_in_maternity_protection");
  });

  it("the expected birth date recorded on the contract protects before any maternity day: 300 days before it", async () => {
    const id = await colf("2024-01-08", `Pregnancy ${Date.now()}`);
    const patch = (expectedBirthDate: string | null) =>
      call(contract.PATCH, "PATCH", `/v1/domestic-contracts/${id}`, { params: { id }, body: { expectedBirthDate } });
    const set = await patch("2026-10-10");
    expect([set.status, set.body.expectedBirthDate]).toEqual([200, "2026-10-10"]);
    // 10 Oct 2026 − 300 days = 14 Dec 2025: a dismissal on 31 March 2026 falls inside the protection
    const endIt = (endReason: string) =>
      call(end.POST, "POST", `/v1/domestic-contracts/${id}/end`, { params: { id }, body: { endDate: "2026-03-31", endReason } });
    const refused = await endIt("dismissal");
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: any) => e.code)).toContain("dismissal_in_maternity_protection");
    // just cause is the exception
    const justCause = await endIt("just_cause");
    expect(justCause.status).toBe(200);
    expect(justCause.body.warnings.map((w: any) => w.code)).not.toContain("resignation_in_maternity_protection");
  });

  it("a dismissal within 30 days after the compulsory leave is allowed with the notice doubled (rules.md §9.3)", async () => {
    const id = await colf("2024-01-08", `Return ${Date.now()}`);
    // birth 1 Dec 2025 → compulsory leave to 28 Feb 2026; the protection ends there
    expect((await call(contract.PATCH, "PATCH", `/v1/domestic-contracts/${id}`, { params: { id }, body: { expectedBirthDate: "2025-12-01" } })).status).toBe(
      200,
    );
    const res = await call(end.POST, "POST", `/v1/domestic-contracts/${id}/end`, { params: { id }, body: { endDate: "2026-03-15", endReason: "dismissal" } });
    expect(res.status).toBe(200);
    // 20 h < 25 h, seniority over 2 years → 15 calendar days; 15 March is within 30 days of 28 February → 30 days
    expect(res.body.proposedNotice).toMatchObject({ ccnlDays: 30, missingDays: 30, owedBy: "EMPLOYER" });
  });
});

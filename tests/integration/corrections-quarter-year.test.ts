/**
 * Where a correction's difference is declared and counted (issue 32, docs/corrections.md), against a
 * real database:
 * - a relationship that ended on 31 Oct 2025, its October payslip final, corrected with payment on
 *   10 Feb 2026: the difference is a line of its own in 2026-Q1 (statement and contribution payment,
 *   although the contract is no longer active then); 2025-Q4 stays as it was;
 * - a December 2025 payslip corrected and paid in February 2026: the worker's annual statement counts
 *   the difference in 2026 (the year it is paid), the original stays in 2025.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as correct from "@/app/(api)/v1/domestic-payslips/[id]/corrections/route";
import * as compute from "@/app/(api)/v1/contribution-payments/compute/route";
import * as payments from "@/app/(api)/v1/contribution-payments/route";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import * as annual from "@/app/(api)/v1/annual-statements/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";

const RUN = Date.now().toString(36);
let ORG = "";
let key = "";

async function hourlyColf(lastName: string, startDate: string, fixedTermEndDate?: string): Promise<string> {
  const db = getDb();
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Bice", lastName: `${lastName}${RUN}` } });
  const c = await buildContract(db, ORG, employer.id, {
    worker: { firstName: "Lia", lastName },
    startDate,
    ...(fixedTermEndDate ? { fixedTerm: true, fixedTermEndDate } : {}),
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "0", "0", "0", "0", "0", "0"] },
  });
  return c.id;
}

async function work(contractId: string, dates: string[]) {
  const body = dates.map((date) => ({ date, hours: "4.00", type: "work", subType: "regular_work", multiplier: "1" }));
  const posted = await call(batch.POST, "POST", "/v1/work-events/batch", { key, query: { domesticContractId: contractId }, body });
  expect(posted.status, posted.text).toBe(201);
}

async function runAndFinalize(contractId: string, period: string, extra?: Record<string, unknown>): Promise<string> {
  const p = await runPayrollMonth({ organizationId: ORG, key, contractId, period, extra });
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${p.id}/finalize`, { key, params: { id: p.id } });
  expect(fin.status, fin.text).toBe(200);
  return p.id as string;
}

async function correctPaidOn(payslipId: string, paymentDate: string): Promise<string> {
  const res = await call(correct.POST, "POST", `/v1/domestic-payslips/${payslipId}/corrections`, { key, params: { id: payslipId }, body: { paymentDate } });
  expect(res.status, res.text).toBe(201);
  return res.body.correctionPayslipId as string;
}

async function statementOf(contractId: string, quarter: string) {
  const res = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { domesticContractId: contractId, quarter } });
  expect(res.status, res.text).toBe(200);
  return res.body.data[0];
}

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Corrections quarter and year ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "corrections quarter test" })).key;
});

describe("a relationship ended on 31 Oct 2025, its October payslip corrected and paid on 10 Feb 2026", () => {
  let contractId = "";
  let octoberId = "";
  let correctionId = "";
  let q4Before = "";

  beforeAll(async () => {
    contractId = await hourlyColf("Ottobre", "2025-10-01", "2025-10-31");
    const ended = await call(end.POST, "POST", `/v1/domestic-contracts/${contractId}/end`, {
      key,
      params: { id: contractId },
      body: { endDate: "2025-10-31", endReason: "end_of_fixed_term" },
    });
    expect(ended.status, ended.text).toBe(200);
    // 4 h on each Monday of October 2025
    await work(contractId, ["2025-10-06", "2025-10-13", "2025-10-20", "2025-10-27"]);
    octoberId = await runAndFinalize(contractId, "2025-10", {
      provisionalTfrCoefficient: { percent: "1.000000", reason: "ISTAT di ottobre non ancora pubblicato" },
    });
    q4Before = JSON.stringify(await statementOf(contractId, "2025-Q4"));
    // a Saturday worked and forgotten: 4 h more
    await work(contractId, ["2025-10-18"]);
    correctionId = await correctPaidOn(octoberId, "2026-02-10");
  });

  it("2026-Q1's statement lists the ended contract with the correction as a line of its own", async () => {
    const page = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { organizationId: ORG, quarter: "2026-Q1" } });
    expect(page.status, page.text).toBe(200);
    const item = page.body.data.find((i: { domesticContractId: string }) => i.domesticContractId === contractId);
    expect(item).toBeDefined();
    const detail = await call(payslip.GET, "GET", `/v1/domestic-payslips/${correctionId}`, { key, params: { id: correctionId } });
    const diff = detail.body.correction.contributions;
    expect(item).toMatchObject({ status: "complete", missing: [], endDate: "2025-10-31", dueDate: "2026-04-10" });
    expect(item.statement.payments).toHaveLength(1);
    const p = item.statement.payments[0];
    // no week of the quarter: the payment is the correction alone
    expect([p.kind, p.dueDate, p.weeks, p.notices]).toEqual(["quarterly", "2026-04-10", [], []]);
    expect(p.corrections).toMatchObject([{ payslipId: correctionId, correctedPeriod: "2025-10", correctionNumber: 1, hours: 4 }]);
    expect(p.totalToPay).toBe(diff.totalToPay);
    expect(item.statement.totals.hours).toBe(4);
    // 4 h; effective wage 9.00 × 13/12 = 9.75 > 9.48: class 2 of 2025, fixed term with CUAF 2.03 €/h
    // (0.48 the worker's, 1.55 the employer's) + CAS.SA.COLF 0.06 €/h (0.02 + 0.04)
    expect([diff.inpsEmployee, diff.inpsEmployer, diff.cassacolfEmployee, diff.cassacolfEmployer]).toEqual(["1.92", "6.20", "0.08", "0.16"]);
    expect(diff.totalToPay).toBe("8.36");
    expect(page.body.totals).toMatchObject({ statements: 1, complete: 1, hours: 4, totalToPay: "8.36" });
  });

  it("2026-Q1's contribution payment is built for it, with the correction's line", async () => {
    const c = await call(compute.POST, "POST", "/v1/contribution-payments/compute", { key, body: { organizationId: ORG, quarter: "2026-Q1" } });
    expect(c.status, c.text).toBe(200);
    const res = await call(payments.GET, "GET", "/v1/contribution-payments", { key, query: { organizationId: ORG, quarter: "2026-Q1" } });
    expect(res.status, res.text).toBe(200);
    const mine = res.body.data.filter((p: { domesticContractId: string }) => p.domesticContractId === contractId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "quarterly", dueDate: "2026-04-10", totalDue: "8.36", hours: 4 });
    expect(mine[0].lines).toEqual([
      expect.objectContaining({ correction: { payslipId: correctionId, correctedPeriod: "2025-10", correctionNumber: 1 }, hours: 4, totalToPay: "8.36" }),
    ]);
  });

  it("2025-Q4, the corrected quarter, is unchanged", async () => {
    expect(JSON.stringify(await statementOf(contractId, "2025-Q4"))).toBe(q4Before);
  });

  it("a quarter with no correction paid in it does not list the ended contract", async () => {
    const page = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { organizationId: ORG, quarter: "2026-Q2" } });
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.map((i: { domesticContractId: string }) => i.domesticContractId)).not.toContain(contractId);
  });
});

describe("a December 2025 payslip corrected and paid in February 2026: the annual statements", () => {
  let contractId = "";
  let decemberId = "";
  let correctionId = "";

  beforeAll(async () => {
    contractId = await hourlyColf("Dicembre", "2025-12-01");
    // 4 h on the Mondays of the 1st, 8th, 15th and 22nd: 16 h × 9.00 = 144.00, and the holidays of
    // 8, 25 and 26 December at 4/6 h each: 3 × 6.00 = 18.00 — 162.00; the worker's INPS withheld 16 h × 0.48 = 7.68
    await work(contractId, ["2025-12-01", "2025-12-08", "2025-12-15", "2025-12-22"]);
    decemberId = await runAndFinalize(contractId, "2025-12");
    await work(contractId, ["2025-12-13"]);
    correctionId = await correctPaidOn(decemberId, "2026-02-10");
  });

  async function annualOf(year: string) {
    const res = await call(annual.GET, "GET", "/v1/annual-statements", { key, query: { domesticContractId: contractId, year } });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  it("2025 counts the December payslip as issued, not its correction", async () => {
    const a = await annualOf("2025");
    expect(a.payslipIds).toEqual([decemberId]);
    expect(a.statement).toMatchObject({ months: ["2025-12"], grossPaid: "162.00", workerInpsWithheld: "7.68" });
  });

  it("2026 counts the difference paid in February", async () => {
    const detail = await call(payslip.GET, "GET", `/v1/domestic-payslips/${correctionId}`, { key, params: { id: correctionId } });
    expect(detail.body).toMatchObject({ totalGross: "36.00", paidPeriod: "2026-02" });
    const a = await annualOf("2026");
    expect(a.payslipIds).toEqual([correctionId]);
    // 36.00 more pay; the worker's INPS withheld on the correction: 4 h × 0.48 (class 2 of 2025, the corrected weeks')
    expect(a.statement).toMatchObject({
      months: [],
      grossPaid: "36.00",
      workerInpsWithheld: detail.body.totalEmployeeInpsTaxes,
      workerCassacolfWithheld: detail.body.totalEmployeeCassacolfTaxes,
      netPaid: detail.body.totalNet,
    });
    expect([a.statement.workerInpsWithheld, a.statement.workerCassacolfWithheld]).toEqual(["1.92", "0.08"]);
  });
});

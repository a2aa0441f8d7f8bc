/**
 * /v1/inps-statements (per contract, per organization, CSV) and /v1/annual-statements against a real
 * database: payslips run and finalized through the API, then the quarter read back.
 */
import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import * as statementsCsv from "@/app/(api)/v1/inps-statements/csv/route";
import * as annual from "@/app/(api)/v1/annual-statements/route";
import * as annualPdf from "@/app/(api)/v1/annual-statements/pdf/route";
import * as statementPdf from "@/app/(api)/v1/inps-statements/pdf/route";
import * as payslipPdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import * as monthPdf from "@/app/(api)/v1/domestic-payslips/pdf/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { getDb } from "@/lib/db/client";
import { addQuarters, formatQuarter, hasRatesForYear, quarterOfDate } from "@/lib/payroll";
import { todayInItaly } from "@/lib/validation/common";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";
import { TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;
const other = { key: TEST_OTHER_API_KEY };

async function runFor(contractId: string, period: string) {
  return (await runPayrollMonth({ organizationId: ORG, contractId, period })) as { id: string; totalGross: string; totalEmployeeInpsTaxes: string };
}

async function finalizeId(id: string) {
  const res = await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { params: { id } });
  expect(res.status).toBe(200);
}

describe("Q3 2026 statement of a 20 h colf (B, 10.00 €/h, Mon–Fri 4 h, hired 2024-01-08)", () => {
  let contractId: string;
  const payslips: Record<string, { id: string; totalGross: string }> = {};
  const lastName = `Quarterly${Date.now()}`;

  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Anna", lastName: `Famiglia${Date.now()}` } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Elena", lastName, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2024-01-08",
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "10.00",
        weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
      },
    });
    contractId = contract.id;
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2026-06-01", endDate: "2026-10-31" },
    });
    expect(filled.status).toBe(201);
    for (const period of ["2026-07", "2026-08", "2026-09"]) payslips[period] = await runFor(contractId, period);
    await finalizeId(payslips["2026-07"]!.id);
    await finalizeId(payslips["2026-08"]!.id);
  });

  it("is incomplete while September is a draft, and lists what is missing", async () => {
    const res = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractId, quarter: "2026-Q3" } });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(1);
    const item = res.body.data[0];
    expect(item).toMatchObject({ domesticContractId: contractId, quarter: "2026-Q3", status: "incomplete", dueDate: "2026-10-12" });
    expect(item.missing).toEqual([{ period: "2026-09", reason: "draft", payslipId: payslips["2026-09"]!.id }]);
    // built from July and August only: weeks 28 Jun–1 Aug (5 × 20 h) + 2–29 Aug (4 × 20 h: the Saturday
    // 15 Aug holiday is unscheduled, 0 contributory hours by rules-update §1d) = 180 h
    expect(item.statement.payments[0].weeks).toHaveLength(9);
    expect(item.statement.totals.hours).toBe(5 * 20 + 4 * 20);
  });

  it("is complete once September is final: the hand-calculated quarter (260 h, 514.80)", async () => {
    await finalizeId(payslips["2026-09"]!.id);
    const res = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractId, quarter: "2026-Q3" } });
    const item = res.body.data[0];
    expect(item.status).toBe("complete");
    expect(item.missing).toEqual([]);
    expect(item.payslipIds).toHaveLength(3);
    // 13 weeks × 20 h = 260 h (§1d: the unscheduled 15 Aug holiday adds none) × 1.92 = 499.20 (worker
    // 260 × 0.48 = 124.80, employer 374.40); CAS.SA.COLF 260 × 0.06 = 15.60; withheld 13 × (9.60 + 0.40) = 130.00
    expect(item.statement.payments[0].lines).toEqual([
      expect.objectContaining({
        type: "bracket_2",
        decimalHours: "260.00",
        hours: 260,
        hourlyContribution: "1.92",
        amount: "499.20",
        employeeAmount: "124.80",
        employerAmount: "374.40",
        withheldEmployee: "124.80",
      }),
    ]);
    expect(item.statement.totals).toMatchObject({
      inpsAmount: "499.20",
      cassacolfAmount: "15.60",
      totalToPay: "514.80",
      withheldEmployee: "130.00",
      employeeDifference: "0.00",
    });
    expect(res.body.totals).toMatchObject({ statements: 1, complete: 1, totalToPay: "514.80", hours: 260 });
  });

  it("the organization's whole-hours setting (payroll.quarterlyHoursRounding) reaches the statement", async () => {
    const db = getDb();
    const org = await db.organization.findUniqueOrThrow({ where: { id: ORG }, select: { settings: true } });
    const settings = (org.settings ?? {}) as Record<string, any>;
    await db.organization.update({
      where: { id: ORG },
      data: { settings: { ...settings, payroll: { ...(settings.payroll ?? {}), quarterlyHoursRounding: "down" } } },
    });
    try {
      const res = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractId, quarter: "2026-Q3" } });
      // Holidays now count their scheduled hours (docs/domain/rules-update.md §1d), so the quarter is a
      // whole 13 × 20 = 260.00 h and every rounding gives 260 h: 260 × 1.92 = 499.20; CAS.SA.COLF
      // 260 × 0.06 = 15.60. The rounding of fractional hours itself is in tests/golden/statements.test.ts.
      expect(res.body.data[0].statement).toMatchObject({
        hoursRounding: "down",
        totals: { hours: 260, inpsAmount: "499.20", cassacolfAmount: "15.60", totalToPay: "514.80" },
      });
    } finally {
      await db.organization.update({ where: { id: ORG }, data: { settings: org.settings ?? {} } });
    }
  });

  it("the organization's quarter: filter by status, search, totals", async () => {
    const all = await call(statements.GET, "GET", "/v1/inps-statements", { query: { organizationId: ORG, quarter: "2026-Q3", search: lastName } });
    expect(all.status).toBe(200);
    expect(all.body.data.map((i: any) => i.domesticContractId)).toEqual([contractId]);
    expect(all.body.totals.totalToPay).toBe("514.80");
    const incomplete = await call(statements.GET, "GET", "/v1/inps-statements", {
      query: { organizationId: ORG, quarter: "2026-Q3", status: "incomplete", search: lastName },
    });
    expect(incomplete.body.data).toEqual([]);
    const book = await call(statements.GET, "GET", "/v1/inps-statements", { query: { organizationId: ORG, quarter: "2026-Q3", limit: 1 } });
    expect(book.body.data).toHaveLength(1);
    expect(book.body.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it("exports the quarter as CSV", async () => {
    const res = await call(statementsCsv.GET, "GET", "/v1/inps-statements/csv", { query: { organizationId: ORG, quarter: "2026-Q3", search: lastName } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("contributi-2026-Q3.csv");
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"trimestre","datore"');
    expect(lines[1]).toContain(`"Elena ${lastName}"`);
    expect(lines[1]).toContain('"RSSMRA80A01H501U"');
    // one row per pagoPA notice (rules-update-3 A8): notice 1 of the quarterly payment
    expect(lines[1]).toContain('"complete","","quarterly","1","2026-10-12","13","260","11.14","499.20","124.80","374.40","15.60","514.80","0.00"');
  });

  it("organization B cannot see organization A's statements", async () => {
    expect((await call(statements.GET, "GET", "/v1/inps-statements", { ...other, query: { domesticContractId: contractId, quarter: "2026-Q3" } })).status).toBe(
      404,
    );
    expect((await call(statements.GET, "GET", "/v1/inps-statements", { ...other, query: { organizationId: ORG, quarter: "2026-Q3" } })).status).toBe(404);
    expect((await call(statementsCsv.GET, "GET", "/v1/inps-statements/csv", { ...other, query: { organizationId: ORG, quarter: "2026-Q3" } })).status).toBe(
      404,
    );
    expect((await call(annual.GET, "GET", "/v1/annual-statements", { ...other, query: { domesticContractId: contractId, year: "2026" } })).status).toBe(404);
  });

  it("bad input", async () => {
    const q = (query: Record<string, string>) => call(statements.GET, "GET", "/v1/inps-statements", { query });
    const early = await q({ domesticContractId: contractId, quarter: "2022-Q4" });
    expect([early.status, early.body.code, early.body.errors[0].path]).toEqual([422, "validation_failed", "/quarter"]);
    const today = todayInItaly();
    const tooLate = formatQuarter(addQuarters(quarterOfDate(today), 2));
    expect((await q({ domesticContractId: contractId, quarter: tooLate })).status).toBe(422);
    const next = addQuarters(quarterOfDate(today), 1);
    const nextRes = await q({ domesticContractId: contractId, quarter: formatQuarter(next) });
    if (hasRatesForYear(next.year)) expect(nextRes.status).toBe(200);
    else expect([nextRes.status, nextRes.body.code]).toEqual([422, "rates_missing_for_year"]);
    expect((await q({ domesticContractId: contractId, quarter: "2026-3" })).status).toBe(400);
    expect((await q({ quarter: "2026-Q3" })).status).toBe(400);
    expect((await q({ domesticContractId: "00000000-0000-4000-8000-000000000000", quarter: "2026-Q3" })).status).toBe(404);
    const y = await call(annual.GET, "GET", "/v1/annual-statements", { query: { domesticContractId: contractId, year: "2022" } });
    expect([y.status, y.body.errors[0].path]).toEqual([422, "/year"]);
  });

  it("annual statement 2026: the three final months, the rest listed as missing", async () => {
    const res = await call(annual.GET, "GET", "/v1/annual-statements", { query: { domesticContractId: contractId, year: "2026" } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("incomplete");
    // the year is open while it is the current one (the contract has no end)
    expect(res.body.provisional).toBe(todayInItaly().startsWith("2026"));
    expect(res.body.missing.slice(0, 2)).toEqual([
      { period: "2026-01", reason: "not_run", payslipId: null },
      { period: "2026-02", reason: "not_run", payslipId: null },
    ]);
    expect(res.body.payslipIds).toHaveLength(3);
    const grossCents = ["2026-07", "2026-08", "2026-09"].reduce((s, p) => s + Math.round(Number(payslips[p]!.totalGross) * 100), 0);
    expect(Math.round(Number(res.body.statement.grossPaid) * 100)).toBe(grossCents);
    expect(res.body.statement).toMatchObject({
      year: 2026,
      periodStart: "2026-01-01",
      daysOfEmployment: 365,
      contractTypeCode: 1,
      thirteenthPaid: "0.00",
      tfrTotal: "0.00",
    });
    expect(res.body.worker).toEqual({ name: `Elena ${lastName}`, fiscalCode: "RSSMRA80A01H501U" });
    expect(res.body.issueBy).toBe("2027-03-31");
  });
});

describe("PDF documents", () => {
  let contractId: string;
  let finalId: string;
  let draftId: string;
  const lastName = `Documenti${Date.now()}`;

  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Luca", lastName: `Famiglia${Date.now()}` } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Irene", lastName, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2024-01-08",
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "10.00",
        weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
      },
    });
    contractId = contract.id;
    expect(
      (
        await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
          body: { domesticContractId: contractId, startDate: "2026-06-01", endDate: "2026-08-31" },
        })
      ).status,
    ).toBe(201);
    finalId = (await runFor(contractId, "2026-07")).id;
    await finalizeId(finalId);
    draftId = (await runFor(contractId, "2026-08")).id;
  });

  it("a final payslip's PDF is stored at finalize and served unchanged (same bytes and SHA-256), even after the data changes", async () => {
    const stored = await getDb().payslipDocument.findUniqueOrThrow({
      where: { payslipId_version: { payslipId: finalId, version: 1 } },
      select: { sha256: true, content: true },
    });
    expect(stored.sha256).toBe(createHash("sha256").update(stored.content).digest("hex"));
    const res = await fetchPdf(`/v1/domestic-payslips/${finalId}/pdf`, { params: { id: finalId } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-sha256")).toBe(stored.sha256);
    expect(createHash("sha256").update(res.bytes).digest("hex")).toBe(stored.sha256);
    const text = await pdfText(res.bytes);
    expect(text).toContain("Busta paga — luglio 2026");
    expect(text).toContain(`Irene ${lastName}`);
    // a later re-render would print the new name; the stored document does not change
    await getDb().domesticContract.update({ where: { id: contractId }, data: { workerFirstName: "Renamed" } });
    const again = await fetchPdf(`/v1/domestic-payslips/${finalId}/pdf`, { params: { id: finalId } });
    expect(createHash("sha256").update(again.bytes).digest("hex")).toBe(stored.sha256);
    expect(await pdfText(again.bytes)).toContain(`Irene ${lastName}`);
  });

  it("a draft is rendered on the fly, marked BOZZA, and not stored", async () => {
    const res = await fetchPdf(`/v1/domestic-payslips/${draftId}/pdf`, { params: { id: draftId } });
    expect(res.status).toBe(200);
    expect(await pdfText(res.bytes)).toContain("BOZZA");
    expect(await getDb().payslipDocument.count({ where: { payslipId: draftId } })).toBe(0);
  });

  it("the month's final payslips in one PDF", async () => {
    const res = await fetchPdf("/v1/domestic-payslips/pdf", { query: { organizationId: ORG, period: "2026-07" } }, monthPdf.GET);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("buste-paga-2026-07.pdf");
    expect(await pdfText(res.bytes)).toContain(`Renamed ${lastName}`);
  });

  it("the quarterly letter and the annual statement as PDF", async () => {
    const letter = await fetchPdf("/v1/inps-statements/pdf", { query: { domesticContractId: contractId, quarter: "2026-Q3" } }, statementPdf.GET);
    expect(letter.status).toBe(200);
    const text = await pdfText(letter.bytes);
    expect(text).toContain("Promemoria versamento contributi");
    expect(text).toContain("prospetto provvisorio");
    expect(text).toContain("entro il 12/10/2026");
    const yearly = await fetchPdf("/v1/annual-statements/pdf", { query: { domesticContractId: contractId, year: "2026" } }, annualPdf.GET);
    expect(yearly.status).toBe(200);
    const yearlyText = await pdfText(yearly.bytes);
    expect(yearlyText).toContain("Dichiarazione sostitutiva della Certificazione Unica — anno 2026");
    // provisional while 2026 is open (the contract has no end)
    expect(yearlyText.includes("PROSPETTO PROVVISORIO")).toBe(todayInItaly().startsWith("2026"));
  });

  it("organization B gets 404 for every document", async () => {
    expect((await call(payslipPdf.GET, "GET", `/v1/domestic-payslips/${finalId}/pdf`, { ...other, params: { id: finalId } })).status).toBe(404);
    expect((await call(monthPdf.GET, "GET", "/v1/domestic-payslips/pdf", { ...other, query: { organizationId: ORG, period: "2026-07" } })).status).toBe(404);
    expect(
      (await call(statementPdf.GET, "GET", "/v1/inps-statements/pdf", { ...other, query: { domesticContractId: contractId, quarter: "2026-Q3" } })).status,
    ).toBe(404);
    expect((await call(annualPdf.GET, "GET", "/v1/annual-statements/pdf", { ...other, query: { domesticContractId: contractId, year: "2026" } })).status).toBe(
      404,
    );
  });
});

async function fetchPdf(
  path: string,
  options: { params?: Record<string, string>; query?: Record<string, string> },
  handler: typeof payslipPdf.GET = payslipPdf.GET,
) {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const req = new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${TEST_API_KEY}` } });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

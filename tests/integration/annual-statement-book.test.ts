/**
 * The workers' annual statements for the whole book in one run (issue 30 point 8): every employment
 * of the year with the figures `GET /v1/annual-statements` gives, the bundle PDF holding each, an
 * employment that ended in the year due with its end date — and the worker shares withheld agree with
 * the quarterly INPS declarations of the year (cross-check), employment by employment.
 */
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as book from "@/app/(api)/v1/annual-statements/book/route";
import * as bookPdf from "@/app/(api)/v1/annual-statements/book/pdf/route";
import * as annual from "@/app/(api)/v1/annual-statements/route";
import * as inps from "@/app/(api)/v1/inps-statements/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { getDb } from "@/lib/db/client";
import { dec, sum } from "@/lib/payroll";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";
import { TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;
const RUN = Date.now().toString(36);

const lastDayOf = (period: string) => {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(8, 10);
};

async function runAndFinalize(contractId: string, period: string): Promise<void> {
  const { id } = (await runPayrollMonth({ organizationId: ORG, contractId, period, lastDay: lastDayOf(period) })) as { id: string };
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { params: { id } });
  expect(fin.status).toBe(200);
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("annual statements of the whole book (2025)", () => {
  const ids: Record<string, string> = {};
  const tag = `Libro${RUN}`;

  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Bruna", lastName: tag } });
    const carer = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Ana", lastName: `Badante${RUN}` },
      startDate: "2025-06-02",
      terms: {
        level: "CS",
        jobType: "carer_non_self_sufficient",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1250.00",
        weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
        board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      },
    });
    const colf = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Irene", lastName: `Colf${RUN}` },
      startDate: "2025-09-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    const ceased = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Zoe", lastName: `Cessata${RUN}` },
      startDate: "2025-03-03",
      endDate: "2025-05-16",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["3", "3", "0", "0", "0", "0", "0"] },
    });
    ids.carer = carer.id;
    ids.colf = colf.id;
    ids.ceased = ceased.id;
    for (const [id, from] of [
      [carer.id, "2025-06-01"],
      [colf.id, "2025-08-31"],
    ] as const) {
      const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
        body: { domesticContractId: id, startDate: from, endDate: "2025-12-31" },
      });
      expect(filled.status).toBe(201);
    }
    for (const p of ["2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12"]) await runAndFinalize(carer.id, p);
    for (const p of ["2025-09", "2025-10", "2025-11", "2025-12"]) await runAndFinalize(colf.id, p);
  });

  it("lists each employment with the figures of its own statement; the ended one is due with its end date", async () => {
    const started = performance.now();
    const res = await call(book.GET, "GET", "/v1/annual-statements/book", { query: { organizationId: ORG, year: "2025" } });
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((d: { employer: { name: string } }) => d.employer.name.includes(tag));
    expect(mine.map((d: { worker: { name: string } }) => d.worker.name)).toEqual([`Ana Badante${RUN}`, `Zoe Cessata${RUN}`, `Irene Colf${RUN}`]);
    for (const d of mine) {
      const one = await call(annual.GET, "GET", "/v1/annual-statements", { query: { domesticContractId: d.domesticContractId, year: "2025" } });
      expect(d).toMatchObject({
        status: one.body.status,
        grossPaid: one.body.statement.grossPaid,
        workerInpsWithheld: one.body.statement.workerInpsWithheld,
        workerCassacolfWithheld: one.body.statement.workerCassacolfWithheld,
        taxableIncome: one.body.statement.taxableIncome,
        netPaid: one.body.statement.netPaid,
      });
    }
    const byId = Object.fromEntries(mine.map((d: { domesticContractId: string }) => [d.domesticContractId, d]));
    expect(byId[ids.carer!]).toMatchObject({ status: "complete", endDate: null, dueBy: "2026-03-31", provisional: false });
    expect(byId[ids.ceased!]).toMatchObject({ status: "incomplete", endDate: "2025-05-16", dueBy: "2025-05-16" });
    expect(byId[ids.ceased!].missing.map((m: { period: string }) => m.period)).toEqual(["2025-03", "2025-04", "2025-05"]);
    // measured: the book of this test database in one synchronous answer
    console.info(`annual statement book: ${res.body.counts.statements} statements in ${Math.round(ms)} ms`);

    const ceased = await call(book.GET, "GET", "/v1/annual-statements/book", { query: { organizationId: ORG, year: "2025", ceased: "true" } });
    expect(ceased.body.data.map((d: { domesticContractId: string }) => d.domesticContractId)).toContain(ids.ceased);
    expect(ceased.body.data.map((d: { domesticContractId: string }) => d.domesticContractId)).not.toContain(ids.carer);
    expect((await call(book.GET, "GET", "/v1/annual-statements/book", { query: { organizationId: ORG, year: "2025" }, key: TEST_OTHER_API_KEY })).status).toBe(
      404,
    );
  });

  it("cross-check: each statement's worker shares withheld equal those of the year's quarterly INPS declarations", async () => {
    for (const id of [ids.carer!, ids.colf!]) {
      const a = await call(annual.GET, "GET", "/v1/annual-statements", { query: { domesticContractId: id, year: "2025" } });
      const quarters = [];
      for (const q of ["2025-Q1", "2025-Q2", "2025-Q3", "2025-Q4"]) {
        const res = await call(inps.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: id, quarter: q } });
        if (res.status === 200 && res.body.data[0]) quarters.push(res.body.data[0].statement.totals);
      }
      expect(quarters.length).toBeGreaterThan(0);
      const quarterly = sum(quarters.map((t: { withheldEmployee: string; roundingSettled: string }) => dec(t.withheldEmployee).plus(dec(t.roundingSettled))));
      const yearly = dec(a.body.statement.workerInpsWithheld).plus(dec(a.body.statement.workerCassacolfWithheld));
      expect(yearly.toFixed(2)).toBe(quarterly.toFixed(2));
      expect(yearly.gt(0)).toBe(true);
    }
  });

  it("the bundle holds every statement of the book, each with its figures in Italian", async () => {
    const url = new URL("/v1/annual-statements/book/pdf", "http://localhost:3000");
    url.searchParams.set("organizationId", ORG);
    url.searchParams.set("year", "2025");
    const res = await bookPdf.GET(new NextRequest(url, { headers: { authorization: `Bearer ${TEST_API_KEY}` } }), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="dichiarazioni-annuali-2025.pdf"');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const b = await call(book.GET, "GET", "/v1/annual-statements/book", { query: { organizationId: ORG, year: "2025" } });
    expect(text.match(/Dichiarazione sostitutiva della Certificazione Unica — anno 2025/g)).toHaveLength(b.body.counts.statements);
    for (const name of [`Ana Badante${RUN}`, `Irene Colf${RUN}`, `Zoe Cessata${RUN}`]) expect(text).toContain(name);
    const carer = b.body.data.find((d: { domesticContractId: string }) => d.domesticContractId === ids.carer);
    const it = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    expect(text).toContain(`${it.format(Number(carer.grossPaid))} €`);
  });
});

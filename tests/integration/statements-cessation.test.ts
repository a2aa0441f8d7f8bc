/**
 * docs/domain/rules-update-3.md A1 through HTTP: a fixed term ending on a quarter's last day that is not a
 * Saturday (Tue 30 Jun 2026) declares its last partial week (Sun 28 – Tue 30 Jun, notional Saturday 4 Jul)
 * in that quarter's statement and "Promemoria", and in no other quarter's. A8: one notice per line.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import * as statementPdf from "@/app/(api)/v1/inps-statements/pdf/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { getDb } from "@/lib/db/client";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;

async function runAndFinalize(contractId: string, period: string, last: string, extra: Record<string, unknown> = {}) {
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    body: { domesticContractId: contractId, startDate: `${period}-01`, endDate: last },
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
      ...extra,
    },
  });
  expect([res.status, res.body.code, res.body.detail]).toEqual([201, undefined, undefined]);
  const id = res.body.id as string;
  expect((await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { params: { id } })).status).toBe(200);
  return res.body;
}

describe("a fixed term ending Tue 30 Jun 2026 (colf B 10.00 €/h, Mon–Fri 4 h, from Wed 1 Apr 2026)", () => {
  let contractId: string;
  let june: any;
  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Sara", lastName: `Cessazione${Date.now()}` } });
    const c = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Rosa", lastName: `Termine${Date.now()}`, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2026-04-01",
      fixedTerm: true,
      fixedTermEndDate: "2026-06-30",
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "10.00",
        weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
      },
    });
    contractId = c.id;
    const ended = await call(end.POST, "POST", `/v1/domestic-contracts/${contractId}/end`, {
      params: { id: contractId },
      body: { endDate: "2026-06-30", endReason: "end_of_fixed_term" },
    });
    expect(ended.status).toBe(200);
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2026-04-01", endDate: "2026-06-30" },
    });
    expect(filled.status).toBe(201);
    await runAndFinalize(contractId, "2026-04", "2026-04-30");
    await runAndFinalize(contractId, "2026-05", "2026-05-31");
    // no fund at 31 Dec 2025 to revalue (A5, another branch): a provisional coefficient keeps this test independent of it
    june = await runAndFinalize(contractId, "2026-06", "2026-06-30", {
      provisionalTfrCoefficient: { percent: "1.000000", reason: "ISTAT di giugno non ancora pubblicato" },
    });
  });

  it("the June payslip withholds the worker's share of the last week", () => {
    // Mon 29 + Tue 30 Jun 8 h + unused vacation 3 × 26/12 = 6.5 days × 20/6 = 21.67 h = 29.67 h × 0.48 = 14.24
    const last = june.inpsContributions.find((l: any) => l.weekStart === "2026-06-28");
    expect(last).toMatchObject({ weekEnd: "2026-06-30", hours: "29.67", isFromNextPeriod: false, employeeAmount: "14.24" });
  });

  it("the final payslip settles the quarter's whole-hours difference with the worker (A9): 0.16 INPS + 0.01 CAS.SA.COLF", () => {
    // declared 282 h × 0.48 = 135.36 and × 0.02 = 5.64; withheld on April–June weeks 135.20 and 5.63
    const el = (code: string) => june.employeeTaxesElements.find((e: any) => e.code === code)?.value;
    expect([el("INPS_LAVORATORE_CONGUAGLIO"), el("CASSACOLF_LAVORATORE_CONGUAGLIO")]).toEqual(["0.16", "0.01"]);
  });

  it("Q2 declares it with the cessation payment; the cross-check counts what June withheld", async () => {
    const res = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractId, quarter: "2026-Q2" } });
    expect(res.status).toBe(200);
    const item = res.body.data[0];
    expect(item.status).toBe("complete");
    const p = item.statement.payments[0];
    // 12 h (1–4 Apr) + 12 × 20 h + 29.67 h = 281.67 → 282 h × 2.05 (fixed-term, bracket 2: 10.83) = 578.10;
    // CAS.SA.COLF 282 × 0.06 = 16.92; due 10 days after the end: Fri 10 Jul 2026
    expect([p.kind, p.dueDate, p.periodEnd, p.totalToPay]).toEqual(["cessation_worked", "2026-07-10", "2026-06-30", "595.02"]);
    expect(p.weeks.at(-1)).toEqual({ weekStart: "2026-06-28", weekEnd: "2026-06-30", saturday: "2026-07-04", hours: "29.67" });
    expect(p.lines).toEqual([
      expect.objectContaining({ decimalHours: "281.67", hours: 282, amount: "578.10", employeeAmount: "135.36", withheldEmployee: "135.20" }),
    ]);
    expect(p.notices).toEqual([expect.objectContaining({ number: 1, hours: 282, totalToPay: "595.02", dueDate: "2026-07-10" })]);
    // withheld 135.20 INPS + 5.63 CAS.SA.COLF; due 135.36 + 5.64 → difference 0.17
    expect([p.withheldEmployee, p.employeeDifference]).toEqual(["140.83", "0.17"]);
    // …and the final payslip settled it (A9)
    expect([item.statement.totals.roundingSettled, item.statement.totals.employeeDifferenceOpen]).toEqual(["0.17", "0.00"]);
  });

  it("the Promemoria of Q2 lists the week of 28 Jun and the cessation amount", async () => {
    const url = new URL("/v1/inps-statements/pdf", "http://localhost:3000");
    url.searchParams.set("domesticContractId", contractId);
    url.searchParams.set("quarter", "2026-Q2");
    const req = new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${TEST_API_KEY}` } });
    const res = await statementPdf.GET(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    const { text: raw } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
    const text = (raw as string).replace(/\s+/g, " ");
    expect(text).toContain("Cessazione del rapporto: periodo lavorato");
    expect(text).toContain("28/06/2026–30/06/2026");
    expect(text).toContain("595,02");
    expect(text).toContain("entro il 10/07/2026");
  });

  it("Q3 does not declare it again", async () => {
    const res = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractId, quarter: "2026-Q3" } });
    expect(res.status).toBe(200);
    for (const item of res.body.data) {
      expect(item.statement.totals.hours).toBe(0);
      expect(item.statement.payments.flatMap((p: any) => p.weeks)).toEqual([]);
    }
  });
});

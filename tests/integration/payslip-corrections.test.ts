/**
 * Corrections of final payslips (issue 32 point 3, docs/corrections.md) against a real database: a
 * December 2025 payslip, finalized, then a forgotten day added; the correction made in February
 * 2026 states the difference, is a final payslip of its own with its PDF, and its contribution
 * difference lands in 2026-Q1 as a line of its own. The original stays byte for byte; a preview
 * writes nothing; a correction with nothing to correct is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as pdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import * as correct from "@/app/(api)/v1/domestic-payslips/[id]/corrections/route";
import * as correctPreview from "@/app/(api)/v1/domestic-payslips/[id]/corrections/preview/route";
import * as bulk from "@/app/(api)/v1/domestic-payslips/corrections/route";
import * as bulkPreview from "@/app/(api)/v1/domestic-payslips/corrections/preview/route";
import * as list from "@/app/(api)/v1/domestic-payslips/route";
import * as monthStatus from "@/app/(api)/v1/domestic-payslips/month-status/route";
import * as compute from "@/app/(api)/v1/contribution-payments/compute/route";
import * as payments from "@/app/(api)/v1/contribution-payments/route";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import * as variance from "@/app/(api)/v1/payroll-months/[period]/variance/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";

const RUN = Date.now().toString(36);
const SCHEDULE = { monday: "4", tuesday: "0", wednesday: "0", thursday: "0", friday: "0", saturday: "0", sunday: "0" };
let ORG = "";
let key = "";
let contractId = "";
let decemberId = "";

/** Everything stored of a payslip: its row, its lines and its documents' bytes, as one comparable value. */
async function storedImage(id: string) {
  const db = getDb();
  const [row] = await db.$queryRawUnsafe<{ image: unknown }[]>(
    `SELECT json_build_object(
        'payslip', (SELECT to_jsonb(p) FROM payslips p WHERE p.id = $1::uuid),
        'elements', (SELECT COALESCE(json_agg(to_jsonb(e) ORDER BY e.position), '[]') FROM payslip_elements e WHERE e.payslip_id = $1::uuid),
        'inps', (SELECT COALESCE(json_agg(to_jsonb(w) ORDER BY w.position), '[]') FROM payslip_inps_weeks w WHERE w.payslip_id = $1::uuid),
        'cassacolf', (SELECT COALESCE(json_agg(to_jsonb(w) ORDER BY w.position), '[]') FROM payslip_cassacolf_weeks w WHERE w.payslip_id = $1::uuid),
        'documents', (SELECT COALESCE(json_agg(json_build_object('version', d.version, 'sha256', d.sha256, 'bytes', encode(d.content, 'base64')) ORDER BY d.version), '[]')
                        FROM payslip_documents d WHERE d.payslip_id = $1::uuid)) AS image`,
    id,
  );
  return JSON.stringify(row!.image);
}

/** What a preview must not touch: the organization's payslips, documents, audit entries, e-mails and webhook deliveries. */
async function writtenCounts() {
  const db = getDb();
  const [payslips, documents, audit, emails] = await Promise.all([
    db.payslip.count({ where: { organizationId: ORG } }),
    db.payslipDocument.count({ where: { payslip: { organizationId: ORG } } }),
    db.auditLog.count({ where: { organizationId: ORG } }),
    db.emailMessage.count({ where: { organizationId: ORG } }),
  ]);
  return { payslips, documents, audit, emails };
}

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Corrections ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "corrections test" })).key;
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Carla", lastName: `Rettifica${RUN}` } });
  const created = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
    key,
    body: {
      employerId: employer.id,
      worker: { firstName: "Dora", lastName: "Dicembre" },
      startDate: "2025-12-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: SCHEDULE, seniorityIncrements: "0" },
    },
  });
  expect(created.status, created.text).toBe(201);
  contractId = created.body.id;
  // December 2025: 4 h on the Mondays of the 1st, 8th, 15th and 22nd (the 29th's week ends in January)
  const mondays = ["2025-12-01", "2025-12-08", "2025-12-15", "2025-12-22"].map((date) => ({
    date,
    hours: "4.00",
    type: "work",
    subType: "regular_work",
    multiplier: "1",
  }));
  const posted = await call(batch.POST, "POST", "/v1/work-events/batch", { key, query: { domesticContractId: contractId }, body: mondays });
  expect(posted.status, posted.text).toBe(201);
  const december = await runPayrollMonth({ organizationId: ORG, key, contractId, period: "2025-12", lastDay: "31" });
  decemberId = december.id;
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${decemberId}/finalize`, { key, params: { id: decemberId } });
  expect(fin.status, fin.text).toBe(200);
});

describe("corrections of final payslips (issue 32 point 3)", () => {
  it("a final payslip recomputed the same is refused: correction_without_difference", async () => {
    const res = await call(correctPreview.POST, "POST", `/v1/domestic-payslips/${decemberId}/corrections/preview`, {
      key,
      params: { id: decemberId },
      body: { paymentDate: "2026-02-10" },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe("correction_without_difference");
  });

  let originalImage = "";
  let correctionId = "";

  it("a forgotten day: the preview states the difference line by line and writes nothing", async () => {
    // a Saturday of December worked and forgotten: 4 h more at 9.00
    const added = await call(batch.POST, "POST", "/v1/work-events/batch", {
      key,
      query: { domesticContractId: contractId },
      body: [{ date: "2025-12-13", hours: "4.00", type: "work", subType: "regular_work", multiplier: "1" }],
    });
    expect(added.status, added.text).toBe(201);
    originalImage = await storedImage(decemberId);
    // the final payslip is now outdated: the events changed after it
    const outdated = await call(payslip.GET, "GET", `/v1/domestic-payslips/${decemberId}`, { key, params: { id: decemberId } });
    expect(outdated.body).toMatchObject({ isOutdated: true, outdatedReasons: ["events_changed"] });
    const before = await writtenCounts();
    const res = await call(correctPreview.POST, "POST", `/v1/domestic-payslips/${decemberId}/corrections/preview`, {
      key,
      params: { id: decemberId },
      body: { paymentDate: "2026-02-10" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      preview: true,
      correctionPayslipId: null,
      correctionNumber: 1,
      period: "2025-12",
      paidPeriod: "2026-02",
      quarter: "2026-Q1",
    });
    const d = res.body.difference;
    // 4 h × 9.00 = 36.00 more pay; the hours of the INPS weeks grow by 4
    expect(d.summary.gross.difference).toBe("36.00");
    expect(d.summary.inps_hours.difference).toBe("4.00");
    expect(res.body.wholeHours).toBe(4);
    expect(d.hasDifference).toBe(true);
    expect(Number(d.summary.inps_employer.difference)).toBeGreaterThan(0);
    expect(Number(d.summary.thirteenth_accrual.difference)).toBeGreaterThan(0);
    expect(d.elements.some((l: { section: string }) => l.section === "earning")).toBe(true);
    // net = gross − the worker's INPS and CAS.SA.COLF differences
    const net = 36 - Number(d.summary.inps_employee.difference) - Number(d.summary.cassacolf_employee.difference);
    expect(Number(d.summary.net.difference)).toBeCloseTo(net, 2);
    expect(await writtenCounts()).toEqual(before);
    expect(await storedImage(decemberId)).toBe(originalImage);
  });

  it("the correction made in February 2026 is a final payslip of its own, linked both ways, with its PDF", async () => {
    const res = await call(correct.POST, "POST", `/v1/domestic-payslips/${decemberId}/corrections`, {
      key,
      params: { id: decemberId },
      body: { paymentDate: "2026-02-10", note: "Sabato 13 dicembre dimenticato" },
    });
    expect(res.status, res.text).toBe(201);
    correctionId = res.body.correctionPayslipId;
    expect(res.headers.get("location")).toBe(`/v1/domestic-payslips/${correctionId}`);
    const detail = await call(payslip.GET, "GET", `/v1/domestic-payslips/${correctionId}`, { key, params: { id: correctionId } });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body).toMatchObject({
      kind: "correction",
      status: "final",
      period: "2025-12",
      correctsPayslipId: decemberId,
      correctionNumber: 1,
      paidPeriod: "2026-02",
      totalGross: "36.00",
      isOutdated: false,
    });
    expect(detail.body.correction.quarter).toBe("2026-Q1");
    const original = await call(payslip.GET, "GET", `/v1/domestic-payslips/${decemberId}`, { key, params: { id: decemberId } });
    expect(original.body.corrections.map((c: { id: string }) => c.id)).toEqual([correctionId]);
    // corrected: the original is as current as its correction's recomputation, in its answer and in the worklist
    expect(original.body).toMatchObject({ isOutdated: false, outdatedReasons: [] });
    const month = await call(monthStatus.GET, "GET", "/v1/domestic-payslips/month-status", { key, query: { period: "2025-12" } });
    expect(month.body.data.find((r: { domesticContractId: string }) => r.domesticContractId === contractId)).toMatchObject({
      status: "final",
      isOutdated: false,
    });
    expect(original.body.correctsPayslipId).toBeNull();
    // listed with the contract's payslips
    const listed = await call(list.GET, "GET", "/v1/domestic-payslips", { key, query: { domesticContractId: contractId } });
    expect(listed.body.data.map((p: { id: string; kind: string }) => [p.id, p.kind])).toEqual(
      expect.arrayContaining([
        [decemberId, "ordinary"],
        [correctionId, "correction"],
      ]),
    );
    const doc = await call(pdf.GET, "GET", `/v1/domestic-payslips/${correctionId}/pdf`, { key, params: { id: correctionId } });
    expect(doc.status).toBe(200);
    const bytes = new Uint8Array(
      await (
        await pdf.GET(
          new (await import("next/server")).NextRequest(`http://localhost:3000/v1/domestic-payslips/${correctionId}/pdf`, {
            headers: { authorization: `Bearer ${key}` },
          }),
          { params: Promise.resolve({ id: correctionId }) },
        )
      ).arrayBuffer(),
    );
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("Cedolino di rettifica n. 1");
    expect(text).toContain("Rettifica del cedolino di");
  });

  it("the original stays byte for byte: its row, its lines and its stored PDF", async () => {
    expect(await storedImage(decemberId)).toBe(originalImage);
  });

  it("the contribution difference lands in 2026-Q1, a line of its own in the payment and the statement", async () => {
    const c = await call(compute.POST, "POST", "/v1/contribution-payments/compute", { key, body: { organizationId: ORG, quarter: "2026-Q1" } });
    expect(c.status, c.text).toBe(200);
    const res = await call(payments.GET, "GET", "/v1/contribution-payments", { key, query: { organizationId: ORG, quarter: "2026-Q1" } });
    expect(res.status, res.text).toBe(200);
    const payment = res.body.data.find((p: { domesticContractId: string }) => p.domesticContractId === contractId);
    expect(payment).toBeDefined();
    const line = payment.lines.find((l: { correction?: unknown }) => l.correction);
    expect(line).toMatchObject({ correction: { payslipId: correctionId, correctedPeriod: "2025-12", correctionNumber: 1 }, hours: 4 });
    const detail = await call(payslip.GET, "GET", `/v1/domestic-payslips/${correctionId}`, { key, params: { id: correctionId } });
    expect(line.totalToPay).toBe(detail.body.correction.contributions.totalToPay);
    // Q4 2025, the corrected quarter, is not touched
    const q4 = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { domesticContractId: contractId, quarter: "2025-Q4" } });
    expect(q4.status, q4.text).toBe(200);
    expect(JSON.stringify(q4.body)).not.toContain(correctionId);
    const q1 = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { domesticContractId: contractId, quarter: "2026-Q1" } });
    expect(q1.status, q1.text).toBe(200);
    const item = (q1.body.data ?? [q1.body])[0];
    const corrections = item.statement.payments.flatMap((p: { corrections?: unknown[] }) => p.corrections ?? []);
    expect(corrections).toMatchObject([{ payslipId: correctionId, correctedPeriod: "2025-12", hours: 4 }]);
  });

  it("a correcting payslip is not itself corrected; a second change gives correction n. 2", async () => {
    const again = await call(correct.POST, "POST", `/v1/domestic-payslips/${correctionId}/corrections`, { key, params: { id: correctionId }, body: {} });
    expect(again.status, again.text).toBe(409);
    expect(again.body.code).toBe("payslip_not_correctable");
    // the original as corrected matches today's recomputation: nothing more to correct
    const nothing = await call(correctPreview.POST, "POST", `/v1/domestic-payslips/${decemberId}/corrections/preview`, {
      key,
      params: { id: decemberId },
      body: { paymentDate: "2026-02-20" },
    });
    expect(nothing.status, nothing.text).toBe(409);
    expect(nothing.body.code).toBe("correction_without_difference");
  });

  it("in bulk: a month's preview lists the totals and writes nothing; the create corrects each changed payslip", async () => {
    const added = await call(batch.POST, "POST", "/v1/work-events/batch", {
      key,
      query: { domesticContractId: contractId },
      body: [{ date: "2025-12-20", hours: "2.00", type: "work", subType: "regular_work", multiplier: "1" }],
    });
    expect(added.status, added.text).toBe(201);
    const before = await writtenCounts();
    const preview = await call(bulkPreview.POST, "POST", "/v1/domestic-payslips/corrections/preview", {
      key,
      body: { organizationId: ORG, period: "2025-12", paymentDate: "2026-03-10" },
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ preview: true, quarter: "2026-Q1", totals: { count: 1 } });
    // against the original as corrected so far (36.00 already paid by correction n. 1): only the new 2 h × 9.00
    expect(preview.body.corrections[0]).toMatchObject({ originalPayslipId: decemberId, correctionNumber: 2 });
    expect(preview.body.corrections[0].difference.summary.gross).toMatchObject({ difference: "18.00" });
    expect(Number(preview.body.corrections[0].difference.summary.gross.corrected) - Number(preview.body.corrections[0].difference.summary.gross.original)).toBe(
      18,
    );
    expect(await writtenCounts()).toEqual(before);
    const made = await call(bulk.POST, "POST", "/v1/domestic-payslips/corrections", {
      key,
      body: { organizationId: ORG, period: "2025-12", paymentDate: "2026-03-10" },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.corrections).toHaveLength(1);
    expect(made.body.corrections[0]).toMatchObject({ preview: false, correctionNumber: 2 });
    expect(made.body.totals).toEqual(preview.body.totals);
    expect(await storedImage(decemberId)).toBe(originalImage);
  });
});

describe("a month against the one before (issue 32 point 4)", () => {
  it("answers each contract with its flags", async () => {
    const res = await call(variance.GET, "GET", "/v1/payroll-months/2025-12/variance", { key, params: { period: "2025-12" } });
    expect(res.status, res.text).toBe(200);
    const row = res.body.data.find((r: { domesticContractId: string }) => r.domesticContractId === contractId);
    expect(row).toMatchObject({ payslipId: decemberId, previousPayslipId: null });
    expect(row.flags).toContain("new_relationship");
    const january = await call(variance.GET, "GET", "/v1/payroll-months/2026-01/variance", { key, params: { period: "2026-01" } });
    expect(january.status, january.text).toBe(200);
    const next = january.body.data.find((r: { domesticContractId: string }) => r.domesticContractId === contractId);
    expect(next.flags).toContain("not_run");
    expect(next.net.previous).toBe(res.body.data.find((r: { domesticContractId: string }) => r.domesticContractId === contractId).net.current);
  });
});

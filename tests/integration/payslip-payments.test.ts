/**
 * The pay of a payslip as paid (issue 30 point 5) and the quarter's prestazione universale pack
 * (point 6): payments with their statuses, partial and excess payments, each refusal with its code
 * and pointer (nothing stored), stored receipts served byte for byte (a next version once the worker
 * confirmed receipt), deletion with its audit entry, and the pack's warnings and PDF. The contract is
 * a live-in carer paid 1,250.00 a month with board.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as payments from "@/app/(api)/v1/domestic-payslips/[id]/payments/route";
import * as payment from "@/app/(api)/v1/domestic-payslips/[id]/payments/[paymentId]/route";
import * as receipt from "@/app/(api)/v1/domestic-payslips/[id]/payments/[paymentId]/receipt/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as payslipPdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import * as payslipList from "@/app/(api)/v1/domestic-payslips/route";
import * as monthStatus from "@/app/(api)/v1/domestic-payslips/month-status/route";
import * as bulkPayments from "@/app/(api)/v1/domestic-payslips/payments/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as contractRoute from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as packs from "@/app/(api)/v1/benefit-packs/route";
import * as packPdf from "@/app/(api)/v1/benefit-packs/pdf/route";
import { getDb } from "@/lib/db/client";
import { addDays } from "@/lib/payroll";
import { todayInItaly } from "@/lib/validation/common";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";
import { TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;
const RUN = Date.now().toString(36);
/** With PDF_SAMPLES_DIR set, the documents are written there (to look at them as pictures with pdftoppm). */
function keep(name: string, bytes: Uint8Array): void {
  const dir = process.env.PDF_SAMPLES_DIR;
  if (dir) writeFileSync(path.join(dir, name), bytes);
}
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const lastDayOf = (period: string) => {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(8, 10);
};

async function runFor(contractId: string, period: string): Promise<string> {
  return ((await runPayrollMonth({ organizationId: ORG, contractId, period, lastDay: lastDayOf(period) })) as { id: string }).id;
}

async function get(handler: typeof receipt.GET, path: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await handler(new NextRequest(url, { method: "GET", headers: { authorization: `Bearer ${TEST_API_KEY}` } }), { params: Promise.resolve(params) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

const pay = (id: string, body: Record<string, unknown>, key?: string) =>
  call(payments.POST, "POST", `/v1/domestic-payslips/${id}/payments`, { params: { id }, body, ...(key ? { key } : {}) });
const list = (id: string) => call(payments.GET, "GET", `/v1/domestic-payslips/${id}/payments`, { params: { id } });
/** The clerk's month worklist row of the contract: its payment status and paid amount. */
const worklistRow = async (contractId: string, period: string) => {
  const res = await call(monthStatus.GET, "GET", "/v1/domestic-payslips/month-status", { query: { period } });
  expect(res.status).toBe(200);
  const row = res.body.data.find((r: { domesticContractId: string }) => r.domesticContractId === contractId);
  return { paymentStatus: row.paymentStatus, paidAmount: row.paidAmount };
};
const receiptOf = (id: string, paymentId: string, query: Record<string, string> = {}) =>
  get(receipt.GET, `/v1/domestic-payslips/${id}/payments/${paymentId}/receipt`, { id, paymentId }, query);

describe("payments of a payslip's pay, receipts and the prestazione universale pack", () => {
  let contractId = "";
  let julyId = "";
  let augustId = "";
  let net = "";
  const lastName = `Quietanza${RUN}`;
  const today = todayInItaly();

  beforeAll(async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Marta", lastName: `Famiglia${RUN}` } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Ana", lastName, fiscalCode: "RSSMRA80A01H501U" },
      startDate: "2024-09-02",
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
    contractId = contract.id;
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: contractId, startDate: "2026-06-28", endDate: "2026-08-31" },
    });
    expect(filled.status).toBe(201);
    julyId = await runFor(contractId, "2026-07");
    const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${julyId}/finalize`, { params: { id: julyId } });
    expect(fin.status).toBe(200);
    net = fin.body.totalNet;
    expect(fin.body).toMatchObject({ paymentStatus: "unpaid", paidAmount: "0.00", excessAmount: "0.00" });
    augustId = await runFor(contractId, "2026-08");
    await db.webhookEndpoint.create({
      data: { organizationId: ORG, url: "http://127.0.0.1:9/payslip-hooks", events: ["payslip.paid"], secret: "whsec_payslip_paid" },
    });
  });

  it("refuses a payment on a draft (409 payslip_not_final) and each bad input with its code and pointer, storing nothing", async () => {
    const draft = await pay(augustId, { paidOn: "2026-09-01", method: "cash", amount: "100.00" });
    expect(draft.status).toBe(409);
    expect(draft.body.code).toBe("payslip_not_final");

    const cases: [Record<string, unknown>, string, string][] = [
      [{ paidOn: "2026-08-01", method: "cash", amount: "0.00" }, "/amount", "amount_not_positive"],
      [{ paidOn: "2026-08-01", method: "cash", amount: "-5.00" }, "/amount", "amount_not_positive"],
      [{ paidOn: addDays(today, 1), method: "cash", amount: "10.00" }, "/paidOn", "paid_on_in_future"],
      [{ paidOn: "2026-06-30", method: "cash", amount: "10.00" }, "/paidOn", "paid_on_before_period"],
      [{ paidOn: "2026-08-01", method: "cash", amount: (Number(net) + 1).toFixed(2) }, "/reason", "payment_exceeds_net"],
    ];
    for (const [body, pointer, code] of cases) {
      const res = await pay(julyId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.errors).toEqual([expect.objectContaining({ path: pointer, code })]);
    }
    const bad = await pay(julyId, { paidOn: "2026-08-01", method: "cheque", amount: "10.00" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe("/method");
    const l = await list(julyId);
    expect(l.body).toMatchObject({ data: [], paymentStatus: "unpaid", paidAmount: "0.00", netPay: net, outstandingAmount: net });
  });

  it("a partial payment is partly_paid; the rest makes it paid; an excess needs a reason and is kept apart", async () => {
    const first = await pay(julyId, { paidOn: "2026-08-01", method: "cash", amount: "500.00", note: "acconto" });
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBe(`/v1/domestic-payslips/${julyId}/payments/${first.body.id}/receipt`);
    expect(first.body).toMatchObject({ paidOn: "2026-08-01", method: "cash", amount: "500.00", note: "acconto", excessAmount: "0.00", excessReason: null });
    expect(first.body.receiptSha256).toMatch(/^[0-9a-f]{64}$/);
    const detail = await call(payslip.GET, "GET", `/v1/domestic-payslips/${julyId}`, { params: { id: julyId } });
    expect(detail.body).toMatchObject({ paymentStatus: "partly_paid", paidAmount: "500.00", excessAmount: "0.00" });
    // the month's worklist shows it too; a draft has no payment status
    expect(await worklistRow(contractId, "2026-07")).toEqual({ paymentStatus: "partly_paid", paidAmount: "500.00" });
    expect(await worklistRow(contractId, "2026-08")).toEqual({ paymentStatus: null, paidAmount: null });

    const rest = (Number(net) - 500).toFixed(2);
    const second = await pay(julyId, { paidOn: "2026-08-03", method: "bank_transfer", amount: rest, reference: "TRN 0042" });
    expect(second.status).toBe(201);
    let l = await list(julyId);
    expect(l.body).toMatchObject({ paymentStatus: "paid", paidAmount: net, excessAmount: "0.00", outstandingAmount: "0.00" });
    expect(await worklistRow(contractId, "2026-07")).toEqual({ paymentStatus: "paid", paidAmount: net });
    expect(l.body.data.map((p: { amount: string }) => p.amount)).toEqual(["500.00", rest]);

    const refused = await pay(julyId, { paidOn: "2026-08-05", method: "other", amount: "50.00" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ path: "/reason", code: "payment_exceeds_net", params: { net, alreadyPaid: net, excess: "50.00" } });
    const excess = await pay(julyId, { paidOn: "2026-08-05", method: "other", amount: "50.00", reason: "rimborso spese farmacia" });
    expect(excess.status).toBe(201);
    expect(excess.body).toMatchObject({ excessAmount: "50.00", excessReason: "rimborso spese farmacia" });
    l = await list(julyId);
    expect(l.body).toMatchObject({ paymentStatus: "paid", paidAmount: (Number(net) + 50).toFixed(2), excessAmount: "50.00" });
    expect(l.body.data).toHaveLength(3);
    // `payslip.paid` once: when the second payment covered the net, not on the partial one nor on the excess
    const paidEvents = (await getDb().webhookDelivery.findMany({ where: { organizationId: ORG, eventType: "payslip.paid" }, select: { payload: true } }))
      .map((d) => (d.payload as { data: { object: { id: string }; paidAmount: string; paidOn: string } }).data)
      .filter((d) => d.object.id === julyId);
    expect(paidEvents).toEqual([
      expect.objectContaining({
        object: expect.objectContaining({ id: julyId, domesticContractId: contractId, period: "2026-07", status: "final" }),
        paidAmount: net,
        paidOn: "2026-08-03",
      }),
    ]);

    const page = await call(payslipList.GET, "GET", "/v1/domestic-payslips", { query: { domesticContractId: contractId } });
    const statuses = Object.fromEntries(page.body.data.map((p: { period: string; paymentStatus: string }) => [p.period, p.paymentStatus]));
    expect(statuses).toEqual({ "2026-07": "paid", "2026-08": "unpaid" });
    expect((await call(payments.GET, "GET", `/v1/domestic-payslips/${julyId}/payments`, { params: { id: julyId }, key: TEST_OTHER_API_KEY })).status).toBe(404);
  });

  it("the receipt is stored and served byte for byte; Italian amounts; English on request; a confirmed receipt is the next version", async () => {
    const [first] = (await list(julyId)).body.data;
    const a = await receiptOf(julyId, first.id);
    const b = await receiptOf(julyId, first.id);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(sha(a.bytes)).toBe(first.receiptSha256);
    expect(a.headers.get("x-content-sha256")).toBe(first.receiptSha256);
    keep("receipt.pdf", a.bytes);
    const text = await pdfText(a.bytes);
    expect(text).toContain(`Il/La sottoscritto/a Ana ${lastName}, codice fiscale RSSMRA80A01H501U, dichiara di aver ricevuto da`);
    expect(text).toContain("la somma di 500,00 € a titolo di retribuzione per il mese di luglio 2026, in acconto del netto di");
    expect(text).toContain("in data 01/08/2026, in contanti");
    expect(text).toContain("Il/La lavoratore/lavoratrice per quietanza");
    const en = await pdfText((await receiptOf(julyId, first.id, { locale: "en" })).bytes);
    expect(en).toContain("declare that I have received from");
    expect(en).toContain("€500.00");

    // the worker confirms receipt in the portal: the receipt's next version prints it, stored, then served unchanged
    await getDb().payslip.update({ where: { id: julyId }, data: { receiptConfirmedAt: new Date() } });
    const c1 = await receiptOf(julyId, first.id);
    const c2 = await receiptOf(julyId, first.id);
    keep("receipt-confirmed.pdf", c1.bytes);
    expect(sha(c1.bytes)).not.toBe(first.receiptSha256);
    expect(Buffer.from(c1.bytes).equals(Buffer.from(c2.bytes))).toBe(true);
    expect(await pdfText(c1.bytes)).toContain(`Ricevuta confermata dal/dalla lavoratore/lavoratrice Ana ${lastName} nel portale il`);
    const versions = await getDb().payslipPaymentReceipt.findMany({ where: { paymentId: first.id }, orderBy: { version: "asc" } });
    expect(versions.map((v) => [v.version, v.sha256])).toEqual([
      [1, first.receiptSha256],
      [2, sha(c1.bytes)],
    ]);
  });

  it("deleting a payment removes it and its receipts, with an audit entry; the status follows", async () => {
    const l = await list(julyId);
    const excess = l.body.data[2];
    const res = await call(payment.DELETE, "DELETE", `/v1/domestic-payslips/${julyId}/payments/${excess.id}`, { params: { id: julyId, paymentId: excess.id } });
    expect(res.status).toBe(204);
    expect((await list(julyId)).body).toMatchObject({ paymentStatus: "paid", excessAmount: "0.00" });
    const audit = await getDb().auditLog.findMany({ where: { entityId: julyId, action: "payslip.payment_deleted" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ paymentId: excess.id, amount: "50.00", excessReason: "rimborso spese farmacia" });
    expect(await getDb().payslipPaymentReceipt.count({ where: { paymentId: excess.id } })).toBe(0);
    // the payslip with its receipts appended: one file, the payslip then each remaining payment's receipt
    const joined = await get(payslipPdf.GET as typeof receipt.GET, `/v1/domestic-payslips/${julyId}/pdf`, { id: julyId }, { receipts: "true" });
    expect(joined.status).toBe(200);
    const joinedText = await pdfText(joined.bytes);
    expect(joinedText).toContain("NETTO A PAGARE");
    expect(joinedText.match(/QUIETANZA DI PAGAMENTO DELLA RETRIBUZIONE/g)).toHaveLength(2);
    expect(joinedText).toContain("mediante bonifico bancario (riferimento TRN 0042)");
    const again = await call(payment.DELETE, "DELETE", `/v1/domestic-payslips/${julyId}/payments/${excess.id}`, {
      params: { id: julyId, paymentId: excess.id },
    });
    expect(again.status).toBe(404);
  });

  it("the prestazione universale pack warns of what is missing and prints the assisted person, payslips and receipts", async () => {
    const q = { domesticContractId: contractId, quarter: "2026-Q3" };
    let res = await call(packs.GET, "GET", "/v1/benefit-packs", { query: q });
    expect(res.status).toBe(200);
    expect(res.body.dueDate).toBe("2026-10-10");
    expect(res.body.warnings.map((w: { code: string; period: string | null }) => [w.code, w.period])).toEqual([
      ["assisted_person_missing", null],
      ["workplace_missing", null],
      ["payslip_draft", "2026-08"],
      ["payslip_missing", "2026-09"],
    ]);
    expect(res.body.ready).toBe(false);

    const patch = await call(contractRoute.PATCH, "PATCH", `/v1/domestic-contracts/${contractId}`, {
      params: { id: contractId },
      body: {
        assistedPersonName: "Giovanna Bianchi",
        assistedPersonFiscalCode: "BNCGNN40A41H501N",
        assistedPersonBirthDate: "1940-01-01",
        workplaceAddress: "Via Roma 1, 00100 Roma (RM)",
      },
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect(patch.body).toMatchObject({
      assistedPersonName: "Giovanna Bianchi",
      assistedPersonBirthDate: "1940-01-01",
      workplaceAddress: "Via Roma 1, 00100 Roma (RM)",
    });
    // the confirmation predates no later payment; a payment recorded after it leaves the receipt to sign
    await getDb().payslip.update({ where: { id: julyId }, data: { receiptConfirmedAt: null } });
    res = await call(packs.GET, "GET", "/v1/benefit-packs", { query: q });
    expect(res.body.assistedPerson).toEqual({ name: "Giovanna Bianchi", fiscalCode: "BNCGNN40A41H501N", birthDate: "1940-01-01" });
    expect(res.body.warnings.map((w: { code: string; period: string | null }) => [w.code, w.period])).toEqual([
      ["payslip_draft", "2026-08"],
      ["payslip_missing", "2026-09"],
      ["receipt_to_sign", "2026-07"],
    ]);
    const july = res.body.payslips.find((p: { id: string }) => p.id === julyId);
    expect(july).toMatchObject({ paymentStatus: "paid", paidAmount: net });
    expect(july.payments.map((p: { paidOn: string }) => p.paidOn)).toEqual(["2026-08-01", "2026-08-03"]);

    const doc = await get(packPdf.GET as typeof receipt.GET, "/v1/benefit-packs/pdf", {}, q);
    expect(doc.status).toBe(200);
    keep("benefit-pack.pdf", doc.bytes);
    const text = await pdfText(doc.bytes);
    expect(text).toContain("Prestazione universale — buste paga quietanzate");
    expect(text).toContain("3° trimestre 2026 · da trasmettere all'INPS entro il 10 ottobre 2026");
    expect(text).toContain("Giovanna Bianchi");
    expect(text).toContain("Persona assistita");
    expect(text).toContain("Luogo di lavoro");
    expect(text).toContain("La busta paga di agosto 2026 è ancora in bozza.");
    expect(text).toContain("Le quietanze di luglio 2026 vanno firmate dal lavoratore prima dell'invio.");
    expect(text.match(/QUIETANZA DI PAGAMENTO DELLA RETRIBUZIONE/g)).toHaveLength(2);
    expect(text).toContain("500,00 €");
    expect(text).not.toMatch(/\d,\d{3}[.,]\d/);
    const outside = await call(packs.GET, "GET", "/v1/benefit-packs", { query: { ...q, quarter: "2024-Q1" } });
    expect(outside.status).toBe(422);
    expect(outside.body.errors[0]).toMatchObject({ path: "/quarter", code: "contract_not_active_in_quarter" });
  });

  it('"paid in cash on …" for several payslips at once: each paid what it still owes, a paid one or a draft refused with its code', async () => {
    const unknown = "00000000-0000-4000-8000-00000000dead";
    const bulk = (body: Record<string, unknown>) => call(bulkPayments.POST, "POST", "/v1/domestic-payslips/payments", { body });
    let res = await bulk({ payslipIds: [julyId, augustId, unknown], paidOn: "2026-09-02", method: "cash" });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { payslipId: string; outcome: string; code: string | null }) => [r.payslipId, r.outcome, r.code])).toEqual([
      [julyId, "refused", "already_paid"],
      [augustId, "refused", "payslip_not_final"],
      [unknown, "refused", "not_found"],
    ]);
    expect((await list(augustId)).body.data).toEqual([]);
    const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${augustId}/finalize`, { params: { id: augustId } });
    expect(fin.status).toBe(200);
    // a first part paid by transfer: the bulk action pays only the rest
    expect((await pay(augustId, { paidOn: "2026-09-01", method: "bank_transfer", amount: "200.00" })).status).toBe(201);
    const rest = (Number(fin.body.totalNet) - 200).toFixed(2);
    // a date before August began is refused for that payslip, nothing stored
    res = await bulk({ payslipIds: [augustId], paidOn: "2026-07-31", method: "cash" });
    expect(res.body.results[0]).toMatchObject({ outcome: "refused", code: "paid_on_before_period" });
    res = await bulk({ payslipIds: [augustId, augustId], paidOn: "2026-09-02", method: "cash" });
    expect(res.body.results).toEqual([{ payslipId: augustId, outcome: "recorded", code: null, paymentId: expect.any(String), amount: rest }]);
    const l = await list(augustId);
    expect(l.body).toMatchObject({ paymentStatus: "paid", paidAmount: fin.body.totalNet, excessAmount: "0.00" });
    expect(l.body.data.map((p: { method: string; amount: string; paidOn: string }) => [p.method, p.amount, p.paidOn])).toEqual([
      ["bank_transfer", "200.00", "2026-09-01"],
      ["cash", rest, "2026-09-02"],
    ]);
    expect((await receiptOf(augustId, res.body.results[0].paymentId)).status).toBe(200);
    const other = await call(bulkPayments.POST, "POST", "/v1/domestic-payslips/payments", {
      body: { payslipIds: [augustId], paidOn: "2026-09-02", method: "cash" },
      key: TEST_OTHER_API_KEY,
    });
    expect(other.body.results[0]).toMatchObject({ outcome: "refused", code: "not_found" });
    expect((await bulk({ payslipIds: [], paidOn: "2026-09-02", method: "cash" })).status).toBe(422);
  });
});

/**
 * Contribution payments (issue 30) against a real database: a Q3 2026 quarter computed from final
 * payslips, cross-checked with the quarterly statement, taken to "paid" (notify, partial, covering and
 * excess payments), overdue on the day after the due date, a cessation's own due date, reminders
 * queued to the outbox, and the employer's cash-basis statement across a year boundary (A10).
 */
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import * as annualStatements from "@/app/(api)/v1/annual-statements/route";
import * as list from "@/app/(api)/v1/contribution-payments/route";
import * as csv from "@/app/(api)/v1/contribution-payments/csv/route";
import * as paymentsImport from "@/app/(api)/v1/contribution-payments/payments-import/route";
import * as compute from "@/app/(api)/v1/contribution-payments/compute/route";
import * as bulkNotify from "@/app/(api)/v1/contribution-payments/notify/route";
import * as one from "@/app/(api)/v1/contribution-payments/[id]/route";
import * as notify from "@/app/(api)/v1/contribution-payments/[id]/notify/route";
import * as payments from "@/app/(api)/v1/contribution-payments/[id]/payments/route";
import * as taxStatement from "@/app/(api)/v1/employer-tax-statements/route";
import * as taxStatementPdf from "@/app/(api)/v1/employer-tax-statements/pdf/route";
import * as contractRoute from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { serviceContext } from "@/lib/services/context";
import { listContributionPayments } from "@/lib/services/contribution-payments/list-contribution-payments";
import { getContributionPayment } from "@/lib/services/contribution-payments/get-contribution-payment";
import { sweepContributionReminders } from "@/lib/services/contribution-payments/sweep-contribution-reminders";
import { sendDueEmails } from "@/lib/services/email/send-outbox";
import { startTestSmtp } from "../support/smtp";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";
import { TEST_OTHER_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;
const stamp = Date.now();
const principal: Principal = { kind: "api_key", organizationId: ORG, actorId: ORG, readOnly: false, role: null };
const ctx = serviceContext(principal, "test");
const colf = () => ({
  level: "B" as const,
  jobType: "domestic_help" as const,
  cohabiting: false,
  payBasis: "hourly" as const,
  wage: "10.00",
  weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] as [string, string, string, string, string, string, string],
});

async function runAndFinalize(contractId: string, period: string, extra: Record<string, unknown> = {}, final = true) {
  const res = { body: (await runPayrollMonth({ organizationId: ORG, contractId, period, extra })) as { id: string } };
  if (!final) return;
  // a 503 (database_unavailable, Retry-After) on a loaded machine is retried as a client would
  let done = await call(finalize.POST, "POST", `/v1/domestic-payslips/${res.body.id}/finalize`, { params: { id: res.body.id } });
  for (let attempt = 0; attempt < 3 && done.status === 503; attempt++) {
    await new Promise((r) => setTimeout(r, 2000));
    done = await call(finalize.POST, "POST", `/v1/domestic-payslips/${res.body.id}/finalize`, { params: { id: res.body.id } });
  }
  expect([done.status, done.body.code]).toEqual([200, undefined]);
}

async function fill(contractId: string, startDate: string, endDate: string) {
  const res = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { body: { domesticContractId: contractId, startDate, endDate } });
  expect([res.status, res.body.detail]).toEqual([201, undefined]);
}

async function paymentOf(contractId: string, quarter: string) {
  const res = await call(list.GET, "GET", "/v1/contribution-payments", { query: { organizationId: ORG, quarter, domesticContractId: contractId } });
  expect(res.status).toBe(200);
  return res.body.data as any[];
}

describe("contribution payments of a small book", () => {
  let employerA: string;
  let contractA: string; // Q4 2025 and Q3 2026 final
  let contractB: string; // Q3 2026 with September still a draft
  let contractC: string; // fixed term 1 Apr – Fri 29 May 2026: a cessation payment
  let employerC: string;
  let q3: any;

  beforeAll(async () => {
    const db = getDb();
    const a = await buildEmployer(db, ORG, {
      type: "domestic",
      personalInfo: { firstName: "Anna", lastName: `Versamenti${stamp}`, email: `famiglia.${stamp}@example.test` },
    });
    employerA = a.id;
    contractA = (await buildContract(db, ORG, a.id, { worker: { firstName: "Elena", lastName: `Pagata${stamp}` }, startDate: "2024-01-08", terms: colf() })).id;
    const b = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Bruno", lastName: `Attesa${stamp}` } });
    contractB = (await buildContract(db, ORG, b.id, { worker: { firstName: "Maria", lastName: `Bozza${stamp}` }, startDate: "2024-01-08", terms: colf() })).id;
    const c = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Carla", lastName: `Cessazione${stamp}` } });
    employerC = c.id;
    contractC = (
      await buildContract(db, ORG, c.id, {
        worker: { firstName: "Rosa", lastName: `Termine${stamp}` },
        startDate: "2026-04-01",
        fixedTerm: true,
        fixedTermEndDate: "2026-05-29",
        terms: colf(),
      })
    ).id;
    // the household of C reads its mail through an accepted portal access (issue 29)
    await db.portalAccess.create({
      data: { organizationId: ORG, email: `carla.${stamp}@example.test`, employerId: c.id, right: "view", acceptedAt: new Date() },
    });
    await db.webhookEndpoint.create({
      data: {
        organizationId: ORG,
        url: "http://127.0.0.1:9/contribution-hooks",
        events: ["contribution_payment.ready", "contribution_payment.overdue", "contribution_payment.paid"],
        secret: "whsec_contributions",
      },
    });
    const ended = await call(end.POST, "POST", `/v1/domestic-contracts/${contractC}/end`, {
      params: { id: contractC },
      body: { endDate: "2026-05-29", endReason: "end_of_fixed_term" },
    });
    expect(ended.status).toBe(200);
    await fill(contractA, "2025-09-28", "2025-12-31");
    await fill(contractA, "2026-06-28", "2026-10-31");
    await fill(contractB, "2026-06-28", "2026-10-31");
    await fill(contractC, "2026-04-01", "2026-05-29");
    for (const p of ["2025-10", "2025-11", "2025-12", "2026-07", "2026-08", "2026-09"]) await runAndFinalize(contractA, p);
    await runAndFinalize(contractB, "2026-07");
    await runAndFinalize(contractB, "2026-08");
    await runAndFinalize(contractB, "2026-09", {}, false);
    await runAndFinalize(contractC, "2026-04");
    await runAndFinalize(contractC, "2026-05", { provisionalTfrCoefficient: { percent: "1.000000", reason: "ISTAT non ancora pubblicato" } });
    for (const quarter of ["2025-Q4", "2026-Q2", "2026-Q3"]) {
      const res = await call(compute.POST, "POST", "/v1/contribution-payments/compute", { body: { organizationId: ORG, quarter } });
      expect(res.status).toBe(200);
    }
    q3 = (await paymentOf(contractA, "2026-Q3"))[0];
  }, 240_000);

  it("the quarter's payment has the quarterly statement's figures (one computation), line by line", async () => {
    const st = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractA, quarter: "2026-Q3" } });
    const s = st.body.data[0].statement;
    // hand check: 13 weeks × 20 h = 260 h × 1.92 = 499.20 (worker 124.80); CAS.SA.COLF 260 × 0.06 = 15.60; due Mon 12 Oct 2026
    expect(q3).toMatchObject({ kind: "quarterly", dueDate: "2026-10-12", hours: 260, inpsAmount: "499.20", inpsEmployee: "124.80", inpsEmployer: "374.40" });
    expect(q3).toMatchObject({ cassacolfAmount: "15.60", totalDue: "514.80", over80Relief: "0.00", paidAmount: "0.00", balance: "514.80" });
    expect([q3.totalDue, q3.inpsAmount, q3.cassacolfAmount, q3.hours]).toEqual([
      s.totals.totalToPay,
      s.totals.inpsAmount,
      s.totals.cassacolfAmount,
      s.totals.hours,
    ]);
    expect(q3.lines).toEqual(
      s.payments[0].notices.map((n: any) =>
        expect.objectContaining({ number: n.number, type: n.type, hours: n.hours, effectiveHourlyWage: n.effectiveHourlyWage, totalToPay: n.totalToPay }),
      ),
    );
    // the effective hourly wage of the INPS class: 10.00 + the 13th's and the other accruals' share
    expect(q3.lines[0]).toMatchObject({
      type: "bracket_2",
      hours: 260,
      effectiveHourlyWage: "11.14",
      cuaf: true,
      inpsAmount: "499.20",
      cassacolfAmount: "15.60",
    });
  });

  it("exports the notice data per employment as CSV (our layout: one row per notice)", async () => {
    const res = await call(csv.GET, "GET", "/v1/contribution-payments/csv", {
      query: { organizationId: ORG, quarter: "2026-Q3", domesticContractId: contractA },
    });
    expect(res.status).toBe(200);
    const [header, row, more] = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(";")[0]).toBe('"codice_rapporto"');
    expect(row!.split(";").slice(5, 20)).toEqual(
      ["1", "2026-06-28", "2026-09-26", "260", "11.14", "bracket_2", "si", "499.20", "124.80", "374.40", "15.60", "5.20", "10.40", "0.00", "514.80"].map(
        (v) => `"${v}"`,
      ),
    );
    expect(more).toBeUndefined();
  });

  it("a quarter with a payslip still a draft is pending: nothing to notify or pay yet", async () => {
    const [b] = await paymentOf(contractB, "2026-Q3");
    expect(b.status).toBe("pending");
    const paid = await call(payments.POST, "POST", `/v1/contribution-payments/${b.id}/payments`, {
      params: { id: b.id },
      body: { paidOn: "2026-10-05", amount: "100.00" },
    });
    expect(paid.status).toBe(422);
    expect(paid.body.errors).toEqual([expect.objectContaining({ path: "", code: "contribution_payment_pending" })]);
    const told = await call(notify.POST, "POST", `/v1/contribution-payments/${b.id}/notify`, { params: { id: b.id }, body: { method: "phone" } });
    expect([told.status, told.body.errors?.[0]?.code]).toEqual([422, "contribution_payment_pending"]);
  });

  it("is ready on its due date and overdue from the day after (today injected)", async () => {
    expect((await getContributionPayment(ctx, q3.id, getDb(), "2026-10-12")).status).toBe("ready");
    expect((await getContributionPayment(ctx, q3.id, getDb(), "2026-10-13")).status).toBe("overdue");
    const filter = { organizationId: ORG, quarter: "2026-Q3", status: "overdue" as const, page: 1, limit: 20 };
    expect((await listContributionPayments(ctx, filter, "2026-10-12")).data.map((p) => p.id)).not.toContain(q3.id);
    const later = await listContributionPayments(ctx, { ...filter, status: undefined, search: `${stamp}` }, "2026-10-13");
    expect(later.data[0]!.id).toBe(q3.id); // overdue first
    expect(later.counts).toMatchObject({ overdue: 1, pending: 1 });
  });

  it("refuses bad payments with pointers and changes nothing", async () => {
    const bad = async (body: Record<string, string>) =>
      (await call(payments.POST, "POST", `/v1/contribution-payments/${q3.id}/payments`, { params: { id: q3.id }, body })).body.errors.map((e: any) => [
        e.path,
        e.code,
      ]);
    expect(await bad({ paidOn: "2026-10-05", amount: "0.00" })).toEqual([["/amount", "amount_not_positive"]]);
    expect(await bad({ paidOn: "2026-10-05", amount: "-5.00" })).toEqual([["/amount", "amount_not_positive"]]);
    expect(await bad({ paidOn: "2099-01-04", amount: "10.00" })).toEqual([["/paidOn", "date_in_future"]]);
    expect(await bad({ paidOn: "2026-06-30", amount: "10.00" })).toEqual([["/paidOn", "before_quarter_start"]]);
    const again = await call(one.GET, "GET", `/v1/contribution-payments/${q3.id}`, { params: { id: q3.id } });
    expect([again.body.paidAmount, again.body.payments]).toEqual(["0.00", []]);
    const other = await call(one.GET, "GET", `/v1/contribution-payments/${q3.id}`, { params: { id: q3.id }, key: TEST_OTHER_API_KEY });
    expect(other.status).toBe(404);
  });

  it("notify by e-mail queues a payment notice to the household with the amounts per line and the due date", async () => {
    const res = await call(notify.POST, "POST", `/v1/contribution-payments/${q3.id}/notify`, {
      params: { id: q3.id },
      body: { method: "email", date: "2026-10-01" },
    });
    expect(res.status).toBe(200);
    expect(res.body.notification).toEqual({ method: "email", date: "2026-10-01", note: null, byUserId: null });
    const mails = await getDb().emailMessage.findMany({
      where: { organizationId: ORG, toAddress: `famiglia.${stamp}@example.test`, kind: "contribution_notice" },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Contributi INPS lavoro domestico 2026-Q3: importi e scadenza");
    const text = mails[0]!.textBody.replace(/\u00a0/g, " ");
    expect(text).toContain("Avviso 1: 2026-06-28 – 2026-09-26, 260 ore, paga oraria 11,14 €: INPS 499,20 €, CAS.SA.COLF 15,60 € → 514,80 €");
    expect(text).toContain("Totale: 514,80 €, da versare entro 12 ottobre 2026");
    expect(mails[0]!.textBody).not.toMatch(/[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]/); // no fiscal code
    // a household without any address: refused at /method
    const [c] = await paymentOf(contractC, "2026-Q2");
    await getDb().portalAccess.updateMany({ where: { employerId: employerC }, data: { revokedAt: new Date() } });
    const none = await call(notify.POST, "POST", `/v1/contribution-payments/${c.id}/notify`, { params: { id: c.id }, body: { method: "email" } });
    expect([none.status, none.body.errors?.[0]]).toEqual([422, expect.objectContaining({ path: "/method", code: "no_email_address" })]);
    await getDb().portalAccess.updateMany({ where: { employerId: employerC }, data: { revokedAt: null } });
  });

  it("a partial payment keeps the status with the balance; the covering one makes it paid; more is kept as excess", async () => {
    const pay = (body: Record<string, string>) => call(payments.POST, "POST", `/v1/contribution-payments/${q3.id}/payments`, { params: { id: q3.id }, body });
    const partial = await pay({ paidOn: "2026-10-09", amount: "300.00", noticeCode: "301000000000123456" });
    expect(partial.status).toBe(200);
    // the due date passed (today is after 12 Oct 2026 on this machine's clock or the test's): overdue with 214.80 left
    const expectedStatus = (await getContributionPayment(ctx, q3.id)).status;
    expect(["notified", "overdue"]).toContain(expectedStatus);
    expect(partial.body).toMatchObject({ status: expectedStatus, paidAmount: "300.00", balance: "214.80", excessAmount: "0.00", paidOn: null });
    const rest = await pay({ paidOn: "2026-10-20", amount: "214.80" });
    expect(rest.body).toMatchObject({ status: "paid", paidAmount: "514.80", balance: "0.00", paidOn: "2026-10-20" });
    const excess = await pay({ paidOn: "2026-10-21", amount: "50.00", note: "pagato due volte" });
    expect(excess.body).toMatchObject({ status: "paid", paidAmount: "564.80", balance: "0.00", excessAmount: "50.00", paidOn: "2026-10-20" });
    expect(excess.body.payments.map((p: any) => [p.paidOn, p.amount, p.noticeCode])).toEqual([
      ["2026-10-09", "300.00", "301000000000123456"],
      ["2026-10-20", "214.80", null],
      ["2026-10-21", "50.00", null],
    ]);
    const told = await call(notify.POST, "POST", `/v1/contribution-payments/${q3.id}/notify`, { params: { id: q3.id }, body: { method: "phone" } });
    expect(told.status).toBe(409);
    const deliveries = await getDb().webhookDelivery.findMany({
      where: { organizationId: ORG, eventType: "contribution_payment.paid" },
      select: { payload: true },
    });
    expect(deliveries.filter((d) => (d.payload as any).data.object.id === q3.id)).toHaveLength(1);
  });

  it("the cessation payment is due 10 days after the end (Fri 29 May → Mon 8 Jun 2026), not on the quarter's 10 July", async () => {
    const rows = await paymentOf(contractC, "2026-Q2");
    expect(rows.map((r) => [r.kind, r.dueDate])).toEqual([["cessation_worked", "2026-06-08"]]);
    expect(rows[0].status).toBe("overdue"); // today, on this machine, is after it
    expect((await getContributionPayment(ctx, rows[0].id, getDb(), "2026-06-08")).status).toBe("ready");
    expect((await getContributionPayment(ctx, rows[0].id, getDb(), "2026-06-09")).status).toBe("overdue");
  });

  it("reminders: days before the due date (setting, default 5) and on the day after, once each, to the household's addresses", async () => {
    const [c] = await paymentOf(contractC, "2026-Q2");
    const mailsOf = () =>
      getDb().emailMessage.findMany({
        where: { organizationId: ORG, toAddress: `carla.${stamp}@example.test`, kind: "contribution_reminder" },
        orderBy: { createdAt: "asc" },
      });
    await sweepContributionReminders(new Date("2026-06-02T08:00:00Z")); // 6 days before: not yet
    expect(await mailsOf()).toHaveLength(0);
    await sweepContributionReminders(new Date("2026-06-03T08:00:00Z")); // 5 days before
    await sweepContributionReminders(new Date("2026-06-04T08:00:00Z")); // not again
    expect((await mailsOf()).map((m) => m.subject)).toEqual(["Promemoria: contributi INPS lavoro domestico 2026-Q2 in scadenza"]);
    await sweepContributionReminders(new Date("2026-06-08T08:00:00Z")); // the due date: no overdue reminder yet
    expect(await mailsOf()).toHaveLength(1);
    await sweepContributionReminders(new Date("2026-06-09T08:00:00Z")); // the day after
    await sweepContributionReminders(new Date("2026-06-10T08:00:00Z"));
    const mails = await mailsOf();
    expect(mails.map((m) => m.subject)).toEqual([
      "Promemoria: contributi INPS lavoro domestico 2026-Q2 in scadenza",
      "Contributi INPS lavoro domestico 2026-Q2: scadenza superata",
    ]);
    expect(mails[1]!.textBody).toContain("la scadenza del versamento per Rosa Termine");
    // and they leave through SMTP: a real server in this process receives both
    const smtp = await startTestSmtp();
    process.env.SMTP_URL = smtp.url;
    try {
      await sendDueEmails();
      const to = `carla.${stamp}@example.test`;
      const before = await smtp.waitFor((m) => m.to.includes(to) && m.subject.includes("in scadenza"));
      const after = await smtp.waitFor((m) => m.to.includes(to) && m.subject.includes("scadenza superata"));
      expect(before.text).toContain("2026-Q2");
      expect(after.text).toContain("la scadenza del versamento per Rosa Termine");
      expect((await mailsOf()).map((m) => m.status)).toEqual(["sent", "sent"]);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.stop();
    }
    const overdue = await getDb().webhookDelivery.findMany({
      where: { organizationId: ORG, eventType: "contribution_payment.overdue" },
      select: { payload: true },
    });
    expect(overdue.filter((d) => (d.payload as any).data.object.id === c.id)).toHaveLength(1);
  });

  it("bulk notify: each id its own outcome", async () => {
    const [b] = await paymentOf(contractB, "2026-Q3");
    const [c] = await paymentOf(contractC, "2026-Q2");
    const res = await call(bulkNotify.POST, "POST", "/v1/contribution-payments/notify", {
      body: { ids: [b.id, c.id], method: "paper", note: "lettera consegnata" },
    });
    expect(res.body.results).toEqual([
      { id: b.id, outcome: "refused", code: "contribution_payment_pending", emails: 0 },
      { id: c.id, outcome: "notified", code: null, emails: 0 },
    ]);
  });

  it("a CSV of payments: per-row outcomes with pointers, a dry run that records nothing", async () => {
    const code = `R${String(stamp).slice(-9)}`;
    await getDb().domesticContract.update({ where: { id: contractC }, data: { inpsRelationshipCode: code } });
    const [c] = await paymentOf(contractC, "2026-Q2");
    const total = c.totalDue.replace(".", ",");
    const csvText = `codice_rapporto;trimestre;data;importo\n${code};2026-Q2;2026-06-05;${total}\nNOPE;2026-Q2;2026-06-05;10,00\n${code};2026-Q2;2026-06-05;0,00\n`;
    const dry = await call(paymentsImport.POST, "POST", "/v1/contribution-payments/payments-import", {
      body: { organizationId: ORG, csv: csvText, dryRun: true },
    });
    expect(dry.body.rows).toEqual([
      { line: 2, outcome: "valid", contributionPaymentId: c.id, errors: [] },
      { line: 3, outcome: "refused", contributionPaymentId: null, errors: [{ path: "/relationshipCode", code: "contribution_payment_not_found" }] },
      { line: 4, outcome: "refused", contributionPaymentId: c.id, errors: [{ path: "/amount", code: "amount_not_positive" }] },
    ]);
    expect((await paymentOf(contractC, "2026-Q2"))[0].paidAmount).toBe("0.00");
    const real = await call(paymentsImport.POST, "POST", "/v1/contribution-payments/payments-import", { body: { organizationId: ORG, csv: csvText } });
    expect([real.body.recorded, real.body.refused]).toEqual([1, 2]);
    const [after] = await paymentOf(contractC, "2026-Q2");
    expect(after).toMatchObject({ status: "paid", paidAmount: c.totalDue, paidOn: "2026-06-05" });
    expect(after.payments[0].source).toBe("import");
  });

  it("the employer's statement counts what was paid in the year: Q4 2025 paid in January counts in 2026, not 2025", async () => {
    const [q4] = await paymentOf(contractA, "2025-Q4");
    expect(q4.dueDate).toBe("2026-01-12");
    const year = async (y: number) => (await call(taxStatement.GET, "GET", "/v1/employer-tax-statements", { query: { employerId: employerA, year: y } })).body;
    // not paid yet: counted at its due date, as an estimate
    const estimated = await year(2026);
    expect(estimated.items.find((i: any) => i.contributionPaymentId === q4.id)).toMatchObject({
      date: "2026-01-12",
      estimate: true,
      employerInps: q4.inpsEmployer,
    });
    expect(estimated.estimated).toBe(q4.inpsEmployer);
    expect((await year(2025)).items).toEqual([]);
    await call(payments.POST, "POST", `/v1/contribution-payments/${q4.id}/payments`, {
      params: { id: q4.id },
      body: { paidOn: "2026-01-12", amount: q4.totalDue },
    });
    const s = await year(2026);
    // Q3 2026: 374.40 employer INPS split by the payments: 300.00 of 514.80 → 218.18 on 9 Oct, the rest 156.22 on 20 Oct; the excess counts nothing
    expect(s.items.map((i: any) => [i.date, i.quarter, i.estimate, i.employerInps])).toEqual([
      ["2026-01-12", "2025-Q4", false, q4.inpsEmployer],
      ["2026-10-09", "2026-Q3", false, "218.18"],
      ["2026-10-20", "2026-Q3", false, "156.22"],
      ["2026-10-21", "2026-Q3", false, "0.00"],
    ]);
    const total = (Number(q4.inpsEmployer) + 374.4).toFixed(2);
    expect(s).toMatchObject({ employerInpsTotal: total, estimated: "0.00", deductible: Number(total) > 1549.37 ? "1549.37" : total, deductibleCap: "1549.37" });
    expect((await year(2025)).items).toEqual([]);
    const pdf = await call(taxStatementPdf.GET, "GET", "/v1/employer-tax-statements/pdf", { query: { employerId: employerA, year: 2026 } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await fetchPdf(employerA, 2026))), { mergePages: true });
    expect(text).toContain("Prospetto dei contributi previdenziali versati nell'anno 2026");
    expect(text).toContain("218,18 €");
    expect(text).toContain("156,22 €");
    expect(text).toContain("1.549,37 €");
  });

  it("the worker's annual statement reads the same cash-basis figure: Q4 2025 paid in January 2026 is deductible in 2026, not 2025", async () => {
    const [q4] = await paymentOf(contractA, "2025-Q4");
    const annual = async (y: number) => {
      const res = await call(annualStatements.GET, "GET", "/v1/annual-statements", { query: { domesticContractId: contractA, year: y } });
      expect(res.status).toBe(200);
      return res.body.statement.employer;
    };
    const y2025 = await annual(2025);
    // accrued on the 2025 payslips, but nothing was paid in 2025
    expect(Number(y2025.inpsEmployerShare)).toBeGreaterThan(0);
    expect(y2025.deductibleContributions).toBe("0.00");
    const tax2026 = (await call(taxStatement.GET, "GET", "/v1/employer-tax-statements", { query: { employerId: employerA, year: 2026 } })).body;
    const mine = tax2026.items.filter((i: any) => i.domesticContractId === contractA);
    const paid2026 = (Number(q4.inpsEmployer) + 374.4).toFixed(2);
    expect(mine.reduce((t: number, i: any) => t + Number(i.employerInps), 0).toFixed(2)).toBe(paid2026);
    const y2026 = await annual(2026);
    expect(y2026.deductibleContributions).toBe(Number(paid2026) > 1549.37 ? "1549.37" : paid2026);
    // the accrual figure of 2026 differs: it leaves out Q4 2025 paid in January
    expect(y2026.deductibleContributions).not.toBe(y2026.inpsEmployerShare);
  });

  it("over-80 relief: a contract flag; the payment and the statement show it as a line, the worker's share unchanged", async () => {
    const patched = await call(contractRoute.PATCH, "PATCH", `/v1/domestic-contracts/${contractA}`, {
      params: { id: contractA },
      body: { over80ReliefStart: "2025-01-01" },
    });
    expect([patched.status, patched.body.over80ReliefStart]).toEqual([200, "2025-01-01"]);
    await call(compute.POST, "POST", "/v1/contribution-payments/compute", { body: { organizationId: ORG, quarter: "2026-Q3", domesticContractId: contractA } });
    const [p] = await paymentOf(contractA, "2026-Q3");
    // every week of Q3 2026 inside the 24 months: the whole employer INPS share 374.40 (< 750.00) relieved
    expect(p).toMatchObject({
      inpsEmployer: "374.40",
      inpsEmployee: "124.80",
      over80Relief: "374.40",
      totalDue: "140.40",
      status: "paid",
      excessAmount: "424.40",
    });
    expect(p.lines[0]).toMatchObject({ over80Relief: "374.40", totalToPay: "140.40" });
    const st = await call(statements.GET, "GET", "/v1/inps-statements", { query: { domesticContractId: contractA, quarter: "2026-Q3" } });
    expect(st.body.data[0].statement.totals).toMatchObject({ over80Relief: "374.40", totalToPay: "140.40", employeeShare: "130.00" });
  });
});

async function fetchPdf(employerId: string, year: number): Promise<ArrayBuffer> {
  const { NextRequest } = await import("next/server");
  const url = new URL(`http://localhost:3000/v1/employer-tax-statements/pdf?employerId=${employerId}&year=${year}`);
  const { TEST_API_KEY } = await import("../support/constants");
  const res = await taxStatementPdf.GET(new NextRequest(url, { headers: { authorization: `Bearer ${TEST_API_KEY}` } }), { params: Promise.resolve({}) });
  return res.arrayBuffer();
}

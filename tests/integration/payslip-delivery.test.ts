/**
 * Issue 29 point 7, payslips delivered and received: finalizing a payslip queues one e-mail per
 * active accepted portal access (the employer's household people, the contract's worker) in the
 * access's language, with a link and no figure, never twice; a month-end finalize does the same
 * per payslip; the organization's `attachPayslipPdf` adds the attachment, a PDF that opens only
 * with the worker's fiscal code. The worker reads final payslips only (drafts and other workers'
 * payslips are unknown), records opening one and confirms the pay once (409 after, with who and
 * when); the clerk's API answers carry viewedAt and receiptConfirmedAt.
 */
import { getDocumentProxy, extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as onePayslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as payslipList from "@/app/(api)/v1/domestic-payslips/route";
import * as monthStatus from "@/app/(api)/v1/domestic-payslips/month-status/route";
import * as viewRoute from "@/app/(api)/v1/domestic-payslips/[id]/view/route";
import * as receiptRoute from "@/app/(api)/v1/domestic-payslips/[id]/receipt-confirmation/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import * as finalizeRun from "@/app/(api)/v1/payroll-runs/[id]/finalize/route";
import * as settings from "@/app/(api)/v1/payroll-settings/route";
import { problemResponse } from "@/lib/api/problem";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";
import { serviceContext, type ServiceContext } from "@/lib/services/context";
import { getPayslipPdf } from "@/lib/services/documents/get-payslip-pdf";
import { confirmPayslipReceipt } from "@/lib/services/payslips/confirm-payslip-receipt";
import { queuePayslipFinalizedEmails, renderProtectedPayslipPdf } from "@/lib/services/payslips/delivery-emails";
import { getPayslip } from "@/lib/services/payslips/get-payslip";
import { listPayslips } from "@/lib/services/payslips/list-payslips";
import { listPortalPayslips } from "@/lib/services/payslips/list-portal-payslips";
import { recordPayslipView } from "@/lib/services/payslips/record-payslip-view";
import { listPortalCalendar } from "@/lib/services/work-events/list-portal-calendar";
import { buildApiKey, buildContract, buildEmployer, buildOrganization, buildUser } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { appOpenApiContract } from "../support/openapi-contract";
import { sessionCookieFor } from "../support/session";

const RUN = Date.now().toString(36);
const FISCAL_A = "BNCLRA80A41H501K";
const FISCAL_B = "VRDGNN75B12F205Z";
let ORG = "";
let key = "";
const adminEmail = `delivery.admin.${RUN}@example.it`;
const session = async (email: string) => ({ key: null, headers: { cookie: await sessionCookieFor(email), origin: "http://localhost:3000" } });

const ids = {
  employerA: "",
  employerB: "",
  contractA: "",
  contractB: "",
  workerA: "",
  workerB: "",
  userWorkerA: "",
  userWorkerB: "",
  userHousehold: "",
};

async function portalUser(email: string): Promise<string> {
  const user = await getDb().user.create({ data: { organizationId: ORG, email, name: email, role: "portal", passwordHash: "x" }, select: { id: true } });
  return user.id;
}

async function access(data: {
  email: string;
  locale?: string;
  userId?: string | null;
  employerId?: string;
  right?: string;
  workerId?: string;
  revoked?: boolean;
}) {
  await getDb().portalAccess.create({
    data: {
      organizationId: ORG,
      email: data.email,
      locale: data.locale ?? "it",
      userId: data.userId ?? null,
      employerId: data.employerId ?? null,
      right: data.right ?? null,
      workerId: data.workerId ?? null,
      acceptedAt: data.userId ? new Date() : null,
      revokedAt: data.revoked ? new Date() : null,
    },
  });
}

function workerContext(userId: string, workerId: string, contractIds: string[]): ServiceContext {
  const principal: Principal = {
    kind: "user",
    actorId: userId,
    organizationId: ORG,
    readOnly: false,
    role: null,
    contractIds,
    portal: { kind: "worker", workerId },
  };
  return serviceContext(principal, `test-${RUN}`);
}

function householdContext(userId: string, employerId: string): ServiceContext {
  const principal: Principal = {
    kind: "user",
    actorId: userId,
    organizationId: ORG,
    readOnly: false,
    role: null,
    employerIds: [employerId],
    portal: { kind: "household", rights: { [employerId]: "view" } },
  };
  return serviceContext(principal, `test-${RUN}`);
}

async function runFor(contractId: string, period: string): Promise<string> {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    key,
    body: { domesticContractId: contractId, startDate: `${period}-01`, endDate: last },
  });
  expect(w.status, w.text).toBe(200);
  const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    key,
    body: {
      domesticContractId: contractId,
      organizationId: ORG,
      period,
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

async function finalizeOne(id: string) {
  return call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { key, params: { id } });
}

const messagesOf = (payslipId: string) =>
  getDb().emailMessage.findMany({
    where: { organizationId: ORG, kind: "payslip_finalized", dedupeKey: { startsWith: `payslip_finalized:${payslipId}:` } },
    orderBy: { toAddress: "asc" },
  });

/** Every way an amount may be written: "1234.5", "1234.50", "1.234,50", "1,234.50". */
function amountForms(value: string): string[] {
  const [int, dec] = value.split(".") as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return [value, `${int},${dec}`, `${grouped},${dec}`, `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${dec}`];
}

async function waitForFinalize(id: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { key, params: { id }, query: { limit: 500 } });
    if (res.body.finalize?.status === "completed" || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitForRun(id: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { key, params: { id }, query: { limit: 500 } });
    if (res.body.status !== "running" || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  await startWorkers();
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Studio Consegna ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "delivery test" })).key;
  await buildUser(db, { organizationId: ORG, email: adminEmail, password: "password-admin-1", name: "Ada Admin", role: "admin" });
  const schedule = {
    level: "B",
    jobType: "domestic_help",
    cohabiting: false,
    payBasis: "hourly",
    wage: "9.50",
    weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
  };
  const employerA = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Elena", lastName: `Rossi${RUN}` } });
  const employerB = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Paolo", lastName: `Neri${RUN}` } });
  const contractA = await buildContract(db, ORG, employerA.id, {
    worker: { firstName: "Laura", lastName: "Bianchi", fiscalCode: FISCAL_A },
    startDate: "2025-01-01",
    terms: schedule as never,
  });
  const contractB = await buildContract(db, ORG, employerB.id, {
    worker: { firstName: "Giovanni", lastName: "Verdi", fiscalCode: FISCAL_B },
    startDate: "2025-01-01",
    terms: schedule as never,
  });
  Object.assign(ids, { employerA: employerA.id, employerB: employerB.id, contractA: contractA.id, contractB: contractB.id });
  const linked = await db.domesticContract.findMany({ where: { id: { in: [contractA.id, contractB.id] } }, select: { id: true, workerId: true } });
  ids.workerA = linked.find((c) => c.id === contractA.id)!.workerId!;
  ids.workerB = linked.find((c) => c.id === contractB.id)!.workerId!;
  for (const contractId of [contractA.id, contractB.id]) {
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      key,
      body: { domesticContractId: contractId, startDate: "2025-01-01", endDate: "2025-06-30" },
    });
    expect(filled.status, filled.text).toBe(201);
  }

  // the first PDF of a process loads and parses the fonts: done here, not inside the first finalize's transaction
  const warmUp = await runFor(contractA.id, "2025-01");
  await getPayslipPdf(serviceContext({ kind: "api_key", actorId: "warm-up", organizationId: ORG, readOnly: true, role: null }, "warm-up"), warmUp, new Date());

  ids.userHousehold = await portalUser(`famiglia.view.${RUN}@example.it`);
  const householdFull = await portalUser(`famiglia.full.${RUN}@example.it`);
  ids.userWorkerA = await portalUser(`laura.${RUN}@example.it`);
  ids.userWorkerB = await portalUser(`giovanni.${RUN}@example.it`);
  const householdB = await portalUser(`neri.${RUN}@example.it`);
  // employer A: a "view" person in Italian, a "full" person in English, a revoked one, an invitation not accepted
  await access({ email: `famiglia.view.${RUN}@example.it`, userId: ids.userHousehold, employerId: employerA.id, right: "view" });
  await access({ email: `famiglia.full.${RUN}@example.it`, locale: "en", userId: householdFull, employerId: employerA.id, right: "full" });
  await access({
    email: `revocata.${RUN}@example.it`,
    userId: await portalUser(`revocata.${RUN}@example.it`),
    employerId: employerA.id,
    right: "view",
    revoked: true,
  });
  await access({ email: `invitata.${RUN}@example.it`, employerId: employerA.id, right: "presences" });
  // the workers: A reads English, B Italian; employer B's household in Italian
  await access({ email: `laura.${RUN}@example.it`, locale: "en", userId: ids.userWorkerA, workerId: ids.workerA });
  await access({ email: `giovanni.${RUN}@example.it`, userId: ids.userWorkerB, workerId: ids.workerB });
  await access({ email: `neri.${RUN}@example.it`, userId: householdB, employerId: employerB.id, right: "presences" });
});

afterAll(async () => {
  await stopBoss(45_000);
}, 60_000);

describe("finalize → e-mail (issue 29 point 7)", () => {
  let payslipId = "";

  it("queues one message per active accepted access of the employer and the worker, in its language, a link and no figure", async () => {
    payslipId = await runFor(ids.contractA, "2025-02");
    // nothing is sent for a draft
    expect(await messagesOf(payslipId)).toHaveLength(0);
    const res = await finalizeOne(payslipId);
    expect(res.status, res.text).toBe(200);
    const totalNet = res.body.totalNet as string;
    const totalGross = res.body.totalGross as string;
    // February 2025: 20 weekdays × 4 h × €9.50 = €760.00 gross
    expect(totalGross).toBe("760.00");

    const messages = await messagesOf(payslipId);
    // not the revoked access, not the unaccepted invitation, not employer B's people nor worker B
    expect(messages.map((m) => [m.toAddress, m.locale])).toEqual([
      [`famiglia.full.${RUN}@example.it`, "en"],
      [`famiglia.view.${RUN}@example.it`, "it"],
      [`laura.${RUN}@example.it`, "en"],
    ]);
    const byTo = Object.fromEntries(messages.map((m) => [m.toAddress, m]));
    expect(byTo[`famiglia.view.${RUN}@example.it`]!.subject).toBe("Busta paga di febbraio 2025 disponibile");
    expect(byTo[`famiglia.view.${RUN}@example.it`]!.textBody).toContain("La busta paga del tuo collaboratore domestico di febbraio 2025 è pronta.");
    expect(byTo[`famiglia.full.${RUN}@example.it`]!.subject).toBe("Payslip for February 2025 available");
    expect(byTo[`laura.${RUN}@example.it`]!.textBody).toContain("Your payslip for February 2025 is ready.");
    expect(byTo[`laura.${RUN}@example.it`]!.textBody).toContain("Once you have received the pay, please confirm it in the portal.");
    for (const m of messages) {
      expect(m.textBody).toContain(`/portal/payslips/${payslipId}`);
      expect(m.attachment).toBeNull();
      expect(m.status).toBe("queued");
      for (const amount of [...amountForms(totalNet), ...amountForms(totalGross)]) expect(m.textBody).not.toContain(amount);
      expect(m.textBody).not.toContain(FISCAL_A);
      expect(m.textBody).not.toContain("Bianchi");
      expect(m.textBody).not.toContain("€");
    }
  });

  it("a second finalize is refused and sends nothing; queueing the same payslip again writes no duplicate", async () => {
    const again = await finalizeOne(payslipId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("payslip_not_draft");
    await getDb().$transaction((tx) => queuePayslipFinalizedEmails(tx, ORG, payslipId));
    expect(await messagesOf(payslipId)).toHaveLength(3);
  });

  it("with attachPayslipPdf on, the messages carry the payslip to attach; the PDF opens only with the worker's fiscal code", async () => {
    const on = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(adminEmail)), body: { attachPayslipPdf: true } });
    expect(on.status, on.text).toBe(200);
    expect(on.body.values.attachPayslipPdf).toBe(true);
    expect(on.body.defaults.attachPayslipPdf).toBe(false);
    const id = await runFor(ids.contractA, "2025-03");
    expect((await finalizeOne(id)).status).toBe(200);
    const messages = await messagesOf(id);
    expect(messages).toHaveLength(3);
    for (const m of messages) {
      expect(m.attachment).toEqual({ payslipId: id });
      expect(m.textBody).not.toContain(FISCAL_A);
    }
    expect(messages.find((m) => m.locale === "it")!.textBody).toContain("protetto da una password: il codice fiscale del lavoratore");

    const pdf = await renderProtectedPayslipPdf(getDb(), ORG, id);
    expect(pdf).not.toBeNull();
    expect(pdf!.filename).toBe("busta-paga-2025-03.pdf");
    // an encryption dictionary with AES-256 (V 5, R 6)
    const raw = pdf!.content.toString("latin1");
    expect(raw).toContain("/Encrypt");
    expect(raw).toMatch(/\/V 5/);
    // without the password pdf.js refuses it; with a wrong one too; with the fiscal code it reads
    await expect(getDocumentProxy(new Uint8Array(pdf!.content))).rejects.toThrow(/password/i);
    await expect(getDocumentProxy(new Uint8Array(pdf!.content), { password: "RSSMRA80A01H501U" })).rejects.toThrow(/password/i);
    const doc = await getDocumentProxy(new Uint8Array(pdf!.content), { password: FISCAL_A });
    const { text } = await extractText(doc, { mergePages: true });
    expect((text as string).replace(/\s+/g, " ")).toContain("Laura Bianchi");

    const off = await call(settings.PATCH, "PATCH", "/v1/payroll-settings", { ...(await session(adminEmail)), body: { attachPayslipPdf: null } });
    expect(off.body.values.attachPayslipPdf).toBe(false);
  });

  it("a month-end run's finalize queues each payslip's messages", async () => {
    const created = await call(runs.POST, "POST", "/v1/payroll-runs", { key, body: { period: "2025-04", scope: "all" } });
    expect(created.status, created.text).toBe(202);
    const done = await waitForRun(created.body.id);
    expect(done.body.status).toBe("completed");
    const finalized = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${created.body.id}/finalize`, { key, params: { id: created.body.id } });
    expect(finalized.status, finalized.text).toBe(202);
    const after = await waitForFinalize(created.body.id);
    expect(after.body.finalize.status).toBe("completed");
    const items = after.body.items.data as { payslipId: string; domesticContractId: string; finalizeOutcome: string }[];
    expect(items.map((i) => i.finalizeOutcome)).toEqual(["finalized", "finalized"]);
    const a = items.find((i) => i.domesticContractId === ids.contractA)!.payslipId;
    const b = items.find((i) => i.domesticContractId === ids.contractB)!.payslipId;
    expect((await messagesOf(a)).map((m) => m.toAddress)).toEqual([
      `famiglia.full.${RUN}@example.it`,
      `famiglia.view.${RUN}@example.it`,
      `laura.${RUN}@example.it`,
    ]);
    const toB = await messagesOf(b);
    expect(toB.map((m) => [m.toAddress, m.locale, m.subject])).toEqual([
      [`giovanni.${RUN}@example.it`, "it", "Busta paga di aprile 2025 disponibile"],
      [`neri.${RUN}@example.it`, "it", "Busta paga di aprile 2025 disponibile"],
    ]);
    expect(toB[0]!.textBody).toContain("La tua busta paga di aprile 2025 è pronta.");
  });
});

describe("the worker's view and receipt (issue 29 point 7)", () => {
  let finalA = "";
  let draftA = "";
  let finalB = "";
  const contract = appOpenApiContract();
  const conforms = (method: string, path: string, body: unknown, status = 200) =>
    expect(contract.check(method, path, { status, contentType: "application/json", body })).toEqual([]);

  beforeAll(async () => {
    finalA = await runFor(ids.contractA, "2025-05");
    expect((await finalizeOne(finalA)).status).toBe(200);
    draftA = await runFor(ids.contractA, "2025-06");
    finalB = await runFor(ids.contractB, "2025-05");
    expect((await finalizeOne(finalB)).status).toBe(200);
  });

  it("a worker lists and reads final payslips only, of their own contracts: drafts and another worker's are unknown", async () => {
    const worker = workerContext(ids.userWorkerA, ids.workerA, [ids.contractA]);
    const list = await listPayslips(worker, { domesticContractId: ids.contractA, page: 1, limit: 50, sortField: "startDate", sortDirection: "desc" } as never);
    conforms("GET", "/v1/domestic-payslips", list);
    expect(list.data.map((p) => p.status)).toEqual(list.data.map(() => "final"));
    expect(list.data.map((p) => p.id)).not.toContain(draftA);
    expect(list.data.map((p) => p.id)).toContain(finalA);
    const drafts = await listPayslips(worker, {
      domesticContractId: ids.contractA,
      status: "draft",
      page: 1,
      limit: 50,
      sortField: "startDate",
      sortDirection: "desc",
    } as never);
    expect(drafts.data).toEqual([]);
    await expect(
      listPayslips(worker, { domesticContractId: ids.contractB, page: 1, limit: 50, sortField: "startDate", sortDirection: "desc" } as never),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(getPayslip(worker, draftA)).rejects.toMatchObject({ code: "not_found" });
    await expect(getPayslip(worker, finalB)).rejects.toMatchObject({ code: "not_found" });
    await expect(getPayslipPdf(worker, draftA, new Date())).rejects.toMatchObject({ code: "not_found" });
    const pdf = await getPayslipPdf(worker, finalA, new Date());
    expect(pdf.filename).toBe("busta-paga-2025-05.pdf");
    // the portal's list: newest first, finals of the worker's contracts only
    const portal = await listPortalPayslips(worker);
    expect(portal.map((p) => p.period)).toEqual(["2025-05", "2025-04", "2025-03", "2025-02"]);
    expect(portal.every((p) => p.employerName.includes(`Rossi${RUN}`))).toBe(true);
    // a household sees its employer's finals too
    const household = await listPortalPayslips(householdContext(ids.userHousehold, ids.employerA));
    expect(household.map((p) => p.id)).toContain(finalA);
    expect(household.map((p) => p.id)).not.toContain(finalB);
  });

  it("opening records viewedAt once; only the worker records it", async () => {
    const worker = workerContext(ids.userWorkerA, ids.workerA, [ids.contractA]);
    expect((await getPayslip(worker, finalA)).viewedAt).toBeNull();
    const first = await recordPayslipView(worker, finalA);
    conforms("POST", `/v1/domestic-payslips/${finalA}/view`, first);
    expect(first.viewedAt).not.toBeNull();
    const second = await recordPayslipView(worker, finalA);
    expect(second.viewedAt).toBe(first.viewedAt);
    expect(await getDb().auditLog.count({ where: { organizationId: ORG, action: "payslip.view", entityId: finalA } })).toBe(1);
    // unread in the portal list until opened
    const portal = await listPortalPayslips(worker);
    expect(portal.find((p) => p.id === finalA)!.viewedAt).toBe(first.viewedAt);
    expect(portal.filter((p) => p.viewedAt === null).map((p) => p.period)).toEqual(["2025-04", "2025-03", "2025-02"]);

    await expect(recordPayslipView(worker, draftA)).rejects.toMatchObject({ code: "not_found" });
    await expect(recordPayslipView(worker, finalB)).rejects.toMatchObject({ code: "not_found" });
    await expect(recordPayslipView(householdContext(ids.userHousehold, ids.employerA), finalA)).rejects.toMatchObject({ code: "forbidden" });
    // a clerk's key: 403 through HTTP, checked against the document
    const byKey = await call(viewRoute.POST, "POST", `/v1/domestic-payslips/${finalB}/view`, { key, params: { id: finalB } });
    expect(byKey.status).toBe(403);
  });

  it("the worker confirms receipt once (409 with who and when after), the webhook is recorded, the clerk sees it", async () => {
    const db = getDb();
    await db.webhookEndpoint.create({
      data: { organizationId: ORG, url: "https://hooks.example.invalid/paghe", events: ["payslip.receipt_confirmed"], secret: "whsec_test", enabled: true },
    });
    const worker = workerContext(ids.userWorkerB, ids.workerB, [ids.contractB]);
    const confirmed = await confirmPayslipReceipt(worker, finalB);
    conforms("POST", `/v1/domestic-payslips/${finalB}/receipt-confirmation`, confirmed);
    expect(confirmed.receiptConfirmedById).toBe(ids.userWorkerB);
    expect(confirmed.receiptConfirmedAt).not.toBeNull();
    // never opened before: confirming records the opening too
    expect(confirmed.viewedAt).toBe(confirmed.receiptConfirmedAt);

    const again = await confirmPayslipReceipt(worker, finalB).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe("receipt_already_confirmed");
    expect((again as AppError).extra).toEqual({ receiptConfirmedAt: confirmed.receiptConfirmedAt, receiptConfirmedById: ids.userWorkerB });
    // the answer the route wrapper makes of it: 409 problem+json, as the document says
    const path = `/v1/domestic-payslips/${finalB}/receipt-confirmation`;
    const problem = problemResponse(again as AppError, path, "req-1");
    expect(problem.status).toBe(409);
    expect(contract.check("POST", path, { status: 409, contentType: problem.headers.get("content-type"), body: await problem.json() })).toEqual([]);

    await expect(confirmPayslipReceipt(worker, finalA)).rejects.toMatchObject({ code: "not_found" });
    const workerA = workerContext(ids.userWorkerA, ids.workerA, [ids.contractA]);
    await expect(confirmPayslipReceipt(workerA, draftA)).rejects.toMatchObject({ code: "not_found" });
    await expect(confirmPayslipReceipt(householdContext(ids.userHousehold, ids.employerA), finalA)).rejects.toMatchObject({ code: "forbidden" });
    const byKey = await call(receiptRoute.POST, "POST", `/v1/domestic-payslips/${finalA}/receipt-confirmation`, { key, params: { id: finalA } });
    expect(byKey.status).toBe(403);

    const deliveries = await db.webhookDelivery.findMany({ where: { organizationId: ORG, eventType: "payslip.receipt_confirmed" } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.payload).toMatchObject({
      type: "payslip.receipt_confirmed",
      data: { object: { id: finalB, domesticContractId: ids.contractB, period: "2025-05", status: "final" }, receiptConfirmedById: ids.userWorkerB },
    });
    expect(await db.auditLog.count({ where: { organizationId: ORG, action: "payslip.receipt_confirm", entityId: finalB } })).toBe(1);

    // the clerk's answers: the payslip, the contract's list and the month's worklist
    const one = await call(onePayslip.GET, "GET", `/v1/domestic-payslips/${finalB}`, { key, params: { id: finalB } });
    expect(one.body.receiptConfirmedAt).toBe(confirmed.receiptConfirmedAt);
    expect(one.body.viewedAt).toBe(confirmed.viewedAt);
    const list = await call(payslipList.GET, "GET", "/v1/domestic-payslips", { key, query: { domesticContractId: ids.contractB } });
    expect(list.body.data.find((p: { id: string }) => p.id === finalB).receiptConfirmedAt).toBe(confirmed.receiptConfirmedAt);
    const month = await call(monthStatus.GET, "GET", "/v1/domestic-payslips/month-status", { key, query: { period: "2025-05" } });
    const rows = month.body.data as { domesticContractId: string; viewedAt: string | null; receiptConfirmedAt: string | null }[];
    expect(rows.find((r) => r.domesticContractId === ids.contractB)).toMatchObject({
      receiptConfirmedAt: confirmed.receiptConfirmedAt,
      viewedAt: confirmed.viewedAt,
    });
    expect(rows.find((r) => r.domesticContractId === ids.contractA)!.receiptConfirmedAt).toBeNull();
    expect(rows.find((r) => r.domesticContractId === ids.contractA)!.viewedAt).not.toBeNull();
  });

  it("the worker's calendar holds the month's events of their own contracts only", async () => {
    const worker = workerContext(ids.userWorkerA, ids.workerA, [ids.contractA]);
    const calendar = await listPortalCalendar(worker, "2025-02");
    expect(calendar.map((c) => c.contractId)).toEqual([ids.contractA]);
    // February 2025: 20 weekdays of 4 h from the schedule
    expect(calendar[0]!.events).toHaveLength(20);
    expect(calendar[0]!.events[0]).toMatchObject({ date: "2025-02-03", type: "work", hours: "4.00" });
  });
});

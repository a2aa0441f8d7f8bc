import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import * as cancelRun from "@/app/(api)/v1/payroll-runs/[id]/cancel/route";
import * as finalizeRun from "@/app/(api)/v1/payroll-runs/[id]/finalize/route";
import * as endpoints from "@/app/(api)/v1/webhook-endpoints/route";
import * as oneEndpoint from "@/app/(api)/v1/webhook-endpoints/[id]/route";
import * as rotate from "@/app/(api)/v1/webhook-endpoints/[id]/rotate-secret/route";
import { NextRequest } from "next/server";
import * as payslipPdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { renderPayslipDocuments } from "@/lib/services/documents/render-payslip-documents";
import { startWorkers } from "@/lib/queue/workers";
import { verifySignature } from "@/lib/services/webhooks/sign";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_API_KEY, TEST_OTHER_API_KEY } from "../support/constants";

const ORG = DEMO_ORGANIZATION_ID;
const PERIOD = "2025-03";

/** The run once its finalize (done by the queue) has completed and the workers have stored every PDF. */
async function waitForFinalize(id: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { params: { id }, query: { limit: 500 } });
    const f = res.body.finalize;
    if ((f?.status === "completed" && f.documentsPending === 0) || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function fetchPdf(id: string) {
  const req = new NextRequest(new URL(`/v1/domestic-payslips/${id}/pdf`, "http://localhost:3000"), {
    method: "GET",
    headers: { authorization: `Bearer ${TEST_API_KEY}` },
  });
  const res = await payslipPdf.GET(req, { params: Promise.resolve({ id }) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function waitForRun(id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { params: { id }, query: { limit: 500 } });
    if (res.body.status !== "running" || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A test receiver on 127.0.0.1: checks every signature, answers 500 to the first delivery of each event, then 200. */
function startReceiver() {
  const received: { eventId: string; type: string; verified: boolean; body: any }[] = [];
  const seen = new Set<string>();
  let secret = "";
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = JSON.parse(raw);
      const verified = verifySignature(secret, raw, String(req.headers["paghe-signature"] ?? ""), Math.floor(Date.now() / 1000));
      received.push({ eventId: body.id, type: body.type, verified, body });
      const first = !seen.has(body.id);
      seen.add(body.id);
      res.statusCode = first ? 500 : 200;
      res.end();
    });
  });
  return new Promise<{ url: string; received: typeof received; setSecret: (s: string) => void; close: () => Promise<void> }>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hooks`, received, setSecret: (s) => (secret = s), close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe("payroll runs over the demo book (in-app worker)", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let endpointId: string;
  let blockedContractId: string;

  beforeAll(async () => {
    await startWorkers();
    receiver = await startReceiver();
    const created = await call(endpoints.POST, "POST", "/v1/webhook-endpoints", {
      body: { url: receiver.url, events: ["payroll_run.completed", "payslip.finalized"] },
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    endpointId = created.body.id;
    receiver.setSecret(created.body.secret);
    // A contract validation blocks: €1.00/h is below the CCNL minimum for level B.
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Bloccato", lastName: "Rossi" } });
    const contract = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Lina", lastName: "Verdi", fiscalCode: "VRDLNI80A41H501X" },
      startDate: "2024-01-08",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "1.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    blockedContractId = contract.id;
  });

  afterAll(async () => {
    await receiver.close();
    await stopBoss();
  });

  it("refuses bad input with stable codes", async () => {
    // runs other files of the worker made in these periods are not this test's
    const refusedPeriods = { period: { in: ["2019-03", "2000-01", "2023-01", PERIOD] } };
    const runsBefore = await getDb().payrollRun.count({ where: refusedPeriods });
    const noRates = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: "2019-03", scope: "all" } });
    expect(noRates.status).toBe(422);
    expect(noRates.body.code).toBe("rates_missing_for_year");
    const empty = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: "2000-01", scope: "all" } });
    expect(empty.status).toBe(422);
    const emptyList = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: PERIOD, scope: { contractIds: [] } } });
    expect(emptyList.status).toBe(422);
    expect(emptyList.body.code).toBe("validation_failed");
    // another organization's contract is answered like an unknown one
    const other = await getDb().domesticContract.findFirstOrThrow({ where: { NOT: { organizationId: ORG } }, select: { id: true } });
    const foreign = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: PERIOD, scope: { contractIds: [other.id] } } });
    expect(foreign.status).toBe(404);
    // no contract of the scope active in the period
    const before = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: "2023-01", scope: { contractIds: [blockedContractId] } } });
    expect(before.status).toBe(422);
    expect(before.body.code).toBe("payroll_run_empty_scope");
    expect(await getDb().payrollRun.count({ where: refusedPeriods })).toBe(runsBefore);
  });

  it("runs the month for the whole book: one outcome per contract, drafts written as a clerk would", async () => {
    const res = await call(runs.POST, "POST", "/v1/payroll-runs", {
      body: { period: PERIOD, scope: "all", autoFillEmptyMonths: true },
      headers: { "idempotency-key": "run-march-1" },
    });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe("running");
    const active = await getDb().domesticContract.count({
      where: { organizationId: ORG, startDate: { lte: new Date("2025-03-31") }, OR: [{ endDate: null }, { endDate: { gte: new Date("2025-03-01") } }] },
    });
    expect(res.body.total).toBe(active);
    const done = await waitForRun(res.body.id);
    expect(done.body.status).toBe("completed");
    expect(done.body.counts.pending).toBe(0);
    expect(done.body.processed).toBe(active);
    const items = done.body.items.data as any[];
    expect(items).toHaveLength(active);
    const blocked = items.find((i) => i.domesticContractId === blockedContractId);
    expect(blocked.outcome).toBe("blocked");
    expect(blocked.payslipId).toBeNull();
    expect(blocked.errors.length).toBeGreaterThan(0);
    const produced = items.filter((i) => i.outcome === "ok" || i.outcome === "warnings");
    // the demo book's two contracts active in March 2025 (Giulia Bianchi, Ioana Popescu) among them;
    // other test files of the tier may have added contracts to the same organization
    expect(produced.map((i) => i.workerName)).toEqual(expect.arrayContaining(["Giulia Bianchi", "Ioana Popescu"]));
    expect(items.every((i) => ["ok", "warnings", "blocked", "failed", "skipped"].includes(i.outcome))).toBe(true);
    // each produced item is the contract's draft of the period, with its audit entry
    // (other files of the worker may have left final payslips of the period: the run skips those)
    const payslips = await getDb().payslip.findMany({
      where: { organizationId: ORG, period: PERIOD, kind: "ordinary", contractId: { in: produced.map((i) => i.domesticContractId) } },
      select: { id: true, contractId: true, status: true },
    });
    expect(payslips.map((p) => p.id).sort()).toEqual(produced.map((i) => i.payslipId).sort());
    expect(payslips.every((p) => p.status === "draft")).toBe(true);
    expect(await getDb().auditLog.count({ where: { action: "payslip.run", entityId: { in: payslips.map((p) => p.id) } } })).toBe(payslips.length);
    // the seeded colf (Giulia Bianchi, Mon–Fri 4 h at €9.00): March 2025 has 21 weekdays, no holiday → 84 h, €756.00
    const giulia = await getDb().domesticContract.findFirstOrThrow({ where: { organizationId: ORG, workerLastName: "Bianchi" }, select: { id: true } });
    const gp = await getDb().payslip.findFirstOrThrow({
      where: { contractId: giulia.id, period: PERIOD },
      select: { elements: { select: { code: true, section: true, value: true, periodDuration: true, rate: true } }, totalGross: true },
    });
    // 84 h × €9.00 = €756.00; INPS on the weeks whose Saturday falls in March (8, 15, 22, 29, and
    // 1 March when February's days of that week were recorded by an earlier test file): 20 h each
    // × €0.48 (worker's share, 2025 band up to €9.40/h) → 80 h = €38.40, or 100 h = €48.00
    expect(gp.totalGross.toFixed(2)).toBe("756.00");
    const inps = gp.elements.find((e) => e.code === "INPS_LAVORATORE")!;
    const hours = Number(inps.periodDuration);
    expect([80, 100]).toContain(hours);
    expect([inps.rate?.toString(), inps.value.toFixed(2)]).toEqual(["0.48", ((hours * 48) / 100).toFixed(2)]);
    // the same Idempotency-Key replays the first answer instead of starting another run
    const replay = await call(runs.POST, "POST", "/v1/payroll-runs", {
      body: { period: PERIOD, scope: "all", autoFillEmptyMonths: true },
      headers: { "idempotency-key": "run-march-1" },
    });
    expect(replay.body.id).toBe(res.body.id);
    // items filter by outcome
    const onlyBlocked = await call(oneRun.GET, "GET", `/v1/payroll-runs/${res.body.id}`, { params: { id: res.body.id }, query: { outcome: "blocked" } });
    expect(onlyBlocked.body.items.data.every((i: any) => i.outcome === "blocked")).toBe(true);
    expect(onlyBlocked.body.items.pagination.total).toBe(done.body.counts.blocked);
    // the list by period
    const list = await call(runs.GET, "GET", "/v1/payroll-runs", { query: { period: PERIOD } });
    expect(list.body.data.map((r: any) => r.id)).toContain(res.body.id);
    // organization B cannot see organization A's run
    const foreign = await call(oneRun.GET, "GET", `/v1/payroll-runs/${res.body.id}`, { params: { id: res.body.id }, key: TEST_OTHER_API_KEY });
    expect(foreign.status).toBe(404);
    // cancelling a finished run is refused
    const cancel = await call(cancelRun.POST, "POST", `/v1/payroll-runs/${res.body.id}/cancel`, { params: { id: res.body.id } });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("payroll_run_finished");
  });

  it("a second run skips final payslips and re-runs drafts in place; finalize finalizes the unblocked drafts", async () => {
    // The demo households of March 2025 and the blocked one: other test files of the worker may have
    // added hundreds of contracts to the organization, and finalizing renders each one's PDF.
    const demoContracts = await getDb().domesticContract.findMany({
      where: { organizationId: ORG, OR: [{ workerLastName: { in: ["Bianchi", "Popescu"] } }, { id: blockedContractId }] },
      select: { employerId: true },
    });
    const scope = { employerIds: [...new Set(demoContracts.map((c) => c.employerId))] };
    const res = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: PERIOD, scope } });
    expect(res.status).toBe(202);
    const done = await waitForRun(res.body.id);
    expect(done.body.status).toBe("completed");
    const fin = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${res.body.id}/finalize`, { params: { id: res.body.id } });
    // the finalize is the queue's: answered at once with its progress
    expect(fin.status, fin.text).toBe(202);
    expect(fin.body.finalize).toMatchObject({ status: expect.stringMatching(/^(running|completed)$/), requestedAt: expect.any(String) });
    expect(fin.body.finalize.pending + fin.body.finalize.finalized).toBe(done.body.counts.ok + done.body.counts.warnings);
    // asked again while it runs: nothing more is queued, the same progress answered
    const again = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${res.body.id}/finalize`, { params: { id: res.body.id } });
    expect(again.status, again.text).toBe(202);
    const finalized = await waitForFinalize(res.body.id);
    expect(finalized.body.finalize.status).toBe("completed");
    expect(finalized.body.finalize.pending).toBe(0);
    // every stored PDF rendered by the workers, served byte for byte
    expect(finalized.body.finalize.documentsPending).toBe(0);
    const items = finalized.body.items.data as any[];
    expect(finalized.body.finalize.finalized).toBe(items.filter((i) => i.finalizeOutcome === "finalized").length);
    for (const i of items) {
      if (i.outcome === "ok" || i.outcome === "warnings") expect(i.finalizeOutcome).toBe("finalized");
      else expect(i.finalizeOutcome).toBeNull();
    }
    expect(items.filter((i) => i.finalizeOutcome === "finalized").map((i) => i.workerName)).toEqual(
      expect.arrayContaining(["Giulia Bianchi", "Ioana Popescu"]),
    );
    const finals = await getDb().payslip.count({
      where: { organizationId: ORG, period: PERIOD, status: "final", kind: "ordinary", contractId: { in: items.map((i) => i.domesticContractId) } },
    });
    // the finals: those this finalize made, and any another file of the worker made before (skipped by the run)
    expect(finals).toBe(items.filter((i) => i.finalizeOutcome === "finalized" || i.outcome === "skipped").length);
    const first = items.find((i) => i.finalizeOutcome === "finalized");
    const stored = await getDb().payslipDocument.findFirst({ where: { payslipId: first.payslipId }, select: { content: true, version: true } });
    expect(stored?.version).toBe(1);
    const [one, two] = [await fetchPdf(first.payslipId), await fetchPdf(first.payslipId)];
    expect(one.status).toBe(200);
    expect(one.bytes.equals(two.bytes)).toBe(true);
    expect(one.bytes.equals(Buffer.from(stored!.content))).toBe(true);
    // a PDF asked for before the workers got to it is rendered on demand and stored: the job then keeps it
    const second = items.filter((i) => i.finalizeOutcome === "finalized")[1];
    if (second) {
      await getDb().payslipDocument.deleteMany({ where: { payslipId: second.payslipId } });
      const early = await fetchPdf(second.payslipId);
      expect(await renderPayslipDocuments({ organizationId: ORG, payslipIds: [second.payslipId] })).toBe(0);
      expect((await fetchPdf(second.payslipId)).bytes.equals(early.bytes)).toBe(true);
    }
    // a third run: the finals are skipped with their reason
    const third = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: PERIOD, scope } });
    const thirdDone = await waitForRun(third.body.id);
    const skipped = (thirdDone.body.items.data as any[]).filter((i) => i.outcome === "skipped");
    expect(skipped).toHaveLength(finals);
    expect(skipped.every((i) => i.reason === "already_final")).toBe(true);
    // finalized in the queue and its PDFs rendered by the workers, on a busy machine
  }, 90_000);

  it("refuses a second run of the same scope while one runs (409 with its id), and cancel leaves no partial item", async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Molti", lastName: "Contratti" } });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const c = await buildContract(db, ORG, employer.id, {
        worker: { firstName: "W", lastName: `N${i}`, fiscalCode: "RSSMRA80A01H501U" },
        startDate: "2024-01-08",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "9.00",
          weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
        },
      });
      ids.push(c.id);
    }
    const first = await call(runs.POST, "POST", "/v1/payroll-runs", {
      body: { period: "2025-04", scope: { employerIds: [employer.id] }, autoFillEmptyMonths: true },
    });
    expect(first.status).toBe(202);
    const second = await call(runs.POST, "POST", "/v1/payroll-runs", { body: { period: "2025-04", scope: { employerIds: [employer.id] } } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("payroll_run_already_running");
    expect(second.body.runId).toBe(first.body.id);
    const cancelled = await call(cancelRun.POST, "POST", `/v1/payroll-runs/${first.body.id}/cancel`, { params: { id: first.body.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    await new Promise((r) => setTimeout(r, 1500));
    const after = await call(oneRun.GET, "GET", `/v1/payroll-runs/${first.body.id}`, { params: { id: first.body.id }, query: { limit: 500 } });
    const items = after.body.items.data as any[];
    expect(after.body.counts.pending).toBe(0);
    expect(after.body.counts.cancelled).toBeGreaterThan(0);
    // every finished item has its payslip, and no cancelled contract has one
    const payslips = await db.payslip.findMany({ where: { contractId: { in: ids }, period: "2025-04" }, select: { id: true, contractId: true } });
    const withPayslip = new Set(payslips.map((p) => p.contractId));
    for (const i of items) expect(withPayslip.has(i.domesticContractId)).toBe(i.outcome === "ok" || i.outcome === "warnings");
  });

  it("delivers signed webhooks, retrying after the receiver's error, with a delivery log", { timeout: 150_000 }, async () => {
    // the deliveries go through the same queue as the run's items, behind the book's month-end
    const until = Date.now() + 120_000;
    let log: any;
    for (;;) {
      log = await call(oneEndpoint.GET, "GET", `/v1/webhook-endpoints/${endpointId}`, { params: { id: endpointId } });
      const deliveries = log.body.deliveries as any[];
      if ((deliveries.length > 0 && deliveries.every((d) => d.status === "succeeded")) || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const deliveries = log.body.deliveries as any[];
    expect(deliveries.some((d) => d.eventType === "payroll_run.completed")).toBe(true);
    expect(deliveries.some((d) => d.eventType === "payslip.finalized")).toBe(true);
    for (const d of deliveries) {
      expect(d.status).toBe("succeeded");
      expect(d.attempts).toBe(2); // 500 first, then 200
      expect(d.responseStatus).toBe(200);
    }
    expect(receiver.received.length).toBeGreaterThanOrEqual(deliveries.length * 2);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const completed = receiver.received.find((r) => r.type === "payroll_run.completed")!;
    expect(completed.body.data.object.status).toBe("completed");
    expect(log.body).not.toHaveProperty("secret");
    // rotation: a new secret, shown once; the old one no longer verifies new deliveries
    const rotated = await call(rotate.POST, "POST", `/v1/webhook-endpoints/${endpointId}/rotate-secret`, { params: { id: endpointId } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    const foreign = await call(oneEndpoint.GET, "GET", `/v1/webhook-endpoints/${endpointId}`, { params: { id: endpointId }, key: TEST_OTHER_API_KEY });
    expect(foreign.status).toBe(404);
    const del = await call(oneEndpoint.DELETE, "DELETE", `/v1/webhook-endpoints/${endpointId}`, { params: { id: endpointId } });
    expect(del.status).toBe(204);
  });
});

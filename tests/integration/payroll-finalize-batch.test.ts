/**
 * A run's finalize finalizes its payslips in batches (one transaction per batch, each write one
 * statement), through the same function as the single finalize: the same checks and the same side
 * effects. Two organizations built alike, their month run alike; one finalizes every payslip with
 * POST /v1/domestic-payslips/{id}/finalize, the other with POST /v1/payroll-runs/{id}/finalize.
 * The stored payslips, the audit entries, the payslip.finalized events and the e-mails are the same
 * (ids, times and request ids aside); a payslip no longer a draft is recorded so, not finalized twice.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import * as finalizeRun from "@/app/(api)/v1/payroll-runs/[id]/finalize/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as endpoints from "@/app/(api)/v1/webhook-endpoints/route";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";

const RUN = Date.now().toString(36);
const PERIOD = "2025-03";
const WORKERS = [
  { firstName: "Laura", lastName: "Bianchi", fiscalCode: "BNCLRA80A41H501K" },
  { firstName: "Giovanni", lastName: "Verdi", fiscalCode: "VRDGNN75B12F205Z" },
  { firstName: "Maria", lastName: "Neri", fiscalCode: null },
];

interface Book {
  org: string;
  key: string;
  /** payslip id → the worker's last name (the same in both books) */
  names: Map<string, string>;
  runId: string;
}

async function book(label: string): Promise<Book> {
  const db = getDb();
  const org = (await buildOrganization(db, { name: `Studio Lotti ${label} ${RUN}` })).id;
  const key = (await buildApiKey(db, { organizationId: org, name: "batch test" })).key;
  const employer = await buildEmployer(db, org, { type: "domestic", personalInfo: { firstName: "Elena", lastName: "Rossi" } });
  const terms = {
    level: "B",
    jobType: "domestic_help",
    cohabiting: false,
    payBasis: "hourly",
    wage: "9.50",
    weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
  };
  for (const worker of WORKERS) {
    const contract = await buildContract(db, org, employer.id, { worker: worker as never, startDate: "2025-01-01", terms: terms as never });
    const linked = await db.domesticContract.findUniqueOrThrow({ where: { id: contract.id }, select: { workerId: true } });
    // the worker and the household have a portal access: each finalize queues their e-mails
    for (const [who, data] of [
      ["worker", { workerId: linked.workerId }],
      ["household", { employerId: employer.id, right: "view" }],
    ] as const) {
      const email = `${who}.${worker.lastName.toLowerCase()}.${label}.${RUN}@example.it`;
      const user = await db.user.create({ data: { organizationId: org, email, name: email, role: "portal", passwordHash: "x" }, select: { id: true } });
      await db.portalAccess.create({ data: { organizationId: org, email, locale: "it", userId: user.id, acceptedAt: new Date(), ...data } });
    }
  }
  const hook = await call(endpoints.POST, "POST", "/v1/webhook-endpoints", {
    key,
    body: { url: "https://hooks.example.it/paghe", events: ["payslip.finalized"] },
  });
  expect(hook.status, hook.text).toBe(201);
  const run = await call(runs.POST, "POST", "/v1/payroll-runs", { key, body: { period: PERIOD, scope: "all", autoFillEmptyMonths: true } });
  expect(run.status, run.text).toBe(202);
  const done = await waitFor(key, run.body.id, (b) => b.status !== "running");
  expect(done.counts.ok + done.counts.warnings).toBe(WORKERS.length);
  const names = new Map<string, string>();
  for (const item of done.items.data as { payslipId: string; workerName: string }[]) names.set(item.payslipId, item.workerName.split(" ").pop()!);
  return { org, key, names, runId: run.body.id };
}

async function waitFor(key: string, id: string, done: (body: any) => boolean) {
  const until = Date.now() + 90_000;
  for (;;) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { key, params: { id }, query: { limit: 500 } });
    if (done(res.body) || Date.now() > until) return res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** What a finalize left in a book, with ids, times and request ids replaced by the worker's name. */
async function effects(b: Book) {
  const db = getDb();
  const ids = [...b.names.keys()];
  const name = (id: string) => b.names.get(id) ?? id;
  const swap = (text: string) => ids.reduce((t, id) => t.replaceAll(id, name(id)), text).replace(/Studio Lotti \w+ /, "Studio Lotti ");
  const payslips = await db.payslip.findMany({ where: { id: { in: ids } } });
  const audit = await db.auditLog.findMany({ where: { organizationId: b.org, action: "payslip.finalize" } });
  const deliveries = await db.webhookDelivery.findMany({ where: { organizationId: b.org, eventType: "payslip.finalized" } });
  const emails = await db.emailMessage.findMany({ where: { organizationId: b.org, kind: "payslip_finalized" } });
  const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    payslips: sorted(
      payslips.map((p) => ({
        worker: name(p.id),
        status: p.status,
        finalized: p.finalizedAt !== null,
        totals: [p.totalGross, p.totalNet, p.totalEmployerTaxes].map(String),
      })),
    ),
    audit: sorted(audit.map((a) => ({ entity: `${a.entityType}:${name(a.entityId)}`, actorType: a.actorType, before: a.before, after: a.after }))),
    events: sorted(
      deliveries.map((d) => {
        const event = d.payload as { type: string; livemode: boolean; data: { object: Record<string, unknown> } };
        const { id, domesticContractId, ...object } = event.data.object;
        return { type: event.type, livemode: event.livemode, payslip: name(String(id)), contract: Boolean(domesticContractId), object, status: d.status };
      }),
    ),
    emails: sorted(
      emails.map((e) => ({
        to: e.toAddress.replace(/\.[a-z]+\.[a-z0-9]+@/, "@"),
        locale: e.locale,
        subject: e.subject,
        text: swap(e.textBody),
        attachment: e.attachment,
        dedupeKey: swap(e.dedupeKey ?? "").replace(/:[0-9a-f-]{36}$/, ":ACCESS"),
      })),
    ),
  };
}

describe("a run's finalize in batches does what the single finalize does", () => {
  let single: Book;
  let batch: Book;

  beforeAll(async () => {
    await startWorkers();
    single = await book("uno");
    batch = await book("lotto");
  }, 180_000);

  afterAll(async () => {
    await stopBoss();
  });

  it("the same payslips, audit entries, events and e-mails", async () => {
    for (const id of single.names.keys()) {
      const res = await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { key: single.key, params: { id } });
      expect(res.status, res.text).toBe(200);
    }
    // one payslip of the batch's book is finalized alone first: the batch records it not_draft and finalizes it once
    const [first] = [...batch.names.keys()];
    expect((await call(finalize.POST, "POST", `/v1/domestic-payslips/${first}/finalize`, { key: batch.key, params: { id: first! } })).status).toBe(200);
    const started = await call(finalizeRun.POST, "POST", `/v1/payroll-runs/${batch.runId}/finalize`, { key: batch.key, params: { id: batch.runId } });
    expect(started.status, started.text).toBe(202);
    const done = await waitFor(batch.key, batch.runId, (b) => b.finalize?.status === "completed");
    expect(done.finalize).toMatchObject({ status: "completed", pending: 0, finalized: WORKERS.length - 1 });
    const outcomes = (done.items.data as { payslipId: string; finalizeOutcome: string }[]).map((i) => [batch.names.get(i.payslipId), i.finalizeOutcome]).sort();
    expect(outcomes).toEqual(
      WORKERS.map((w) => [w.lastName, w.lastName === batch.names.get(first!) ? "not_draft" : "finalized"]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );

    const [a, b] = [await effects(single), await effects(batch)];
    expect(a.payslips).toHaveLength(WORKERS.length);
    expect(a.audit).toHaveLength(WORKERS.length);
    expect(a.events).toHaveLength(WORKERS.length);
    // a payslip's e-mails: its worker's and one to each household access of the employer (one per worker here)
    expect(a.emails).toHaveLength(WORKERS.length * (1 + WORKERS.length));
    expect(b).toEqual(a);
  }, 180_000);
});

/**
 * Issue 27 point 8: the backup procedure of docs/operations.md — `pg_dump -Fc`, then `pg_restore`
 * into an empty database — gives an instance that serves every stored payslip PDF byte for byte,
 * and that does not send again the webhooks that were delivered (a restored queue may still hold
 * their jobs: the delivery's status is checked first). Needs the Postgres client tools (Debian
 * package postgresql-client) and a real Postgres: on the embedded database it is skipped.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as pdf from "@/app/(api)/v1/domestic-payslips/[id]/pdf/route";
import { disconnectDb, getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { queueWebhookDeliveries, recordWebhookEvent } from "@/lib/services/webhooks/emit-webhook-event";
import type { WebhookEventType } from "@/lib/validation/webhook-endpoint";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID as ORG } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_API_KEY } from "../support/constants";

/** An event outside any larger change: recorded, then queued. */
async function emitWebhookEvent(organizationId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  await queueWebhookDeliveries(await recordWebhookEvent(getDb(), organizationId, type, data));
}

const onPostgres = inject("databaseKind") === "postgres";
const original = process.env.DATABASE_URL!;
const restoredUrl = (() => {
  const u = new URL(original);
  u.pathname = `${u.pathname}_restored`;
  return u.toString();
})();
const adminUrl = (() => {
  const u = new URL(original);
  u.pathname = "/postgres";
  return u.toString();
})();
const folder = mkdtempSync(path.join(tmpdir(), "paghe-backup-"));
const children: ChildProcess[] = [];
let server: Server | null = null;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  server?.closeAllConnections();
  server?.close();
  await stopBoss();
  await disconnectDb();
  process.env.DATABASE_URL = original;
  if (onPostgres) await admin(`DROP DATABASE IF EXISTS "${new URL(restoredUrl).pathname.slice(1)}" WITH (FORCE)`);
  rmSync(folder, { recursive: true, force: true });
});

async function finalPayslip(): Promise<string> {
  const db = getDb();
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Copia", lastName: `Sicurezza ${Date.now()}` } });
  const c = await buildContract(db, ORG, employer.id, {
    worker: { firstName: "Bea", lastName: "Ripristino", fiscalCode: "RSSMRA80A01H501U" },
    startDate: "2026-06-01",
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  const range = { domesticContractId: c.id, startDate: "2026-06-01", endDate: "2026-06-30" };
  expect((await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { body: range })).status).toBe(201);
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", { body: range });
  const ran = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    body: { domesticContractId: c.id, organizationId: ORG, period: "2026-06", contributionWeeks: w.body, notUsedVacationContributionHours: "0.00" },
  });
  expect(ran.status, ran.text).toBe(201);
  const id = ran.body.id as string;
  expect((await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { params: { id } })).status).toBe(200);
  return id;
}

/** The PDF as the API serves it, from whichever database DATABASE_URL names now. */
async function served(id: string, version: number): Promise<Buffer> {
  const req = new NextRequest(`http://localhost:3000/v1/domestic-payslips/${id}/pdf?version=${version}`, {
    headers: { authorization: `Bearer ${TEST_API_KEY}` },
  });
  const res = await pdf.GET(req, { params: Promise.resolve({ id }) });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.skipIf(!onPostgres)("backup and restore (pg_dump / pg_restore; skipped on the embedded database, which has no server to dump)", () => {
  it("a restored database serves every stored PDF byte for byte and does not resend delivered webhooks", { timeout: 120_000 }, async () => {
    for (const tool of ["pg_dump", "pg_restore"])
      expect(spawnSync("which", [tool]).status, `${tool} is missing: install the Debian package postgresql-client`).toBe(0);
    await finalPayslip();
    const db = getDb();

    // a receiver, and two events for it: one delivered already (as if sent before the backup), one not yet
    const hits: string[] = [];
    server = createServer((req, res) => {
      hits.push(String(req.headers["paghe-event-id"]));
      req.resume();
      res.end("ok");
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    const endpoint = await db.webhookEndpoint.create({
      data: { organizationId: ORG, url, events: ["payroll_run.completed"], secret: "whsec_backup" },
      select: { id: true },
    });
    await emitWebhookEvent(ORG, "payroll_run.completed", { object: { id: "delivered-before-backup" } });
    await emitWebhookEvent(ORG, "payroll_run.completed", { object: { id: "pending-at-backup" } });
    const deliveries = await db.webhookDelivery.findMany({
      where: { endpointId: endpoint.id },
      orderBy: { createdAt: "asc" },
      select: { id: true, eventId: true },
    });
    expect(deliveries).toHaveLength(2);
    await db.webhookDelivery.update({
      where: { id: deliveries[0]!.id },
      data: { status: "succeeded", attempts: 1, responseStatus: 200, lastAttemptAt: new Date() },
    });
    const documents = await db.payslipDocument.findMany({
      select: { payslipId: true, version: true, sha256: true, content: true, payslip: { select: { organizationId: true } } },
    });
    expect(documents.length).toBeGreaterThanOrEqual(1);
    await stopBoss();

    // the procedure of docs/operations.md
    const dump = path.join(folder, "paghe.dump");
    const dumped = spawnSync("pg_dump", ["--format=custom", "--file", dump, original], { encoding: "utf8" });
    expect(dumped.status, dumped.stderr).toBe(0);
    await admin(`DROP DATABASE IF EXISTS "${new URL(restoredUrl).pathname.slice(1)}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${new URL(restoredUrl).pathname.slice(1)}"`);
    const restored = spawnSync("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", restoredUrl, dump], { encoding: "utf8" });
    expect(restored.status, restored.stderr).toBe(0);

    // this process now reads the restored database: every stored PDF is there, unchanged, and served unchanged
    await disconnectDb();
    process.env.DATABASE_URL = restoredUrl;
    // every stored version of every payslip's document (a reissue keeps the earlier ones)
    const copies = await getDb().payslipDocument.findMany({ select: { payslipId: true, version: true, sha256: true, content: true } });
    const byVersion = new Map(copies.map((d) => [`${d.payslipId}/${d.version}`, d]));
    expect(copies).toHaveLength(documents.length);
    for (const d of documents) {
      const copy = byVersion.get(`${d.payslipId}/${d.version}`)!;
      expect(Buffer.compare(Buffer.from(copy.content), Buffer.from(d.content)), d.payslipId).toBe(0);
      expect(copy.sha256).toBe(d.sha256);
      if (d.payslip.organizationId !== ORG) continue;
      const bytes = await served(d.payslipId, d.version);
      expect(Buffer.compare(bytes, Buffer.from(d.content)), d.payslipId).toBe(0);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(d.sha256);
    }

    // a worker on the restored database: the pending delivery goes out, the delivered one does not go out again
    const worker = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      env: { ...process.env, DATABASE_URL: restoredUrl, DATABASE_POOL_MAX: "3" },
      stdio: ["ignore", "ignore", "ignore"],
    });
    children.push(worker);
    const until = Date.now() + 60_000;
    while (hits.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 3_000)); // time for a wrong second delivery to arrive
    worker.kill("SIGTERM");
    expect(hits).toEqual([deliveries[1]!.eventId]);
  });
});

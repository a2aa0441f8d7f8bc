/**
 * Issue 16 point 12, issue 27 point 3: deleting an employer "and all associated data" leaves none
 * of its personal data anywhere — every column of every table of every schema (the app's, the job
 * queue's pgboss…, listed from information_schema, each row read whole as text), the stored API
 * answers of idempotency keys, webhook deliveries and their queue jobs included; audit entries keep
 * action, actor and time, their payloads are redacted. Expired idempotency records are swept.
 */
import { afterAll, describe, expect, it } from "vitest";
import * as employers from "@/app/(api)/v1/employers/route";
import * as employer from "@/app/(api)/v1/employers/[id]/route";
import * as contract from "@/app/(api)/v1/domestic-contracts/[id]/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { sweepExpiredIdempotencyRecords } from "@/lib/services/maintenance/sweep-expired";
import { buildContract } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const RUN = Date.now().toString(36);

afterAll(async () => {
  await stopBoss();
});

/** An Italian IBAN with valid check digits (ISO 13616 mod 97) around a unique account number. */
function uniqueIban(): string {
  const account = String(Date.now()).padStart(12, "0").slice(-12);
  const bban = `X0542811101${account}`;
  const numeric = `${bban}IT00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IT${String(98 - remainder).padStart(2, "0")}${bban}`;
}

/** Every table of every schema the app writes (public, the job queue's…), so a new table cannot escape the check. */
async function tablesContaining(value: string): Promise<string[]> {
  const db = getDb();
  const tables = await db.$queryRawUnsafe<{ table_schema: string; table_name: string }[]>(
    "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'",
  );
  const found: string[] = [];
  for (const { table_schema, table_name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*)::bigint AS n FROM "${table_schema}"."${table_name}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
      value,
    );
    if (Number(row?.n ?? 0) > 0) found.push(table_schema === "public" ? table_name : `${table_schema}.${table_name}`);
  }
  return found;
}

/** July 2026 of the contract, run and finalized: its PDF is stored (payslip_documents). */
async function finalPayslipWithDocument(contractId: string): Promise<string> {
  expect(
    (
      await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
        body: { domesticContractId: contractId, startDate: "2026-07-01", endDate: "2026-07-31" },
      })
    ).status,
  ).toBe(201);
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    body: { domesticContractId: contractId, startDate: "2026-07-01", endDate: "2026-07-31" },
  });
  expect(w.status, w.text).toBe(200);
  const ran = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    body: {
      domesticContractId: contractId,
      organizationId: DEMO_ORGANIZATION_ID,
      period: "2026-07",
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    },
  });
  expect(ran.status, ran.text).toBe(201);
  const id = ran.body.id as string;
  const done = await call(finalize.POST, "POST", `/v1/domestic-payslips/${id}/finalize`, { params: { id } });
  expect(done.status, done.text).toBe(200);
  return id;
}

describe("expired idempotency records", () => {
  it("are swept (with the personal data of their stored answers); live ones stay", async () => {
    const db = getDb();
    const now = new Date();
    const row = (key: string, expiresAt: Date) => ({
      organizationId: DEMO_ORGANIZATION_ID,
      key,
      method: "POST",
      path: "/v1/employers",
      requestHash: "0".repeat(64),
      state: "completed" as const,
      responseStatus: 201,
      responseBody: `{"lastName":"Scaduta${RUN}"}`,
      expiresAt,
    });
    await db.idempotencyRecord.createMany({
      data: [row(`expired-${RUN}`, new Date(now.getTime() - 1_000)), row(`live-${RUN}`, new Date(now.getTime() + 3_600_000))],
    });
    expect(await sweepExpiredIdempotencyRecords(now)).toBeGreaterThanOrEqual(1);
    const left = await db.idempotencyRecord.findMany({ where: { key: { in: [`expired-${RUN}`, `live-${RUN}`] } }, select: { key: true } });
    expect(left.map((r) => r.key)).toEqual([`live-${RUN}`]);
  });
});

describe("erasure of an employer", () => {
  it("no personal value of the deleted employer or its worker remains in any table; the audit trail keeps what happened", async () => {
    const personal = {
      lastName: `Cancellata${RUN}`,
      address: `Via Dimenticata ${RUN}`,
      email: `erased.${RUN}@example.it`,
      workerLastName: `Lavoratrice${RUN}`,
      iban: uniqueIban(),
    };
    // a webhook endpoint of the organization: the finalize below records a delivery and queues its job
    const endpoint = await getDb().webhookEndpoint.create({
      data: { organizationId: DEMO_ORGANIZATION_ID, url: "http://127.0.0.1:9/erasure", events: ["payslip.finalized"], secret: "whsec_erasure_test" },
      select: { id: true },
    });
    // with an Idempotency-Key, the answer (name, address, e-mail) is stored for replays
    const created = await call(employers.POST, "POST", "/v1/employers", {
      headers: { "Idempotency-Key": `erasure-${RUN}` },
      body: {
        type: "domestic",
        organizationId: DEMO_ORGANIZATION_ID,
        allowDuplicate: true,
        personalInfo: {
          firstName: "Ada",
          lastName: personal.lastName,
          fiscalCode: "RSSMRA80A01H501U",
          birthDate: "1980-01-01",
          address: "Via Prima 1",
          locality: "Roma",
          province: "RM",
          zipCode: "00100",
          email: personal.email,
        },
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    const patched = await call(employer.PATCH, "PATCH", `/v1/employers/${id}`, { params: { id }, body: { personalInfo: { address: personal.address } } });
    expect(patched.status, patched.text).toBe(200);
    const built = await buildContract(getDb(), DEMO_ORGANIZATION_ID, id, {
      worker: { firstName: "Olga", lastName: personal.workerLastName },
      startDate: "2023-01-02",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    const withIban = await call(contract.PATCH, "PATCH", `/v1/domestic-contracts/${built.id}`, {
      params: { id: built.id },
      body: { worker: { iban: personal.iban } },
    });
    expect(withIban.status, withIban.text).toBe(200);
    const payslipId = await finalPayslipWithDocument(built.id);
    expect(await getDb().payslipDocument.count({ where: { payslipId } })).toBe(1);
    // the contract has ended, so the employer may be deleted
    await getDb().domesticContract.update({ where: { id: built.id }, data: { endDate: new Date("2026-07-31T00:00:00Z") } });
    for (const value of Object.values(personal)) expect((await tablesContaining(value)).length, value).toBeGreaterThan(0);
    expect(await tablesContaining(personal.iban)).toContain("audit_log");
    expect(await tablesContaining(personal.email)).toContain("idempotency_records");
    const deliveries = await getDb().webhookDelivery.findMany({ where: { endpointId: endpoint.id }, select: { id: true } });
    expect(deliveries).toHaveLength(1);
    expect(await tablesContaining(deliveries[0]!.id)).toEqual(expect.arrayContaining(["webhook_deliveries", "pgboss.job"]));

    const deleted = await call(employer.DELETE, "DELETE", `/v1/employers/${id}`, { params: { id } });
    expect(deleted.status, deleted.text).toBe(204);

    for (const value of Object.values(personal)) expect(await tablesContaining(value), value).toEqual([]);
    // the delivery reporting its payslip and the delivery's queue job went too; the same key is free again
    expect(await tablesContaining(deliveries[0]!.id)).toEqual([]);
    expect(await tablesContaining(payslipId)).toEqual(expect.not.arrayContaining(["webhook_deliveries", "idempotency_records", "pgboss.job"]));
    expect(await getDb().idempotencyRecord.count({ where: { key: `erasure-${RUN}` } })).toBe(0);
    await getDb().webhookEndpoint.delete({ where: { id: endpoint.id } });
    // the stored PDF (compressed, so not found by the text search above) went with its payslip
    expect(await getDb().payslipDocument.count({ where: { payslipId } })).toBe(0);
    expect(await getDb().payslip.count({ where: { id: payslipId } })).toBe(0);
    const trail = await getDb().auditLog.findMany({ where: { entityId: { in: [id, built.id] } }, orderBy: { createdAt: "asc" } });
    const actions = trail.map((a) => a.action);
    // what happened is still there, in order (other entries, such as the auto-fill, may sit between)
    const order = ["employer.create", "employer.update", "contract.update", "employer.delete"].map((a) => actions.indexOf(a));
    expect(
      order.every((i) => i >= 0),
      actions.join(", "),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const entry of trail) {
      expect(entry.actorType).toBeTruthy();
      expect(entry.createdAt).toBeInstanceOf(Date);
      if (entry.action !== "employer.delete") {
        expect(entry.before ?? { redacted: true }).toEqual({ redacted: true });
        expect(entry.after ?? { redacted: true }).toEqual({ redacted: true });
      }
    }
  });
});

describe("the audit log stays append-only apart from redaction", () => {
  it("refuses to change an entry's action or to delete an entry", async () => {
    const entry = await getDb().auditLog.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID } });
    await expect(getDb().$executeRaw`UPDATE audit_log SET action = 'tampered' WHERE id = ${entry.id}::uuid`).rejects.toThrow();
    await expect(getDb().$executeRaw`UPDATE audit_log SET "after" = '{"x": 1}'::jsonb WHERE id = ${entry.id}::uuid`).rejects.toThrow();
    await expect(getDb().$executeRaw`DELETE FROM audit_log WHERE id = ${entry.id}::uuid`).rejects.toThrow();
  });
});

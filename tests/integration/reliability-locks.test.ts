/**
 * Issue 16 point 3: a payroll run that cannot get its contract's lock within the lock wait budget
 * answers 409 at once instead of queueing on a pool connection; other requests stay fast.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as me from "@/app/(api)/v1/me/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

let contractId = "";
let holder: pg.Client;
const saved = process.env.PAYROLL_LOCK_WAIT_MS;

// The lock is held by a second session; the embedded database (no DATABASE_URL) serves one session at a time.
const onPostgres = inject("databaseKind") === "postgres";

beforeAll(async () => {
  if (!onPostgres) return;
  process.env.PAYROLL_LOCK_WAIT_MS = "300";
  contractId = (
    await getDb().domesticContract.findFirstOrThrow({
      where: { organizationId: DEMO_ORGANIZATION_ID, workerLastName: "Bianchi", workerFirstName: "Giulia" },
      select: { id: true },
    })
  ).id;
  holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
});

afterAll(async () => {
  if (!onPostgres) return;
  process.env.PAYROLL_LOCK_WAIT_MS = saved;
  await holder.query("ROLLBACK").catch(() => undefined);
  await holder.end();
});

describe.skipIf(!onPostgres)("lock wait budget on payroll runs (needs a real Postgres: a second session holds the lock)", () => {
  it("a run of a contract whose run is in progress answers 409 within the budget; other requests are not held up", async () => {
    // warm up the handler (first calls compile and connect)
    await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: { domesticContractId: "7d1f6a55-0000-4000-8000-000000000000", organizationId: DEMO_ORGANIZATION_ID, period: "2025-11", contributionWeeks: [] },
    });
    // another run of the same contract holds the lock (a long computation)
    await holder.query("BEGIN");
    await holder.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`payslip:${contractId}`]);
    const body = { domesticContractId: contractId, organizationId: DEMO_ORGANIZATION_ID, period: "2025-11", contributionWeeks: [] };
    const started = Date.now();
    const runs = await Promise.all(Array.from({ length: 4 }, () => call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", { body })));
    const elapsed = Date.now() - started;
    for (const res of runs) {
      expect(res.status, res.text).toBe(409);
      expect(res.body.code).toBe("conflict");
    }
    expect(elapsed).toBeLessThan(3_000);
    const t = Date.now();
    expect((await call(me.GET, "GET", "/v1/me")).status).toBe(200);
    expect(Date.now() - t).toBeLessThan(1_000);
    // once the other run is done, a run goes through to its own answer (not a conflict)
    await holder.query("ROLLBACK");
    const after = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", { body });
    expect(after.status, after.text).not.toBe(409);
    expect(after.status).toBeLessThan(500);
    await getDb().payslip.deleteMany({ where: { contractId, period: "2025-11" } });
  });
});

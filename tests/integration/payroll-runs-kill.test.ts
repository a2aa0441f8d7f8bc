/**
 * A worker process killed in the middle of a run loses nothing and duplicates nothing: two other
 * worker processes (`npm run worker`'s script) pick the expired batch up and finish the run with
 * exactly one payslip per contract and one computation per item.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, inject, it } from "vitest";

// Before the queue starts in this process: a dead worker's batch expires after 3 s, and
// maintenance looks for expired batches every second.
process.env.PAGHE_QUEUE_EXPIRE_SECONDS = "3";
process.env.PAGHE_QUEUE_MAINTENANCE_SECONDS = "1";
// several batches of a few contracts each, so the kill lands between batches (the default batch holds all 40)
process.env.PAGHE_PAYROLL_BATCH_SIZE = "5";

const { getDb } = await import("@/lib/db/client");
const { stopBoss } = await import("@/lib/queue/boss");
const runs = await import("@/app/(api)/v1/payroll-runs/route");
const oneRun = await import("@/app/(api)/v1/payroll-runs/[id]/route");
const { buildContract, buildEmployer } = await import("@/prisma/seed/builders");
const { DEMO_ORGANIZATION_ID: ORG } = await import("@/prisma/seed/demo");
const { call } = await import("../support/http");

const children: ChildProcess[] = [];
function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: { ...process.env, DATABASE_POOL_MAX: "3" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.resume();
  child.stderr?.resume();
  children.push(child);
  return child;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await stopBoss();
});

describe.skipIf(inject("databaseKind") !== "postgres")("a worker killed mid-run (needs a real Postgres: the embedded one serves one process)", () => {
  it("is finished by two other workers, each item computed once, one payslip per contract", async () => {
    const db = getDb();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Kill", lastName: "Test" } });
    const contractIds: string[] = [];
    for (let i = 0; i < 40; i++) {
      const c = await buildContract(db, ORG, employer.id, {
        worker: { firstName: "K", lastName: `W${String(i).padStart(2, "0")}`, fiscalCode: "RSSMRA80A01H501U" },
        // hired in May: outside the months the other payroll-run tests (same database) run
        startDate: "2025-05-01",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "9.00",
          weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"],
        },
      });
      contractIds.push(c.id);
    }
    const created = await call(runs.POST, "POST", "/v1/payroll-runs", {
      body: { period: "2025-05", scope: { employerIds: [employer.id] }, autoFillEmptyMonths: true },
    });
    expect(created.status).toBe(202);
    const runId = created.body.id as string;
    const finished = () => db.payrollRunItem.count({ where: { runId, NOT: { outcome: "pending" } } });

    const t0 = Date.now();
    const first = startWorker();
    const until = Date.now() + 60_000;
    while ((await finished()) < 3 && Date.now() < until) await sleep(20);
    console.log(`kill test: first worker had ${await finished()} items done after ${Date.now() - t0} ms`);
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));
    const doneAtKill = await finished();
    expect(doneAtKill).toBeGreaterThanOrEqual(3);
    expect(doneAtKill).toBeLessThan(40);

    startWorker();
    startWorker();
    let run: any;
    const deadline = Date.now() + 180_000; // generous: the suite runs other files (and their workers) at the same time
    do {
      await sleep(250);
      run = (await call(oneRun.GET, "GET", `/v1/payroll-runs/${runId}`, { params: { id: runId }, query: { limit: 500 } })).body;
    } while (run.status === "running" && Date.now() < deadline);

    console.log(`kill test: killed after ${doneAtKill} items, completed ${Date.now() - t0} ms after the first worker started`);
    expect(run.status).toBe("completed");
    expect(run.counts.ok + run.counts.warnings).toBe(40);
    const items = run.items.data as any[];
    expect(items.every((i) => i.attempts === 1)).toBe(true);
    const payslips = await db.payslip.findMany({ where: { contractId: { in: contractIds }, period: "2025-05" }, select: { id: true, contractId: true } });
    expect(new Set(payslips.map((p) => p.contractId)).size).toBe(40);
    expect(payslips).toHaveLength(40);
    expect(payslips.map((p) => p.id).sort()).toEqual(items.map((i) => i.payslipId).sort());
    // each payslip computed once: one "payslip.run" audit entry, no re-run
    const audits = await db.auditLog.groupBy({ by: ["action"], where: { entityId: { in: payslips.map((p) => p.id) } }, _count: { _all: true } });
    expect(audits.map((a) => [a.action, a._count._all])).toEqual([["payslip.run", 40]]);
    // and each contract's empty May was filled once: its 22 weekdays (21 work days and 1 May, a holiday)
    const perContract = await db.workEvent.groupBy({
      by: ["contractId"],
      where: { contractId: { in: contractIds }, date: { gte: new Date("2025-05-01"), lte: new Date("2025-05-31") } },
      _count: { _all: true },
    });
    expect(perContract).toHaveLength(40);
    expect(new Set(perContract.map((c) => c._count._all))).toEqual(new Set([22]));
  }, 300_000);
});

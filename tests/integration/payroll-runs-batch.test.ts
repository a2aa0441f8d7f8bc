import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as runs from "@/app/(api)/v1/payroll-runs/route";
import * as oneRun from "@/app/(api)/v1/payroll-runs/[id]/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { getDb } from "@/lib/db/client";
import { stopBoss } from "@/lib/queue/boss";
import { startWorkers } from "@/lib/queue/workers";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";

/**
 * A month-end batch computes its contracts together (inputs loaded per kind, drafts written per
 * table): what it stores must be exactly what a clerk's single calls store for the same
 * contracts. The organization is this file's own, so other files' runs never see its contracts.
 */
const PERIOD = "2025-03";
let ORG = "";
let key = "";

const payslipOf = (contractId: string) =>
  getDb().payslip.findFirstOrThrow({
    where: { contractId, period: PERIOD, kind: "ordinary" },
    select: {
      id: true,
      status: true,
      isEmploymentEnded: true,
      totalGross: true,
      totalNet: true,
      totalCost: true,
      totalEmployerTaxes: true,
      runningState: true,
      contributionWeeks: true,
      warnings: true,
      elements: {
        orderBy: { position: "asc" },
        select: { position: true, section: true, code: true, value: true, periodType: true, periodDuration: true, rate: true, ytd: true },
      },
      inpsWeeks: { orderBy: { position: "asc" }, select: { weekStart: true, hours: true, type: true, amount: true, isNoticePeriod: true, origin: true } },
      cassacolfWeeks: { orderBy: { position: "asc" }, select: { weekStart: true, hours: true, amount: true } },
    },
  });

/** Everything the payslip says, without its id and status. */
async function figures(contractId: string) {
  const { id: _id, status: _status, ...rest } = await payslipOf(contractId);
  return JSON.parse(JSON.stringify(rest));
}

async function runAsClerk(contractId: string) {
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    key,
    body: { domesticContractId: contractId, startDate: `${PERIOD}-01`, endDate: `${PERIOD}-31` },
  });
  expect(w.status).toBe(200);
  const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    key,
    body: { domesticContractId: contractId, organizationId: ORG, period: PERIOD, contributionWeeks: w.body },
  });
  expect([200, 201]).toContain(res.status);
  return res.body;
}

async function waitForRun(id: string) {
  for (let i = 0; i < 300; i++) {
    const res = await call(oneRun.GET, "GET", `/v1/payroll-runs/${id}`, { key, params: { id }, query: { limit: 100 } });
    if (res.body.status !== "running") return res.body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("run did not finish");
}

describe("a month-end batch stores what a clerk's single calls store", () => {
  const ids: Record<"colf" | "liveIn" | "dismissed" | "final", string> = { colf: "", liveIn: "", dismissed: "", final: "" };

  beforeAll(async () => {
    const db = getDb();
    ORG = (await buildOrganization(db, { name: "Batch parity" })).id;
    key = (await buildApiKey(db, { organizationId: ORG, name: "batch parity" })).key;
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Anna", lastName: "Parità" } });
    const hourly = {
      level: "B" as const,
      jobType: "domestic_help" as const,
      cohabiting: false,
      payBasis: "hourly" as const,
      wage: "9.00",
      weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] as [string, string, string, string, string, string, string],
    };
    ids.colf = (await buildContract(db, ORG, employer.id, { worker: { firstName: "Carla", lastName: "Colf" }, startDate: "2024-06-03", terms: hourly })).id;
    ids.liveIn = (
      await buildContract(db, ORG, employer.id, {
        worker: { firstName: "Lia", lastName: "Convivente" },
        startDate: "2024-01-08",
        terms: {
          level: "CS",
          jobType: "carer_non_self_sufficient",
          cohabiting: true,
          payBasis: "monthly",
          wage: "1250.00",
          weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
          board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
        },
      })
    ).id;
    // dismissed on Friday 14 March after two years: the final settlement with the CCNL notice and the TFR
    ids.dismissed = (
      await buildContract(db, ORG, employer.id, { worker: { firstName: "Dora", lastName: "Licenziata" }, startDate: "2023-02-06", terms: hourly })
    ).id;
    await db.domesticContract.update({ where: { id: ids.dismissed }, data: { endDate: new Date("2025-03-14T00:00:00Z"), endReason: "dismissal" } });
    // already final for March: the run must leave it alone
    ids.final = (await buildContract(db, ORG, employer.id, { worker: { firstName: "Fina", lastName: "Chiusa" }, startDate: "2024-09-02", terms: hourly })).id;
    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      key,
      body: { domesticContractId: ids.final, startDate: `${PERIOD}-01`, endDate: `${PERIOD}-31` },
    });
    expect(filled.status).toBe(201);
    const final = await runAsClerk(ids.final);
    expect((await call(finalize.POST, "POST", `/v1/domestic-payslips/${final.id}/finalize`, { key, params: { id: final.id } })).status).toBe(200);
    await startWorkers();
  });

  afterAll(async () => {
    await stopBoss();
  });

  it("gives the same payslips, lines and running state as contribution-weeks + run-payroll per contract", async () => {
    const created = await call(runs.POST, "POST", "/v1/payroll-runs", { key, body: { period: PERIOD, scope: "all", autoFillEmptyMonths: true } });
    expect(created.status).toBe(202);
    expect(created.body.total).toBe(4);
    const done = await waitForRun(created.body.id);
    expect(done.status).toBe("completed");
    const byContract = new Map((done.items.data as any[]).map((i) => [i.domesticContractId, i]));
    expect(byContract.get(ids.final).outcome).toBe("skipped");
    expect(byContract.get(ids.final).reason).toBe("already_final");
    for (const id of [ids.colf, ids.liveIn, ids.dismissed])
      expect({ id, outcome: byContract.get(id).outcome, errors: byContract.get(id).errors }).toEqual({
        id,
        outcome: expect.stringMatching(/^(ok|warnings)$/),
        errors: [],
      });

    // the two empty months were auto-filled once each, with the clerk's audit entry
    const db = getDb();
    expect(
      await db.auditLog.count({ where: { organizationId: ORG, action: "work_event.auto_fill", entityId: { in: [ids.colf, ids.liveIn, ids.dismissed] } } }),
    ).toBe(3);
    // 21 weekdays in March 2025 for the colf; the dismissed colf's events stop at 14 March (10 weekdays)
    expect(await db.workEvent.count({ where: { contractId: ids.colf, date: { gte: new Date("2025-03-01"), lte: new Date("2025-03-31") } } })).toBe(21);
    expect(await db.workEvent.count({ where: { contractId: ids.dismissed, date: { gte: new Date("2025-03-01"), lte: new Date("2025-03-31") } } })).toBe(10);

    const batch = { colf: await figures(ids.colf), liveIn: await figures(ids.liveIn), dismissed: await figures(ids.dismissed) };
    // hand check of the colf: 84 h × €9.00 = €756.00
    expect(batch.colf.totalGross).toBe("756");
    expect(batch.dismissed.isEmploymentEnded).toBe(true);
    expect(batch.dismissed.elements.map((e: any) => e.code)).toEqual(expect.arrayContaining(["TFR"]));
    expect(batch.dismissed.inpsWeeks.some((w: any) => w.isNoticePeriod)).toBe(true);
    expect(await db.auditLog.count({ where: { organizationId: ORG, action: "payslip.run" } })).toBe(4); // the final one's and the three drafts

    // the same contracts as a clerk runs them, one call after the other, on the same events
    await db.payslip.deleteMany({ where: { contractId: { in: [ids.colf, ids.liveIn, ids.dismissed] }, period: PERIOD } });
    for (const id of [ids.colf, ids.liveIn, ids.dismissed]) await runAsClerk(id);
    expect(await figures(ids.colf)).toEqual(batch.colf);
    expect(await figures(ids.liveIn)).toEqual(batch.liveIn);
    expect(await figures(ids.dismissed)).toEqual(batch.dismissed);
  });
});

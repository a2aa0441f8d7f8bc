import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { processPayrollBatch } from "@/lib/services/payroll-runs/process-payroll-batch";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";

/**
 * The hot paths' round trips (issue 13, kept by issue 28): a clerk's re-run of a payslip is 7
 * statements from the API key's look-up (with its rate-limit count) to COMMIT, and a month-end batch takes the same number of
 * statements whatever the number of its contracts (inputs read per kind, drafts written per
 * table). Every statement of the app goes through a pg client (Prisma's adapter included), so the
 * count is of pg.Client#query calls.
 */
const PERIOD = "2025-04";
let ORG = "";
let key = "";
const contracts: string[] = [];

function countStatements() {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  return () => spy.mock.calls.length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const hourly = {
  level: "B" as const,
  jobType: "domestic_help" as const,
  cohabiting: false,
  payBasis: "hourly" as const,
  wage: "9.00",
  weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] as [string, string, string, string, string, string, string],
};

async function newRun(contractIds: readonly string[]): Promise<{ runId: string; itemIds: string[] }> {
  const db = getDb();
  const created = await db.payrollRun.create({
    data: {
      organizationId: ORG,
      period: PERIOD,
      scopeKind: "contractIds",
      scope: { contractIds: [...contractIds] },
      scopeKey: `${contractIds.length}`.padStart(64, "0"),
      autoFillEmptyMonths: true,
      status: "running",
      total: contractIds.length,
      actorType: "api_key",
    },
    select: { id: true },
  });
  const itemIds: string[] = [];
  for (const [position, contractId] of contractIds.entries())
    itemIds.push(
      (await db.payrollRunItem.create({ data: { runId: created.id, organizationId: ORG, contractId, position, outcome: "pending" }, select: { id: true } })).id,
    );
  return { runId: created.id, itemIds };
}

describe("round trips of the hot paths", () => {
  beforeAll(async () => {
    const db = getDb();
    ORG = (await buildOrganization(db, { name: "Round trips" })).id;
    key = (await buildApiKey(db, { organizationId: ORG, name: "round trips" })).key;
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Rita", lastName: "Viaggi" } });
    for (let i = 0; i < 9; i++)
      contracts.push((await buildContract(db, ORG, employer.id, { worker: { firstName: "W", lastName: `R${i}` }, startDate: "2024-06-03", terms: hourly })).id);
  });

  it("a month-end batch takes as many statements for 5 contracts as for 1 (after a first batch warms the pool)", async () => {
    await processPayrollBatch(await newRun([contracts[0]!]));
    const one = await newRun([contracts[1]!]);
    const five = await newRun(contracts.slice(2, 7));
    let count = countStatements();
    await processPayrollBatch(one);
    const forOne = count();
    vi.restoreAllMocks();
    count = countStatements();
    await processPayrollBatch(five);
    const forFive = count();
    expect(forFive).toBe(forOne);
    // the run, BEGIN, items, locks, auto-fill (terms, events, audit…), inputs, facts, writes, outcomes, COMMIT,
    // completion: 21 before the statements moved to lib/db (measured on both sides), 21 after; 22 since
    // the batch reads its organization's rate-table overrides stamp (one statement per batch, not per contract)
    expect(forOne).toBeLessThanOrEqual(22);
    const items = await getDb().payrollRunItem.findMany({ where: { runId: five.runId }, select: { outcome: true, attempts: true } });
    expect(items.map((i) => [i.outcome, i.attempts])).toEqual(Array(5).fill(["warnings", 1]));
  });

  it("a clerk's re-run of a payslip is 7 statements, from the API key to the answer", async () => {
    const contractId = contracts[8]!;
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      key,
      body: { domesticContractId: contractId, startDate: `${PERIOD}-01`, endDate: `${PERIOD}-30` },
    });
    expect(w.status).toBe(200);
    const body = { domesticContractId: contractId, organizationId: ORG, period: PERIOD, contributionWeeks: w.body };
    expect((await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", { key, body })).status).toBe(201);
    const count = countStatements();
    const again = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", { key, body });
    expect(again.status).toBe(201);
    // the key with its rate-limit count; BEGIN with the lock; the inputs with validate's facts and the
    // payslip replaced; the old lines; the writes; the answer; COMMIT
    // 8 before the statements moved to lib/db (measured on both sides), 8 after; 7 since the inputs
    // and the facts are one statement (issue 34 point 6)
    expect(count()).toBe(7);
  });
});

/**
 * The book's quarter, paged (issue 34 point 3): GET /v1/inps-statements?organizationId=… computes
 * only its page and reads its order, count and totals from the kept figures. Against a real
 * database, on a book of a few dozen contracts (three real ones run through the API — complete with
 * a correction paid in the quarter, incomplete with a draft, incomplete with a month not run — each
 * copied row for row), every page of every filter is compared with the whole book computed as
 * before (buildOrganizationStatements): same rows, same order, same count, same totals. Then inputs
 * change (a draft finalized, a contract ended, the rounding setting) and the pages follow.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as correct from "@/app/(api)/v1/domestic-payslips/[id]/corrections/route";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import { getDb } from "@/lib/db/client";
import type { Principal } from "@/lib/auth/principal";
import { serviceContext } from "@/lib/services/context";
import { buildOrganizationStatements, quarterTotals } from "@/lib/services/statements/list-inps-statements";
import { buildApiKey, buildContract, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { cloneContracts } from "@/prisma/seed/clone-book";
import { todayInItaly } from "@/lib/validation/common";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";

const RUN = Date.now().toString(36);
const QUARTER = "2026-Q1";
const COPIES = 10;
let ORG = "";
let key = "";
let draftMarch = "";
const contractIds: string[] = [];

function ctx() {
  const principal: Principal = { kind: "user", actorId: "00000000-0000-0000-0000-000000000000", organizationId: ORG, readOnly: false, role: "admin" };
  return serviceContext(principal, `test-${RUN}`);
}

async function template(lastName: string, startDate: string, schedule: [string, string, string, string, string, string, string]): Promise<string> {
  const db = getDb();
  const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Gina", lastName: `${lastName}${RUN}` } });
  const c = await buildContract(db, ORG, employer.id, {
    worker: { firstName: "Ugo", lastName },
    startDate,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.50", weeklySchedule: schedule },
  });
  const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { key, body: { domesticContractId: c.id, startDate, endDate: "2026-03-31" } });
  expect(filled.status, filled.text).toBe(201);
  return c.id;
}

async function run(contractId: string, period: string, final = true): Promise<string> {
  const p = await runPayrollMonth({ organizationId: ORG, key, contractId, period });
  if (final) {
    const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${p.id}/finalize`, { key, params: { id: p.id } });
    expect(fin.status, fin.text).toBe(200);
  }
  return p.id as string;
}

/** Every page of the filter, concatenated, with the first page's totals and count. */
async function paged(query: Record<string, string>, limit: number) {
  const rows: unknown[] = [];
  let first: { totals: unknown; pagination: { total: number; totalPages: number } } | null = null;
  for (let page = 1; page <= (first?.pagination.totalPages ?? 1); page++) {
    const res = await call(statements.GET, "GET", "/v1/inps-statements", {
      key,
      query: { organizationId: ORG, quarter: QUARTER, ...query, page: String(page), limit: String(limit) },
    });
    expect(res.status, res.text).toBe(200);
    first ??= res.body;
    expect(res.body.totals).toEqual(first!.totals);
    rows.push(...res.body.data);
  }
  return { rows, totals: first!.totals, total: first!.pagination.total };
}

async function expectSameAsWholeBook(filters: Record<string, string>[] = [{}, { status: "complete" }, { status: "incomplete" }, { search: "ugo" }]) {
  for (const f of filters) {
    const whole = await buildOrganizationStatements(ctx(), { organizationId: ORG, quarter: QUARTER, ...f } as never, todayInItaly());
    for (const limit of [7, 20]) {
      const p = await paged(f, limit);
      expect(p.total).toBe(whole.length);
      expect(p.rows).toEqual(JSON.parse(JSON.stringify(whole)));
      expect(p.totals).toEqual(quarterTotals(whole));
    }
  }
}

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Paged quarter ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "paged quarter test" })).key;
  // complete, with a correction of December 2025 paid in February 2026
  const complete = await template("Completo", "2025-12-01", ["4", "0", "4", "0", "0", "0", "0"]);
  const december = await run(complete, "2025-12");
  for (const period of ["2026-01", "2026-02", "2026-03"]) await run(complete, period);
  const added = await call(batch.POST, "POST", "/v1/work-events/batch", {
    key,
    query: { domesticContractId: complete },
    body: [{ date: "2025-12-13", hours: "5.00", type: "work", subType: "regular_work", multiplier: "1" }],
  });
  expect(added.status, added.text).toBe(201);
  const corrected = await call(correct.POST, "POST", `/v1/domestic-payslips/${december}/corrections`, {
    key,
    params: { id: december },
    body: { paymentDate: "2026-02-10" },
  });
  expect(corrected.status, corrected.text).toBe(201);
  // incomplete: March still a draft
  const draft = await template("Bozza", "2026-01-01", ["3", "3", "3", "0", "0", "0", "0"]);
  await run(draft, "2026-01");
  await run(draft, "2026-02");
  draftMarch = await run(draft, "2026-03", false);
  // incomplete: hired mid-February, March not run
  const late = await template("Tardivo", "2026-02-16", ["0", "0", "0", "5", "5", "0", "0"]);
  await run(late, "2026-02");
  contractIds.push(complete, draft, late, ...(await cloneContracts(db, [complete, draft, late], COPIES)));
}, 240_000);

describe("the book's quarter, paged, equals the whole book computed", () => {
  it("a book of 33 statements: 11 complete with a correction line each, 22 incomplete", async () => {
    const whole = await buildOrganizationStatements(ctx(), { organizationId: ORG, quarter: QUARTER }, todayInItaly());
    expect(whole).toHaveLength(3 * (COPIES + 1));
    expect(quarterTotals(whole)).toMatchObject({ statements: 33, complete: 11, incomplete: 22 });
    const withCorrection = whole.filter((i) => i.statement.payments.some((p) => (p.corrections ?? []).length > 0));
    expect(withCorrection).toHaveLength(11);
  });

  it("every page of every filter (none, complete, incomplete, a search), 7 and 20 rows a page", async () => {
    await expectSameAsWholeBook();
  });

  it("the figures are kept: a page read again computes nothing new", async () => {
    const kept = await getDb().quarterStatementFigure.findMany({ where: { contractId: { in: contractIds }, quarter: QUARTER } });
    expect(kept).toHaveLength(33);
    const before = kept.map((k) => k.computedAt.getTime()).sort();
    await paged({}, 20);
    const again = await getDb().quarterStatementFigure.findMany({ where: { contractId: { in: contractIds }, quarter: QUARTER } });
    expect(again.map((k) => k.computedAt.getTime()).sort()).toEqual(before);
  });

  it("a draft finalized: its statement becomes complete on the next page read", async () => {
    const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${draftMarch}/finalize`, { key, params: { id: draftMarch } });
    expect(fin.status, fin.text).toBe(200);
    const p = await paged({ status: "complete" }, 20);
    expect(p.total).toBe(12);
    await expectSameAsWholeBook([{}, { status: "incomplete" }]);
  });

  it("a contract's terms and the rounding setting change the figures they feed", async () => {
    const db = getDb();
    // a copy of the complete one becomes fixed-term (higher INPS rates) and ends on 20 March (a cessation payment)
    await db.domesticContract.update({
      where: { id: contractIds[3]! },
      data: { fixedTerm: true, fixedTermEndDate: new Date("2026-03-20T00:00:00Z"), endDate: new Date("2026-03-20T00:00:00Z") },
    });
    await expectSameAsWholeBook([{}]);
    await db.organization.update({ where: { id: ORG }, data: { settings: { payroll: { quarterlyHoursRounding: "down" } } } });
    await expectSameAsWholeBook([{}, { status: "complete" }]);
  });
});

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

describe("every kind of input a statement reads makes its kept figures stale", () => {
  const whole = () => buildOrganizationStatements(ctx(), { organizationId: ORG, quarter: QUARTER }, todayInItaly());
  const totals = async () => (await paged({}, 20)).totals as { statements: number; complete: number; totalToPay: string };
  const sql = (text: string, ...values: unknown[]) => getDb().$executeRawUnsafe(text, ...values);
  const completeOnes = async () => (await whole()).filter((i) => i.status === "complete" && contractIds.slice(3).includes(i.domesticContractId));

  it("a final payslip back to draft: complete no more, its figures out of the totals", async () => {
    const before = await totals();
    const [item] = await completeOnes();
    await sql(`UPDATE payslips SET status = 'draft', finalized_at = NULL WHERE id = $1::uuid`, item!.payslipIds.at(-1));
    const after = await totals();
    expect(after.complete).toBe(before.complete - 1);
    expect(after.totalToPay).not.toBe(before.totalToPay);
    await expectSameAsWholeBook([{}, { status: "complete" }, { status: "incomplete" }]);
  });

  it("a payslip deleted, a payslip run and finalized", async () => {
    const [item] = (await whole()).filter((i) => i.status === "incomplete" && i.missing.some((m) => m.reason === "draft"));
    const draft = item!.missing.find((m) => m.reason === "draft")!.payslipId!;
    await sql(`DELETE FROM payslips WHERE id = $1::uuid`, draft);
    await expectSameAsWholeBook([{}, { status: "incomplete" }]);
    // the late template: hired in February, March not run
    const before = await totals();
    const p = await run(contractIds[2]!, "2026-03");
    expect(p).toBeTruthy();
    const after = await totals();
    expect(after.complete).toBe(before.complete + 1);
    expect(after.totalToPay).not.toBe(before.totalToPay);
    await expectSameAsWholeBook([{}, { status: "complete" }]);
  });

  it("a correction paid in another quarter leaves this one's figures", async () => {
    const before = await totals();
    const [item] = (await completeOnes()).filter((i) => i.statement.payments.some((p) => (p.corrections ?? []).length > 0));
    await sql(`UPDATE payslips SET paid_period = '2026-04' WHERE contract_id = $1::uuid AND kind = 'correction'`, item!.domesticContractId);
    const after = await totals();
    expect(after.totalToPay).not.toBe(before.totalToPay);
    await expectSameAsWholeBook([{}, { status: "complete" }]);
  });

  it("a contract's flags and dates: relief, IVS share renounced, ended before the quarter", async () => {
    const [a, b, c] = await completeOnes();
    await sql(`UPDATE domestic_contracts SET worker_renounced_ivs_share = true WHERE id = $1::uuid`, a!.domesticContractId);
    await sql(`UPDATE domestic_contracts SET over80_relief_start = '2026-01-01' WHERE id = $1::uuid`, b!.domesticContractId);
    await expectSameAsWholeBook([{}, { status: "complete" }]);
    const before = await totals();
    await sql(`UPDATE payslips SET paid_period = '2026-04' WHERE contract_id = $1::uuid AND kind = 'correction'`, c!.domesticContractId);
    await sql(`UPDATE domestic_contracts SET end_date = '2025-12-31' WHERE id = $1::uuid`, c!.domesticContractId);
    const after = await totals();
    expect(after.statements).toBe(before.statements - 1);
    await expectSameAsWholeBook([{}, { status: "complete" }]);
  });

  it("a contract added and removed; a contract's worker and an employer renamed move it in the book's order", async () => {
    const db = getDb();
    const before = await totals();
    const employer = await buildEmployer(db, ORG, { type: "domestic", personalInfo: { firstName: "Anna", lastName: `Aaa${RUN}` } });
    const added = await buildContract(db, ORG, employer.id, {
      worker: { firstName: "Ugo", lastName: "Nuovo" },
      startDate: "2026-03-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.50", weeklySchedule: ["4", "0", "0", "0", "0", "0", "0"] },
    });
    expect((await totals()).statements).toBe(before.statements + 1);
    await expectSameAsWholeBook([{}, { status: "incomplete" }]);
    await sql(`UPDATE employers SET sort_name = 'zzzz ' || sort_name WHERE id = $1::uuid`, employer.id);
    await expectSameAsWholeBook([{}, { status: "incomplete" }]);
    const [first] = await whole();
    await sql(`UPDATE domestic_contracts SET worker_last_name = 'Zzz' WHERE id = $1::uuid`, first!.domesticContractId);
    await sql(`UPDATE employers SET sort_name = 'zzzz' WHERE id = $1::uuid`, first!.employerId);
    await expectSameAsWholeBook([{}, { status: "complete" }, { status: "incomplete" }]);
    await db.domesticContract.delete({ where: { id: added.id } });
    expect((await totals()).statements).toBe(before.statements);
    await expectSameAsWholeBook([{}, { status: "incomplete" }]);
  });
});

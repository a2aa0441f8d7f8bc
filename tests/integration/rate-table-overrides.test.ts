/**
 * An organization's override of a provisional rate-table version (docs/rate-tables.md): the clerk
 * types the Ministry's CCNL minimums of 2027 before the application ships them. January 2027 is run
 * on the shipped provisional tables (wage = the CCNL minimum, superminimo 0: pay follows the
 * minimum), then the organization's published table replaces `ccnl-minimums@2027-01-01~provisional`:
 * the draft is outdated with reason `rates_changed`, the final payslip is to correct with the
 * estimated difference, a re-run, a correction and the month-end batch compute on the override, and
 * another organization keeps the shipped tables and cannot see or remove the first one's figures.
 *
 * The published table (invented for the test, as tests/golden/provisional-january-corrected.test.ts):
 * every provisional minimum × 1.0081 rounded half-up — hourly level B (table C) 7.21 → 7.27.
 * Hourly colf, level B, 4 h Monday–Friday, hired 1 January 2027: January has 21 weekdays, of which
 * Friday 1 and Wednesday 6 are holidays: 19 days × 4 h = 76 h worked, and 2 holidays × 20/6 h paid.
 *                      provisional                         published                  difference
 *   ordinary hours     76 × 7.21 = 547.96                  76 × 7.27 = 552.52         + 4.56
 *   holidays           6.666667 × 7.21 = 48.07             6.666667 × 7.27 = 48.47    + 0.40
 *   gross              596.03                              600.99                     + 4.96
 *   INPS (unchanged: the INPS table is not overridden; 7.27 × 13/12 = 7.88 stays in bracket 1): the
 *   weeks whose Saturday is in January, 27 Dec – 2 Jan holding only 1 January (4 h), then four of 20 h:
 *                      worker 4 × 0.43 + 4 × 20 × 0.43 = 36.12, CAS.SA.COLF worker 84 h × 0.02 = 1.68
 *   net                596.03 − 37.80 = 558.23             600.99 − 37.80 = 563.19    + 4.96
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as correctionPreview from "@/app/(api)/v1/domestic-payslips/[id]/corrections/preview/route";
import * as override from "@/app/(api)/v1/rate-tables/[versionId]/override/route";
import * as rateTables from "@/app/(api)/v1/rate-tables/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as compute from "@/app/(api)/v1/contribution-payments/compute/route";
import * as letters from "@/app/(api)/v1/domestic-contracts/[id]/letters/route";
import * as statements from "@/app/(api)/v1/inps-statements/route";
import { getDb } from "@/lib/db/client";
import { Decimal, dec, SHIPPED_RATE_VERSIONS, type RateTableVersion } from "@/lib/payroll";
import { serviceContext } from "@/lib/services/context";
import { loadPayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { processPayrollBatch } from "@/lib/services/payroll-runs/process-payroll-batch";
import { listPayrollMonth } from "@/lib/services/payslips/list-payroll-month";
import { ratesOf } from "@/lib/services/rate-tables/rate-source";
import { buildApiKey, buildEmployer, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { runPayrollMonth } from "../support/hourly-colf";

const RUN = Date.now().toString(36);
const PROVISIONAL = "ccnl-minimums@2027-01-01~provisional";
const SCHEDULE = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };
let ORG = "";
let OTHER = "";
let adminKey = "";
let writeKey = "";
let otherKey = "";
let finalContract = "";
let draftContract = "";
let batchContract = "";
let finalId = "";
let draftId = "";
let overrideId = "";

/** January 2027's weekdays but the two holidays (New Year, Epiphany). */
function januaryWorkdays(): string[] {
  const days: string[] = [];
  for (let d = 1; d <= 31; d++) {
    const date = `2027-01-${String(d).padStart(2, "0")}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && d !== 1 && d !== 6) days.push(date);
  }
  return days;
}

async function hourlyColf(key: string, organizationId: string, lastName: string, withEvents = true): Promise<string> {
  const employer = await buildEmployer(getDb(), organizationId, { type: "domestic", personalInfo: { firstName: "Ada", lastName } });
  const created = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
    key,
    body: {
      employerId: employer.id,
      worker: { firstName: "Irene", lastName },
      startDate: "2027-01-01",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "7.21", superminimo: "0.00", weeklySchedule: SCHEDULE },
    },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as string;
  if (withEvents) {
    const events = januaryWorkdays().map((date) => ({ date, hours: "4.00", type: "work", subType: "regular_work", multiplier: "1" }));
    const posted = await call(batch.POST, "POST", "/v1/work-events/batch", { key, query: { domesticContractId: id }, body: events });
    expect(posted.status, posted.text).toBe(201);
  }
  return id;
}

/** The Ministry's table as this test imagines it: every provisional minimum × 1.0081, rounded half-up to the cent. */
function publishedMinimums(): Record<string, unknown> {
  const provisional = SHIPPED_RATE_VERSIONS.find((v) => v.id === PROVISIONAL) as RateTableVersion<"ccnl-minimums">;
  const up = (x: string) => dec(x).times("1.0081").toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  const table = (t: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(t).map(([level, v]) => [level, up(v!)]));
  const d = provisional.data;
  return {
    label: "CCNL minimi 2027",
    tableA: table(d.tableA),
    tableB: table(d.tableB),
    tableC: table(d.tableC),
    tableD: table(d.tableD),
    tableE: up(d.tableE),
    tableG: table(d.tableG),
  };
}

const put = (key: string, versionId: string, body: unknown) =>
  call(override.PUT, "PUT", `/v1/rate-tables/${versionId}/override`, { key, params: { versionId }, body });

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Rate overrides ${RUN}` })).id;
  OTHER = (await buildOrganization(db, { name: `Rate overrides other ${RUN}` })).id;
  adminKey = (await buildApiKey(db, { organizationId: ORG, name: "overrides admin", scope: "admin" })).key;
  writeKey = (await buildApiKey(db, { organizationId: ORG, name: "overrides write" })).key;
  otherKey = (await buildApiKey(db, { organizationId: OTHER, name: "other admin", scope: "admin" })).key;
  await db.webhookEndpoint.create({
    data: { organizationId: ORG, url: "https://example.invalid/hooks", events: ["rate_tables.changed"], secret: "whsec_test_rates" },
  });
  finalContract = await hourlyColf(writeKey, ORG, `Final${RUN}`);
  draftContract = await hourlyColf(writeKey, ORG, `Draft${RUN}`);
  batchContract = await hourlyColf(writeKey, ORG, `Batch${RUN}`, false);
  const final = await runPayrollMonth({ organizationId: ORG, key: writeKey, contractId: finalContract, period: "2027-01" });
  finalId = final.id;
  draftId = (await runPayrollMonth({ organizationId: ORG, key: writeKey, contractId: draftContract, period: "2027-01" })).id;
  expect([final.totalGross, final.totalNet, final.rateTableVersions]).toEqual(["596.03", "558.23", expect.arrayContaining([PROVISIONAL])]);
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${finalId}/finalize`, { key: writeKey, params: { id: finalId } });
  expect(fin.status, fin.text).toBe(200);
});

describe("entering the published figures of a provisional version", () => {
  it("refuses a published version (409), the TFR revaluation (409), an unknown version (404) and a write key (403)", async () => {
    const body = { status: "published", source: "Tabella Ministero del lavoro 2027", data: publishedMinimums() };
    const published = await put(adminKey, "ccnl-minimums@2026-01-01", body);
    expect([published.status, published.body.code]).toEqual([409, "rate_version_not_provisional"]);
    const tfr = await put(adminKey, "tfr-revaluation@2027-01-01~provisional", body);
    expect([tfr.status, tfr.body.code]).toEqual([409, "rate_version_not_overridable"]);
    const unknown = await put(adminKey, "ccnl-minimums@2027-02-01~provisional", body);
    expect([unknown.status, unknown.body.code]).toEqual([404, "not_found"]);
    const write = await put(writeKey, PROVISIONAL, body);
    expect([write.status, write.body.code]).toEqual([403, "forbidden"]);
  });

  it("refuses invalid figures with a pointer to each (422), and INPS cells that are not conventional wage × rate", async () => {
    const figures = publishedMinimums();
    const bad = await put(adminKey, PROVISIONAL, {
      status: "published",
      source: "Tabella Ministero del lavoro 2027",
      data: { ...figures, tableA: { ...(figures.tableA as object), BS: "1.114,00" }, tableB: { BS: "850.00", C: "900.00" } },
    });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual(
      expect.arrayContaining([["/data/tableA/BS", "invalid_decimal"]]),
    );
    const missing = await put(adminKey, PROVISIONAL, { status: "published", source: "Ministero", data: { tableB: { BS: "850.00", C: "900.00" } } });
    expect(missing.status, missing.text).toBe(422);
    expect(missing.body.errors).toEqual([expect.objectContaining({ path: "/data/tableB/B", code: "level_missing" })]);
    const noSource = await put(adminKey, PROVISIONAL, { status: "published", source: " ", data: {} });
    expect(noSource.status).toBe(422);
    expect(noSource.body.errors[0].path).toBe("/source");

    const inps = SHIPPED_RATE_VERSIONS.find((v) => v.id === "inps@2027-01-01~provisional") as RateTableVersion<"inps">;
    const brackets = inps.data.brackets.map((b, i) => (i === 0 ? { ...b, openEnded: { ...b.openEnded, withCuaf: "1.80" } } : b));
    const cells = await put(adminKey, "inps@2027-01-01~provisional", { status: "published", source: "INPS circ. 2027", data: { brackets } });
    expect(cells.status, cells.text).toBe(422);
    expect(cells.body.errors).toEqual([expect.objectContaining({ path: "/data/brackets/0/openEnded/withCuaf", code: "inps_cell_mismatch" })]);
    expect(await getDb().rateTableOverride.count({ where: { organizationId: ORG } })).toBe(0);
  });

  it("stores the override under an id of its own and counts the payslips it outdates; the webhook reports it", async () => {
    const res = await put(adminKey, PROVISIONAL, {
      status: "published",
      source: "Tabella Ministero del lavoro 2027",
      publishedOn: "2027-02-11",
      data: publishedMinimums(),
    });
    expect(res.status, res.text).toBe(200);
    overrideId = res.body.version.id;
    expect(overrideId).toMatch(/^ccnl-minimums@2027-01-01~org-[0-9a-f]{8}$/);
    expect(res.body).toMatchObject({
      replacedVersionId: PROVISIONAL,
      version: { status: "published", source: "Tabella Ministero del lavoro 2027", effectiveTo: "2027-12-31", override: { replacesVersionId: PROVISIONAL } },
      affected: { drafts: 1, finals: 1, periods: ["2027-01"] },
    });
    expect(res.body.version.data.tableC.B).toBe("7.27");
    // the same figures again: the same id, nothing more to outdate
    const again = await put(adminKey, PROVISIONAL, { status: "published", source: "Tabella Ministero del lavoro 2027", data: publishedMinimums() });
    expect([again.body.version.id, again.body.affected]).toEqual([overrideId, { drafts: 0, finals: 0, periods: [] }]);

    const audit = await getDb().auditLog.findMany({ where: { organizationId: ORG, action: "rate_table_override.put" }, select: { entityType: true } });
    expect(audit).toHaveLength(2);
    const deliveries = await getDb().webhookDelivery.findMany({ where: { organizationId: ORG, eventType: "rate_tables.changed" }, select: { payload: true } });
    expect(deliveries).toHaveLength(2);
    expect((deliveries.map((d) => d.payload) as any[]).find((p) => p.data.affected.drafts === 1).data).toMatchObject({
      object: { change: "override_set", replacedVersionId: PROVISIONAL, versionId: overrideId, previousVersionId: PROVISIONAL, table: "ccnl-minimums" },
      affected: { drafts: 1, finals: 1, periods: ["2027-01"] },
    });
  });

  it("GET /v1/rate-tables lists the organization's figures in place of the provisional version", async () => {
    const res = await call(rateTables.GET, "GET", "/v1/rate-tables", { key: writeKey, query: { table: "ccnl-minimums", year: "2027" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((v: any) => [v.id, v.status, v.override?.replacesVersionId ?? null])).toEqual([[overrideId, "published", PROVISIONAL]]);
  });
});

describe("the organization's payslips read the override", () => {
  it("the draft is outdated with reason rates_changed; the final payslip is to correct with the estimated difference", async () => {
    const draft = await call(payslip.GET, "GET", `/v1/domestic-payslips/${draftId}`, { key: writeKey, params: { id: draftId } });
    expect(draft.body).toMatchObject({ isOutdated: true, outdatedReasons: ["rates_changed"] });
    // a context without the principal's stamp: the source reads it (as a job does)
    const ctx = serviceContext({ kind: "user", actorId: randomUUID(), organizationId: ORG, readOnly: false, role: "admin" }, "overrides-test");
    const month = await listPayrollMonth(ctx, "2027-01");
    const final = month.data.find((r) => r.domesticContractId === finalContract)!;
    expect(final).toMatchObject({ payslipStatus: "final", toCorrect: true });
    expect(final.rateChangeEstimate).toMatchObject({ totalNet: { stored: "558.23", recomputed: "563.19", difference: "4.96" } });
    expect(final.rateChangeEstimate!.rateTableVersions).toContain(overrideId);
  });

  it("the correction's preview recomputes January on the override: + 4.96 gross and net", async () => {
    const res = await call(correctionPreview.POST, "POST", `/v1/domestic-payslips/${finalId}/corrections/preview`, {
      key: adminKey,
      params: { id: finalId },
      body: { paymentDate: "2027-02-20" },
    });
    expect(res.status, res.text).toBe(200);
    const summary = res.body.difference.summary;
    expect(summary.gross).toEqual({ original: "596.03", corrected: "600.99", difference: "4.96" });
    expect(summary.net).toEqual({ original: "558.23", corrected: "563.19", difference: "4.96" });
  });

  it("running the draft again computes on 7.27 and names the override", async () => {
    const rerun = await runPayrollMonth({ organizationId: ORG, key: writeKey, contractId: draftContract, period: "2027-01" });
    expect([rerun.id, rerun.totalGross, rerun.totalNet]).toEqual([draftId, "600.99", "563.19"]);
    expect(rerun.rateTableVersions).toContain(overrideId);
    expect(rerun.rateTableVersions).not.toContain(PROVISIONAL);
  });

  it("a write that answers the payslip judges it on the organization's tables: computed on the override, it is current", async () => {
    const patched = await call(payslip.PATCH, "PATCH", `/v1/domestic-payslips/${draftId}`, {
      key: writeKey,
      params: { id: draftId },
      body: { note1: "Tabelle pubblicate inserite" },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ note1: "Tabelle pubblicate inserite", isOutdated: false, outdatedReasons: [] });
  });

  it("the month-end batch computes on the override", async () => {
    const db = getDb();
    const run = await db.payrollRun.create({
      data: {
        organizationId: ORG,
        period: "2027-01",
        scopeKind: "contractIds",
        scope: { contractIds: [batchContract] },
        scopeKey: `${RUN}`.padStart(64, "0"),
        autoFillEmptyMonths: true,
        status: "running",
        total: 1,
        actorType: "api_key",
      },
      select: { id: true },
    });
    const item = await db.payrollRunItem.create({
      data: { runId: run.id, organizationId: ORG, contractId: batchContract, position: 0, outcome: "pending" },
      select: { id: true },
    });
    await processPayrollBatch({ runId: run.id, itemIds: [item.id] });
    const done = await db.payrollRunItem.findUniqueOrThrow({ where: { id: item.id }, select: { outcome: true, payslipId: true, errors: true } });
    expect(done.payslipId, JSON.stringify(done)).not.toBeNull();
    const p = await db.payslip.findUniqueOrThrow({ where: { id: done.payslipId! }, select: { rateTableVersions: true, totalGross: true } });
    expect(p.rateTableVersions).toContain(overrideId);
    // auto-filled from the schedule: the same 19 days × 4 h as the others (holidays are not filled)
    expect(p.totalGross.toFixed(2)).toBe("600.99");
  });
});

describe("another organization", () => {
  it("keeps the shipped tables, cannot see the first one's figures, and removing them answers like an unknown version", async () => {
    const res = await call(rateTables.GET, "GET", "/v1/rate-tables", { key: otherKey, query: { table: "ccnl-minimums", year: "2027" } });
    expect(res.body.data.map((v: any) => [v.id, v.override])).toEqual([[PROVISIONAL, null]]);
    const ctx = serviceContext({ kind: "api_key", actorId: randomUUID(), organizationId: OTHER, readOnly: false, role: null }, "other");
    expect((await ratesOf(ctx)).versions.map((v) => v.id)).toContain(PROVISIONAL);
    const del = await call(override.DELETE, "DELETE", `/v1/rate-tables/${PROVISIONAL}/override`, { key: otherKey, params: { versionId: PROVISIONAL } });
    expect([del.status, del.body.code]).toEqual([404, "not_found"]);
    expect(await getDb().rateTableOverride.count({ where: { organizationId: ORG } })).toBe(1);
  });
});

describe("several instances of the application", () => {
  it("a change written by another instance is read at the next request: the stamp comes with the caller's key", async () => {
    const db = getDb();
    const before = await call(rateTables.GET, "GET", "/v1/rate-tables", { key: otherKey, query: { table: "ccnl-minimums", year: "2027" } });
    expect(before.body.data.map((v: any) => v.id)).toEqual([PROVISIONAL]);
    // what another instance's PUT leaves in the database: the row and a raised stamp (this process's cache untouched)
    const provisional = SHIPPED_RATE_VERSIONS.find((v) => v.id === PROVISIONAL)!;
    await db.rateTableOverride.create({
      data: {
        organizationId: OTHER,
        replacedVersionId: PROVISIONAL,
        tableName: "ccnl-minimums",
        effectiveFrom: "2027-01-01",
        versionId: "ccnl-minimums@2027-01-01~org-0000beef",
        status: "published",
        source: "Tabella Ministero del lavoro 2027",
        data: { ...(provisional.data as object), ...publishedMinimums() } as object,
      },
    });
    await db.organization.update({ where: { id: OTHER }, data: { rateOverridesStamp: { increment: 1 } } });
    const after = await call(rateTables.GET, "GET", "/v1/rate-tables", { key: otherKey, query: { table: "ccnl-minimums", year: "2027" } });
    expect(after.body.data.map((v: any) => v.id)).toEqual(["ccnl-minimums@2027-01-01~org-0000beef"]);
    await db.rateTableOverride.deleteMany({ where: { organizationId: OTHER } });
    await db.organization.update({ where: { id: OTHER }, data: { rateOverridesStamp: { increment: 1 } } });
    const removed = await call(rateTables.GET, "GET", "/v1/rate-tables", { key: otherKey, query: { table: "ccnl-minimums", year: "2027" } });
    expect(removed.body.data.map((v: any) => v.id)).toEqual([PROVISIONAL]);
  });
});

describe("removing the override", () => {
  it("puts the provisional version back: the payslips computed on the override are outdated again", async () => {
    const del = await call(override.DELETE, "DELETE", `/v1/rate-tables/${PROVISIONAL}/override`, { key: adminKey, params: { versionId: PROVISIONAL } });
    expect(del.status, del.text).toBe(200);
    // the re-run draft and the batch's draft named the override; the final payslip named the provisional version
    expect(del.body).toMatchObject({ version: { id: PROVISIONAL, override: null }, affected: { drafts: 2, finals: 0, periods: ["2027-01"] } });
    const draft = await call(payslip.GET, "GET", `/v1/domestic-payslips/${draftId}`, { key: writeKey, params: { id: draftId } });
    expect(draft.body).toMatchObject({ isOutdated: true, outdatedReasons: ["rates_changed"] });
    const again = await call(override.DELETE, "DELETE", `/v1/rate-tables/${PROVISIONAL}/override`, { key: adminKey, params: { versionId: PROVISIONAL } });
    expect(again.status).toBe(404);
  });
});

/**
 * The quarter, the payslip document and the letters read the organization's tables too. The
 * organization enters INPS figures of its own for 2027 (invented for the test): bracket 1's
 * conventional wage 8.52 → 8.72, each cell conventional × rate rounded half-up —
 *   open-ended with CUAF 8.72 × 0.199675 = 1.7412 → 1.74 (shipped 1.70), without CUAF 8.72 × 0.200875
 *   = 1.7516 → 1.75 (1.71), fixed term 8.72 × 0.213675 = 1.8633 → 1.86 and 8.72 × 0.214875 = 1.8737 →
 *   1.87, worker share 0.44 (0.43).
 * The final January payslip (7.21 × 13/12 = 7.81 a hour: bracket 1) pays the weeks whose Saturday is
 * in January: 4 h + 4 × 20 h = 84 h. Its 2027-Q1 statement (February and March not run: incomplete,
 * computed on the finals):
 *                  shipped                      override
 *   INPS          84 × 1.70 = 142.80             84 × 1.74 = 146.16
 *   worker share  84 × 0.43 =  36.12             84 × 0.44 =  36.96
 * CAS.SA.COLF is not overridden: 84 h × 0.06 = 5.04 either way.
 */
describe("the quarter, the payslip document and the letters read the organization's tables", () => {
  const INPS_PROVISIONAL = "inps@2027-01-01~provisional";
  let otherContract = "";

  function inpsOverride(): Record<string, unknown> {
    const inps = SHIPPED_RATE_VERSIONS.find((v) => v.id === INPS_PROVISIONAL) as RateTableVersion<"inps">;
    const brackets = inps.data.brackets.map((b) =>
      b.id === "bracket_1"
        ? {
            ...b,
            conventionalWage: "8.72",
            openEnded: { withCuaf: "1.74", withoutCuaf: "1.75", employee: "0.44" },
            fixedTerm: { withCuaf: "1.86", withoutCuaf: "1.87", employee: "0.44" },
          }
        : b,
    );
    return { brackets };
  }

  const statementOf = async (key: string, contractId: string) => {
    const res = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { domesticContractId: contractId, quarter: "2027-Q1" } });
    expect(res.status, res.text).toBe(200);
    return res.body.data[0];
  };
  const bookOf = async (key: string, organizationId: string) => {
    const res = await call(statements.GET, "GET", "/v1/inps-statements", { key, query: { organizationId, quarter: "2027-Q1" } });
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    otherContract = await hourlyColf(otherKey, OTHER, `Other${RUN}`);
    const other = await runPayrollMonth({ organizationId: OTHER, key: otherKey, contractId: otherContract, period: "2027-01" });
    const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${other.id}/finalize`, { key: otherKey, params: { id: other.id } });
    expect(fin.status, fin.text).toBe(200);
  });

  it("the 2027-Q1 statement, the book's kept figures and the contribution payment use the override's INPS figures; another organization's do not", async () => {
    // before: the shipped figures, kept for the book under the shipped versions
    const before = await statementOf(writeKey, finalContract);
    expect([before.status, before.statement.totals.hours, before.statement.totals.inpsAmount]).toEqual(["incomplete", 84, "142.80"]);
    expect((await bookOf(writeKey, ORG)).totals.inpsAmount).toBe("142.80");

    const res = await put(adminKey, INPS_PROVISIONAL, { status: "published", source: "INPS circ. 2027", data: inpsOverride() });
    expect(res.status, res.text).toBe(200);
    expect(res.body.version.id).toMatch(/^inps@2027-01-01~org-[0-9a-f]{8}$/);

    const after = await statementOf(writeKey, finalContract);
    const line = after.statement.payments[0].lines[0];
    expect([line.type, line.hours, line.hourlyContribution, line.hourlyEmployee, line.amount, line.employeeAmount]).toEqual([
      "bracket_1",
      84,
      "1.74",
      "0.44",
      "146.16",
      "36.96",
    ]);
    expect([after.statement.totals.inpsAmount, after.statement.totals.cassacolfAmount]).toEqual(["146.16", "5.04"]);
    // the book's kept figures were made under the shipped versions: the new key computes them again
    const book = await bookOf(writeKey, ORG);
    expect(book.totals.inpsAmount).toBe("146.16");
    expect(book.data.find((i: { domesticContractId: string }) => i.domesticContractId === finalContract).statement.totals.inpsAmount).toBe("146.16");

    const computed = await call(compute.POST, "POST", "/v1/contribution-payments/compute", {
      key: writeKey,
      body: { organizationId: ORG, quarter: "2027-Q1", domesticContractId: finalContract },
    });
    expect(computed.status, computed.text).toBe(200);
    const payment = await getDb().contributionPayment.findFirstOrThrow({
      where: { contractId: finalContract, quarter: "2027-Q1" },
      select: { inpsAmount: true, inpsEmployee: true },
    });
    expect([payment.inpsAmount.toFixed(2), payment.inpsEmployee.toFixed(2)]).toEqual(["146.16", "36.96"]);

    // another organization: the shipped INPS figures
    const other = await statementOf(otherKey, otherContract);
    expect([other.statement.totals.hours, other.statement.payments[0].lines[0].hourlyContribution, other.statement.totals.inpsAmount]).toEqual([
      84,
      "1.70",
      "142.80",
    ]);
    expect((await bookOf(otherKey, OTHER)).totals.inpsAmount).toBe("142.80");

    // removed: the shipped figures again, the book's kept figures computed again
    const del = await call(override.DELETE, "DELETE", `/v1/rate-tables/${INPS_PROVISIONAL}/override`, {
      key: adminKey,
      params: { versionId: INPS_PROVISIONAL },
    });
    expect(del.status, del.text).toBe(200);
    expect((await statementOf(writeKey, finalContract)).statement.totals.inpsAmount).toBe("142.80");
    expect((await bookOf(writeKey, ORG)).totals.inpsAmount).toBe("142.80");
  });

  it("the payslip document and the hiring letter print the organization's CCNL minimum (7.27 instead of 7.21)", async () => {
    const res = await put(adminKey, PROVISIONAL, { status: "published", source: "Tabella Ministero del lavoro 2027", data: publishedMinimums() });
    expect(res.status, res.text).toBe(200);
    const ctx = serviceContext({ kind: "api_key", actorId: randomUUID(), organizationId: ORG, readOnly: false, role: null }, "document-test");
    const withCtx = await loadPayslipDocumentData(getDb(), ORG, finalId, await ratesOf(ctx));
    expect([withCtx.terms?.payTable, withCtx.terms?.ccnlMinimum, withCtx.terms?.minimumUnit, withCtx.terms?.wage]).toEqual(["C", "7.27", "hour", "7.21"]);
    // a job's path (no context): the organization's tables are read for it
    expect((await loadPayslipDocumentData(getDb(), ORG, finalId)).terms?.ccnlMinimum).toBe("7.27");

    const letter = await call(letters.POST, "POST", `/v1/domestic-contracts/${finalContract}/letters`, {
      key: writeKey,
      params: { id: finalContract },
      body: {},
    });
    expect(letter.status, letter.text).toBe(201);
    const stored = await getDb().contractLetter.findUniqueOrThrow({ where: { id: letter.body.id }, select: { data: true } });
    expect((stored.data as { terms: { minimum: unknown } }).terms.minimum).toEqual({ amount: "7.27", year: 2027, table: "C" });

    // another organization: the shipped minimum
    const otherLetter = await call(letters.POST, "POST", `/v1/domestic-contracts/${otherContract}/letters`, {
      key: otherKey,
      params: { id: otherContract },
      body: {},
    });
    expect(otherLetter.status, otherLetter.text).toBe(201);
    const otherStored = await getDb().contractLetter.findUniqueOrThrow({ where: { id: otherLetter.body.id }, select: { data: true } });
    expect((otherStored.data as { terms: { minimum: unknown } }).terms.minimum).toEqual({ amount: "7.21", year: 2027, table: "C" });

    // the override removed: the letter printed on 7.27 is outdated
    const del = await call(override.DELETE, "DELETE", `/v1/rate-tables/${PROVISIONAL}/override`, { key: adminKey, params: { versionId: PROVISIONAL } });
    expect(del.status, del.text).toBe(200);
    const listed = await call(letters.GET, "GET", `/v1/domestic-contracts/${finalContract}/letters`, { key: writeKey, params: { id: finalContract } });
    expect(listed.body.data.map((l: { id: string; outdated: boolean }) => [l.id, l.outdated])).toEqual([[letter.body.id, true]]);
  });
});

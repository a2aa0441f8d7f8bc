/**
 * Rate tables as dated versions (docs/rate-tables.md, rules-update-3 A11): a payslip names the
 * versions it used; when another version covers its period (here a corrected INPS 2025 table,
 * injected through the services' table source — no global registry is changed, so the other tests
 * keep the shipped tables), a draft is outdated with reason `rates_changed` and a final payslip is
 * listed "to correct" in the month's worklist with the estimated difference.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as rateTables from "@/app/(api)/v1/rate-tables/route";
import * as check from "@/app/(api)/v1/rate-tables/check/route";
import { getDb } from "@/lib/db/client";
import { rateRegistry, SHIPPED_RATE_VERSIONS, type AnyRateTableVersion, type RateTableVersion } from "@/lib/payroll";
import { serviceContext, type ServiceContext } from "@/lib/services/context";
import { getPayslip } from "@/lib/services/payslips/get-payslip";
import { listPayrollMonth } from "@/lib/services/payslips/list-payroll-month";
import { runPayroll } from "@/lib/services/payslips/run-payroll";
import { findPayslipsAffectedByRateChanges } from "@/lib/services/rate-tables/affected-payslips";
import { buildApiKey, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";

const RUN = Date.now().toString(36);
let ORG = "";
let key = "";
let finalContract = "";
let draftContract = "";
let finalId = "";
let draftId = "";
let shipped: ServiceContext;
let corrected: ServiceContext;

const VERSIONS_2025 = [
  "board-lodging@2025-01-01",
  "cassacolf@2025-01-01",
  "ccnl-allowances@2025-01-01",
  "ccnl-minimums@2025-01-01",
  "holidays@2025-01-01",
  "inps@2025-01-01",
];

/**
 * A corrected INPS 2025 table (an erratum of the circular, say): every cell + 0.10 an hour, of
 * which + 0.02 the worker's share. Same effective date, another id.
 */
function correctedInps2025(): AnyRateTableVersion[] {
  return SHIPPED_RATE_VERSIONS.map((v) => {
    if (v.id !== "inps@2025-01-01") return v;
    const inps = v as RateTableVersion<"inps">;
    const plus = (x: string, d: string) => (Number(x) + Number(d)).toFixed(2);
    const col = (c: { withCuaf: string; withoutCuaf: string; employee: string }) => ({
      withCuaf: plus(c.withCuaf, "0.10"),
      withoutCuaf: plus(c.withoutCuaf, "0.10"),
      employee: plus(c.employee, "0.02"),
    });
    return {
      ...inps,
      id: "inps@2025-01-01~r2",
      source: `${inps.source} (corrected)`,
      data: { ...inps.data, brackets: inps.data.brackets.map((b) => ({ ...b, openEnded: col(b.openEnded), fixedTerm: col(b.fixedTerm) })) },
    };
  });
}

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Rate tables ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "rate tables test" })).key;
  // two hourly colfs hired 1 February 2025 with 10 h on each Monday of February: one final, one draft
  finalContract = await createMondayColf({ organizationId: ORG, key, lastName: `Final${RUN}` });
  draftContract = await createMondayColf({ organizationId: ORG, key, lastName: `Draft${RUN}` });
  finalId = (await runPayrollMonth({ organizationId: ORG, key, contractId: finalContract, period: "2025-02", lastDay: "28" })).id;
  draftId = (await runPayrollMonth({ organizationId: ORG, key, contractId: draftContract, period: "2025-02", lastDay: "28" })).id;
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${finalId}/finalize`, { key, params: { id: finalId } });
  expect(fin.status, fin.text).toBe(200);
  shipped = serviceContext({ kind: "user", actorId: randomUUID(), organizationId: ORG, readOnly: false, role: "admin" }, "rate-tables-test");
  const registry = rateRegistry(correctedInps2025());
  corrected = { ...shipped, rates: { registryFor: () => registry } };
});

describe("a payslip names the rate-table versions it used", () => {
  it("stored and answered by the API: the six tables of 2025", async () => {
    const res = await call(payslip.GET, "GET", `/v1/domestic-payslips/${draftId}`, { key, params: { id: draftId } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rateTableVersions).toEqual(VERSIONS_2025);
    expect(res.body).toMatchObject({ isOutdated: false, outdatedReasons: [] });
  });

  it("GET /v1/rate-tables lists the versions with status and source; 2028 has the 1 September step", async () => {
    const res = await call(rateTables.GET, "GET", "/v1/rate-tables", { key, query: { table: "ccnl-minimums", year: "2028" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((v: any) => [v.id, v.effectiveFrom, v.effectiveTo, v.status])).toEqual([
      ["ccnl-minimums@2028-01-01~provisional", "2028-01-01", "2028-08-31", "provisional"],
      ["ccnl-minimums@2028-09-01~provisional", "2028-09-01", "2028-12-31", "provisional"],
    ]);
    expect(res.body.data[1].data.tableA.BS).toBe("1113.39");
    const y2026 = await call(rateTables.GET, "GET", "/v1/rate-tables", { key, query: { year: "2026" } });
    expect(y2026.body.data.find((v: any) => v.id === "inps@2026-01-01")).toMatchObject({
      status: "published",
      source: "INPS circ. n. 9 of 3 Feb 2026",
      publishedOn: "2026-02-03",
    });
  });

  it("on the shipped tables nothing is to rerun or correct", async () => {
    const res = await call(check.POST, "POST", "/v1/rate-tables/check", { key, body: { from: "2025-01", to: "2025-12" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ counts: { drafts: 0, finals: 0 }, data: [] });
  });
});

describe("a table version covering the period changes", () => {
  it("the draft is outdated with reason rates_changed; with the shipped tables it is not (no leak between sources)", async () => {
    const detail = await getPayslip(corrected, draftId);
    expect(detail).toMatchObject({ isOutdated: true, outdatedReasons: ["rates_changed"] });
    expect(await getPayslip(shipped, draftId)).toMatchObject({ isOutdated: false, outdatedReasons: [] });
  });

  it("the worklist lists the final payslip to correct with the estimated difference, the draft as outdated", async () => {
    const month = await listPayrollMonth(corrected, "2025-02");
    const final = month.data.find((r) => r.domesticContractId === finalContract)!;
    const draft = month.data.find((r) => r.domesticContractId === draftContract)!;
    expect(draft).toMatchObject({ status: "outdated", payslipStatus: "draft", isOutdated: true, toCorrect: false, rateChangeEstimate: null });
    // February's payslip declares the weeks of Saturday 1, 8, 15 and 22 February: 0 + 10 + 10 + 10 h.
    // Worker share + 0.02/h: 3 × round(10 × 0.02) = 0.60 less net; employer share + 0.08/h (0.10 − 0.02):
    // 3 × 0.80 = 2.40 more cost. Gross unchanged (360.00 is paid on the Mondays: only 3 of them are
    // in weeks of February, but pay follows the days, not the weeks).
    expect(final).toMatchObject({ status: "outdated", payslipStatus: "final", toCorrect: true });
    expect(final.rateChangeEstimate).toMatchObject({
      totalNet: { difference: "-0.60" },
      totalCost: { difference: "2.40" },
    });
    expect(final.rateChangeEstimate!.totalNet.stored).toBe(final.totalNet);
    expect(final.rateChangeEstimate!.rateTableVersions).toContain("inps@2025-01-01~r2");
    const plain = await listPayrollMonth(shipped, "2025-02");
    expect(plain.data.find((r) => r.domesticContractId === finalContract)).toMatchObject({ status: "final", toCorrect: false, rateChangeEstimate: null });
  });

  it("findPayslipsAffectedByRateChanges: the draft to rerun, the final to correct, the versions added and removed", async () => {
    const affected = await findPayslipsAffectedByRateChanges(corrected, { from: "2025-01", to: "2025-12" });
    expect(affected.map((a) => [a.payslipId, a.status, a.action, a.added, a.removed])).toEqual(
      expect.arrayContaining([
        [draftId, "draft", "rerun", ["inps@2025-01-01~r2"], ["inps@2025-01-01"]],
        [finalId, "final", "correct", ["inps@2025-01-01~r2"], ["inps@2025-01-01"]],
      ]),
    );
    expect(affected).toHaveLength(2);
    expect(affected.find((a) => a.status === "draft")!.estimate).toBeNull();
    expect(affected.find((a) => a.status === "final")!.estimate).toMatchObject({ totalNet: { difference: "-0.60" }, totalCost: { difference: "2.40" } });
  });

  it("running the draft again on the new tables stores them: current there, outdated against the shipped tables", async () => {
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      key,
      body: { domesticContractId: draftContract, startDate: "2025-02-01", endDate: "2025-02-28" },
    });
    expect(w.status, w.text).toBe(200);
    const rerun = await runPayroll(corrected, {
      domesticContractId: draftContract,
      organizationId: ORG,
      period: "2025-02",
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    } as Parameters<typeof runPayroll>[1]);
    expect(rerun.id).toBe(draftId);
    expect(rerun.rateTableVersions).toContain("inps@2025-01-01~r2");
    expect(await getPayslip(corrected, draftId)).toMatchObject({ isOutdated: false });
    expect(await getPayslip(shipped, draftId)).toMatchObject({ isOutdated: true, outdatedReasons: ["rates_changed"] });
  });
});

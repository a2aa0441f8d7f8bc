/**
 * Issue 26 point 13: a final payslip that a later change made outdated is shown as such in the
 * month's worklist and its counts (which the home page reads); recording a termination does not
 * make the earlier months' payslips outdated, only the month it falls in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as monthStatus from "@/app/(api)/v1/domestic-payslips/month-status/route";
import * as finalize from "@/app/(api)/v1/domestic-payslips/[id]/finalize/route";
import * as end from "@/app/(api)/v1/domestic-contracts/[id]/end/route";
import * as event from "@/app/(api)/v1/work-events/[id]/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import { getDb } from "@/lib/db/client";
import { buildApiKey, buildOrganization } from "@/prisma/seed/builders";
import { call } from "../support/http";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";

const RUN = Date.now().toString(36);
let ORG = "";
let key = "";
let contractId = "";
let februaryId = "";

const rowOf = async (period: string) => {
  const res = await call(monthStatus.GET, "GET", "/v1/domestic-payslips/month-status", { key, query: { period } });
  expect(res.status, res.text).toBe(200);
  return { row: (res.body.data as any[]).find((r) => r.domesticContractId === contractId), counts: res.body.counts };
};

beforeAll(async () => {
  const db = getDb();
  ORG = (await buildOrganization(db, { name: `Outdated ${RUN}` })).id;
  key = (await buildApiKey(db, { organizationId: ORG, name: "outdated test" })).key;
  // hired 1 February 2025, 10 h on each Monday of February
  contractId = await createMondayColf({ organizationId: ORG, key, lastName: `Outdated${RUN}` });
  const february = await runPayrollMonth({ organizationId: ORG, key, contractId, period: "2025-02", lastDay: "28" });
  februaryId = february.id;
  const fin = await call(finalize.POST, "POST", `/v1/domestic-payslips/${february.id}/finalize`, { key, params: { id: february.id } });
  expect(fin.status, fin.text).toBe(200);
});

describe("outdated final payslips (issue 26 point 13)", () => {
  it("recording a termination in a later month leaves February's final payslip current", async () => {
    const ended = await call(end.POST, "POST", `/v1/domestic-contracts/${contractId}/end`, {
      key,
      params: { id: contractId },
      body: { endDate: "2025-04-30", endReason: "resignation" },
    });
    expect(ended.status, ended.text).toBe(200);
    const { row, counts } = await rowOf("2025-02");
    expect(row).toMatchObject({ status: "final", payslipStatus: "final", isOutdated: false });
    expect(counts.outdated).toBe(0);
    // the payslip's own answer agrees: the end (30 April) does not concern February's terms
    const detail = await call(payslip.GET, "GET", `/v1/domestic-payslips/${februaryId}`, { key, params: { id: februaryId } });
    expect(detail.body).toMatchObject({ isOutdated: false, outdatedReasons: [] });
  });

  it("a change of February's events makes its final payslip outdated in the worklist and its counts", async () => {
    const monday = await getDb().workEvent.findFirstOrThrow({ where: { contractId, date: new Date("2025-02-03T00:00:00Z") }, select: { id: true } });
    const changed = await call(event.PATCH, "PATCH", `/v1/work-events/${monday.id}`, { key, params: { id: monday.id }, body: { hours: "9.00" } });
    expect(changed.status, changed.text).toBe(200);
    const { row, counts } = await rowOf("2025-02");
    expect(row).toMatchObject({ status: "outdated", payslipStatus: "final", isOutdated: true });
    expect(counts).toMatchObject({ outdated: 1, final: 0 });
  });
});

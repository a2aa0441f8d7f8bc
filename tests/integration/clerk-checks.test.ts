/**
 * validate-before-run through the API (issue 12): the empty-month warning with its "Compila mese"
 * action, and the job-retention counters over a 365-day window built from stored sick events.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import { getDb } from "@/lib/db/client";
import { addDays } from "@/lib/payroll";
import { buildContract } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { TEST_OTHER_API_KEY } from "../support/constants";

const db = () => getDb();
let employerId: string;
async function freshContract(startDate: string): Promise<string> {
  const c = await buildContract(db(), DEMO_ORGANIZATION_ID, employerId, {
    worker: { firstName: "Prova", lastName: `Comporto ${Math.random().toString(36).slice(2, 8)}` },
    startDate,
    terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
  });
  return c.id;
}
const check = (id: string, period: string, key?: string) =>
  call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: period }, key });
const sickDays = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(from, i), hours: "0", type: "sick_leave", subType: "sick_full", multiplier: "1" }));

beforeAll(async () => {
  employerId = (await db().employer.findFirstOrThrow({ where: { organizationId: DEMO_ORGANIZATION_ID }, select: { id: true } })).id;
});

describe("empty month", () => {
  it("warns with the auto_fill action while the month has no event, and stops once it is filled", async () => {
    const id = await freshContract("2025-03-01");
    const before = await check(id, "2025-03");
    expect(before.status).toBe(200);
    expect(before.body.warnings.find((w: { code: string }) => w.code === "no_events_in_month")).toMatchObject({
      action: "auto_fill",
      message: expect.stringContaining("Compila mese"),
    });
    expect(
      (await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { body: { domesticContractId: id, startDate: "2025-03-01", endDate: "2025-03-31" } }))
        .status,
    ).toBe(201);
    const after = await check(id, "2025-03");
    expect(after.body.warnings.find((w: { code: string }) => w.code === "no_events_in_month")).toBeUndefined();
    // another organization cannot see the contract
    expect((await check(id, "2025-03", TEST_OTHER_API_KEY)).status).toBe(404);
  });
});

describe("job retention across a 365-day window", () => {
  it("20 sick days in April 2025 + 20 in November: December 40 of 45 (running out, ends 5 Jan 2026 if continued); April 2026: April 2025 has left the window, 20 used; 5 more in December: exhausted, not blocking", async () => {
    const id = await freshContract("2025-03-01");
    const created = await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: id },
      body: [...sickDays("2025-04-01", 20), ...sickDays("2025-11-01", 20)],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const dec = await check(id, "2025-12");
    expect(dec.status).toBe(200);
    expect(dec.body.sickness).toEqual({
      asOf: "2025-12-31",
      windowFrom: "2025-01-01",
      paidDaysLimit: 10,
      paidDaysUsed: 10,
      paidDaysLeft: 0,
      retentionDays: 45,
      retentionDaysUsed: 20 + 20,
      retentionDaysLeft: 45 - 40,
      retentionEndDate: "2026-01-05",
      exhausted: false,
    });
    expect(dec.body.warnings.map((w: { code: string }) => w.code)).toContain("job_retention_running_out");

    const apr = await check(id, "2026-04");
    expect([apr.body.sickness.windowFrom, apr.body.sickness.retentionDaysUsed, apr.body.sickness.retentionDaysLeft]).toEqual(["2025-05-01", 20, 25]);
    expect(apr.body.warnings.map((w: { code: string }) => w.code)).not.toContain("job_retention_running_out");

    expect((await call(batch.POST, "POST", "/v1/work-events/batch", { query: { domesticContractId: id }, body: sickDays("2025-12-01", 5) })).status).toBe(201);
    const full = await check(id, "2025-12");
    expect(full.body.sickness).toMatchObject({ retentionDaysUsed: 45, retentionDaysLeft: 0, exhausted: true, retentionEndDate: "2025-12-05" });
    expect(full.body.errors.map((e: { code: string }) => e.code)).not.toContain("job_retention_exhausted");
    expect(full.body.warnings.find((w: { code: string }) => w.code === "job_retention_exhausted")?.message).toContain("2025-12-05");
  });
});

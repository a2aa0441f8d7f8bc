/**
 * The hourly worker's thirteenth and TFR through the API (issue 12 item 5, rules.md §6; setting
 * hourlyAccrualBase = schedule_when_regular by default): a month of varied hours accrues its pay,
 * a month paid as scheduled the schedule figure. Hand figures: tests/golden/inps-absences.test.ts.
 */
import { describe, expect, it } from "vitest";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const schedule = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };

async function runMonth(id: string, period: string, lastDay: string) {
  const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
    body: { domesticContractId: id, startDate: `${period}-01`, endDate: `${period}-${lastDay}` },
  });
  expect(w.status, w.text).toBe(200);
  const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
    body: {
      domesticContractId: id,
      organizationId: DEMO_ORGANIZATION_ID,
      period,
      contributionWeeks: w.body,
      notUsedVacationContributionHours: "0.00",
      missingNoticeWeeks: "0",
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe("hourly thirteenth and TFR by default", () => {
  it("February with 10 h on each Monday accrues its pay (360.00 → 13th 30.00, TFR 28.89); March as scheduled the schedule figure (9.00 × 20 × 52/12 = 780.00 → 65.00)", async () => {
    const employer = await buildEmployer(getDb(), DEMO_ORGANIZATION_ID, {
      type: "domestic",
      personalInfo: { firstName: "Ada", lastName: `Ore${Date.now()}` },
    });
    const created = await call(contracts.POST, "POST", "/v1/domestic-contracts", {
      body: {
        employerId: employer.id,
        worker: { firstName: "Irene", lastName: "Irregolare" },
        startDate: "2025-02-01",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "9.00",
          weeklySchedule: schedule,
          seniorityIncrements: "0",
        },
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;

    const mondays = ["2025-02-03", "2025-02-10", "2025-02-17", "2025-02-24"].map((date) => ({
      date,
      hours: "10.00",
      type: "work",
      subType: "regular_work",
      multiplier: "1",
    }));
    const posted = await call(batch.POST, "POST", "/v1/work-events/batch", { query: { domesticContractId: id }, body: mondays });
    expect(posted.status, posted.text).toBe(201);
    const feb = await runMonth(id, "2025-02", "28");
    expect(feb.totalGross).toBe("360.00");
    expect(feb.thirteenthState).toMatchObject({ utilWage: "360.00", accrued: "30.00", accruedThisYear: "30.00" });
    expect(feb.severanceState).toMatchObject({ accrued: "28.89" }); // 360 × 13/12 / 13.5

    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: id, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expect(filled.status, filled.text).toBe(201);
    const mar = await runMonth(id, "2025-03", "31");
    expect(mar.totalGross).toBe("756.00"); // 21 weekdays × 4 h × 9.00
    expect(mar.thirteenthState).toMatchObject({ utilWage: "780.00", accrued: "65.00", accruedThisYear: "95.00" });
    expect(mar.severanceState).toMatchObject({ accrued: "62.59" }); // 780 × 13/12 / 13.5
  });
});

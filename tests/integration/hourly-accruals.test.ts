/**
 * The hourly worker's thirteenth and TFR through the API (issue 12 item 5, rules.md §6; setting
 * hourlyAccrualBase = schedule_when_regular by default): a month of varied hours accrues its pay,
 * a month paid as scheduled the schedule figure. Hand figures: tests/golden/inps-absences.test.ts.
 */
import { describe, expect, it } from "vitest";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { createMondayColf, runPayrollMonth } from "../support/hourly-colf";

describe("hourly thirteenth and TFR by default", () => {
  it("February with 10 h on each Monday accrues its pay (360.00 → 13th 30.00, TFR 28.89); March as scheduled the schedule figure (9.00 × 20 × 52/12 = 780.00 → 65.00)", async () => {
    const id = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Ore${Date.now()}` });
    const feb = await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: id, period: "2025-02", lastDay: "28" });
    expect(feb.totalGross).toBe("360.00");
    expect(feb.thirteenthState).toMatchObject({ utilWage: "360.00", accrued: "30.00", accruedThisYear: "30.00" });
    expect(feb.severanceState).toMatchObject({ accrued: "28.89" }); // 360 × 13/12 / 13.5

    const filled = await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", {
      body: { domesticContractId: id, startDate: "2025-03-01", endDate: "2025-03-31" },
    });
    expect(filled.status, filled.text).toBe(201);
    const mar = await runPayrollMonth({ organizationId: DEMO_ORGANIZATION_ID, contractId: id, period: "2025-03", lastDay: "31" });
    expect(mar.totalGross).toBe("756.00"); // 21 weekdays × 4 h × 9.00
    expect(mar.thirteenthState).toMatchObject({ utilWage: "780.00", accrued: "65.00", accruedThisYear: "95.00" });
    expect(mar.severanceState).toMatchObject({ accrued: "62.59" }); // 780 × 13/12 / 13.5
  });
});

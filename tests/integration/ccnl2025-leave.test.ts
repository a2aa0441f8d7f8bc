/**
 * The CCNL 2025 leave subtypes through the API (docs/domain/rules-update.md §8): stored with their
 * default flags and paid as the engine's golden tests say (tests/golden/ccnl2025-leave.test.ts).
 */
import { describe, expect, it } from "vitest";
import * as workEvents from "@/app/(api)/v1/work-events/route";
import { getDb } from "@/lib/db/client";
import { buildContract, buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

describe("parental leave and the father's birth permit", () => {
  it("are accepted with their default flags: parental leave unpaid with no accruals, birth permit paid and contributory", async () => {
    const db = getDb();
    const employer = await buildEmployer(db, DEMO_ORGANIZATION_ID, { type: "domestic", personalInfo: { firstName: "Leo", lastName: `Congedi${Date.now()}` } });
    const c = await buildContract(db, DEMO_ORGANIZATION_ID, employer.id, {
      worker: { firstName: "Ivo", lastName: "Padre" },
      startDate: "2025-01-06",
      terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "9.00", weeklySchedule: ["4", "4", "4", "4", "4", "0", "0"] },
    });
    const parental = await call(workEvents.POST, "POST", "/v1/work-events", {
      body: { domesticContractId: c.id, date: "2026-04-01", hours: "0", type: "leave_of_absence", subType: "parental_leave", multiplier: "1" },
    });
    expect(parental.status, parental.text).toBe(201);
    expect(parental.body).toMatchObject({
      type: "leave_of_absence",
      subType: "parental_leave",
      addsToThirteen: false,
      addsToSeverance: false,
      affectsContributions: false,
    });
    const birth = await call(workEvents.POST, "POST", "/v1/work-events", {
      body: { domesticContractId: c.id, date: "2026-04-02", hours: "4", type: "leave", subType: "birth_permit", multiplier: "1" },
    });
    expect(birth.status, birth.text).toBe(201);
    expect(birth.body).toMatchObject({ type: "leave", subType: "birth_permit", addsToThirteen: true, addsToSeverance: true, affectsContributions: true });
    // the subtype belongs to its own type
    const wrong = await call(workEvents.POST, "POST", "/v1/work-events", {
      body: { domesticContractId: c.id, date: "2026-04-03", hours: "4", type: "work", subType: "birth_permit", multiplier: "1" },
    });
    expect(wrong.status).toBe(422);
  });
});

/**
 * Terms given as CCNL minimum + superminimo through the API (issue 12 item 9): stored and echoed,
 * checked to add up, and followed by the payslips when the minimum rises (figures: tests/golden/wage-composition.test.ts).
 */
import { describe, expect, it } from "vitest";
import * as contracts from "@/app/(api)/v1/domestic-contracts/route";
import * as autoFill from "@/app/(api)/v1/work-events/auto-fill/route";
import * as validate from "@/app/(api)/v1/domestic-payslips/validate-before-run/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import { getDb } from "@/lib/db/client";
import { buildEmployer } from "@/prisma/seed/builders";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";

const schedule = { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" };

describe("wage = CCNL minimum + superminimo", () => {
  it("is stored and echoed, refused when it does not add up, and January 2026 keeps 8.00 €/h with the absorption explained", async () => {
    const employer = await buildEmployer(getDb(), DEMO_ORGANIZATION_ID, {
      type: "domestic",
      personalInfo: { firstName: "Sara", lastName: `Superminimo${Date.now()}` },
    });
    const body = (wage: string) => ({
      employerId: employer.id,
      worker: { firstName: "Rosa", lastName: "Assorbita" },
      startDate: "2025-01-06",
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage,
        superminimo: "1.32",
        weeklySchedule: schedule,
        seniorityIncrements: "0",
      },
    });
    const wrong = await call(contracts.POST, "POST", "/v1/domestic-contracts", { body: body("8.10") });
    expect(wrong.status, wrong.text).toBe(422);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ path: "/terms/wage", code: "wage_composition_mismatch" })]);

    const created = await call(contracts.POST, "POST", "/v1/domestic-contracts", { body: body("8.00") });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    expect(created.body.currentTerms ?? created.body.terms?.[0]).toMatchObject({ wage: "8.00", superminimo: "1.32", superminimoAbsorbable: true });

    expect(
      (await call(autoFill.POST, "POST", "/v1/work-events/auto-fill", { body: { domesticContractId: id, startDate: "2025-12-28", endDate: "2026-02-07" } }))
        .status,
    ).toBe(201);
    const checked = await call(validate.POST, "POST", "/v1/domestic-payslips/validate-before-run", { body: { domesticContractId: id, date: "2026-01" } });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body.warnings).toContainEqual(
      expect.objectContaining({
        code: "minimum_raised_superminimo_absorbed",
        params: expect.objectContaining({ minimum: "7.01", absorbed: "0.33", wage: "8.00" }),
      }),
    );
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      body: { domesticContractId: id, startDate: "2026-01-01", endDate: "2026-01-31" },
    });
    const payslip = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: {
        domesticContractId: id,
        organizationId: DEMO_ORGANIZATION_ID,
        period: "2026-01",
        contributionWeeks: w.body,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
      },
    });
    expect(payslip.status, payslip.text).toBe(201);
    expect(payslip.body.earningElements.find((e: { code: string }) => e.code === "ORE_ORDINARIE")).toMatchObject({ rate: "8" }); // rates are sent without trailing zeros
  });

  it("the UNI 11766 certification date is stored and echoed; a level without the allowance is 422 with its pointer", async () => {
    const employer = await buildEmployer(getDb(), DEMO_ORGANIZATION_ID, {
      type: "domestic",
      personalInfo: { firstName: "Ugo", lastName: `Certificato${Date.now()}` },
    });
    const body = (level: string) => ({
      employerId: employer.id,
      worker: { firstName: "Nadia", lastName: "Uni" },
      startDate: "2026-01-05",
      terms: {
        level,
        jobType: level === "C" ? "cook" : "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "9.00",
        weeklySchedule: schedule,
        allowances: { uniCertifiedUntil: "2027-06-30" },
      },
    });
    const created = await call(contracts.POST, "POST", "/v1/domestic-contracts", { body: body("B") });
    expect(created.status, created.text).toBe(201);
    expect((created.body.currentTerms ?? created.body.terms?.[0]).allowances).toMatchObject({ uniCertifiedUntil: "2027-06-30", functionAllowance: false });
    const refused = await call(contracts.POST, "POST", "/v1/domestic-contracts", { body: body("C") });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ path: "/terms/allowances/uniCertifiedUntil", code: "uni_allowance_level" }));
  });
});

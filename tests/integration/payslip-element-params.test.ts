/**
 * A real payslip through the API: every element carries its stable `code` and the `params` of its
 * wording, and rendering the code's template with them gives exactly the `name` the answer carries
 * (run-payroll's answer and the stored payslip's); every warning carries its params. The shared
 * client checks each answer against the OpenAPI document (the code's enum, params as strings).
 */
import { describe, expect, it } from "vitest";
import * as batch from "@/app/(api)/v1/work-events/batch/route";
import * as weeks from "@/app/(api)/v1/domestic-payslips/contribution-weeks/route";
import * as run from "@/app/(api)/v1/domestic-payslips/run-payroll/route";
import * as payslip from "@/app/(api)/v1/domestic-payslips/[id]/route";
import { ELEMENT_CODES, elementName, type ElementCode } from "@/lib/payroll";
import { DEMO_ORGANIZATION_ID } from "@/prisma/seed/demo";
import { call } from "../support/http";
import { createMondayColf } from "../support/hourly-colf";

const SECTIONS = ["earningElements", "deductionElements", "imputedElements", "employeeTaxesElements", "employerTaxesElements"] as const;
type Element = { code: string; name: string; params: Record<string, string> };
type Payslip = Record<(typeof SECTIONS)[number], Element[]> & { id: string; warnings: { code: string; message: string; params: Record<string, string> }[] };

function elementsOf(p: Payslip): Element[] {
  return SECTIONS.flatMap((s) => p[s]);
}

function expectWordingsFromParams(p: Payslip) {
  const elements = elementsOf(p);
  expect(elements.length).toBeGreaterThan(3);
  for (const e of elements) {
    expect(ELEMENT_CODES).toContain(e.code);
    expect(Object.values(e.params).every((v) => typeof v === "string")).toBe(true);
    expect(elementName(e.code as ElementCode, e.params), e.code).toBe(e.name);
  }
  for (const w of p.warnings) expect(w.params).toBeTypeOf("object");
}

describe("payslip elements and warnings carry their code and params", () => {
  it("run-payroll's answer and the stored payslip: each name is its code's template rendered with its params", async () => {
    const contractId = await createMondayColf({ organizationId: DEMO_ORGANIZATION_ID, lastName: `Parametri${Date.now().toString(36)}` });
    // a Sunday at 140 % (a premium whose wording names the event and the percent)
    const sunday = await call(batch.POST, "POST", "/v1/work-events/batch", {
      query: { domesticContractId: contractId },
      body: [{ date: "2025-02-09", hours: "3.00", type: "work", subType: "sunday_work", multiplier: "1.4" }],
    });
    expect(sunday.status, sunday.text).toBe(201);
    const w = await call(weeks.POST, "POST", "/v1/domestic-payslips/contribution-weeks", {
      body: { domesticContractId: contractId, startDate: "2025-02-01", endDate: "2025-02-28" },
    });
    expect(w.status, w.text).toBe(200);
    const res = await call(run.POST, "POST", "/v1/domestic-payslips/run-payroll", {
      body: {
        domesticContractId: contractId,
        organizationId: DEMO_ORGANIZATION_ID,
        period: "2025-02",
        contributionWeeks: w.body,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
        customEarnings: [{ name: "Rimborso spese di viaggio", periodType: "period", periodDuration: "1", value: "25.00" }],
      },
    });
    expect(res.status, res.text).toBe(201);
    const answered = res.body as Payslip;
    expectWordingsFromParams(answered);

    const byCode = new Map(elementsOf(answered).map((e) => [e.code, e]));
    expect(byCode.get("ORE_ORDINARIE")?.params).toEqual({});
    expect(byCode.get("VOCE_AGGIUNTIVA")).toMatchObject({ name: "Rimborso spese di viaggio", params: { name: "Rimborso spese di viaggio" } });
    const sundayLine = byCode.get("LAV_DOMENICALE");
    expect(sundayLine?.params).toEqual({ label: expect.any(String), percent: "140" });
    expect(sundayLine?.name).toBe(`${sundayLine?.params.label} (140%)`);

    const stored = await call(payslip.GET, "GET", `/v1/domestic-payslips/${answered.id}`, { params: { id: answered.id } });
    expect(stored.status, stored.text).toBe(200);
    expectWordingsFromParams(stored.body as Payslip);
    expect(elementsOf(stored.body as Payslip).map((e) => [e.code, e.params])).toEqual(elementsOf(answered).map((e) => [e.code, e.params]));
  });
});

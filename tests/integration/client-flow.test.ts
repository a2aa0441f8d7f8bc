/**
 * The typed client (packages/client) runs the whole payroll flow against the app over HTTP, with no
 * cast anywhere: every body it sends and every field it reads is typed from the OpenAPI document.
 * An employer, a contract with its worker, a month of work events, the checks, the contribution
 * weeks, the payslip (draft, then final), its PDF, the quarter's INPS statement and the year's
 * statement. The app is served by tests/support/api-server.ts (proxy + route handlers, real
 * HTTP on 127.0.0.1), each answer also checked against the document.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, idempotencyKey, unwrap, type PagheClient } from "@/packages/client/src";
import { startApiServer, type ApiServer } from "../support/api-server";
import { TEST_API_KEY } from "../support/constants";

/** a decimal string as integer cents (the amounts have two decimals) */
const cents = (amount: string) => {
  expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(amount) * 100);
};

describe("the typed client runs the payroll flow (colf B, 10.00 €/h, Mon–Fri 4 h, hired Monday 3 March 2025)", () => {
  let server: ApiServer;
  let client: PagheClient;

  beforeAll(async () => {
    server = await startApiServer();
    client = createClient(server.url, TEST_API_KEY);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("from a new employer to the annual statement", { timeout: 90_000 }, async () => {
    const me = unwrap(await client.GET("/v1/me"));
    expect(me.principal.type).toBe("api_key");
    const organizationId = me.organizationId;
    const lastName = `Client${Date.now()}`;

    // 1. the employer, created once even when the call is retried with its Idempotency-Key
    const retryKey = idempotencyKey();
    const employerBody = { type: "domestic" as const, organizationId, personalInfo: { firstName: "Carla", lastName } };
    const employer = unwrap(await client.POST("/v1/employers", { params: { header: retryKey }, body: employerBody }));
    const replay = unwrap(await client.POST("/v1/employers", { params: { header: retryKey }, body: employerBody }));
    expect(replay.id).toBe(employer.id);
    expect(employer).toMatchObject({ type: "domestic", organizationId, archived: false });

    // 2. the contract, with its worker
    const contract = unwrap(
      await client.POST("/v1/domestic-contracts", {
        body: {
          employerId: employer.id,
          worker: { firstName: "Elisa", lastName, fiscalCode: "RSSMRA80A01H501U" },
          startDate: "2025-03-03",
          terms: {
            level: "B",
            jobType: "domestic_help",
            cohabiting: false,
            payBasis: "hourly",
            wage: "10.00",
            weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" },
          },
        },
      }),
    );
    expect(contract.employerId).toBe(employer.id);
    expect(contract.worker).toMatchObject({ firstName: "Elisa", lastName });
    const domesticContractId = contract.id;

    // 3. March's work events from the weekly schedule: 21 weekdays of 4 h (no public holiday in March 2025)
    const filled = unwrap(await client.POST("/v1/work-events/auto-fill", { body: { domesticContractId, startDate: "2025-03-01", endDate: "2025-03-31" } }));
    const worked = filled.created.filter((e) => e.type === "work");
    expect(worked).toHaveLength(21);
    expect(worked.every((e) => e.hours === "4.00")).toBe(true);

    // 4. the checks: nothing blocks March
    const checks = unwrap(await client.POST("/v1/domestic-payslips/validate-before-run", { body: { domesticContractId, date: "2025-03" } }));
    expect(checks.errors).toEqual([]);
    expect(checks.valid).toBe(true);

    // 5. the contribution weeks (Sunday–Saturday): the first from the hire, four of 20 h, the fifth ends in April
    const weeks = unwrap(
      await client.POST("/v1/domestic-payslips/contribution-weeks", { body: { domesticContractId, startDate: "2025-03-01", endDate: "2025-03-31" } }),
    );
    expect(weeks.map((w) => [w.weekStart, w.weekEnd, w.isFromNextPeriod])).toEqual([
      ["2025-03-03", "2025-03-08", false],
      ["2025-03-09", "2025-03-15", false],
      ["2025-03-16", "2025-03-22", false],
      ["2025-03-23", "2025-03-29", false],
      ["2025-03-30", "2025-04-05", true],
    ]);
    expect(weeks.filter((w) => !w.isFromNextPeriod).map((w) => w.hours)).toEqual(["20.00", "20.00", "20.00", "20.00"]);

    // 6. the payslip, a draft: 84 h × 10.00 = 840.00; net = gross − deductions − the worker's contributions
    const draft = unwrap(
      await client.POST("/v1/domestic-payslips/run-payroll", {
        body: {
          domesticContractId,
          organizationId,
          period: "2025-03",
          contributionWeeks: weeks,
          notUsedVacationContributionHours: "0.00",
          missingNoticeWeeks: "0",
        },
      }),
    );
    expect(draft).toMatchObject({ status: "draft", domesticContractId, startDate: "2025-03-03", endDate: "2025-03-31", isThirteenth: false });
    expect(draft.totalGross).toBe("840.00");
    expect(cents(draft.totalNet)).toBe(cents(draft.totalGross) - cents(draft.totalDeductions) - cents(draft.totalEmployeeTaxes));
    expect(cents(draft.totalCost)).toBe(cents(draft.totalGross) + cents(draft.totalEmployerTaxes));
    // INPS bracket 2 for 2025 (10.00 × 13/12 = 10.83 €/h): 80 h × 0.48 worker + CAS.SA.COLF 80 h × 0.02 = 40.00
    expect(draft.totalEmployeeTaxes).toBe("40.00");
    expect(draft.totalNet).toBe("800.00");

    // 7. final; finalizing twice is refused with a problem+json the client types
    const final = unwrap(await client.POST("/v1/domestic-payslips/{id}/finalize", { params: { path: { id: draft.id } } }));
    expect(final).toMatchObject({ id: draft.id, status: "final", totalNet: "800.00" });
    const again = await client.POST("/v1/domestic-payslips/{id}/finalize", { params: { path: { id: draft.id } } });
    expect(again.response.status).toBe(409);
    expect(() => unwrap(again)).toThrow(ApiError);
    expect(again.error?.code).toMatch(/^[a-z_]+$/);
    const listed = unwrap(await client.GET("/v1/domestic-payslips", { params: { query: { domesticContractId } } }));
    expect(listed.data.map((p) => [p.id, p.status])).toEqual([[draft.id, "final"]]);

    // 8. the payslip's PDF
    const pdf = await client.GET("/v1/domestic-payslips/{id}/pdf", { params: { path: { id: draft.id } }, parseAs: "arrayBuffer" });
    expect(pdf.response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(unwrap(pdf));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain(`Elisa ${lastName}`);

    // 9. the quarter's INPS statement: March is the quarter's only month of employment, so it is complete
    const quarter = unwrap(await client.GET("/v1/inps-statements", { params: { query: { domesticContractId, quarter: "2025-Q1" } } }));
    expect(quarter.data).toHaveLength(1);
    const statement = quarter.data[0]!;
    expect(statement).toMatchObject({ domesticContractId, quarter: "2025-Q1", status: "complete", missing: [], payslipIds: [draft.id] });
    expect(statement.statement.totals.hours).toBe(80);

    // 10. the year's statement: March paid, April–December not run (the contract goes on)
    const annual = unwrap(await client.GET("/v1/annual-statements", { params: { query: { domesticContractId, year: "2025" } } }));
    expect(annual.payslipIds).toEqual([draft.id]);
    expect(annual.statement.grossPaid).toBe("840.00");
    expect(annual.missing.map((m) => m.period)).toEqual(["2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12"]);
    expect(annual.worker).toEqual({ name: `Elisa ${lastName}`, fiscalCode: "RSSMRA80A01H501U" });
  });
});

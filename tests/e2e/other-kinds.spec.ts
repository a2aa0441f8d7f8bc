/**
 * Issue 15 point 2: once December's ordinary payslip is final, the thirteenth and the TFR
 * liquidation are offered explicitly, from the contract's payslips and from the wizard, without
 * typing `&kind=` into the address bar.
 */
import type { APIRequestContext } from "@playwright/test";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A colf hired 1 December 2025 (Mon–Fri 4 h) with a final ordinary payslip for December 2025. */
async function finalDecember(request: APIRequestContext, lastName: string): Promise<string> {
  const employer = await ok<{ id: string }>(
    await request.post("/v1/employers", {
      headers,
      data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Anna", lastName: `Famiglia${lastName}` } },
    }),
    "employer",
  );
  const contract = await ok<{ id: string }>(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: { firstName: "Lucia", lastName },
        startDate: "2025-12-01",
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
    "contract",
  );
  await ok(
    await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contract.id, startDate: "2025-12-01", endDate: "2025-12-31" } }),
    "auto-fill",
  );
  const weeks = await ok<unknown[]>(
    await request.post("/v1/domestic-payslips/contribution-weeks", {
      headers,
      data: { domesticContractId: contract.id, startDate: "2025-12-01", endDate: "2025-12-31" },
    }),
    "weeks",
  );
  const payslip = await ok<{ id: string }>(
    await request.post("/v1/domestic-payslips/run-payroll", {
      headers,
      data: {
        domesticContractId: contract.id,
        organizationId: DEMO_ORGANIZATION_ID,
        period: "2025-12",
        contributionWeeks: weeks,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
      },
    }),
    "run",
  );
  await ok(await request.post(`/v1/domestic-payslips/${payslip.id}/finalize`, { headers }), "finalize");
  return contract.id;
}

test("after a final December the thirteenth is reached from the contract's payslips and the wizard", async ({ signedIn: page, request }) => {
  test.setTimeout(120_000);
  const contractId = await finalDecember(request, `Tredicesima${Date.now()}`);

  // the contract's payslips: the final December row offers the thirteenth and the TFR liquidation
  await page.goto(`/contracts/${contractId}/payslips`);
  const row = page.getByTestId("contract-payslip-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("contract-payslip-run-severance_liquidation")).toHaveAttribute(
    "href",
    `/payroll/run?contractId=${contractId}&period=2025-12&kind=severance_liquidation`,
  );
  await row.getByTestId("contract-payslip-run-thirteenth").click();
  await expect(page).toHaveURL(new RegExp(`/payroll/run\\?contractId=${contractId}&period=2025-12&kind=thirteenth$`));
  // the thirteenth's wizard is not stuck on "already final"
  await expect(page.getByTestId("validation-ok")).toBeVisible();
  await expect(page.getByTestId("wizard-next")).toBeEnabled();

  // the ordinary December wizard says it is final and offers both other kinds
  await page.goto(`/payroll/run?contractId=${contractId}&period=2025-12`);
  await expect(page.getByText("Il cedolino di questo mese è definitivo")).toBeVisible();
  await expect(page.getByTestId("wizard-next")).toBeDisabled();
  const others = page.getByTestId("wizard-other-kinds");
  await expect(others.getByRole("link", { name: "Elabora liquidazione tfr" })).toBeVisible();
  await others.getByRole("link", { name: "Elabora tredicesima" }).click();
  await expect(page).toHaveURL(/kind=thirteenth/);

  // and the thirteenth runs through the wizard to its own payslip
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-run").click();
  await expect(page).toHaveURL(/payslipId=[0-9a-f-]{36}/);
  const payslipId = new URL(page.url()).searchParams.get("payslipId")!;
  const thirteenth = await ok<{ kind: string; period: string; status: string }>(
    await request.get(`/v1/domestic-payslips/${payslipId}`, { headers }),
    "thirteenth",
  );
  expect(thirteenth).toMatchObject({ kind: "thirteenth", period: "2025-12", status: "draft" });
});

/**
 * Issue 26 point 14 end to end: the final payslip of a termination whose TFR coefficient month is
 * not published yet is made through the wizard: the checks say the coefficient is missing and let
 * the clerk go on, the Options step asks for a provisional coefficient with its reason, and the
 * payslip records it. November 2026: ISTAT publishes its index in mid-December.
 */
import { API_KEY, apiOk, createHourlyContract, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

test("a final settlement through the wizard with a provisional TFR coefficient", async ({ page, request }) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Paola", lastName: `Provvisoria${unique}` },
    worker: { firstName: "Rita", lastName: `Cessata${unique}` },
    startDate: "2024-01-08",
    wage: "9.00",
  });
  await apiOk(
    await request.put(`/v1/domestic-contracts/${contractId}/opening-balances`, {
      headers,
      data: { asOfDate: "2026-10-31", tfrFundAtLastYearEnd: "2000.00" },
    }),
    "opening balances",
  );
  await apiOk(
    await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contractId, startDate: "2026-11-01", endDate: "2026-11-20" } }),
    "auto-fill",
  );
  await apiOk(
    await request.post(`/v1/domestic-contracts/${contractId}/end`, { headers, data: { endDate: "2026-11-20", endReason: "mutual_agreement" } }),
    "end",
  );

  await signIn(page);
  await page.goto(`/payroll/run?contractId=${contractId}&period=2026-11`);
  // 1. checks: the missing coefficient is named, and it does not stop the wizard
  await expect(page.locator('[data-testid="validation-errors"] [data-code="tfr_coefficient_missing"]')).toBeVisible();
  await expect(page.getByTestId("validation-coefficient-note")).toBeVisible();
  await page.getByTestId("wizard-next").click();
  // 2. weeks as computed
  await expect(page.getByTestId("week-row").first()).toBeVisible();
  await page.getByTestId("wizard-next").click();
  // 3. options: the provisional coefficient is asked for; running without it is refused on the field
  const card = page.getByTestId("wizard-coefficient");
  await expect(card).toBeVisible();
  await expect(card).toContainText(/novembre 2026/i);
  await page.getByTestId("wizard-run").click();
  await expect(card.getByText("Indica il coefficiente provvisorio.")).toBeVisible();
  await page.getByTestId("option-coefficient-percent").fill("1,1");
  await page.getByTestId("option-coefficient-percent").blur();
  await expect(page.getByTestId("option-coefficient-reason")).toHaveValue(/non ancora pubblicato/);
  const response = page.waitForResponse((r) => r.url().endsWith("/v1/domestic-payslips/run-payroll") && r.request().method() === "POST");
  await page.getByTestId("wizard-run").click();
  const run = await response;
  expect(run.status(), await run.text()).toBe(201);
  expect(run.request().postDataJSON()).toMatchObject({ provisionalTfrCoefficient: { percent: "1.1" } });
  const payslip = (await run.json()) as { severanceBreakdown: Record<string, unknown>; warnings: { code: string }[] };
  // 2,000.00 × 1.1 % = 22.00
  expect(payslip.severanceBreakdown).toMatchObject({ revaluation: "22.00", coefficientMonth: "2026-11", coefficientProvisional: true });
  expect(payslip.warnings.map((w) => w.code)).toContain("tfr_coefficient_provisional");
  // 4. the payslip
  await expect(page.getByTestId("payslip-view")).toBeVisible();
});

/**
 * End to end (issue 32 points 3–4, docs/corrections.md): a month's final payslip, then a worked
 * Saturday entered afterwards through the API. In the month's worklist the clerk sees the month
 * against the one before, opens "Correggi i definitivi del mese", reads the preview (the worker's
 * difference, the totals, the quarter of the payment), confirms, and finds the correcting payslip
 * with its line-by-line difference and the link back to the original.
 */
import { API_KEY, apiOk, createHourlyContract, expect, runMonth, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const PERIOD = "2025-10";

test("a clerk previews and confirms the corrections of a month whose events changed after it was final", async ({ signedIn: page, request }) => {
  test.setTimeout(240_000);
  const unique = Date.now().toString(36);
  const lastName = `Rettifica${unique}`;
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Famiglia", lastName },
    worker: { firstName: "Rita", lastName },
    startDate: `${PERIOD}-01`,
    fillMonth: PERIOD,
  });
  const { id: originalId } = await runMonth(request, contractId, PERIOD);
  await apiOk(await request.post(`/v1/domestic-payslips/${originalId}/finalize`, { headers }), "finalize");
  const original = await apiOk<{ totalNet: string }>(await request.get(`/v1/domestic-payslips/${originalId}`, { headers }), "original");

  // a worked Saturday entered after the month was final: the final payslip is now wrong
  await apiOk(
    await request.post(`/v1/work-events/batch?domesticContractId=${contractId}`, {
      headers,
      data: [{ date: "2025-10-11", hours: "4.00", type: "work", subType: "regular_work", multiplier: "1" }],
    }),
    "the forgotten Saturday",
  );

  await page.goto(`/payroll?period=${PERIOD}`);
  // the month against the one before: a new relationship
  const panel = page.getByTestId("variance-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("variance-row").filter({ hasText: lastName })).toHaveAttribute("data-flags", /new_relationship/);

  await page.getByTestId("correct-finals").click();
  const dialog = page.getByTestId("corrections-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("corrections-payment-date").fill("2025-11-10");
  const row = dialog.getByTestId("corrections-row").filter({ hasText: lastName });
  await expect(row).toBeVisible();
  // 4 h × 10.00 more pay, less the worker's contributions: a positive net difference
  await expect(row).toContainText("€");
  await expect(dialog.getByTestId("corrections-quarter")).toContainText("2025 T4");
  await expect(dialog.getByTestId("corrections-total-count")).not.toContainText(/^0$/);

  // the preview wrote nothing: the original has no correction yet
  const before = await apiOk<{ corrections: unknown[] }>(await request.get(`/v1/domestic-payslips/${originalId}`, { headers }), "original");
  expect(before.corrections).toEqual([]);

  await page.getByTestId("corrections-confirm").click();
  await expect(page.getByTestId("corrections-done")).toBeVisible();

  const after = await apiOk<{ corrections: { id: string; correctionNumber: number }[]; totalNet: string }>(
    await request.get(`/v1/domestic-payslips/${originalId}`, { headers }),
    "original after",
  );
  expect(after.corrections).toHaveLength(1);
  expect(after.totalNet).toBe(original.totalNet);
  const correctionId = after.corrections[0]!.id;

  await page.goto(`/payslips/${correctionId}`);
  const section = page.getByTestId("correction-section");
  await expect(section).toBeVisible();
  await expect(section.getByTestId("correction-line-gross")).toContainText("40,00");
  await expect(section.getByTestId("correction-quarter")).toContainText("2025 T4");
  await section.getByTestId("correction-original").click();
  await expect(page).toHaveURL(new RegExp(`/payslips/${originalId}`));
  await expect(page.getByTestId("payslip-corrections")).toBeVisible();
});

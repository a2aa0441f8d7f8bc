/**
 * Issue 15 points 9 and 18: a skip link to the content is the first stop of the keyboard; after
 * each wizard step the focus moves to the new step's heading (so a screen reader announces it);
 * the print page has a main landmark.
 */
import type { APIRequestContext } from "@playwright/test";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("skip link, focus on each new wizard step, a main landmark on the print page", async ({ signedIn: page, request }) => {
  // the skip link: first Tab, visible when focused, Enter lands in the content
  await page.goto("/employers");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Vai al contenuto" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#content")).toBeFocused();

  // the contract wizard: "Avanti" moves the focus to the heading of the employer step
  await page.goto("/contracts/new");
  await page.getByLabel(/^Nome\*?$/).fill("Focus");
  await page.getByLabel(/^Cognome\*?$/).fill(`Tastiera${Date.now()}`);
  await page.getByTestId("wizard-next").click();
  await expect(page.locator("h2:focus")).toHaveText("Datore · Passo 2 di 7");

  // the payroll wizard: from the checks to the contribution weeks
  const lastName = `Fuoco${Date.now()}`;
  const employer = await ok<{ id: string }>(await request.post("/v1/employers", { headers, data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Fabio", lastName: `Famiglia${lastName}` } } }), "employer");
  const contract = await ok<{ id: string }>(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: { firstName: "Franca", lastName },
        startDate: "2025-06-01",
        terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "10.00", weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" } },
      },
    }),
    "contract",
  );
  await ok(await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contract.id, startDate: "2025-06-01", endDate: "2025-06-30" } }), "auto-fill");
  await page.goto(`/payroll/run?contractId=${contract.id}&period=2025-06`);
  await expect(page.getByTestId("validation-ok")).toBeVisible();
  await page.getByTestId("wizard-next").click();
  await expect(page.getByTestId("wizard-step-heading")).toBeFocused();
  await expect(page.getByTestId("wizard-step-heading")).toHaveText("Passo 2 di 4: Settimane contributive");

  // the printable payslip is the page's main content
  const weeks = await ok<unknown[]>(await request.post("/v1/domestic-payslips/contribution-weeks", { headers, data: { domesticContractId: contract.id, startDate: "2025-06-01", endDate: "2025-06-30" } }), "weeks");
  const payslip = await ok<{ id: string }>(
    await request.post("/v1/domestic-payslips/run-payroll", { headers, data: { domesticContractId: contract.id, organizationId: DEMO_ORGANIZATION_ID, period: "2025-06", contributionWeeks: weeks } }),
    "run",
  );
  await page.goto(`/print/payslips/${payslip.id}`);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(lastName);
});

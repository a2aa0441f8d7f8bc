/**
 * Issue 15 points 9 and 18: a skip link to the content is the first stop of the keyboard; after
 * each wizard step the focus moves to the new step's heading (so a screen reader announces it);
 * the print page has a main landmark.
 */
import { createHourlyContract, expect, runMonth, test } from "./fixtures";

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
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Fabio", lastName: `Famiglia${lastName}` },
    worker: { firstName: "Franca", lastName },
    startDate: "2025-06-01",
    fillMonth: "2025-06",
  });
  await page.goto(`/payroll/run?contractId=${contractId}&period=2025-06`);
  await expect(page.getByTestId("validation-ok")).toBeVisible();
  await page.getByTestId("wizard-next").click();
  await expect(page.getByTestId("wizard-step-heading")).toBeFocused();
  await expect(page.getByTestId("wizard-step-heading")).toHaveText("Passo 2 di 4: Settimane contributive");

  // the printable payslip is the page's main content
  const payslip = await runMonth(request, contractId, "2025-06");
  await page.goto(`/print/payslips/${payslip.id}`);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(lastName);
});

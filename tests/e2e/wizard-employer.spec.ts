/**
 * Issue 15 points 4 and 6: a new employer created inside the contract wizard (a dialog) keeps what
 * the clerk typed; employers are found by their workers' names, contracts by their employer's
 * name; the employer page starts a contract for it; the contracts list opens the calendar.
 */
import { expect, test } from "./fixtures";

test("the contract wizard keeps its values across a new employer; searches across employers and workers", async ({ signedIn: page }) => {
  const unique = String(Date.now()).slice(-7);
  const worker = `Mantenuta${unique}`;
  const family = `Nuovissima${unique}`;

  await page.goto("/contracts/new");
  await page.getByLabel(/^Nome\*?$/).fill("Paola");
  await page.getByLabel(/^Cognome\*?$/).fill(worker);
  await page.getByTestId("wizard-next").click();

  // the employer does not exist yet: created in a dialog, the wizard stays where it was
  await page.getByTestId("wizard-new-employer").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill("Renato");
  await dialog.getByRole("textbox", { name: "Cognome", exact: true }).fill(family);
  await dialog.getByRole("button", { name: "Crea datore di lavoro" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/contracts\/new/);
  await expect(page.getByText(`Datore selezionato: ${family} Renato`)).toBeVisible();
  // back to the worker step: what was typed is still there
  await page.getByRole("button", { name: "Indietro" }).click();
  await expect(page.getByLabel(/^Cognome\*?$/)).toHaveValue(worker);
  await page.getByTestId("wizard-next").click();
  await expect(page.getByText(`Datore selezionato: ${family} Renato`)).toBeVisible();
  await page.getByTestId("wizard-next").click();
  await page.getByLabel(/^Mansione\*?$/).selectOption("domestic_help");
  await page.getByLabel(/^Livello CCNL\*?$/).selectOption("B");
  await page.getByLabel(/^Data di inizio\*?$/).fill("2025-03-03");
  await page.getByTestId("wizard-next").click();
  for (const day of ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì"]) await page.getByLabel(day, { exact: true }).fill("4");
  await page.getByTestId("wizard-next").click();
  await page.getByLabel(/^Paga oraria \(€\)\*?$/).fill("9,50");
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("contract-create").click();
  await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);

  // the employers directory finds the family by its worker's name
  await page.goto("/employers");
  await page.getByLabel("Cerca datori di lavoro").fill(worker);
  // the search has reached the address bar (debounced) before the clerk opens a result
  await expect(page).toHaveURL(new RegExp(`q=${worker}`));
  await expect(page.getByRole("link", { name: `${family} Renato` })).toBeVisible();
  // its page starts a new contract with the employer already chosen
  await page.getByRole("link", { name: `${family} Renato` }).click();
  await expect(page.getByRole("heading", { name: `${family} Renato` })).toBeVisible();
  await page.getByTestId("employer-new-contract").click();
  await expect(page).toHaveURL(/\/contracts\/new\?employerId=[0-9a-f-]{36}$/);

  // the contracts list finds the contract by the employer's name and opens its calendar
  await page.goto("/contracts");
  await page.getByTestId("contract-search").fill(family);
  await expect(page).toHaveURL(new RegExp(`q=${family}`));
  const row = page.getByTestId("contract-row").filter({ hasText: worker });
  await expect(row).toHaveCount(1);
  await row.getByTestId("contract-row-calendar").click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}\/calendar/);
  await expect(page.getByTestId("month-label")).toBeVisible();
});

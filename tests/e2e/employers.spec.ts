/**
 * The employer directory as a clerk uses it (Italian UI, system Chromium): create a household
 * and a business, find each by part of its name and by tax code, edit, archive and restore,
 * delete, and see the active-contract rule refuse a deletion.
 */
import { expect, signIn, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { isValidVatNumber, personFiscalCodeCheckChar } from "../../lib/validation/tax-codes";

const RUN = Date.now().toString(36).toUpperCase();
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");

function fiscalCode(): string {
  const first15 = `${letters(6)}${digits(2)}C${String(10 + Math.floor(Math.random() * 18))}H${digits(3)}`;
  return first15 + personFiscalCodeCheckChar(first15);
}

function vatNumber(): string {
  const body = digits(10);
  for (let d = 0; d <= 9; d++) if (isValidVatNumber(body + d)) return body + d;
  throw new Error("unreachable");
}

const household = { firstName: "Carla", lastName: `Verdi${RUN}`, fiscalCode: fiscalCode() };
const company = { name: `Cooperativa Girasole ${RUN}`, vatNumber: vatNumber() };

async function search(page: Page, text: string) {
  const box = page.getByLabel("Cerca datori di lavoro");
  await box.fill(text);
  // the URL follows the search box (debounced), and the list follows the URL
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

async function openDirectory(page: Page) {
  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "Datori di lavoro" }).click();
  await expect(page.getByRole("heading", { name: "Datori di lavoro" })).toBeVisible();
}

test("a clerk creates, finds, edits, archives, restores and deletes employers", async ({ page }) => {
  await signIn(page);
  await openDirectory(page);

  // --- a household, with a fiscal-code typo caught inline in Italian first
  await page.getByRole("link", { name: "Nuovo datore di lavoro" }).click();
  await expect(page.getByRole("heading", { name: "Nuovo datore di lavoro" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill(household.firstName);
  await page.getByRole("textbox", { name: "Cognome", exact: true }).fill(household.lastName);
  const wrongCheck = household.fiscalCode.slice(0, 15) + (household.fiscalCode[15] === "A" ? "B" : "A");
  await page.getByLabel("Codice fiscale").fill(wrongCheck.toLowerCase());
  await expect(page.getByText(`Carattere di controllo errato: dovrebbe essere «${household.fiscalCode[15]}»`)).toBeVisible();
  await page.getByRole("button", { name: "Crea datore di lavoro" }).click();
  await expect(page.getByText(/Codice fiscale non valido/)).toBeVisible();
  await expect(page.getByText("Correggi i campi evidenziati.")).toBeVisible();
  await page.getByLabel("Codice fiscale").fill(household.fiscalCode.toLowerCase());
  await expect(page.getByText("✓ Codice fiscale valido")).toBeVisible();
  // fixed: the summary goes with the last marked field, before the next click (point 19)
  await expect(page.getByText("Correggi i campi evidenziati.")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Provincia", exact: true }).fill("rm");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`carla.${RUN.toLowerCase()}@example.it`);
  await page.getByRole("button", { name: "Crea datore di lavoro" }).click();
  await expect(page).toHaveURL(/\/employers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `${household.lastName} ${household.firstName}` })).toBeVisible();
  await expect(page.getByTestId("employer-details")).toContainText(household.fiscalCode);
  await expect(page.getByTestId("employer-details")).toContainText("RM");
  const householdUrl = page.url();

  // --- a business
  await openDirectory(page);
  await page.getByRole("link", { name: "Nuovo datore di lavoro" }).click();
  await page.getByRole("radio", { name: /Azienda o ente/ }).check();
  await page.getByLabel("Ragione sociale").fill(company.name);
  await page.getByLabel("Forma giuridica").selectOption({ label: "Cooperativa" });
  await page.getByLabel("Partita IVA").fill(`IT ${company.vatNumber}`);
  await expect(page.getByText("✓ Partita IVA valida")).toBeVisible();
  await page.getByRole("button", { name: "Crea datore di lavoro" }).click();
  await expect(page.getByRole("heading", { name: company.name })).toBeVisible();
  const companyUrl = page.url();

  // --- find each by part of its name and by its tax code
  await openDirectory(page);
  const rows = page.getByTestId("employer-row");
  await search(page, household.lastName.slice(2).toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${household.lastName} ${household.firstName}`);
  await search(page, household.fiscalCode);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(household.lastName);
  await search(page, `girasole ${RUN.toLowerCase()}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(company.name);
  await search(page, company.vatNumber);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(company.name);
  await expect(rows.first()).toContainText("Azienda o ente");

  // the search survives a reload (it lives in the URL)
  await page.reload();
  await expect(page.getByLabel("Cerca datori di lavoro")).toHaveValue(company.vatNumber);
  await expect(rows).toHaveCount(1);

  // --- edit a field of the household
  await page.goto(householdUrl);
  await page.getByRole("link", { name: "Modifica" }).click();
  await expect(page.getByRole("heading", { name: `Modifica: ${household.lastName} ${household.firstName}` })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Privato/ })).toBeDisabled();
  await page.getByRole("textbox", { name: "Comune", exact: true }).fill("Tivoli");
  await page.getByRole("button", { name: "Salva le modifiche" }).click();
  await expect(page).toHaveURL(householdUrl);
  await expect(page.getByTestId("employer-details")).toContainText("Tivoli");
  await expect(page.getByTestId("employer-details")).toContainText(household.fiscalCode);

  // --- archive the business: it moves from Attivi to Archiviati, and back when restored
  await page.goto(companyUrl);
  await page.getByRole("button", { name: "Archivia" }).click();
  await expect(page.getByText("Datore di lavoro archiviato")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ripristina" })).toBeVisible();
  await openDirectory(page);
  await search(page, company.name);
  const activeTab = page.getByRole("button", { name: /^Attivi/ });
  const archivedTab = page.getByRole("button", { name: /^Archiviati/ });
  await expect(activeTab).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(`Nessun datore di lavoro corrisponde a «${company.name}»`)).toBeVisible();
  await expect(activeTab).toContainText("0");
  await expect(archivedTab).toContainText("1");
  await archivedTab.click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Archiviato");
  await rows.first().getByRole("link", { name: company.name }).click();
  await page.getByRole("button", { name: "Ripristina" }).click();
  await expect(page.getByText("Datore di lavoro ripristinato")).toBeVisible();
  await openDirectory(page);
  await search(page, company.name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Attivo");

  // --- delete the household (no contracts)
  await page.goto(householdUrl);
  await page.getByRole("button", { name: "Elimina" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("non ha contratti attivi");
  await dialog.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(page).toHaveURL(/\/employers$/);
  await search(page, household.lastName);
  await expect(rows).toHaveCount(0);
  await page.getByRole("button", { name: /^Tutti/ }).click();
  await expect(rows).toHaveCount(0);
  expect((await page.request.get(householdUrl)).status()).toBe(404);
});

test("deleting an employer with an active contract offers archiving instead", async ({ page }) => {
  await signIn(page);
  await openDirectory(page);
  await search(page, "conti anna");
  await page.getByTestId("employer-row").first().getByRole("link", { name: "Conti Anna" }).click();
  await expect(page.getByTestId("employer-contract-row").first()).toContainText("Bianchi Giulia");
  await expect(page.getByTestId("employer-contract-row").first()).toContainText("In corso");
  await page.getByRole("button", { name: "Elimina" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Questo datore di lavoro ha 1 contratto attivo.");
  // no button that can only fail: "Archivia" instead (issue 15 point 8)
  await expect(dialog.getByRole("button", { name: "Elimina definitivamente" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Archivia" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("employer-restore")).toBeVisible();
  // restore, so the seeded employer stays as the other tests expect it
  await page.getByTestId("employer-restore").click();
  await expect(page.getByTestId("employer-archive")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Conti Anna" })).toBeVisible();
});

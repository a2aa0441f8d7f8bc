/**
 * Issue 15 point 10: when the session expires, the clerk is told where they are, signs in again
 * there and keeps what was typed; a page opened without a session comes back after sign-in.
 */
import { expect, signIn, test } from "./fixtures";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from "../support/constants";

test("an expired session: sign in again over the page, the form keeps its values; a page comes back after sign-in", async ({ page }) => {
  const lastName = `Scaduta${Date.now()}`;
  await signIn(page);
  await page.goto("/employers/new");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Sabrina");
  await page.getByRole("textbox", { name: "Cognome", exact: true }).fill(lastName);

  // the session ends while the clerk types
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Crea datore di lavoro" }).click();
  const dialog = page.getByRole("dialog", { name: "Sessione scaduta" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("la pagina e i dati inseriti restano come sono");
  await dialog.getByLabel(/^Password\*?$/).fill(TEST_ADMIN_PASSWORD);
  await dialog.getByRole("button", { name: "Accedi" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Accesso effettuato: ripeti l'operazione.").first()).toBeVisible();
  // nothing typed was lost; the action repeated succeeds
  await expect(page).toHaveURL(/\/employers\/new$/);
  await expect(page.getByRole("textbox", { name: "Cognome", exact: true })).toHaveValue(lastName);
  await page.getByRole("button", { name: "Crea datore di lavoro" }).click();
  await expect(page).toHaveURL(/\/employers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `${lastName} Sabrina` })).toBeVisible();

  // a page opened without a session: sign-in, then back to that page
  await page.context().clearCookies();
  await page.goto("/contracts?status=ended");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcontracts%3Fstatus%3Dended$/);
  await page.getByLabel(/e-mail/i).fill(TEST_ADMIN_EMAIL);
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: /accedi/i }).click();
  await expect(page).toHaveURL(/\/contracts\?status=ended$/);
});

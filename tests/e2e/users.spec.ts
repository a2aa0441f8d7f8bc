/**
 * Issue 15 point 14: the administrator manages users (create, edit, disable, enable, new password,
 * last sign-in); a clerk who is not an administrator is not offered the deletion of a final
 * payslip, which the API refuses to a clerk.
 */
import { API_KEY, apiOk, createHourlyContract, expect, runMonth, signIn, test } from "./fixtures";
import { TEST_ADMIN_EMAIL } from "../support/constants";

test("an administrator manages a clerk's login; the clerk is not offered to delete a final payslip", async ({ page, request }) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const email = `operatore.${unique}@example.it`;

  await signIn(page);
  await page.goto("/settings/users");
  // the administrator's own last sign-in is shown
  await expect(page.locator(`[data-testid="user-row"][data-email="${TEST_ADMIN_EMAIL}"]`).getByTestId("user-last-sign-in")).not.toHaveText("mai");

  await page.getByLabel(/^Nome\*?$/).fill("Olga Operatrice");
  await page.getByLabel(/^E-mail\*?$/).fill(email);
  await page.getByLabel(/^Password iniziale\*?$/).fill("prima-password-1");
  await page.getByRole("button", { name: "Nuovo utente" }).click();
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toContainText("Operatore");
  await expect(row.getByTestId("user-last-sign-in")).toHaveText("mai");

  // edit the name
  await row.getByTestId("user-edit").click();
  await page.getByTestId("user-edit-name").fill("Olga Bianchi");
  await page.getByTestId("user-edit-save").click();
  await expect(row).toContainText("Olga Bianchi");
  // disable, then enable
  await row.getByTestId("user-toggle").click();
  await expect(row).toContainText("Disattivato");
  await row.getByTestId("user-toggle").click();
  await expect(row).toContainText("Attivo");
  // a new password, checked by the same rules as the API
  await row.getByTestId("user-reset").click();
  await page.getByTestId("user-reset-password").fill("corta");
  await page.getByTestId("user-reset-save").click();
  await expect(page.getByRole("dialog")).toContainText("Almeno 10 caratteri");
  await page.getByTestId("user-reset-password").fill("seconda-password-2");
  await page.getByTestId("user-reset-save").click();
  await expect(page.getByText("Password di Olga Bianchi aggiornata: comunicala all'utente.")).toBeVisible();

  // a final payslip of the demo organization
  const lastName = `Definitivo${unique}`;
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Fiorella", lastName: `Famiglia${lastName}` },
    worker: { firstName: "Franca", lastName },
    startDate: "2025-06-02",
    fillMonth: "2025-06",
  });
  const payslip = await runMonth(request, contractId, "2025-06");
  await apiOk(await request.post(`/v1/domestic-payslips/${payslip.id}/finalize`, { headers: { authorization: `Bearer ${API_KEY}` } }), "finalize");

  // the administrator sees "Elimina" on it
  await page.goto(`/payslips/${payslip.id}`);
  await expect(page.getByTestId("payslip-print")).toBeVisible();
  await expect(page.getByTestId("payslip-delete")).toBeVisible();

  // the clerk signs in with the new password: no "Elimina" on the final payslip
  await page.context().clearCookies();
  await signIn(page, email, "seconda-password-2");
  await page.goto(`/payslips/${payslip.id}`);
  await expect(page.getByTestId("payslip-print")).toBeVisible();
  await expect(page.getByTestId("payslip-delete")).toHaveCount(0);
  await page.goto(`/contracts/${contractId}/payslips`);
  await expect(page.getByRole("button", { name: /^Elimina/ })).toHaveCount(0);
});

/**
 * Issue 15 point 14: the administrator manages users (create, edit, disable, enable, new password,
 * last sign-in); a clerk who is not an administrator is not offered the deletion of a final
 * payslip, which the API refuses to a clerk.
 */
import type { APIRequestContext } from "@playwright/test";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, signIn, test } from "./fixtures";
import { TEST_ADMIN_EMAIL } from "../support/constants";

const headers = { authorization: `Bearer ${API_KEY}` };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

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
  const employer = await ok<{ id: string }>(await request.post("/v1/employers", { headers, data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Fiorella", lastName: `Famiglia${lastName}` } } }), "employer");
  const contract = await ok<{ id: string }>(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: { firstName: "Franca", lastName },
        startDate: "2025-06-02",
        terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "10.00", weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" } },
      },
    }),
    "contract",
  );
  await ok(await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contract.id, startDate: "2025-06-01", endDate: "2025-06-30" } }), "auto-fill");
  const weeks = await ok<unknown[]>(await request.post("/v1/domestic-payslips/contribution-weeks", { headers, data: { domesticContractId: contract.id, startDate: "2025-06-01", endDate: "2025-06-30" } }), "weeks");
  const payslip = await ok<{ id: string }>(await request.post("/v1/domestic-payslips/run-payroll", { headers, data: { domesticContractId: contract.id, organizationId: DEMO_ORGANIZATION_ID, period: "2025-06", contributionWeeks: weeks } }), "run");
  await ok(await request.post(`/v1/domestic-payslips/${payslip.id}/finalize`, { headers }), "finalize");

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
  await page.goto(`/contracts/${contract.id}/payslips`);
  await expect(page.getByRole("button", { name: /^Elimina/ })).toHaveCount(0);
});

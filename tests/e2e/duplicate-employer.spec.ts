/**
 * Issue 15 point 5: a second employer with the same codice fiscale is not created silently: the
 * clerk is warned, can open the existing one, or create a new one anyway.
 */
import { API_KEY, DEMO_ORGANIZATION_ID, apiOk, expect, test } from "./fixtures";

const FISCAL_CODE = "BNCGNN70A41H501V";

test("a duplicate codice fiscale is announced with a link to the existing employer", async ({ signedIn: page, request }) => {
  const lastName = `Doppione${Date.now()}`;
  const existing = await apiOk<{ id: string }>(
    await request.post("/v1/employers", {
      headers: { authorization: `Bearer ${API_KEY}` },
      data: {
        type: "domestic",
        organizationId: DEMO_ORGANIZATION_ID,
        allowDuplicate: true,
        personalInfo: { firstName: "Giovanna", lastName, fiscalCode: FISCAL_CODE },
      },
    }),
    "first employer",
  );
  expect(existing.id).toBeTruthy();

  await page.goto("/employers/new");
  await page.getByRole("textbox", { name: "Nome", exact: true }).fill("Giovanna");
  await page.getByRole("textbox", { name: "Cognome", exact: true }).fill(lastName);
  await page.getByLabel("Codice fiscale").fill(FISCAL_CODE.toLowerCase());
  await page.getByRole("button", { name: "Crea datore di lavoro" }).click();
  const warning = page.getByTestId("employer-duplicate");
  await expect(warning).toContainText("Esiste già un datore di lavoro con questo codice fiscale o partita IVA.");
  await expect(page).toHaveURL(/\/employers\/new$/);
  await expect(warning.getByRole("link", { name: "Apri il datore di lavoro esistente" })).toHaveAttribute("href", /^\/employers\/[0-9a-f-]{36}$/);
  // the clerk knows it is another household with the same person: created anyway
  await warning.getByRole("button", { name: "Crea comunque un nuovo datore di lavoro" }).click();
  await expect(page).toHaveURL(/\/employers\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(existing.id);
});

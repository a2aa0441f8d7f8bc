/**
 * Issue 15 points 15 and 19: Italian 404 pages inside the app shell with the request id; page
 * titles that name the product once; a favicon.
 */
import { expect, test } from "./fixtures";

test("an unknown address and an unknown contract show the Italian 404 inside the app shell", async ({ signedIn: page }) => {
  const response = await page.goto("/pagina-che-non-esiste", { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  await expect(page.getByTestId("request-id")).toHaveText(/^Codice richiesta: [0-9a-f-]{36}$/);
  await expect(page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "Contratti" })).toBeVisible();
  await page.getByRole("link", { name: "Torna alla pagina iniziale" }).click();
  await expect(page).toHaveURL(/\/$/);

  // an id that is not there (or is another organization's): the same page, inside the shell
  const missing = await page.goto("/employers/00000000-0000-4000-8000-00000000abcd", { waitUntil: "domcontentloaded" });
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  await expect(page.getByTestId("request-id")).toContainText("Codice richiesta: ");
  await expect(page.getByRole("button", { name: "Esci" })).toBeVisible();
});

test("page titles name the product once, and the app has a favicon", async ({ signedIn: page }) => {
  await page.goto("/contracts");
  await expect(page).toHaveTitle("Contratti · Paghe Domestiche");
  await page.goto("/payroll");
  expect((await page.title()).match(/Paghe Domestiche/g)).toHaveLength(1);
  await page.goto("/contracts/new");
  expect((await page.title()).match(/Paghe Domestiche/g)).toHaveLength(1);

  const icon = page.locator('link[rel="icon"]').first();
  await expect(icon).toHaveAttribute("href", /icon/);
  const href = await icon.getAttribute("href");
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("image/svg+xml");
});

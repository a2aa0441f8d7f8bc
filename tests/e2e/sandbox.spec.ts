import { expect, signIn, test, DEMO_ORGANIZATION_ID } from "./fixtures";

test("an administrator creates a test key, the key sees the sandbox only, and the sandbox is reset from Settings", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/settings/api-keys");
  await page.getByTestId("api-key-name").fill("Chiave di prova e2e");
  await page.getByTestId("api-key-mode").selectOption("test");
  await page.getByTestId("api-key-create").click();
  await expect(page.getByTestId("api-key-secret")).toHaveText(/^dp_test_[0-9A-Za-z]{32}$/);
  const secret = (await page.getByTestId("api-key-secret").textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Chiudi" }).click();
  await expect(page.getByTestId("api-key-row").filter({ hasText: "Chiave di prova e2e" }).getByText("prova", { exact: true })).toBeVisible();

  const me = await (await request.get("/v1/me", { headers: { authorization: `Bearer ${secret}` } })).json();
  expect(me.livemode).toBe(false);
  expect(me.organizationId).not.toBe(DEMO_ORGANIZATION_ID);
  const employers = await (
    await request.get(`/v1/employers?organizationId=${me.organizationId}&limit=100`, { headers: { authorization: `Bearer ${secret}` } })
  ).json();
  expect(employers.data.map((e: { displayName: string }) => e.displayName).sort()).toEqual([
    "Bianchi Carla",
    "Colombo Anna",
    "Ferrari Paola",
    "Rossi Giorgio",
    "Verdi Luca",
  ]);

  await page.getByTestId("sandbox-reset").click();
  await page.getByTestId("sandbox-reset-confirm").click();
  await expect(page.getByText("Ambiente di prova ripristinato: 5 datori, 8 contratti, 16 presenze.")).toBeVisible();
});

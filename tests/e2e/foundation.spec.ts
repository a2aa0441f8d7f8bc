import { expect, signIn, test, API_KEY, DEMO_ORGANIZATION_ID, createHourlyContract, runMonth } from "./fixtures";

test("a clerk signs in, creates an API key, uses it, revokes it, and the next call fails with 401", async ({ page, request }) => {
  await signIn(page);
  await expect(page.getByRole("navigation", { name: "main" })).toBeVisible();

  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "Impostazioni" }).click();
  await expect(page.getByRole("heading", { name: "Impostazioni" })).toBeVisible();
  await page.getByTestId("api-key-name").fill("Chiave e2e");
  await page.getByTestId("api-key-create").click();
  await expect(page.getByTestId("api-key-secret")).toHaveText(/^dp_live_[0-9A-Za-z]{32}$/);
  const secret = (await page.getByTestId("api-key-secret").textContent())?.trim() ?? "";
  await page.getByRole("button", { name: "Chiudi" }).click();

  const me = await request.get("/v1/me", { headers: { authorization: `Bearer ${secret}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).organizationId).toBe(DEMO_ORGANIZATION_ID);

  const row = page.getByTestId("api-key-row").filter({ hasText: "Chiave e2e" });
  await row.getByRole("button", { name: "Revoca" }).click();
  await page.getByTestId("api-key-revoke-confirm").click();
  await expect(row.getByText("Revocata")).toBeVisible();

  const after = await request.get("/v1/me", { headers: { authorization: `Bearer ${secret}` } });
  expect(after.status()).toBe(401);
  expect(after.headers()["content-type"]).toContain("application/problem+json");
});

test("the UI switches between Italian and English, form messages and payslip items included", async ({ page, request }) => {
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Lingua", lastName: `Doppia${Date.now()}` },
    worker: { firstName: "Bilingue", lastName: "Test" },
    startDate: "2025-06-02",
    fillMonth: "2025-06",
  });
  const payslip = await runMonth(request, contractId, "2025-06");

  await signIn(page);
  const nav = page.getByRole("navigation", { name: "main" });
  await expect(nav.getByRole("link", { name: "Datori di lavoro" })).toBeVisible();
  // point 16: a form's own check speaks Italian, never zod's English
  await page.goto("/settings/api-keys");
  await page.getByTestId("api-key-create").click();
  await expect(page.getByText("Campo obbligatorio").first()).toBeVisible();
  await page.goto(`/payslips/${payslip.id}`);
  await expect(page.getByTestId("elements-earnings")).toContainText("Retribuzione ore ordinarie");
  await page.getByTestId("language-switcher").selectOption("en");
  await expect(nav.getByRole("link", { name: "Employers" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // point 17: the payslip's items in English, by their codes
  await expect(page.getByTestId("elements-earnings")).toContainText("Ordinary hours");
  await expect(page.getByText("INPS contributions, worker's share").first()).toBeVisible();
  await page.goto("/settings/api-keys");
  await page.getByTestId("api-key-create").click();
  await expect(page.getByText("Required").first()).toBeVisible();
  await page.getByTestId("language-switcher").selectOption("it");
  await expect(nav.getByRole("link", { name: "Datori di lavoro" })).toBeVisible();
});

test("a wrong password is refused on the sign-in form", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel(/e-mail/i).fill("admin@test.paghe.local");
  await page.getByLabel(/password/i).fill("wrong-password");
  await page.getByRole("button", { name: /accedi/i }).click();
  await expect(page.getByRole("alert").filter({ hasText: "non corretti" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("the API reference renders the OpenAPI document", async ({ page, request, baseURL }) => {
  test.setTimeout(150_000);
  const doc = await request.get("/v1/openapi.json");
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe("3.1.0");
  // Scalar's renderer, served from this origin: nothing is fetched from anywhere else, no script is refused
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const refused: string[] = [];
  page.on("request", (r) => {
    if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) foreign.push(r.url());
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.goto("/docs");
  // Scalar parses the whole 1.3 MB document in the page before it draws the title: seconds on a
  // desk, over a minute on a two-core machine running two browsers and two servers
  await expect(page.getByRole("heading", { name: "Paghe Domestiche API" }).first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("/v1/me").first()).toBeAttached();
  await expect(page.getByText("day_hours_exceeded").first()).toBeAttached();
  await page.screenshot({ path: "test-results/screenshots/api-reference-1440.png" });
  expect(foreign).toEqual([]);
  expect(refused).toEqual([]);
});

test("the seeded key answers /v1/me and the employer list", async ({ request }) => {
  const headers = { authorization: `Bearer ${API_KEY}` };
  expect((await request.get("/v1/me", { headers })).status()).toBe(200);
  const list = await request.get(`/v1/employers?organizationId=${DEMO_ORGANIZATION_ID}`, { headers });
  expect(list.status()).toBe(200);
  expect((await list.json()).data.length).toBeGreaterThan(0);
});

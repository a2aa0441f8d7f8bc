/**
 * Impostazioni → Regole di calcolo (issue 12: the engine's settings exposed): the administrator
 * reads the conventions with their defaults, a bad share is refused on its field, a change is saved
 * and marked as customised, and putting the default back clears it. The demo organization's rules
 * are restored at the end, so the other tests see the defaults.
 */
import { API_KEY, apiOk, expect, signIn, test } from "./fixtures";

test("an administrator changes a payroll rule, sees a bad share refused on its field, and puts the default back", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${API_KEY}` };
  await signIn(page);
  await page.goto("/settings/payroll");
  await expect(page.getByRole("link", { name: "Regole di calcolo" })).toHaveAttribute("aria-current", "page");
  const basis = page.getByLabel(/Fascia oraria INPS/);
  await expect(basis).toHaveValue("contract");
  await expect(page.getByText("Predefinito: Orario concordato nel contratto")).toBeVisible();
  const accrual = page.getByLabel(/Tredicesima e TFR dei lavoratori a ore/);
  await expect(accrual).toHaveValue("schedule_when_regular");

  try {
    await basis.selectOption("week");
    await page.getByLabel(/Quota di tredicesima in maternità/).fill("1.5");
    await page.getByRole("button", { name: "Salva le regole" }).click();
    await expect(page.getByText("Una quota da 0 a 1 (es. 0.2).")).toBeVisible();
    const unchanged = await apiOk<{ values: Record<string, unknown> }>(await request.get("/v1/payroll-settings", { headers }), "settings");
    expect(unchanged.values.inpsFlatRateBasis).toBe("contract");

    // typed the Italian way, it is the default again (0.2): only the INPS basis is saved
    await page.getByLabel(/Quota di tredicesima in maternità/).fill("0,2");
    await page.getByRole("button", { name: "Salva le regole" }).click();
    await expect(page.getByText("Regole salvate.")).toBeVisible();
    await expect(page.getByText("personalizzato")).toHaveCount(1);
    const saved = await apiOk<{ values: Record<string, unknown>; overridden: string[] }>(await request.get("/v1/payroll-settings", { headers }), "settings");
    expect(saved.values.inpsFlatRateBasis).toBe("week");
    expect(saved.overridden).toEqual(["inpsFlatRateBasis"]);

    await page.reload();
    await expect(page.getByLabel(/Fascia oraria INPS/)).toHaveValue("week");
    await page.getByLabel(/Fascia oraria INPS/).selectOption("contract");
    await page.getByRole("button", { name: "Salva le regole" }).click();
    await expect(page.getByText("Regole salvate.")).toBeVisible();
    await expect(page.getByText("personalizzato")).toHaveCount(0);
  } finally {
    // the other end-to-end tests run on the demo organization's defaults
    const current = await apiOk<{ overridden: string[] }>(await request.get("/v1/payroll-settings", { headers }), "settings");
    if (current.overridden.length > 0) {
      const reset = await page.evaluate(
        async (keys) =>
          (
            await fetch("/v1/payroll-settings", {
              method: "PATCH",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(Object.fromEntries(keys.map((k) => [k, null]))),
            })
          ).status,
        current.overridden,
      );
      expect(reset).toBe(200);
    }
  }
  expect((await apiOk<{ overridden: string[] }>(await request.get("/v1/payroll-settings", { headers }), "settings")).overridden).toEqual([]);
});

/**
 * Phones and tablets (issue 15 point 3): the header collapses into a menu so "Impostazioni", the
 * language switcher and "Esci" stay reachable, and no main screen scrolls sideways at 390 px.
 */
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const MAIN_SCREENS = [
  "/",
  "/employers",
  "/contracts",
  "/payroll",
  "/payroll/run",
  "/payroll/contributions",
  "/settings/api-keys",
  "/employers/new",
  "/contracts/new",
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

test("at 390 px no main screen scrolls sideways", async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of MAIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `${path} is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
  }
});

for (const width of [390, 820]) {
  test(`at ${width} px the header menu reaches Impostazioni, the language and Esci`, async ({ signedIn: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/employers");
    // collapsed: the navigation is not laid out until the menu opens
    await expect(page.getByRole("navigation", { name: "main" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Apri il menu" });
    await expect(menuButton).toBeVisible();
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(width);

    await menuButton.click();
    await expect(page.getByRole("button", { name: "Chiudi il menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#app-menu");
    for (const locator of [
      menu.getByRole("link", { name: "Impostazioni" }),
      menu.getByTestId("language-switcher"),
      menu.getByRole("button", { name: "Esci" }),
    ]) {
      await expect(locator).toBeVisible();
      await expect(locator).toBeInViewport();
    }
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(width);

    // following a link from the menu navigates and closes it
    await menu.getByRole("link", { name: "Impostazioni" }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.locator("#app-menu")).toHaveCount(0);

    // the language switcher in the menu works, and "Esci" (now "Sign out") signs out
    await page.getByRole("button", { name: "Apri il menu" }).click();
    await page.locator("#app-menu").getByTestId("language-switcher").selectOption("en");
    await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText(/Impostazioni/);
    if (!(await page.locator("#app-menu").isVisible())) await page.getByRole("button", { name: "Open the menu" }).click();
    await page.locator("#app-menu").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/sign-in/);
  });
}

test("at 1280 px the header shows everything without a menu", async ({ signedIn: page }) => {
  await page.goto("/employers");
  await expect(page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "Impostazioni" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apri il menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Esci" })).toBeVisible();
});

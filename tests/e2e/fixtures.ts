import { test as base, expect, type Page } from "@playwright/test";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_API_KEY } from "../support/constants";

export { expect };
export const DEMO_ORGANIZATION_ID = "00000000-0000-4000-8000-000000000001";
export const API_KEY = TEST_API_KEY;

/** Signs in through the real form, as a clerk would. */
export async function signIn(page: Page, email = TEST_ADMIN_EMAIL, password = TEST_ADMIN_PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole("button", { name: /accedi|sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

/** `signedIn` gives a page already signed in as the seeded admin clerk (Italian UI). */
export const test = base.extend<{ signedIn: Page }>({
  signedIn: async ({ page }, provide) => {
    await signIn(page);
    await provide(page);
  },
});

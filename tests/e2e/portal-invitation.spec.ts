/**
 * Issue 29 points 1–3 at 390 px with touch: a clerk invites a household person; the link (read where
 * an administrator reads the outgoing mail) opens the invitation page in the invitation's language;
 * the person chooses a password, lands on the portal home, in that language, and sees their
 * employer only. A used link then says it no longer works. axe finds nothing serious on these pages.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { API_KEY, apiOk, createHourlyContract, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

test("a household person invited by e-mail sets a password on the phone and lands on the portal", async ({ browser, page, baseURL }) => {
  const run = Date.now().toString(36);
  const { employerId } = await createHourlyContract(page.request, {
    employer: { firstName: "Paola", lastName: `Portale${run}` },
    worker: { firstName: "Rosa", lastName: `Invito${run}` },
    startDate: "2026-01-01",
  });
  const email = `paola.${run}@example.com`;
  const invited = await apiOk<{ id: string; outcome: string }>(
    await page.request.post("/v1/portal-invitations", { headers, data: { employerId, right: "presences", email, language: "en" } }),
    "invite",
  );
  expect(invited.outcome).toBe("invited");

  // the administrator reads the message in the outbox (sent or not)
  await signIn(page);
  const outbox = await apiOk<{ data: { to: string; subject: string; text: string }[] }>(await page.request.get("/v1/email-outbox"), "outbox");
  const message = outbox.data.find((m) => m.to === email)!;
  expect(message.subject).toMatch(/^Invitation from /);
  const link = /\/portal\/invitation\/[A-Za-z0-9_-]+/.exec(message.text)![0];

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "it-IT" });
  const p = await phone.newPage();
  await p.goto(link);
  await expect(p.getByRole("heading", { name: "Your invitation" })).toBeVisible();
  await expect(p.getByText(`Portale${run}`)).toBeVisible();
  expect(await seriousViolations(p)).toEqual([]);
  await p.getByLabel("Your name (optional)").fill("Paola");
  await p.getByLabel("Choose a password").fill("short");
  await p.getByLabel("Repeat the password").fill("short");
  await p.getByRole("button", { name: "Sign in" }).tap();
  await expect(p.getByRole("alert").filter({ hasText: "The password needs at least 10 characters." })).toBeVisible();
  await p.getByLabel("Choose a password").fill("una-password-sicura");
  await p.getByLabel("Repeat the password").fill("una-password-sicura");
  await p.getByRole("button", { name: "Sign in" }).tap();
  await p.waitForURL((url) => url.pathname === "/portal");
  await expect(p.getByRole("heading", { name: `Portale${run}`, exact: false })).toBeVisible();
  await expect(p.getByText(`Rosa Invito${run}`)).toBeVisible();
  // invited in English, the portal speaks English though the phone is Italian
  await expect(p.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Months", "Payslips"]);
  for (const link of await p.getByRole("navigation").getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(p)).toEqual([]);

  // a clerk's screen sends them back to the portal
  await p.goto("/employers");
  await p.waitForURL((url) => url.pathname === "/portal");

  // the link is spent
  await p.goto(link);
  // a spent link no longer names its invitation: the page speaks the portal's language (English since the acceptance)
  await expect(p.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  expect(await seriousViolations(p)).toEqual([]);
  await phone.close();
});

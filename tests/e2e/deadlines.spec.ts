/**
 * Issue 31 point 5: the clerk finds the next deadlines on the home page, each linking to its
 * contract; finds a worker by search on the workers list; and makes the calendar feed's address.
 */
import { addDays } from "@/lib/payroll";
import { createHourlyContract, expect, test } from "./fixtures";

const todayInRome = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const italian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test("the home page lists the next deadlines by date, each with its link; the workers list finds a worker", async ({ signedIn: page, request }) => {
  const today = todayInRome();
  const lastName = `Calendario${Date.now()}`;
  const ends = addDays(today, 12);
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Bianca", lastName: `Famiglia${lastName}` },
    worker: { firstName: "Dora", lastName },
    startDate: addDays(today, -40),
    contract: { fixedTerm: true, fixedTermEndDate: ends },
  });

  await page.goto("/");
  const list = page.getByTestId("home-deadlines");
  await expect(list).toBeVisible();
  const day = list.getByTestId(`home-deadlines-${ends}`);
  await expect(day.getByRole("heading", { name: italian(ends) })).toBeVisible();
  const link = day.getByRole("link", {
    name: `Termine del contratto a tempo determinato di Dora ${lastName} (Famiglia${lastName} Bianca): cessazione da registrare`,
  });
  await expect(link).toHaveAttribute("href", `/contracts/${contractId}`);
  // the days come in order
  const headings = await list.locator("h3").allTextContents();
  const dates = headings.filter((h) => /^\d{2}\/\d{2}\/\d{4}$/.test(h)).map((h) => `${h.slice(6)}-${h.slice(3, 5)}-${h.slice(0, 2)}`);
  expect(dates).toEqual([...dates].sort());

  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "Lavoratori" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Lavoratori" })).toBeVisible();
  await page.getByTestId("worker-search").fill(lastName.toLowerCase());
  await expect(page.getByTestId("worker-row")).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`q=${lastName.toLowerCase()}`));
  await page.getByRole("link", { name: `${lastName} Dora` }).click();
  await expect(page).toHaveURL(/\/workers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(lastName);
});

test("the clerk makes the calendar feed's address in the settings and revokes it", async ({ signedIn: page }) => {
  await page.goto("/settings/calendar");
  await expect(page.getByTestId("calendar-feed-status")).toHaveText("Nessun indirizzo attivo.");
  await page.getByTestId("calendar-feed-create").click();
  await expect(page.getByTestId("calendar-feed-url")).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await page.getByTestId("calendar-feed-url").inputValue();
  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("calendar-feed-revoke").click();
  await expect(page.getByText("Indirizzo revocato.")).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});

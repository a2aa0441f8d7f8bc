/**
 * Issue 15 point 3: on a tablet (820 px, touch, no Shift key) the clerk selects a range of days
 * by tapping the first and the last day in "Seleziona intervallo" mode, or by the dal/al fields;
 * with a mouse, dragging across the days selects them too.
 */
import type { Page } from "@playwright/test";
import { createHourlyContract, expect, test } from "./fixtures";

test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

const selectedDays = (page: Page) =>
  page.locator('[role="gridcell"][aria-selected="true"] button').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.date));

test("a range of days selected by taps, by dal/al and by dragging", async ({ signedIn: page, request }) => {
  const lastName = `Tocco${Date.now()}`;
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Teresa", lastName: `Famiglia${lastName}` },
    worker: { firstName: "Tina", lastName },
    startDate: "2025-06-01",
    hoursPerDay: "5",
  });
  await page.goto(`/contracts/${contractId}/calendar?month=2025-06`);
  await expect(page.getByTestId("month-label")).toHaveText("giugno 2025");

  // taps: "Seleziona intervallo", then Monday 9 and Friday 13 June
  await page.getByTestId("range-mode").tap();
  await expect(page.getByTestId("range-mode")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("day-2025-06-09").tap();
  await expect(page.getByText("Dal lunedì 9 giugno 2025: ora tocca l'ultimo giorno")).toBeVisible();
  await page.getByTestId("day-2025-06-13").tap();
  expect(await selectedDays(page)).toEqual(["2025-06-09", "2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13"]);
  // the range panel opens on it as on a Shift-selected range
  await expect(page.getByTestId("range-apply")).toBeVisible();
  // a third tap starts a new range
  await page.getByTestId("day-2025-06-17").tap();
  expect(await selectedDays(page)).toEqual(["2025-06-17"]);
  await page.getByTestId("day-2025-06-16").tap();
  expect(await selectedDays(page)).toEqual(["2025-06-16", "2025-06-17"]);

  // dal/al: 2 to 4 June
  await page.getByTestId("range-select-from").fill("2025-06-02");
  await page.getByTestId("range-select-to").fill("2025-06-04");
  await page.getByTestId("range-select-apply").tap();
  expect(await selectedDays(page)).toEqual(["2025-06-02", "2025-06-03", "2025-06-04"]);
  // the last day before the first is refused with the reason
  await page.getByTestId("range-select-from").fill("2025-06-20");
  await page.getByTestId("range-select-apply").tap();
  await expect(page.getByText("Il giorno iniziale deve precedere quello finale, entrambi nel mese.")).toBeVisible();
  expect(await selectedDays(page)).toEqual(["2025-06-02", "2025-06-03", "2025-06-04"]);

  // a mouse drag from Monday 23 to Wednesday 25 June (range mode off)
  await page.getByTestId("range-mode").click();
  await expect(page.getByTestId("range-mode")).toHaveAttribute("aria-pressed", "false");
  const box = async (date: string) => (await page.getByTestId(`day-${date}`).boundingBox())!;
  const from = await box("2025-06-23");
  const to = await box("2025-06-25");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width * 1.5, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(await selectedDays(page)).toEqual(["2025-06-23", "2025-06-24", "2025-06-25"]);
  // no sideways scroll at tablet width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
});

/**
 * End to end (issue 29 point 5): the clerk's inbox of the households' months. Two households have
 * filled and submitted March 2025 (through the API, as the household's phone page does); the clerk
 * sees both as "Confermato" with their notes, accepts one and runs its payslip (a draft the review
 * links to), returns the other with a note, and finds the counts and the worklist's month column
 * updated.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { API_KEY, createHourlyContract, expect, test } from "./fixtures";

/** axe's serious and critical violations of the page as it is, at a desk's width and a phone's. */
async function seriousViolations(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    for (const v of results.violations) if (v.impact === "serious" || v.impact === "critical") out.push(`@${width} ${v.id}: ${v.help}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  return out;
}

const headers = { authorization: `Bearer ${API_KEY}` };
const PERIOD = "2025-03";

test("the inbox: accept and run the payslip, return with a note, counts and worklist follow", async ({ signedIn: page, request }) => {
  test.setTimeout(180_000);
  const unique = `Mesi${Date.now().toString(36)}`;
  const accepted = await createHourlyContract(request, {
    employer: { firstName: "Anna", lastName: `Accolta${unique}` },
    worker: { firstName: "Lucia", lastName: `Prima${unique}` },
    startDate: "2025-01-02",
    fillMonth: PERIOD,
  });
  const returned = await createHourlyContract(request, {
    employer: { firstName: "Bruno", lastName: `Restituito${unique}` },
    worker: { firstName: "Marta", lastName: `Seconda${unique}` },
    startDate: "2025-01-02",
    fillMonth: PERIOD,
  });
  for (const [c, note] of [
    [accepted.contractId, "Tutto come da orario"],
    [returned.contractId, "Ferie il 14"],
  ] as const) {
    const res = await request.post(`/v1/domestic-contracts/${c}/months/${PERIOD}/submit`, { headers, data: { note } });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto(`/months?period=${PERIOD}&search=${unique.toLowerCase()}`);
  await expect(page.getByRole("heading", { name: "Mesi delle famiglie" })).toBeVisible();
  await expect(page.getByTestId("month-row")).toHaveCount(2);
  await expect(page.getByTestId("month-count-submitted")).toContainText("2");
  expect(await seriousViolations(page)).toEqual([]);

  // accept and run the payslip
  await page.getByRole("link", { name: `Apri il mese di Lucia Prima${unique}` }).click();
  await expect(page.getByTestId("household-note")).toContainText("Tutto come da orario");
  await expect(page.getByTestId("month-calendar")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("month-accept-run").click();
  await expect(page.getByRole("status").filter({ hasText: "Mese accettato: il cedolino in bozza è pronto." })).toBeVisible();
  await expect(page.getByTestId("accepted-payslip")).toBeVisible();
  await expect(page.getByTestId("month-status").first()).toHaveAttribute("data-status", "accepted");

  // return the other with a note
  await page.goto(`/months?period=${PERIOD}&search=${unique.toLowerCase()}`);
  await page.getByRole("link", { name: `Apri il mese di Marta Seconda${unique}` }).click();
  await expect(page.getByTestId("household-note")).toContainText("Ferie il 14");
  await page.getByTestId("month-return").click();
  const dialog = page.getByRole("dialog", { name: "Restituisci il mese alla famiglia" });
  await dialog.getByLabel("Cosa deve correggere la famiglia").fill("Segna le ferie del 14 marzo");
  await dialog.getByTestId("return-send").click();
  await expect(page.getByRole("status").filter({ hasText: "Mese restituito alla famiglia." })).toBeVisible();
  await expect(page.getByTestId("return-note-shown")).toContainText("Segna le ferie del 14 marzo");

  // the inbox's counts and filters, and the worklist's column
  await page.goto(`/months?period=${PERIOD}&search=${unique.toLowerCase()}`);
  await expect(page.getByTestId("month-count-accepted")).toContainText("1");
  await expect(page.getByTestId("month-count-returned")).toContainText("1");
  await page.getByTestId("month-count-returned").click();
  await expect(page.getByTestId("month-row")).toHaveCount(1);
  await expect(page.getByTestId("month-row")).toHaveAttribute("data-contract-id", returned.contractId);

  await page.goto(`/payroll?period=${PERIOD}`);
  const row = page.locator(`[data-testid="payroll-row"][data-contract-id="${accepted.contractId}"]`);
  await expect(row.getByTestId("row-household-month").getByTestId("month-status")).toHaveAttribute("data-status", "accepted");
  await expect(row).toContainText("Bozza");
});

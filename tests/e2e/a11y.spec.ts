/**
 * Accessibility (issue 15 Done-when): axe-core over the main screens finds no serious or critical
 * violation (WCAG 2.1 A/AA rules). Each screen is also photographed at 1440 px and 390 px into
 * test-results/screenshots/ (not committed), so anyone can look at them after `npm test`.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { API_KEY, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const SHOTS = "test-results/screenshots";

async function seriousViolations(page: Page): Promise<string[]> {
  // axe's standard WCAG 2.1 A/AA rules; its experimental rules (label-content-name-mismatch) are
  // left out as axe itself does by default
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).disableRules(["label-content-name-mismatch"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

test("the main screens have no serious or critical axe violation, and are photographed at 1440 and 390 px", async ({ page, request }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const month = (await (await request.get("/v1/domestic-payslips/month-status?period=2025-01", { headers })).json()) as {
    data: { domesticContractId: string; employerId?: string; workerName: string }[];
  };
  const contractId = month.data[0]!.domesticContractId;
  const contract = (await (await request.get(`/v1/domestic-contracts/${contractId}`, { headers })).json()) as { employerId: string };

  await page.goto("/sign-in");
  expect(await seriousViolations(page), "/sign-in").toEqual([]);
  await signIn(page);
  const screens: [string, string][] = [
    ["home", "/"],
    ["employers", "/employers"],
    ["employer", `/employers/${contract.employerId}`],
    ["contracts", "/contracts"],
    ["contract", `/contracts/${contractId}`],
    ["calendar", `/contracts/${contractId}/calendar?month=2025-01`],
    ["contract-payslips", `/contracts/${contractId}/payslips`],
    ["payroll-month", "/payroll?period=2025-01"],
    ["payroll-wizard", `/payroll/run?contractId=${contractId}&period=2025-03`],
    ["contributions", "/payroll/contributions?quarter=2025-Q1"],
    ["settings-users", "/settings/users"],
    ["settings-tables", "/settings/tables"],
    ["settings-payroll", "/settings/payroll"],
  ];
  const failures: string[] = [];
  for (const [name, path] of screens) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const v of await seriousViolations(page)) failures.push(`${path}: ${v}`);
    await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  }
  expect(failures).toEqual([]);
});

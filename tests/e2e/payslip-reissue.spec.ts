/**
 * Issue 26 point 16 from the screens: the demo administrator reissues a final payslip's PDF with a
 * reason (required), sees version 2 as the current one and downloads version 1 and version 2 — two
 * different PDFs. Keyboard only up to the reissue; axe finds nothing serious or critical in the dialog.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { API_KEY, apiOk, createHourlyContract, expect, runMonth, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
}

/** Tab from where the focus is until the element of `testId` has it (at most `max` presses). */
async function tabTo(page: Page, testId: string, max = 15) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((id) => document.activeElement?.getAttribute("data-testid") === id, testId)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${testId} never took the focus`);
}

test("an administrator reissues a final payslip's PDF and downloads both versions", async ({ signedIn: page, request }) => {
  const stamp = Date.now().toString(36);
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Ester", lastName: `Riemissione ${stamp}` },
    worker: { firstName: "Ugo", lastName: `Versioni ${stamp}` },
    startDate: "2025-03-01",
    fillMonth: "2025-03",
  });
  const { id } = await runMonth(request, contractId, "2025-03");
  await apiOk(await request.post(`/v1/domestic-payslips/${id}/finalize`, { headers }), "finalize");

  await page.goto(`/payslips/${id}`);
  const open = page.getByTestId("payslip-reissue");
  await expect(open).toHaveText("Riemetti PDF");

  // keyboard: the action opens the dialog, the reason takes the focus
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Riemetti il PDF del cedolino" });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByTestId("payslip-reissue-reason");
  await expect(reason).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // the reason is required: nothing is reissued without it
  await tabTo(page, "payslip-reissue-confirm");
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("Indica il motivo della riemissione.");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();

  await page.keyboard.type("Indirizzo del lavoratore corretto");
  await tabTo(page, "payslip-reissue-confirm");
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("payslip-reissue-done")).toHaveText("PDF riemesso: la versione 2 è ora quella corrente.");

  // the versions: 1 (as finalized) and 2, the current one
  const v1 = dialog.getByTestId("payslip-document-version-1");
  const v2 = dialog.getByTestId("payslip-document-version-2");
  await expect(v2).toHaveAttribute("data-current", "true");
  await expect(v2).toContainText("Corrente");
  await expect(v1).toHaveAttribute("data-current", "false");
  expect(await seriousViolations(page)).toEqual([]);

  // each version downloads with the signed-in session: two PDFs, not the same bytes
  const bytes: Buffer[] = [];
  for (const version of [1, 2]) {
    const link = dialog.getByTestId(`payslip-document-download-${version}`);
    await expect(link).toHaveText(`Scarica la versione ${version}`);
    const href = await link.getAttribute("href");
    expect(href).toBe(`/v1/domestic-payslips/${id}/pdf?version=${version}`);
    const res = await page.request.get(href!);
    expect(res.status(), `version ${version}`).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    const body = await res.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe("%PDF");
    bytes.push(body);
  }
  expect(bytes[0]!.equals(bytes[1]!)).toBe(false);

  // the API agrees: two versions, the second current
  const listed = await apiOk<{ data: { version: number; isCurrent: boolean }[] }>(
    await request.get(`/v1/domestic-payslips/${id}/pdf/versions`, { headers }),
    "versions",
  );
  expect(listed.data.map((v) => [v.version, v.isCurrent])).toEqual([
    [1, false],
    [2, true],
  ]);

  // Escape closes the dialog, the action is still there
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeVisible();
});

test("a draft payslip offers no reissue", async ({ signedIn: page, request }) => {
  const stamp = Date.now().toString(36);
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Ester", lastName: `Bozza ${stamp}` },
    worker: { firstName: "Ugo", lastName: `Bozza ${stamp}` },
    startDate: "2025-03-01",
    fillMonth: "2025-03",
  });
  const { id } = await runMonth(request, contractId, "2025-03");
  await page.goto(`/payslips/${id}`);
  await expect(page.getByTestId("payslip-pdf")).toBeVisible();
  await expect(page.getByTestId("payslip-reissue")).toHaveCount(0);
});

/**
 * Issue 30 from the clerk's side: a quarter of a small book closed to "paid". Two households with a
 * colf each and the final payslips of April–June 2025 (due 10 July 2025, long passed): the clerk
 * computes the quarter's contribution payments, tells one family by e-mail and marks the other told
 * by phone, records one payment in full and one in part, sees the overdue one listed first, then
 * downloads the prestazione universale pack and the employer's statement of contributions paid.
 * Its data are its own (new employers, their rows found by contract id), whatever other specs made.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { API_KEY, DEMO_ORGANIZATION_ID, apiOk, createHourlyContract, expect, runMonth, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const QUARTER = "2025-Q2";

async function bookOfQuarter(request: APIRequestContext, stamp: string, who: string): Promise<{ employerId: string; contractId: string; lastName: string }> {
  const lastName = `${who}${stamp}`;
  // the household's e-mail address: where the notice goes
  const employer = { firstName: "Famiglia", lastName, email: `famiglia.${stamp}.${who.toLowerCase()}@example.org` };
  const { employerId, contractId } = await createHourlyContract(request, {
    employer,
    worker: { firstName: "Colf", lastName },
    startDate: "2025-04-01",
    contract: { assistedPersonName: `Assistita ${lastName}`, workplaceAddress: "Via Verdi 3, 20100 Milano (MI)" },
  });
  await apiOk(
    await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contractId, startDate: "2025-04-01", endDate: "2025-06-30" } }),
    "auto-fill",
  );
  for (const period of ["2025-04", "2025-05", "2025-06"]) {
    const { id } = await runMonth(request, contractId, period);
    await apiOk(await request.post(`/v1/domestic-payslips/${id}/finalize`, { headers }), `finalize ${period}`);
  }
  return { employerId, contractId, lastName };
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

test("a clerk closes a quarter: computes, notifies, records payments, sees the overdue first, downloads the packs", async ({ signedIn: page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const a = await bookOfQuarter(request, stamp, "Saldo");
  const b = await bookOfQuarter(request, stamp, "Acconto");

  await page.goto(`/payroll/contributions/payments?quarter=${QUARTER}`);
  await expect(page.getByRole("heading", { name: /Versamenti dei contributi — 2° trimestre 2025/ })).toBeVisible();
  await page.getByTestId("payments-compute").click();
  await expect(page.getByText(/versamenti calcolati/)).toBeVisible();
  const rowOf = (contractId: string) => page.locator(`[data-testid="payment-row"][data-contract-id="${contractId}"]`);
  // the due date (10 July 2025) has passed unpaid: both overdue
  for (const c of [a, b]) {
    await expect(rowOf(c.contractId)).toHaveAttribute("data-status", "overdue");
    await expect(rowOf(c.contractId)).toContainText("10/07/2025");
  }
  await expect(page.getByTestId("count-overdue")).not.toHaveText("Scaduto: 0");

  // axe on the Versamenti tab: no serious or critical violation
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // one family told by e-mail, the other marked as told by phone
  await page.getByRole("checkbox", { name: `Seleziona Colf ${a.lastName}` }).check();
  await page.getByTestId("notify-email").click();
  await expect(page.getByText("1 avvisati, 0 non avvisati.")).toBeVisible();
  await page.getByRole("checkbox", { name: `Seleziona Colf ${b.lastName}` }).check();
  // the same sentence is already on screen from the first notice: wait for this one's answer
  const phoneNotice = page.waitForResponse((r) => r.url().includes("/v1/contribution-payments/notify") && r.request().method() === "POST");
  await page.getByTestId("notify-phone").click();
  expect((await phoneNotice).ok()).toBe(true);
  await expect(page.getByText("1 avvisati, 0 non avvisati.")).toBeVisible();
  const told = await apiOk<{ data: { domesticContractId: string; notification: { method: string } | null }[] }>(
    await request.get(`/v1/contribution-payments?organizationId=${DEMO_ORGANIZATION_ID}&quarter=${QUARTER}&search=${stamp}`, { headers }),
    "list",
  );
  const how = Object.fromEntries(told.data.map((x) => [x.domesticContractId, x.notification?.method]));
  expect(how).toEqual({ [a.contractId]: "email", [b.contractId]: "phone" });

  // a pays in full (before the due date), b only in part
  const totalA = (await rowOf(a.contractId).locator("td").nth(5).innerText()).trim();
  await rowOf(a.contractId).getByTestId("row-record").click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("payment-amount")).toHaveValue(totalA.replace(/[^\d,.]/g, "").replace(/\./g, ""));
  await dialog.getByTestId("payment-date").fill("2025-07-08");
  await dialog.getByTestId("payment-save").click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(a.contractId)).toHaveAttribute("data-status", "paid");

  await rowOf(b.contractId).getByTestId("row-record").click();
  dialog = page.getByRole("dialog");
  await dialog.getByTestId("payment-date").fill("2025-07-20");
  await dialog.getByTestId("payment-amount").fill("100,00");
  await dialog.getByTestId("payment-save").click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(b.contractId)).toHaveAttribute("data-status", "overdue");
  await expect(rowOf(b.contractId)).toContainText("100,00");
  await expect(rowOf(b.contractId)).toContainText("resta");

  // the overdue ones come first: the list opens on an overdue row, and b stands above a
  await page.reload();
  await expect(page.getByTestId("payment-row").first()).toHaveAttribute("data-status", "overdue");
  const order = await page.getByTestId("payment-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-contract-id")));
  expect(order.indexOf(b.contractId)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(b.contractId)).toBeLessThan(order.indexOf(a.contractId));

  // the employer's statement of contributions paid in 2025 (a's payment date)
  const taxHref = await rowOf(a.contractId).getByTestId("row-tax-statement").getAttribute("href");
  expect(taxHref).toBe(`/v1/employer-tax-statements/pdf?employerId=${a.employerId}&year=2025`);
  const tax = await page.request.get(taxHref!);
  expect(tax.status()).toBe(200);
  expect(tax.headers()["content-type"]).toBe("application/pdf");
  expect(tax.headers()["content-disposition"]).toContain("contributi-versati-2025.pdf");
  const taxText = await pdfText(await tax.body());
  expect(taxText).toContain("Prospetto dei contributi previdenziali versati nell'anno 2025");
  expect(taxText).toContain(`${a.lastName} Famiglia`);
  expect(taxText).toContain(`Colf ${a.lastName}`);
  expect(taxText).toContain("08/07/2025");

  // the prestazione universale pack of a's quarter, from the contract page
  await page.goto(`/contracts/${a.contractId}`);
  await page.getByTestId("benefit-pack-quarter").selectOption(QUARTER);
  const packHref = await page.getByTestId("benefit-pack-pdf").getAttribute("href");
  expect(packHref).toBe(`/v1/benefit-packs/pdf?domesticContractId=${a.contractId}&quarter=${QUARTER}`);
  const pack = await page.request.get(packHref!);
  expect(pack.status()).toBe(200);
  expect(pack.headers()["content-type"]).toBe("application/pdf");
  expect(pack.headers()["content-disposition"]).toContain(`prestazione-universale-${QUARTER}.pdf`);
  const packText = await pdfText(await pack.body());
  expect(packText).toContain(`Assistita ${a.lastName}`);
  expect(packText).toContain(`Colf ${a.lastName}`);
});

/**
 * Issue 30 points 5–6 from the screens: a clerk records the payment of a final payslip, sees it paid,
 * downloads its receipt (quietanza), then downloads the quarter's prestazione universale pack from the
 * contract page, where its warnings show what is still missing.
 */
import { API_KEY, apiOk, createHourlyContract, expect, runMonth, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

test("a clerk records a payment, downloads its receipt and the prestazione universale pack", async ({ signedIn: page, request }) => {
  const stamp = Date.now().toString(36);
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Elsa", lastName: `Assistita ${stamp}` },
    worker: { firstName: "Rita", lastName: `Quietanza ${stamp}` },
    startDate: "2025-03-01",
    fillMonth: "2025-03",
    contract: { assistedPersonName: "Elsa Anziana", workplaceAddress: "Via Verdi 3, 20100 Milano (MI)" },
  });
  const { id } = await runMonth(request, contractId, "2025-03");
  const final = await apiOk<{ totalNet: string }>(await request.post(`/v1/domestic-payslips/${id}/finalize`, { headers }), "finalize");

  await page.goto(`/payslips/${id}`);
  await expect(page.getByTestId("payments-summary").getByTestId("payment-status")).toHaveText("Da pagare");
  await page.getByTestId("payment-record").click();
  const dialog = page.getByRole("dialog", { name: "Registra pagamento" });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("payment-date").fill("2025-04-02");
  await dialog.getByTestId("payment-method").selectOption("cash");
  // the amount offered is what is still owed: the whole net
  await expect(dialog.getByTestId("payment-amount")).toHaveValue(final.totalNet.replace(".", ","));
  await dialog.getByTestId("payment-save").click();
  await expect(page.getByText("Pagamento registrato: la quietanza è pronta.")).toBeVisible();
  await expect(page.getByTestId("payments-summary").getByTestId("payment-status")).toHaveText("Pagata");
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  await expect(page.getByTestId("payment-row")).toContainText("02/04/2025");

  // the receipt: a PDF, the same bytes each time
  const href = await page.getByTestId("payment-receipt").getAttribute("href");
  const first = await page.request.get(href!);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("application/pdf");
  const again = await page.request.get(href!);
  expect(Buffer.compare(await first.body(), await again.body())).toBe(0);

  // the contract page: the quarter's pack, with the receipt still to be signed
  await page.goto(`/contracts/${contractId}`);
  await page.getByTestId("benefit-pack-quarter").selectOption("2025-Q1");
  await expect(page.getByText("Da trasmettere entro il 10/04/2025")).toBeVisible();
  await expect(page.getByTestId("benefit-pack-warnings")).toContainText("Quietanze da far firmare al lavoratore.");
  const packHref = await page.getByTestId("benefit-pack-pdf").getAttribute("href");
  expect(packHref).toBe(`/v1/benefit-packs/pdf?domesticContractId=${contractId}&quarter=2025-Q1`);
  const pack = await page.request.get(packHref!);
  expect(pack.status()).toBe(200);
  expect((await pack.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

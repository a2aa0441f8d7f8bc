/**
 * End to end (issue 32, docs/rate-tables.md): January 2027 is computed on the shipped provisional
 * tables (the app runs a future month like any other: periods are not refused for being ahead of
 * today, only years without tables are — 2029 today). The clerk finalizes it, then the Ministry
 * publishes the 2027 minimums: in Impostazioni → Tabelle the clerk enters the published hourly
 * minimum of level B (table C), reads that one final payslip is now to correct, opens the month from
 * the link, sees the payslip "da rettificare" with the estimate, previews the month's corrections
 * and confirms them.
 *
 * Hourly colf, level B, paid the CCNL minimum (superminimo 0), 4 h Monday–Friday from 1 January
 * 2027, the month auto-filled from the schedule: 19 working days (21 weekdays less Friday 1 and
 * Wednesday 6) = 76 h, and the two holidays paid 20/6 h each = 6.666667 h.
 *   provisional 7.21: 76 × 7.21 = 547.96 + 6.666667 × 7.21 = 48.07 → gross 596.03
 *   published   7.27: 76 × 7.27 = 552.52 + 6.666667 × 7.27 = 48.47 → gross 600.99
 *   difference: + 4.96 gross; INPS and CAS.SA.COLF unchanged (bracket 1 either way: 7.27 × 13/12
 *   = 7.88 ≤ 9.61; the same hours), so + 4.96 net and + 4.96 employer cost, no contribution difference.
 */
import { API_KEY, apiOk, createHourlyContract, expect, runMonth, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const PERIOD = "2027-01";
const PROVISIONAL = "ccnl-minimums@2027-01-01~provisional";

test("a clerk enters the published 2027 minimums and corrects January's final payslip", async ({ signedIn: page, request }) => {
  test.setTimeout(300_000);
  const unique = Date.now().toString(36);
  const lastName = `Tabelle${unique}`;
  const h = "4";
  const { contractId } = await createHourlyContract(request, {
    employer: { firstName: "Famiglia", lastName },
    worker: { firstName: "Nadia", lastName },
    startDate: `${PERIOD}-01`,
    fillMonth: PERIOD,
    contract: {
      terms: {
        level: "B",
        jobType: "domestic_help",
        cohabiting: false,
        payBasis: "hourly",
        wage: "7.21",
        superminimo: "0.00",
        weeklySchedule: { monday: h, tuesday: h, wednesday: h, thursday: h, friday: h, saturday: "0", sunday: "0" },
      },
    },
  });
  const { id: originalId } = await runMonth(request, contractId, PERIOD);
  await apiOk(await request.post(`/v1/domestic-payslips/${originalId}/finalize`, { headers }), "finalize");
  const original = await apiOk<{ totalGross: string; totalNet: string; rateTableVersions: string[] }>(
    await request.get(`/v1/domestic-payslips/${originalId}`, { headers }),
    "original",
  );
  expect(original.totalGross).toBe("596.03");
  expect(original.rateTableVersions).toContain(PROVISIONAL);

  // Impostazioni → Tabelle: the 2027 minimums are provisional; enter the published table
  await page.goto("/settings/tables");
  await page.getByTestId("rate-tables-year").selectOption("2027");
  const row = page.locator(`[data-testid="rate-table-row"][data-version="${PROVISIONAL}"]`);
  await expect(row).toContainText("provvisoria");
  await row.getByTestId("enter-published").click();
  const form = page.getByTestId("ccnl-minimums-form");
  await expect(form).toBeVisible();
  await form.getByLabel("Fonte").fill("Tabella Ministero del lavoro 2027");
  const hourlyB = form.getByTestId("minimum-tableC-B");
  await expect(hourlyB).toHaveValue("7,21");
  await hourlyB.fill("7,27");
  await form.getByTestId("save-minimums").click();

  const result = page.getByTestId("rate-change-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.getByTestId("rate-change-finals")).toContainText("definitiv");
  // the table now lists the organization's figures in place of the provisional version
  await expect(page.locator('[data-testid="rate-table-row"][data-version^="ccnl-minimums@2027-01-01~org-"]')).toContainText("inserita dall'organizzazione");

  // from the result to the month: the final payslip is to correct, with the estimated difference
  await result.getByTestId("rate-change-month").first().click();
  await expect(page).toHaveURL(/\/payroll\?period=2027-01/);
  const monthRow = page.locator(`[data-testid="payroll-row"][data-contract-id="${contractId}"]`);
  await expect(monthRow.getByTestId("row-final-to-correct")).toContainText("4,96");

  // preview the month's corrections, then confirm them
  await page.getByTestId("correct-finals").click();
  const dialog = page.getByTestId("corrections-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("corrections-payment-date").fill("2027-02-20");
  const correction = dialog.getByTestId("corrections-row").filter({ hasText: lastName });
  await expect(correction).toContainText("4,96");
  await expect(dialog.getByTestId("corrections-quarter")).toContainText("2027 T1");
  const before = await apiOk<{ corrections: unknown[] }>(await request.get(`/v1/domestic-payslips/${originalId}`, { headers }), "original before");
  expect(before.corrections).toEqual([]);
  await page.getByTestId("corrections-confirm").click();
  await expect(page.getByTestId("corrections-done")).toBeVisible({ timeout: 30_000 });

  const after = await apiOk<{ corrections: { id: string }[]; totalGross: string }>(
    await request.get(`/v1/domestic-payslips/${originalId}`, { headers }),
    "original after",
  );
  expect(after.corrections).toHaveLength(1);
  // the original stays as issued
  expect(after.totalGross).toBe("596.03");
  const correctionDetail = await apiOk<{ totalGross: string; totalNet: string; rateTableVersions: string[] }>(
    await request.get(`/v1/domestic-payslips/${after.corrections[0]!.id}`, { headers }),
    "correction",
  );
  expect([correctionDetail.totalGross, correctionDetail.totalNet]).toEqual(["4.96", "4.96"]);
  expect(correctionDetail.rateTableVersions.some((id) => id.startsWith("ccnl-minimums@2027-01-01~org-"))).toBe(true);
});

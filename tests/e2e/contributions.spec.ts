import type { APIRequestContext } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A 20 h colf (B, 10.00 €/h, Mon–Fri 4 h, hired 2024-01-08) with final payslips for July–September 2026. */
async function quarterOfPayslips(request: APIRequestContext, lastName: string): Promise<string> {
  const employer = await ok<{ id: string }>(
    await request.post("/v1/employers", {
      headers,
      data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Paola", lastName: `Famiglia${lastName}` } },
    }),
    "employer",
  );
  const contract = await ok<{ id: string }>(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: { firstName: "Rosa", lastName },
        startDate: "2024-01-08",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "10.00",
          weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" },
        },
      },
    }),
    "contract",
  );
  await ok(
    await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contract.id, startDate: "2026-06-01", endDate: "2026-10-10" } }),
    "auto-fill",
  );
  for (const [period, last] of [
    ["2026-07", "2026-07-31"],
    ["2026-08", "2026-08-31"],
    ["2026-09", "2026-09-30"],
  ] as const) {
    const weeks = await ok<unknown[]>(
      await request.post("/v1/domestic-payslips/contribution-weeks", {
        headers,
        data: { domesticContractId: contract.id, startDate: `${period}-01`, endDate: last },
      }),
      "weeks",
    );
    const payslip = await ok<{ id: string }>(
      await request.post("/v1/domestic-payslips/run-payroll", {
        headers,
        data: {
          domesticContractId: contract.id,
          organizationId: DEMO_ORGANIZATION_ID,
          period,
          contributionWeeks: weeks,
          notUsedVacationContributionHours: "0.00",
          missingNoticeWeeks: "0",
        },
      }),
      "run",
    );
    await ok(await request.post(`/v1/domestic-payslips/${payslip.id}/finalize`, { headers }), "finalize");
  }
  return contract.id;
}

test("Paghe → Contributi: the quarter across the book, its CSV and the letter PDF", async ({ page, request }) => {
  const lastName = `Trimestre${Date.now()}`;
  const contractId = await quarterOfPayslips(request, lastName);

  await signIn(page);
  await page.goto("/payroll/contributions?quarter=2026-Q3");
  await expect(page.getByTestId("contributions-quarter")).toHaveText("3° trimestre 2026");
  await page.getByTestId("contributions-search").fill(lastName);
  const row = page.locator(`[data-testid="contributions-row"][data-contract-id="${contractId}"]`);
  await expect(row).toBeVisible();
  // 13 weeks × 20 h = 260 h (holidays count their scheduled hours, docs/domain/rules-update.md §1d)
  // × 1.92 = 499.20 + CAS.SA.COLF 260 × 0.06 = 15.60 → 514.80, due Mon 12 Oct 2026
  await expect(row.getByTestId("row-to-pay")).toHaveText(/514,80/);
  await expect(row).toContainText("12/10/2026");
  await expect(row).toContainText("Completo");
  await expect(page.getByTestId("contributions-total-to-pay")).toContainText("514,80");

  // CSV of the (searched) quarter
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("contributions-csv").click()]);
  expect(download.suggestedFilename()).toBe("contributi-2026-Q3.csv");
  const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Rosa ${lastName}"`);
  // one row per pagoPA notice (rules-update-3 A8): notice 1 of the quarterly payment
  expect(lines[1]).toContain('"quarterly","1","2026-10-12","13","260","11.14","499.20","124.80","374.40","15.60","514.80"');

  // the statement page and its printable letter
  await row.getByTestId("row-open-statement").click();
  await expect(page.getByTestId("payment-total")).toContainText("514,80");
  await expect(page.getByTestId("statement-line")).toHaveCount(1);
  const href = await page.getByTestId("statement-letter").getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

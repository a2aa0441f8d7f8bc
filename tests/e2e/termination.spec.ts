/**
 * End to end (issue 11): a clerk ends a live-in contract with the reason, sees the proposed CCNL
 * notice, the final payslip is run with the two sets of weeks (worked, then notice period), and the
 * printable payslip shows "Cessazione del rapporto" and the TFR breakdown.
 * Hand calculations: docs/domain/rules-update.md §2, §4 (see tests/integration/termination.test.ts).
 */
import { API_KEY, DEMO_ORGANIZATION_ID, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

test("a clerk ends a live-in contract, sees the proposed notice, and prints the final payslip with the TFR breakdown", async ({ page, request }) => {
  test.setTimeout(180_000);
  const unique = Date.now();
  const employer = await request.post("/v1/employers", { headers, data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Lucia", lastName: `Termine${unique}` } } });
  expect(employer.status()).toBe(201);
  const employerId = ((await employer.json()) as { id: string }).id;
  const created = await request.post("/v1/domestic-contracts", {
    headers,
    data: {
      employerId,
      worker: { firstName: "Ana", lastName: `Pop${unique}` },
      startDate: "2023-03-01",
      terms: {
        level: "BS",
        jobType: "carer_self_sufficient",
        cohabiting: true,
        payBasis: "monthly",
        wage: "1003.99",
        weeklySchedule: { monday: "9", tuesday: "9", wednesday: "9", thursday: "9", friday: "9", saturday: "9", sunday: "0" },
        board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contractId = ((await created.json()) as { id: string }).id;
  expect((await request.put(`/v1/domestic-contracts/${contractId}/opening-balances`, { headers, data: { asOfDate: "2025-09-30", tfrFundAtLastYearEnd: "3401.04", tfrAccruedThisYear: "900.00" } })).status()).toBe(201);
  expect((await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contractId, startDate: "2025-09-28", endDate: "2025-10-20" } })).ok()).toBe(true);

  await test.step("the clerk ends the contract: dismissal, notice not worked → 15 days proposed", async () => {
    await signIn(page);
    await page.goto(`/contracts/${contractId}`);
    await page.getByTestId("contract-end").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/^Ultimo giorno del rapporto\*?$/).fill("2025-10-20");
    await dialog.getByLabel(/^Motivo della cessazione\*?$/).selectOption("dismissal");
    await dialog.getByTestId("notice-worked").fill("0");
    // 54 h ≥ 25, seniority 2 years 7 months ≤ 5 years → 15 calendar days (CCNL art. 40)
    await expect(dialog.getByTestId("notice-proposal")).toContainText("Preavviso CCNL 15 giorni, mancanti 15");
    await expect(dialog.getByTestId("notice-proposal")).toContainText("≥ 25");
    await page.getByTestId("end-confirm").click();
    await expect(page.getByText("Cessato il 20/10/2025").first()).toBeVisible();
  });

  let payslipId = "";
  await test.step("the final payslip runs with the worked weeks and the notice weeks", async () => {
    const weeks = (await (await request.post("/v1/domestic-payslips/contribution-weeks", { headers, data: { domesticContractId: contractId, startDate: "2025-10-01", endDate: "2025-10-31" } })).json()) as { weekStart: string; weekEnd: string; isNoticePeriod?: boolean }[];
    expect(weeks.filter((w) => w.isNoticePeriod).map((w) => w.weekStart)).toEqual(["2025-10-21", "2025-10-26", "2025-11-02"]);
    expect(weeks.filter((w) => !w.isNoticePeriod).every((w) => w.weekEnd <= "2025-10-20")).toBe(true);
    const run = await request.post("/v1/domestic-payslips/run-payroll", {
      headers,
      data: { domesticContractId: contractId, organizationId: DEMO_ORGANIZATION_ID, period: "2025-10", contributionWeeks: weeks, notUsedVacationContributionHours: "0.00", missingNoticeWeeks: "0" },
    });
    expect(run.status(), await run.text()).toBe(201);
    const p = (await run.json()) as { id: string; severanceBreakdown: { revaluation: string; coefficientMonth: string } };
    expect(p.severanceBreakdown).toMatchObject({ revaluation: "67.98", coefficientMonth: "2025-10" });
    payslipId = p.id;
  });

  await test.step("the printable payslip reads as a final settlement with the TFR breakdown", async () => {
    await page.goto(`/print/payslips/${payslipId}`);
    await expect(page.getByTestId("print-kind")).toHaveText("Cessazione del rapporto (licenziamento)");
    const b = page.getByTestId("severance-breakdown");
    await expect(b.getByTestId("tfr-fund")).toContainText("3.401,04");
    // 3,401.04 × 1.998752 % (October 2025) = 67.98
    await expect(b.getByTestId("tfr-revaluation")).toContainText("67,98");
    await expect(b.getByTestId("tfr-revaluation")).toContainText("1.998752% (2025-10)");
    await expect(page.getByTestId("print-payslip")).toContainText("Ferie maturate e non godute (liquidate)");
    await expect(page.getByTestId("print-payslip")).toContainText("Indennità sostitutiva del preavviso (15 giorni)");
  });
});

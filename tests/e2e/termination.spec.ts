/**
 * End to end (issue 11): a clerk ends a live-in contract with the reason, sees the proposed CCNL
 * notice, runs the final payslip in the payroll wizard with the two sets of weeks (worked, then
 * notice period), and the printable payslip shows "Cessazione del rapporto" and the TFR breakdown.
 * Hand calculations: docs/domain/rules-update.md §2, §4 (see tests/integration/termination.test.ts).
 */
import { API_KEY, DEMO_ORGANIZATION_ID, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

test("a clerk ends a live-in contract, sees the proposed notice, runs the final payslip in the wizard and prints it with the TFR breakdown", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now();
  const employer = await request.post("/v1/employers", {
    headers,
    data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Lucia", lastName: `Termine${unique}` } },
  });
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
  expect(
    (
      await request.put(`/v1/domestic-contracts/${contractId}/opening-balances`, {
        headers,
        data: { asOfDate: "2025-09-30", tfrFundAtLastYearEnd: "3401.04", tfrAccruedThisYear: "900.00" },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contractId, startDate: "2025-09-28", endDate: "2025-10-20" } })
    ).ok(),
  ).toBe(true);

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
  await test.step("the clerk runs the final payslip in the wizard: the worked weeks, then the notice weeks", async () => {
    await page.goto(`/payroll/run?contractId=${contractId}&period=2025-10`);
    // 1. checks: the proposed notice is explained, nothing blocks
    await expect(page.getByTestId("validation-ok")).toBeVisible();
    await expect(page.locator('[data-code="notice_proposed"]')).toBeVisible();
    await page.getByTestId("wizard-next").click();

    // 2. weeks as the endpoint computes them: worked weeks end by 20 October, then three notice weeks
    const rows = page.getByTestId("week-row");
    const notice = page.locator('[data-testid="week-row"][data-notice-period="true"]');
    await expect(notice).toHaveCount(3);
    await expect(notice.nth(0)).toHaveAttribute("data-week-start", "2025-10-21");
    await expect(notice.nth(1)).toHaveAttribute("data-week-start", "2025-10-26");
    await expect(notice.nth(2)).toHaveAttribute("data-week-start", "2025-11-02");
    await expect(notice.first().getByText("Preavviso")).toBeVisible();
    const worked = page.locator('[data-testid="week-row"]:not([data-notice-period])');
    const workedStarts = await worked.evaluateAll((els) => els.map((e) => e.getAttribute("data-week-start") ?? ""));
    expect(workedStarts.length).toBeGreaterThan(0);
    expect(workedStarts.every((d) => d <= "2025-10-20")).toBe(true);
    expect(await rows.count()).toBe(workedStarts.length + 3);
    await page.getByTestId("wizard-next").click();

    // 3. options: the recorded end and the CCNL notice are announced; the clerk leaves them as proposed
    await expect(page.getByTestId("wizard-recorded-end")).toContainText("20/10/2025 (Licenziamento)");
    await expect(page.getByTestId("wizard-notice-proposal")).toContainText("Preavviso CCNL 15 giorni, mancanti 15");
    await expect(page.getByTestId("option-employment-ending")).toBeChecked();
    await expect(page.getByTestId("option-end-date")).toHaveValue("2025-10-20");
    const response = page.waitForResponse((r) => r.url().endsWith("/v1/domestic-payslips/run-payroll") && r.request().method() === "POST");
    await page.getByTestId("wizard-run").click();
    const run = await response;
    expect(run.status(), await run.text()).toBe(201);
    const sent = run.request().postDataJSON() as { contributionWeeks: { weekStart: string; isNoticePeriod?: boolean }[]; employmentEndDate?: string };
    expect(sent.employmentEndDate).toBe("2025-10-20");
    expect(sent.contributionWeeks.filter((w) => w.isNoticePeriod).map((w) => w.weekStart)).toEqual(["2025-10-21", "2025-10-26", "2025-11-02"]);
    const p = (await run.json()) as { id: string; severanceBreakdown: { revaluation: string; coefficientMonth: string } };
    expect(p.severanceBreakdown).toMatchObject({ revaluation: "67.98", coefficientMonth: "2025-10" });
    payslipId = p.id;
    await expect(page.getByTestId("payslip-view")).toBeVisible();
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

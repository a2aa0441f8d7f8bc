/**
 * Issue 15 point 1: a vacation week chosen the natural way (Monday–Friday, "Ferie") is recorded as
 * the CCNL counts it (Monday–Saturday, 1/6 of the weekly hours a day, with a visible note), so the
 * calendar's total, the INPS week and the payslip all carry the full 25 weekly hours.
 */
import Decimal from "decimal.js";
import type { APIRequestContext } from "@playwright/test";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("a Monday–Friday vacation week pays the full weekly hours on the payslip", async ({ signedIn: page, request }) => {
  test.setTimeout(120_000);
  const lastName = `Ferie${Date.now()}`;
  const employer = await ok<{ id: string }>(
    await request.post("/v1/employers", {
      headers,
      data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Marta", lastName: `Famiglia${lastName}` } },
    }),
    "employer",
  );
  // a colf of 25 h a week: Monday–Friday 5 h, 10.00 €/h, hired 1 June 2025
  const contract = await ok<{ id: string }>(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: { firstName: "Elena", lastName },
        startDate: "2025-06-01",
        terms: {
          level: "B",
          jobType: "domestic_help",
          cohabiting: false,
          payBasis: "hourly",
          wage: "10.00",
          weeklySchedule: { monday: "5", tuesday: "5", wednesday: "5", thursday: "5", friday: "5", saturday: "0", sunday: "0" },
        },
      },
    }),
    "contract",
  );
  await ok(
    await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contract.id, startDate: "2025-06-01", endDate: "2025-06-30" } }),
    "auto-fill",
  );

  // the clerk selects Monday 16 to Friday 20 June and chooses "Ferie"
  await page.goto(`/contracts/${contract.id}/calendar?month=2025-06`);
  await expect(page.getByTestId("month-label")).toHaveText("giugno 2025");
  await page.getByTestId("day-2025-06-16").click();
  await page.getByTestId("day-2025-06-20").click({ modifiers: ["Shift"] });
  await page.getByTestId("preset-vacation").click();
  await expect(page.getByTestId("vacation-week-note")).toBeVisible();
  await expect(page.getByTestId("vacation-week-note")).toContainText("sabato compreso");
  await expect(page.getByTestId("range-vacation-week")).toBeChecked();
  await expect(page.getByTestId("range-apply")).toHaveText("Applica a 6 giorni");
  await page.getByTestId("range-apply").click();
  // 25 h / 6 = 4.1666…: five days of 4.16 h and the Saturday of 4.20 h, 25 h in all
  await expect(page.getByTestId("total-type-vacation")).toContainText("25 h");
  await expect(page.getByTestId("day-2025-06-21").getByTestId("event-chip")).toHaveAttribute("data-type", "vacation");
  const events = await ok<{ data: { date: string; type: string; hours: string }[] }>(
    await request.get(`/v1/work-events?domesticContractId=${contract.id}&from=2025-06-16&to=2025-06-22`, { headers }),
    "events",
  );
  expect(
    events.data
      .filter((e) => e.type === "vacation")
      .map((e) => e.date)
      .sort(),
  ).toEqual(["2025-06-16", "2025-06-17", "2025-06-18", "2025-06-19", "2025-06-20", "2025-06-21"]);

  // the INPS week of Sunday 15 – Saturday 21 June keeps its 25 hours
  const weeks = await ok<{ weekStart: string; hours: string }[]>(
    await request.post("/v1/domestic-payslips/contribution-weeks", {
      headers,
      data: { domesticContractId: contract.id, startDate: "2025-06-01", endDate: "2025-06-30" },
    }),
    "weeks",
  );
  expect(new Decimal(weeks.find((w) => w.weekStart === "2025-06-15")!.hours).toFixed(2)).toBe("25.00");

  // and the payslip pays 6 × 25/6 = 25 h of vacation at 10.00 €/h = 250.00 € (20.83 h before)
  const payslip = await ok<{ id: string; earningElements: { code: string; periodDuration: string; value: string }[] }>(
    await request.post("/v1/domestic-payslips/run-payroll", {
      headers,
      data: {
        domesticContractId: contract.id,
        organizationId: DEMO_ORGANIZATION_ID,
        period: "2025-06",
        contributionWeeks: weeks,
        notUsedVacationContributionHours: "0.00",
        missingNoticeWeeks: "0",
      },
    }),
    "run",
  );
  const vacation = payslip.earningElements.filter((e) => e.code === "FERIE");
  expect(vacation.length).toBeGreaterThan(0);
  const hours = vacation.reduce((a, e) => a.plus(e.periodDuration), new Decimal(0));
  const value = vacation.reduce((a, e) => a.plus(e.value), new Decimal(0));
  expect(hours.minus(25).abs().toNumber()).toBeLessThanOrEqual(0.02);
  expect(value.minus(250).abs().toNumber()).toBeLessThanOrEqual(0.05);

  // the clerk sees it on the payslip screen
  await page.goto(`/payslips/${payslip.id}`);
  await expect(page.getByText(/Ferie godute/).first()).toBeVisible();
});

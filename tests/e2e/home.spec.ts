/**
 * Issue 15 point 13: the home page is the clerk's to-do list: the months with payslips to run,
 * drafts and outdated ones, contracts ending soon, the next INPS deadline, each with its link.
 */
import type { APIRequestContext } from "@playwright/test";
import { addDays, addMonthsToPeriod, nextQuarterlyDeadline, periodOf } from "@/lib/payroll";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const todayInRome = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const italian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("the home page lists what the clerk has to do, each with its link", async ({ signedIn: page, request }) => {
  const today = todayInRome();
  const previous = addMonthsToPeriod(periodOf(today), -1);
  // a fixed-term contract ending in ten days, hired two months ago: its previous month is still to run
  const lastName = `Scadenza${Date.now()}`;
  const employer = await ok<{ id: string }>(await request.post("/v1/employers", { headers, data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Sara", lastName: `Famiglia${lastName}` } } }), "employer");
  const ends = addDays(today, 10);
  await ok(
    await request.post("/v1/domestic-contracts", {
      headers,
      data: {
        employerId: employer.id,
        worker: { firstName: "Silvia", lastName },
        startDate: `${addMonthsToPeriod(previous, -1)}-01`,
        fixedTerm: true,
        fixedTermEndDate: ends,
        terms: { level: "B", jobType: "domestic_help", cohabiting: false, payBasis: "hourly", wage: "10.00", weeklySchedule: { monday: "4", tuesday: "4", wednesday: "4", thursday: "4", friday: "4", saturday: "0", sunday: "0" } },
      },
    }),
    "contract",
  );

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Da fare" })).toBeVisible();
  // ending soon, with the date and what to do
  await expect(page.getByTestId("home-ending")).toContainText(`Silvia ${lastName}`);
  await expect(page.getByTestId("home-ending")).toContainText(`termine del contratto a tempo determinato il ${italian(ends)}: cessazione da registrare`);
  // the next quarterly deadline, as the statements compute it
  const deadline = nextQuarterlyDeadline(today);
  await expect(page.getByTestId("home-deadline")).toContainText(`entro il ${italian(deadline.dueDate)}`);
  await expect(page.getByRole("link", { name: "Apri il trimestre" })).toHaveAttribute("href", `/payroll/contributions?quarter=${deadline.quarter}`);

  // the previous month's payslips to run open the worklist filtered on them
  const notRun = page.getByTestId(`home-not_run-${previous}`);
  await expect(notRun).toContainText(/\d+ da elaborare/);
  await notRun.click();
  await expect(page).toHaveURL(new RegExp(`/payroll\\?period=${previous}&status=not_run`));
  await expect(page.getByTestId("worklist-filter")).toHaveValue("not_run");
  await expect(page.getByText(`Silvia ${lastName}`).first()).toBeVisible();
});

/**
 * Issue 15 point 13: the home page is the clerk's to-do list: the months with payslips to run,
 * drafts and outdated ones, contracts ending soon, the next INPS deadline, each with its link.
 */
import { addDays, addMonthsToPeriod, nextQuarterlyDeadline, periodOf } from "@/lib/payroll";
import { createHourlyContract, expect, test } from "./fixtures";

const todayInRome = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const italian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test("the home page lists what the clerk has to do, each with its link", async ({ signedIn: page, request }) => {
  const today = todayInRome();
  const previous = addMonthsToPeriod(periodOf(today), -1);
  // a fixed-term contract ending in ten days, hired two months ago: its previous month is still to run
  const lastName = `Scadenza${Date.now()}`;
  const ends = addDays(today, 10);
  await createHourlyContract(request, {
    employer: { firstName: "Sara", lastName: `Famiglia${lastName}` },
    worker: { firstName: "Silvia", lastName },
    startDate: `${addMonthsToPeriod(previous, -1)}-01`,
    contract: { fixedTerm: true, fixedTermEndDate: ends },
  });

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

import type { APIRequestContext } from "@playwright/test";
import { API_KEY, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const MONTH = "2025-06";

/** The seeded colf Giulia Bianchi (hourly, Mon–Fri 4 h), found through the contracts API. */
async function colfContractId(request: APIRequestContext): Promise<string> {
  const res = await request.get("/v1/domestic-contracts?search=Bianchi&limit=100", { headers });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Record<string, unknown>[] };
  const colf = body.data.find((c) => JSON.stringify(c).includes("Giulia"));
  expect(colf, "the seeded colf Giulia Bianchi").toBeTruthy();
  return colf!.id as string;
}

/** Starts from an empty month whatever ran before on the same database. */
async function clearMonth(request: APIRequestContext, contractId: string) {
  for (;;) {
    const res = await request.get(`/v1/work-events?domesticContractId=${contractId}&from=${MONTH}-01&to=${MONTH}-30&limit=100`, { headers });
    const { data } = (await res.json()) as { data: { id: string }[] };
    if (data.length === 0) return;
    for (const e of data) expect((await request.delete(`/v1/work-events/${e.id}`, { headers })).status()).toBe(204);
  }
}

test("a clerk fills the colf's month, marks three sick days and a vacation week, and the totals follow", async ({ page, request }) => {
  const contractId = await colfContractId(request);
  await clearMonth(request, contractId);

  await signIn(page);
  await page.goto(`/contracts/${contractId}/calendar?month=${MONTH}`);
  await expect(page.getByRole("heading", { name: "Calendario di Giulia Bianchi" })).toBeVisible();
  await expect(page.getByTestId("month-label")).toHaveText("giugno 2025");
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("columnheader").first()).toContainText("lunedì");
  await expect(page.getByTestId("day-2025-06-02")).toHaveAttribute("data-holiday", "true");
  // June 2025: 21 weekdays × 4 h scheduled, nothing recorded yet
  await expect(page.getByTestId("total-scheduled")).toHaveText("84 h");
  await expect(page.getByTestId("total-recorded")).toHaveText("0 h");

  // Compila mese: 20 work days + Festa della Repubblica on Monday 2 June
  await page.getByRole("button", { name: "Compila mese" }).click();
  const result = page.getByTestId("auto-fill-result");
  await expect(result).toContainText("Creati 21 eventi");
  await expect(result).toContainText("Lavoro: 20");
  await expect(result).toContainText("Festività: 1");
  await page.getByRole("button", { name: "Chiudi" }).click();
  await expect(page.getByTestId("total-recorded")).toHaveText("84 h");
  await expect(page.getByTestId("total-worked")).toHaveText("80 h");
  await expect(page.getByTestId("total-difference")).toHaveText("0 h");
  await expect(page.getByTestId("day-2025-06-02").getByTestId("event-chip")).toHaveAttribute("data-type", "public_holiday");

  // Three sick days: click Tuesday 10, shift-click Thursday 12, "Malattia", apply
  await page.getByTestId("day-2025-06-10").click();
  await page.getByTestId("day-2025-06-12").click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("range-panel")).toContainText("3 giorni");
  await page.getByTestId("preset-sick_leave").click();
  // where the worker is (rules-update §1b): in hospital for these three days
  await page.getByTestId("range-absence-location").selectOption({ label: "Ricoverato in ospedale" });
  await page.getByTestId("range-apply").click();
  await expect(page.getByTestId("total-type-sick_leave")).toContainText("12 h");
  await expect(page.getByTestId("total-worked")).toHaveText("68 h");
  for (const d of ["10", "11", "12"]) await expect(page.getByTestId(`day-2025-06-${d}`).getByTestId("event-chip")).toHaveAttribute("data-type", "sick_leave");
  const sickDays = await request.get(`/v1/work-events?domesticContractId=${contractId}&type=sick_leave&from=${MONTH}-01&to=${MONTH}-30`, { headers });
  expect(((await sickDays.json()).data as { absenceLocation: string }[]).map((e) => e.absenceLocation)).toEqual(["hospital", "hospital", "hospital"]);

  // A vacation week, Monday 16 to Sunday 22: Monday–Saturday become vacation, 20 h / 6 a day
  await page.getByTestId("day-2025-06-16").click();
  await page.getByTestId("day-2025-06-22").click({ modifiers: ["Shift"] });
  await page.getByTestId("preset-vacation").click();
  // the CCNL vacation week: Monday–Saturday, the Saturday added, 20 h / 6 a day (issue 15 point 1)
  await expect(page.getByTestId("vacation-week-note")).toContainText("6 giorni lavorativi");
  await expect(page.getByTestId("range-apply")).toHaveText("Applica a 6 giorni");
  await page.getByTestId("range-apply").click();
  await expect(page.getByTestId("total-type-vacation")).toContainText("20 h");
  await expect(page.getByTestId("total-worked")).toHaveText("48 h");
  await expect(page.getByTestId("total-recorded")).toHaveText("84 h");
  await expect(page.getByTestId("day-2025-06-18").getByTestId("event-chip")).toHaveAttribute("data-type", "vacation");

  // The API sees the same month
  const summary = await request.get(`/v1/work-events/summary?domesticContractId=${contractId}&month=${MONTH}`, { headers });
  expect(await summary.json()).toMatchObject({
    scheduledHours: "84.00",
    recordedHours: "84.00",
    workedHours: "48.00",
    byType: [
      { type: "work", hours: "48.00", days: 12 },
      { type: "public_holiday", hours: "4.00", days: 1 },
      { type: "vacation", hours: "20.00", days: 6 }, // Monday–Saturday, the CCNL week (issue 15 point 1)
      { type: "sick_leave", hours: "12.00", days: 3 },
    ],
  });

  // Undo the vacation week: the work days come back
  await page.getByTestId("undo").click();
  await expect(page.getByTestId("total-worked")).toHaveText("68 h");
  await expect(page.getByTestId("total-type-vacation")).toHaveCount(0);
  await expect(page.getByTestId("day-2025-06-18").getByTestId("event-chip")).toHaveAttribute("data-type", "work");
});

test("a day's event is added with the keyboard and the same validation as the API", async ({ page, request }) => {
  const contractId = await colfContractId(request);
  await signIn(page);
  await page.goto(`/contracts/${contractId}/calendar?month=2025-07`);
  await page.getByTestId("day-2025-07-07").click();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("day-2025-07-15")).toBeFocused();
  await page.keyboard.press("Enter");
  const form = page.getByTestId("work-event-form");
  await form.getByTestId("event-subtype").selectOption("overtime");
  await expect(form.getByTestId("event-multiplier")).toHaveValue("1,25");
  await form.getByTestId("event-hours").fill("25");
  await form.getByTestId("event-save").click();
  // the form's own check, worded like the API's refusal of the same field (code above_maximum, params.maximum)
  await expect(form.getByText("Deve essere al massimo 24.")).toBeVisible();
  await form.getByTestId("event-hours").fill("1,5");
  await form.getByTestId("event-save").click();
  await expect(page.getByTestId("day-2025-07-15").getByTestId("event-chip")).toHaveText("Straordinario 1,5 h");
  const list = await request.get(`/v1/work-events?domesticContractId=${contractId}&from=2025-07-15&to=2025-07-15`, { headers });
  const created = (await list.json()).data.find((e: { subType: string }) => e.subType === "overtime");
  expect(created).toMatchObject({ hours: "1.50", multiplier: "1.25", addsToThirteen: false });
  expect((await request.delete(`/v1/work-events/${created.id}`, { headers })).status()).toBe(204);
});

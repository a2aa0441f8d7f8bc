import Decimal from "decimal.js";
import type { APIRequestContext, Page } from "@playwright/test";
import { API_KEY, DEMO_ORGANIZATION_ID, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
// Italian euros with thousands always grouped ("1.234,50 €"), as the screens print them
const euro = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", useGrouping: "always" });
/** The API's decimal string as the screens print it. */
const money = (value: string) => euro.format(new Decimal(value).toNumber());

interface Payslip {
  id: string;
  organizationId: string;
  status: string;
  period: string;
  totalGross: string;
  totalNet: string;
  totalCost: string;
  ytdTotalGross: string;
  ytdTotalNet: string;
  earningElements: { code: string; name: string; value: string }[];
  inpsContributions: { weekStart: string; isFromNextPeriod: boolean }[];
  isOutdated: boolean;
  outdatedReasons: string[];
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function colfContractId(request: APIRequestContext): Promise<string> {
  const month = await json<{ data: { domesticContractId: string; workerName: string; employerName: string }[] }>(
    await request.get("/v1/domestic-payslips/month-status?period=2025-01", { headers }),
    "month-status",
  );
  const row = month.data.find((r) => r.workerName === "Giulia Bianchi");
  expect(row, "the seeded colf Giulia Bianchi is active in January 2025").toBeTruthy();
  return row!.domesticContractId;
}

/** Work events from the contract's schedule; the auto-fill endpoint is the one a clerk's calendar uses. */
async function autoFill(request: APIRequestContext, contractId: string, startDate: string, endDate: string) {
  const res = await request.post("/v1/work-events/auto-fill", { headers, data: { domesticContractId: contractId, startDate, endDate } });
  if (res.status() === 404 || res.status() === 405) {
    throw new Error(`POST /v1/work-events/auto-fill is not available (HTTP ${res.status()}): the work-events API is needed to create the period's events`);
  }
  expect(res.status(), await res.text()).toBe(201);
}

/** 15 January: the day's work replaced by a sick day paid at 50% (days 1–3 of an episode). */
async function markSickDay(request: APIRequestContext, contractId: string, date: string) {
  const list = await json<{ data: { id: string; type: string }[] }>(
    await request.get(`/v1/work-events?domesticContractId=${contractId}&from=${date}&to=${date}`, { headers }),
    "work events of the day",
  );
  if (list.data.some((e) => e.type === "sick_leave")) return;
  for (const event of list.data) {
    const del = await request.delete(`/v1/work-events/${event.id}`, { headers });
    expect(del.status()).toBe(204);
  }
  const created = await request.post("/v1/work-events", {
    headers,
    data: { domesticContractId: contractId, date, hours: "4.00", type: "sick_leave", subType: "sick_half", multiplier: "0.5" },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A rerun against the same database starts from no payslip for the months under test. */
async function removePayslips(request: APIRequestContext, contractId: string, periods: string[]) {
  const list = await json<{ data: { id: string; period: string }[] }>(
    await request.get(`/v1/domestic-payslips?domesticContractId=${contractId}&sortField=period&sortDirection=desc&limit=100`, { headers }),
    "payslip list",
  );
  for (const p of list.data.filter((x) => periods.includes(x.period) || x.period > periods[0]!)) {
    expect((await request.delete(`/v1/domestic-payslips/${p.id}`, { headers })).status()).toBe(204);
  }
}

async function apiPayslip(request: APIRequestContext, id: string): Promise<Payslip> {
  return json<Payslip>(await request.get(`/v1/domestic-payslips/${id}`, { headers }), "payslip detail");
}

async function apiWeeks(request: APIRequestContext, contractId: string, startDate: string, endDate: string) {
  return json<{ hours: string; weekStart: string; weekEnd: string; isFromNextPeriod: boolean }[]>(
    await request.post("/v1/domestic-payslips/contribution-weeks", { headers, data: { domesticContractId: contractId, startDate, endDate } }),
    "contribution weeks",
  );
}

/** Steps 1–3 of the wizard up to the computed payslip; returns its id. */
async function runThroughWizard(page: Page, request: APIRequestContext, contractId: string, period: string, lastDay: string) {
  await expect(page.getByRole("heading", { name: "Elaborazione cedolino" })).toBeVisible();
  await expect(page.getByTestId("wizard-subtitle")).toContainText("Giulia Bianchi");

  // 1. checks: no blocking error
  await expect(page.getByTestId("validation-ok")).toBeVisible();
  await page.getByTestId("wizard-next").click();

  // 2. the weeks, as the endpoint computes them, with the Saturday rule marker
  const expected = await apiWeeks(request, contractId, `${period}-01`, lastDay);
  const rows = page.getByTestId("week-row");
  await expect(rows).toHaveCount(expected.length);
  for (const [i, week] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute("data-week-start", week.weekStart);
    await expect(row.getByTestId("week-hours")).toHaveValue(week.hours.replace(".", ","));
    if (week.isFromNextPeriod) await expect(row.getByText("Mese successivo")).toBeVisible();
  }
  return expected;
}

async function expectTotalsMatch(page: Page, payslip: Payslip) {
  await expect(page.getByTestId("total-gross")).toHaveText(money(payslip.totalGross));
  await expect(page.getByTestId("total-net")).toHaveText(money(payslip.totalNet));
  await expect(page.getByTestId("total-cost")).toHaveText(money(payslip.totalCost));
}

async function finalize(page: Page) {
  await page.getByTestId("payslip-finalize").click();
  await expect(page.getByRole("dialog")).toContainText("definitivo");
  await page.getByTestId("payslip-finalize-confirm").click();
  await expect(page.getByTestId("wizard-finalized")).toBeVisible();
  await expect(page.getByTestId("payslip-view").getByTestId("payslip-status").first()).toHaveText("Definitivo");
}

test("a clerk takes the seeded colf through January and February 2025, prints January, and deletes it", async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const contractId = await colfContractId(request);
  let januaryId = "";
  let februaryId = "";

  await test.step("events of December–January: schedule auto-filled, a sick day on 15 January", async () => {
    await removePayslips(request, contractId, ["2025-01", "2025-02"]);
    await autoFill(request, contractId, "2024-12-29", "2025-01-31");
    await markSickDay(request, contractId, "2025-01-15");
    await autoFill(request, contractId, "2025-02-01", "2025-02-28");
  });

  await test.step("January: month view → wizard → run", async () => {
    await signIn(page);
    await page.goto("/payroll?period=2025-01");
    await expect(page.getByRole("heading", { name: "Paghe del mese" })).toBeVisible();
    await expect(page.getByTestId("payroll-period-label")).toHaveText("Gennaio 2025");
    const row = page.locator(`[data-testid="payroll-row"][data-contract-id="${contractId}"]`);
    await expect(row.getByTestId("payslip-status")).toHaveText("Da elaborare");
    await row.getByTestId("row-run").click();
    await expect(page).toHaveURL(new RegExp(`/payroll/run\\?contractId=${contractId}&period=2025-01`));

    // earlier months of 2024 have no payslip: a warning, not a blocker, with one catch-up action
    // (opening balances, then the first month to run) instead of a link per month (issue 26 point 15)
    await expect(page.getByTestId("validation-warnings")).toContainText("Periodi precedenti senza cedolino");
    await expect(page.getByTestId("catch-up-balances")).toHaveAttribute("href", `/contracts/${contractId}?open=balances`);
    await expect(page.getByTestId("catch-up-run")).toContainText("Gennaio 2024");

    const weeks = await runThroughWizard(page, request, contractId, "2025-01", "2025-01-31");
    expect(weeks.at(-1)?.isFromNextPeriod, "the week 26 Jan–1 Feb belongs to February").toBe(true);
    await page.getByTestId("wizard-next").click();

    // 3. options: nothing special this month
    await page.getByTestId("option-note1").fill("Pagato con bonifico");
    await page.getByTestId("wizard-run").click();
    await expect(page.getByTestId("payslip-view")).toBeVisible();
    januaryId = (await page.getByTestId("payslip-view").getAttribute("data-payslip-id")) ?? "";
    expect(januaryId).not.toBe("");
    // the wizard ran it for the clerk's own organization (from /v1/me)
    expect((await apiPayslip(request, januaryId)).organizationId).toBe(DEMO_ORGANIZATION_ID);
    await expect(page).toHaveURL(new RegExp(`payslipId=${januaryId}`));
  });

  await test.step("January: the screen shows the API's figures", async () => {
    const payslip = await apiPayslip(request, januaryId);
    expect(payslip.status).toBe("draft");
    await expectTotalsMatch(page, payslip);
    const sick = payslip.earningElements.find((e) => e.code.startsWith("MALATTIA"));
    expect(sick, "the sick day is paid as a sickness line").toBeTruthy();
    const sickRow = page.getByTestId("elements-earnings").getByRole("row").filter({ hasText: sick!.name });
    await expect(sickRow).toContainText(money(sick!.value));
    await expect(page.getByTestId("inps-weeks").locator("[data-next-period]")).toHaveCount(payslip.inpsContributions.filter((w) => w.isFromNextPeriod).length);
    await expect(page.getByTestId("payslip-notes")).toContainText("Pagato con bonifico");
    await page.screenshot({ path: testInfo.outputPath("payroll-january-draft.png"), fullPage: true });
  });

  await test.step("January: finalize", async () => {
    await finalize(page);
    expect((await apiPayslip(request, januaryId)).status).toBe("final");
  });

  await test.step("February: next month from the finalized January, chained running totals", async () => {
    await page.getByTestId("wizard-next-month").click();
    await expect(page).toHaveURL(new RegExp(`/payroll/run\\?contractId=${contractId}&period=2025-02`));
    await expect(page.getByTestId("wizard-subtitle")).toContainText("Febbraio 2025");
    const weeks = await runThroughWizard(page, request, contractId, "2025-02", "2025-02-28");
    expect(weeks[0]?.weekStart, "January's deferred week is paid in February").toBe("2025-01-26");

    // hours are checked as decimals before anything is sent
    const firstHours = page.getByTestId("week-hours").first();
    await firstHours.fill("12,5x");
    await page.getByTestId("wizard-next").click();
    await expect(page.getByRole("alert").filter({ hasText: "al massimo 2 decimali" })).toBeVisible();
    await expect(page.getByTestId("weeks-table")).toBeVisible();
    await firstHours.fill(weeks[0]!.hours.replace(".", ","));
    await page.getByTestId("wizard-next").click();

    await page.getByTestId("wizard-run").click();
    await expect(page.getByTestId("payslip-view")).toBeVisible();
    februaryId = (await page.getByTestId("payslip-view").getAttribute("data-payslip-id")) ?? "";
    const payslip = await apiPayslip(request, februaryId);
    expect(payslip.period).toBe("2025-02");
    expect(payslip.inpsContributions.find((w) => !w.isFromNextPeriod)?.weekStart).toBe("2025-01-26");
    const january = await apiPayslip(request, januaryId);
    expect(new Decimal(payslip.ytdTotalGross).equals(new Decimal(payslip.totalGross).plus(january.totalGross)), "February's ytd chains from January").toBe(
      true,
    );
    await expectTotalsMatch(page, payslip);
    await expect(page.getByText(`Progressivo anno: ${money(payslip.ytdTotalNet)}`).first()).toBeVisible();
    await finalize(page);
  });

  await test.step("the month views show both payslips as final", async () => {
    const january = await apiPayslip(request, januaryId);
    await page.goto("/payroll?period=2025-01");
    const row = page.locator(`[data-testid="payroll-row"][data-contract-id="${contractId}"]`);
    await expect(row.getByTestId("payslip-status")).toHaveText("Definitivo");
    await expect(row.getByTestId("row-net")).toHaveText(money(january.totalNet));
    await expect(row.getByTestId("row-cost")).toHaveText(money(january.totalCost));
    await page.getByRole("button", { name: "Mese successivo" }).click();
    await expect(page).toHaveURL(/period=2025-02/);
    await expect(page.locator(`[data-testid="payroll-row"][data-contract-id="${contractId}"]`).getByTestId("payslip-status")).toHaveText("Definitivo");
  });

  await test.step("January printed: Prospetto paga with the net", async () => {
    const january = await apiPayslip(request, januaryId);
    await page.goto(`/print/payslips/${januaryId}`);
    await expect(page.getByRole("heading", { name: "Prospetto paga" })).toBeVisible();
    await expect(page.getByTestId("print-period")).toHaveText("Gennaio 2025");
    await expect(page.getByTestId("print-worker")).toHaveText("Giulia Bianchi");
    await expect(page.getByTestId("print-net")).toHaveText(money(january.totalNet));
    await expect(page.getByTestId("print-gross")).toHaveText(money(january.totalGross));
    await expect(page.getByText("Firma del lavoratore per ricevuta")).toBeVisible();
    await expect(page.getByTestId("print-button")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("payroll-january-print.png"), fullPage: true });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("print-button")).toBeHidden();
    await page.emulateMedia({ media: "screen" });
  });

  await test.step("deleting January warns about February, which then shows as outdated", async () => {
    await page.goto(`/payslips/${januaryId}`);
    await expect(page.getByTestId("payslip-view")).toBeVisible();
    await page.getByTestId("payslip-delete").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("cedolino definitivo");
    await expect(dialog).toContainText("1 cedolino successivo");
    await page.getByTestId("payslip-delete-confirm").click();
    const notice = page.getByTestId("payslip-deleted-notice");
    await expect(notice).toContainText("1 cedolino successivo va ricalcolato");
    await notice.getByRole("link", { name: /Febbraio 2025/ }).click();
    await expect(page).toHaveURL(new RegExp(`/payslips/${februaryId}`));
    await expect(page.getByTestId("payslip-outdated")).toContainText("il cedolino precedente è cambiato");
    expect((await request.get(`/v1/domestic-payslips/${januaryId}`, { headers })).status()).toBe(404);
    expect((await apiPayslip(request, februaryId)).outdatedReasons).toContain("previous_payslip_changed");
  });
});

test("the wizard refuses a period before the contract's start and links to the contract", async ({ page, request }) => {
  const contractId = await colfContractId(request);
  await signIn(page);
  await page.goto(`/payroll/run?contractId=${contractId}&period=2023-06`);
  const errors = page.getByTestId("validation-errors");
  await expect(errors).toBeVisible();
  await expect(errors.locator('[data-code="period_before_contract_start"]')).toBeVisible();
  await expect(errors.getByRole("link", { name: "Correggi nel contratto" }).first()).toHaveAttribute("href", `/contracts/${contractId}`);
  await expect(page.getByTestId("wizard-next")).toBeDisabled();
});

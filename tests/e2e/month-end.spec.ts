/**
 * Issue 26 points 11–12 end to end: "Elabora tutti" on a month without presences fills it from the
 * schedule (as the single wizard's "Compila mese") and gives right payslips with INPS withheld,
 * each item with its warnings (never a green "ok"); "Conferma tutti" asks first with the counts and
 * the flagged payslips; with the approver setting on, a clerk cannot finalize (screen and API).
 * February 2023: no contract of the demo book is active yet (the accessibility test's may be).
 */
import type { Page } from "@playwright/test";
import { API_KEY, apiOk, createHourlyContract, expect, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };
const PERIOD = "2023-02";

interface RunItem {
  domesticContractId: string;
  outcome: string;
  payslipId: string | null;
  warnings: { code: string }[];
}

/** The browser's own API calls (the admin's session cookie, same origin). */
async function asSession(page: Page, method: "POST" | "PATCH", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(path, { method, data, headers: { origin, "content-type": "application/json" } });
}

test("a month-end over empty months fills them, withholds INPS, warns; Conferma tutti asks first; with an approver required a clerk cannot finalize", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const unique = Date.now().toString(36);
  const contracts: string[] = [];
  for (const name of ["Primo", "Secondo"]) {
    const { contractId } = await createHourlyContract(request, {
      employer: { firstName: "Fine", lastName: `Mese${name}${unique}` },
      worker: { firstName: "Vera", lastName: `Vuota${name}${unique}` },
      startDate: "2023-01-02",
      wage: "9.00",
    });
    contracts.push(contractId);
  }

  await signIn(page);
  await page.goto(`/payroll?period=${PERIOD}`);
  for (const id of contracts) await expect(page.locator(`[data-testid="payroll-row"][data-contract-id="${id}"]`)).toBeVisible();

  let runId = "";
  await test.step("Elabora tutti: the auto-fill is on by default and the run fills the empty month", async () => {
    await expect(page.getByTestId("run-auto-fill")).toBeChecked();
    const started = page.waitForResponse((r) => r.url().endsWith("/v1/payroll-runs") && r.request().method() === "POST");
    await page.getByTestId("run-all").click();
    const response = await started;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toMatchObject({ period: PERIOD, scope: "all", autoFillEmptyMonths: true });
    runId = ((await response.json()) as { id: string }).id;
    await expect(page.getByTestId("run-progress")).toHaveAttribute("data-status", "completed", { timeout: 60_000 });
  });

  let counts = { ok: 0, warnings: 0, blocked: 0, failed: 0 };
  await test.step("each payslip is right (80 h × €9.00, INPS withheld) and its row shows the warnings, not a green ok", async () => {
    const run = await apiOk<{ counts: typeof counts; items: { data: RunItem[] } }>(
      await request.get(`/v1/payroll-runs/${runId}?limit=500`, { headers }),
      "run",
    );
    counts = run.counts;
    // every contract of the month had an empty February: none is a plain "ok"
    expect(counts.ok).toBe(0);
    for (const contractId of contracts) {
      const item = run.items.data.find((i) => i.domesticContractId === contractId)!;
      expect(item.outcome).toBe("warnings");
      expect(item.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["month_auto_filled", "earlier_periods_without_payslip"]));
      const payslip = await apiOk<{ totalGross: string; totalEmployeeInpsTaxes: string; employeeTaxesElements: { code: string; value: string }[] }>(
        await request.get(`/v1/domestic-payslips/${item.payslipId}`, { headers }),
        "payslip",
      );
      // February 2023: 20 weekdays, no public holiday → 20 × 4 h = 80 h × €9.00 = €720.00
      expect(payslip.totalGross).toBe("720.00");
      // the worker's INPS share is withheld (the exact figures: tests/integration/payroll-runs-approval.test.ts)
      const inps = payslip.employeeTaxesElements.find((e) => e.code === "INPS_LAVORATORE");
      expect(inps, "the worker's INPS share is withheld").toBeTruthy();
      expect(Number(inps!.value)).toBeGreaterThan(0);
      expect(payslip.totalEmployeeInpsTaxes).toBe(inps!.value);
      const row = page.locator(`[data-testid="payroll-row"][data-contract-id="${contractId}"]`);
      await expect(row).toHaveAttribute("data-outcome", "warnings");
      await row.getByTestId("row-issues").locator("summary").click();
      await expect(row.locator('[data-code="month_auto_filled"]')).toBeVisible();
      await expect(row.getByTestId("row-net")).not.toHaveText(/0,00/);
    }
  });

  await test.step("Conferma tutti asks first: counts and the flagged payslips; cancelling finalizes nothing", async () => {
    await page.getByTestId("confirm-all").click();
    const dialog = page.getByRole("dialog");
    const toFinalize = counts.ok + counts.warnings;
    await expect(dialog.getByTestId("confirm-count-toFinalize").locator("dd")).toHaveText(String(toFinalize));
    await expect(dialog.getByTestId("confirm-count-withWarnings").locator("dd")).toHaveText(String(counts.warnings));
    await expect(dialog.getByTestId("confirm-count-blocked").locator("dd")).toHaveText(String(counts.blocked + counts.failed));
    await expect(dialog.getByTestId("confirm-flagged-row")).toHaveCount(counts.warnings + counts.blocked + counts.failed);
    await expect(dialog.locator('[data-code="month_auto_filled"]').first()).toBeVisible();
    await dialog.getByTestId("confirm-all-cancel").click();
    await expect(dialog).toBeHidden();
    const month = await apiOk<{ counts: Record<string, number> }>(
      await request.get(`/v1/domestic-payslips/month-status?period=${PERIOD}`, { headers }),
      "month",
    );
    expect(month.counts.final ?? 0).toBe(0);
    expect(toFinalize).toBeGreaterThanOrEqual(2);
  });

  const clerk = { email: `clerk.${unique}@example.it`, password: "password-clerk-26" };
  try {
    await test.step("the administrator requires an approver; a clerk signs in: Conferma tutti is not offered, the API refuses", async () => {
      const created = await asSession(page, "POST", "/v1/users", { name: "Carla Operatrice", email: clerk.email, password: clerk.password, role: "clerk" });
      expect(created.status(), await created.text()).toBe(201);
      await page.goto("/settings/payroll");
      await page.getByLabel(/Conferma dei cedolini riservata/).selectOption("true");
      await page.getByRole("button", { name: "Salva le regole" }).click();
      await expect(page.getByText("Regole salvate.")).toBeVisible();

      await page.context().clearCookies();
      await signIn(page, clerk.email, clerk.password);
      await page.goto(`/payroll?period=${PERIOD}`);
      await expect(page.getByTestId("run-progress")).toHaveAttribute("data-status", "completed");
      await expect(page.getByTestId("approver-required")).toBeVisible();
      await expect(page.getByTestId("confirm-all")).toBeDisabled();
      const refused = await asSession(page, "POST", `/v1/payroll-runs/${runId}/finalize`);
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe("approver_required");
    });
  } finally {
    // the setting back off for the other tests (the administrator's session)
    await page.context().clearCookies();
    await signIn(page);
    const off = await asSession(page, "PATCH", "/v1/payroll-settings", { finalizeRequiresApprover: null });
    expect(off.status()).toBe(200);
  }

  await test.step("the administrator confirms: the dialog's button finalizes the run's drafts", async () => {
    await page.goto(`/payroll?period=${PERIOD}`);
    await expect(page.getByTestId("run-progress")).toHaveAttribute("data-status", "completed");
    await page.getByTestId("confirm-all").click();
    await page.getByTestId("confirm-all-confirm").click();
    const n = counts.ok + counts.warnings;
    await expect(page.getByText(`${n} cedolini resi definitivi`)).toBeVisible();
    await expect(page.getByTestId("payroll-count-final").locator("dd")).toHaveText(String(n));
  });
});

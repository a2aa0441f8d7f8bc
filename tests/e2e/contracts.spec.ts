import { expect, signIn, test, API_KEY, DEMO_ORGANIZATION_ID } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

test("a clerk creates a live-in contract through the wizard, sees the CCNL minimum, changes the wage from a later date and ends the contract", async ({
  page,
  request,
}) => {
  const unique = String(Date.now()).slice(-6);
  const created = await request.post("/v1/employers", {
    headers,
    data: { type: "domestic", organizationId: DEMO_ORGANIZATION_ID, personalInfo: { firstName: "Carla", lastName: `Fontana${unique}` } },
  });
  expect(created.status()).toBe(201);
  const employer = (await created.json()) as { id: string; displayName: string };

  await signIn(page);
  await page.goto(`/contracts/new?employerId=${employer.id}`);
  await expect(page.getByRole("heading", { name: "Nuovo contratto" })).toBeVisible();

  // 1. Worker
  await page.getByLabel(/^Nome\*?$/).fill("Ana");
  await page.getByLabel(/^Cognome\*?$/).fill(`Ionescu${unique}`);
  await page.getByLabel("Codice fiscale").fill("NSCNAI79B50Z12XX");
  await page.getByTestId("wizard-next").click();
  await expect(page.getByText("Codice fiscale non valido")).toBeVisible();
  await page.getByLabel("Codice fiscale").fill("nscnai79b50z129p");
  await page.getByTestId("wizard-next").click();

  // 2. Employer: preselected from ?employerId=
  await expect(page.getByText(`Datore selezionato: ${employer.displayName}`)).toBeVisible();
  await page.getByTestId("wizard-next").click();

  // 3. Job and level: the minimum of the start date's year appears as the clerk chooses
  // before a job is chosen every level is listed; a job narrows the list to its CCNL levels (point 7)
  await expect(page.getByLabel(/^Livello CCNL\*?$/).locator("option")).toHaveCount(9);
  await page.getByLabel(/^Mansione\*?$/).selectOption("carer_non_self_sufficient");
  await expect(page.getByLabel(/^Livello CCNL\*?$/).locator("option")).toHaveText([
    "—",
    "CS — assistente a persone non autosufficienti (non formato)",
    "DS — assistente formato a persone non autosufficienti, direttore di casa",
  ]);
  await page.getByLabel("Convivente (vive presso il datore)").check();
  await page.getByLabel(/^Data di inizio\*?$/).fill("2025-03-01");
  await page.getByTestId("wizard-next").click();
  // the level is still to choose: the wizard stays on the step and marks it
  await expect(page.getByLabel(/^Livello CCNL\*?$/)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(/^Livello CCNL\*?$/).selectOption("CS");
  const minimum = page.getByTestId("minimum-wage");
  await expect(minimum).toContainText("Minimo CCNL 2025 per il livello CS convivente");
  await expect(minimum).toContainText("1.137,86 € al mese");
  await page.getByTestId("wizard-next").click();

  // 4. Schedule Monday..Saturday, 9 h
  for (const day of ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato"]) await page.getByLabel(day, { exact: true }).fill("9");
  await page.getByLabel("Domenica", { exact: true }).fill("0");
  await expect(page.getByTestId("weekly-total")).toHaveText("54 h");
  await page.getByTestId("wizard-next").click();

  // 5. Pay: monthly (forced for live-in), one cent below the minimum is blocked
  await expect(page.getByLabel("Oraria")).toBeDisabled();
  await expect(page.getByTestId("minimum-wage")).toContainText("1.137,86 € al mese");
  await page.getByLabel(/^Paga mensile \(€\)\*?$/).fill("1137,85");
  await page.getByTestId("wizard-next").click();
  await expect(page.getByText("Sotto il minimo CCNL 2025 per il livello CS: almeno 1.137,86 € al mese")).toBeVisible();
  // typed as an Italian clerk writes money, with the thousands point (point 12)
  await page.getByLabel(/^Paga mensile \(€\)\*?$/).fill("1.250,00");
  await page.getByTestId("wizard-next").click();

  // 6. Board and lodging: owed to a live-in worker, ticked by default
  await expect(page.getByLabel("Alloggio", { exact: true })).toBeChecked();
  await page.getByTestId("wizard-next").click();

  // 7. Review and create
  const review = page.getByTestId("wizard-review");
  await expect(review).toContainText(`Ionescu${unique} Ana`);
  await expect(review).toContainText("1.250,00 €/mese");
  await page.getByTestId("contract-create").click();
  await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
  const contractId = page.url().split("/").pop() as string;
  await expect(page.getByRole("heading", { name: new RegExp(`Ionescu${unique} Ana`) })).toBeVisible();
  await expect(page.getByTestId("current-wage")).toHaveText("1.250,00 €/mese");

  // A wage change from a later date: both terms in the history, the new ones in force today
  await page.getByTestId("terms-new").click();
  const dialog = page.getByRole("dialog");
  // the current wage is offered as an Italian clerk reads it (point 12)
  await expect(dialog.getByLabel(/^Paga mensile \(€\)\*?$/)).toHaveValue("1250,00");
  await dialog.getByLabel(/^In vigore dal\*?$/).fill("2025-09-01");
  await dialog.getByLabel(/^Paga mensile \(€\)\*?$/).fill("1.300");
  await page.getByTestId("terms-save").click();
  await expect(page.getByText("Nuove condizioni registrate.")).toBeVisible();
  await expect(page.getByTestId("terms-row")).toHaveCount(2);
  // point 11: at 1440 px the history table fits its card and no cell overlaps its neighbour
  await page.setViewportSize({ width: 1440, height: 900 });
  const layout = await page
    .getByTestId("terms-row")
    .first()
    .locator("xpath=ancestor::table")
    .evaluate((table) => {
      const box = table.parentElement!;
      const overlaps: string[] = [];
      for (const row of Array.from(table.querySelectorAll("tr"))) {
        const cells = Array.from(row.children).map((c) => c.getBoundingClientRect());
        for (let i = 1; i < cells.length; i++) if (cells[i]!.left < cells[i - 1]!.right - 0.5) overlaps.push(`${row.textContent}: cell ${i}`);
      }
      return { overflow: box.scrollWidth - box.clientWidth, overlaps };
    });
  expect(layout).toEqual({ overflow: 0, overlaps: [] });
  await expect(page.getByTestId("current-wage")).toHaveText("1.300,00 €/mese");
  const terms = await request.get(`/v1/domestic-contracts/${contractId}/terms`, { headers });
  const history = (await terms.json()) as { data: { effectiveFrom: string; effectiveTo: string | null; wage: string }[] };
  expect(history.data.map((x) => [x.effectiveFrom, x.effectiveTo, x.wage])).toEqual([
    ["2025-03-01", "2025-08-31", "1250.00"],
    ["2025-09-01", null, "1300.00"],
  ]);

  // End the contract
  await page.getByTestId("contract-end").click();
  const endDialog = page.getByRole("dialog");
  await endDialog.getByLabel(/^Ultimo giorno del rapporto\*?$/).fill("2025-12-31");
  await endDialog.getByLabel(/^Motivo della cessazione\*?$/).selectOption("resignation");
  await page.getByTestId("end-confirm").click();
  await expect(page.getByText("Cessato il 31/12/2025").first()).toBeVisible();
  const after = await request.get(`/v1/domestic-contracts/${contractId}`, { headers });
  expect(await after.json()).toMatchObject({ status: "ended", endDate: "2025-12-31", endReason: "resignation" });

  // The list shows it among the ended contracts of the employer
  await page.goto(`/contracts?employerId=${employer.id}&status=ended`);
  await expect(page.getByRole("heading", { name: `Contratti di ${employer.displayName}` })).toBeVisible();
  await expect(page.getByTestId("contract-row")).toHaveCount(1);
  await expect(page.getByTestId("contract-row")).toContainText(`Ionescu${unique} Ana`);
});

test("the contract list searches the demo contracts and opens one", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "main" }).getByRole("link", { name: "Contratti" }).click();
  await expect(page.getByRole("heading", { name: "Contratti" })).toBeVisible();
  await page.getByTestId("contract-search").fill("popescu");
  await expect(page.getByTestId("contract-row")).toHaveCount(1);
  const row = page.getByTestId("contract-row");
  await expect(row).toContainText("CS");
  await expect(row).toContainText("1.250,00 €/mese");
  await row.getByRole("link", { name: "Popescu Ioana", exact: true }).click();
  await expect(page.getByTestId("current-terms")).toContainText("convivente");
  await expect(page.getByRole("link", { name: "Calendario presenze" })).toHaveAttribute("href", /\/calendar$/);
  await expect(page.getByRole("link", { name: "Buste paga" })).toHaveAttribute("href", /\/payslips$/);
});

/**
 * Issue 31 Done-when: a clerk hires a worker already known to the organization for a second
 * household (the fiscal code typed in the contract wizard offers the registered person), downloads
 * the hiring letter, records the INPS hiring receipt (the relationship code lands on the contract),
 * and finds the next deadlines on the home page, where the filed hiring is no longer listed.
 */
import { addDays, probationEndDate } from "@/lib/payroll";
import { personFiscalCodeCheckChar } from "@/lib/validation/tax-codes";
import { API_KEY, apiOk, createHourlyContract, expect, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

const todayInRome = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const italian = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A valid fiscal code no other test uses: six random letters, a woman born 12 August 1985 in Romania (Z129). */
function uniqueFiscalCode(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
  const first15 = `${letters}85M52Z129`;
  return first15 + personFiscalCodeCheckChar(first15);
}

/** The second Monday after today: a start a week or two ahead, so its probation ends inside the home page's 30 days. */
function secondMondayAfter(today: string): string {
  let day = addDays(today, 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return addDays(day, 7);
}

test("a clerk hires a known worker for a second household, downloads the hiring letter, records the INPS receipt and finds the next deadlines", async ({
  signedIn: page,
  request,
}) => {
  test.setTimeout(120_000);
  const today = todayInRome();
  const unique = Date.now().toString().slice(-7);
  const workerLast = `Conosciuta${unique}`;
  const fiscalCode = uniqueFiscalCode();
  // the worker already works 4 h a day, Monday to Friday, for a first household
  const first = await createHourlyContract(request, {
    employer: { firstName: "Prima", lastName: `Famiglia${unique}` },
    worker: { firstName: "Elena", lastName: workerLast, fiscalCode } as { firstName: string; lastName: string },
    startDate: addDays(today, -60),
  });
  const family = `Seconda${unique}`;
  const employerName = `${family} Marta`;
  const start = secondMondayAfter(today);
  const hiringDue = addDays(start, -1);

  // 1. The wizard: the fiscal code is recognised, the registered person is taken into the form
  await page.goto("/contracts/new");
  await expect(page.getByRole("heading", { name: "Nuovo contratto" })).toBeVisible();
  await page.getByLabel("Codice fiscale").fill(fiscalCode.toLowerCase());
  const known = page.getByText(/^Questo codice fiscale è già di/);
  await expect(known).toHaveText(
    `Questo codice fiscale è già di ${workerLast} Elena (1 contratto, 20 ore a settimana): il nuovo contratto sarà collegato a questa persona.`,
  );
  await page.getByRole("button", { name: "Usa i dati registrati" }).click();
  await expect(page.getByLabel(/^Nome\*?$/)).toHaveValue("Elena");
  await expect(page.getByLabel(/^Cognome\*?$/)).toHaveValue(workerLast);
  await page.getByTestId("wizard-next").click();

  // 2. The second household, created from the wizard
  await page.getByTestId("wizard-new-employer").click();
  const employerDialog = page.getByRole("dialog");
  await employerDialog.getByRole("textbox", { name: "Nome", exact: true }).fill("Marta");
  await employerDialog.getByRole("textbox", { name: "Cognome", exact: true }).fill(family);
  await employerDialog.getByRole("button", { name: "Crea datore di lavoro" }).click();
  await expect(employerDialog).toBeHidden();
  await expect(page.getByText(`Datore selezionato: ${employerName}`)).toBeVisible();
  await page.getByTestId("wizard-next").click();

  // 3–6. Job, schedule (3 h Monday to Friday), pay, board; then create
  await page.getByLabel(/^Mansione\*?$/).selectOption("domestic_help");
  await page.getByLabel(/^Livello CCNL\*?$/).selectOption("B");
  await page.getByLabel(/^Data di inizio\*?$/).fill(start);
  await page.getByTestId("wizard-next").click();
  for (const day of ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì"]) await page.getByLabel(day, { exact: true }).fill("3");
  await page.getByLabel("Sabato", { exact: true }).fill("0");
  await page.getByLabel("Domenica", { exact: true }).fill("0");
  await expect(page.getByTestId("weekly-total")).toHaveText("15 h");
  await page.getByTestId("wizard-next").click();
  await page.getByLabel(/^Paga oraria \(€\)\*?$/).fill("9,80");
  await page.getByTestId("wizard-next").click();
  await page.getByTestId("wizard-next").click();
  const review = page.getByTestId("wizard-review");
  await expect(review).toContainText(`${workerLast} Elena`);
  await expect(review).toContainText(fiscalCode);
  await page.getByTestId("contract-create").click();
  await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
  const contractId = page.url().split("/").pop() as string;
  await expect(page.getByRole("heading", { name: new RegExp(`${workerLast} Elena`) })).toBeVisible();

  // the new contract is linked to the same person as the first household's
  const workerOf = async (id: string) =>
    (await apiOk<{ workerId: string | null }>(await request.get(`/v1/domestic-contracts/${id}`, { headers }), "contract")).workerId;
  const workerId = await workerOf(first.contractId);
  expect(workerId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await workerOf(contractId)).toBe(workerId);

  // 7. The hiring letter: generated from the details dialog, then downloaded as a PDF
  await page.getByTestId("generate-hiring-letter").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByTestId("letter-details-generate").click();
  await expect(page.getByText("Lettera generata.")).toBeVisible();
  await expect(page.getByTestId("contract-letter-row")).toHaveCount(1);
  await expect(page.getByTestId("contract-letter-row")).toContainText("Lettera di assunzione");
  await expect(page.getByTestId("contract-letter-row")).toContainText(italian(start));
  const downloading = page.waitForEvent("download");
  await page.getByTestId("download-hiring-letter").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`lettera-assunzione-${workerLast.toLowerCase()}-${start}.pdf`);
  const { readFile } = await import("node:fs/promises");
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
  expect(pdf.length).toBeGreaterThan(3_000);

  // 8. The INPS hiring communication: to file by the day before the start, a deadline of the calendar
  const hiringTitle = `Comunicazione INPS di assunzione: ${workerLast} Elena (${employerName})`;
  const communicationDeadlines = async () =>
    (
      await apiOk<{ data: { date: string; summary: string; contractId: string | null }[] }>(
        await request.get(`/v1/deadlines?kind=inps_communication&from=${today}&to=${start}`, { headers }),
        "deadlines",
      )
    ).data.filter((d) => d.contractId === contractId);
  expect((await communicationDeadlines()).map((d) => [d.date, d.summary])).toEqual([[hiringDue, hiringTitle]]);
  const communications = page.getByTestId("inps-communications");
  await communications.scrollIntoViewIfNeeded();
  const hiring = communications.getByTestId("inps-communication-row").filter({ hasText: "Assunzione" });
  await expect(hiring).toHaveCount(1);
  await expect(hiring).toContainText(italian(start));
  await expect(hiring).toContainText(italian(hiringDue));
  await expect(hiring).toContainText("Da inviare");
  await hiring.getByTestId("inps-record-receipt").click();
  const receipt = page.getByRole("dialog", { name: "Ricevuta INPS: Assunzione" });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByLabel(/^Data di invio\*?$/)).toHaveValue(today);
  const receiptNumber = `R${unique}`;
  const relationshipCode = `RAP${unique}`;
  await receipt.getByTestId("inps-receipt-number").fill(receiptNumber);
  // a hiring's receipt needs the relationship code
  await page.getByTestId("inps-receipt-save").click();
  await expect(receipt.getByTestId("inps-relationship-code")).toHaveAttribute("aria-invalid", "true");
  await receipt.getByTestId("inps-relationship-code").fill(relationshipCode);
  await page.getByTestId("inps-receipt-save").click();
  await expect(receipt).toBeHidden();
  await expect(communications.getByText("Ricevuta registrata.")).toBeVisible();
  await expect(hiring).toContainText("Inviata");
  await expect(hiring).toContainText(`n. ${receiptNumber} del ${italian(today)}`);
  await expect(hiring).toContainText(`Codice rapporto: ${relationshipCode}`);
  await expect(hiring.getByTestId("inps-record-receipt")).toHaveCount(0);
  expect(await communicationDeadlines()).toEqual([]);
  // the relationship code is now the contract's
  await expect(page.locator("dt", { hasText: "Codice rapporto INPS" }).locator("xpath=following-sibling::dd[1]")).toHaveText(relationshipCode);

  // 9. The home page: the next deadlines of this contract, the filed hiring no longer among them
  const probationEnd = probationEndDate({
    startDate: start,
    cohabiting: false,
    level: "B",
    fixedTerm: false,
    fixedTermEndDate: null,
    weeklySchedule: ["3", "3", "3", "3", "3", "0", "0"],
    patronSaintDay: null,
  })!;
  expect(probationEnd > start).toBe(true);
  await page.goto("/");
  const deadlines = page.getByTestId("home-deadlines");
  await expect(deadlines).toBeVisible();
  const probationDay = deadlines.getByTestId(`home-deadlines-${probationEnd}`);
  await expect(probationDay.getByRole("heading", { name: italian(probationEnd) })).toBeVisible();
  await expect(probationDay.getByRole("link", { name: `Fine del periodo di prova di Elena ${workerLast} (${employerName})` })).toHaveAttribute(
    "href",
    `/contracts/${contractId}`,
  );
  await expect(deadlines.getByRole("link", { name: hiringTitle })).toHaveCount(0);
  await expect(deadlines.getByTestId(`home-deadlines-${hiringDue}`).getByText(`${workerLast} Elena`)).toHaveCount(0);
});

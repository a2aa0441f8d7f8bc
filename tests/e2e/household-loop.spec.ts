/**
 * Issue 29's loop end to end. A clerk (desktop) invites a household person and the contract's
 * worker from the employer's and the worker's pages; the invitations arrive by e-mail at the run's
 * SMTP server (tests/e2e/global-setup.ts). On a phone (390 px, touch) the household sets a
 * password, fills the previous month ("Come da orario", an absence from the day's sheet), writes a
 * note and submits it; the clerk finds it in the inbox, sees the changed day, accepts it, runs and
 * finalizes the payslip; the worker gets the payslip's e-mail (a link, no amounts), signs in from
 * it, opens the payslip (unread until then) and confirms receipt, which the clerk then sees. axe
 * finds no serious or critical violation on the portal pages. A second, shorter test walks the
 * portal pages in English.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { API_KEY, apiOk, createHourlyContract, expect, signIn, test } from "./fixtures";
import { waitForMail } from "./mailbox";

const headers = { authorization: `Bearer ${API_KEY}` };
const PASSWORD = "una-password-sicura";

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const out = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  // one main landmark, not nested in another (a best practice axe's WCAG tags leave out; a screen reader lists each)
  const mains = await page.locator("main, [role=main]").count();
  if (mains !== 1) out.push(`${page.url()}: ${mains} main landmarks`);
  return out;
}

/** A phone: 390 px wide, touch. */
async function phone(browser: Browser, baseURL: string | undefined, locale = "it-IT"): Promise<Page> {
  // this worker's own server (tests/e2e/fixtures.ts), as the test's own pages use
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale });
  return context.newPage();
}

/** The month before today's in Italy (the household's portal offers it with the current one), YYYY-MM. */
function previousPeriod(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const [y, m] = today.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The first Tuesday on or after the 16th: a working day of the schedule, never a national holiday. */
function workingTuesday(period: string): string {
  for (let d = 16; ; d++) {
    const date = `${period}-${String(d).padStart(2, "0")}`;
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 2) return date;
  }
}

/** The first day of the month before `period`: the contract covers the whole month. */
function startBefore(period: string): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, "0")}-01`;
}

function linkIn(text: string, path: RegExp): string {
  const match = new RegExp(`https?://\\S+${path.source}`).exec(text);
  expect(match, `a link matching ${path} in:\n${text}`).not.toBeNull();
  return match![0];
}

async function acceptInvitation(p: Page, link: string, texts: { title: string; password: string; confirm: string; submit: string }) {
  await p.goto(link);
  await expect(p.getByRole("heading", { name: texts.title })).toBeVisible();
  expect(await seriousViolations(p)).toEqual([]);
  await p.getByLabel(texts.password).fill(PASSWORD);
  await p.getByLabel(texts.confirm).fill(PASSWORD);
  await p.getByRole("button", { name: texts.submit }).tap();
  await p.waitForURL((url) => url.pathname === "/portal");
}

test("the household fills the month on the phone, the clerk accepts and finalizes, the worker confirms receipt", async ({ browser, page }) => {
  // three people's sessions, two e-mails and a finalize: 2.6 min on a two-core machine beside the other worker
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const period = previousPeriod();
  const absenceDay = workingTuesday(period);
  const workerName = `Rosa Ciclo${run}`;
  const { employerId, contractId } = await createHourlyContract(page.request, {
    employer: { firstName: "Paola", lastName: `Famiglia${run}` },
    worker: { firstName: "Rosa", lastName: `Ciclo${run}` },
    startDate: startBefore(period),
  });
  const { workerId } = await apiOk<{ workerId: string }>(await page.request.get(`/v1/domestic-contracts/${contractId}`, { headers }), "contract");
  const householdEmail = `paola.${run}@example.com`;
  const workerEmail = `rosa.${run}@example.com`;

  // 1. the clerk invites the household (presences) and the worker from their pages
  await signIn(page);
  for (const [path, section, email] of [
    [`/employers/${employerId}`, "Accesso famiglia", householdEmail],
    [`/workers/${workerId}`, "Accesso lavoratore", workerEmail],
  ] as const) {
    await page.goto(path);
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: section }) });
    await expect(card.getByText("Nessun accesso.")).toBeVisible();
    await card.getByRole("button", { name: "Invita" }).click();
    const dialog = page.getByRole("dialog", { name: "Invita" });
    await dialog.getByLabel("E-mail").fill(email);
    if (section === "Accesso famiglia") await expect(dialog.getByLabel("Permesso")).toHaveValue("presences");
    await dialog.getByRole("button", { name: "Invia invito" }).click();
    await expect(card.getByText("Invito inviato.")).toBeVisible();
    await expect(card.getByText(email)).toBeVisible();
    await expect(card.getByText("Invitato", { exact: true })).toBeVisible();
  }

  // 2. the invitations, read from the SMTP server
  const baseURL = new URL(page.url()).origin;
  const householdInvite = await waitForMail(householdEmail);
  expect(householdInvite.subject).toMatch(/^Invito di /);
  const householdLink = linkIn(householdInvite.text, /\/portal\/invitation\/[A-Za-z0-9_-]+/);
  expect(householdLink.startsWith(`${baseURL}/portal/invitation/`)).toBe(true);
  const workerLink = linkIn((await waitForMail(workerEmail)).text, /\/portal\/invitation\/[A-Za-z0-9_-]+/);
  const italianInvitation = { title: "Il tuo invito", password: "Scegli una password", confirm: "Ripeti la password", submit: "Accedi" };

  // the worker accepts now and stays signed in on their phone
  const worker = await phone(browser, baseURL);
  await acceptInvitation(worker, workerLink, italianInvitation);
  await expect(worker.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Buste paga", "Calendario"]);

  // 3. the household: password, portal, the month
  const household = await phone(browser, baseURL);
  await acceptInvitation(household, householdLink, italianInvitation);
  await expect(household.getByText(workerName)).toBeVisible();
  expect(await seriousViolations(household)).toEqual([]);
  await household.getByRole("navigation").getByRole("link", { name: "Mesi" }).tap();
  await household.waitForURL("**/portal/months");
  expect(await seriousViolations(household)).toEqual([]);
  await household
    .getByTestId("portal-month-link")
    .filter({ hasText: `${workerName}, ${period}` })
    .tap();
  await household.waitForURL(`**/portal/months/${contractId}/${period}`);
  const day = household.locator(`[data-testid="month-day"][data-date="${absenceDay}"]`);
  await expect(day).toHaveAttribute("data-difference", "missing");
  expect(await seriousViolations(household)).toEqual([]);

  await household.getByTestId("fill-as-scheduled").tap();
  await expect(day).toHaveAttribute("data-difference", "as_scheduled");
  await expect(household.getByTestId("summary-days-different").locator("dd")).toHaveText("0");

  // an absence from the day's sheet
  await day.tap();
  const sheet = household.getByRole("dialog", { name: /^Giorno / });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel("Assenza", { exact: true }).tap();
  await sheet.getByLabel("Tipo di assenza").selectOption({ label: "Ferie" });
  expect(await seriousViolations(household)).toEqual([]);
  await sheet.getByTestId("day-save").tap();
  await expect(sheet).toBeHidden();
  await expect(day).toHaveAttribute("data-difference", "changed");
  await expect(household.getByTestId("summary-days-different").locator("dd")).toHaveText("1");
  await expect(household.getByTestId("summary-absences")).toContainText("Ferie");

  await household.getByLabel("Nota per lo studio (facoltativa)").fill(`Ferie il ${Number(absenceDay.slice(8))}`);
  await household.getByTestId("submit-month").tap();
  await expect(household.getByText("Mese confermato: lo studio lo controllerà.")).toBeVisible();
  await expect(household.getByTestId("month-status").first()).toHaveAttribute("data-status", "submitted");
  await expect(household.getByTestId("submit-month")).toHaveCount(0);
  expect(await seriousViolations(household)).toEqual([]);

  // 4. the clerk: the inbox, what changed, accept and run, finalize
  await page.goto(`/months?period=${period}&search=${run}`);
  await expect(page.getByTestId("month-row")).toHaveCount(1);
  await expect(page.getByTestId("month-row").getByTestId("month-status")).toHaveAttribute("data-status", "submitted");
  await page.getByRole("link", { name: `Apri il mese di ${workerName}` }).click();
  await expect(page.getByTestId("household-note")).toContainText(`Ferie il ${Number(absenceDay.slice(8))}`);
  await expect(page.locator(`[data-testid="month-day"][data-date="${absenceDay}"]`)).toHaveAttribute("data-difference", "changed");
  await expect(page.getByTestId("summary-days-different").locator("dd")).toHaveText("1");
  await expect(page.getByTestId("summary-absences")).toContainText("Ferie");
  await page.getByTestId("month-accept-run").click();
  await expect(page.getByRole("status").filter({ hasText: "Mese accettato: il cedolino in bozza è pronto." })).toBeVisible();
  await page.getByTestId("accepted-payslip").click();
  await page.waitForURL(/\/payslips\/[0-9a-f-]+$/);
  const payslipId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByTestId("payslip-finalize").click();
  await page.getByTestId("payslip-finalize-confirm").click();
  await expect(page.getByTestId("payslip-delivery")).toBeVisible();
  await expect(page.getByTestId("delivery-viewed")).toHaveAttribute("data-state", "not_viewed");
  const { totalNet } = await apiOk<{ totalNet: string }>(await page.request.get(`/v1/domestic-payslips/${payslipId}`, { headers }), "payslip");

  // the household can no longer change the month
  await household.reload();
  await expect(household.getByText("Il cedolino del mese è definitivo.")).toBeVisible();
  await expect(household.getByTestId("fill-as-scheduled")).toHaveCount(0);

  // 5. the worker's e-mail: a link, no amounts
  const payslipMail = await waitForMail(workerEmail, (m) => m.subject.includes("disponibile"));
  const payslipLink = linkIn(payslipMail.text, /\/portal\/payslips\/[0-9a-f-]+/);
  expect(payslipLink).toBe(`${baseURL}/portal/payslips/${payslipId}`);
  expect(payslipMail.text).not.toContain(totalNet.replace(".", ","));
  expect(payslipMail.text).not.toContain(totalNet);
  expect(payslipMail.text).not.toContain("€");
  expect(payslipMail.hasAttachment).toBe(false);
  await waitForMail(householdEmail, (m) => m.subject.includes("disponibile"));

  // on the phone where the worker is signed in: the payslip is unread
  await worker.getByRole("navigation").getByRole("link", { name: "Buste paga" }).tap();
  await worker.waitForURL("**/portal/payslips");
  const row = worker.locator(`[data-testid="portal-payslip"][data-payslip-id="${payslipId}"]`);
  await expect(row).toHaveAttribute("data-unread", "true");
  await expect(row.getByTestId("portal-payslip-unread")).toHaveText("Da leggere");
  expect(await seriousViolations(worker)).toEqual([]);

  // the link from the e-mail on a phone without a session: sign in, then the payslip
  const fromMail = await phone(browser, baseURL);
  await fromMail.goto(payslipLink);
  await fromMail.waitForURL((url) => url.pathname === "/sign-in");
  expect(await seriousViolations(fromMail)).toEqual([]);
  await fromMail.getByLabel(/e-mail/i).fill(workerEmail);
  await fromMail.getByLabel(/password/i).fill(PASSWORD);
  await fromMail.getByRole("button", { name: "Accedi" }).tap();
  await fromMail.waitForURL((url) => url.pathname === `/portal/payslips/${payslipId}`);
  await expect(fromMail.getByTestId("portal-payslip-employer")).toContainText(`Famiglia${run}`);
  expect(await seriousViolations(fromMail)).toEqual([]);
  await fromMail.getByTestId("portal-receipt-confirm").tap();
  await expect(fromMail.getByText("Confermi di aver ricevuto la paga di questo mese?")).toBeVisible();
  expect(await seriousViolations(fromMail)).toEqual([]);
  await fromMail.getByTestId("portal-receipt-yes").tap();
  await expect(fromMail.getByTestId("portal-receipt-confirmed")).toContainText("Hai confermato di aver ricevuto la paga il");
  expect(await seriousViolations(fromMail)).toEqual([]);

  // back on the first phone: read and confirmed
  await worker.reload();
  await expect(row).toHaveAttribute("data-unread", "false");
  await expect(row.getByTestId("portal-payslip-confirmed")).toBeVisible();

  // 6. the clerk sees it on the payslip
  await page.reload();
  await expect(page.getByTestId("delivery-viewed")).toHaveAttribute("data-state", "viewed");
  await expect(page.getByTestId("delivery-viewed")).toContainText("Vista il");
  await expect(page.getByTestId("delivery-confirmed")).toHaveAttribute("data-state", "confirmed");
  await expect(page.getByTestId("delivery-confirmed")).toContainText("Ricevuta confermata il");
  for (const p of [worker, household, fromMail]) await p.context().close();
});

test("the portal in English: invitation, month, payslips", async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const period = previousPeriod();
  const { employerId, contractId } = await createHourlyContract(page.request, {
    employer: { firstName: "Helen", lastName: `Household${run}` },
    worker: { firstName: "Maria", lastName: `English${run}` },
    startDate: startBefore(period),
    fillMonth: period,
  });
  const { workerId } = await apiOk<{ workerId: string }>(await page.request.get(`/v1/domestic-contracts/${contractId}`, { headers }), "contract");
  const householdEmail = `helen.${run}@example.com`;
  const workerEmail = `maria.${run}@example.com`;
  for (const data of [
    { employerId, right: "presences", email: householdEmail, language: "en" },
    { workerId, email: workerEmail, language: "en" },
  ])
    await apiOk(await page.request.post("/v1/portal-invitations", { headers, data }), "invite");

  const english = { title: "Your invitation", password: "Choose a password", confirm: "Repeat the password", submit: "Sign in" };
  const invite = await waitForMail(householdEmail);
  expect(invite.subject).toMatch(/^Invitation from /);
  expect(invite.contentLanguage).toBe("en");
  const worker = await phone(browser, baseURL);
  await acceptInvitation(worker, linkIn((await waitForMail(workerEmail)).text, /\/portal\/invitation\/[A-Za-z0-9_-]+/), english);
  // the phone is Italian; invited in English, the portal speaks English
  const household = await phone(browser, baseURL);
  await acceptInvitation(household, linkIn(invite.text, /\/portal\/invitation\/[A-Za-z0-9_-]+/), english);
  await expect(household.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Months", "Payslips"]);
  expect(await seriousViolations(household)).toEqual([]);
  await household.getByRole("navigation").getByRole("link", { name: "Months" }).tap();
  await expect(household.getByRole("heading", { name: "The month's presences" })).toBeVisible();
  expect(await seriousViolations(household)).toEqual([]);
  await household
    .getByTestId("portal-month-link")
    .filter({ hasText: `Maria English${run}, ${period}` })
    .tap();
  await expect(household.getByTestId("submit-month")).toHaveText("Submit the month");
  await expect(household.getByTestId("fill-as-scheduled")).toHaveText("As scheduled");
  await household.locator(`[data-testid="month-day"][data-date="${workingTuesday(period)}"]`).tap();
  const sheet = household.getByRole("dialog", { name: /^Day / });
  await expect(sheet.getByLabel("Absence", { exact: true })).toBeVisible();
  expect(await seriousViolations(household)).toEqual([]);
  await sheet.getByRole("button", { name: "Close" }).tap();
  await expect(sheet).toBeHidden();
  await household.getByTestId("submit-month").tap();
  await expect(household.getByText("Month submitted: the studio will check it.")).toBeVisible();

  // the studio accepts, runs and finalizes through the API
  const accepted = await apiOk<{ payslipId: string }>(
    await page.request.post(`/v1/domestic-contracts/${contractId}/months/${period}/accept`, { headers, data: { runPayslip: true } }),
    "accept",
  );
  await apiOk(await page.request.post(`/v1/domestic-payslips/${accepted.payslipId}/finalize`, { headers }), "finalize");

  const mail = await waitForMail(workerEmail, (m) => m.subject.includes("available"));
  expect(mail.text).toContain("Once you have received the pay, please confirm it in the portal.");
  await worker.getByRole("navigation").getByRole("link", { name: "Payslips" }).tap();
  await expect(worker.getByRole("heading", { name: "Payslips" })).toBeVisible();
  await expect(worker.getByTestId("portal-payslip-unread")).toHaveText("Unread");
  expect(await seriousViolations(worker)).toEqual([]);
  await worker.getByTestId("portal-payslip").getByRole("link").tap();
  await expect(worker.getByTestId("portal-receipt-confirm")).toHaveText("I confirm I received the pay");
  expect(await seriousViolations(worker)).toEqual([]);
  for (const p of [household, worker]) await p.context().close();
});

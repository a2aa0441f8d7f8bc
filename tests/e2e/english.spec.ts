/**
 * Issue 15 points 16–17 from the other side: a clerk who chose English reads no Italian on the main
 * screens. The screens' own words are checked, not the data (names, addresses, the CCNL's level
 * descriptions and the printed payslip, which is the Italian document the worker receives).
 */
import { API_KEY, createHourlyContract, expect, runMonth, signIn, test } from "./fixtures";

const headers = { authorization: `Bearer ${API_KEY}` };

/** Words of the Italian interface that an English screen must not show (whole words). */
const ITALIAN_UI_WORDS = [
  "Salva",
  "Annulla",
  "Modifica",
  "Elimina",
  "Conferma",
  "Chiudi",
  "Indietro",
  "Avanti",
  "Cerca",
  "Riprova",
  "Nuovo",
  "Nuova",
  "Datore",
  "Datori",
  "Contratto",
  "Contratti",
  "Lavoratore",
  "Lavoratrice",
  "Cedolino",
  "Cedolini",
  "Buste",
  "Paghe",
  "Impostazioni",
  "Esci",
  "Ferie",
  "Malattia",
  "Permesso",
  "Festività",
  "Settimana",
  "Settimane",
  "Trimestre",
  "Tredicesima",
  "Lordo",
  "Netto",
  "Giorni",
  "Nessun",
  "Nessuna",
  "Bozza",
  "Definitivo",
  "Definitiva",
  "Elabora",
  "Compila",
  "Scadenza",
  "Retribuzione",
  "Contributi",
  "Livello",
  "Mansione",
  "Orario",
  "Stato",
  "Totale",
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
  "lunedì",
  "martedì",
  "mercoledì",
  "giovedì",
  "venerdì",
  "sabato",
  "domenica",
  "della",
  "degli",
  "delle",
  "nel",
  "sul",
];
// whole words only: test data glued to a stamp ("Trimestre1795…", other tests' households) is not interface text
const ITALIAN = new RegExp(`(^|[^\\p{L}\\p{N}])(${ITALIAN_UI_WORDS.join("|")})(?=$|[^\\p{L}\\p{N}])`, "u");

test("the English screens show no Italian interface text", async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { employerId, contractId } = await createHourlyContract(request, {
    employer: { firstName: "Walk", lastName: `English${stamp}` },
    worker: { firstName: "Jane", lastName: `Smith${stamp}` },
    startDate: "2025-06-02",
    fillMonth: "2025-06",
  });
  const payslip = await runMonth(request, contractId, "2025-06");
  expect((await request.get(`/v1/domestic-payslips/${payslip.id}`, { headers })).status()).toBe(200);

  await signIn(page);
  await page.getByTestId("language-switcher").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const screens = [
    "/",
    "/employers",
    `/employers/${employerId}`,
    "/employers/new",
    "/contracts",
    `/contracts/${contractId}`,
    "/contracts/new",
    `/contracts/${contractId}/calendar?month=2025-06`,
    `/contracts/${contractId}/payslips`,
    "/payroll?period=2025-06",
    `/payroll/run?contractId=${contractId}&period=2025-07`,
    `/payslips/${payslip.id}`,
    "/payroll/contributions?quarter=2025-Q2",
    "/settings",
    "/settings/users",
    "/settings/api-keys",
    "/settings/tables",
    "/settings/payroll",
    `/payroll/contributions/${contractId}?quarter=2025-Q2`,
    `/contracts/${contractId}/annual-statement?year=2025`,
  ];
  const found: string[] = [];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // the household's and the worker's own names are data, not interface
    const text = (await page.locator("body").innerText()).split("\n").filter((line) => !line.includes(`English${stamp}`) && !line.includes(`Smith${stamp}`));
    for (const raw of text) {
      // the product's name and a source's address are not interface text
      const line = raw.replaceAll("Paghe Domestiche", "").replace(/https?:\/\/\S+/g, "");
      const match = ITALIAN.exec(line);
      if (match) found.push(`${path}: "${match[2]}" in "${raw.trim().slice(0, 120)}"`);
    }
  }
  expect(found).toEqual([]);
});

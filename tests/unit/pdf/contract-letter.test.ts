/**
 * The hiring and change letters (issue 31 item 2): the CCNL institutes a letter states come from the
 * engine's rules (probation, notice bands, vacation, paid permits), and the rendered letter carries
 * them with the D.Lgs. 104/2022 and CCNL art. 6 contents; a change letter lists old → new; the
 * signatures close the letter with its last section, never on a page of their own.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { letterTermsFacts, type CcnlLevel } from "@/lib/payroll";
import { renderContractLetterPdf } from "@/lib/pdf/contract-letter-pdf";
import type { ContractLetterData, LetterTerms } from "@/lib/services/letters/letter-data";

vi.setConfig({ testTimeout: 60_000 });
const AT = new Date("2026-11-28T10:00:00Z");

async function pages(buf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buf)), { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, " "));
}

const facts = (cohabiting: boolean, level: CcnlLevel, weeklyHours: string, fixedTermEndDate: string | null = null) =>
  letterTermsFacts({ startDate: "2026-03-02", fixedTerm: fixedTermEndDate !== null, fixedTermEndDate, level, cohabiting, weeklyHours });

const liveIn: LetterTerms = {
  termsId: "00000000-0000-4000-8000-000000000001",
  effectiveFrom: "2026-03-02",
  level: "CS",
  jobType: "carer_non_self_sufficient",
  cohabiting: true,
  payBasis: "monthly",
  wage: "1250.00",
  weeklyHours: "54.00",
  schedule: { monday: "9.00", tuesday: "9.00", wednesday: "9.00", thursday: "9.00", friday: "9.00", saturday: "9.00", sunday: "0.00" },
  board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  allowances: { babysitterChildUnderSix: false, multipleAssisted: false, functionAllowance: false },
  superminimoAbsorbable: true,
  minimum: { amount: "1166.37", year: 2026, table: "A" },
  superminimo: "83.63",
  boardDaily: { lunchOrBreakfast: "2.33", dinner: "2.33", lodging: "2.00" },
  allowanceAmounts: { functionAllowance: null, babysitter: null, multipleAssisted: null },
  facts: facts(true, "CS", "54"),
};

const letter: ContractLetterData = {
  kind: "hiring",
  employer: { name: "Giulia Bianchi", fiscalCode: "BNCGLI70A41H501X", address: "Via Appia Nuova 1234, 00179 Roma (RM)", locality: "Roma", sex: "F" },
  worker: {
    name: "Maria Popescu",
    fiscalCode: "PPSMRA85C41Z129S",
    address: "Via Tuscolana 5, 00181 Roma (RM)",
    locality: "Roma",
    sex: "F",
    birthDate: "1985-03-01",
    birthPlace: "Bucarest (Romania)",
    nationality: "rumena",
    iban: "IT60X0542811101000000123456",
  },
  contract: { startDate: "2026-03-02", fixedTerm: false, fixedTermEndDate: null, replacesAbsentWorker: false, inpsRelationshipCode: "1234567890" },
  terms: liveIn,
  previous: null,
  details: { schedule: { monday: "08:00-12:00, 14:00-19:00" }, payDay: 5 },
};

/** With PDF_SAMPLES_DIR set, the letter is written there (to look at it as a picture with pdftoppm). */
function writeSample(name: string, buf: Buffer): void {
  if (process.env.PDF_SAMPLES_DIR) writeFileSync(path.join(process.env.PDF_SAMPLES_DIR, name), buf);
}

describe("what a letter states about the CCNL institutes (letterTermsFacts)", () => {
  it("live-in: 30 days of probation, 15/30 days of notice (8/15 on resignation), 16 h of permits", () => {
    expect(facts(true, "CS", "54")).toEqual({
      probationDays: 30,
      probationFromFixedTermLaw: false,
      noticeFullTime: true,
      dismissalNotice: { seniorityYears: 5, upTo: 15, beyond: 30 },
      resignationNotice: { seniorityYears: 5, upTo: 8, beyond: 15 },
      vacationDays: 26,
      paidPermitHours: "16.00",
    });
  });

  it("non-live-in under 25 h: 8 days of probation, 8/15 days of notice not halved, permits 40 % of the weekly hours", () => {
    const f = facts(false, "B", "20");
    expect(f).toMatchObject({ probationDays: 8, noticeFullTime: false, paidPermitHours: "8.00" });
    expect(f.resignationNotice).toEqual(f.dismissalNotice);
    expect(f.dismissalNotice).toEqual({ seniorityYears: 2, upTo: 8, beyond: 15 });
  });

  it("a short fixed term of a live-in worker: 1 day per 15 calendar days (L. 203/2024), below the CCNL's 30", () => {
    // 2 Mar – 30 Jun 2026: 121 days → 8 days of probation
    expect(facts(true, "BS", "54", "2026-06-30")).toMatchObject({ probationDays: 8, probationFromFixedTermLaw: true });
  });
});

describe("the letters as rendered", () => {
  it("the hiring letter of a live-in carer carries the D.Lgs. 104/2022 and CCNL art. 6 contents, signatures with the last section", async () => {
    const buf = await renderContractLetterPdf(letter, "2026-03-01", AT);
    writeSample("lettera-assunzione.pdf", buf);
    const text = await pages(buf);
    const all = text.join(" ");
    for (const expected of [
      "Lettera di assunzione",
      "La sottoscritta datore di lavoro comunica alla Sig.ra Maria Popescu di averla assunta",
      "codice CNEL H501",
      "2 marzo 2026",
      "tempo indeterminato",
      "30 giorni di effettivo lavoro",
      "Livello CS",
      "Rapporto con convivenza",
      "54 ore settimanali",
      "08:00 – 12:00, 14:00 – 19:00",
      "Via Appia Nuova 1234, 00179 Roma (RM).",
      "1.166,37 € mensili",
      "83,63 € mensili",
      "1.250,00 € mensili",
      "colazione e pranzo 2,33 €",
      "IBAN IT60X0542811101000000123456",
      "entro il giorno 5 del mese successivo",
      "tredicesima mensilità",
      "26 giorni lavorativi",
      "16 ore all'anno",
      "15 giorni di calendario fino a 5 anni di anzianità, 30 giorni oltre",
      "8 giorni di calendario fino a 5 anni di anzianità, 15 giorni oltre",
      "codice rapporto INPS 1234567890",
      "CAS.SA.COLF (codice F2)",
      "art. 2120 c.c.",
      "D.Lgs. 27 giugno 2022, n. 104",
      "Roma, 1 marzo 2026",
      "La lavoratrice, per ricevuta e accettazione",
    ])
      expect(all, expected).toContain(expected);
    expect(all).not.toMatch(/undefined|null|NaN/);
    // the last page holds the last section with the signatures, and every page its footer
    const last = text.at(-1)!;
    expect(last).toContain("13. Informativa");
    expect(last).toContain("per ricevuta e accettazione");
    text.forEach((p, i) => expect(p).toContain(`pagina ${i + 1} di ${text.length}`));
  });

  it("a change letter lists old → new and closes with the signatures on the same page", async () => {
    const next: LetterTerms = {
      ...liveIn,
      termsId: "00000000-0000-4000-8000-000000000002",
      effectiveFrom: "2026-09-01",
      level: "DS",
      wage: "1500.00",
      weeklyHours: "40.00",
      cohabiting: false,
      board: { breakfastLunch: false, dinner: false, lodging: false, inCash: false },
      schedule: { monday: "8.00", tuesday: "8.00", wednesday: "8.00", thursday: "8.00", friday: "8.00", saturday: "0.00", sunday: "0.00" },
      facts: facts(false, "DS", "40"),
    };
    const buf = await renderContractLetterPdf({ ...letter, kind: "change", terms: next, previous: liveIn }, "2026-08-25", AT);
    writeSample("lettera-variazione.pdf", buf);
    const text = await pages(buf);
    const all = text.join(" ").replace(/ +→ +/g, " → ");
    for (const expected of [
      "Comunicazione di variazione delle condizioni di lavoro",
      "dal 1 settembre 2026",
      "codice CNEL H501",
      "Livello CS → DS",
      "Convivenza convivente → non convivente",
      "Ore settimanali 54 → 40",
      "1.250,00 € mensili → 1.500,00 € mensili",
      "colazione e pranzo, cena, alloggio → nessuno",
      "comunicata all'INPS entro cinque giorni",
      "per ricevuta e accettazione",
    ])
      expect(all, expected).toContain(expected);
    expect(text.at(-1)).toContain("Altre condizioni");
  });
});

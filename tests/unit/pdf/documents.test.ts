/**
 * Generated PDFs: the text of each document is extracted (pdf.js via unpdf) and its figures asserted —
 * the € sign and accents survive, every page has its footer, an ordinary month fits on one page.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { calculatePayslip, computeAnnualStatement, computeQuarterlyStatement, type PayslipResult } from "@/lib/payroll";
import { renderInpsStatementPdf } from "@/lib/pdf/inps-statement-pdf";
import { renderAnnualStatementPdf } from "@/lib/pdf/annual-statement-pdf";
import { renderPayslipPdf, renderPayslipsPdf, streamPayslipsPdf } from "@/lib/pdf/payslip-pdf";
import { renderPayslipWithReceiptsPdf, renderReceiptPdf, type ReceiptData } from "@/lib/pdf/receipt-pdf";
import { renderBenefitPackPdf } from "@/lib/pdf/benefit-pack-pdf";
import { renderEmployerTaxStatementPdf } from "@/lib/pdf/employer-tax-statement-pdf";
import type { EmployerTaxStatement } from "@/lib/validation/contribution-payment";
import type { BenefitPack } from "@/lib/validation/benefit-pack";
import { money, qty } from "@/lib/pdf/format";
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import type { InpsStatementItem } from "@/lib/services/statements/build-quarter-statements";
import { autoFill, contract, ev, replaceOn, terms } from "../payroll/fixtures";
import { runMonths, statementWeeks } from "../../golden/statement-helpers";

const AT = new Date("2026-11-23T10:00:00Z");
vi.setConfig({ testTimeout: 60_000 });

async function pages(buf: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, " "));
}

/** With PDF_SAMPLES_DIR set, the rendered document is written there (to look at it as a picture with pdftoppm). */
async function writeSample(name: string, d: PayslipDocumentData): Promise<void> {
  const dir = process.env.PDF_SAMPLES_DIR;
  if (dir) writeFileSync(path.join(dir, name), await renderPayslipPdf(d, AT));
}

function docData(r: PayslipResult, over: Partial<PayslipDocumentData> = {}): PayslipDocumentData {
  return {
    payslip: {
      ...r,
      id: "p1",
      status: "final",
      kind: r.isThirteenth ? "thirteenth" : "ordinary",
      organizationId: "o1",
      finalizedAt: null,
      createdAt: "",
      updatedAt: "",
      note1: null,
      note2: null,
      isOutdated: false,
      outdatedReasons: [],
    } as unknown as PayslipDocumentData["payslip"],
    employer: { name: "Rossi Anna", taxCode: "RSSNNA60A41H501X", address: "Via Roma 1, 00184 Roma (RM)" },
    worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y", iban: "IT60X0542811101000000123456", address: "Via Po 2, 00198 Roma (RM)" },
    contract: { startDate: "2024-01-08", endDate: null, fixedTerm: false, inpsRelationshipCode: "1234567890" },
    terms: {
      level: "B",
      jobType: "domestic_help",
      cohabiting: false,
      payBasis: "hourly",
      wage: "9.00",
      weeklyHours: "20.00",
      payTable: "C",
      ccnlMinimum: "7.12",
      minimumUnit: "hour",
      superminimo: "1.88",
      board: [],
    },
    contributoryHours: "80.00",
    thirteenthMonths: [],
    ...over,
  };
}

describe("payslip PDF", () => {
  const t = terms();
  const r = calculatePayslip({
    contract: contract(),
    terms: [t],
    events: autoFill(t, "2024-12-29", "2025-02-01"),
    state: null,
    options: { period: "2025-01" },
  });
  it("a sandbox's payslip says PROVA on every page (banner and watermark); a live one never", async () => {
    const many = [docData(r), docData(r)];
    const test = await pages(await renderPayslipsPdf(many, "Buste paga gennaio 2025", AT, { testMode: true }));
    expect(test.length).toBeGreaterThanOrEqual(2);
    for (const page of test) {
      expect(page).toContain("PROVA — documento dell'ambiente di prova, senza valore legale");
      expect(page.split("PROVA").length - 1).toBeGreaterThanOrEqual(2);
    }
    // the marked document keeps its figures
    expect(test[0]).toContain("816,00 €");
    const live = await pages(await renderPayslipPdf(docData(r), AT));
    expect(live.join(" ")).not.toContain("PROVA");
  });

  it("an ordinary month: one page with the figures, the terms and the footer", async () => {
    await writeSample("payslip-hourly.pdf", docData(r));
    const text = await pages(await renderPayslipPdf(docData(r), AT));
    expect(text).toHaveLength(1);
    const p = text[0]!;
    for (const s of [
      "Busta paga — gennaio 2025",
      "Rossi Anna",
      "Elena Bianchi",
      "collaboratore domestico (colf)",
      "tabella C",
      "7,12 € orari",
      "Superminimo",
      "1,88 €",
      "bonifico su IBAN IT60X0542811101000000123456",
      "Ore retribuite 90,67",
      "Ore contributive 80,00",
      "Via Roma 1, 00184 Roma (RM)",
      "756,00 €",
      "816,00 €",
      "NETTO A PAGARE",
      "776,00 €",
      "fascia 2",
      "Firma del lavoratore per ricevuta",
      "Rossi Anna · Elena Bianchi · gennaio 2025 · pagina 1 di 1",
    ]) {
      expect(p).toContain(s);
    }
    // 4 own weeks and the deferred one, with the bracket on each line
    expect(p.match(/fascia 2/g)?.length).toBe(5);
    expect(p).toContain("(mese successivo)");
  });
  it("a month's payslips in one file, each numbered on its own", async () => {
    const text = await pages(
      await renderPayslipsPdf(
        [docData(r), docData(r, { worker: { name: "Second Worker", fiscalCode: null, iban: null, address: null } })],
        "Buste paga gennaio 2025",
        AT,
      ),
    );
    expect(text).toHaveLength(2);
    expect(text[0]).toContain("Elena Bianchi · gennaio 2025 · pagina 1 di 1");
    expect(text[1]).toContain("Second Worker · gennaio 2025 · pagina 1 di 1");
    expect(text[1]).toContain("Pagamento: non indicato");
  });
  it("the same input gives the same bytes, whatever the process rendered before (the shared font layouts and measured heights change no output)", async () => {
    const first = await renderPayslipPdf(docData(r), AT);
    // other documents in between: other words laid out, other strings measured, other pages broken
    const many = { ...r, earningElements: Array.from({ length: 84 }, (_, i) => ({ ...r.earningElements[0]!, id: `e${i}`, name: `Voce ${i} àèìòù` })) };
    await renderPayslipsPdf(
      [docData(many as PayslipResult), docData(r, { worker: { name: "Zoë Ångström", fiscalCode: null, iban: null, address: null } })],
      "Buste paga",
      AT,
    );
    const again = await renderPayslipPdf(docData(r), AT);
    expect(again.equals(first)).toBe(true);
    // one font object per face: the document embeds exactly two fonts
    expect(first.toString("latin1").match(/\/Type \/FontDescriptor/g)).toHaveLength(2);
  });

  it("the month's file is streamed a payslip at a time; its pages are the payslips' own documents' pages", async () => {
    const many = { ...r, earningElements: Array.from({ length: 84 }, (_, i) => ({ ...r.earningElements[0]!, id: `e${i}`, name: `Voce ${i}` })) };
    const list = [
      docData(r),
      docData(many as PayslipResult, { worker: { name: "Second Worker", fiscalCode: null, iban: null, address: null } }),
      docData(r, { employer: { name: "Terza Famiglia", taxCode: null, address: null } }),
    ];
    async function* batches() {
      yield list.slice(0, 2);
      yield list.slice(2);
    }
    const parts: Buffer[] = [];
    for await (const part of streamPayslipsPdf(batches(), "Buste paga gennaio 2025", AT)) parts.push(part);
    // sent as written: bytes before the end, and the same file as written at once
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const whole = Buffer.concat(parts);
    expect(whole.equals(await renderPayslipsPdf(list, "Buste paga gennaio 2025", AT))).toBe(true);
    const bundle = await pages(whole);
    const own = (await Promise.all(list.map(async (d) => pages(await renderPayslipPdf(d, AT))))).flat();
    expect(bundle).toHaveLength(1 + 3 + 1);
    expect(bundle).toEqual(own);
  });

  it("a long document: the footer on every page, totals and signatures together", async () => {
    const many = { ...r, earningElements: Array.from({ length: 90 }, (_, i) => ({ ...r.earningElements[0]!, id: `e${i}`, name: `Voce ${i}` })) };
    const text = await pages(await renderPayslipPdf(docData(many as PayslipResult), AT));
    expect(text.length).toBeGreaterThan(1);
    text.forEach((p, i) => expect(p).toContain(`pagina ${i + 1} di ${text.length}`));
    const last = text[text.length - 1]!;
    expect(last).toContain("NETTO A PAGARE");
    expect(last).toContain("Firma del datore di lavoro");
  });
});

describe("payslip PDF of a monthly live-in with board (issue 26 point 16: rates printed as thousands)", () => {
  // CS carer, live-in, 1250.00 a month, full board in kind, March 2025; an unpaid absence on
  // 12 March and 2.5 hours of overtime on 14 March give rates with six decimals (daily and hourly
  // quotas of a monthly wage), which were printed "€ 57,684.615"-like through a second formatting.
  const t = terms({
    level: "CS",
    jobType: "carer_non_self_sufficient",
    cohabiting: true,
    payBasis: "monthly",
    wage: "1250.00",
    weeklySchedule: ["9", "9", "9", "9", "9", "9", "0"],
    board: { breakfastLunch: true, dinner: true, lodging: true, inCash: false },
  });
  const events = replaceOn(autoFill(t, "2025-02-23", "2025-04-05"), ["2025-03-12"], (d) => ev(d, "unpaid_absence", "9"));
  events.push(ev("2025-03-14", "overtime", "2.5"));
  const r = calculatePayslip({ contract: contract({ startDate: "2024-09-02" }), terms: [t], events, state: null, options: { period: "2025-03" } });
  const liveIn = docData(r, {
    terms: {
      level: "CS",
      jobType: "carer_non_self_sufficient",
      cohabiting: true,
      payBasis: "monthly",
      wage: "1250.00",
      weeklyHours: "54.00",
      payTable: "A",
      ccnlMinimum: "1206.28",
      minimumUnit: "month",
      superminimo: "43.72",
      board: ["colazione e pranzo", "cena", "alloggio", "(in natura)"],
    },
    // the own weeks' hours: 5 × 54 − 9 (unpaid absence) + 2.5 (overtime) = 263.5
    contributoryHours: "263.50",
  });

  it("prints every rate and amount as Italian decimals", async () => {
    const rates = [...r.earningElements, ...r.deductionElements, ...r.imputedElements].map((e) => e.rate);
    await writeSample("payslip-live-in.pdf", liveIn);
    // the case is worth its name: some rate has more than two decimals
    expect(rates.some((x) => /\.\d{3,}/.test(x))).toBe(true);
    const text = (await pages(await renderPayslipPdf(liveIn, AT))).join(" ");
    // every figure next to a euro sign: Italian grouping (dots by three) and a decimal comma
    const figures = [...text.matchAll(/(-?[\d.,]+) €/g)].map((m) => m[1]!);
    expect(figures.length).toBeGreaterThan(30);
    for (const f of figures) expect(f).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2,4}$/);
    expect(text).not.toMatch(/\d,\d{3}\.\d/); // no English-grouped number anywhere
    // each element's rate and value as the print page shows them (rate up to four decimals)
    for (const e of [...r.earningElements, ...r.deductionElements, ...r.imputedElements]) {
      expect(text).toContain(money(e.value).replace(/\s/g, " "));
    }
    expect(text).toContain("1.250,00 € mensili");
    expect(text).toContain("Retribuzione mensile 1 mese 1.250,00 € 1.250,00 €");
    expect(text).toContain("Assenza non retribuita (1/26) 1 g -48,0769 € -48,08 €");
    expect(text).toContain("Lavoro straordinario (125%) 2,5 ore 7,594 € 18,99 €");
    expect(text).toContain("Retribuzione mensile fissa");
    expect(text).toContain("Ore aggiuntive retribuite 2,50");
    expect(text).not.toContain("Ore retribuite 2,50");
    expect(text).toContain("Ore contributive 263,50");
  });
});

describe("payslip PDF: what a worker needs to check it (issue 26 point 17)", () => {
  const t = terms();
  const r = calculatePayslip({
    contract: contract(),
    terms: [t],
    events: autoFill(t, "2024-12-29", "2025-02-01"),
    state: null,
    options: { period: "2025-01" },
  });

  it("a final settlement shows the TFR built up: fund at 31 December, coefficient and revaluation, the year's quota, advances", async () => {
    // fund 1000.00 at 31/12/2024; coefficient 1.234567 % (November 2025): revaluation 12.35;
    // quota of the year 620.40; advances 300.00: paid 1000.00 + 12.35 + 620.40 − 300.00 = 1332.75
    const payslip = {
      ...docData(r).payslip,
      severanceBreakdown: {
        fundAtLastYearEnd: "1000.00",
        revaluation: "12.35",
        coefficientPercent: "1.234567",
        coefficientMonth: "2025-11",
        coefficientProvisional: false,
        provisionalReason: null,
        advanceRevaluation: "0.00",
        quotaOfYear: "620.40",
        advancesThisYear: "300.00",
        totalPaid: "1332.75",
      },
    };
    const text = (await pages(await renderPayslipPdf(docData(r, { payslip }), AT))).join(" ");
    for (const s of [
      "Trattamento di fine rapporto",
      "Fondo al 31 dicembre precedente 1.000,00 €",
      "Rivalutazione (coefficiente 1,234567% di novembre 2025) 12,35 €",
      "Quota maturata nell'anno 620,40 €",
      "Anticipi dell'anno − 300,00 €",
      "TFR liquidato 1.332,75 €",
    ]) {
      expect(text).toContain(s);
    }
  });

  it("a thirteenth payslip shows its months of accrual and its monthly base; year-to-date progressives and both addresses are printed", async () => {
    const paid = {
      ...r.earningElements[0]!,
      id: "t1",
      code: "TREDICESIMA",
      name: "Tredicesima mensilità",
      periodType: "period",
      periodDuration: "1.00",
      rate: "780.00",
      value: "780.00",
    };
    const payslip = {
      ...docData(r).payslip,
      kind: "thirteenth",
      earningElements: [paid],
      thirteenthState: { ...r.thirteenthState, utilWage: "780.00", accruedThisYear: "780.00" },
    } as PayslipDocumentData["payslip"];
    const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);
    await writeSample("payslip-thirteenth.pdf", docData(r, { payslip, thirteenthMonths: months }));
    const text = (await pages(await renderPayslipPdf(docData(r, { payslip, thirteenthMonths: months }), AT))).join(" ");
    for (const s of [
      "Tredicesima mensilità — gennaio 2025",
      "Mesi di maturazione nell'anno 12 (gennaio 2025 – dicembre 2025)",
      "Retribuzione mensile di base 780,00 €",
      "Progressivi dell'anno 2025",
      "Lordo 816,00 €",
      "Indirizzo datore Via Roma 1, 00184 Roma (RM)",
      "Indirizzo lavoratore Via Po 2, 00198 Roma (RM)",
    ]) {
      expect(text).toContain(s);
    }
    // a thirteenth pays no hours
    expect(text).not.toContain("Ore retribuite");
  });

  it("signatures never stand alone: on a page of their own they come under a line naming employer, worker and period", async () => {
    // 84 lines: the totals and signatures do not fit under the last ones and start page 3
    const many = { ...r, earningElements: Array.from({ length: 84 }, (_, i) => ({ ...r.earningElements[0]!, id: `e${i}`, name: `Voce ${i}` })) };
    const text = await pages(await renderPayslipPdf(docData(many as PayslipResult), AT));
    expect(text).toHaveLength(3);
    const last = text[2]!;
    expect(last.startsWith("Totali — Busta paga — gennaio 2025")).toBe(true);
    expect(last).toContain("Firma del datore di lavoro (Rossi Anna)");
    expect(last).toContain("Totali — Busta paga — gennaio 2025");
    expect(last).toContain("Datore di lavoro: Rossi Anna · Lavoratore: Elena Bianchi · dal 01/01/2025 al 31/01/2025");
  });
});

describe("Promemoria versamento contributi PDF", () => {
  it("prints what to pay, by when and the portal figures (Q3 2026, 20 h colf: 264 h, € 522,72 by 12/10/2026)", async () => {
    const t = terms({ wage: "10.00" });
    const payslips = runMonths(contract(), [t], autoFill(t, "2026-06-01", "2026-10-10"), ["2026-07", "2026-08", "2026-09"]);
    const statement = computeQuarterlyStatement({
      quarter: "2026-Q3",
      contract: { fixedTerm: false, replacesAbsentWorker: false, cuafDue: true },
      ...statementWeeks(payslips),
    });
    const item: InpsStatementItem = {
      domesticContractId: "c1",
      employerId: "e1",
      employerName: "Rossi Anna",
      employerTaxCode: "RSSNNA60A41H501X",
      workerName: "Elena Bianchi",
      workerFiscalCode: "BNCLNE80A41H501Y",
      inpsRelationshipCode: "1234567890",
      startDate: "2024-01-08",
      endDate: null,
      contractType: "open_ended",
      quarter: "2026-Q3",
      status: "complete",
      missing: [],
      payslipIds: [],
      dueDate: statement.dueDate,
      statement,
    };
    const text = (await pages(await renderInpsStatementPdf(item, AT))).join("\n");
    for (const s of [
      "Promemoria versamento contributi",
      "3° trimestre 2026 (luglio–settembre)",
      "522,72 €",
      "entro il 12/10/2026",
      "fascia 2 (tabelle 2026)",
      "264",
      "11,14 €",
      "1,92 €",
      "506,88 €",
      "Codice associazione F2",
      "15,84 €",
      "Settimane da selezionare nel portale (13)",
      "28/06/2026–04/07/2026",
      "differenza da arrotondamento delle ore: 0,33 €",
      "pagina 1 di 1",
    ]) {
      expect(text).toContain(s);
    }
  });
});

describe("annual statement PDF", () => {
  it("prints the year's figures and the employer's deductible contributions", async () => {
    const statement = computeAnnualStatement({
      year: 2025,
      contract: { startDate: "2024-09-02", endDate: null, fixedTerm: false },
      payslips: [
        {
          period: "2025-06",
          kind: "ordinary",
          totalGross: "1550.00",
          totalEmployeeInpsTaxes: "66.96",
          totalEmployeeCassacolfTaxes: "4.32",
          totalNet: "1478.72",
          elements: [
            { section: "earning", code: "RETRIBUZIONE_MENSILE", value: "1250.00" },
            { section: "earning", code: "ANTICIPO_TFR", value: "300.00" },
            { section: "imputed", code: "VITTO_ALLOGGIO_NATURA", value: "171.60" },
            { section: "employer_tax", code: "INPS_DATORE", value: "196.56" },
          ],
        },
        {
          period: "2025-12",
          kind: "thirteenth",
          totalGross: "1421.60",
          totalEmployeeInpsTaxes: "0.00",
          totalEmployeeCassacolfTaxes: "0.00",
          totalNet: "1421.60",
          elements: [{ section: "earning", code: "TREDICESIMA", value: "1421.60" }],
        },
      ],
    });
    // gross 1550.00 − 300.00 TFR advance + 1421.60 = 2671.60; taxable 2671.60 − 71.28 = 2600.32
    expect([statement.grossPaid, statement.taxableIncome]).toEqual(["2671.60", "2600.32"]);
    const doc = {
      domesticContractId: "c1",
      year: 2025,
      employer: { id: "e1", name: "Rossi Anna", taxCode: "RSSNNA60A41H501X" },
      worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y" },
      status: "complete" as const,
      provisional: false,
      missing: [],
      issueBy: "2026-03-31",
      payslipIds: [],
      statement,
    };
    const text = (await pages(await renderAnnualStatementPdf(doc, AT))).join("\n");
    expect(text).not.toContain("PROVVISORIO");
    // while the year is open the document says so, on every page's footer too
    const open = (await pages(await renderAnnualStatementPdf({ ...doc, provisional: true }, AT))).join("\n");
    expect(open).toContain("PROSPETTO PROVVISORIO: l'anno 2025 è ancora in corso");
    expect(open).toContain("Rossi Anna · Elena Bianchi · anno 2025 (provvisorio) · pagina 1 di 1");
    for (const s of [
      "Dichiarazione sostitutiva della Certificazione Unica — anno 2025",
      "2.671,60 €",
      "1.421,60 €",
      "2.600,32 €",
      "171,60 €",
      "Anticipazione TFR — giugno 2025 (maturato 2024–2025)",
      "300,00 €",
      "196,56 €",
      "max 1.549,37 €",
      "dal 01/01/2025 al 31/12/2025",
      "Giorni di lavoro (rigo C5)",
      "365",
      "31/03/2026",
    ]) {
      expect(text).toContain(s);
    }
  });
  it("formats numbers the Italian way from decimal strings", () => {
    // NBSP between figure and sign, as Intl prints it
    expect([money("1234567.89"), money("-5.00"), money("999.99"), qty("1000"), qty("57.684615", 6)].map((x) => x.replace(/\s/g, " "))).toEqual([
      "1.234.567,89 €",
      "-5,00 €",
      "999,99 €",
      "1.000",
      "57,684615",
    ]);
  });
});

describe("PROVA on every sandbox document (receipt, benefit pack, employer tax statement)", () => {
  const t = terms();
  const r = calculatePayslip({
    contract: contract(),
    terms: [t],
    events: autoFill(t, "2024-12-29", "2025-02-01"),
    state: null,
    options: { period: "2025-01" },
  });
  const receipt: ReceiptData = {
    employer: { name: "Rossi Anna", taxCode: "RSSNNA60A41H501X" },
    worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y" },
    payslip: { period: "2025-01", kind: "ordinary", isEmploymentEnded: false, totalNet: "816.00" },
    payment: { number: 1, paidOn: "2025-02-03", method: "cash", amount: "816.00", reference: null, excessAmount: "0.00", excessReason: null, settles: true },
    confirmedAt: null,
    assistedPerson: "Rossi Maria",
  };
  const pack: BenefitPack = {
    domesticContractId: "c1",
    quarter: "2025-Q1",
    dueDate: "2025-04-10",
    employer: { name: "Rossi Anna", taxCode: "RSSNNA60A41H501X" },
    worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y" },
    assistedPerson: { name: "Rossi Maria", fiscalCode: "RSSMRA40A41H501Z", birthDate: "1940-01-01" },
    workplaceAddress: "Via Roma 1, 00184 Roma (RM)",
    payslips: [
      {
        id: "p1",
        period: "2025-01",
        kind: "ordinary",
        status: "final",
        totalNet: "816.00",
        paymentStatus: "paid",
        paidAmount: "816.00",
        receiptConfirmedAt: null,
        payments: [{ id: "x1", paidOn: "2025-02-03", method: "cash", amount: "816.00", receiptSha256: null }],
      },
    ],
    warnings: [],
    ready: true,
  };
  const statement: EmployerTaxStatement = {
    employerId: "e1",
    employerName: "Rossi Anna",
    employerTaxCode: "RSSNNA60A41H501X",
    year: 2026,
    items: [
      {
        contributionPaymentId: "cp1",
        domesticContractId: "c1",
        workerName: "Elena Bianchi",
        quarter: "2025-Q4",
        kind: "quarterly",
        date: "2026-01-12",
        estimate: false,
        amountPaid: "522.72",
        employerInps: "401.28",
      },
    ],
    employerInpsTotal: "401.28",
    estimated: "0.00",
    deductible: "401.28",
    deductibleCap: "1549.37",
  };
  const documents: [string, (testMode: boolean) => Promise<Buffer>, string][] = [
    ["receipt", (testMode) => renderReceiptPdf(receipt, "it", AT, { testMode }), "816,00 €"],
    ["payslip with its receipts", (testMode) => renderPayslipWithReceiptsPdf(docData(r), [receipt, receipt], AT, { testMode }), "816,00 €"],
    ["benefit pack", (testMode) => renderBenefitPackPdf({ pack, payslips: [{ data: docData(r), receipts: [receipt] }] }, AT, { testMode }), "Rossi Maria"],
    ["employer tax statement", (testMode) => renderEmployerTaxStatementPdf(statement, AT, { testMode }), "401,28 €"],
  ];
  for (const [name, render, figure] of documents)
    it(`${name}: PROVA on every page in test mode, never on live`, async () => {
      const dir = process.env.PDF_SAMPLES_DIR;
      const test = await render(true);
      if (dir) writeFileSync(path.join(dir, `prova-${name.replace(/ /g, "-")}.pdf`), test);
      const marked = await pages(test);
      expect(marked.length).toBeGreaterThanOrEqual(1);
      for (const page of marked) {
        expect(page).toContain("PROVA — documento dell'ambiente di prova, senza valore legale");
        expect(page.split("PROVA").length - 1).toBeGreaterThanOrEqual(2);
      }
      expect(marked.join(" ")).toContain(figure);
      const live = await pages(await render(false));
      expect(live.join(" ")).not.toContain("PROVA");
      expect(live.join(" ")).toContain(figure);
    });
});

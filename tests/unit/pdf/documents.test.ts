/**
 * Generated PDFs: the text of each document is extracted (pdf.js via unpdf) and its figures asserted —
 * the € sign and accents survive, every page has its footer, an ordinary month fits on one page.
 */
import { describe, expect, it, vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { calculatePayslip, computeAnnualStatement, computeQuarterlyStatement, type PayslipResult } from "@/lib/payroll";
import { renderInpsStatementPdf } from "@/lib/pdf/inps-statement-pdf";
import { renderAnnualStatementPdf } from "@/lib/pdf/annual-statement-pdf";
import { renderPayslipPdf, renderPayslipsPdf } from "@/lib/pdf/payslip-pdf";
import { itNumber } from "@/lib/pdf/writer";
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import type { InpsStatementItem } from "@/lib/services/statements/build-quarter-statements";
import { autoFill, contract, terms } from "../payroll/fixtures";
import { runMonths, statementWeeks } from "../../golden/statement-helpers";

const AT = new Date("2026-11-23T10:00:00Z");
vi.setConfig({ testTimeout: 60_000 });

async function pages(buf: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: false });
  return (text as string[]).map((t) => t.replace(/\s+/g, " "));
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
    employer: { name: "Rossi Anna", taxCode: "RSSNNA60A41H501X" },
    worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y", iban: "IT60X0542811101000000123456" },
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
    paidHours: "80.00",
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
  it("an ordinary month: one page with the figures, the terms and the footer", async () => {
    const text = await pages(await renderPayslipPdf(docData(r), AT));
    expect(text).toHaveLength(1);
    const p = text[0]!;
    for (const s of [
      "Busta paga — gennaio 2025",
      "Rossi Anna",
      "Elena Bianchi",
      "collaboratore domestico (colf)",
      "tabella C",
      "€ 7,12 orari",
      "Superminimo",
      "€ 1,88",
      "bonifico su IBAN IT60X0542811101000000123456",
      "Ore retribuite (contributive)",
      "€ 756,00",
      "€ 816,00",
      "NETTO A PAGARE",
      "€ 776,00",
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
      await renderPayslipsPdf([docData(r), docData(r, { worker: { name: "Second Worker", fiscalCode: null, iban: null } })], "Buste paga gennaio 2025", AT),
    );
    expect(text).toHaveLength(2);
    expect(text[0]).toContain("Elena Bianchi · gennaio 2025 · pagina 1 di 1");
    expect(text[1]).toContain("Second Worker · gennaio 2025 · pagina 1 di 1");
    expect(text[1]).toContain("Pagamento: non indicato");
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
      "€ 522,72",
      "entro il 12/10/2026",
      "fascia 2 (tabelle 2026)",
      "264",
      "€ 11,14",
      "€ 1,92",
      "€ 506,88",
      "Codice associazione F2",
      "€ 15,84",
      "Settimane da selezionare nel portale (13)",
      "28/06/2026–04/07/2026",
      "differenza da arrotondamento delle ore: € 0,33",
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
    const text = (
      await pages(
        await renderAnnualStatementPdf(
          {
            domesticContractId: "c1",
            year: 2025,
            employer: { id: "e1", name: "Rossi Anna", taxCode: "RSSNNA60A41H501X" },
            worker: { name: "Elena Bianchi", fiscalCode: "BNCLNE80A41H501Y" },
            status: "complete",
            missing: [],
            issueBy: "2026-03-31",
            payslipIds: [],
            statement,
          },
          AT,
        ),
      )
    ).join("\n");
    for (const s of [
      "Dichiarazione sostitutiva della Certificazione Unica — anno 2025",
      "€ 2.671,60",
      "€ 1.421,60",
      "€ 2.600,32",
      "€ 171,60",
      "Anticipazione TFR — giugno 2025 (maturato 2024–2025)",
      "€ 300,00",
      "€ 196,56",
      "max € 1.549,37",
      "dal 01/01/2025 al 31/12/2025",
      "Giorni di lavoro (rigo C5)",
      "365",
      "31/03/2026",
    ]) {
      expect(text).toContain(s);
    }
  });
  it("formats numbers the Italian way from decimal strings", () => {
    expect([itNumber("1234567.89"), itNumber("-5.00"), itNumber("999.99"), itNumber("1000")]).toEqual(["1.234.567,89", "−5,00", "999,99", "1.000"]);
  });
});

/**
 * The prestazione universale pack of a quarter (issue 30 point 6; rules-update-3 B3): a cover sheet
 * (employer, worker, assisted person, workplace, quarter, the payslips with their net and payment
 * dates, the upload deadline, what is still missing), then each final payslip followed by the
 * receipts of its payments, each document numbered on its own. Italian: the file goes to INPS.
 */
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import type { BenefitPack } from "@/lib/validation/benefit-pack";
import { date, longDate, money, period } from "./format";
import { payslipFooter, writePayslip } from "./payslip-pdf";
import { receiptFooter, writeReceipt, type ReceiptData } from "./receipt-pdf";
import { PdfWriter, type DocumentMode } from "./writer";

const KIND: Record<string, string> = { ordinary: "mensile", thirteenth: "tredicesima", severance_liquidation: "TFR" };
const METHOD: Record<string, string> = { cash: "contanti", bank_transfer: "bonifico", other: "altro" };

export function quarterLabel(quarter: string): string {
  return `${quarter.slice(6)}° trimestre ${quarter.slice(0, 4)}`;
}

/** A warning in words, the month in letters ("agosto 2026"). */
function warningText(x: BenefitPack["warnings"][number]): string {
  const m = x.period ? period(x.period) : "";
  switch (x.code) {
    case "assisted_person_missing":
      return "Il contratto non indica la persona assistita (nome, codice fiscale, data di nascita).";
    case "workplace_missing":
      return "Il contratto non indica il luogo di lavoro (l'abitazione della persona assistita).";
    case "payslip_missing":
      return `Manca la busta paga di ${m}.`;
    case "payslip_draft":
      return `La busta paga di ${m} è ancora in bozza.`;
    case "payslip_unpaid":
      return `Nessun pagamento registrato per la busta paga di ${m}.`;
    case "payslip_partly_paid":
      return `La busta paga di ${m} risulta pagata solo in parte.`;
    case "receipt_to_sign":
      return `Le quietanze di ${m} vanno firmate dal lavoratore prima dell'invio.`;
  }
}

function writeCover(w: PdfWriter, pack: BenefitPack): void {
  w.text("Prestazione universale — buste paga quietanzate", { size: 14, bold: true });
  w.text(`${quarterLabel(pack.quarter)} · da trasmettere all'INPS entro il ${longDate(pack.dueDate)}`, { size: 10 });
  w.text(
    "Documentazione trimestrale dell'assistente familiare per la prestazione universale (D.Lgs. 29/2024; messaggi INPS n. 949/2025 e n. 3514/2025): le buste paga del trimestre, ciascuna seguita dalle quietanze di pagamento.",
    { size: 8.5 },
  );
  w.gap(4);
  const a = pack.assistedPerson;
  w.pairs(
    [
      ["Datore di lavoro", pack.employer.name],
      ["Codice fiscale", pack.employer.taxCode ?? "—"],
      ["Lavoratore", pack.worker.name],
      ["Codice fiscale", pack.worker.fiscalCode ?? "—"],
      ["Persona assistita", a?.name ?? "—"],
      ["Codice fiscale", a?.fiscalCode ?? "—"],
      ["Nata/o il", a?.birthDate ? date(a.birthDate) : "—"],
      ["Luogo di lavoro", pack.workplaceAddress ?? "—"],
    ],
    { perRow: 2, size: 8.5 },
  );
  w.heading("Buste paga del trimestre", 10);
  w.row(
    [
      { text: "Mese", width: 0.18, bold: true },
      { text: "Busta", width: 0.12, bold: true },
      { text: "Netto", width: 0.15, bold: true, align: "right" },
      { text: "Pagato", width: 0.15, bold: true, align: "right" },
      { text: "Pagamenti", width: 0.25, bold: true },
      { text: "Quietanza", width: 0.15, bold: true },
    ],
    { shade: true },
  );
  for (const p of pack.payslips.filter((x) => x.status === "final")) {
    w.row([
      { text: period(p.period), width: 0.18 },
      { text: KIND[p.kind] ?? p.kind, width: 0.12 },
      { text: money(p.totalNet), width: 0.15, align: "right" },
      { text: money(p.paidAmount), width: 0.15, align: "right" },
      { text: p.payments.map((x) => `${date(x.paidOn)} ${METHOD[x.method]}`).join("\n") || "—", width: 0.25 },
      { text: p.payments.length === 0 ? "—" : p.receiptConfirmedAt ? "confermata nel portale" : "da firmare su carta", width: 0.15 },
    ]);
  }
  if (pack.warnings.length > 0) {
    w.heading("Da completare prima dell'invio", 10);
    for (const x of pack.warnings) w.text(`• ${warningText(x)}`, { size: 8.5 });
  }
}

export interface BenefitPackDocument {
  pack: BenefitPack;
  payslips: { data: PayslipDocumentData; receipts: ReceiptData[] }[];
}

export async function renderBenefitPackPdf(doc: BenefitPackDocument, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const footer = `${doc.pack.employer.name} · ${doc.pack.worker.name} · prestazione universale ${quarterLabel(doc.pack.quarter)}`;
  const w = new PdfWriter({ title: `Prestazione universale ${quarterLabel(doc.pack.quarter)}`, footer, createdAt, ...mode });
  writeCover(w, doc.pack);
  for (const p of doc.payslips) {
    w.startSection(payslipFooter(p.data));
    writePayslip(w, p.data);
    for (const r of p.receipts) {
      w.startSection(receiptFooter(r, "it"));
      writeReceipt(w, r, "it");
    }
  }
  return w.finish();
}

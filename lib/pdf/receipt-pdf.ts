/**
 * The receipt of a payment of pay ("quietanza", issue 30 point 5; rules-update-3 B2: a payslip proves
 * payment only with an explicit receipt, Cass. 2565/2016): the worker's declaration of having
 * received the amount, on the date, by the method, for the payslip's month; then the signature line,
 * or the worker's confirmation recorded in the portal. Italian by default, English on request.
 */
import { formatDate, formatLongDate, formatMoney } from "@/lib/format/display";
import { monthNames } from "@/lib/format/calendar-names";
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { payslipFooter, payslipTitle, writePayslip } from "./payslip-pdf";
import { PdfWriter, type DocumentMode } from "./writer";

export type ReceiptLocale = "it" | "en";

export interface ReceiptData {
  employer: { name: string; taxCode: string | null };
  worker: { name: string; fiscalCode: string | null };
  payslip: { period: string; kind: "ordinary" | "thirteenth" | "severance_liquidation" | "correction"; isEmploymentEnded: boolean; totalNet: string };
  payment: {
    /** 1 for the payslip's first payment (by date) */
    number: number;
    paidOn: string;
    method: "cash" | "bank_transfer" | "other";
    amount: string;
    reference: string | null;
    excessAmount: string;
    excessReason: string | null;
    /** with this payment the net is paid in full */
    settles: boolean;
  };
  /** the worker's confirmation in the portal (ISO timestamp), else null: a signature line */
  confirmedAt: string | null;
  /** the assisted person (prestazione universale), printed when recorded */
  assistedPerson: string | null;
}

const WORDS = {
  it: {
    title: "Quietanza di pagamento della retribuzione",
    method: { cash: "in contanti", bank_transfer: "mediante bonifico bancario", other: "con altro mezzo di pagamento" },
    reason: (d: ReceiptData) =>
      d.payslip.kind === "thirteenth"
        ? "a titolo di tredicesima mensilità"
        : d.payslip.kind === "severance_liquidation"
          ? "a titolo di trattamento di fine rapporto (TFR)"
          : d.payslip.isEmploymentEnded
            ? "a titolo di retribuzione e competenze di fine rapporto"
            : "a titolo di retribuzione",
    declaration: (d: ReceiptData, m: (v: string) => string, p: string) =>
      `Il/La sottoscritto/a ${d.worker.name}${d.worker.fiscalCode ? `, codice fiscale ${d.worker.fiscalCode}` : ""}, dichiara di aver ricevuto da ${d.employer.name}${
        d.employer.taxCode ? ` (codice fiscale ${d.employer.taxCode})` : ""
      } la somma di ${m(d.payment.amount)} ${WORDS.it.reason(d)} per il mese di ${p}, ${d.payment.settles ? "a saldo" : "in acconto"} del netto di ${m(
        d.payslip.totalNet,
      )} indicato nella busta paga, in data ${formatDate(d.payment.paidOn)}, ${WORDS.it.method[d.payment.method]}${
        d.payment.reference ? ` (riferimento ${d.payment.reference})` : ""
      }.`,
    excess: (d: ReceiptData, m: (v: string) => string) =>
      `Di tale somma, ${m(d.payment.excessAmount)} eccedono il netto della busta paga${d.payment.excessReason ? `: ${d.payment.excessReason}` : ""}.`,
    quit: "Con la firma della presente rilascia ampia quietanza per la somma ricevuta.",
    assisted: (name: string) => `Persona assistita: ${name}.`,
    reference: (d: ReceiptData, p: string) => `Busta paga di ${p} · pagamento n. ${d.payment.number}`,
    place: "Luogo e data ______________________________",
    employerSign: (d: ReceiptData) => `Il datore di lavoro (${d.employer.name})\n\n______________________________`,
    workerSign: (d: ReceiptData) => `Il/La lavoratore/lavoratrice per quietanza (${d.worker.name})\n\n______________________________`,
    confirmed: (d: ReceiptData, at: string) =>
      `Ricevuta confermata dal/dalla lavoratore/lavoratrice ${d.worker.name} nel portale il ${formatLongDate(at.slice(0, 10), "it")} alle ${at.slice(11, 16)} (UTC).`,
  },
  en: {
    title: "Receipt of pay",
    method: { cash: "in cash", bank_transfer: "by bank transfer", other: "by another means of payment" },
    reason: (d: ReceiptData) =>
      d.payslip.kind === "thirteenth"
        ? "as the thirteenth month's pay"
        : d.payslip.kind === "severance_liquidation"
          ? "as severance pay (TFR)"
          : d.payslip.isEmploymentEnded
            ? "as pay and final settlement"
            : "as pay",
    declaration: (d: ReceiptData, m: (v: string) => string, p: string) =>
      `I, the undersigned ${d.worker.name}${d.worker.fiscalCode ? `, tax code ${d.worker.fiscalCode}` : ""}, declare that I have received from ${d.employer.name}${
        d.employer.taxCode ? ` (tax code ${d.employer.taxCode})` : ""
      } the sum of ${m(d.payment.amount)} ${WORDS.en.reason(d)} for ${p}, ${d.payment.settles ? "in full settlement" : "on account"} of the net pay of ${m(
        d.payslip.totalNet,
      )} shown on the payslip, on ${formatDate(d.payment.paidOn)}, ${WORDS.en.method[d.payment.method]}${d.payment.reference ? ` (reference ${d.payment.reference})` : ""}.`,
    excess: (d: ReceiptData, m: (v: string) => string) =>
      `Of this sum, ${m(d.payment.excessAmount)} exceeds the payslip's net pay${d.payment.excessReason ? `: ${d.payment.excessReason}` : ""}.`,
    quit: "By signing I acknowledge receipt of the sum in full.",
    assisted: (name: string) => `Person assisted: ${name}.`,
    reference: (d: ReceiptData, p: string) => `Payslip of ${p} · payment no. ${d.payment.number}`,
    place: "Place and date ______________________________",
    employerSign: (d: ReceiptData) => `The employer (${d.employer.name})\n\n______________________________`,
    workerSign: (d: ReceiptData) => `The worker, for receipt (${d.worker.name})\n\n______________________________`,
    confirmed: (d: ReceiptData, at: string) =>
      `Receipt confirmed by ${d.worker.name} in the portal on ${formatLongDate(at.slice(0, 10), "en")} at ${at.slice(11, 16)} (UTC).`,
  },
} as const;

function monthOf(value: string, locale: ReceiptLocale): string {
  const [y, m] = value.split("-");
  return `${monthNames(locale)[Number(m) - 1]} ${y}`;
}

export function receiptFooter(d: ReceiptData, locale: ReceiptLocale): string {
  return `${d.employer.name} · ${d.worker.name} · ${WORDS[locale].reference(d, monthOf(d.payslip.period, locale))}`;
}

/** Writes one receipt into `w` (the current section): kept on one page. */
export function writeReceipt(w: PdfWriter, d: ReceiptData, locale: ReceiptLocale = "it"): void {
  const t = WORDS[locale];
  const m = (v: string) => formatMoney(v, locale);
  const p = monthOf(d.payslip.period, locale);
  w.keepTogether((b) => {
    b.text(t.title.toUpperCase(), { size: 13, bold: true, align: "center" });
    b.text(t.reference(d, p), { size: 8.5, align: "center" });
    b.gap(14);
    b.text(t.declaration(d, m, p), { size: 10.5 });
    if (d.payment.excessAmount !== "0.00") b.text(t.excess(d, m), { size: 10.5 });
    if (d.assistedPerson) b.text(t.assisted(d.assistedPerson), { size: 9.5 });
    b.gap(6);
    b.row(
      [
        { text: locale === "it" ? "Somma ricevuta" : "Sum received", width: 0.7, bold: true },
        { text: m(d.payment.amount), width: 0.3, bold: true, align: "right" },
      ],
      { size: 11, shade: true },
    );
    b.gap(10);
    if (d.confirmedAt) {
      b.text(t.confirmed(d, d.confirmedAt), { size: 10, bold: true });
      return;
    }
    b.text(t.quit, { size: 10 });
    b.gap(16);
    b.text(t.place, { size: 10 });
    b.gap(16);
    b.row([
      { text: t.employerSign(d), width: 0.5 },
      { text: t.workerSign(d), width: 0.5 },
    ]);
  });
}

export async function renderReceiptPdf(d: ReceiptData, locale: ReceiptLocale, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const w = new PdfWriter({ title: WORDS[locale].title, footer: receiptFooter(d, locale), createdAt, ...mode });
  writeReceipt(w, d, locale);
  return w.finish();
}

/** A payslip followed by the receipts of its payments, each document numbered on its own. */
export async function renderPayslipWithReceiptsPdf(
  d: PayslipDocumentData,
  receipts: readonly ReceiptData[],
  createdAt: Date,
  mode: DocumentMode = {},
): Promise<Buffer> {
  const w = new PdfWriter({ title: payslipTitle(d), footer: payslipFooter(d), createdAt, ...mode });
  writePayslip(w, d);
  for (const r of receipts) {
    w.startSection(receiptFooter(r, "it"));
    writeReceipt(w, r, "it");
  }
  return w.finish();
}

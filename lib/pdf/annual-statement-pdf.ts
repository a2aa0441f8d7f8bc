/** The worker's annual statement ("dichiarazione sostitutiva della CU", docs/domain/rules-update.md §7) as a document. */
import type { AnnualStatementDocument } from "@/lib/services/statements/get-annual-statement";
import { date, money, period, qty } from "./format";
import { PdfWriter, type DocumentMode } from "./writer";

function annualStatementFooter(a: AnnualStatementDocument): string {
  return `${a.employer.name} · ${a.worker.name} · anno ${a.year}${a.provisional ? " (provvisorio)" : ""}`;
}

export async function renderAnnualStatementPdf(a: AnnualStatementDocument, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const w = new PdfWriter({
    title: `Dichiarazione sostitutiva della CU ${a.year}${a.provisional ? " (provvisorio)" : ""}`,
    footer: annualStatementFooter(a),
    createdAt,
    ...mode,
  });
  writeAnnualStatement(w, a);
  return w.finish();
}

/** The year's statements of a whole book in one file (issue 30 point 8), each numbered on its own ("pagina x di y"). */
export async function renderAnnualStatementsPdf(
  list: readonly AnnualStatementDocument[],
  title: string,
  createdAt: Date,
  mode: DocumentMode = {},
): Promise<Buffer> {
  const first = list[0];
  const w = new PdfWriter({ title, footer: first ? annualStatementFooter(first) : title, createdAt, ...mode });
  if (!first) w.text("Nessuna dichiarazione per l'anno.");
  list.forEach((a, i) => {
    if (i > 0) w.startSection(annualStatementFooter(a));
    writeAnnualStatement(w, a);
  });
  return w.finish();
}

/** Writes one statement into `w` (the current section). */
export function writeAnnualStatement(w: PdfWriter, a: AnnualStatementDocument): void {
  const s = a.statement;
  const mark = a.provisional ? " (provvisorio)" : "";
  w.text(`Dichiarazione sostitutiva della Certificazione Unica — anno ${a.year}`, { size: 14, bold: true });
  if (a.provisional)
    w.text(`PROSPETTO PROVVISORIO: l'anno ${a.year} è ancora in corso; le somme sono quelle delle buste paga definitive a oggi e possono cambiare.`, {
      bold: true,
      color: "#a00000",
    });
  w.text("Attestazione delle somme erogate nell'anno (art. 34 c. 6 CCNL lavoro domestico). Il datore di lavoro domestico non è sostituto d'imposta.", {
    size: 8,
  });
  if (a.status === "incomplete")
    w.text(`ATTENZIONE: mancano le buste paga definitive di: ${a.missing.map((m) => period(m.period)).join(", ")}.`, { bold: true, color: "#a00000" });
  w.gap(4);
  w.pairs([
    ["Datore di lavoro", a.employer.name],
    ["Codice fiscale datore", a.employer.taxCode ?? "—"],
    ["Lavoratore", a.worker.name],
    ["Codice fiscale lavoratore", a.worker.fiscalCode ?? "—"],
    ["Periodo di lavoro nell'anno", `dal ${date(s.periodStart)} al ${date(s.periodEnd)}`],
    ["Giorni di lavoro (rigo C5)", qty(s.daysOfEmployment)],
    ["Tipo di contratto", `${s.contractTypeCode} — ${s.contractType === "fixed_term" ? "tempo determinato" : "tempo indeterminato"}`],
    ["Da consegnare entro", date(a.issueBy)],
  ]);
  w.heading("Somme erogate");
  const rows: [string, string][] = [
    ["Retribuzione lorda corrisposta (compresa la tredicesima)", money(s.grossPaid)],
    ["di cui tredicesima mensilità", money(s.thirteenthPaid)],
    ["di cui straordinari e maggiorazioni", money(s.overtimeAndPremiums)],
    ["di cui indennità sostitutiva di vitto e alloggio (in denaro)", money(s.boardCashIndemnity)],
    // a contract taken over in the year (rules-update-3 A7): the previous system's months are included
    ...(s.takeOver
      ? ([[`di cui corrisposto dal gestionale precedente fino al ${date(s.takeOver.asOfDate)}`, money(s.takeOver.grossPaid)]] as [string, string][])
      : []),
    ["Contributi INPS a carico del lavoratore trattenuti", money(s.workerInpsWithheld)],
    ["Contributi CAS.SA.COLF a carico del lavoratore trattenuti", money(s.workerCassacolfWithheld)],
    ["Reddito da lavoro dipendente (quadro C, codice 2)", money(s.taxableIncome)],
    ["Vitto e alloggio in natura (valore convenzionale, non tassato)", money(s.boardInKind)],
    ["Netto corrisposto nell'anno", money(s.netPaid)],
  ];
  for (const [label, value] of rows)
    w.row([
      { text: label, width: 0.75 },
      { text: value, width: 0.25, align: "right" },
    ]);
  w.heading("TFR e anticipazioni (tassazione separata)");
  if (s.tfr.length === 0) w.text("Nessun TFR o anticipazione corrisposti nell'anno.");
  for (const t of s.tfr) {
    w.row([
      {
        text: `${t.kind === "advance" ? "Anticipazione TFR" : "TFR liquidato alla cessazione"} — ${period(t.period)} (maturato ${t.accrualFromYear}–${t.accrualToYear})`,
        width: 0.75,
      },
      { text: money(t.amount), width: 0.25, align: "right" },
    ]);
    if (t.revaluation !== "0.00")
      w.row([
        { text: "di cui rivalutazione", width: 0.75 },
        { text: money(t.revaluation), width: 0.25, align: "right" },
      ]);
  }
  w.heading("Per il datore di lavoro: contributi deducibili");
  w.pairs([
    ["Contributi INPS a carico del datore", money(s.employer.inpsEmployerShare)],
    ["CAS.SA.COLF a carico del datore", money(s.employer.cassacolfEmployerShare)],
    ["Deducibili (limite annuo)", `${money(s.employer.deductibleContributions)} (max ${money(s.employer.deductibleCap)})`],
  ]);
  // never a signature alone on a page: it comes with the names and the year
  w.keepTogether((b) => {
    b.gap(12);
    b.text(`Dichiarazione di ${a.employer.name} per ${a.worker.name}, anno ${a.year}${mark}`, { size: 8 });
    b.gap(8);
    b.row([
      { text: "Luogo e data\n\n______________________________", width: 0.5 },
      { text: "Firma del datore di lavoro\n\n______________________________", width: 0.5 },
    ]);
  });
}

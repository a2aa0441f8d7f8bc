/** The employer's statement of contributions paid in a year (docs/domain/contribution-payments.md, rules-update-3 A10) as a document. */
import type { EmployerTaxStatement } from "@/lib/validation/contribution-payment";
import { date, money } from "./format";
import { PdfWriter, type DocumentMode } from "./writer";

const KIND: Record<EmployerTaxStatement["items"][number]["kind"], string> = {
  quarterly: "trimestrale",
  cessation_worked: "cessazione",
  cessation_notice: "cessazione (preavviso)",
};

export async function renderEmployerTaxStatementPdf(s: EmployerTaxStatement, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const w = new PdfWriter({
    title: `Contributi versati nell'anno ${s.year} — ${s.employerName}`,
    footer: `${s.employerName} · contributi versati · anno ${s.year}`,
    createdAt,
    ...mode,
  });
  w.text(`Prospetto dei contributi previdenziali versati nell'anno ${s.year}`, { size: 14, bold: true });
  w.text(
    "Contributi INPS per lavoratori domestici a carico del datore di lavoro, versati dal 1° gennaio al 31 dicembre (art. 10 c. 2 TUIR): deducibili dal reddito fino a 1.549,37 € l'anno. La quota del lavoratore e il contributo CAS.SA.COLF sono esclusi.",
    { size: 8 },
  );
  w.gap(4);
  w.pairs([
    ["Datore di lavoro", s.employerName],
    ["Codice fiscale", s.employerTaxCode ?? "—"],
    ["Anno", String(s.year)],
  ]);
  w.heading("Versamenti");
  w.row([
    { text: "Data", width: 0.14, bold: true },
    { text: "Lavoratore", width: 0.3, bold: true },
    { text: "Trimestre", width: 0.22, bold: true },
    { text: "Versato", width: 0.16, align: "right", bold: true },
    { text: "Quota INPS datore", width: 0.18, align: "right", bold: true },
  ]);
  if (s.items.length === 0) w.text("Nessun versamento nell'anno.");
  for (const i of s.items) {
    w.row([
      { text: `${date(i.date)}${i.estimate ? " *" : ""}`, width: 0.14 },
      { text: i.workerName, width: 0.3 },
      { text: `${i.quarter.slice(6)}° trim. ${i.quarter.slice(0, 4)}, ${KIND[i.kind]}`, width: 0.22 },
      { text: i.estimate ? "—" : money(i.amountPaid), width: 0.16, align: "right" },
      { text: money(i.employerInps), width: 0.18, align: "right" },
    ]);
  }
  w.heading("Totale");
  const totals: [string, string][] = [
    ["Contributi INPS a carico del datore versati nell'anno", money(s.employerInpsTotal)],
    ...(s.estimated !== "0.00" ? ([["di cui stimati (nessun pagamento registrato: alla data di scadenza) *", money(s.estimated)]] as [string, string][]) : []),
    [`Importo deducibile (limite annuo ${money(s.deductibleCap)})`, money(s.deductible)],
  ];
  totals.forEach(([label, value], i) =>
    w.row([
      { text: label, width: 0.75, bold: i === totals.length - 1 },
      { text: value, width: 0.25, align: "right", bold: i === totals.length - 1 },
    ]),
  );
  if (s.estimated !== "0.00")
    w.text("* Versamento non ancora registrato: si considera la data di scadenza. Verificare con la ricevuta di pagamento.", { size: 8 });
  w.keepTogether((b) => {
    b.gap(12);
    b.text(`Prospetto per ${s.employerName}, anno ${s.year}. Conservare con le ricevute dei versamenti pagoPA.`, { size: 8 });
  });
  return w.finish();
}

/**
 * "Promemoria versamento contributi": the letter to the family for one employment and quarter
 * (docs/domain/rules-update.md §3): what to pay, by when, and the figures to type in the INPS portal.
 */
import type { InpsStatementItem } from "@/lib/services/statements/build-quarter-statements";
import { date, money, qty, rate } from "./format";
import { PdfWriter, type DocumentMode } from "./writer";

const QUARTER_MONTHS = ["gennaio–marzo", "aprile–giugno", "luglio–settembre", "ottobre–dicembre"];
const CLASS_LABEL: Record<string, string> = { bracket_1: "fascia 1", bracket_2: "fascia 2", bracket_3: "fascia 3", over_24_hours: "oltre 24 ore settimanali" };
const PAYMENT_LABEL = {
  quarterly: "Versamento trimestrale",
  cessation_worked: "Cessazione del rapporto: periodo lavorato",
  cessation_notice: "Cessazione del rapporto: periodo di preavviso",
} as const;

export function quarterLabel(quarter: string): string {
  const [y, q] = quarter.split("-Q");
  return `${q}° trimestre ${y} (${QUARTER_MONTHS[Number(q) - 1]})`;
}

export async function renderInpsStatementPdf(item: InpsStatementItem, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const s = item.statement;
  const w = new PdfWriter({
    title: `Promemoria versamento contributi ${item.quarter}`,
    footer: `${item.employerName} · ${item.workerName} · ${quarterLabel(item.quarter)}`,
    createdAt,
    ...mode,
  });
  w.text("Promemoria versamento contributi", { size: 15, bold: true });
  w.text(`INPS e CAS.SA.COLF — ${quarterLabel(item.quarter)}`, { size: 11 });
  w.gap(4);
  w.pairs([
    ["Datore di lavoro", item.employerName],
    ["Codice fiscale datore", item.employerTaxCode ?? "—"],
    ["Lavoratore", item.workerName],
    ["Codice fiscale lavoratore", item.workerFiscalCode ?? "—"],
    ["Codice rapporto INPS", item.inpsRelationshipCode ?? "—"],
    ["Contratto", item.contractType === "fixed_term" ? "tempo determinato" : "tempo indeterminato"],
  ]);
  if (item.status === "incomplete") {
    w.gap(4);
    w.text(
      `ATTENZIONE: prospetto provvisorio. Mancano le buste paga definitive di: ${item.missing.map((m) => `${m.period} (${m.reason === "draft" ? "in bozza" : "non elaborata"})`).join(", ")}.`,
      { bold: true, color: "#a00000" },
    );
  }
  for (const p of s.payments) {
    w.heading(PAYMENT_LABEL[p.kind]);
    const many = p.notices.length > 1;
    w.text(
      many
        ? `Importo da versare: ${money(p.totalToPay)} con ${p.notices.length} avvisi pagoPA, uno per periodo a condizioni invariate — entro il ${date(p.dueDate)}`
        : `Importo da versare con avviso pagoPA: ${money(p.totalToPay)} — entro il ${date(p.dueDate)}`,
      { size: 11, bold: true },
    );
    if (p.kind === "cessation_notice") w.text(`Data di fine obbligo contributivo: ${date(p.periodEnd)}`);
    else if (p.periodStart) w.text(`Settimane dal ${date(p.periodStart)} al ${date(p.periodEnd)}`);
    // rules-update-3 A8: one notice per line (period of unchanged terms), each with its hours, wage, class and F2
    for (const n of p.notices) {
      w.gap(3);
      w.text(many ? `Avviso pagoPA n. ${n.number} — dati da inserire nel portale INPS` : "Dati da inserire nel portale INPS", { bold: true });
      w.row(
        [
          { text: "Riga", width: 0.16, bold: true },
          { text: "Settimane", width: 0.2, bold: true },
          { text: "Ore retribuite", width: 0.12, bold: true, align: "right" },
          { text: "Retribuzione oraria effettiva", width: 0.16, bold: true, align: "right" },
          { text: "Contributo orario", width: 0.12, bold: true, align: "right" },
          { text: "di cui lavoratore", width: 0.1, bold: true, align: "right" },
          { text: "Importo", width: 0.14, bold: true, align: "right" },
        ],
        { shade: true },
      );
      const l = p.lines[n.number - 1]!;
      w.row([
        { text: `${CLASS_LABEL[l.type] ?? l.type} (tabelle ${l.tableYear})`, width: 0.16 },
        { text: `${date(l.fromWeek)} – ${date(l.toWeek)} (${l.weeks})`, width: 0.2 },
        { text: qty(l.hours), width: 0.12, align: "right" },
        { text: rate(l.effectiveHourlyWage), width: 0.16, align: "right" },
        { text: rate(l.hourlyContribution), width: 0.12, align: "right" },
        { text: rate(l.hourlyEmployee), width: 0.1, align: "right" },
        { text: money(l.amount), width: 0.14, align: "right" },
      ]);
      w.row([
        { text: `Codice associazione F2 (CAS.SA.COLF): ${qty(n.cassacolf.hours)} ore × ${rate(n.cassacolf.hourlyTotal)}`, width: 0.86 },
        { text: money(n.cassacolf.amount), width: 0.14, align: "right" },
      ]);
      w.row([
        { text: many ? `Totale avviso n. ${n.number}` : "Totale da versare", width: 0.86, bold: true },
        { text: money(n.totalToPay), width: 0.14, align: "right", bold: true },
      ]);
      w.text(`Settimane da selezionare nel portale (${n.weeks.length}): ${n.weeks.map((x) => `${date(x.weekStart)}–${date(x.weekEnd)}`).join("; ")}`, {
        size: 8,
      });
    }
    if (p.notices.length === 0) {
      w.row([
        { text: `Codice associazione F2 (CAS.SA.COLF): ${qty(p.cassacolf.hours)} ore × ${rate(p.cassacolf.hourlyTotal)}`, width: 0.86 },
        { text: money(p.cassacolf.amount), width: 0.14, align: "right" },
      ]);
    }
    if (many) {
      w.row([
        { text: "Totale da versare", width: 0.86, bold: true },
        { text: money(p.totalToPay), width: 0.14, align: "right", bold: true },
      ]);
    }
    w.gap(3);
    w.text(
      `Quota a carico del lavoratore: INPS ${money(p.inpsEmployee)} + CAS.SA.COLF ${money(p.cassacolf.employeeAmount)}; trattenuta nelle buste paga: ${money(p.withheldEmployee)}; differenza da arrotondamento delle ore: ${money(p.employeeDifference)}. Quota a carico del datore: INPS ${money(p.inpsEmployer)} + CAS.SA.COLF ${money(p.cassacolf.employerAmount)}.`,
      { size: 8 },
    );
  }
  w.heading("Riepilogo del trimestre");
  w.pairs([
    ["Ore retribuite", qty(s.totals.hours)],
    ["Totale da versare", money(s.totals.totalToPay)],
    ["Contributi INPS", money(s.totals.inpsAmount)],
    ["CAS.SA.COLF (F2)", money(s.totals.cassacolfAmount)],
    ["Quota lavoratore", money(s.totals.employeeShare)],
    ["Quota datore", money(s.totals.employerShare)],
    ["Differenza da arrotondamento delle ore", money(s.totals.employeeDifference)],
    ["di cui conguagliata nell'ultima busta paga del trimestre", money(s.totals.roundingSettled)],
  ]);
  w.gap(6);
  w.text(
    "Il pagamento si effettua con l'avviso pagoPA generato dal portale INPS (o presso gli sportelli abilitati). Conservare la ricevuta: al lavoratore va consegnata l'attestazione del pagamento.",
    { size: 8 },
  );
  return w.finish();
}

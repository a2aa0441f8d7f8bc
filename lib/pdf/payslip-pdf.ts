/**
 * The payslip document the family signs (issue 14 point 6, issue 26 point 17): parties with their
 * addresses, job and terms, pay table, CCNL minimum and superminimo, payment method, the hours that
 * mean something for the pay basis, earnings and deductions, INPS weeks with their bracket,
 * CAS.SA.COLF, counters (vacation, 13th, TFR, sickness), the 13th's months and base, the TFR built up
 * on a final settlement, year-to-date progressives, totals, and signatures kept together with a
 * header naming employer, worker and period; a footer on every page. Figures go through ./format.
 */
import { thirteenthPaidLines } from "@/lib/format/payslip-lines";
import { getDictionary } from "@/lib/i18n/dictionary";
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import Decimal from "decimal.js";
import { setImmediate as nextTurn } from "node:timers/promises";
import { date, money, period, qty, qty2, rate } from "./format";
import { PdfWriter, type DocumentMode, type WriterOptions } from "./writer";

const JOB: Record<string, string> = {
  domestic_help: "collaboratore domestico (colf)",
  carer_self_sufficient: "assistente a persona autosufficiente",
  carer_non_self_sufficient: "assistente a persona non autosufficiente",
  babysitter: "baby-sitter",
  night_assistance: "assistenza notturna",
  night_presence: "presenza notturna",
  rest_day_substitute: "sostituto nei giorni di riposo",
  cook: "cuoco",
  other: "altro",
};
const BRACKET: Record<string, string> = { bracket_1: "fascia 1", bracket_2: "fascia 2", bracket_3: "fascia 3", over_24_hours: "oltre 24 h" };
/** A unit, singular and plural ("1 mese", "2 mesi"). */
const UNIT: Record<string, [string, string]> = {
  hour: ["ora", "ore"],
  day: ["g", "gg"],
  week: ["sett.", "sett."],
  month: ["mese", "mesi"],
  year: ["anno", "anni"],
  period: ["", ""],
};

function quantity(periodType: string, duration: string): string {
  const unit = UNIT[periodType] ?? ["", ""];
  return `${qty(duration)} ${new Decimal(duration).equals(1) ? unit[0] : unit[1]}`.trim();
}

export function payslipTitle(d: PayslipDocumentData): string {
  const p = d.payslip;
  if (p.kind === "thirteenth") return `Tredicesima mensilità — ${period(p.period)}`;
  if (p.kind === "severance_liquidation") return `Liquidazione TFR — ${period(p.period)}`;
  if (p.kind === "correction") return `Cedolino di rettifica n. ${p.correctionNumber ?? 1} — ${period(p.period)}`;
  return `Busta paga${p.isEmploymentEnded ? " di fine rapporto" : ""} — ${period(p.period)}`;
}

export function payslipFooter(d: PayslipDocumentData): string {
  return `${d.employer.name} · ${d.worker.name} · ${period(d.payslip.period)}`;
}

type Element = PayslipDocumentData["payslip"]["earningElements"][number];

function elementRows(w: PdfWriter, title: string, elements: Element[]): void {
  if (elements.length === 0) return;
  w.text(title, { bold: true });
  w.row(
    [
      { text: "Voce", width: 0.5, bold: true },
      { text: "Quantità", width: 0.16, bold: true, align: "right" },
      { text: "Tariffa", width: 0.16, bold: true, align: "right" },
      { text: "Importo", width: 0.18, bold: true, align: "right" },
    ],
    { shade: true },
  );
  for (const e of elements) {
    const periodic = e.periodType !== "period";
    w.row([
      { text: e.name, width: 0.5 },
      { text: periodic ? quantity(e.periodType, e.periodDuration) : "", width: 0.16, align: "right" },
      { text: periodic ? rate(e.rate) : "", width: 0.16, align: "right" },
      { text: money(e.value), width: 0.18, align: "right" },
    ]);
  }
  w.gap(3);
}

/** The hours that mean something for the pay basis: an hourly worker's paid hours; a monthly wage pays the month, so only hour-paid extras count. */
function hoursPairs(d: PayslipDocumentData): [string, string][] {
  // a thirteenth or a TFR payment pays no hours: none are printed
  if (d.payslip.kind !== "ordinary") return [];
  const hourPaid = d.payslip.earningElements.filter((e) => e.periodType === "hour").map((e) => e.periodDuration);
  const paid = hourPaid.reduce((acc, h) => acc.plus(h), new Decimal(0)).toFixed(2);
  const out: [string, string][] = [];
  if (d.terms?.payBasis === "monthly") {
    out.push(["Retribuzione", "mensile fissa"]);
    if (!new Decimal(paid).isZero()) out.push(["Ore aggiuntive retribuite", qty2(paid)]);
  } else {
    out.push(["Ore retribuite", qty2(paid)]);
  }
  out.push(["Ore contributive", qty2(d.contributoryHours)]);
  return out;
}

function writeParties(w: PdfWriter, d: PayslipDocumentData): void {
  const t = d.terms;
  const pairs: [string, string][] = [
    ["Datore di lavoro", d.employer.name],
    ["Codice fiscale datore", d.employer.taxCode ?? "—"],
    ["Indirizzo datore", d.employer.address ?? "—"],
    ["Lavoratore", d.worker.name],
    ["Codice fiscale lavoratore", d.worker.fiscalCode ?? "—"],
    ["Indirizzo lavoratore", d.worker.address ?? "—"],
    ["Data di assunzione", date(d.contract.startDate)],
    ["Data di cessazione", d.contract.endDate ? date(d.contract.endDate) : "—"],
    ["Contratto", d.contract.fixedTerm ? "tempo determinato" : "tempo indeterminato"],
    ["Codice rapporto INPS", d.contract.inpsRelationshipCode ?? "—"],
  ];
  // prestazione universale (rules-update-3 B3): the assisted person and the workplace, when recorded
  const a = d.contract.assistedPerson;
  if (a)
    pairs.push(
      ["Persona assistita", a.name],
      ["Codice fiscale assistito", a.fiscalCode ?? "—"],
      ["Data di nascita assistito", a.birthDate ? date(a.birthDate) : "—"],
    );
  if (d.contract.workplaceAddress) pairs.push(["Luogo di lavoro", d.contract.workplaceAddress]);
  if (t) {
    pairs.push(
      ["Mansione", JOB[t.jobType] ?? t.jobType],
      ["Livello", t.level],
      ["Convivente", t.cohabiting ? "sì" : "no"],
      ["Orario settimanale", `${qty(t.weeklyHours)} ore`],
      ["Tabella retributiva", `tabella ${t.payTable}`],
      ["Retribuzione pattuita", `${money(t.wage)} ${t.payBasis === "hourly" ? "orari" : "mensili"}`],
      ["Minimo CCNL", t.ccnlMinimum ? `${money(t.ccnlMinimum)} ${t.minimumUnit === "hour" ? "orari" : "mensili"}` : "—"],
      ["Superminimo", t.superminimo ? money(t.superminimo) : "—"],
      ["Vitto e alloggio", t.board.length ? t.board.join(", ") : "no"],
    );
  }
  pairs.push(...hoursPairs(d));
  w.pairs(pairs);
  w.text(`Pagamento: ${d.worker.iban ? `bonifico su IBAN ${d.worker.iban}` : "non indicato"}`, { size: 7.5 });
  w.gap(4);
}

function writeWeeks(w: PdfWriter, p: PayslipDocumentData["payslip"]): void {
  const weeks = p.inpsContributions;
  if (weeks.length === 0) return;
  w.heading("Contributi INPS per settimana", 10);
  w.row(
    [
      { text: "Settimana", width: 0.24, bold: true },
      { text: "Ore", width: 0.09, bold: true, align: "right" },
      { text: "Fascia", width: 0.14, bold: true },
      { text: "Retrib. oraria eff.", width: 0.13, bold: true, align: "right" },
      { text: "Contributo orario", width: 0.12, bold: true, align: "right" },
      { text: "Lavoratore", width: 0.14, bold: true, align: "right" },
      { text: "Datore", width: 0.14, bold: true, align: "right" },
    ],
    { shade: true },
  );
  for (const x of weeks) {
    w.row([
      {
        text: `${date(x.weekStart)} – ${date(x.weekEnd)}${x.isFromNextPeriod ? " (mese successivo)" : x.origin === "notice" ? " (preavviso)" : ""}`,
        width: 0.24,
      },
      { text: qty2(x.hours), width: 0.09, align: "right" },
      { text: BRACKET[x.type] ?? x.type, width: 0.14 },
      { text: rate(x.effectiveWageRate), width: 0.13, align: "right" },
      { text: rate(x.hourlyTotal), width: 0.12, align: "right" },
      { text: money(x.employeeAmount), width: 0.14, align: "right" },
      { text: money(x.employerAmount), width: 0.14, align: "right" },
    ]);
  }
  const cas = p.cassacolfContributions.filter((c) => !c.isFromNextPeriod);
  if (cas.length > 0) {
    w.text(
      `CAS.SA.COLF (F2): quota lavoratore ${money(p.totalEmployeeCassacolfTaxes)}; contributi del datore (INPS + CAS.SA.COLF) ${money(p.totalEmployerTaxes)}.`,
      { size: 8 },
    );
  }
}

function writeCounters(w: PdfWriter, p: PayslipDocumentData["payslip"]): void {
  w.heading("Ratei e contatori", 10);
  const v = p.vacationState;
  const th = p.thirteenthState;
  const sv = p.severanceState;
  const sk = p.sickState;
  w.pairs([
    ["Ferie maturate / godute", `${qty(v.accrued)} / ${qty(v.used)} gg`],
    ["Ferie residue", `${qty(v.totalLeft)} gg`],
    ["Tredicesima maturata nel mese", money(th.accrued)],
    ["Tredicesima da liquidare", money(th.totalLeft)],
    ["TFR maturato nel mese", money(sv.accrued)],
    ["Fondo TFR", money(sv.totalLeft)],
    ["Malattia mese (50%/100%/n.r.)", `${qty(sk.paidHalfDays)} / ${qty(sk.paidFullDays)} / ${qty(sk.nonPaidDays)} gg`],
    ["Malattia anno (50%/100%/n.r.)", `${qty(sk.totalPaidHalfDays)} / ${qty(sk.totalPaidFullDays)} / ${qty(sk.totalNonPaidDays)} gg`],
  ]);
}

/** The 13th paid by this payslip: its months of accrual in the year and its monthly base. */
function writeThirteenth(w: PdfWriter, d: PayslipDocumentData): void {
  const p = d.payslip;
  const paid = thirteenthPaidLines(p.earningElements);
  if (paid.length === 0) return;
  const months = d.thirteenthMonths;
  const span = months.length ? ` (${period(months[0]!)} – ${period(months[months.length - 1]!)})` : "";
  w.heading("Tredicesima mensilità", 10);
  w.pairs(
    [
      ["Mesi di maturazione nell'anno", `${months.length}${span}`],
      ["Retribuzione mensile di base", money(p.thirteenthState.utilWage)],
      ["Maturata nell'anno", money(p.thirteenthState.accruedThisYear)],
      ...paid.map((e): [string, string] => [e.name, money(e.value)]),
    ],
    { perRow: 2 },
  );
}

/** The TFR of a final settlement built up: fund at 31 December, revaluation with its coefficient, the year's quota, advances. */
function writeSeverance(w: PdfWriter, p: PayslipDocumentData["payslip"]): void {
  const b = p.severanceBreakdown;
  if (!b) return;
  const coefficient = b.coefficientMonth
    ? `coefficiente ${qty(b.coefficientPercent, 6)}% di ${period(b.coefficientMonth)}${b.coefficientProvisional ? ", provvisorio" : ""}`
    : "meno di mezzo mese: nessun coefficiente";
  w.heading("Trattamento di fine rapporto", 10);
  // one line each, in the order of the computation, amounts in one column
  const lines: [string, string, boolean?][] = [
    ["Fondo al 31 dicembre precedente", money(b.fundAtLastYearEnd)],
    [`Rivalutazione (${coefficient})`, money(b.revaluation)],
    ...(isZeroAmount(b.advanceRevaluation) ? [] : [["di cui su anticipi dell'anno", money(b.advanceRevaluation)] as [string, string]]),
    ["Quota maturata nell'anno", money(b.quotaOfYear)],
    ["Anticipi dell'anno", isZeroAmount(b.advancesThisYear) ? money("0") : `− ${money(b.advancesThisYear)}`],
    ["TFR liquidato", money(b.totalPaid), true],
  ];
  for (const [label, value, bold] of lines)
    w.row([
      { text: label, width: 0.75, bold },
      { text: value, width: 0.25, align: "right", bold },
    ]);
  if (b.coefficientProvisional && b.provisionalReason) w.text(`Coefficiente provvisorio: ${b.provisionalReason}`, { size: 7.5 });
}

function isZeroAmount(value: string): boolean {
  return new Decimal(value).isZero();
}

function writeYearToDate(w: PdfWriter, p: PayslipDocumentData["payslip"]): void {
  w.heading(`Progressivi dell'anno ${p.period.slice(0, 4)}`, 10);
  w.pairs([
    ["Lordo", money(p.ytdTotalGross)],
    ["Contributi lavoratore", money(p.ytdTotalEmployeeTaxes)],
    ["Trattenute", money(p.ytdTotalDeductions)],
    ["Imponibile", money(p.ytdTotalTaxableGross)],
    ["Netto", money(p.ytdTotalNet)],
    ["Contributi datore", money(p.ytdTotalEmployerTaxes)],
  ]);
}

/** Totals, notes and signatures on one page, under a line naming employer, worker and period: never signatures alone. */
function writeTotalsAndSignatures(w: PdfWriter, d: PayslipDocumentData): void {
  const p = d.payslip;
  const notes = [p.note1, p.note2].filter((n): n is string => !!n);
  w.keepTogether((b) => {
    b.heading(`Totali — ${payslipTitle(d)}`, 10);
    b.text(`Datore di lavoro: ${d.employer.name} · Lavoratore: ${d.worker.name} · dal ${date(p.startDate)} al ${date(p.endDate)}`, { size: 8 });
    b.pairs([
      ["Lordo", money(p.totalGross)],
      ["Trattenute", money(p.totalDeductions)],
      ["Contributi lavoratore", money(p.totalEmployeeTaxes)],
      ["Contributi datore", money(p.totalEmployerTaxes)],
      ["Imponibile", money(p.totalTaxableGross)],
      ["Costo datore", money(p.totalCost)],
    ]);
    b.row(
      [
        { text: "NETTO A PAGARE", width: 0.7, bold: true },
        { text: money(p.totalNet), width: 0.3, bold: true, align: "right" },
      ],
      { size: 11, shade: true },
    );
    for (const n of notes) b.text(n, { size: 8 });
    b.gap(8);
    b.row([
      { text: `Firma del datore di lavoro (${d.employer.name})\n\n______________________________`, width: 0.5 },
      { text: `Firma del lavoratore per ricevuta (${d.worker.name})\n\n______________________________`, width: 0.5 },
    ]);
  });
}

/** The difference's lines as the clerk's screen names them (the document is in Italian). */
const CORRECTION_LABELS: Record<string, string> = getDictionary("it").corrections.payslip.summary;

/** A correcting payslip's statement of the difference: the original, the recomputed figure, the difference (docs/corrections.md). */
function writeCorrection(w: PdfWriter, d: PayslipDocumentData): void {
  const c = d.payslip.correction;
  if (!c) return;
  w.text(
    `Rettifica del cedolino di ${period(d.payslip.period)}, che resta valido com'è stato emesso. Differenza pagata in ${period(d.payslip.paidPeriod ?? d.payslip.period)}: i contributi vanno nel trimestre ${c.quarter.replace("-Q", " T")} (${c.wholeHours} ore).`,
    { size: 9 },
  );
  w.gap(3);
  w.row(
    [
      { text: "Voce", width: 0.46, bold: true },
      { text: "Emesso", width: 0.18, bold: true, align: "right" },
      { text: "Ricalcolato", width: 0.18, bold: true, align: "right" },
      { text: "Differenza", width: 0.18, bold: true, align: "right" },
    ],
    { shade: true },
  );
  const figure = (code: string, v: string) => (code.endsWith("_hours") || code === "vacation_accrual" ? qty2(v) : money(v));
  for (const [code, a] of Object.entries(c.summary)) {
    if (new Decimal(a.original).isZero() && new Decimal(a.corrected).isZero()) continue;
    w.row([
      { text: CORRECTION_LABELS[code] ?? code, width: 0.46 },
      { text: figure(code, a.original), width: 0.18, align: "right" },
      { text: figure(code, a.corrected), width: 0.18, align: "right" },
      { text: figure(code, a.difference), width: 0.18, align: "right", bold: true },
    ]);
  }
  w.gap(6);
}

/** Writes one payslip into `w` (the current section). */
export function writePayslip(w: PdfWriter, d: PayslipDocumentData): void {
  const p = d.payslip;
  w.text(payslipTitle(d), { size: 14, bold: true });
  w.text(`Periodo dal ${date(p.startDate)} al ${date(p.endDate)} · CCNL lavoro domestico`, { size: 9 });
  if (p.status !== "final") w.text("BOZZA — documento non definitivo", { bold: true, color: "#a00000" });
  w.gap(3);
  writeParties(w, d);
  writeCorrection(w, d);
  elementRows(w, "Competenze", p.earningElements);
  elementRows(w, "Trattenute", p.deductionElements);
  elementRows(w, "Voci figurative (non pagate: entrano in tredicesima, TFR e contributi)", p.imputedElements);
  elementRows(w, "Contributi a carico del lavoratore", p.employeeTaxesElements);
  writeWeeks(w, p);
  // each section whole on a page: a breakdown split across pages is hard to check
  w.keepTogether((b) => writeCounters(b, p));
  w.keepTogether((b) => writeThirteenth(b, d));
  w.keepTogether((b) => writeSeverance(b, p));
  w.keepTogether((b) => writeYearToDate(b, p));
  writeTotalsAndSignatures(w, d);
}

/** The payslip as PDF: a sandbox's says PROVA (`testMode`); an e-mailed copy may be encrypted (`security`). */
export async function renderPayslipPdf(d: PayslipDocumentData, createdAt: Date, mode: DocumentMode & Pick<WriterOptions, "security"> = {}): Promise<Buffer> {
  const w = new PdfWriter({ title: payslipTitle(d), footer: payslipFooter(d), createdAt, ...mode });
  writePayslip(w, d);
  return w.finish();
}

/** A month's payslips in one file, each numbered on its own ("pagina x di y"). */
export async function renderPayslipsPdf(list: PayslipDocumentData[], title: string, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of streamPayslipsPdf(oneBatch(list), title, createdAt, mode)) parts.push(part);
  return Buffer.concat(parts);
}

async function* oneBatch<T>(list: T[]): AsyncGenerator<T[]> {
  yield list;
}

/**
 * renderPayslipsPdf written as its payslips come, a batch at a time, and answered as it is written:
 * each payslip's complete pages (footers included) are yielded once the next one starts, and the
 * next batch is asked for only when this one is written, so the file is sent while it is written
 * and holds one batch's data and one payslip's pages in memory, whatever the month's size.
 */
export async function* streamPayslipsPdf(
  batches: AsyncIterable<PayslipDocumentData[]>,
  title: string,
  createdAt: Date,
  mode: DocumentMode = {},
): AsyncGenerator<Buffer> {
  let w: PdfWriter | null = null;
  for await (const list of batches) {
    for (const d of list) {
      if (w) w.startSection(payslipFooter(d));
      else w = new PdfWriter({ title, footer: payslipFooter(d), createdAt, ...mode });
      writePayslip(w, d);
      // the pages before this payslip are complete: sent now
      const written = w.take();
      if (written.length) yield written;
      // the process's other work gets its turn between two payslips
      await nextTurn();
    }
  }
  if (!w) {
    w = new PdfWriter({ title, footer: title, createdAt, ...mode });
    w.text("Nessuna busta paga definitiva nel mese.");
  }
  yield await w.finish();
}

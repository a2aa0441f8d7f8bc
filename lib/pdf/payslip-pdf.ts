/**
 * The payslip document the family signs (issue 14 point 6): parties, job and terms, pay table, CCNL
 * minimum and superminimo, payment method, earnings and deductions, INPS weeks with their bracket,
 * CAS.SA.COLF, counters (vacation, 13th, TFR, sickness), the TFR breakdown on a final settlement,
 * totals and signatures kept together, and a footer on every page.
 */
import type { PayslipDocumentData } from "@/lib/services/documents/payslip-document-data";
import { PdfWriter, euro, itDate, itNumber, itPeriod } from "./writer";

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
const UNIT: Record<string, string> = { hour: "ore", day: "gg", week: "sett.", month: "mesi", year: "anni", period: "" };

/** A unit rate: at least 2 decimals, trailing zeros beyond them trimmed ("9.000000" → "9,00", "0.479999" kept). */
function rate(value: string): string {
  const [i = "0", f = ""] = value.split(".");
  const frac = f.replace(/0+$/, "").padEnd(2, "0");
  return itNumber(`${i}.${frac}`);
}

/** Trim trailing zeros of a quantity: "84.000000" → "84", "3.3333" → "3,3333". */
function qty(value: string): string {
  const t = value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
  return itNumber(t);
}

export function payslipTitle(d: PayslipDocumentData): string {
  const p = d.payslip;
  if (p.kind === "thirteenth") return `Tredicesima mensilità — ${itPeriod(p.period)}`;
  if (p.kind === "severance_liquidation") return `Liquidazione TFR — ${itPeriod(p.period)}`;
  return `Busta paga — ${itPeriod(p.period)}`;
}

export function payslipFooter(d: PayslipDocumentData): string {
  return `${d.employer.name} · ${d.worker.name} · ${itPeriod(d.payslip.period)}`;
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
      { text: periodic ? `${qty(e.periodDuration)} ${UNIT[e.periodType] ?? ""}`.trim() : "", width: 0.16, align: "right" },
      { text: periodic ? euro(rate(e.rate)) : "", width: 0.16, align: "right" },
      { text: euro(e.value), width: 0.18, align: "right" },
    ]);
  }
  w.gap(3);
}

/** Writes one payslip into `w` (the current section). */
export function writePayslip(w: PdfWriter, d: PayslipDocumentData): void {
  const p = d.payslip;
  w.text(payslipTitle(d), { size: 14, bold: true });
  w.text(`Periodo dal ${itDate(p.startDate)} al ${itDate(p.endDate)} · CCNL lavoro domestico`, { size: 9 });
  if (p.status !== "final") w.text("BOZZA — documento non definitivo", { bold: true, color: "#a00000" });
  w.gap(3);
  const t = d.terms;
  const pairs: [string, string][] = [
    ["Datore di lavoro", d.employer.name],
    ["Codice fiscale datore", d.employer.taxCode ?? "—"],
    ["Lavoratore", d.worker.name],
    ["Codice fiscale lavoratore", d.worker.fiscalCode ?? "—"],
    ["Data di assunzione", itDate(d.contract.startDate)],
    ["Data di cessazione", d.contract.endDate ? itDate(d.contract.endDate) : "—"],
    ["Contratto", d.contract.fixedTerm ? "tempo determinato" : "tempo indeterminato"],
    ["Codice rapporto INPS", d.contract.inpsRelationshipCode ?? "—"],
  ];
  if (t) {
    pairs.push(
      ["Mansione", JOB[t.jobType] ?? t.jobType],
      ["Livello", t.level],
      ["Convivente", t.cohabiting ? "sì" : "no"],
      ["Orario settimanale", `${itNumber(t.weeklyHours)} ore`],
      ["Tabella retributiva", `tabella ${t.payTable}`],
      ["Retribuzione pattuita", `${euro(t.wage)} ${t.payBasis === "hourly" ? "orari" : "mensili"}`],
      ["Minimo CCNL", t.ccnlMinimum ? `${euro(t.ccnlMinimum)} ${t.minimumUnit === "hour" ? "orari" : "mensili"}` : "—"],
      ["Superminimo", t.superminimo ? euro(t.superminimo) : "—"],
      ["Vitto e alloggio", t.board.length ? t.board.join(", ") : "no"],
    );
  }
  pairs.push(["Ore retribuite (contributive)", `${itNumber(d.paidHours)}${t?.payBasis === "monthly" ? " (mensile: retribuzione fissa)" : ""}`]);
  w.pairs(pairs);
  w.text(`Pagamento: ${d.worker.iban ? `bonifico su IBAN ${d.worker.iban}` : "non indicato"}`, { size: 7.5 });
  w.gap(4);

  elementRows(w, "Competenze", p.earningElements);
  elementRows(w, "Trattenute", p.deductionElements);
  elementRows(w, "Voci figurative (non pagate: entrano in tredicesima, TFR e contributi)", p.imputedElements);
  elementRows(w, "Contributi a carico del lavoratore", p.employeeTaxesElements);

  const weeks = p.inpsContributions;
  if (weeks.length > 0) {
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
          text: `${itDate(x.weekStart)} – ${itDate(x.weekEnd)}${x.isFromNextPeriod ? " (mese successivo)" : x.origin === "notice" ? " (preavviso)" : ""}`,
          width: 0.24,
        },
        { text: itNumber(x.hours), width: 0.09, align: "right" },
        { text: BRACKET[x.type] ?? x.type, width: 0.14 },
        { text: euro(x.effectiveWageRate), width: 0.13, align: "right" },
        { text: euro(x.hourlyTotal), width: 0.12, align: "right" },
        { text: euro(x.employeeAmount), width: 0.14, align: "right" },
        { text: euro(x.employerAmount), width: 0.14, align: "right" },
      ]);
    }
    const cas = p.cassacolfContributions.filter((c) => !c.isFromNextPeriod);
    if (cas.length > 0) {
      const casEmployee = p.totalEmployeeCassacolfTaxes;
      w.text(`CAS.SA.COLF (F2): quota lavoratore ${euro(casEmployee)}; contributi del datore (INPS + CAS.SA.COLF) ${euro(p.totalEmployerTaxes)}.`, { size: 8 });
    }
  }

  w.heading("Ratei e contatori", 10);
  const v = p.vacationState;
  const th = p.thirteenthState;
  const sv = p.severanceState;
  const sk = p.sickState;
  w.pairs([
    ["Ferie maturate / godute", `${itNumber(v.accrued)} / ${itNumber(v.used)} gg`],
    ["Ferie residue", `${itNumber(v.totalLeft)} gg`],
    ["Tredicesima maturata nel mese", euro(th.accrued)],
    ["Tredicesima da liquidare", euro(th.totalLeft)],
    ["TFR maturato nel mese", euro(sv.accrued)],
    ["Fondo TFR", euro(sv.totalLeft)],
    ["Malattia mese (50%/100%/n.r.)", `${qty(sk.paidHalfDays)} / ${qty(sk.paidFullDays)} / ${qty(sk.nonPaidDays)} gg`],
    ["Malattia anno (50%/100%/n.r.)", `${qty(sk.totalPaidHalfDays)} / ${qty(sk.totalPaidFullDays)} / ${qty(sk.totalNonPaidDays)} gg`],
  ]);
  const tfrLines = p.earningElements.filter((e) => e.code === "TFR" || e.code === "TFR_RIVALUTAZIONE");
  if (tfrLines.length > 0) {
    w.heading("Trattamento di fine rapporto", 10);
    w.pairs([
      ["Accantonato anni precedenti", euro(sv.accruedPreviousYears)],
      ["Maturato nell'anno", euro(sv.accruedThisYear)],
      ...tfrLines.map((e): [string, string] => [e.name, euro(e.value)]),
      ["TFR liquidato", euro(sv.liquidated)],
    ]);
  }

  // totals and signatures stay together: never signatures alone on a page
  w.ensure(125);
  w.heading("Totali", 10);
  w.pairs([
    ["Totale competenze (lordo)", euro(p.totalGross)],
    ["Totale trattenute", euro(p.totalDeductions)],
    ["Contributi lavoratore", euro(p.totalEmployeeTaxes)],
    ["Contributi datore", euro(p.totalEmployerTaxes)],
    ["Imponibile", euro(p.totalTaxableGross)],
    ["Costo per il datore", euro(p.totalCost)],
  ]);
  w.row(
    [
      { text: "NETTO A PAGARE", width: 0.7, bold: true },
      { text: euro(p.totalNet), width: 0.3, bold: true, align: "right" },
    ],
    { size: 11, shade: true },
  );
  if (p.note1) w.text(p.note1, { size: 8 });
  if (p.note2) w.text(p.note2, { size: 8 });
  w.gap(14);
  w.row([
    { text: "Firma del datore di lavoro\n\n______________________________", width: 0.5 },
    { text: "Firma del lavoratore per ricevuta\n\n______________________________", width: 0.5 },
  ]);
}

export async function renderPayslipPdf(d: PayslipDocumentData, createdAt: Date): Promise<Buffer> {
  const w = new PdfWriter({ title: payslipTitle(d), footer: payslipFooter(d), createdAt });
  writePayslip(w, d);
  return w.finish();
}

/** A month's payslips in one file, each numbered on its own ("pagina x di y"). */
export async function renderPayslipsPdf(list: PayslipDocumentData[], title: string, createdAt: Date): Promise<Buffer> {
  const first = list[0];
  const w = new PdfWriter({ title, footer: first ? payslipFooter(first) : title, createdAt });
  if (!first) w.text("Nessuna busta paga definitiva nel mese.");
  list.forEach((d, i) => {
    if (i > 0) w.startSection(payslipFooter(d));
    writePayslip(w, d);
  });
  return w.finish();
}

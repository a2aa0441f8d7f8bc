/**
 * The hiring letter and the change letter a family gives its domestic worker (issue 31 item 2):
 * the information D.Lgs. 152/1997 as amended by D.Lgs. 104/2022 requires (parties, workplace, start
 * and duration, probation, duties and level, schedule and its placement, pay elements and payment,
 * vacation, leaves, notice, the CCNL applied, the social-security bodies) and what the renewed CCNL
 * art. 6 adds (CNEL code H501, cohabitation, distribution of the hours). Always in Italian: it is
 * the legal document both parties sign, whatever the language of the screens. CCNL institutes are
 * named by their title, not by article number: the 2020 and 2025 texts number them differently
 * (docs/domain/rules-update.md, "How to read"). Figures go through ./format.
 */
import type { ContractLetterData, LetterTerms } from "@/lib/services/letters/letter-data";
import { WEEKDAYS, type Weekday } from "@/lib/payroll";
import { date, longDate, money, qty } from "./format";
import { PdfWriter, type DocumentMode } from "./writer";

const JOB: Record<string, string> = {
  domestic_help: "collaboratore/collaboratrice familiare",
  carer_self_sufficient: "assistente a persona autosufficiente",
  carer_non_self_sufficient: "assistente a persona non autosufficiente",
  babysitter: "baby-sitter",
  night_assistance: "assistenza notturna",
  night_presence: "presenza notturna",
  rest_day_substitute: "sostituto/a nei giorni di riposo",
  cook: "cuoco/cuoca",
  other: "altre mansioni",
};

const DUTIES: Record<string, string> = {
  domestic_help: "pulizia e riordino della casa, lavanderia e stiratura, preparazione dei pasti, spesa e piccole commissioni per la famiglia",
  carer_self_sufficient:
    "assistenza e compagnia alla persona autosufficiente, aiuto nelle attività quotidiane, cura della casa e dei pasti della persona assistita",
  carer_non_self_sufficient:
    "assistenza alla persona non autosufficiente: igiene e cura della persona, aiuto nella mobilità e nell'alimentazione, sorveglianza, cura dell'ambiente di vita della persona assistita",
  babysitter: "cura, sorveglianza e accompagnamento dei bambini, preparazione dei loro pasti e riordino dei loro spazi",
  night_assistance: "assistenza notturna alla persona, con prestazioni discontinue nella fascia tra le 20:00 e le 8:00",
  night_presence: "presenza notturna nell'abitazione nella fascia tra le 21:00 e le 8:00, con idonea sistemazione per il riposo",
  rest_day_substitute: "sostituzione del personale nei giorni di riposo, con le mansioni di quest'ultimo",
  cook: "preparazione dei pasti, cura della cucina e della dispensa",
  other: "mansioni concordate tra le parti, proprie del livello di inquadramento",
};

const DAY: Record<Weekday, string> = {
  monday: "Lunedì",
  tuesday: "Martedì",
  wednesday: "Mercoledì",
  thursday: "Giovedì",
  friday: "Venerdì",
  saturday: "Sabato",
  sunday: "Domenica",
};

const TABLE: Record<string, string> = {
  A: "tabella A, personale convivente",
  B: "tabella B, personale convivente fino a 30 ore settimanali",
  C: "tabella C, personale non convivente",
  D: "tabella D, assistenza notturna",
  E: "tabella E, presenza notturna",
  G: "tabella G, sostituzione nei giorni di riposo",
};

const PAYMENT: Record<string, string> = {
  bank_transfer: "bonifico bancario sul conto indicato dal lavoratore",
  cash: "contanti, contro rilascio di quietanza da parte del lavoratore",
  cheque: "assegno",
};

/** Words that follow the worker's sex (unknown: both forms). */
function gender(d: ContractLetterData) {
  const f = d.worker.sex === "F";
  const m = d.worker.sex === "M";
  const pick = (male: string, female: string, both: string) => (f ? female : m ? male : both);
  return {
    worker: pick("lavoratore", "lavoratrice", "lavoratore/lavoratrice"),
    Worker: pick("Lavoratore", "Lavoratrice", "Lavoratore/Lavoratrice"),
    title: pick("Sig.", "Sig.ra", "Sig./Sig.ra"),
    hired: pick("di averlo assunto", "di averla assunta", "di averlo/a assunto/a"),
    to: pick("al", "alla", "al/alla"),
    the: pick("Il lavoratore", "La lavoratrice", "Il lavoratore / La lavoratrice"),
    born: pick("nato", "nata", "nato/a"),
  };
}

export function letterTitle(d: ContractLetterData): string {
  return d.kind === "hiring" ? "Lettera di assunzione" : "Comunicazione di variazione delle condizioni di lavoro";
}

function perUnit(t: LetterTerms): string {
  return t.payBasis === "monthly" ? "mensili" : "orari";
}

function writeParties(w: PdfWriter, d: ContractLetterData): void {
  const g = gender(d);
  const employer = [d.employer.name, d.employer.fiscalCode ? `C.F. ${d.employer.fiscalCode}` : null, d.employer.address].filter(Boolean).join("\n");
  const born = d.worker.birthDate ? `${g.born}${d.worker.birthPlace ? ` a ${d.worker.birthPlace}` : ""} il ${date(d.worker.birthDate)}` : null;
  const worker = [
    d.worker.name,
    d.worker.fiscalCode ? `C.F. ${d.worker.fiscalCode}` : null,
    born,
    d.worker.nationality ? `nazionalità ${d.worker.nationality}` : null,
    d.worker.address,
  ]
    .filter(Boolean)
    .join("\n");
  w.row([
    { text: "DATORE DI LAVORO", width: 0.5, bold: true },
    { text: g.Worker.toUpperCase(), width: 0.5, bold: true },
  ]);
  w.row(
    [
      { text: employer, width: 0.5 },
      { text: worker, width: 0.5 },
    ],
    { size: 9.5 },
  );
  w.gap(14);
}

function writeSection(b: PdfWriter, title: string, paragraphs: string[]): void {
  b.gap(3);
  b.text(title, { size: 10, bold: true });
  for (const p of paragraphs) b.text(p, { size: 9.5 });
}

function section(w: PdfWriter, title: string, ...paragraphs: string[]): void {
  w.keepTogether((b) => writeSection(b, title, paragraphs));
}

function durationText(d: ContractLetterData): string {
  const start = `Il rapporto di lavoro ha inizio il ${longDate(d.contract.startDate)}`;
  if (!d.contract.fixedTerm) return `${start} ed è a tempo indeterminato.`;
  const reason =
    d.details.fixedTermReason ??
    (d.contract.replacesAbsentWorker ? "sostituzione di un lavoratore assente con diritto alla conservazione del posto" : "esigenze temporanee della famiglia");
  return `${start} ed è a tempo determinato fino al ${longDate(d.contract.fixedTermEndDate ?? d.contract.startDate)}, per la seguente ragione: ${reason}.`;
}

function probationText(d: ContractLetterData): string {
  const f = d.terms.facts;
  const rule = f.probationFromFixedTermLaw
    ? "ridotto per il contratto a termine a un giorno ogni 15 giorni di calendario di durata (L. 203/2024), più favorevole del termine del CCNL"
    : "come previsto dal CCNL: 30 giorni per il personale convivente e per i livelli D e DS, 8 giorni negli altri casi";
  return (
    `Il periodo di prova è di ${f.probationDays} giorni di effettivo lavoro, ${rule}. ` +
    "Durante la prova ciascuna delle parti può recedere senza preavviso; la malattia sospende la prova. " +
    "Superata la prova, il servizio prestato conta a tutti gli effetti dalla data di inizio."
  );
}

function cohabitationText(t: LetterTerms): string {
  if (t.jobType === "night_presence") return "Presenza notturna: il lavoratore dispone nell'abitazione di una idonea sistemazione per il riposo notturno.";
  if (!t.cohabiting) return "Rapporto senza convivenza (lavoratore non convivente).";
  const reduced = t.minimum?.table === "B" ? ", a orario ridotto fino a 30 ore settimanali" : "";
  const board = t.board.inCash
    ? "vitto e alloggio sono sostituiti da un'indennità in denaro"
    : "il datore di lavoro fornisce vitto e alloggio idoneo a salvaguardare la dignità e la riservatezza del lavoratore";
  return `Rapporto con convivenza${reduced}: ${board}.`;
}

function writeSchedule(w: PdfWriter, title: string, t: LetterTerms, d: ContractLetterData): void {
  const placement = d.details.schedule ?? {};
  w.keepTogether((b) => {
    b.gap(3);
    b.text(title, { size: 10, bold: true });
    b.text(`L'orario di lavoro è di ${qty(t.weeklyHours)} ore settimanali, distribuite come segue:`, { size: 9.5 });
    b.row(
      [
        { text: "Giorno", width: 0.25, bold: true },
        { text: "Ore", width: 0.15, bold: true, align: "center" },
        { text: "Collocazione oraria", width: 0.6, bold: true },
      ],
      { shade: true, size: 9 },
    );
    for (const day of WEEKDAYS) {
      const hours = t.schedule[day];
      const off = !hours || Number(hours) === 0;
      b.row(
        [
          { text: DAY[day], width: 0.25 },
          { text: off ? "—" : qty(hours), width: 0.15, align: "center" },
          { text: off ? "riposo" : (placement[day]?.replace(/-/g, " – ") ?? "da concordare tra le parti"), width: 0.6 },
        ],
        { size: 9 },
      );
    }
    b.gap(2);
    b.text(
      "Le variazioni della collocazione oraria sono concordate per iscritto. Sono garantiti i riposi giornaliero e settimanale previsti dal CCNL; " +
        "il lavoro straordinario, notturno e festivo è compensato con le maggiorazioni del CCNL.",
      { size: 9.5 },
    );
  });
}

function payRows(t: LetterTerms): [string, string][] {
  const unit = perUnit(t);
  const rows: [string, string][] = [];
  if (t.minimum)
    rows.push([
      `Retribuzione minima contrattuale (livello ${t.level}, ${TABLE[t.minimum.table] ?? t.minimum.table}, anno ${t.minimum.year})`,
      `${money(t.minimum.amount)} ${unit}`,
    ]);
  if (t.superminimo)
    rows.push([
      `Superminimo individuale (${t.superminimoAbsorbable ? "assorbibile" : "non assorbibile"} dagli aumenti contrattuali)`,
      `${money(t.superminimo)} ${unit}`,
    ]);
  if (t.allowanceAmounts.functionAllowance) rows.push(["Indennità di funzione (livelli D e DS)", `${money(t.allowanceAmounts.functionAllowance)} mensili`]);
  if (t.allowanceAmounts.babysitter)
    rows.push(["Indennità per assistenza a bambini fino a sei anni", `${money(t.allowanceAmounts.babysitter)} ${t.cohabiting ? "mensili" : "orari"}`]);
  if (t.allowanceAmounts.multipleAssisted) rows.push(["Indennità per l'assistenza a più persone", `${money(t.allowanceAmounts.multipleAssisted)} ${unit}`]);
  rows.push([`Retribuzione lorda pattuita (esclusi vitto e alloggio)`, `${money(t.wage)} ${unit}`]);
  const board = [t.board.breakfastLunch ? "colazione e pranzo" : null, t.board.dinner ? "cena" : null, t.board.lodging ? "alloggio" : null].filter(Boolean);
  if (board.length && t.boardDaily) {
    const values = [
      t.board.breakfastLunch ? `colazione e pranzo ${money(t.boardDaily.lunchOrBreakfast)}` : null,
      t.board.dinner ? `cena ${money(t.boardDaily.dinner)}` : null,
      t.board.lodging ? `alloggio ${money(t.boardDaily.lodging)}` : null,
    ].filter(Boolean);
    rows.push([
      t.board.inCash ? "Indennità sostitutiva di vitto e alloggio (valori giornalieri)" : "Vitto e alloggio in natura (valori convenzionali giornalieri)",
      values.join("; "),
    ]);
  }
  return rows;
}

function paymentText(d: ContractLetterData, withInstitutes: boolean): string {
  const method = d.details.paymentMethod ?? (d.worker.iban ? "bank_transfer" : "cash");
  const how = method === "bank_transfer" && d.worker.iban ? `bonifico bancario sul conto IBAN ${d.worker.iban}` : PAYMENT[method];
  const when = d.details.payDay ? `entro il giorno ${d.details.payDay} del mese successivo` : "al termine di ogni mese";
  const payment = `La retribuzione è pagata ${when}, mediante ${how}, con la consegna del prospetto paga in duplice copia firmato dalle parti.`;
  if (!withInstitutes) return payment;
  const b = d.terms.board;
  const board = b.breakfastLunch || b.dinner || b.lodging;
  return (
    `${payment} ` +
    "Spettano inoltre: la tredicesima mensilità, pari a una mensilità della retribuzione globale di fatto, pagata a dicembre e in proporzione ai mesi di servizio nell'anno; " +
    "gli scatti di anzianità del 4% del minimo contrattuale per ogni biennio di servizio presso lo stesso datore di lavoro, fino a sette." +
    (board ? " Il valore convenzionale di vitto e alloggio concorre alla tredicesima e al TFR." : "")
  );
}

function writePay(w: PdfWriter, title: string, d: ContractLetterData): void {
  const rows = payRows(d.terms);
  // the figures stay with their heading; the paragraph after them may continue on the next page
  w.keepTogether((b) => {
    b.gap(3);
    b.text(title, { size: 10, bold: true });
    for (const [label, value] of rows)
      b.row(
        [
          { text: label, width: 0.6 },
          { text: value, width: 0.4, align: "right" },
        ],
        { size: 9 },
      );
  });
  w.gap(2);
  w.text(paymentText(d, d.kind === "hiring"), { size: 9.5 });
}

function leavesText(t: LetterTerms): string {
  return (
    `Permessi retribuiti per visite mediche documentate e per le pratiche del permesso di soggiorno e dei ricongiungimenti familiari: ${qty(t.facts.paidPermitHours)} ore all'anno. ` +
    "Congedo matrimoniale retribuito di 15 giorni di calendario. Malattia retribuita per 8, 10 o 15 giorni all'anno secondo l'anzianità (al 50% fino al terzo giorno, al 100% dal quarto), " +
    "con conservazione del posto nei limiti del CCNL. Congedi di maternità e di paternità, congedo parentale e gli altri permessi e congedi previsti dalla legge e dal CCNL."
  );
}

function noticeText(t: LetterTerms): string {
  const f = t.facts;
  const band = (b: typeof f.dismissalNotice) => `${b.upTo} giorni di calendario fino a ${b.seniorityYears} anni di anzianità, ${b.beyond} giorni oltre`;
  const hours = f.noticeFullTime ? "non inferiore a 25 ore settimanali" : "inferiore a 25 ore settimanali";
  return (
    `Superato il periodo di prova, ciascuna parte può recedere dando il preavviso previsto dal CCNL per un orario ${hours}: ` +
    `in caso di licenziamento ${band(f.dismissalNotice)}; in caso di dimissioni ${band(f.resignationNotice)}. ` +
    "I termini del licenziamento sono raddoppiati se intimato prima del trentunesimo giorno dopo la fine del congedo di maternità. " +
    "Alla parte che non rispetta il preavviso è addebitata un'indennità pari alla retribuzione del periodo non concesso. Il preavviso non è dovuto in caso di giusta causa."
  );
}

function contributionsText(d: ContractLetterData): string {
  const code = d.contract.inpsRelationshipCode ? ` (codice rapporto INPS ${d.contract.inpsRelationshipCode})` : "";
  return (
    `Il datore di lavoro comunica l'assunzione all'INPS entro le ore 24 del giorno precedente l'inizio del rapporto${code} e versa ogni trimestre all'INPS ` +
    "i contributi previdenziali e assicurativi, comprensivi dell'assicurazione contro gli infortuni (INAIL), e il contributo di assistenza contrattuale CAS.SA.COLF (codice F2), " +
    "trattenendo dalla retribuzione la quota a carico del lavoratore. Alla cessazione spetta il trattamento di fine rapporto (art. 2120 c.c.), " +
    "pari per ogni anno alla retribuzione annua, compreso il valore convenzionale di vitto e alloggio, divisa per 13,5 e rivalutata ogni anno."
  );
}

/** The last section, place and date, and the signatures on one page: signatures never stand alone. */
function writeClosing(w: PdfWriter, d: ContractLetterData, issuedOn: string, last: [string, string[]]): void {
  const g = gender(d);
  const place = d.details.place ?? d.employer.locality;
  w.keepTogether((b) => {
    writeSection(b, last[0], last[1]);
    b.gap(10);
    b.text(`${place ? `${place}, ` : "Luogo e data: "}${longDate(issuedOn)}`, { size: 9.5 });
    b.gap(16);
    b.row(
      [
        { text: `Il datore di lavoro\n${d.employer.name}\n\n______________________________`, width: 0.5 },
        { text: `${g.the}, per ricevuta e accettazione\n${d.worker.name}\n\n______________________________`, width: 0.5 },
      ],
      { size: 9.5 },
    );
    b.gap(8);
    b.text(`${g.the} ${d.worker.name} dichiara di aver ricevuto copia della presente, firmata dal datore di lavoro.`, { size: 8.5, color: "#333333" });
  });
}

function writeHiring(w: PdfWriter, d: ContractLetterData, issuedOn: string): void {
  const g = gender(d);
  const t = d.terms;
  w.text(
    `${d.employer.sex === "F" ? "La sottoscritta" : "Il sottoscritto"} datore di lavoro comunica ${g.to} ${g.title} ${d.worker.name} ${g.hired} alle proprie dipendenze, alle condizioni che seguono.`,
    {
      size: 9.5,
    },
  );
  section(
    w,
    "1. Contratto collettivo applicato",
    "Contratto collettivo nazionale di lavoro sulla disciplina del rapporto di lavoro domestico (codice CNEL H501), stipulato da FIDALDO e DOMINA con Filcams-CGIL, Fisascat-CISL, UILTuCS e Federcolf, nel testo rinnovato in vigore. Per quanto non previsto dalla presente si applicano il CCNL e le norme di legge.",
  );
  section(w, "2. Inizio e durata del rapporto", durationText(d));
  section(w, "3. Periodo di prova", probationText(d));
  section(
    w,
    "4. Inquadramento e mansioni",
    `Livello ${t.level} del CCNL, profilo: ${JOB[t.jobType] ?? t.jobType}. Mansioni: ${d.details.duties ?? DUTIES[t.jobType] ?? DUTIES.other}.`,
  );
  section(w, "5. Convivenza", cohabitationText(t));
  writeSchedule(w, "6. Orario di lavoro, distribuzione e collocazione", t, d);
  section(w, "7. Luogo di lavoro", `${d.details.workplace ?? d.employer.address ?? "l'abitazione del datore di lavoro"}.`);
  writePay(w, "8. Retribuzione e modalità di pagamento", d);
  section(
    w,
    "9. Ferie",
    `${t.facts.vacationDays} giorni lavorativi per ogni anno di servizio, qualunque sia la distribuzione dell'orario (la settimana lavorativa si considera di sei giorni, dal lunedì al sabato), in proporzione per le frazioni d'anno. ` +
      "Il periodo è concordato tra le parti; le ferie non godute sono pagate solo alla cessazione del rapporto.",
  );
  section(w, "10. Permessi, congedi e malattia", leavesText(t));
  section(w, "11. Preavviso", noticeText(t));
  section(w, "12. Contributi, assicurazioni e TFR", contributionsText(d));
  writeClosing(w, d, issuedOn, [
    "13. Informativa",
    [
      "La presente lettera fornisce le informazioni previste dal D.Lgs. 26 maggio 1997, n. 152, come modificato dal D.Lgs. 27 giugno 2022, n. 104, e dal CCNL sull'assunzione. " +
        `Ogni variazione delle condizioni sarà comunicata per iscritto ${g.to} ${g.worker} entro il giorno in cui ha effetto. ` +
        "I dati personali sono trattati per la sola gestione del rapporto di lavoro (Regolamento UE 2016/679).",
    ],
  ]);
}

/** Label, old and new value of every term that changed. */
function changes(prev: LetterTerms, next: LetterTerms): [string, string, string][] {
  const rows: [string, string, string][] = [];
  const add = (label: string, a: string, b: string) => a !== b && rows.push([label, a, b]);
  add("Livello", prev.level, next.level);
  add("Profilo", JOB[prev.jobType] ?? prev.jobType, JOB[next.jobType] ?? next.jobType);
  add("Convivenza", prev.cohabiting ? "convivente" : "non convivente", next.cohabiting ? "convivente" : "non convivente");
  add("Ore settimanali", qty(prev.weeklyHours), qty(next.weeklyHours));
  const days = (t: LetterTerms) =>
    WEEKDAYS.filter((day) => Number(t.schedule[day]) > 0)
      .map((day) => `${DAY[day].slice(0, 3)} ${qty(t.schedule[day])}`)
      .join(", ") || "—";
  add("Distribuzione dell'orario", days(prev), days(next));
  add("Retribuzione lorda pattuita", `${money(prev.wage)} ${perUnit(prev)}`, `${money(next.wage)} ${perUnit(next)}`);
  add("Superminimo", prev.superminimo ? money(prev.superminimo) : "—", next.superminimo ? money(next.superminimo) : "—");
  const board = (t: LetterTerms) =>
    [t.board.breakfastLunch ? "colazione e pranzo" : null, t.board.dinner ? "cena" : null, t.board.lodging ? "alloggio" : null].filter(Boolean).join(", ") +
      (t.board.inCash ? " (in denaro)" : "") || "nessuno";
  add("Vitto e alloggio", board(prev), board(next));
  add("Permessi retribuiti annui", `${qty(prev.facts.paidPermitHours)} ore`, `${qty(next.facts.paidPermitHours)} ore`);
  return rows;
}

function writeChange(w: PdfWriter, d: ContractLetterData, issuedOn: string): void {
  const g = gender(d);
  const prev = d.previous!;
  const t = d.terms;
  w.text(
    `Con riferimento al rapporto di lavoro domestico in corso dal ${longDate(d.contract.startDate)}, regolato dal CCNL sulla disciplina del rapporto di lavoro domestico (codice CNEL H501), ` +
      `si comunica ${g.to} ${g.title} ${d.worker.name} che dal ${longDate(t.effectiveFrom)} le condizioni di lavoro sono modificate come segue.`,
    { size: 9.5 },
  );
  w.gap(4);
  const rows = changes(prev, t);
  w.row(
    [
      { text: "Voce", width: 0.3, bold: true },
      { text: `Condizioni precedenti (dal ${date(prev.effectiveFrom)})`, width: 0.35, bold: true },
      { text: `Nuove condizioni (dal ${date(t.effectiveFrom)})`, width: 0.35, bold: true },
    ],
    { shade: true, size: 9 },
  );
  if (rows.length === 0) w.row([{ text: "Nessuna variazione delle voci principali: si conferma quanto già comunicato.", width: 1 }], { size: 9 });
  for (const [label, a, b] of rows)
    w.row(
      [
        { text: label, width: 0.3 },
        { text: a, width: 0.35 },
        { text: `→ ${b}`, width: 0.35, bold: true },
      ],
      { size: 9 },
    );
  w.gap(6);
  writeSchedule(w, "Orario di lavoro dal " + date(t.effectiveFrom), t, d);
  writePay(w, "Retribuzione dal " + date(t.effectiveFrom), d);
  if (prev.facts.noticeFullTime !== t.facts.noticeFullTime) section(w, "Preavviso", noticeText(t));
  writeClosing(w, d, issuedOn, [
    "Altre condizioni",
    [
      "Restano invariate tutte le altre condizioni comunicate con la lettera di assunzione. La variazione dell'orario o della retribuzione è comunicata all'INPS entro cinque giorni. " +
        "La presente costituisce comunicazione scritta della modifica ai sensi del D.Lgs. 152/1997, come modificato dal D.Lgs. 104/2022.",
    ],
  ]);
}

/** The letter as PDF; `issuedOn` (YYYY-MM-DD) is the date printed above the signatures. */
export async function renderContractLetterPdf(d: ContractLetterData, issuedOn: string, createdAt: Date, mode: DocumentMode = {}): Promise<Buffer> {
  const w = new PdfWriter({ title: letterTitle(d), footer: `${letterTitle(d)} · ${d.employer.name} · ${d.worker.name}`, createdAt, ...mode });
  writeParties(w, d);
  w.text(letterTitle(d), { size: 15, bold: true, align: "center" });
  w.text(
    d.kind === "hiring"
      ? "Rapporto di lavoro domestico — informazioni ai sensi del D.Lgs. 152/1997 e del D.Lgs. 104/2022 e dell'art. 6 del CCNL (codice CNEL H501)"
      : "Rapporto di lavoro domestico — CCNL codice CNEL H501",
    { size: 8.5, align: "center", color: "#333333" },
  );
  w.gap(10);
  if (d.kind === "hiring") writeHiring(w, d, issuedOn);
  else writeChange(w, d, issuedOn);
  return w.finish();
}

// Strings of the deadlines calendar (issue 31 point 5): the home page's list, the calendar feed's
// events and its settings section. `titles` words a deadline's `title.code` with its params; the API's
// `summary` and the feed's SUMMARY come from the same table.

type P = Record<string, string>;

const quarterIt = (q: string | undefined) => (q ? `${q.slice(6)}° trimestre ${q.slice(0, 4)}` : "");
const italianDate = (iso: string | undefined) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "");

/** The mandatory communications' kinds (hiring, variation, extension, transformation, cessation, annulment). */
const COMMUNICATION_IT: Record<string, string> = {
  hiring: "assunzione",
  variation: "variazione",
  extension: "proroga",
  transformation: "trasformazione",
  cessation: "cessazione",
  annulment: "annullamento",
};

const it = {
  kinds: {
    inps_communication: "Comunicazione INPS",
    contribution_payment: "Contributi",
    probation_end: "Fine prova",
    fixed_term_end: "Fine tempo determinato",
    thirteenth: "Tredicesima",
    annual_statement: "Dichiarazione annuale",
    permit_expiry: "Documento in scadenza",
  },
  titles: {
    inps_communication: (p: P) => `Comunicazione INPS di ${COMMUNICATION_IT[p.communicationKind ?? ""] ?? "rapporto"}: ${p.workerName} (${p.employerName})`,
    contribution_payment_quarterly: (p: P) => `Contributi INPS e CAS.SA.COLF del ${quarterIt(p.quarter)}: ${p.employerName}`,
    contribution_payment_cessation: (p: P) => `Contributi di cessazione di ${p.workerName} (${p.employerName}), rapporto cessato il ${italianDate(p.endDate)}`,
    probation_end: (p: P) => `Fine del periodo di prova di ${p.workerName} (${p.employerName})`,
    fixed_term_end: (p: P) => `Termine del contratto a tempo determinato di ${p.workerName} (${p.employerName}): cessazione da registrare`,
    fixed_term_end_recorded: (p: P) => `Termine del contratto a tempo determinato di ${p.workerName} (${p.employerName})`,
    thirteenth: (p: P) => `Tredicesima ${p.year}: da pagare entro dicembre`,
    annual_statement: (p: P) => `Dichiarazione annuale ${p.year} (sostitutiva della CU) a ${p.workerName} (${p.employerName})`,
    identity_document_expiry: (p: P) => `Scade il documento d'identità di ${p.workerName}`,
    residence_permit_expiry: (p: P) => `Scade il permesso di soggiorno di ${p.workerName}`,
  },
  home: {
    title: "Prossime scadenze",
    none: "Nessuna scadenza nei prossimi giorni.",
    overdue: "Scadute",
    overdueBadge: "scaduta",
    open: "Apri",
    all: "Tutte le scadenze",
    many: (n: number) => `${n} scadenze`,
  },
  calendar: {
    tab: "Calendario",
    title: "Calendario delle scadenze",
    intro:
      "Un indirizzo segreto da aggiungere al tuo calendario (Google Calendar, Outlook, Calendario di Apple): mostra le scadenze dell'organizzazione dai 30 giorni passati ai prossimi 12 mesi, nella tua lingua.",
    secretNote: "Chi conosce l'indirizzo vede le scadenze: non condividerlo. Puoi sostituirlo o revocarlo in ogni momento.",
    inactive: "Nessun indirizzo attivo.",
    active: (date: string) => `Indirizzo attivo dal ${date}.`,
    lastUsed: (date: string) => `Ultimo aggiornamento del calendario: ${date}.`,
    create: "Crea l'indirizzo",
    rotate: "Sostituisci l'indirizzo",
    revoke: "Revoca",
    revokeConfirm: "Revocare l'indirizzo? Il calendario che lo usa smetterà di aggiornarsi.",
    created: "Copia l'indirizzo ora: non verrà mostrato di nuovo.",
    urlLabel: "Indirizzo del calendario",
    copy: "Copia",
    copied: "Copiato",
    revoked: "Indirizzo revocato.",
    onlyUsers: "Il calendario è personale: accedi con il tuo utente.",
  },
  feed: {
    calendarName: "Paghe Domestiche: scadenze",
    open: "Apri nell'app",
  },
};

export type DeadlinesMessages = typeof it;

export { it };

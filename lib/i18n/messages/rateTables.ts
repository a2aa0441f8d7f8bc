// Strings of the rate tables screen (Impostazioni → Tabelle; docs/rate-tables.md): the versions in force and the organization's published figures.

export const it = {
  title: "Tabelle retributive e contributive",
  intro:
    "Le tabelle che il calcolo legge, ognuna in vigore da una data, con lo stato e la fonte. Una tabella provvisoria è calcolata in anticipo (lo scatto del rinnovo, senza la rivalutazione ISTAT): quando il Ministero o l'INPS pubblicano quella ufficiale, puoi inserirla qui per la tua organizzazione senza attendere l'aggiornamento dell'applicazione.",
  year: "Anno",
  table: "Tabella",
  from: "Dal",
  to: "Al",
  status: "Stato",
  source: "Fonte",
  tableNames: {
    "ccnl-minimums": "Minimi retributivi CCNL",
    "ccnl-allowances": "Indennità CCNL",
    "board-lodging": "Vitto e alloggio",
    inps: "Contributi INPS",
    cassacolf: "CAS.SA.COLF",
    holidays: "Festività",
    "tfr-revaluation": "Rivalutazione TFR al 31 dicembre",
  },
  statuses: { published: "pubblicata", provisional: "provvisoria" },
  organizationFigures: "inserita dall'organizzazione",
  enterPublished: "Inserisci le tabelle pubblicate",
  editPublished: "Modifica le tabelle inserite",
  remove: "Rimuovi le tabelle inserite",
  confirmRemove: "Rimuovere le tabelle inserite? Torna a valere la tabella provvisoria e i cedolini calcolati con le tabelle inserite andranno aggiornati.",
  adminOnly: "Solo un amministratore può inserire le tabelle pubblicate.",
  form: {
    title: (from: string) => `Minimi retributivi CCNL in vigore dal ${from}`,
    intro:
      "Scrivi i minimi della tabella pubblicata per ogni livello: i valori proposti sono quelli provvisori. Valgono solo per la tua organizzazione; le bozze calcolate con la tabella provvisoria diventano da aggiornare e i cedolini definitivi da rettificare.",
    source: "Fonte",
    sourcePlaceholder: "Tabella Ministero del lavoro 2027",
    published: "Sono le tabelle ufficiali pubblicate",
    publishedOn: "Data di pubblicazione",
    payTables: {
      tableA: "Tabella A — conviventi (mensile)",
      tableB: "Tabella B — conviventi fino a 30 ore settimanali (mensile)",
      tableC: "Tabella C — non conviventi (orario)",
      tableD: "Tabella D — assistenza notturna (mensile)",
      tableE: "Tabella E — presenza notturna (mensile)",
      tableG: "Tabella G — sostituti nei riposi (orario)",
    },
    level: "Livello",
    provisional: "Provvisorio",
    figure: "Minimo",
    save: "Salva le tabelle",
    cancel: "Annulla",
  },
  result: {
    saved: "Tabelle salvate.",
    removed: "Tabelle inserite rimosse: vale di nuovo la tabella provvisoria.",
    drafts: (n: number) => (n === 1 ? "1 cedolino in bozza da aggiornare" : `${n} cedolini in bozza da aggiornare`),
    finals: (n: number) => (n === 1 ? "1 cedolino definitivo da rettificare" : `${n} cedolini definitivi da rettificare`),
    none: "Nessun cedolino era calcolato sulla tabella sostituita.",
    openMonth: (month: string) => `Apri il mese di ${month}`,
  },
};

export type RateTablesMessages = typeof it;

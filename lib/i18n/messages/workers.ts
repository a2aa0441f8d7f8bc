// Strings of the worker page (issue 31): one person across households, their hours and documents.

const it = {
  nav: "Lavoratori",
  list: {
    title: "Lavoratori",
    intro: "Le persone che lavorano per le famiglie dell'organizzazione: i loro contratti, le ore in tutte le famiglie e gli avvisi.",
    searchLabel: "Cerca",
    searchPlaceholder: "Nome, cognome o codice fiscale",
    name: "Lavoratore",
    fiscalCode: "Codice fiscale",
    contracts: "Contratti",
    contractCount: (active: number, total: number) => (total === 0 ? "nessuno" : active === total ? String(total) : `${active} attivi su ${total}`),
    weeklyHours: "Ore settimanali",
    warnings: "Avvisi",
    noWarnings: "—",
    empty: "Nessun lavoratore.",
    noMatch: "Nessun lavoratore corrisponde alla ricerca.",
    caption: "Elenco dei lavoratori",
  },
  open: "Scheda del lavoratore: tutti i contratti e le ore",
  known: (name: string, contracts: number, hours: string) =>
    `Questo codice fiscale è già di ${name} (${contracts === 1 ? "1 contratto" : `${contracts} contratti`}, ${hours} ore a settimana): il nuovo contratto sarà collegato a questa persona.`,
  useKnown: "Usa i dati registrati",
  back: "Datori di lavoro",
  fiscalCode: "Codice fiscale",
  birth: "Nascita",
  sex: { M: "Uomo", F: "Donna" },
  nationality: "Cittadinanza",
  address: "Indirizzo",
  iban: "IBAN",
  documents: "Documenti",
  identityDocument: "Documento d'identità",
  residencePermit: "Permesso di soggiorno",
  expires: (date: string) => `scade il ${date}`,
  noExpiry: "senza scadenza",
  flussiEntry: (date: string) => `Ingresso con decreto flussi il ${date}`,
  noDocuments: "Nessun documento registrato.",
  contracts: "Contratti",
  noContracts: "Nessun contratto.",
  employer: "Datore di lavoro",
  period: "Periodo",
  from: (date: string) => `dal ${date}`,
  fromTo: (start: string, end: string) => `dal ${start} al ${end}`,
  weeklyHours: "Ore settimanali",
  status: { active: "Attivo", ended: "Cessato" },
  hours: "Ore in tutte le famiglie",
  hoursTotal: (hours: string) => `${hours} ore a settimana nei contratti attivi oggi`,
  hoursLimits: (daily: string, weekly: string) => `Massimi CCNL: ${daily} ore al giorno, ${weekly} a settimana`,
  warnings: "Avvisi",
  noWarnings: "Nessun avviso.",
  documentNames: { identity_document: "Il documento d'identità", residence_permit: "Il permesso di soggiorno" } as Record<string, string>,
  warningText: {
    worker_weekly_hours_over_limit: (p: Record<string, string>) =>
      `${p.hours} ore a settimana in ${p.contracts} contratti superano il massimo CCNL di ${p.max}.`,
    worker_daily_hours_over_limit: (p: Record<string, string>, day: string) =>
      `${p.hours} ore di ${day} in ${p.contracts} contratti superano il massimo CCNL di ${p.max} al giorno.`,
    document_expires_within_60_days: (doc: string, date: string, days: string) => `${doc} scade il ${date}, tra ${days} giorni.`,
    document_expires_within_30_days: (doc: string, date: string, days: string) => `${doc} scade il ${date}, tra ${days} giorni.`,
    document_expires_today: (doc: string) => `${doc} scade oggi.`,
    document_expired: (doc: string, date: string) => `${doc} è scaduto il ${date}.`,
    decreto_flussi_first_year: (until: string) =>
      `Primo anno dall'ingresso con decreto flussi (fino al ${until}): verifica il permesso prima di un cambio di datore.`,
  },
};

export type WorkersMessages = typeof it;

export { it };

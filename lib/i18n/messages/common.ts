const it = {
  appName: "Paghe Domestiche",
  tagline: "Buste paga per colf, badanti e baby-sitter",
  nav: { employers: "Datori di lavoro", contracts: "Contratti", payroll: "Paghe", settings: "Impostazioni", apiDocs: "API", signOut: "Esci" },
  language: { label: "Lingua", it: "Italiano", en: "English" },
  actions: {
    save: "Salva",
    cancel: "Annulla",
    create: "Crea",
    edit: "Modifica",
    delete: "Elimina",
    confirm: "Conferma",
    close: "Chiudi",
    back: "Indietro",
    next: "Avanti",
    search: "Cerca",
    retry: "Riprova",
    copy: "Copia",
    copied: "Copiato",
  },
  states: { loading: "Caricamento…", empty: "Nessun elemento", error: "Si è verificato un errore", saved: "Salvato", required: "Campo obbligatorio" },
  pagination: {
    summary: (from: number, to: number, total: number) => `${from}–${to} di ${total}`,
    previous: "Precedente",
    next: "Successiva",
  },
  errors: {
    network: "Impossibile contattare il server. Controlla la connessione e riprova.",
    unauthorized: "Sessione scaduta: accedi di nuovo.",
    forbidden: "Non hai i permessi per questa operazione.",
    notFound: "Elemento non trovato.",
    validation: "Alcuni campi non sono validi.",
    conflict: "L'operazione è in conflitto con lo stato attuale.",
    unavailable: "Database non disponibile, riprova tra poco.",
    unexpected: (requestId: string) => `Errore inatteso (codice richiesta ${requestId}).`,
  },
  home: {
    title: "Benvenuto",
    intro: "Gestisci datori di lavoro, contratti, calendario presenze e buste paga del lavoro domestico.",
  },
};

export type CommonMessages = typeof it;

const en: CommonMessages = {
  appName: "Paghe Domestiche",
  tagline: "Payslips for domestic workers, carers and baby-sitters",
  nav: { employers: "Employers", contracts: "Contracts", payroll: "Payroll", settings: "Settings", apiDocs: "API", signOut: "Sign out" },
  language: { label: "Language", it: "Italiano", en: "English" },
  actions: {
    save: "Save",
    cancel: "Cancel",
    create: "Create",
    edit: "Edit",
    delete: "Delete",
    confirm: "Confirm",
    close: "Close",
    back: "Back",
    next: "Next",
    search: "Search",
    retry: "Retry",
    copy: "Copy",
    copied: "Copied",
  },
  states: { loading: "Loading…", empty: "Nothing here yet", error: "Something went wrong", saved: "Saved", required: "Required" },
  pagination: {
    summary: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    previous: "Previous",
    next: "Next",
  },
  errors: {
    network: "Cannot reach the server. Check your connection and retry.",
    unauthorized: "Your session expired: sign in again.",
    forbidden: "You are not allowed to do this.",
    notFound: "Not found.",
    validation: "Some fields are not valid.",
    conflict: "The operation conflicts with the current state.",
    unavailable: "Database unavailable, retry shortly.",
    unexpected: (requestId: string) => `Unexpected error (request id ${requestId}).`,
  },
  home: {
    title: "Welcome",
    intro: "Manage employers, contracts, the attendance calendar and payslips for domestic work.",
  },
};

export const common = { it, en };

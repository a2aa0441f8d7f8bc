import type { Locale } from "../config";
/** Values a field problem names, already worded for the reader (numbers with its separator, dates in words). */
export type FieldProblemParams = Partial<Record<string, string>>;

const it = {
  /** the language of this dictionary, for what Intl words (month and weekday names, numbers) */
  locale: "it" as Locale,
  appName: "Paghe Domestiche",
  tagline: "Buste paga per colf, badanti e baby-sitter",
  nav: {
    employers: "Datori di lavoro",
    contracts: "Contratti",
    payroll: "Paghe",
    settings: "Impostazioni",
    apiDocs: "API",
    signOut: "Esci",
    menu: "Menu",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    skipToContent: "Vai al contenuto",
  },
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
    /** Sentences for the stable error codes of the API (lib/errors.ts), shown instead of its English detail. */
    codes: {
      employer_has_active_contracts: "Il datore di lavoro ha contratti attivi: cessali prima di eliminarlo.",
      duplicate_tax_id: "Esiste già un datore di lavoro con questo codice fiscale o partita IVA.",
      last_admin: "Deve restare almeno un amministratore attivo.",
      worker_has_contracts: "Il lavoratore ha contratti: non può essere eliminato.",
      worker_fiscal_code_taken: "Esiste già un lavoratore con questo codice fiscale.",
      receipt_already_confirmed: "Hai già confermato di aver ricevuto questa paga.",
      letter_terms_mismatch: "La lettera di assunzione descrive le prime condizioni del contratto; una lettera di variazione descrive condizioni successive.",
      month_closed: "Il mese è già stato confermato, accettato o ha un cedolino definitivo: chiedi allo studio di modificarlo.",
      month_not_submitted: "Il mese non è stato confermato dalla famiglia: si può accettare o restituire solo un mese confermato.",
      month_already_submitted: "Il mese è già stato confermato: attendi la risposta dello studio.",
      admin_required: "Solo un amministratore può farlo.",
      approver_required: "L'organizzazione richiede che i cedolini siano resi definitivi da un amministratore o da un approvatore.",
      contract_in_use: "Il contratto ha eventi o cedolini: non può essere eliminato.",
      contract_ended: "Il contratto è già cessato.",
      payslip_already_final: "Esiste già un cedolino definitivo per questo periodo: eliminalo per rielaborare.",
      payslip_not_draft: "Il cedolino è definitivo e non può essere modificato.",
      payslip_not_final: "Il cedolino è in bozza: il documento si riemette solo per un cedolino definitivo.",
      payroll_blocked: "Il contratto non è pronto per questo periodo: correggi gli errori e riprova.",
      rates_missing_for_year: "Tabelle retributive e contributive non disponibili per quell'anno.",
      idempotency_key_in_use: "La stessa operazione è già in corso: attendi e riprova.",
      invalid_text: "Il testo contiene caratteri non ammessi (carattere nullo o non valido).",
      precondition_failed: "Il dato è stato modificato da qualcun altro: ricarica la pagina e riprova.",
      batch_too_large: "Troppi elementi in una sola operazione (massimo 1.000).",
      day_hours_exceeded: "Un giorno contiene al massimo 24 ore tra tutti i suoi eventi: riduci le ore o correggi gli eventi già presenti.",
      read_only_key: "Questa chiave API è in sola lettura.",
      cross_site_request: "Richiesta rifiutata: proviene da un altro sito.",
      tfr_coefficient_missing:
        "Il coefficiente ISTAT di rivalutazione del TFR per quel mese non è ancora pubblicato: indica un coefficiente provvisorio con il motivo.",
      tfr_coefficient_exists: "Il coefficiente TFR di quel mese è già presente.",
      contribution_weeks_mismatch: "Le settimane contributive non corrispondono al periodo: ricalcolale.",
      employment_end_mismatch: "La cessazione indicata non corrisponde a quella registrata sul contratto.",
      idempotency_key_reused: "Questa richiesta è già stata inviata con dati diversi: ricarica la pagina e riprova.",
      payload_too_large: "I dati inviati sono troppo grandi.",
      rate_limited: "Troppe richieste in poco tempo: riprova tra qualche secondo.",
      precondition_required: "La modifica richiede la versione attuale del dato: ricarica la pagina e riprova.",
      headers_too_large: "La richiesta ha intestazioni troppo grandi: esci e rientra, poi riprova.",
      payroll_run_empty_scope: "Nessun contratto della selezione è attivo nel mese.",
      payroll_run_already_running: "Un'elaborazione dello stesso mese e degli stessi contratti è già in corso.",
      payroll_run_finished: "L'elaborazione è già terminata.",
      payroll_run_not_finished: "L'elaborazione è ancora in corso.",
      webhook_url_not_allowed: "L'indirizzo del webhook non è consentito: usa un indirizzo pubblico https.",
      organization_mismatch: "Il dato appartiene a un'altra organizzazione.",
    } as Record<string, string>,
  },
  /**
   * A field's problem worded from its stable code and params (lib/client/field-problem.ts): the same
   * table for the API's field errors and the forms' own checks, never the API's English message.
   */
  fieldProblems: {
    required: (): string => "Campo obbligatorio.",
    invalid_type: (): string => "Valore mancante o del tipo sbagliato.",
    too_small: (p: FieldProblemParams): string =>
      p.origin === "string"
        ? p.minimum === "1"
          ? "Campo obbligatorio."
          : `Almeno ${p.minimum} caratteri.`
        : p.origin === "array"
          ? `Almeno ${p.minimum} elementi.`
          : `Deve essere almeno ${p.minimum}.`,
    too_big: (p: FieldProblemParams): string =>
      p.origin === "string"
        ? `Al massimo ${p.maximum} caratteri.`
        : p.origin === "array"
          ? `Al massimo ${p.maximum} elementi.`
          : `Deve essere al massimo ${p.maximum}.`,
    invalid_format: (p: FieldProblemParams): string =>
      p.format === "email" ? "Indirizzo e-mail non valido." : p.format === "uuid" ? "Scegli un elemento dall'elenco." : "Formato non valido.",
    invalid_province: (): string => "Sigla di due lettere (es. RM; EE per l'estero).",
    invalid_zip_code: (): string => "Il CAP ha cinque cifre.",
    invalid_business_fiscal_code: (): string =>
      "Codice fiscale non valido: 11 cifre con la cifra di controllo corretta (una ditta individuale o un professionista può usare il codice personale di 16 caratteri).",
    invalid_vat_number: (): string => "Partita IVA non valida: 11 cifre con la cifra di controllo corretta.",
    invalid_share: (): string => "Una quota da 0 a 1 (es. 0.2).",
    invalid_hours: (): string => "Un numero di ore (es. 60).",
    invalid_email: (): string => "Indirizzo e-mail non valido.",
    invalid_pec: (): string => "Indirizzo PEC non valido.",
    invalid_phone: (): string => "Numero di telefono non valido.",
    birth_date_in_future: (): string => "La data di nascita non può essere nel futuro.",
    signed_on_in_future: (): string => "La data di firma non può essere nel futuro.",
    invalid_time_ranges: (): string => "Indica gli orari come HH:MM-HH:MM, più fasce separate da virgole (es. 08:00-12:00, 14:00-16:00).",
    birth_date_too_old: (): string => "La data di nascita non può essere precedente al 1900.",
    invalid_patron_saint_day: (): string => "Giorno non valido: indica giorno e mese di una data esistente.",
    immutable: (): string => "Questo dato non si può cambiare: crea un nuovo datore di lavoro.",
    invalid_value: (): string => "Scegli uno dei valori proposti.",
    invalid_decimal: (p: FieldProblemParams): string => `Inserisci un numero con al massimo ${p.scale} decimali (es. 12,50).`,
    below_minimum: (p: FieldProblemParams): string => `Deve essere almeno ${p.minimum}.`,
    above_maximum: (p: FieldProblemParams): string => `Deve essere al massimo ${p.maximum}.`,
    invalid_date_format: (): string => "Inserisci una data valida.",
    invalid_date: (): string => "La data non esiste nel calendario.",
    invalid_month_format: (): string => "Indica il mese come AAAA-MM (es. 2026-03).",
    coefficient_or_foi_required: (): string => "Indica il coefficiente o l'indice FOI.",
    month_not_over: (p: FieldProblemParams): string => `Il coefficiente di ${p.month} si pubblica a mese concluso.`,
    previous_december_foi_missing: (p: FieldProblemParams): string => `Manca l'indice FOI di ${p.month}: indica il coefficiente pubblicato.`,
    coefficient_foi_mismatch: (p: FieldProblemParams): string => `Il coefficiente non corrisponde all'indice FOI: la formula dà ${p.computed} %.`,
    date_out_of_range: (): string => "La data deve cadere tra il 1900 e il 2100.",
    end_before_start: (): string => "La data finale non può precedere quella iniziale.",
    range_too_long: (): string => "L'intervallo è al massimo di un anno.",
    week_too_long: (): string => "Una settimana contributiva va al massimo da domenica a sabato.",
    notice_needs_end_date: (): string => "Il preavviso richiede la data di cessazione.",
    thirteenth_or_liquidation: (): string => "Un cedolino è o la tredicesima o la liquidazione del TFR, non entrambe.",
    subtype_not_under_type: (): string => "Il sottotipo non appartiene al tipo scelto.",
    notice_override_reason_required: (): string => "Indica il motivo per cui modifichi il preavviso calcolato.",
    notice_after_end: (): string => "Il preavviso si dà entro la data di cessazione.",
    day_hours_exceeded: (p: FieldProblemParams): string =>
      `Il ${p.date} contiene già ${p.existingHours} h: con altre ${p.addedHours} h arriverebbe a ${p.totalHours} h, oltre le ${p.max} h di un giorno.`,
    unknown_field: (): string => "Campo non previsto.",
    invalid_fiscal_code: (): string => "Codice fiscale non valido: controlla i caratteri e il carattere di controllo.",
    invalid_iban: (): string => "IBAN non valido: controlla il codice paese, la lunghezza e le cifre di controllo.",
    company_fiscal_code_not_allowed: (): string => "Per questo tipo di attività il codice fiscale è numerico di 11 cifre.",
    duplicate: (): string => "Valore già usato.",
    not_allowed: (): string => "Questo dato non vale per questo tipo di datore di lavoro.",
    outside_employment: (p: FieldProblemParams): string =>
      p.endDate
        ? `La data deve cadere nel rapporto di lavoro (dal ${p.startDate} al ${p.endDate}).`
        : `La data non può precedere l'assunzione (${p.startDate}).`,
    end_outside_period: (p: FieldProblemParams): string => `La cessazione del ${p.date} non cade nel periodo ${p.period}.`,
    empty_scope: (): string => "Nessun contratto della selezione è attivo nel periodo.",
    period_outside_employment: (): string => "Il contratto non è attivo in questo mese.",
    year_out_of_range: (p: FieldProblemParams): string => `Scegli un anno dal ${p.from} al ${p.to}.`,
    quarter_out_of_range: (p: FieldProblemParams): string => `Scegli un trimestre da ${p.from} a ${p.to}.`,
    contract_not_active_in_year: (p: FieldProblemParams): string => `Il rapporto non era in essere nel ${p.year}.`,
    fiscal_code_birth_date_mismatch: (): string => "La data di nascita non corrisponde a quella del codice fiscale.",
    fiscal_code_sex_mismatch: (): string => "Il sesso non corrisponde a quello del codice fiscale.",
    absence_location_not_applicable: (): string => "Il luogo dell'assenza si indica solo per malattia e infortunio.",
    no_setting_given: (): string => "Indica almeno un'impostazione.",
    worker_required: (): string => "Indica il lavoratore: i suoi dati o un lavoratore già registrato.",
    worker_and_worker_id: (): string => "Indica i dati del lavoratore oppure un lavoratore già registrato, non entrambi.",
    invalid: (): string => "Valore non valido.",
  },
  pages: {
    notFoundTitle: "Pagina non trovata",
    notFoundText: "L'indirizzo non corrisponde a nessuna pagina, oppure il dato cercato non esiste o non è della tua organizzazione.",
    errorTitle: "Si è verificato un errore",
    errorText: "La pagina non è stata caricata per un errore inatteso. Riprova; se si ripete, comunica il codice all'assistenza.",
    retry: "Riprova",
    home: "Torna alla pagina iniziale",
    requestId: (id: string) => `Codice richiesta: ${id}`,
  },
  home: {
    title: "Da fare",
    intro: "Le buste paga da elaborare e aggiornare, i contratti in scadenza e la prossima scadenza INPS.",
    monthsTitle: "Buste paga",
    monthOf: (month: string) => `${month}`,
    allDone: (n: number) => (n === 0 ? "Nessun contratto attivo nel mese." : `Tutte le ${n} buste paga sono definitive.`),
    notRun: (n: number) => (n === 1 ? "1 da elaborare" : `${n} da elaborare`),
    drafts: (n: number) => (n === 1 ? "1 bozza da confermare" : `${n} bozze da confermare`),
    outdated: (n: number) => (n === 1 ? "1 da aggiornare (dati cambiati dopo il calcolo)" : `${n} da aggiornare (dati cambiati dopo il calcolo)`),
    endingTitle: (days: number) => `Contratti che terminano nei prossimi ${days} giorni`,
    endingNone: "Nessun contratto termina a breve.",
    endingRecorded: (date: string) => `cessazione registrata il ${date}`,
    endingFixedTerm: (date: string) => `termine del contratto a tempo determinato il ${date}: cessazione da registrare`,
    deadlineTitle: "Prossima scadenza INPS",
    deadline: (quarter: string, date: string) => `Contributi del ${quarter}: entro il ${date}`,
    deadlineLink: "Apri il trimestre",
    quarterLabel: (year: string, quarter: string) => `${quarter}° trimestre ${year}`,
    shortcuts: "Vai a",
  },
};

export type CommonMessages = typeof it;

export { it };

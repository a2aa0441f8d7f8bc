// Strings of the contribution payments' worklist (issue 30): the quarter taken to "paid".

const it = {
  tab: "Versamenti",
  title: "Versamenti dei contributi",
  description: "Per ogni rapporto e trimestre (e per ogni cessazione): cosa versare, entro quando, se la famiglia è stata avvisata e se ha pagato.",
  compute: "Calcola il trimestre",
  computed: (n: string, ready: string) => `${n} versamenti calcolati, ${ready} pronti.`,
  csv: "Dati degli avvisi (CSV)",
  empty: "Nessun versamento per questo trimestre: calcola il trimestre.",
  status: { pending: "In attesa", ready: "Da avvisare", notified: "Avvisato", overdue: "Scaduto", paid: "Pagato" } as Record<string, string>,
  kind: { quarterly: "Trimestrale", cessation_worked: "Cessazione", cessation_notice: "Cessazione (preavviso)" } as Record<string, string>,
  columns: {
    select: "Seleziona",
    employer: "Datore",
    worker: "Lavoratore",
    kind: "Versamento",
    due: "Scadenza",
    total: "Totale",
    paid: "Versato",
    status: "Stato",
  },
  balance: (v: string) => `resta ${v}`,
  excess: (v: string) => `in eccesso ${v}`,
  notifyEmail: "Avvisa via e-mail",
  notifyPhone: "Segna avvisato (telefono)",
  notifyPaper: "Segna avvisato (cartaceo)",
  notified: (ok: string, refused: string) => `${ok} avvisati, ${refused} non avvisati.`,
  record: "Registra pagamento",
  taxStatement: "Contributi versati (PDF)",
  importCsv: {
    open: "Importa pagamenti (CSV)",
    title: "Importa pagamenti da CSV",
    hint: "Una riga per pagamento: codice_rapporto;trimestre;data;importo[;codice_avviso]",
    check: "Verifica",
    import: "Importa",
    close: "Chiudi",
    summary: (valid: string, refused: string) => `${valid} righe valide o registrate, ${refused} rifiutate.`,
    line: (n: string) => `Riga ${n}`,
  },
  dialog: {
    title: "Registra un pagamento",
    paidOn: "Data del pagamento",
    amount: "Importo versato",
    noticeCode: "Codice avviso pagoPA (facoltativo, 18 cifre)",
    save: "Registra",
    cancel: "Annulla",
    due: (total: string, date: string) => `Da versare ${total} entro il ${date}.`,
  },
};

export type ContributionPaymentsMessages = typeof it;

export { it };
